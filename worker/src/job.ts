import type { Topic } from "@vidya/core/events";
import type { JobSpec } from "@vidya/core/jobs/specs";
import type { TopicPayloads } from "@vidya/core/topic-payloads";
import { type Job, UnrecoverableError } from "bullmq";
import type { Logger } from "pino";
import type { z } from "zod";
import type { Connections } from "./connection";
import type { WorkerEnv } from "./env";
import type { Mailer } from "./mail/mailer";

/** What a processor may use: the process's connections and a publish typed like the server's pubsub. */
export interface JobContext extends Connections {
  env: WorkerEnv;
  log: Logger;
  /** Publishes one event on `<prefix>:<topic>:<id>`, the channel every server replica subscribes to. */
  publish: <T extends Topic>(topic: T, id: string, payload: TopicPayloads[T]) => Promise<void>;
  mailer: Mailer;
}

/** One job module: its spec (queue, name, payload schema, retries; core/src/jobs/specs.ts) and processor (STYLE 6). */
export interface JobDefinition<S extends z.ZodType> {
  spec: JobSpec<S>;
  /** Per-queue concurrency; defaults to WORKER_CONCURRENCY. */
  concurrency?: number;
  process: (payload: z.infer<S>, ctx: JobContext, job: Job) => Promise<unknown>;
  /** Called once when BullMQ gives up on a job (attempts used up, or stalled too often). */
  onFinalFailure?: (payload: z.infer<S>, ctx: JobContext, reason: string) => Promise<void>;
}

/** A job as the worker runs it: the payload is parsed before the processor sees it. */
export interface RunnableJob {
  queue: string;
  name: string;
  concurrency?: number;
  run: (data: unknown, ctx: JobContext, job: Job) => Promise<unknown>;
  /** Records the final failure (e.g. marks the row FAILED and tells subscribers); never throws. */
  fail: (data: unknown, ctx: JobContext, reason: string) => Promise<void>;
}

/** Ties the payload type to its schema; a malformed payload can never succeed, so it is not retried. */
export function defineJob<S extends z.ZodType>(definition: JobDefinition<S>): RunnableJob & JobDefinition<S> {
  return {
    ...definition,
    queue: definition.spec.queue,
    name: definition.spec.name,
    async run(data, ctx, job) {
      const parsed = definition.spec.payload.safeParse(data);
      if (!parsed.success) throw new UnrecoverableError(`invalid payload: ${parsed.error.message}`);
      return definition.process(parsed.data, ctx, job);
    },
    async fail(data, ctx, reason) {
      const parsed = definition.spec.payload.safeParse(data);
      if (!parsed.success || !definition.onFinalFailure) return;
      try {
        await definition.onFinalFailure(parsed.data, ctx, reason);
      } catch (error) {
        ctx.log.error({ err: error }, "final-failure handler failed");
      }
    },
  };
}
