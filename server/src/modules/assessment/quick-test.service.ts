import { gradeAttempt, isRight } from "@vidya/core/assessment/grade";
import {
  ASSESSMENT_MESSAGES,
  OFFLINE_CLOCK_SLACK_SECONDS,
  OFFLINE_GRACE_SECONDS,
  RETAKE_LOOKBACK,
  SECONDS_PER_ITEM,
} from "@vidya/core/assessment/question";
import { seededShuffle } from "@vidya/core/assessment/shuffle";
import type { CloseQuickTestPayload, QuickTestGradedPayload } from "@vidya/core/jobs/generate-questions";
import { CLOSE_QUICK_TEST_SPEC, jobOptions, QUICK_TEST_GRADED_SPEC } from "@vidya/core/jobs/specs";
import type { Prisma, Question, QuickTest } from "@vidya/db/prisma";
import type { Context } from "../../context";
import { AppError, NotFoundError } from "../../errors";
import { insertCards } from "../flashcards/cards.service";
import { bankItem, chapterTitle, optionsOf, type StudentItem, studentItem } from "./bank";
import { studentBankScope } from "./bank-scope";
import { ensureEngineItems } from "./engine-items";

export interface StartQuickTestInput {
  subject?: string | null | undefined;
  grade?: number | null | undefined;
  chapterIds?: string[] | null | undefined;
  length?: number | null | undefined;
  assignmentId?: string | null | undefined;
}

interface StoredItem {
  questionId: string;
}

function itemsOf(test: Pick<QuickTest, "items">): StoredItem[] {
  return Array.isArray(test.items) ? (test.items as unknown as StoredItem[]) : [];
}
function answersOf(test: Pick<QuickTest, "answers">): Record<string, string> {
  return (test.answers ?? {}) as Record<string, string>;
}

/** A test as its student sees it while taking it: items without keys, answers so far, the server's clock. */
export interface QuickTestView {
  test: QuickTest;
  items: StudentItem[];
  /** The assignment's due time, for a teacher's test. */
  dueAt: Date | null;
}

