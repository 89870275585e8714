import { type StudyPlanChanged, TOPICS } from "@vidya/core/events";
import { NIGHT_REPLAN_SPEC } from "@vidya/core/jobs/specs";
import { replanUser } from "@vidya/core/planner/replan";
import { defineJob } from "../job";

/** Students re-planned at once: each is a few indexed reads and one write. */
const PARALLEL = 8;

/**
 * Re-plans every student with an exam ahead, so a missed day moves its work forward and each day's
 * flashcards are current. Students are read in pages by id (keyset), re-planned PARALLEL at a time,
 * each in its own transaction (core's replanUser takes a per-student lock), then told over pub/sub.
 * Idempotent: running it twice gives the same plans.
 */
export const nightReplanJob = defineJob({
  spec: NIGHT_REPLAN_SPEC,
  concurrency: 1,
  async process({ batchSize = 500 }, ctx, job) {
    let after = "00000000-0000-0000-0000-000000000000";
    let planned = 0;
    for (;;) {
      const page = await ctx.db.$queryRawUnsafe<{ userId: string }[]>(
        `SELECT DISTINCT "userId"::text FROM "Exam"
          WHERE "userId" > $1::uuid AND date >= to_char(now() - interval '1 day', 'YYYY-MM-DD')
          ORDER BY 1 LIMIT $2`,
        after,
        batchSize,
      );
      if (page.length === 0) break;
      for (let i = 0; i < page.length; i += PARALLEL) {
        await Promise.all(
          page.slice(i, i + PARALLEL).map(async ({ userId }) => {
            await ctx.db.$transaction((tx) => replanUser(tx, userId), { timeout: 20_000 });
            const event: StudyPlanChanged = { userId, reason: "replanned" };
            await ctx.publish(TOPICS.studyPlan, userId, event);
          }),
        );
      }
      planned += page.length;
      after = page.at(-1)?.userId ?? after;
      await job.updateProgress(planned);
    }
    return { planned };
  },
});
