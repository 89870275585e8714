import { z } from "zod";

/**
 * How far an answer was checked: "computed" by the offline engine itself; "agree" / "disagree" when
 * the engine re-solved a model's answer; "unchecked" when nobody could (e.g. a question in a picture).
 */
export const CHECK_STATUSES = ["computed", "agree", "disagree", "unchecked"] as const;
export type CheckStatus = (typeof CHECK_STATUSES)[number];

/** What a finished tutor task holds (AiTask.result), and what the CLI prints a subset of. */
export const TutorResultSchema = z.object({
  explanation: z.string(),
  similarQuestions: z.array(z.string()),
  /** Short canonical plain-math answer, e.g. "x = 2, x = 3"; null when there is none. */
  finalAnswer: z.string().nullable(),
  /** True where the offline engine computed the answer or agreed with the model's. */
  verified: z.boolean(),
  checkStatus: z.enum(CHECK_STATUSES),
  /** On "disagree": the engine's own answer, so the warning can say what to compare. */
  engineAnswer: z.string().nullable().default(null),
  /** On "disagree": how the engine read the question (plain math, "A = 12 * 5"), so a misreading shows. */
  engineReading: z.string().nullable().default(null),
  /** SPEC 8's toast about the reply's shape ('AI response structure incorrect.' …), or null. */
  toast: z.string().nullable().default(null),
});
export type TutorResult = z.infer<typeof TutorResultSchema>;