async function questionsOf(ctx: Pick<Context, "db">, test: QuickTest): Promise<Question[]> {
  const ids = itemsOf(test).map((i) => i.questionId);
  const rows = await ctx.db.question.findMany({ where: { id: { in: ids } } });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function viewOf(ctx: Pick<Context, "db">, test: QuickTest): Promise<QuickTestView> {
  const [questions, assignment] = await Promise.all([
    questionsOf(ctx, test),
    test.assignmentId
      ? ctx.db.quickTestAssignment.findUnique({ where: { id: test.assignmentId }, select: { dueAt: true } })
      : null,
  ]);
  return { test, items: questions.map((q) => studentItem(q, test.id)), dueAt: assignment?.dueAt ?? null };
}

/**
 * Starts a test the student chose, or one their teacher assigned. The clock starts now, on the server.
 * With `download` (issue 27) the attempt is made to be taken offline: no clock runs on the server
 * (no close job); `endsAt − startedAt` holds the time limit until the offline submission brings the
 * device's start and finish times (see submitOfflineQuickTest).
 */
export async function startQuickTest(
  ctx: Context,
  userId: string,
  input: StartQuickTestInput,
  download = false,
): Promise<QuickTestView> {
  let subject: string;
  let grade: number;
  let chapterIds: string[];
  let questionIds: string[];
  let seconds: number;
  let assignmentId: string | null = null;
  if (input.assignmentId) {
    const assignment = await ctx.db.quickTestAssignment.findFirst({
      where: { id: input.assignmentId, classroom: { members: { some: { userId } } } },
    });
    if (!assignment) throw new NotFoundError("No such assigned test.");
    const done = await ctx.db.quickTest.findFirst({ where: { userId, assignmentId: assignment.id } });
    if (done) {
      if (download && !done.downloadedAt && !done.submittedAt)
        throw new AppError("STARTED_ONLINE", ASSESSMENT_MESSAGES.startedOnline);
      return viewOf(ctx, await closeIfTimeUp(ctx, done));
    }
    if (assignment.dueAt.getTime() < Date.now())
      throw new AppError("PAST_DUE", "This test's due time has passed.");
    ({ subject, grade, chapterIds, questionIds } = assignment);
    seconds = assignment.minutes * 60;
    assignmentId = assignment.id;
  } else {
    subject = input.subject ?? "";
    grade = input.grade ?? 0;
    chapterIds = input.chapterIds ?? [];
    const length = input.length ?? 5;
    const recent = await ctx.db.quickTest.findMany({
      where: { userId, subject, grade },
      orderBy: { startedAt: "desc" },
      take: RETAKE_LOOKBACK,
      select: { items: true },
    });
    const seen = new Set(recent.flatMap((t) => itemsOf(t).map((i) => i.questionId)));
    // Mathematics works without a teacher: the engine's items for these chapters (issue 25).
    await ensureEngineItems(ctx, subject, grade, chapterIds);
    const pool = await ctx.db.question.findMany({
      where: { subject, grade, chapterId: { in: chapterIds }, AND: [await studentBankScope(ctx, userId)] },
      select: { id: true },
    });
    if (pool.length === 0)
      throw new AppError(
        "EMPTY_BANK",
        `${subject === "mathematics" ? ASSESSMENT_MESSAGES.emptyMathBank : ASSESSMENT_MESSAGES.emptyBank} (${chapterIds.map(chapterTitle).join(", ")})`,
      );
    const seed = `${userId}:${Date.now()}`;
    const fresh = seededShuffle(
      pool.filter((p) => !seen.has(p.id)),
      seed,
    );
    const old = seededShuffle(
      pool.filter((p) => seen.has(p.id)),
      seed,
    );
    questionIds = [...fresh, ...old].slice(0, length).map((p) => p.id);
    seconds = questionIds.length * SECONDS_PER_ITEM;
  }
  const now = Date.now();
  const test = await ctx.db.quickTest.create({
    data: {
      userId,
      subject,
      grade,
      chapterIds,
      assignmentId,
      items: questionIds.map((questionId) => ({ questionId })) as Prisma.InputJsonValue,
      total: questionIds.length,
      startedAt: new Date(now),
      endsAt: new Date(now + seconds * 1000),
      downloadedAt: download ? new Date(now) : null,
    },
  });
  if (download) return viewOf(ctx, test);
  // The clock closes the test even with every tab closed (a delayed job, like the focus timer's).
  const payload: CloseQuickTestPayload = { testId: test.id };
  await ctx.queues.assessment
    .add(
      CLOSE_QUICK_TEST_SPEC.name,
      payload,
      jobOptions(CLOSE_QUICK_TEST_SPEC, { jobId: `close-${test.id}`, delay: seconds * 1000 + 500 }),
    )
    .catch((error: unknown) =>
      ctx.log.error({ err: error }, "close job not queued; the test closes when next read"),
    );
  return viewOf(ctx, test);
}

/** The student's own test, or NOT_FOUND (another student's test does not exist for them). */
async function ownTest(ctx: Pick<Context, "db">, userId: string, id: string): Promise<QuickTest> {
  const test = await ctx.db.quickTest.findFirst({ where: { id, userId } });
  if (!test) throw new NotFoundError(ASSESSMENT_MESSAGES.notYours);
  return test;
}

/** Closes an open test whose time is up (graded with the answers given); returns the stored row. */
export async function closeIfTimeUp(
  ctx: Pick<Context, "db" | "log" | "queues">,
  test: QuickTest,
): Promise<QuickTest> {
  if (test.submittedAt || test.downloadedAt || test.endsAt.getTime() > Date.now()) return test;
  return (
    (await finalize(ctx, test, "time"))?.test ??
    (await ctx.db.quickTest.findUniqueOrThrow({ where: { id: test.id } }))
  );
}

/**
 * Grades and closes a test once: the row is claimed with submittedAt IS NULL, so a submit racing the
 * clock (or the close job) finalizes it exactly once. Mastery, calibration and the class feed follow
 * in the worker (quick-test-graded.job.ts), off the submit path. Returns the closed row, or null.
 */
async function finalize(
  ctx: Pick<Context, "db" | "log" | "queues">,
  test: QuickTest,
  closedBy: "student" | "time",
  questions?: Question[],
  offline?: { submittedAt: Date },
): Promise<{ test: QuickTest; questions: Question[] } | null> {
  const rows = questions ?? (await questionsOf(ctx, test));
  const { score } = gradeAttempt(rows.map(bankItem), answersOf(test));
  const submittedAt = offline?.submittedAt ?? (closedBy === "time" ? test.endsAt : new Date());
  // An offline attempt writes its answers, times and late mark in the same claim as the grade.
  const offlineData = offline
    ? {
        answers: answersOf(test),
        startedAt: test.startedAt,
        endsAt: test.endsAt,
        late: test.late,
      }
    : {};
  const claimed = await ctx.db.quickTest.updateMany({
    where: { id: test.id, submittedAt: null },
    data: { ...offlineData, submittedAt, closedBy, score },
  });
  if (claimed.count === 0) return null;
  const payload: QuickTestGradedPayload = { testId: test.id };
  await ctx.queues.assessment
    .add(
      QUICK_TEST_GRADED_SPEC.name,
      payload,
      jobOptions(QUICK_TEST_GRADED_SPEC, { jobId: `graded-${test.id}` }),
    )
    .catch((error: unknown) => ctx.log.error({ err: error, testId: test.id }, "graded job not queued"));
  return { test: { ...test, submittedAt, closedBy, score }, questions: rows };
}

/** Stores one answer, or replaces it. Refused (nothing changed) after time, after submitting, or on another's test. */
export async function answerQuestion(
  ctx: Context,
  userId: string,
  input: { testId: string; questionId: string; answer: string },
): Promise<QuickTestView> {
  const test = await ownTest(ctx, userId, input.testId);
  if (test.submittedAt) throw new AppError("ALREADY_SUBMITTED", ASSESSMENT_MESSAGES.submitted);
  if (test.downloadedAt) throw new AppError("DOWNLOADED", ASSESSMENT_MESSAGES.downloaded);
  if (test.endsAt.getTime() <= Date.now()) {
    await closeIfTimeUp(ctx, test);
    throw new AppError("TIME_UP", ASSESSMENT_MESSAGES.timeUp);
  }
  if (!itemsOf(test).some((i) => i.questionId === input.questionId))
    throw new AppError("NOT_IN_TEST", ASSESSMENT_MESSAGES.notInTest);
  const question = await ctx.db.question.findUniqueOrThrow({ where: { id: input.questionId } });
  if (
    question.kind !== "NUMERIC" &&
    question.kind !== "SHORT" &&
    !optionsOf(question).some((o) => o.id === input.answer)
  )
    throw new AppError("BAD_OPTION", ASSESSMENT_MESSAGES.badOption);
  // An answer can be changed until the test is submitted. Conditional on the answers read
  // (optimistic), so an answer to another item given at the same moment is never lost: on a clash,
  // read again and write again.
  let current = test;
  for (let attempt = 0; ; attempt++) {
    const updated = await ctx.db.quickTest.updateMany({
      where: { id: current.id, submittedAt: null, answers: { equals: current.answers ?? {} } },
      data: { answers: { ...answersOf(current), [input.questionId]: input.answer } },
    });
    if (updated.count > 0) break;
    current = await ownTest(ctx, userId, test.id);
    if (current.submittedAt) throw new AppError("ALREADY_SUBMITTED", ASSESSMENT_MESSAGES.submitted);
    if (attempt >= 4) throw new AppError("CONFLICT", "Your answer was not saved. Please choose it again.");
  }
  return viewOf(ctx, await ownTest(ctx, userId, test.id));
}

/** Submits: graded on the server only; the result comes back at once (keys and explanations). */
export async function submitQuickTest(ctx: Context, userId: string, testId: string) {
  const test = await ownTest(ctx, userId, testId);
  if (test.submittedAt) throw new AppError("ALREADY_SUBMITTED", ASSESSMENT_MESSAGES.submitted);
  if (test.downloadedAt) throw new AppError("DOWNLOADED", ASSESSMENT_MESSAGES.downloaded);
  const closed = await finalize(ctx, test, test.endsAt.getTime() <= Date.now() ? "time" : "student");
  if (!closed) throw new AppError("ALREADY_SUBMITTED", ASSESSMENT_MESSAGES.submitted);
  return resultOf(closed.test, closed.questions);
}

export interface OfflineSubmission {
  testId: string;
  startedAt: Date;
  finishedAt: Date;
  answers: { questionId: string; answer: string; answeredAt: Date }[];
}

/**
 * Submits a test taken offline (issue 27), once: a second submit of the same test returns the first
 * result and grades nothing again. Times are the device's, corrected to the server's clock by the
 * client. The server checks them: the start not before the download, the finish not after now (each
 * with OFFLINE_CLOCK_SLACK_SECONDS for the offset's error), the finish not before the start. A span
 * longer than the limit plus OFFLINE_GRACE_SECONDS closes the test by time at start + limit: answers
 * given after that moment (their `answeredAt`) are not counted. Finished after the assignment's due
 * time → `late`. Graded with the same function as online; mastery and the feed follow in the worker.
 */
export async function submitOfflineQuickTest(ctx: Context, userId: string, input: OfflineSubmission) {
  const test = await ownTest(ctx, userId, input.testId);
  if (!test.downloadedAt) throw new AppError("NOT_DOWNLOADED", ASSESSMENT_MESSAGES.notDownloaded);
  if (test.submittedAt) return resultOf(test, await questionsOf(ctx, test));
  const slack = OFFLINE_CLOCK_SLACK_SECONDS * 1000;
  const start = input.startedAt.getTime();
  const finish = input.finishedAt.getTime();
  if (start < test.downloadedAt.getTime() - slack || finish > Date.now() + slack || finish < start)
    throw new AppError("BAD_TIMES", ASSESSMENT_MESSAGES.badTimes);
  const limit = test.endsAt.getTime() - test.startedAt.getTime();
  const deadline = start + limit + OFFLINE_GRACE_SECONDS * 1000;
  const byTime = finish > deadline;
  const questions = await questionsOf(ctx, test);
  const byId = new Map(questions.map((q) => [q.id, q]));
  const answers: Record<string, string> = {};
  for (const a of input.answers) {
    const question = byId.get(a.questionId);
    if (!question) throw new AppError("NOT_IN_TEST", ASSESSMENT_MESSAGES.notInTest);
    if (
      question.kind !== "NUMERIC" &&
      question.kind !== "SHORT" &&
      !optionsOf(question).some((o) => o.id === a.answer)
    )
      throw new AppError("BAD_OPTION", ASSESSMENT_MESSAGES.badOption);
    if (a.answeredAt.getTime() > deadline) continue;
    answers[a.questionId] = a.answer;
  }
  const endsAt = new Date(start + limit);
  const submittedAt = byTime ? endsAt : new Date(finish);
  const assignment = test.assignmentId
    ? await ctx.db.quickTestAssignment.findUnique({ where: { id: test.assignmentId } })
    : null;
  const late = assignment !== null && submittedAt.getTime() > assignment.dueAt.getTime();
  const closed = await finalize(
    ctx,
    { ...test, answers, startedAt: new Date(start), endsAt, late },
    byTime ? "time" : "student",
    questions,
    { submittedAt },
  );
  if (closed) return resultOf(closed.test, closed.questions);
  // Another submit of the same test claimed it first: its result is the result.
  return resultOf(await ownTest(ctx, userId, test.id), questions);
}

/** The student's test while open (keys never included). */
export async function getQuickTest(ctx: Context, userId: string, testId: string): Promise<QuickTestView> {
  return viewOf(ctx, await closeIfTimeUp(ctx, await ownTest(ctx, userId, testId)));
}

export interface ResultItem {
  item: StudentItem;
  yourAnswer: string | null;
  rightAnswer: string;
  rightAnswerText: string;
  correct: boolean;
  explanation: string;
}

/** The result: only once submitted (or closed by the clock); before that the keys are never returned. */
export async function quickTestResult(ctx: Context, userId: string, testId: string) {
  const test = await closeIfTimeUp(ctx, await ownTest(ctx, userId, testId));
  if (!test.submittedAt)
    throw new AppError("NOT_SUBMITTED", "Submit the test first; the answers are shown after submitting.");
  return resultOf(test, await questionsOf(ctx, test));
}

function resultOf(test: QuickTest, questions: Question[]) {
  const answers = answersOf(test);
  const items: ResultItem[] = questions.map((q) => {
    const key = optionsOf(q).find((o) => o.id === q.key);
    return {
      item: studentItem(q, test.id),
      yourAnswer: answers[q.id] ?? null,
      rightAnswer: q.key,
      rightAnswerText: key?.text ?? "",
      correct: isRight(bankItem(q), answers[q.id]),
      explanation: q.explanation,
    };
  });
  return {
    test,
    items,
    seconds: Math.round(((test.submittedAt ?? test.endsAt).getTime() - test.startedAt.getTime()) / 1000),
  };
}

/** Missed items of a submitted test become cards in the student's deck for the subject. */
export async function sendMissedToFlashcards(ctx: Context, userId: string, testId: string): Promise<number> {
  const { test, items } = await quickTestResult(ctx, userId, testId);
  const missed = items.filter((i) => !i.correct);
  if (missed.length === 0) return 0;
  const title = `Missed in quick tests: ${test.subject}`;
  const deck =
    (await ctx.db.deck.findFirst({ where: { userId, title } })) ??
    (await ctx.db.deck.create({ data: { userId, title, subject: test.subject, grade: test.grade } }));
  const existing = new Set(
    (await ctx.db.flashcard.findMany({ where: { deckId: deck.id }, select: { front: true } })).map(
      (c) => c.front,
    ),
  );
  const fresh = missed.filter((m) => !existing.has(m.item.stem));
  if (fresh.length > 0)
    await insertCards(
      ctx,
      userId,
      deck.id,
      fresh.map((m) => ({ front: m.item.stem, back: `${m.rightAnswerText}\n\n${m.explanation}` })),
    );
  return fresh.length;
}
