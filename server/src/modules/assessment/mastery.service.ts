import type { CalibrateItemsPayload } from "@vidya/core/jobs/generate-questions";
import { CALIBRATE_ITEMS_SPEC, jobOptions } from "@vidya/core/jobs/specs";
import type { Context } from "../../context";

type Db = Pick<Context, "db">;

/** The student's latest ability estimate for a subject and class (from BlackBox), else 0. */
export async function abilityOf(ctx: Db, userId: string, subject: string, grade: number): Promise<number> {
  const run = await ctx.db.blackboxRun.findFirst({
    where: { userId, subject, grade, finishedAt: { not: null } },
    orderBy: { finishedAt: "desc" },
    select: { theta: true },
  });
  return run?.theta ?? 0;
}

/** Current mastery rows of the student for these chapters. */
export async function masteryOf(ctx: Db, userId: string, chapterIds: string[]) {
  const rows = await ctx.db.chapterMastery.findMany({ where: { userId, chapterId: { in: chapterIds } } });
  return new Map(rows.map((r) => [r.chapterId, { mastery: r.mastery, evidence: r.evidence }]));
}

/** Writes ChapterMastery rows (issue 17 reads them; shape unchanged). */
export async function writeMastery(
  ctx: Db,
  userId: string,
  subject: string,
  grade: number,
  source: "quickTest" | "blackbox",
  rows: { chapterId: string; mastery: number; evidence: number }[],
): Promise<void> {
  for (const row of rows) {
    const data = {
      mastery: Math.min(1, Math.max(0, row.mastery)),
      evidence: row.evidence,
      source,
      subject,
      grade,
    };
    await ctx.db.chapterMastery.upsert({
      where: { userId_chapterId: { userId, chapterId: row.chapterId } },
      create: { userId, chapterId: row.chapterId, ...data },
      update: data,
    });
  }
}

/**
 * Online calibration of answered items happens in the worker (calibrate-items.job.ts), one job at a
 * time: many students submitting at once never contend for the same item rows in a request.
 */
export async function calibrate(
  ctx: Pick<Context, "queues" | "log">,
  userId: string,
  ability: number,
  answers: { questionId: string; correct: boolean }[],
): Promise<void> {
  if (answers.length === 0) return;
  const payload: CalibrateItemsPayload = { userId, ability: Math.max(-10, Math.min(10, ability)), answers };
  await ctx.queues.assessment
    .add(CALIBRATE_ITEMS_SPEC.name, payload, jobOptions(CALIBRATE_ITEMS_SPEC))
    .catch((error: unknown) => ctx.log.error({ err: error }, "calibration not queued"));
}
