import { z } from "zod";
import { FOLLOW_UP_ANSWER_CHARS, FOLLOW_UP_PAIRS, QUESTION_MAX_CHARS } from "../constants";
import { MESSAGES } from "../messages";
import { SUBJECTS } from "../subjects";

import { HISTORY_TOOL_TYPES, MATH_TOPICS } from "../tutor/math-topics";

export { followUpContext, HISTORY_TOOL_TYPES, MATH_TOPICS, type MathTopicName } from "../tutor/math-topics";

export const MathTopicSchema = z.enum(MATH_TOPICS, {
  error: `Choose one of the topics: ${MATH_TOPICS.join(", ")}.`,
});

export const QUESTION_TOO_LONG = `Your question must be at most ${QUESTION_MAX_CHARS} characters.`;

/** One earlier question and its answer, cut to 300 characters as SPEC 9 asks. */
export const ContextPairSchema = z.object({
  question: z.string().max(QUESTION_MAX_CHARS, QUESTION_TOO_LONG),
  answer: z.string().transform((a) => a.slice(0, FOLLOW_UP_ANSWER_CHARS)),
});
export type ContextPair = z.infer<typeof ContextPairSchema>;

/** The page a question is asked on: mathematics (with its topics) or one of the six other subjects. */
export const TutorSubjectSchema = z.enum(SUBJECTS, {
  error: `Choose a subject: ${SUBJECTS.join(", ")}.`,
});

export const TOPIC_REQUIRED = "Choose a mathematics topic for the question.";

/**
 * Input of `askTutor`: text, an uploaded image, or both (SPEC 5), plus the follow-up context.
 * Mathematics is asked on a topic page (`topic`); the other subjects on their page for a class and,
 * where the catalogue lists them, a chapter (`grade`, `chapterId`).
 */
export const AskTutorInputSchema = z
  .object({
    subject: TutorSubjectSchema.nullish().transform((s) => s ?? "mathematics"),
    topic: MathTopicSchema.nullish().transform((t) => t ?? null),
    grade: z
      .number({ error: "Choose a class from 1 to 12." })
      .int("Choose a class from 1 to 12.")
      .min(1, "Choose a class from 1 to 12.")
      .max(12, "Choose a class from 1 to 12.")
      .nullish()
      .transform((g) => g ?? null),
    chapterId: z
      .string()
      .trim()
      .max(200, "That chapter id is not valid.")
      .nullish()
      .transform((c) => c || null),
    question: z
      .string()
      .max(QUESTION_MAX_CHARS, QUESTION_TOO_LONG)
      .nullish()
      .transform((q) => (q ?? "").trim()),
    imageId: z.uuid("That image reference is not valid.").nullish(),
    context: z
      .array(ContextPairSchema)
      .max(FOLLOW_UP_PAIRS, `Send at most ${FOLLOW_UP_PAIRS} earlier questions as context.`)
      .nullish()
      .transform((c) => c ?? []),
    /** Asked by voice (the voice assistant and voice bot): the voice tool must be allowed too. */
    voice: z
      .boolean()
      .nullish()
      .transform((v) => v ?? false),
  })
  .refine((input) => input.question !== "" || Boolean(input.imageId), {
    message: MESSAGES.enterQuestionOrImage,
    path: ["question"],
  })
  .refine((input) => input.subject !== "mathematics" || input.topic !== null, {
    message: TOPIC_REQUIRED,
    path: ["topic"],
  });
export type AskTutorInput = z.infer<typeof AskTutorInputSchema>;

/** Input of `history`: search text, a topic (or tool) filter and a page. */
export const HistoryInputSchema = z.object({
  search: z
    .string()
    .max(200, "Search text must be at most 200 characters.")
    .nullish()
    .transform((s) => s?.trim() || null),
  topic: MathTopicSchema.nullish().transform((t) => t ?? null),
  toolType: z
    .enum(HISTORY_TOOL_TYPES, { error: `Choose one of: ${HISTORY_TOOL_TYPES.join(", ")}.` })
    .nullish()
    .transform((t) => t ?? null),
  first: z
    .number()
    .int()
    .min(1, "Ask for at least 1 record.")
    .max(100, "Ask for at most 100 records at a time.")
    .nullish()
    .transform((n) => n ?? 20),
  after: z.uuid("That page cursor is not valid.").nullish(),
});
export type HistoryInput = z.infer<typeof HistoryInputSchema>;

/** One question of the tutor CLI's --jsonl input. */
export const QuestionLineSchema = z.object({
  topic: MathTopicSchema,
  question: z
    .string({ error: "Each line needs a question." })
    .trim()
    .min(1, "Each line needs a question.")
    .max(QUESTION_MAX_CHARS, QUESTION_TOO_LONG),
});

/** Which page's Recent Questions or Clear Chat: a math topic, or another subject's page. */
export const TutorScopeArgsSchema = z
  .object({
    subject: TutorSubjectSchema.nullish().transform((s) => s ?? "mathematics"),
    topic: MathTopicSchema.nullish().transform((t) => t ?? null),
  })
  .refine((args) => args.subject !== "mathematics" || args.topic !== null, {
    message: TOPIC_REQUIRED,
    path: ["topic"],
  });

/**
 * Input of `recordOfflineMathAnswer` (issue 27): a mathematics question the phone answered offline,
 * under the id the phone gave it. The phone's answer is not part of it: the server solves it again.
 */
export const OfflineMathQuestionSchema = z.object({
  clientId: z.uuid("That question id is not valid."),
  topic: MathTopicSchema,
  question: z
    .string()
    .trim()
    .min(1, MESSAGES.enterQuestionOrImage)
    .max(QUESTION_MAX_CHARS, QUESTION_TOO_LONG),
});
export type OfflineMathQuestion = z.infer<typeof OfflineMathQuestionSchema>;
