import type { Db } from "@vidya/db/client";
import { Prisma } from "@vidya/db/prisma";
import { feedSql, rosterSql, type Scope, utc } from "./dashboard.queries";

export interface TopicRow {
  subject: string | null;
  topic: string | null;
  questions: number;
  answers: number;
  unverified: number;
  quizzes: number;
  avgQuizPercent: number | null;
}

export interface DayRow {
  day: string;
  questions: number;
  studySeconds: number;
  events: number;
}

export interface StudentCountRow {
  userId: string;
  questions: number;
  events: number;
  /** Messages posted in the class's study groups. */
  groupMessages: number;
}

/** One student's messages in one study group of the class. */
export interface GroupPostRow {
  groupId: string;
  userId: string;
  messages: number;
}

export interface QuestionTextRow {
  text: string;
  count: number;
  subject: string | null;
  topic: string | null;
}

interface RangeRow {
  grp: "dim" | "subject" | "day";
  dim: "topic" | "student" | "group" | "question";
  subject: string | null;
  k1: string | null;
  k2: string | null;
  day: string | null;
  sample: string | null;
  questions: number;
  answers: number;
  unverified: number;
  quizzes: number;
  avgQuizPercent: number | null;
  studySeconds: number;
  groupMessages: number;
  events: number;
}

/**
 * Every range aggregate in one query. The class's per-day sums (ActivityDayRollup, kept by triggers
 * on ActivityEvent, its days in the database's `activity_rollup_zone()`, Asia/Kolkata) cover the
 * whole days of the range, and `activity_rollup_rows` turns the events of the partial days at either
 * end into rows of the same shape. That holds in any time zone whose midnights are Kolkata's over
 * the range (Asia/Calcutta, the name Chrome reports in India, Asia/Colombo); in others no rollup
 * day lines up with the viewer's days, so every event in range goes through
 * `activity_rollup_rows` (correct, slower). Both paths share one
 * definition of each figure (the migration's SQL functions); the rows are then summed per topic,
 * per student, per study group and student, per question text, and per day.
 */
export function rangeSql(s: Scope): Prisma.Sql {
  const subject = (col: Prisma.Sql) => (s.subject ? Prisma.sql`AND ${col} = ${s.subject}` : Prisma.empty);
  return Prisma.sql`
    WITH d AS (
      SELECT CASE WHEN lf = date_trunc('day', lf) THEN lf::date ELSE lf::date + 1 END AS d1, d2
      FROM (SELECT ${s.from.toISOString()}::timestamptz AT TIME ZONE ${s.timeZone} AS lf,
                   (${s.to.toISOString()}::timestamptz AT TIME ZONE ${s.timeZone})::date AS d2) z
    ),
    b AS (
      SELECT d1, d2,
             d1 < d2 AND NOT EXISTS (
               SELECT 1 FROM generate_series(d1::timestamp, d2::timestamp, interval '1 day') g
               WHERE g AT TIME ZONE ${s.timeZone} <> g AT TIME ZONE activity_rollup_zone()) AS whole,
             (d1::timestamp AT TIME ZONE ${s.timeZone}) AT TIME ZONE 'UTC' AS start1,
             (d2::timestamp AT TIME ZONE ${s.timeZone}) AT TIME ZONE 'UTC' AS start2
      FROM d
    ),
    rows AS (
      SELECT r.day, r.dim, r.subject, r.k1, r.k2, r.events, r.questions, r.answers, r.unverified, r.quizzes,
             r."quizPercentSum", r."quizPercentCount", r."studySeconds", r."groupMessages", r.sample
      FROM "ActivityDayRollup" r, b
      WHERE b.whole AND r."classroomId" = ${s.classroomId}::uuid AND r.day >= b.d1 AND r.day < b.d2
        ${subject(Prisma.sql`r.subject`)}
      UNION ALL
      SELECT f.day, f.dim, f.subject, f.k1, f.k2, f.events, f.questions, f.answers, f.unverified, f.quizzes,
             f."quizPercentSum", f."quizPercentCount", f."studySeconds", f."groupMessages", f.sample
      FROM activity_rollup_rows(ARRAY(
        SELECT e FROM "ActivityEvent" e
        WHERE e."classroomId" = ${s.classroomId}::uuid ${subject(Prisma.sql`e.subject`)}
          AND ((e."createdAt" >= ${utc(s.from)}
                AND e."createdAt" < (SELECT CASE WHEN whole THEN start1 ELSE ${utc(s.to)} END FROM b))
            OR (e."createdAt" >= (SELECT CASE WHEN whole THEN start2 ELSE ${utc(s.to)} END FROM b)
                AND e."createdAt" < ${utc(s.to)}))
      ), ${s.timeZone}) f
    )
    SELECT CASE WHEN GROUPING(r.day) = 0 THEN 'day' WHEN GROUPING(r.subject) = 0 THEN 'subject' ELSE 'dim' END AS grp,
           r.dim,
           CASE WHEN GROUPING(r.subject) = 0 THEN NULLIF(r.subject, '') END AS subject,
           CASE WHEN GROUPING(r.k1) = 0 THEN NULLIF(r.k1, '') END AS k1,
           CASE WHEN GROUPING(r.k2) = 0 THEN NULLIF(r.k2, '') END AS k2,
           CASE WHEN GROUPING(r.day) = 0 THEN to_char(r.day, 'YYYY-MM-DD') END AS day,
           MIN(r.sample) AS sample,
           SUM(r.questions)::int AS questions,
           SUM(r.answers)::int AS answers,
           SUM(r.unverified)::int AS unverified,
           SUM(r.quizzes)::int AS quizzes,
           (SUM(r."quizPercentSum") / NULLIF(SUM(r."quizPercentCount"), 0))::float8 AS "avgQuizPercent",
           SUM(r."studySeconds")::float8 AS "studySeconds",
           SUM(r."groupMessages")::int AS "groupMessages",
           SUM(r.events)::int AS events
    FROM rows r
    GROUP BY GROUPING SETS ((r.dim, r.k1, r.k2), (r.dim, r.subject, r.k1), (r.dim, r.day))`;
}

