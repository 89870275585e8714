import { type FocusPhaseEndPayload, phaseEndJobId } from "../jobs/focus-phase-end";
import { FOCUS_PHASE_END_SPEC, jobOptions } from "../jobs/specs";
import type { TimerEvent, TimerState } from "./focus-timer";
import { parseTimerEvents, type TimerRow, timerStateFromRow } from "./timer-row";

/**
 * A user's timer as the server returns it and the worker publishes it: the same mapping from the
 * stored row on both sides, so they agree on every timer.
 */
export interface TimerView {
  id: string;
  userId: string;
  state: TimerState;
  /** Phase ends caused by the change that produced `state.version`. */
  events: TimerEvent[];
  timeZone: string;
}

/** The view of a stored row under this deployment's minute. */
export function viewOfRow(
  row: TimerRow & { id: string; userId: string; lastEvents: unknown; timeZone: string },
  minuteSeconds: number,
): TimerView {
  return {
    id: row.id,
    userId: row.userId,
    state: timerStateFromRow(row, minuteSeconds),
    events: parseTimerEvents(row.lastEvents),
    timeZone: row.timeZone,
  };
}

/** True while a phase runs towards an end time (and so has a phase-end job). */
export const isRunning = (view: TimerView): boolean =>
  view.state.status === "running" && view.state.endsAt !== null;

/**
 * The delayed job that ends a running phase at `endsAt`. Its id names the timer and the version, so
 * enqueuing the same phase twice is a no-op, and the job applies only at that version.
 */
export function phaseEndJob(view: TimerView, now = Date.now()) {
  const { state } = view;
  const payload: FocusPhaseEndPayload = { timerId: view.id, version: state.version };
  return {
    name: FOCUS_PHASE_END_SPEC.name,
    data: payload,
    opts: jobOptions(FOCUS_PHASE_END_SPEC, {
      jobId: phaseEndJobId(view.id, state.version),
      delay: Math.max(0, (state.endsAt ?? now) - now),
    }),
  };
}
