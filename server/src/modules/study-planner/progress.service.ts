import { findNcertChapter, ncertChapters } from "@vidya/core/curriculum/catalogue";
import {
  type MasteryFacts,
  type MasteryLevel,
  masteryLevel,
  masteryReason,
  type NextStep,
  nextStep,
} from "@vidya/core/planner/mastery-level";
import { addDays } from "@vidya/core/planner/plan";
import { readAvailability } from "@vidya/core/planner/replan";
import { computeStreak, type Streak } from "@vidya/core/planner/streak";
import { localDateOf } from "@vidya/core/study-time/local-date";
import type { Subject } from "@vidya/core/subjects";
import type { Context } from "../../context";
import { studentGrade } from "./study-planner.service";

/** Days of study time the profile reads (a year), and days its chart shows. */
export const PROGRESS_DAYS = 365;

export interface ChapterProgress extends MasteryFacts {
  chapterId: string;
  subject: string;
  title: string;
  level: MasteryLevel;
  reason: string;
}

export interface Progress {
  today: string;
  /** Minutes per local day: the larger of tracked active time and completed focus minutes. */
  days: { date: string; minutes: number; focusSessions: number }[];
  subjects: { subject: string; minutes: number; questions: number }[];
  streak: Streak;
  dailyGoalMinutes: number;
  chapters: ChapterProgress[];
  retention: { reviews: number; remembered: number; rate: number | null };
  topics: { subject: string; topic: string; questions: number }[];
  badges: { key: string; title: string; earnedOn: string | null }[];
  totalMinutes: number;
}

type MasteryRow = {
  chapterId: string;
  subject: string;
  mastery: number | null;
  evidence: number;
  source: string | null;
  questions: number;
};

/**
 * Every progress figure of one student, each from one SQL aggregate over stored activity (study days,
 * plan items, ChapterMastery, tutor tasks and flashcard reviews): the same tables the teacher reads.
 */
export async function progress(ctx: Context, userId: string): Promise<Progress> {
  const availability = await readAvailability(ctx.db, userId);
  const today = localDateOf(Date.now(), availability.timeZone);
  const from = addDays(today, -(PROGRESS_DAYS - 1));
  const [days, subjects, mastery, retention, topics] = await Promise.all([
    ctx.db.$queryRawUnsafe<{ date: string; minutes: number; focusSessions: number }[]>(
      `SELECT "localDate" AS date, GREATEST(ROUND("activeSeconds" / 60.0), "focusMinutes")::int AS minutes,
              "focusSessions"
         FROM "StudyDay" WHERE "userId" = $1::uuid AND "localDate" BETWEEN $2 AND $3 ORDER BY 1`,
      userId,
      from,
      today,
    ),
    ctx.db.$queryRawUnsafe<{ subject: string; minutes: number; questions: number }[]>(
      `WITH planned AS (
         SELECT subject, SUM(minutes)::int AS minutes FROM "PlanItem"
          WHERE "userId" = $1::uuid AND "doneAt" IS NOT NULL AND subject IS NOT NULL AND date BETWEEN $2 AND $3
          GROUP BY subject),
       asked AS (
         SELECT subject, COUNT(*)::int AS questions FROM "AiTask"
          WHERE "userId" = $1::uuid AND "createdAt" >= now() - interval '365 days' GROUP BY subject)
       SELECT COALESCE(p.subject, a.subject) AS subject, COALESCE(p.minutes, 0) AS minutes,
              COALESCE(a.questions, 0) AS questions
         FROM planned p FULL JOIN asked a ON a.subject = p.subject ORDER BY 1`,
      userId,
      from,
      today,
    ),
    ctx.db.$queryRawUnsafe<MasteryRow[]>(
      `WITH asked AS (
         SELECT "chapterId", subject, COUNT(*)::int AS questions FROM "AiTask"
          WHERE "userId" = $1::uuid AND "chapterId" IS NOT NULL GROUP BY "chapterId", subject)
       SELECT COALESCE(m."chapterId", a."chapterId") AS "chapterId", COALESCE(m.subject, a.subject) AS subject,
              m.mastery, COALESCE(m.evidence, 0) AS evidence, m.source, COALESCE(a.questions, 0) AS questions
         FROM (SELECT * FROM "ChapterMastery" WHERE "userId" = $1::uuid) m
         FULL JOIN asked a ON a."chapterId" = m."chapterId"`,
      userId,
    ),
    ctx.db.$queryRawUnsafe<{ reviews: number; remembered: number }[]>(
      `SELECT COUNT(*)::int AS reviews, COUNT(*) FILTER (WHERE rating > 1)::int AS remembered
         FROM "ReviewLog" WHERE "userId" = $1::uuid AND "prevState" = 'REVIEW'
          AND review >= now() - interval '30 days'`,
      userId,
    ),
    ctx.db.$queryRawUnsafe<{ subject: string; topic: string; questions: number }[]>(
      `SELECT subject, topic, COUNT(*)::int AS questions FROM "AiTask"
        WHERE "userId" = $1::uuid AND "createdAt" >= now() - interval '365 days'
        GROUP BY subject, topic ORDER BY 3 DESC, 1, 2 LIMIT 20`,
      userId,
    ),
  ]);
  const chapters = mastery.map((m) => toChapterProgress(m));
  const streak = computeStreak(days, today, availability.dailyGoalMinutes, availability.weeklyGoalDays);
  const r = retention[0] ?? { reviews: 0, remembered: 0 };
  return {
    today,
    days,
    subjects,
    streak,
    dailyGoalMinutes: availability.dailyGoalMinutes,
    chapters,
    retention: { ...r, rate: r.reviews > 0 ? r.remembered / r.reviews : null },
    topics,
    badges: badges(days, availability.dailyGoalMinutes, streak, chapters, r.reviews),
    totalMinutes: days.reduce((n, d) => n + d.minutes, 0),
  };
}

