import { UPLOAD_SWEEP_SPEC } from "@vidya/core/jobs/specs";
import { defineJob } from "../job";
import { sweepUploads } from "../retention/retention";

/** Every hour: deletes uploads nothing uses, a day after they came (scheduled in main.ts). Idempotent. */
export const uploadSweepJob = defineJob({
  spec: UPLOAD_SWEEP_SPEC,
  concurrency: 1,
  async process(_payload, ctx) {
    const deleted = await sweepUploads(ctx.db);
    if (deleted > 0) ctx.log.info({ deleted }, "unused uploads deleted");
    return { deleted };
  },
});
