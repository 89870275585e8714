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

/** What a student reads when no model is configured, and how an administrator sets one up. */
export const NO_MODEL_MESSAGE =
  "No AI model is set up on this Vidya yet, so the chatbot cannot reply. An administrator can set OPENAI_API_KEY " +
  "(with OPENAI_BASE_URL for any OpenAI-compatible server) on the worker, or start the local model with " +
  "`docker compose --profile local-ai up`.";
