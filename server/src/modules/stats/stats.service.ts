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
/** Columns a study-day row may keep its seconds in, in order of preference. */
const STUDY_SECONDS_COLUMNS = ["activeSeconds", "totalSeconds", "seconds", "totalTime"] as const;

type Db = Context["db"];

async function tableExists(db: Db, table: string): Promise<boolean> {
  const rows = await db.$queryRaw<
    { present: boolean }[]
  >`SELECT to_regclass(${`"${table}"`}) IS NOT NULL AS present`;
  return rows[0]?.present === true;
}

/** Flashcards, once the flashcards feature has created its table; 0 until then. */
async function countFlashcards(db: Db): Promise<number> {
  if (!(await tableExists(db, "Flashcard"))) return 0;
  const rows = await db.$queryRawUnsafe<{ n: bigint }[]>(`SELECT count(*) AS n FROM "Flashcard"`);
  return Number(rows[0]?.n ?? 0);
}

/** Whole hours of tracked study, once the time-tracking feature has created its table; 0 until then. */
async function sumStudyHours(db: Db): Promise<number> {
  if (!(await tableExists(db, "StudyDay"))) return 0;
  const columns = await db.$queryRaw<{ column_name: string }[]>`
    SELECT column_name FROM information_schema.columns
    WHERE table_schema = current_schema() AND table_name = 'StudyDay'`;
  const names = new Set(columns.map((c) => c.column_name));
  const column = STUDY_SECONDS_COLUMNS.find((name) => names.has(name));
  if (!column) return 0;
  // The column name comes from the fixed list above, never from input.
  const rows = await db.$queryRawUnsafe<{ s: number | null }[]>(
    `SELECT COALESCE(SUM("${column}"), 0)::float8 AS s FROM "StudyDay"`,
  );
  return Math.floor(Number(rows[0]?.s ?? 0) / 3600);
}

async function compute(ctx: Context): Promise<LandingStats> {
  const weekAgo = new Date(Date.now() - WEEK_MS);
  const [students, joinedThisWeek, flashcards, studyHours] = await Promise.all([
    ctx.db.user.count({ where: { role: "student" } }),
    ctx.db.user.count({ where: { role: "student", createdAt: { gte: weekAgo } } }),
    countFlashcards(ctx.db),
    sumStudyHours(ctx.db),
  ]);
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
