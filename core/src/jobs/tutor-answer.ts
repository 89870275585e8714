import { z } from "zod";

/** The queue of every AI task (tutor answers now; other AI features add their job names). */
export const AI_QUEUE = "ai";
export const TUTOR_ANSWER_JOB = "tutor-answer";

/** Payloads carry the task id only; the question, context and image stay in Postgres. */
export const TutorAnswerPayloadSchema = z.object({ taskId: z.uuid() });
export type TutorAnswerPayload = z.infer<typeof TutorAnswerPayloadSchema>;
