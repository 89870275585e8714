import type { Db } from "../../db";
import { Prisma } from "../../generated/prisma/client";
import { feedSql, inRange, rosterSql, type Scope, SECONDS } from "./dashboard.queries";

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
  grp: "topic" | "day" | "student" | "group" | "question";
  groupId: string | null;
  subject: string | null;
  topic: string | null;
  day: string | null;
  userId: string | null;
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

/** A question's text folded for grouping: case and surrounding space ignored (asked events only). */
const QUESTION_KEY = Prisma.sql`CASE WHEN e.kind = 'question_asked' AND jsonb_typeof(e.payload->'question') = 'string'
  THEN lower(regexp_replace(btrim(e.payload->>'question'), '\\s+', ' ', 'g')) END`;

/**
 * Every range aggregate in ONE pass over the class's events: GROUPING SETS by topic, by local day,
 * by student, by study group and student (class group messages) and by question text, each hashed
 * in memory. One index scan of the range instead of one per figure.
 */
export function rangeSql(s: Scope): Prisma.Sql {
  return Prisma.sql`
    SELECT CASE WHEN GROUPING(e.subject, e.topic) = 0 THEN 'topic'
                WHEN GROUPING(e.day) = 0 THEN 'day'
                WHEN GROUPING(e.gid) = 0 THEN 'group'
                WHEN GROUPING(e."userId") = 0 THEN 'student'
                ELSE 'question' END AS grp,
           CASE WHEN GROUPING(e.gid) = 0 THEN e.gid END AS "groupId",
           CASE WHEN GROUPING(e.subject, e.topic) = 0 THEN e.subject END AS subject,
           CASE WHEN GROUPING(e.subject, e.topic) = 0 THEN e.topic END AS topic,
           CASE WHEN GROUPING(e.day) = 0 THEN to_char(e.day, 'YYYY-MM-DD') END AS day,
           CASE WHEN GROUPING(e."userId") = 0 THEN e."userId" END AS "userId",
           MIN(e.payload->>'question') FILTER (WHERE e.kind = 'question_asked') AS sample,
           COUNT(*) FILTER (WHERE e.kind = 'question_asked')::int AS questions,
           COUNT(*) FILTER (WHERE e.kind = 'question_answered')::int AS answers,
           COUNT(*) FILTER (WHERE e.kind = 'question_answered' AND e.payload->>'verified' = 'false')::int AS unverified,
           COUNT(*) FILTER (WHERE e.kind = 'quiz_completed')::int AS quizzes,
           (AVG(100.0 * (e.payload->>'score')::float8 / NULLIF((e.payload->>'total')::float8, 0))
              FILTER (WHERE e.kind = 'quiz_completed' AND jsonb_typeof(e.payload->'score') = 'number'
                      AND jsonb_typeof(e.payload->'total') = 'number'))::float8 AS "avgQuizPercent",
           COALESCE(SUM(e.seconds) FILTER (WHERE e.kind = 'study_time'), 0)::float8 AS "studySeconds",
           COUNT(*) FILTER (WHERE e.kind = 'group_message')::int AS "groupMessages",
           COUNT(*)::int AS events
    FROM (
      SELECT e."userId", e.kind, e.subject, e.topic, e.payload,
             date_trunc('day', (e."createdAt" AT TIME ZONE 'UTC') AT TIME ZONE ${s.timeZone}) AS day,
             ${SECONDS} AS seconds,
             ${QUESTION_KEY} AS qkey,
             CASE WHEN e.kind = 'group_message' THEN e.payload->>'groupId' END AS gid
      FROM "ActivityEvent" e
      WHERE ${inRange(s)}
    ) e
    GROUP BY GROUPING SETS ((e.subject, e.topic), (e.day), (e."userId"), (e.gid, e."userId"), (e.qkey))`;
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
    if (r.grp === "topic" && (r.questions > 0 || r.answers > 0 || r.quizzes > 0)) {
      const { subject, topic, questions, answers, unverified, quizzes, avgQuizPercent } = r;
      out.topics.push({ subject, topic, questions, answers, unverified, quizzes, avgQuizPercent });
    } else if (r.grp === "day" && r.day) {
      out.days.push({ day: r.day, questions: r.questions, studySeconds: r.studySeconds, events: r.events });
    } else if (r.grp === "student" && r.userId) {
      const { questions, events, groupMessages } = r;
      out.students.set(r.userId, { userId: r.userId, questions, events, groupMessages });
    } else if (r.grp === "group" && r.groupId && r.userId && r.groupMessages > 0) {
      out.groupPosts.push({ groupId: r.groupId, userId: r.userId, messages: r.groupMessages });
    } else if (r.grp === "question" && r.sample && r.questions > 0) {
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
