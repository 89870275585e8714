import { findNcertChapter } from "@vidya/core/curriculum/catalogue";
import { type FocusTimerChanged, TOPICS } from "@vidya/core/events";
import { daysBetween } from "@vidya/core/planner/plan";
import {
  examChapters,
  type PlanVerdict,
  readAvailability,
  replanUser,
  type StoredAvailability,
} from "@vidya/core/planner/replan";
import {
  EXAM_MAX_DAYS_AHEAD,
  type SaveExamInput,
  type StudyAvailabilityInput,
} from "@vidya/core/schemas/planner";
import { localDateOf } from "@vidya/core/study-time/local-date";
import type { Exam, PlanItem } from "@vidya/db/prisma";
import type { Context } from "../../context";
import { AppError, NotFoundError } from "../../errors";
import { mergeIterators } from "../dashboard/merge-iterators";

/** The class a student's exams are in (their profile's class; 7 until they set one, as SPEC's skip). */
export async function studentGrade(ctx: Context, userId: string): Promise<number> {
  const user = await ctx.db.user.findUnique({ where: { id: userId }, select: { preferredClass: true } });
  return user?.preferredClass ?? 7;
}

/** Re-plans in one transaction and tells every tab. */
export async function replan(ctx: Context, userId: string): Promise<void> {
  await ctx.db.$transaction((tx) => replanUser(tx, userId), { timeout: 20_000 });
  ctx.pubsub.publish(TOPICS.studyPlan, userId, { userId, reason: "replanned" });
}

export function listExams(ctx: Context, userId: string): Promise<Exam[]> {
  return ctx.db.exam.findMany({ where: { userId }, orderBy: [{ date: "asc" }, { createdAt: "asc" }] });
}

/** Adds or changes an exam, after the checks a student can act on, then re-plans. */
export async function saveExam(ctx: Context, userId: string, input: SaveExamInput): Promise<Exam> {
  const [grade, availability] = await Promise.all([
    studentGrade(ctx, userId),
    readAvailability(ctx.db, userId),
  ]);
  const today = localDateOf(Date.now(), availability.timeZone);
  if (input.date <= today) throw new AppError("EXAM_IN_PAST", "An exam date must be after today.");
  if (daysBetween(today, input.date) > EXAM_MAX_DAYS_AHEAD)
    throw new AppError("EXAM_TOO_FAR", "Plan exams at most a year ahead.");
  const chapterIds = input.wholeSyllabus ? [] : [...new Set(input.chapterIds)];
  for (const id of chapterIds) {
    const c = findNcertChapter(id);
    if (!c) throw new AppError("UNKNOWN_CHAPTER", "One of the chapters is not in the catalogue.");
    if (c.grade !== grade || c.subject !== input.subject)
      throw new AppError(
        "CHAPTER_NOT_IN_CLASS",
        `"${c.title}" is not a class ${grade} ${input.subject} chapter. Choose chapters of your class.`,
      );
  }
  if (input.wholeSyllabus && examChapters({ ...input, grade, chapterIds }).length === 0)
    throw new AppError("NO_CHAPTERS", `There are no class ${grade} ${input.subject} chapters to plan yet.`);
  const clash = await ctx.db.exam.findFirst({
    where: {
      userId,
      subject: input.subject,
      date: input.date,
      ...(input.id ? { id: { not: input.id } } : {}),
    },
  });
  if (clash)
    throw new AppError("EXAM_OVERLAPS", `You already have "${clash.title}" in this subject on that day.`);
  const data = {
    subject: input.subject,
    title: input.title,
    date: input.date,
    grade,
    wholeSyllabus: input.wholeSyllabus,
    chapterIds,
  };
  let exam: Exam;
  if (input.id) {
    const owned = await ctx.db.exam.updateMany({ where: { id: input.id, userId }, data });
    if (owned.count === 0) throw new NotFoundError("That exam is not one of yours.");
    exam = await ctx.db.exam.findUniqueOrThrow({ where: { id: input.id } });
  } else {
    exam = await ctx.db.exam.create({ data: { ...data, userId } });
  }
  await replan(ctx, userId);
  return exam;
}

export async function deleteExam(ctx: Context, userId: string, id: string): Promise<boolean> {
  const gone = await ctx.db.exam.deleteMany({ where: { id, userId } });
  if (gone.count === 0) throw new NotFoundError("That exam is not one of yours.");
  await replan(ctx, userId);
  return true;
}

export function studyAvailability(ctx: Context, userId: string): Promise<StoredAvailability> {
  return readAvailability(ctx.db, userId);
}

export async function setStudyAvailability(
  ctx: Context,
  userId: string,
  input: StudyAvailabilityInput,
): Promise<StoredAvailability> {
  const data = { ...input, daysOff: [...new Set(input.daysOff)].sort() };
  await ctx.db.studyPlanSetting.upsert({ where: { userId }, create: { userId, ...data }, update: data });
  await replan(ctx, userId);
  return readAvailability(ctx.db, userId);
}

export interface StudyPlanView {
  from: string;
  to: string;
  today: string;
  timeZone: string;
  items: PlanItem[];
  verdict: PlanVerdict | null;
  plannedAt: Date | null;
}

/**
 * Ticks off items the work itself finished: a focus session completed after the item was started
 * (the timer's session count moved on), a quick test or BlackBox run on its chapter since, or the due
 * cards reviewed. True when anything was ticked (the caller re-plans).
 */
