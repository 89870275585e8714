import { z } from "zod";

/** The nightly re-plan: a repeatable job the worker schedules itself (BullMQ job scheduler). */
export const STUDY_PLAN_QUEUE = "study-plan";
export const NIGHT_REPLAN_JOB = "night-replan";
/** Its scheduler id and when it runs: 00:30 every night, India time (the default students' zone). */
export const NIGHT_REPLAN_SCHEDULER = "night-replan";
export const NIGHT_REPLAN_PATTERN = "30 0 * * *";
export const NIGHT_REPLAN_TZ = "Asia/Kolkata";

/** Empty: the job re-plans every student with an exam ahead, in batches. */
export const NightReplanPayloadSchema = z.object({ batchSize: z.number().int().min(1).max(1000).optional() });