export interface RangeFigures {
  topics: TopicRow[];
  days: DayRow[];
  students: Map<string, StudentCountRow>;
  groupPosts: GroupPostRow[];
  topQuestions: QuestionTextRow[];
}

/** Runs the one-pass aggregate and sorts its rows into the dashboard's figures. */
export async function rangeFigures(db: Db, s: Scope, topQuestions = 10): Promise<RangeFigures> {
  const rows = await db.$queryRaw<RangeRow[]>(rangeSql(s));
  const out: RangeFigures = { topics: [], days: [], students: new Map(), groupPosts: [], topQuestions: [] };
  const questionRows: QuestionTextRow[] = [];
  for (const r of rows) {
    if (r.grp === "subject" && r.dim === "topic" && (r.questions > 0 || r.answers > 0 || r.quizzes > 0)) {
      const { subject, questions, answers, unverified, quizzes, avgQuizPercent } = r;
      out.topics.push({ subject, topic: r.k1, questions, answers, unverified, quizzes, avgQuizPercent });
    } else if (r.grp === "day" && r.dim === "topic" && r.day) {
      out.days.push({ day: r.day, questions: r.questions, studySeconds: r.studySeconds, events: r.events });
    } else if (r.grp === "dim" && r.dim === "student" && r.k1) {
      const { questions, events, groupMessages } = r;
      out.students.set(r.k1, { userId: r.k1, questions, events, groupMessages });
    } else if (r.grp === "dim" && r.dim === "group" && r.k1 && r.k2 && r.groupMessages > 0) {
      out.groupPosts.push({ groupId: r.k1, userId: r.k2, messages: r.groupMessages });
    } else if (r.grp === "dim" && r.dim === "question" && r.sample && r.questions > 0) {
      questionRows.push({ text: r.sample, count: r.questions, subject: null, topic: null });
    }
  }
  out.days.sort((a, b) => a.day.localeCompare(b.day));
  out.topQuestions = questionRows
    .sort((a, b) => b.count - a.count || a.text.localeCompare(b.text))
    .slice(0, topQuestions);
  return out;
}

/** Every query of one dashboard, by name (the bench prints their plans). */
export function dashboardSql(s: Scope): Record<string, Prisma.Sql> {
  return { range: rangeSql(s), roster: rosterSql(s), feed: feedSql(s) };
}
