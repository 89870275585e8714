import { DAILY_LIMIT_CODE, dailyLimitMessage, usageDay } from "@vidya/core/ai-usage/daily-limit";
import { AI_SETUP_KEY, type AiSetupAnnouncement } from "@vidya/core/chat/chatbot";
import type { Context } from "../../context";
import { AppError } from "../../errors";

/** Tokens the user's AI features used today (UTC day). */
export async function tokensUsedToday(ctx: Pick<Context, "db">, userId: string): Promise<number> {
  const row = await ctx.db.aiUsageDay.findUnique({
    where: { userId_day: { userId, day: usageDay() } },
    select: { promptTokens: true, completionTokens: true },
  });
  return row ? row.promptTokens + row.completionTokens : 0;
}

/**
 * Refuses a new AI request from a student who has used AI_DAILY_TOKEN_LIMIT tokens today, with the
 * limit message (the worker checks again before it calls the model, for requests already queued).
 */
export async function assertWithinDailyLimit(
  ctx: Pick<Context, "db" | "env" | "viewer">,
  userId: string,
): Promise<void> {
  const limit = ctx.env.AI_DAILY_TOKEN_LIMIT;
  if (limit === 0 || ctx.viewer?.role !== "student") return;
  if ((await tokensUsedToday(ctx, userId)) >= limit) {
    throw new AppError(DAILY_LIMIT_CODE, dailyLimitMessage(limit));
  }
}

/** Whether a running worker has a model (it announces so in Redis); false when none has said so. */
export async function modelConfigured(ctx: Pick<Context, "redis" | "env">): Promise<boolean> {
  const raw = await ctx.redis.get(`${ctx.env.REDIS_PREFIX}:${AI_SETUP_KEY}`);
  if (!raw) return false;
  try {
    return (JSON.parse(raw) as AiSetupAnnouncement).model === true;
  } catch {
    return false;
  }
}
