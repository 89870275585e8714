import { randomInt } from "node:crypto";
import { irtOf } from "@vidya/core/assessment/finalize";
import { isRight, masteryBand } from "@vidya/core/assessment/grade";
import { classPrior, eap, MAX_ITEMS, nextItem, pCorrect, shouldStop } from "@vidya/core/assessment/irt";
import { ASSESSMENT_MESSAGES } from "@vidya/core/assessment/question";
import { ncertChapters } from "@vidya/core/curriculum/catalogue";
import { isSubject } from "@vidya/core/subjects";
import type { BlackboxRun, Prisma, Question } from "@vidya/db/prisma";
import type { Context } from "../../context";
import { AppError, NotFoundError } from "../../errors";
import { bankItem, chapterTitle, optionsOf, type StudentItem, studentItem } from "./bank";
import { studentBankScope } from "./bank-scope";
import { ensureEngineItems } from "./engine-items";
import { calibrate, writeMastery } from "./mastery.service";

interface StoredResponse {
  questionId: string;
  chapterId: string;
  correct: boolean;
}

function responsesOf(run: Pick<BlackboxRun, "responses">): StoredResponse[] {
  return Array.isArray(run.responses) ? (run.responses as unknown as StoredResponse[]) : [];
}

export interface BlackboxView {
  run: BlackboxRun;
  answered: number;
  current: StudentItem | null;
}

async function view(ctx: Pick<Context, "db">, run: BlackboxRun): Promise<BlackboxView> {
  const current = run.currentId ? await ctx.db.question.findUnique({ where: { id: run.currentId } }) : null;
  return {
    run,
    answered: responsesOf(run).length,
    current: current ? studentItem(current, run.id) : null,
  };
}

/** What the IRT reads of a bank item: the pool never loads stems, keys or explanations. */
type PoolItem = Pick<Question, "id" | "chapterId" | "kind" | "options" | "difficulty" | "discrimination">;

function irtItem(q: PoolItem) {
  return irtOf({
    kind: q.kind,
    difficulty: q.difficulty,
    discrimination: q.discrimination,
    options: optionsOf(q),
  });
}

/** The bank a run draws from: the student's items (bank-scope.ts) of the subject and class (IRT columns only). */
async function pool(
  ctx: Pick<Context, "db">,
  userId: string,
  subject: string,
  grade: number,
): Promise<PoolItem[]> {
  return ctx.db.question.findMany({
    where: { subject, grade, AND: [await studentBankScope(ctx, userId)] },
    select: { id: true, chapterId: true, kind: true, options: true, difficulty: true, discrimination: true },
  });
}

function pick(run: Pick<BlackboxRun, "theta">, items: PoolItem[], seen: Set<string>, covered: Set<string>) {
  const left = items
    .filter((q) => !seen.has(q.id))
    .map((q) => ({ ...irtItem(q), id: q.id, chapterId: q.chapterId }));
  return nextItem(run.theta, left, covered, () => randomInt(1_000_000) / 1_000_000);
}

/**
 * Starts an adaptive diagnostic: the prior is centred on the class's mean ability (finished runs
 * of the same subject and class). An empty bank is refused, naming the chapters without items.
 */
export async function startBlackbox(
  ctx: Context,
  userId: string,
  input: { subject: string; grade: number },
): Promise<BlackboxView> {
  if (!isSubject(input.subject)) throw new AppError("BAD_SUBJECT", "Choose a subject.");
  // Mathematics works without a teacher: the engine's items for the class's chapters (issue 25).
  await ensureEngineItems(ctx, input.subject, input.grade);
  const items = await pool(ctx, userId, input.subject, input.grade);
  const withItems = new Set(items.map((q) => q.chapterId));
  const catalogue = ncertChapters(input.grade, input.subject);
  const empty = catalogue.filter((c) => !withItems.has(c.id)).map((c) => c.id);
  if (items.length === 0)
    throw new AppError(
      "EMPTY_BANK",
      `There are no questions for class ${input.grade} ${input.subject} yet: they come from your teacher's approved questions, or from the school's AI model once it is set up. Chapters without items: ${
        catalogue.map((c) => c.title).join(", ") || "all"
      }.`,
    );
  const classRuns = await ctx.db.blackboxRun.aggregate({
    where: { subject: input.subject, grade: input.grade, finishedAt: { not: null } },
    _avg: { theta: true },
  });
  const prior = classPrior(classRuns._avg.theta ?? null);
  const first = pick({ theta: prior.mean }, items, new Set(), new Set());
  const run = await ctx.db.blackboxRun.create({
    data: {
      userId,
      subject: input.subject,
      grade: input.grade,
      theta: prior.mean,
      sd: prior.sd,
      priorMean: prior.mean,
      currentId: first?.id ?? null,
      emptyChapters: empty,
    },
  });
  return view(ctx, run);
}

async function ownRun(ctx: Pick<Context, "db">, userId: string, id: string): Promise<BlackboxRun> {
  const run = await ctx.db.blackboxRun.findFirst({ where: { id, userId } });
  if (!run) throw new NotFoundError("No such BlackBox run.");
  return run;
}

