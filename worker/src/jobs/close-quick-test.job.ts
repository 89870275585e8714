import { gradeAttempt } from "@vidya/core/assessment/grade";
import type { QuestionOption } from "@vidya/core/assessment/question";
import { CLOSE_QUICK_TEST_SPEC } from "@vidya/core/jobs/specs";
import { defineJob } from "../job";
import { foldGradedTest } from "./quick-test-graded.job";
/**
 * Closes a quick test when its time is up, even with every tab closed: the worker's twin of the
 * server's submit (server/src/modules/assessment/quick-test.service.ts): graded by core's
 * gradeAttempt, claimed with submittedAt IS NULL (a submit racing the clock is graded once), then
 * folded into mastery, calibration and the class feed like any graded test (quick-test-graded.job.ts).
 */
export const closeQuickTestJob = defineJob({
  spec: CLOSE_QUICK_TEST_SPEC,
  async process({ testId }, ctx) {
    const test = await ctx.db.quickTest.findUnique({ where: { id: testId } });
    // A test downloaded to take offline closes only when its answers come (issue 27).
    if (!test || test.submittedAt || test.downloadedAt) return { skipped: true };
    const wait = test.endsAt.getTime() - Date.now();
    // A job that fires early (clock skew) throws, and BullMQ retries it after its backoff.
    if (wait > 0) throw new Error(`test ${testId} still has ${wait} ms`);
    const ids = (test.items as unknown as { questionId: string }[]).map((i) => i.questionId);
    const rows = await ctx.db.question.findMany({ where: { id: { in: ids } } });
    const { score } = gradeAttempt(
      rows.map((q) => ({
        id: q.id,
        kind: q.kind,
        chapterId: q.chapterId,
        options: q.options as unknown as QuestionOption[],
        key: q.key,
      })),
      (test.answers ?? {}) as Record<string, string>,
    );
    const claimed = await ctx.db.quickTest.updateMany({
      where: { id: testId, submittedAt: null },
      data: { submittedAt: test.endsAt, closedBy: "time", score },
    });
    if (claimed.count === 0) return { skipped: true };
    await foldGradedTest(ctx, testId);
    return { score };
  },
});
