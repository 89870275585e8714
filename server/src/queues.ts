import { CHAPTER_QUESTION_QUEUE } from "@vidya/core/jobs/chapter-question";
import { FOCUS_TIMER_QUEUE } from "@vidya/core/jobs/focus-phase-end";
import { ASSESSMENT_QUEUE } from "@vidya/core/jobs/generate-questions";
import { HEAVY_QUEUE } from "@vidya/core/jobs/heavy";
import { ROUND_TRIP_QUEUE } from "@vidya/core/jobs/round-trip";
import { EMAIL_QUEUE } from "@vidya/core/jobs/send-email";
import { type JobSpec, jobOptions } from "@vidya/core/jobs/specs";
import { AI_QUEUE } from "@vidya/core/jobs/tutor-answer";
import { bullPrefix } from "@vidya/core/redis-keys";
import type { RedisClient } from "@vidya/db/redis";
import { Queue, type Telemetry } from "bullmq";
import type { z } from "zod";
import { AppError } from "./errors";
import type { Logger } from "./logger";

/**
 * The BullMQ queues the server enqueues into. Finished jobs are removed (BullMQ production guide).
 * With telemetry, each job carries the trace context of the request that added it.
 */
export function createQueues(connection: RedisClient, prefix: string, telemetry?: Telemetry) {
  const defaults = {
    connection,
    telemetry,
    prefix: bullPrefix(prefix),
    defaultJobOptions: {
      removeOnComplete: { age: 3600, count: 1000 },
      removeOnFail: { age: 24 * 3600 },
    },
  };
  return {
    roundTrip: new Queue(ROUND_TRIP_QUEUE, defaults),
    email: new Queue(EMAIL_QUEUE, defaults),
    /** PDF reading, flashcard and question generation, stories (issue 24: never in the way of the rest). */
    heavy: new Queue(HEAVY_QUEUE, defaults),
    chapterQuestion: new Queue(CHAPTER_QUESTION_QUEUE, defaults),
    focusTimer: new Queue(FOCUS_TIMER_QUEUE, defaults),
    ai: new Queue(AI_QUEUE, defaults),
    assessment: new Queue(ASSESSMENT_QUEUE, defaults),
  };
}
export type Queues = ReturnType<typeof createQueues>;

/** What a caller reads when the queue cannot take a job. */
export const BUSY_MESSAGE = "The service is busy right now. Please try again in a moment.";

/**
 * The second half of "save, then queue": adds the job of a row just stored, with jobId = the row's
 * id (a repeat enqueue is a no-op). When the queue cannot be reached, `markFailed` records the
 * failure on the row (so it is never left QUEUED forever) and the caller gets UNAVAILABLE.
 */
export async function enqueueOrMarkFailed<S extends z.ZodType>(
  ctx: { log: Logger },
  queue: Queue,
  job: { spec: JobSpec<S>; data: z.infer<S>; rowId: string },
  markFailed: () => Promise<unknown>,
): Promise<void> {
  try {
    await queue.add(job.spec.name, job.data, jobOptions(job.spec, { jobId: job.rowId }));
  } catch (error) {
    ctx.log.error({ err: error, rowId: job.rowId, queue: queue.name }, "enqueue failed");
    await markFailed();
    throw new AppError("UNAVAILABLE", BUSY_MESSAGE);
  }
}
