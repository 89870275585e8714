import {
  FOCUS_PHASE_END_JOB,
  type FocusPhaseEndPayload,
  phaseEndJobId,
} from "@vidya/core/jobs/focus-phase-end";
import type { TimerEvent, TimerState, TimerStep } from "@vidya/core/timer/focus-timer";
import { studyDayIncrements } from "@vidya/core/timer/timer-effects";
import { parseTimerEvents, timerRowFromState, timerStateFromRow } from "@vidya/core/timer/timer-row";
import { storeTimerChangeSql } from "@vidya/core/timer/timer-sql";
import type { Context } from "../../context";
import type { FocusTimer, Prisma } from "../../generated/prisma/client";

/** A user's timer as the API returns it. */
export interface TimerView {
  id: string;
  userId: string;
  state: TimerState;
  /** Phase ends caused by the change that produced `state.version`. */
  events: TimerEvent[];
  timeZone: string;
}

/** The view of a stored row under this deployment's minute. */
export function viewOfRow(row: FocusTimer, minuteSeconds: number): TimerView {
  return {
    id: row.id,
    userId: row.userId,
    state: timerStateFromRow(row, minuteSeconds),
    events: parseTimerEvents(row.lastEvents),
    timeZone: row.timeZone,
  };
}

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
  const { state } = view;
  if (state.status !== "running" || state.endsAt === null) return;
  const payload: FocusPhaseEndPayload = { timerId: view.id, version: state.version };
  await ctx.queues.focusTimer.add(FOCUS_PHASE_END_JOB, payload, {
    jobId: phaseEndJobId(view.id, state.version),
    delay: Math.max(0, state.endsAt - Date.now()),
    attempts: 8,
    backoff: { type: "exponential", delay: 250 },
  });
}

/** Drops the pending phase end of a phase that was paused or reset; it would be a no-op anyway. */
export async function unschedulePhaseEnd(ctx: Pick<Context, "queues">, view: TimerView): Promise<void> {
  if (view.state.status !== "running") return;
  await ctx.queues.focusTimer.remove(phaseEndJobId(view.id, view.state.version));
}
