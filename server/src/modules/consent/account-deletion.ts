import { phaseEndJobId } from "@vidya/core/jobs/focus-phase-end";
import { deleteMatching } from "@vidya/db/redis";
import type { Queue } from "bullmq";
import type { Context } from "../../context";

/**
 * Deletes an account and everything Vidya holds about it: the rows (every table cascades from User;
 * uploads and images are rows too, so no file is left on a disk), the audit entries about it, the
 * queued jobs of its rows (AI replies, mails, flashcard generation, the focus timer's phase end) and
 * the Redis keys that name it (rate limits, presence, typing). A job already running when the rows
 * go finds nothing to write to and ends; it cannot bring a row back (its foreign key fails).
 */
export async function purgeAccount(
  ctx: Pick<Context, "db" | "redis" | "queues" | "env" | "log">,
  userId: string,
) {
  const [tasks, mails, gens, qgens, trips, questions, timer] = await Promise.all([
    ctx.db.aiTask.findMany({ where: { userId }, select: { id: true } }),
    ctx.db.emailToken.findMany({ where: { userId }, select: { id: true } }),
    ctx.db.flashcardGeneration.findMany({ where: { userId }, select: { id: true } }),
    ctx.db.questionGeneration.findMany({ where: { userId }, select: { id: true } }),
    ctx.db.roundTrip.findMany({ where: { userId }, select: { id: true } }),
    ctx.db.chapterQuestion.findMany({ where: { teacherId: userId }, select: { id: true } }),
    ctx.db.focusTimer.findUnique({ where: { userId }, select: { id: true, version: true } }),
  ]);
  // Sessions (refresh tokens) go with the user row.
  await ctx.db.$transaction([
    ctx.db.childAuditEntry.deleteMany({ where: { OR: [{ childId: userId }, { actorId: userId }] } }),
    ctx.db.user.deleteMany({ where: { id: userId } }),
  ]);
  const jobs: [Queue, string][] = [
    // A task's job is on the AI queue, or (a story) on the heavy one.
    ...tasks.flatMap((t): [Queue, string][] => [
      [ctx.queues.ai, t.id],
      [ctx.queues.heavy, t.id],
    ]),
    ...mails.map((m): [Queue, string] => [ctx.queues.email, m.id]),
    ...[...gens, ...qgens].map((g): [Queue, string] => [ctx.queues.heavy, g.id]),
    ...trips.map((r): [Queue, string] => [ctx.queues.roundTrip, r.id]),
    ...questions.map((q): [Queue, string] => [ctx.queues.chapterQuestion, q.id]),
  ];
  if (timer) {
    for (let v = Math.max(0, timer.version - 2); v <= timer.version + 1; v++)
      jobs.push([ctx.queues.focusTimer, phaseEndJobId(timer.id, v)]);
  }
  await removeJobs(jobs);
  await deleteKeysNaming(ctx, userId);
}

/** How long deletion waits for a job that is running right now to give up on the missing rows. */
const RUNNING_JOB_WAIT_MS = 10_000;

/**
 * Removes the jobs (waiting, delayed, finished). A job running right now is locked and cannot be
 * removed: it fails on the missing rows within moments (or is retried later), and is removed then.
 */
async function removeJobs(jobs: [Queue, string][]): Promise<void> {
  let left = jobs;
  const deadline = Date.now() + RUNNING_JOB_WAIT_MS;
  while (left.length > 0) {
    const states = await Promise.all(
      left.map(async ([queue, id]) => {
        const job = await queue.getJob(id);
        if (!job) return null;
        const removed = await queue.remove(id).catch(() => 0);
        return removed === 1 ? null : ([queue, id] as [Queue, string]);
      }),
    );
    left = states.filter((s): s is [Queue, string] => s !== null);
    if (left.length === 0 || Date.now() > deadline) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Deletes every key under this deployment's prefix whose name contains `id` (SCAN, never KEYS; every node). */
export async function deleteKeysNaming(ctx: Pick<Context, "redis" | "env">, id: string): Promise<number> {
  return deleteMatching(ctx.redis, `${ctx.env.REDIS_PREFIX}:*${id}*`);
}
