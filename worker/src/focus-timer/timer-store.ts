import { type FocusTimerChanged, TOPICS } from "@vidya/core/events";
import { FOCUS_TIMER_QUEUE, phaseEndJobId } from "@vidya/core/jobs/focus-phase-end";
import { bullPrefix } from "@vidya/core/redis-keys";
import { isRunning, phaseEndJob, type TimerView } from "@vidya/core/timer/timer-view";
import { Queue } from "bullmq";
import type { JobContext } from "../job";

// The row mapping, the view and the phase-end job are shared with the server through core
// (core/src/timer/timer-view.ts), so the worker and the server agree on every timer.

/** Sends a stored change to every tab of its user through every server replica. */
export async function publishTimer(ctx: Pick<JobContext, "publish" | "env">, view: TimerView): Promise<void> {
  const event: FocusTimerChanged = {
    timerId: view.id,
    userId: view.userId,
    state: view.state,
    events: view.events,
  };
  await ctx.publish(TOPICS.focusTimer, view.userId, event);
}

let queue: Queue | null = null;

/** This process's handle on the focus-timer queue, for scheduling the phase that follows. */
function timerQueue(ctx: Pick<JobContext, "bullConnection" | "env">): Queue {
  queue ??= new Queue(FOCUS_TIMER_QUEUE, {
    connection: ctx.bullConnection,
    prefix: bullPrefix(ctx.env.REDIS_PREFIX),
    defaultJobOptions: { removeOnComplete: { age: 3600, count: 10_000 }, removeOnFail: { age: 24 * 3600 } },
  });
  return queue;
}

/** Enqueues the delayed phase end of a running timer; a no-op if that phase's job already exists. */
export async function schedulePhaseEnd(ctx: Pick<JobContext, "bullConnection" | "env">, view: TimerView) {
  if (!isRunning(view)) return;
  const job = phaseEndJob(view);
  await timerQueue(ctx).add(job.name, job.data, job.opts);
}

/** Enqueues the phase ends of many running timers in one round trip (existing ids are kept as they are). */
export async function schedulePhaseEnds(ctx: Pick<JobContext, "bullConnection" | "env">, views: TimerView[]) {
  const running = views.filter(isRunning);
  if (running.length > 0) await timerQueue(ctx).addBulk(running.map((view) => phaseEndJob(view)));
}

/**
 * Drops the pending phase-end jobs of phases a batch has already ended, so they never run. A job that
 * is already running cannot be removed; it finds the version moved on and does nothing.
 */
export async function dropPhaseEndJobs(ctx: Pick<JobContext, "bullConnection" | "env">, ended: TimerView[]) {
  const queue = timerQueue(ctx);
  await Promise.all(ended.map((v) => queue.remove(phaseEndJobId(v.id, v.state.version)).catch(() => 0)));
}
