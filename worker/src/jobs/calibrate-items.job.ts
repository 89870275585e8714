import { looksMiskeyed, updateDifficulty } from "@vidya/core/assessment/calibration";
import { irtOf } from "@vidya/core/assessment/finalize";
import { pCorrect } from "@vidya/core/assessment/irt";
import type { QuestionOption } from "@vidya/core/assessment/question";
import {
  ASSESSMENT_QUEUE,
  CALIBRATE_ITEMS_JOB,
  type CalibrateItemsPayload,
  CalibrateItemsPayloadSchema,
} from "@vidya/core/jobs/generate-questions";
import { defineJob, type JobContext } from "../job";

/**
 * Online calibration (issue 15): each answer moves its item's difficulty Elo-style (the step shrinks
 * with the answers seen), is kept with the student's ability, and an item whose better students miss
 * it more often is flagged as possibly miskeyed. Runs in the worker, one job at a time, so answers of
 * many students never contend for the same rows in a request and no update is lost.
 */
export const calibrateItemsJob = defineJob({
  queue: ASSESSMENT_QUEUE,
  name: CALIBRATE_ITEMS_JOB,
  payload: CalibrateItemsPayloadSchema,
  async process(payload, ctx) {
    await calibrateItems(ctx, payload);
    return { items: payload.answers.length };
  },
});

/** The calibration itself, also called by the close job. */
export async function calibrateItems(
  ctx: Pick<JobContext, "db">,
  payload: CalibrateItemsPayload,
): Promise<void> {
  const ids = payload.answers.map((a) => a.questionId);
  await ctx.db.$transaction(async (tx) => {
    const rows = await tx.question.findMany({ where: { id: { in: ids } }, orderBy: { id: "asc" } });
    for (const q of rows) {
      const answer = payload.answers.find((a) => a.questionId === q.id);
      if (!answer) continue;
      const item = irtOf({ ...q, options: q.options as unknown as QuestionOption[] });
      const b = updateDifficulty(q.difficulty, q.responses, pCorrect(payload.ability, item), answer.correct);
      await tx.question.update({ where: { id: q.id }, data: { difficulty: b, responses: { increment: 1 } } });
    }
    await tx.questionResponse.createMany({
      data: payload.answers.map((a) => ({
        questionId: a.questionId,
        userId: payload.userId,
        correct: a.correct,
        ability: payload.ability,
      })),
    });
  });
  for (const q of await ctx.db.question.findMany({ where: { id: { in: ids }, responses: { gte: 20 } } })) {
    if (q.flagged || q.responses % 10 !== 0) continue;
    const answers = await ctx.db.questionResponse.findMany({ where: { questionId: q.id }, take: 500 });
    if (looksMiskeyed(answers))
      await ctx.db.question.update({ where: { id: q.id }, data: { flagged: true } });
  }
}