export async function tickFinishedWork(ctx: Context, userId: string): Promise<boolean> {
  const ticked = await ctx.db.$executeRawUnsafe(
    `UPDATE "PlanItem" p SET "doneAt" = now(),
            "doneBy" = CASE WHEN p.kind = 'flashcards' THEN 'flashcards'
                            WHEN t."sessionCount" > p."startSessionCount" THEN 'focus' ELSE 'test' END
       FROM (SELECT $1::uuid AS uid) u
       LEFT JOIN "FocusTimer" t ON t."userId" = u.uid
      WHERE p."userId" = u.uid AND p."doneAt" IS NULL AND p."startedAt" IS NOT NULL
        AND (
          (p.kind IN ('learn', 'revise', 'examRevision') AND t."sessionCount" > p."startSessionCount")
          OR (p."chapterId" IS NOT NULL AND EXISTS (
               SELECT 1 FROM "ChapterMastery" m WHERE m."userId" = u.uid AND m."chapterId" = p."chapterId"
                  AND m.source IN ('quickTest', 'blackbox') AND m."updatedAt" > p."startedAt"))
          OR (p.kind = 'flashcards' AND (
               SELECT COUNT(*) FROM "ReviewLog" r WHERE r."userId" = u.uid AND r.review > p."startedAt"
             ) >= COALESCE(p.cards, 1))
        )`,
    userId,
  );
  return ticked > 0;
}

export async function studyPlan(
  ctx: Context,
  userId: string,
  from: string,
  to: string,
): Promise<StudyPlanView> {
  if (await tickFinishedWork(ctx, userId)) await replan(ctx, userId);
  const [items, setting] = await Promise.all([
    ctx.db.planItem.findMany({
      where: { userId, date: { gte: from, lte: to } },
      orderBy: [{ date: "asc" }, { position: "asc" }],
    }),
    ctx.db.studyPlanSetting.findUnique({ where: { userId } }),
  ]);
  const timeZone = setting?.timeZone ?? "Asia/Kolkata";
  const verdict = setting?.plannedAt ? (setting.verdict as unknown as PlanVerdict) : null;
  return {
    from,
    to,
    today: localDateOf(Date.now(), timeZone),
    timeZone,
    items,
    verdict,
    plannedAt: setting?.plannedAt ?? null,
  };
}

async function ownItem(ctx: Context, userId: string, id: string): Promise<PlanItem> {
  const item = await ctx.db.planItem.findFirst({ where: { id, userId } });
  if (!item) throw new NotFoundError("That plan item is not one of yours.");
  return item;
}

/** Ticks an item off by hand (or undoes it), then re-plans the days ahead. */
export async function completePlanItem(
  ctx: Context,
  userId: string,
  id: string,
  done: boolean,
): Promise<PlanItem> {
  await ownItem(ctx, userId, id);
  const item = await ctx.db.planItem.update({
    where: { id },
    data: done ? { doneAt: new Date(), doneBy: "hand" } : { doneAt: null, doneBy: null, startedAt: null },
  });
  await replan(ctx, userId);
  return item;
}

/**
 * Starts an item from the plan: marks it started and, for chapter work, labels the focus timer with
 * the chapter (the client then starts the timer). A completed focus session ticks it off.
 */
export async function startPlanItem(ctx: Context, userId: string, id: string): Promise<PlanItem> {
  const item = await ownItem(ctx, userId, id);
  if (item.doneAt) throw new AppError("ALREADY_DONE", "That item is already done.");
  if (item.kind === "break")
    throw new AppError("NOT_STARTABLE", "A break starts by itself after a focus session.");
  const timer = await ctx.db.focusTimer.findUnique({ where: { userId }, select: { sessionCount: true } });
  if (item.kind !== "flashcards" && timer) {
    await ctx.db.focusTimer.update({ where: { userId }, data: { label: item.title } });
  }
  const started = await ctx.db.planItem.update({
    where: { id },
    data: { startedAt: new Date(), startSessionCount: timer?.sessionCount ?? 0 },
  });
  ctx.pubsub.publish(TOPICS.studyPlan, userId, { userId, reason: "ticked" });
  return started;
}

/**
 * The live plan: a signal first, then one on every re-plan or tick, and on every completed focus
 * session (which may tick an item: it is checked, and the plan re-planned, before the signal).
 */
export async function* watchStudyPlan(ctx: Context, userId: string): AsyncGenerator<{ at: Date }> {
  const plans = ctx.pubsub.subscribe(TOPICS.studyPlan, userId);
  const timers = ctx.pubsub.subscribe(TOPICS.focusTimer, userId);
  try {
    await Promise.all([plans.ready, timers.ready]);
    yield { at: new Date() };
    const tagged = <T>(source: AsyncIterable<T>, kind: "plan" | "timer") =>
      (async function* () {
        for await (const value of source) yield { kind, value: value as unknown };
      })();
    for await (const event of mergeIterators([tagged(plans, "plan"), tagged(timers, "timer")])) {
      if (event.kind === "plan") {
        yield { at: new Date() };
        continue;
      }
      const events = (event.value as FocusTimerChanged).events;
      // A completed focus session may finish a started item; ticking it re-plans and signals.
      if (events.some((e) => e.type === "focusCompleted") && (await tickFinishedWork(ctx, userId)))
        await replan(ctx, userId);
    }
  } finally {
    plans.close();
    timers.close();
  }
}
