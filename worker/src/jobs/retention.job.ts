import { RETENTION_SPEC } from "@vidya/core/jobs/specs";
import { defineJob } from "../job";
import { runRetention } from "../retention/retention";

/** The nightly retention run (scheduled by the worker at start-up, see main.ts). Idempotent. */
export const retentionJob = defineJob({
  spec: RETENTION_SPEC,
  concurrency: 1,
  async process(_payload, ctx) {
    const report = await runRetention({
      db: ctx.db,
      redis: ctx.publisher,
      prefix: ctx.env.REDIS_PREFIX,
      send: (mail) => ctx.mailer.send(mail),
      publicUrl: ctx.env.PUBLIC_URL,
    });
    ctx.log.info({ report }, "retention run done");
    return report;
  },
});
