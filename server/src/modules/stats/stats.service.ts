import type { Context } from "../../context";

/** The landing page's live figures (DESIGN: from our own database, never invented claims). */
export interface LandingStats {
  students: number;
  flashcards: number;
  studyHours: number;
  joinedThisWeek: number;
}

/** How long one computed answer is shared by every visitor. */
export const LANDING_STATS_TTL_SECONDS = 60;
const WEEK_MS = 7 * 24 * 3600 * 1000;

async function compute(ctx: Context): Promise<LandingStats> {
  const weekAgo = new Date(Date.now() - WEEK_MS);
  const [students, joinedThisWeek, flashcards, study] = await Promise.all([
    ctx.db.user.count({ where: { role: "student" } }),
    ctx.db.user.count({ where: { role: "student", createdAt: { gte: weekAgo } } }),
    ctx.db.flashcard.count(),
    ctx.db.studyDay.aggregate({ _sum: { activeSeconds: true } }),
  ]);
  const studyHours = Math.floor((study._sum.activeSeconds ?? 0) / 3600);
  return { students, flashcards, studyHours, joinedThisWeek };
}
function isLandingStats(value: unknown): value is LandingStats {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return ["students", "flashcards", "studyHours", "joinedThisWeek"].every((k) => typeof v[k] === "number");
}

/** The landing figures, computed at most once a minute and shared through Redis. */
export async function landingStats(ctx: Context): Promise<LandingStats> {
  const key = `${ctx.env.REDIS_PREFIX}:stats:landing`;
  try {
    const cached = await ctx.redis.get(key);
    if (cached) {
      const parsed: unknown = JSON.parse(cached);
      if (isLandingStats(parsed)) return parsed;
    }
  } catch (error) {
    ctx.log.warn({ err: error }, "landing stats cache unreadable; computing");
  }
  const stats = await compute(ctx);
  await ctx.redis
    .set(key, JSON.stringify(stats), "EX", LANDING_STATS_TTL_SECONDS)
    .catch((error: unknown) => ctx.log.warn({ err: error }, "landing stats not cached"));
  return stats;
}
