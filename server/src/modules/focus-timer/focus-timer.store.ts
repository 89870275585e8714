import { phaseEndJobId } from "@vidya/core/jobs/focus-phase-end";
import type { TimerEvent, TimerState, TimerStep } from "@vidya/core/timer/focus-timer";
import { studyDayIncrements } from "@vidya/core/timer/timer-effects";
import { timerRowFromState } from "@vidya/core/timer/timer-row";
import { storeTimerChangeSql } from "@vidya/core/timer/timer-sql";
import { isRunning, phaseEndJob, type TimerView } from "@vidya/core/timer/timer-view";
import type { Prisma } from "@vidya/db/prisma";
import type { Context } from "../../context";

/** The columns that hold `state` and its events, in Prisma's input types. */
export function rowData(state: TimerState, events: TimerEvent[]) {
  const data = timerRowFromState(state, events);
  return { ...data, lastEvents: data.lastEvents as unknown as Prisma.InputJsonValue };
}

/**
 * Stores `step` only if the row still holds `from.state.version` (optimistic concurrency), together
 * with the focus minutes it completed, in one statement. False when another change won the race.
 */
export async function storeStep(
  db: Context["db"],
  from: TimerView,
  step: TimerStep,
  timeZone: string,
  minuteSeconds: number,
): Promise<boolean> {
  const increments = studyDayIncrements(step.events, timeZone, minuteSeconds);
  const row = timerRowFromState(step.state, step.events);
  const sql = storeTimerChangeSql(from.id, from.state.version, row, timeZone, increments);
  const [result] = await db.$queryRawUnsafe<{ n: number }[]>(sql.text, ...sql.values);
  return result?.n === 1;
}

/**
 * Enqueues the delayed job that ends a running phase at `endsAt`. The job id names the timer and the
 * version, so enqueuing the same phase twice is a no-op, and the job applies only at that version.
 */
export async function schedulePhaseEnd(ctx: Pick<Context, "queues">, view: TimerView): Promise<void> {
  if (!isRunning(view)) return;
  const job = phaseEndJob(view);
  await ctx.queues.focusTimer.add(job.name, job.data, job.opts);
}

/** Drops the pending phase end of a phase that was paused or reset; it would be a no-op anyway. */
export async function unschedulePhaseEnd(ctx: Pick<Context, "queues">, view: TimerView): Promise<void> {
  if (view.state.status !== "running") return;
  await ctx.queues.focusTimer.remove(phaseEndJobId(view.id, view.state.version));
}
