import { looksMiskeyed, updateDifficulty } from "@vidya/core/assessment/calibration";
import { irtOf } from "@vidya/core/assessment/finalize";
import { pCorrect } from "@vidya/core/assessment/irt";
import type { QuestionKind, QuestionOption } from "@vidya/core/assessment/question";
import type { CalibrateItemsPayload } from "@vidya/core/jobs/generate-questions";
import { CALIBRATE_ITEMS_SPEC } from "@vidya/core/jobs/specs";
import { defineJob, type JobContext } from "../job";

/**
 * Online calibration (issue 15): each answer moves its item's difficulty Elo-style (the step shrinks
 * with the answers seen), is kept with the student's ability, and an item whose better students miss
 * it more often is flagged as possibly miskeyed. Runs in the worker, one job at a time, so answers of
 * many students never contend for the same rows in a request and no update is lost.
 */
export const calibrateItemsJob = defineJob({
  spec: CALIBRATE_ITEMS_SPEC,
  async process(payload, ctx) {
    await calibrateItems(ctx, payload);
    return { items: payload.answers.length };
  },
});

/**
 * The calibration itself, also called by the graded and close jobs. Many students answer the same
 * items, so the item rows are locked (in id order, no deadlocks) for as short as possible: the
 * answers are inserted first, then one locking read and one UPDATE for all the items, then commit.
 */
export async function calibrateItems(
  ctx: Pick<JobContext, "db">,
  payload: CalibrateItemsPayload,
): Promise<void> {
  const ids = [...new Set(payload.answers.map((a) => a.questionId))];
  if (ids.length === 0) return;
  // Items whose answer count reaches 20, 30, 40…: checked for a negative discrimination after commit.
  const due = await ctx.db.$transaction(async (tx) => {
    await tx.questionResponse.createMany({
      data: payload.answers.map((a) => ({
        questionId: a.questionId,
        userId: payload.userId,
        correct: a.correct,
        ability: payload.ability,
      })),
    });
    // NO KEY UPDATE: does not wait on the key-share locks other jobs' response inserts take.
    const rows = await tx.$queryRaw<
      {
        id: string;
        kind: string;
        options: unknown;
        difficulty: number;
        discrimination: number;
        responses: number;
        flagged: boolean;
      }[]
    >`SELECT id, kind::text AS kind, options, difficulty, discrimination, responses, flagged FROM "Question"
       WHERE id = ANY(${ids}::uuid[]) ORDER BY id FOR NO KEY UPDATE`;
    const moved = rows.flatMap((q) => {
      const answer = payload.answers.find((a) => a.questionId === q.id);
      if (!answer) return [];
      const options = Array.isArray(q.options) ? (q.options as QuestionOption[]) : [];
      const item = irtOf({ ...q, kind: q.kind as QuestionKind, options });
      return [
        {
          id: q.id,
          b: updateDifficulty(q.difficulty, q.responses, pCorrect(payload.ability, item), answer.correct),
        },
      ];
    });
    if (moved.length === 0) return [];
    await tx.$executeRaw`UPDATE "Question" q SET difficulty = v.b, responses = q.responses + 1, "updatedAt" = ${new Date()}
       FROM unnest(${moved.map((m) => m.id)}::uuid[], ${moved.map((m) => m.b)}::float8[]) AS v(id, b)
      WHERE q.id = v.id`;
    return rows.filter((q) => {
      const n = q.responses + 1;
      return !q.flagged && n >= 20 && n % 10 === 0 && moved.some((m) => m.id === q.id);
    });
  });
  for (const q of due) {
    const answers = await ctx.db.questionResponse.findMany({
      where: { questionId: q.id },
      take: 500,
      select: { ability: true, correct: true },
    });
    if (looksMiskeyed(answers))
      await ctx.db.question.update({ where: { id: q.id }, data: { flagged: true } });
  }
}
