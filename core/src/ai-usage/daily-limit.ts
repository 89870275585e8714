/** The UTC day a usage counts for, as a Date at 00:00 UTC (the `day` of AiUsageDay). */
export function usageDay(now: Date = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** Error code and what a student reads when the day's AI allowance is used up. */
export const DAILY_LIMIT_CODE = "AI_DAILY_LIMIT";
export function dailyLimitMessage(limit: number): string {
  return (
    `You have used today's AI allowance (${limit.toLocaleString("en-IN")} tokens). ` +
    "It renews at 5:30 am India time; until then the offline tools (the math engine, flashcards, history) still work."
  );
}

/**
 * What a student reads when no model is configured (issue 25): that this needs the school's AI model,
 * and why — never how to set one up (that is for teachers and the README: MODEL_SETUP in
 * core/src/tutor/subject-tutor.ts).
 */
export const NO_MODEL_MESSAGE =
  "This needs the school's AI model, and none is set up yet: replies in words are written by the model, so " +
  "there is no reply now. Mathematics is still solved offline by the math engine. Your teacher can ask the " +
  "school for the model.";
