import { type BankItem, finalizeAttempt } from "@vidya/core/assessment/finalize";
import type { QuestionOption } from "@vidya/core/assessment/question";
import { findNcertChapter } from "@vidya/core/curriculum/catalogue";
import { QUICK_TEST_GRADED_SPEC } from "@vidya/core/jobs/specs";
import { recordActivity } from "@vidya/db/record-activity";
import { defineJob, type JobContext } from "../job";
import { calibrateItems } from "./calibrate-items.job";

/**
 * After a quick test is graded (submitted, or closed by the clock): the student's ChapterMastery,
 * the items' calibration and a quiz_completed event for their classes (the teacher's live results).
 * Off the submit path, so 500 students submitting at once wait only for their own grade. Runs once
 * per test: `gradedAt` is claimed with the mastery writes in one transaction.
 */
export const quickTestGradedJob = defineJob({
  spec: QUICK_TEST_GRADED_SPEC,
  concurrency: 4,
  async process({ testId }, ctx) {
    return foldGradedTest(ctx, testId);
  },
});

/** Mastery, calibration and the class feed for one submitted test; a no-op when already done. */
export async function foldGradedTest(ctx: JobContext, testId: string) {
  const test = await ctx.db.quickTest.findUnique({ where: { id: testId } });
  if (!test?.submittedAt || test.gradedAt) return { skipped: true };
  const ids = (test.items as unknown as { questionId: string }[]).map((i) => i.questionId);
  const rows = await ctx.db.question.findMany({
    where: { id: { in: ids } },
    select: {
      id: true,
      kind: true,
      chapterId: true,
      options: true,
      key: true,
      difficulty: true,
      discrimination: true,
      responses: true,
    },
  });
  const items: BankItem[] = rows.map((q) => ({
    id: q.id,
    kind: q.kind,
    chapterId: q.chapterId,
    options: q.options as unknown as QuestionOption[],
    key: q.key,
    difficulty: q.difficulty,
    discrimination: q.discrimination,
    responses: q.responses,
  }));
  const answers = (test.answers ?? {}) as Record<string, string>;
  const [old, run] = await Promise.all([
    ctx.db.chapterMastery.findMany({
      where: { userId: test.userId, chapterId: { in: rows.map((r) => r.chapterId) } },
    }),
    ctx.db.blackboxRun.findFirst({
      where: { userId: test.userId, subject: test.subject, grade: test.grade, finishedAt: { not: null } },
      orderBy: { finishedAt: "desc" },
    }),
  ]);
  const ability = run?.theta ?? 0;
  const result = finalizeAttempt(items, answers, new Map(old.map((o) => [o.chapterId, o])), ability);
  const claimed = await ctx.db.$transaction(async (tx) => {
    const mine = await tx.quickTest.updateMany({
      where: { id: testId, gradedAt: null },
      data: { gradedAt: new Date() },
    });
    if (mine.count === 0) return false;
    for (const m of result.mastery) {
      const data = {
        mastery: m.mastery,
        evidence: m.evidence,
        source: "quickTest",
        subject: test.subject,
        grade: test.grade,
      };
      await tx.chapterMastery.upsert({
        where: { userId_chapterId: { userId: test.userId, chapterId: m.chapterId } },
        create: { userId: test.userId, chapterId: m.chapterId, ...data },
        update: data,
      });
    }
    return true;
  });
  if (!claimed) return { skipped: true };
  // The teacher's live results first (recordActivity never throws).
  const [only] = test.chapterIds;
  await recordActivity(ctx, {
    userId: test.userId,
    kind: "quiz_completed",
    subject: test.subject,
    topic: test.chapterIds.length === 1 && only ? (findNcertChapter(only)?.title ?? null) : null,
    payload: {
      score: test.score ?? result.score,
      total: result.total,
      testId,
      ...(test.assignmentId ? { assignmentId: test.assignmentId } : {}),
    },
  });
  // Calibration last: the items are shared by every student of the test, so it may wait on their
  // row locks; the teacher's live results above never wait for it.
  await calibrateItems(ctx, {
    userId: test.userId,
    ability,
    answers: result.difficulty.map((d) => ({ questionId: d.id, correct: result.right[d.id] === true })),
  });
  return { score: result.score };
}
