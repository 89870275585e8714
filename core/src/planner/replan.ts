/**
 * Re-planning one student: read what the planner needs, run it, and replace the plan from today on
 * (keeping what is done or under way, and the past as it happened). Raw SQL over any Prisma client,
 * so the server (after an action) and the worker (the night job) re-plan the same way. Call it inside
 * a transaction: it takes a per-student advisory lock so two re-plans never interleave.
 */
import { findNcertChapter, ncertChapters } from "../curriculum/catalogue";
import { DEFAULT_TIME_ZONE, localDateOf } from "../study-time/local-date";
import { isSubject } from "../subjects";
import { addDays, buildPlan, type Plan, type PlanChapter, type PlanExam } from "./plan";

/** The part of a Prisma client (or transaction) re-planning uses. */
export interface RawDb {
  $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): Promise<T>;
  $executeRawUnsafe(query: string, ...values: unknown[]): Promise<number>;
}

/** A student's stored availability, with defaults for one who has not set it yet. */
export interface StoredAvailability {
  timeZone: string;
  minutesByWeekday: number[];
  daysOff: string[];
  dailyGoalMinutes: number;
  weeklyGoalDays: number;
}

export const DEFAULT_AVAILABILITY: StoredAvailability = {
  timeZone: DEFAULT_TIME_ZONE,
  minutesByWeekday: [60, 60, 60, 60, 60, 60, 60],
  daysOff: [],
  dailyGoalMinutes: 20,
  weeklyGoalDays: 5,
};

export async function readAvailability(db: RawDb, userId: string): Promise<StoredAvailability> {
  const [row] = await db.$queryRawUnsafe<StoredAvailability[]>(
    `SELECT "timeZone", "minutesByWeekday", "daysOff", "dailyGoalMinutes", "weeklyGoalDays"
       FROM "StudyPlanSetting" WHERE "userId" = $1::uuid`,
    userId,
  );
  return row ?? DEFAULT_AVAILABILITY;
}

interface ExamRow {
  id: string;
  subject: string;
  grade: number;
  title: string;
  date: string;
  wholeSyllabus: boolean;
  chapterIds: string[];
}

/** The chapters an exam covers, in catalogue order (unknown ids are skipped). */
export function examChapters(e: Pick<ExamRow, "subject" | "grade" | "wholeSyllabus" | "chapterIds">) {
  if (e.wholeSyllabus) return isSubject(e.subject) ? ncertChapters(e.grade, e.subject) : [];
  return e.chapterIds.flatMap((id) => {
    const c = findNcertChapter(id);
    return c ? [c] : [];
  });
}

/** What the planner is given for one student on `today`, read in a handful of indexed queries. */
export async function readPlanInputs(db: RawDb, userId: string, now: number) {
  const availability = await readAvailability(db, userId);
  const today = localDateOf(now, availability.timeZone);
  const [exams, mastery, done, used, cards, timer] = await Promise.all([
    db.$queryRawUnsafe<ExamRow[]>(
      `SELECT id::text, subject, grade, title, date, "wholeSyllabus", "chapterIds"
         FROM "Exam" WHERE "userId" = $1::uuid AND date > $2 ORDER BY date, id`,
      userId,
      today,
    ),
    db.$queryRawUnsafe<{ chapterId: string; mastery: number }[]>(
      `SELECT "chapterId", mastery FROM "ChapterMastery" WHERE "userId" = $1::uuid`,
      userId,
    ),
    // Chapter work done, or under way today (a started item is not planned again).
    db.$queryRawUnsafe<{ chapterId: string; minutes: number }[]>(
      `SELECT "chapterId", SUM(minutes)::int AS minutes FROM "PlanItem"
        WHERE "userId" = $1::uuid AND kind = 'learn' AND "chapterId" IS NOT NULL
          AND ("doneAt" IS NOT NULL OR (date = $2 AND "startedAt" IS NOT NULL))
        GROUP BY "chapterId"`,
      userId,
      today,
    ),
    db.$queryRawUnsafe<{ minutes: number }[]>(
      `SELECT COALESCE(SUM(minutes), 0)::int AS minutes FROM "PlanItem"
        WHERE "userId" = $1::uuid AND date = $2 AND ("doneAt" IS NOT NULL OR "startedAt" IS NOT NULL)`,
      userId,
      today,
    ),
    // Cards due per local day for the next 120 days; overdue ones count today.
    db.$queryRawUnsafe<{ day: string; n: number }[]>(
      `SELECT GREATEST(to_char(due AT TIME ZONE $2, 'YYYY-MM-DD'), $3) AS day, COUNT(*)::int AS n
         FROM "Flashcard" WHERE "userId" = $1::uuid AND due < now() + interval '120 days'
        GROUP BY 1`,
      userId,
      availability.timeZone,
      today,
    ),
    db.$queryRawUnsafe<{ focusMinutes: number; shortBreakMinutes: number }[]>(
      `SELECT "focusMinutes", "shortBreakMinutes" FROM "FocusTimer" WHERE "userId" = $1::uuid`,
      userId,
    ),
  ]);
  const masteryOf = new Map(mastery.map((m) => [m.chapterId, m.mastery]));
  const doneOf = new Map(done.map((d) => [d.chapterId, d.minutes]));
  const planExams: PlanExam[] = exams.map((e) => ({
    id: e.id,
    subject: e.subject,
    title: e.title,
    date: e.date,
    chapters: examChapters(e).map(
      (c): PlanChapter => ({
        id: c.id,
        title: c.title,
        size: 1,
        mastery: masteryOf.get(c.id) ?? null,
        doneMinutes: doneOf.get(c.id) ?? 0,
      }),
    ),
  }));
  const dueCards: Record<string, number> = {};
  for (const c of cards) dueCards[c.day] = (dueCards[c.day] ?? 0) + c.n;
  return {
    today,
    availability,
    input: {
      today,
      usedToday: used[0]?.minutes ?? 0,
      exams: planExams,
      availability: { minutesByWeekday: availability.minutesByWeekday, daysOff: availability.daysOff },
      dueCards,
      focusMinutes: timer[0]?.focusMinutes ?? 25,
      breakMinutes: timer[0]?.shortBreakMinutes ?? 5,
    },
  };
}

