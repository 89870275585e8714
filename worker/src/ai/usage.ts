import { usageDay } from "@vidya/core/ai-usage/daily-limit";
import type { WorkerDb as Db } from "../connection";
import type { WorkerEnv } from "../env";
import type { TokenUsage } from "./providers/openai-chat";

/** Adds one completion's tokens to the user's day (one row per user and UTC day). */
export async function recordUsage(db: Db, userId: string, usage: TokenUsage): Promise<void> {
  const day = usageDay();
  await db.aiUsageDay.upsert({
    where: { userId_day: { userId, day } },
    create: { userId, day, ...usage, requests: 1 },
    update: {
      promptTokens: { increment: usage.promptTokens },
      completionTokens: { increment: usage.completionTokens },
      requests: { increment: 1 },
    },
  });
}

/** True when a student has used AI_DAILY_TOKEN_LIMIT tokens today (teachers and a limit of 0: never). */
export async function overDailyLimit(
  db: Db,
  env: Pick<WorkerEnv, "AI_DAILY_TOKEN_LIMIT">,
  userId: string,
): Promise<boolean> {
  if (env.AI_DAILY_TOKEN_LIMIT === 0) return false;
  const row = await db.aiUsageDay.findUnique({
    where: { userId_day: { userId, day: usageDay() } },
    select: { promptTokens: true, completionTokens: true, user: { select: { role: true } } },
  });
  if (row?.user.role !== "student") return false;
  return row.promptTokens + row.completionTokens >= env.AI_DAILY_TOKEN_LIMIT;
}
