import { FOLLOW_UP_ANSWER_CHARS, FOLLOW_UP_PAIRS, QUESTION_MAX_CHARS } from "../constants";
import { SUBJECTS } from "../subjects";

// Without zod, so the client's pages can use these without loading schemas/tutor.ts's schemas (and
// zod with them); schemas/tutor.ts re-exports them.

/** The six math topic pages (SPEC 2); also the `toolType` of their history records. */
export const MATH_TOPICS = [
  "arithmetic",
  "algebra",
  "geometry",
  "calculus",
  "statistics",
  "problem-solving",
] as const;
export type MathTopicName = (typeof MATH_TOPICS)[number];

/** What History can be filtered by besides a math topic: a subject page, or a tool such as the Socratic tutor. */
export const HISTORY_TOOL_TYPES = [...SUBJECTS, "socratic"] as const;

/** The last `FOLLOW_UP_PAIRS` pairs of a conversation, answers cut to 300 characters (SPEC 9). */
export function followUpContext(
  pairs: readonly { question: string; answer: string }[],
): { question: string; answer: string }[] {
  return pairs.slice(-FOLLOW_UP_PAIRS).map((p) => ({
    question: p.question.slice(0, QUESTION_MAX_CHARS),
    answer: p.answer.slice(0, FOLLOW_UP_ANSWER_CHARS),
  }));
}
