import type { z } from "zod";
import { CHAT_REPLY_JOB, ChatReplyPayloadSchema } from "../chat/chatbot";
import { SOCRATIC_TURN_JOB, SocraticTurnPayloadSchema } from "../schemas/socratic";
import { STORY_JOB, StoryPayloadSchema } from "../story/story";
import {
  CHAPTER_QUESTION_JOB,
  CHAPTER_QUESTION_QUEUE,
  ChapterQuestionPayloadSchema,
} from "./chapter-question";
import { FOCUS_PHASE_END_JOB, FOCUS_TIMER_QUEUE, FocusPhaseEndPayloadSchema } from "./focus-phase-end";
import { GENERATE_FLASHCARDS_JOB, GenerateFlashcardsPayloadSchema } from "./generate-flashcards";
import {
  ASSESSMENT_QUEUE,
  CALIBRATE_ITEMS_JOB,
  CalibrateItemsPayloadSchema,
  CLOSE_QUICK_TEST_JOB,
  CloseQuickTestPayloadSchema,
  GENERATE_QUESTIONS_JOB,
  GenerateQuestionsPayloadSchema,
  QUICK_TEST_GRADED_JOB,
  QuickTestGradedPayloadSchema,
} from "./generate-questions";
import { HEAVY_QUEUE } from "./heavy";
import { MAINTENANCE_QUEUE, RETENTION_JOB, RetentionPayloadSchema, UPLOAD_SWEEP_JOB } from "./retention";
import { ROUND_TRIP_JOB, ROUND_TRIP_QUEUE, RoundTripPayloadSchema } from "./round-trip";
import { EMAIL_QUEUE, SEND_EMAIL_JOB, SendEmailPayloadSchema } from "./send-email";
import { NIGHT_REPLAN_JOB, NightReplanPayloadSchema, STUDY_PLAN_QUEUE } from "./study-plan";
import { AI_QUEUE, TUTOR_ANSWER_JOB, TutorAnswerPayloadSchema } from "./tutor-answer";

/**
 * One background job as both sides know it: the queue and name the server adds it under, the
 * payload the worker parses, and how BullMQ retries it. The server's enqueue and the worker's
 * definition both take the spec, so a job's attempts and backoff are written once, here.
 */
export interface JobSpec<S extends z.ZodType = z.ZodType> {
  queue: string;
  name: string;
  payload: S;
  attempts: number;
  backoff: { type: "exponential" | "fixed"; delay: number };
}

const spec = <S extends z.ZodType>(s: JobSpec<S>): JobSpec<S> => s;
const exponential = (delay: number) => ({ type: "exponential" as const, delay });

export const ROUND_TRIP_SPEC = spec({
  queue: ROUND_TRIP_QUEUE,
  name: ROUND_TRIP_JOB,
  payload: RoundTripPayloadSchema,
  attempts: 3,
  backoff: exponential(500),
});
export const SEND_EMAIL_SPEC = spec({
  queue: EMAIL_QUEUE,
  name: SEND_EMAIL_JOB,
  payload: SendEmailPayloadSchema,
  attempts: 5,
  backoff: exponential(1000),
});
export const TUTOR_ANSWER_SPEC = spec({
  queue: AI_QUEUE,
  name: TUTOR_ANSWER_JOB,
  payload: TutorAnswerPayloadSchema,
  attempts: 3,
  backoff: exponential(1000),
});
export const CHAT_REPLY_SPEC = spec({
  queue: AI_QUEUE,
  name: CHAT_REPLY_JOB,
  payload: ChatReplyPayloadSchema,
  attempts: 3,
  backoff: exponential(1000),
});
export const SOCRATIC_TURN_SPEC = spec({
  queue: AI_QUEUE,
  name: SOCRATIC_TURN_JOB,
  payload: SocraticTurnPayloadSchema,
  attempts: 3,
  backoff: exponential(1000),
});
export const CHAPTER_QUESTION_SPEC = spec({
  queue: CHAPTER_QUESTION_QUEUE,
  name: CHAPTER_QUESTION_JOB,
  payload: ChapterQuestionPayloadSchema,
  attempts: 2,
  backoff: exponential(1000),
});
export const STORY_SPEC = spec({
  queue: HEAVY_QUEUE,
  name: STORY_JOB,
  payload: StoryPayloadSchema,
  attempts: 2,
  backoff: exponential(2000),
});
export const GENERATE_FLASHCARDS_SPEC = spec({
  queue: HEAVY_QUEUE,
  name: GENERATE_FLASHCARDS_JOB,
  payload: GenerateFlashcardsPayloadSchema,
  attempts: 3,
  backoff: exponential(1000),
});
export const GENERATE_QUESTIONS_SPEC = spec({
  queue: HEAVY_QUEUE,
  name: GENERATE_QUESTIONS_JOB,
  payload: GenerateQuestionsPayloadSchema,
  attempts: 3,
  backoff: exponential(1000),
});
export const CALIBRATE_ITEMS_SPEC = spec({
  queue: ASSESSMENT_QUEUE,
  name: CALIBRATE_ITEMS_JOB,
  payload: CalibrateItemsPayloadSchema,
  attempts: 3,
  backoff: exponential(1000),
});
/** Delayed to the test's end: a fixed backoff keeps a retried close near that moment. */
export const CLOSE_QUICK_TEST_SPEC = spec({
  queue: ASSESSMENT_QUEUE,
  name: CLOSE_QUICK_TEST_JOB,
  payload: CloseQuickTestPayloadSchema,
  attempts: 5,
  backoff: { type: "fixed", delay: 2000 },
});
export const QUICK_TEST_GRADED_SPEC = spec({
  queue: ASSESSMENT_QUEUE,
  name: QUICK_TEST_GRADED_JOB,
  payload: QuickTestGradedPayloadSchema,
  attempts: 5,
  backoff: exponential(1000),
});
/** A phase end must happen: retried quickly and often (its id makes a repeat a no-op). */
export const FOCUS_PHASE_END_SPEC = spec({
  queue: FOCUS_TIMER_QUEUE,
  name: FOCUS_PHASE_END_JOB,
  payload: FocusPhaseEndPayloadSchema,
  attempts: 8,
  backoff: exponential(250),
});
export const NIGHT_REPLAN_SPEC = spec({
  queue: STUDY_PLAN_QUEUE,
  name: NIGHT_REPLAN_JOB,
  payload: NightReplanPayloadSchema,
  attempts: 3,
  backoff: exponential(60_000),
});
export const RETENTION_SPEC = spec({
  queue: MAINTENANCE_QUEUE,
  name: RETENTION_JOB,
  payload: RetentionPayloadSchema,
  attempts: 1,
  backoff: exponential(60_000),
});
export const UPLOAD_SWEEP_SPEC = spec({
  queue: MAINTENANCE_QUEUE,
  name: UPLOAD_SWEEP_JOB,
  payload: RetentionPayloadSchema,
  attempts: 1,
  backoff: exponential(60_000),
});

/** BullMQ's add() options for one job of `spec` (its id makes a repeated add a no-op). */
export function jobOptions(s: JobSpec, extra: { jobId?: string; delay?: number } = {}) {
  return { ...extra, attempts: s.attempts, backoff: s.backoff };
}