/** The plan's verdict as stored and shown: whether it fits, and what was dropped. */
export function verdictOf(plan: Plan) {
  return {
    fits: plan.fits,
    neededMinutes: plan.neededMinutes,
    availableMinutes: plan.availableMinutes,
    dropped: plan.dropped,
  };
}
export type PlanVerdict = ReturnType<typeof verdictOf>;

/**
 * Re-plans one student from today: undone, unstarted items from today on are replaced; done or
 * started items and every past day stay as they are. Returns the new plan.
 */
export async function replanUser(db: RawDb, userId: string, now: number = Date.now()): Promise<Plan> {
  await db.$queryRawUnsafe(`SELECT pg_advisory_xact_lock(hashtext('plan:' || $1))::text`, userId);
  const { today, availability, input } = await readPlanInputs(db, userId, now);
  const plan = buildPlan(input);
  const rows = plan.days.flatMap((d) =>
    d.items.map((it, i) => ({
      date: d.date,
      // Today's new items come after the ones kept (done or started).
      position: (d.date === today ? 100 : 0) + i,
      kind: it.kind,
      minutes: it.minutes,
      subject: it.subject,
      chapterId: it.chapterId,
      examId: it.examId,
      title: it.title,
      cards: it.cards,
    })),
  );
  await db.$executeRawUnsafe(
    `WITH gone AS (
       DELETE FROM "PlanItem"
        WHERE "userId" = $1::uuid AND date >= $2 AND "doneAt" IS NULL AND "startedAt" IS NULL
     ), added AS (
       INSERT INTO "PlanItem" (id, "userId", date, position, kind, minutes, subject, "chapterId", "examId", title, cards)
       SELECT gen_random_uuid(), $1::uuid, x.date, x.position, x.kind, x.minutes, x.subject, x."chapterId",
              x."examId"::uuid, x.title, x.cards
         FROM jsonb_to_recordset($3::jsonb) AS x(date text, position int, kind text, minutes int, subject text,
              "chapterId" text, "examId" text, title text, cards int)
     )
     INSERT INTO "StudyPlanSetting" ("userId", "timeZone", verdict, "plannedAt", "updatedAt")
     VALUES ($1::uuid, $4, $5::jsonb, now(), now())
     ON CONFLICT ("userId") DO UPDATE SET verdict = EXCLUDED.verdict, "plannedAt" = now()`,
    userId,
    today,
    JSON.stringify(rows),
    availability.timeZone,
    JSON.stringify(verdictOf(plan)),
  );
  return plan;
}

/** Every day from `from` to `to` inclusive. */
export function dateRange(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}
