import { z } from "zod";

/** Queue and job of Chapter Q&A and practice worksheets; the server enqueues, the worker answers. */
export const CHAPTER_QUESTION_QUEUE = "chapter-question";
export const CHAPTER_QUESTION_JOB = "chapter-question";

/** Payloads carry the row id only; the worker reads the question from Postgres. */
export const ChapterQuestionPayloadSchema = z.object({ chapterQuestionId: z.uuid() });
export type ChapterQuestionPayload = z.infer<typeof ChapterQuestionPayloadSchema>;

/** The answer a teacher sees when the subject needs a model and none is configured. */
export { AI_PROVIDER_NEEDED } from "./provider-needed";