/** Grades the current item, re-estimates ability (EAP), and picks the next item or finishes. */
export async function answerBlackbox(
  ctx: Context,
  userId: string,
  input: { runId: string; questionId: string; answer: string },
): Promise<BlackboxView> {
  const [run, asked] = await Promise.all([
    ownRun(ctx, userId, input.runId),
    ctx.db.question.findUnique({ where: { id: input.questionId } }),
  ]);
  if (run.finishedAt) throw new AppError("RUN_FINISHED", ASSESSMENT_MESSAGES.runDone);
  if (run.currentId !== input.questionId) throw new AppError("NOT_CURRENT", ASSESSMENT_MESSAGES.notItem);
  if (!asked) throw new NotFoundError("No such question.");
  const question = asked;
  if (
    question.kind !== "NUMERIC" &&
    question.kind !== "SHORT" &&
    !optionsOf(question).some((o) => o.id === input.answer)
  )
    throw new AppError("BAD_OPTION", ASSESSMENT_MESSAGES.badOption);
  const correct = isRight(bankItem(question), input.answer);
  const responses = [
    ...responsesOf(run),
    { questionId: question.id, chapterId: question.chapterId, correct },
  ];
  const items = await pool(ctx, userId, run.subject, run.grade);
  const byId = new Map(items.map((q) => [q.id, q]));
  const scored = responses.flatMap((r) => {
    const q = byId.get(r.questionId) ?? (r.questionId === question.id ? question : null);
    return q ? [{ item: irtItem(q), correct: r.correct }] : [];
  });
  const estimate = eap(scored, { mean: run.priorMean, sd: 1 });
  const seen = new Set(responses.map((r) => r.questionId));
  const covered = new Set(responses.map((r) => r.chapterId));
  const next = shouldStop(responses.length, estimate.sd)
    ? null
    : pick({ theta: estimate.theta }, items, seen, covered);
  const finished = next === null;
  // Claimed on the item still being current: a double submit of one answer is counted once.
  const now = new Date();
  const data = {
    responses: responses as unknown as Prisma.JsonArray,
    theta: estimate.theta,
    sd: estimate.sd,
    currentId: next?.id ?? null,
    finishedAt: finished ? now : null,
  };
  const updated = await ctx.db.blackboxRun.updateMany({
    where: { id: run.id, currentId: question.id, finishedAt: null },
    data: { ...data, updatedAt: now },
  });
  if (updated.count === 0) throw new AppError("NOT_CURRENT", ASSESSMENT_MESSAGES.notItem);
  await calibrate(ctx, userId, run.theta, [{ questionId: question.id, correct }]);
  // The row as just written (the claim above succeeded, so nothing else changed it).
  const stored: BlackboxRun = { ...run, ...data, updatedAt: now };
  if (finished)
    await writeMastery(
      ctx,
      userId,
      run.subject,
      run.grade,
      "blackbox",
      chapterMastery(stored, items).filter((c) => c.evidence > 0),
    );
  return view(ctx, stored);
}

export interface ChapterResult {
  chapterId: string;
  title: string;
  mastery: number;
  evidence: number;
  band: "mastered" | "developing" | "needsWork" | "notEnough";
}

/**
 * Mastery per chapter: the chapter's own EAP (its answers, with the run's ability as prior), turned
 * into the expected share right on the chapter's items. Few answers say "not enough evidence".
 */
function chapterMastery(run: BlackboxRun, items: PoolItem[]): ChapterResult[] {
  const responses = responsesOf(run);
  const byId = new Map(items.map((q) => [q.id, q]));
  const chapters = [
    ...new Set([
      ...ncertChapters(run.grade, run.subject as never).map((c) => c.id),
      ...items.map((q) => q.chapterId),
    ]),
  ];
  return chapters.map((chapterId) => {
    const mine = responses.filter((r) => r.chapterId === chapterId);
    const scored = mine.flatMap((r) => {
      const q = byId.get(r.questionId);
      return q ? [{ item: irtItem(q), correct: r.correct }] : [];
    });
    const local = eap(scored, { mean: run.theta, sd: 1 });
    const chapterItems = items.filter((q) => q.chapterId === chapterId);
    const mastery =
      chapterItems.length === 0
        ? 0
        : chapterItems.reduce((s, q) => s + pCorrect(local.theta, irtItem(q)), 0) / chapterItems.length;
    // The band reads what the student knows, not what a guess would get right: the same share
    // without the guessing floor (a chapter answered all wrong is "needs work", not "developing").
    const known =
      chapterItems.length === 0
        ? 0
        : chapterItems.reduce((s, q) => s + pCorrect(local.theta, { ...irtItem(q), c: 0 }), 0) /
          chapterItems.length;
    const band = mine.length < 2 ? "notEnough" : masteryBand(known, Math.max(3, mine.length));
    return { chapterId, title: chapterTitle(chapterId), mastery, evidence: mine.length, band };
  });
}

/** The result of a finished run: the mastery map, the strongest and weakest chapters, and what to learn next. */
export async function blackboxResult(ctx: Context, userId: string, runId: string) {
  const run = await ownRun(ctx, userId, runId);
  if (!run.finishedAt) throw new AppError("NOT_FINISHED", "Finish the BlackBox run first.");
  const items = await pool(ctx, userId, run.subject, run.grade);
  const chapters = chapterMastery(run, items);
  const known = chapters.filter((c) => c.band !== "notEnough").sort((a, b) => b.mastery - a.mastery);
  const next = chapters.filter((c) => c.band === "developing" || c.band === "needsWork");
  const ready = (
    next.length > 0 ? next : chapters.filter((c) => c.band === "notEnough" && c.evidence > 0)
  ).slice(0, 3);
  return {
    run,
    answered: responsesOf(run).length,
    maxItems: MAX_ITEMS,
    chapters,
    strongest: known[0] ?? null,
    weakest: known.length > 1 ? (known.at(-1) ?? null) : null,
    recommendations: ready,
  };
}
