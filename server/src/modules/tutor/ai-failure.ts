import { dailyLimitMessage, NO_MODEL_MESSAGE } from "@vidya/core/ai-usage/daily-limit";
import { MESSAGES } from "@vidya/core/messages";
import { BLOCKED_MESSAGE } from "@vidya/core/moderation/moderate";
import { NO_AI_MODEL_MESSAGE } from "@vidya/core/tutor/subject-tutor";

/** Why an AI task failed, as the page tells it (the worker's reason itself stays in the logs). */
export const AI_FAILURES = ["FAILED", "EMPTY", "BLOCKED", "DAILY_LIMIT", "NO_MODEL"] as const;
export type AiFailure = (typeof AI_FAILURES)[number];

/** The worker writes "<provider> <kind>: <detail>", "moderation blocked: …" or "limit daily-limit: …". */
export function failureOf(task: { status: string; error: string | null }): AiFailure | null {
  if (task.status !== "FAILED") return null;
  const error = task.error ?? "";
  if (error.startsWith("moderation blocked")) return "BLOCKED";
  if (error.startsWith("limit daily-limit")) return "DAILY_LIMIT";
  if (/^\w+ no-model/.test(error)) return "NO_MODEL";
  if (/^\w+ empty:/.test(error)) return "EMPTY";
  return "FAILED";
}

/** SPEC 8's 'Failed to get explanation.' (or 'Empty AI response.'), or the specific message. */
export function failureMessageOf(
  task: { status: string; error: string | null; kind?: string },
  dailyLimit: number,
): string | null {
  switch (failureOf(task)) {
    case null:
      return null;
    case "BLOCKED":
      return BLOCKED_MESSAGE;
    case "DAILY_LIMIT":
      return dailyLimitMessage(dailyLimit);
    case "NO_MODEL":
      // A chatbot cannot reply at all; a subject page still answers mathematics offline.
      return task.kind === "CHAT" ? NO_MODEL_MESSAGE : NO_AI_MODEL_MESSAGE;
    case "EMPTY":
      return MESSAGES.emptyAiResponse;
    default:
      return MESSAGES.aiCallFailed;
  }
}