function toChapterProgress(m: MasteryRow): ChapterProgress {
  const facts: MasteryFacts = {
    mastery: m.mastery,
    evidence: m.evidence,
    source: m.source,
    tutorQuestions: m.questions,
  };
  return {
    ...facts,
    chapterId: m.chapterId,
    subject: m.subject,
    title: findNcertChapter(m.chapterId)?.title ?? m.chapterId,
    level: masteryLevel(facts),
    reason: masteryReason(facts),
  };
}

/** Badges for real milestones, each with the day it was earned when that is known. */
function badges(
  days: Progress["days"],
  goal: number,
  streak: Streak,
  chapters: ChapterProgress[],
  reviews: number,
): Progress["badges"] {
  const firstDay = days.find((d) => d.minutes >= goal)?.date ?? null;
  let sessions = 0;
  let tenth: string | null = null;
  for (const d of days) {
    sessions += d.focusSessions;
    if (!tenth && sessions >= 10) tenth = d.date;
  }
  const has = (ok: boolean) => (ok ? "" : null);
  return [
    { key: "firstDay", title: "First study day", earnedOn: firstDay },
    { key: "week", title: "7-day streak", earnedOn: has(streak.best >= 7) },
    { key: "month", title: "30-day streak", earnedOn: has(streak.best >= 30) },
    { key: "focus10", title: "10 focus sessions", earnedOn: tenth },
    { key: "cards100", title: "100 flashcard reviews in a month", earnedOn: has(reviews >= 100) },
    {
      key: "mastered",
      title: "First chapter mastered",
      earnedOn: has(chapters.some((c) => c.level === "mastered")),
    },
  ];
}

export interface LearnerPathChapter extends ChapterProgress {
  number: number;
  /** The book it is in (a class may have two parts, each numbered from 1). */
  book: string;
  next: NextStep;
  readyNext: boolean;
}

export interface LearnerPath {
  subject: string;
  grade: number;
  chapters: LearnerPathChapter[];
  /** Why the highlighted chapter is next. */
  readyReason: string;
}

/**
 * The chapters of one subject for the student's class in book order, each with its level and next
 * step; "ready to learn next" is the first chapter not yet Proficient, which the BlackBox and quick
 * tests move along (before any assessment: the first chapter not mastered).
 */
export async function learnerPath(ctx: Context, userId: string, subject: Subject): Promise<LearnerPath> {
  const grade = await studentGrade(ctx, userId);
  const catalogue = ncertChapters(grade, subject);
  const rows = await ctx.db.$queryRawUnsafe<MasteryRow[]>(
    `SELECT c.id AS "chapterId", $3 AS subject, m.mastery, COALESCE(m.evidence, 0) AS evidence, m.source,
            (SELECT COUNT(*)::int FROM "AiTask" a WHERE a."userId" = $1::uuid AND a."chapterId" = c.id) AS questions
       FROM unnest($2::text[]) AS c(id)
       LEFT JOIN "ChapterMastery" m ON m."userId" = $1::uuid AND m."chapterId" = c.id`,
    userId,
    catalogue.map((c) => c.id),
    subject,
  );
  const byId = new Map(rows.map((r) => [r.chapterId, r]));
  const chapters = catalogue.map((c) => {
    const p = toChapterProgress(
      byId.get(c.id) ?? { chapterId: c.id, subject, mastery: null, evidence: 0, source: null, questions: 0 },
    );
    return {
      ...p,
      title: c.title,
      number: c.number,
      book: c.book,
      next: nextStep(p.level),
      readyNext: false,
    };
  });
  const ready = chapters.find((c) => c.level !== "proficient" && c.level !== "mastered");
  if (ready) ready.readyNext = true;
  const fromBlackbox = rows.some((r) => r.source === "blackbox");
  return {
    subject,
    grade,
    chapters,
    readyReason: fromBlackbox
      ? "From your BlackBox result: the first chapter you have not yet mastered."
      : "Start here: the first chapter you have not yet mastered. A BlackBox assessment can place you further on.",
  };
}
