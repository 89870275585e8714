import {
  type BreakType,
  breakAfter,
  DEFAULT_TIMER_SETTINGS,
  phaseSecondsFor,
  readTimerSettings,
  SECONDS_PER_MINUTE,
  type SessionType,
  type TimerSettings,
  timerSettingsIssue,
} from "./timer-settings";

/**
 * The focus timer as pure functions over `(state, now)`. The server stores a `TimerState` and is the
 * authority; clients render it with `remainingAt` and may run `advance` locally so the display does not
 * wait for the server. Every change bumps `version`, so two copies reconcile by version alone.
 * Every operation first applies the phase ends that have passed by `now` (as `advance` does) and returns
 * them as events, so a button pressed after a phase ended acts on the phase the student now sees.
 */

/** Whether the clock is counting down. */
export type TimerStatus = "stopped" | "running" | "paused";

/** The whole timer, as stored and sent to clients. */
export interface TimerState {
  status: TimerStatus;
  sessionType: SessionType;
  /** Completed focus sessions. */
  sessionCount: number;
  /** When the current phase ends (ms), only while running. */
  endsAt: number | null;
  /**
   * Seconds left in the phase as of `updatedAt`. While running, `endsAt` is the truth and this is a
   * snapshot; use `remainingAt` to render.
   */
  remainingSeconds: number;
  /**
   * Full length of the current phase in seconds, fixed when the phase began, so a settings change
   * mid-phase never makes the remaining time exceed the phase (and progress rings stay right).
   */
  phaseSeconds: number;
  /** Increases by at least one on every change. */
  version: number;
  settings: TimerSettings;
  /** When the state last changed (ms). */
  updatedAt: number;
  /**
   * Real seconds per settings minute; absent means 60. Only end-to-end tests shorten it (the server's
   * TIMER_MINUTE_SECONDS), so phases last seconds while the settings still read in minutes.
   */
  minuteSeconds?: number;
}

/** Something the caller may announce or record; `at` is when it happened, not when it was noticed. */
export type TimerEvent =
  | {
      type: "focusCompleted";
      at: number;
      /** Completed focus sessions including this one. */
      sessionCount: number;
      /** Length of the focus session that just ended. */
      focusSeconds: number;
      nextBreak: BreakType;
      breakSeconds: number;
    }
  | { type: "breakCompleted"; at: number; kind: BreakType };

/** The result of any operation that may cross a phase end: the new state and what happened. */
export interface TimerStep {
  state: TimerState;
  events: TimerEvent[];
}

/** A stopped focus timer with the full focus length and no sessions completed. */
export function initialTimerState(
  now: number,
  settings: TimerSettings = DEFAULT_TIMER_SETTINGS,
  minuteSeconds: number = SECONDS_PER_MINUTE,
): TimerState {
  const focusSeconds = phaseSecondsFor(settings, "focus", minuteSeconds);
  return {
    ...(minuteSeconds === SECONDS_PER_MINUTE ? {} : { minuteSeconds }),
    status: "stopped",
    sessionType: "focus",
    sessionCount: 0,
    endsAt: null,
    remainingSeconds: focusSeconds,
    phaseSeconds: focusSeconds,
    version: 0,
    settings: { ...settings },
    updatedAt: now,
  };
}

/** Whole seconds left in the current phase at `now`: never negative, never above the phase length. */
export function remainingAt(state: TimerState, now: number): number {
  if (state.status !== "running" || state.endsAt === null) {
    return clamp(state.remainingSeconds, 0, state.phaseSeconds);
  }
  return clamp(Math.ceil((state.endsAt - now) / 1000), 0, state.phaseSeconds);
}

/**
 * Applies every phase end that has passed by `now`; after a long time away this can be a focus end and
 * then the break end. A focus end starts its break at once, timed from the moment the focus ended.
 */
export function advance(state: TimerState, now: number): TimerStep {
  const { state: next, events } = applyPhaseEnds(state, now);
  return { state: events.length > 0 ? bump(next, now) : state, events };
}

/** Start or resume (stopped or paused → running), or pause (running → paused). */
export function toggle(state: TimerState, now: number): TimerStep {
  const first = applyPhaseEnds(state, now);
  const current = first.state;
  if (current.status === "running" && current.endsAt !== null) {
    const paused: TimerState = {
      ...current,
      status: "paused",
      endsAt: null,
      remainingSeconds: remainingAt(current, now),
    };
    return { state: bump(paused, now), events: first.events };
  }
  const running: TimerState = {
    ...current,
    status: "running",
    endsAt: now + current.remainingSeconds * 1000,
  };
  // A stored pause with nothing left ends as soon as it resumes.
  const second = applyPhaseEnds(running, now);
  return { state: bump(second.state, now), events: [...first.events, ...second.events] };
}

/** Back to a stopped focus phase with the full focus length; completed sessions are kept. */
export function reset(state: TimerState, now: number): TimerStep {
  const { state: current, events } = applyPhaseEnds(state, now);
  return { state: bump(stoppedFocus(current), now), events };
}

/**
 * New lengths. A stopped timer takes its new length at once; a running or paused phase keeps the time it
 * has, and the next phases use the new lengths. Throws if `settings` fail `timerSettingsIssue` (TimerSettingsSchema's rules), since
 * callers validate input before it reaches the model.
 */
export function updateSettings(state: TimerState, settings: TimerSettings, now: number): TimerStep {
  const issue = timerSettingsIssue(settings);
  if (issue !== null) throw new RangeError(issue);
  const valid = readTimerSettings(settings) as TimerSettings;
  const { state: current, events } = applyPhaseEnds(state, now);
  let next: TimerState = { ...current, settings: valid };
  if (next.status === "stopped") {
    const seconds = phaseSecondsFor(valid, next.sessionType, next.minuteSeconds);
    next = { ...next, remainingSeconds: seconds, phaseSeconds: seconds };
  }
  return { state: bump(next, now), events };
}

/** Of two copies of the same timer, the one with the newer version; on a tie the remote copy. */
export function reconcile(local: TimerState, remote: TimerState): TimerState {
  return local.version > remote.version ? local : remote;
}

function applyPhaseEnds(state: TimerState, now: number): TimerStep {
  let current = state;
  const events: TimerEvent[] = [];
  // At most a focus end and a break end: a break end stops the timer.
  while (current.status === "running" && current.endsAt !== null && current.endsAt <= now) {
    const endedAt = current.endsAt;
    if (current.sessionType === "focus") {
      const sessionCount = current.sessionCount + 1;
      const nextBreak = breakAfter(sessionCount);
      const breakSeconds = phaseSecondsFor(current.settings, nextBreak, current.minuteSeconds);
      events.push({
        type: "focusCompleted",
        at: endedAt,
        sessionCount,
        focusSeconds: current.phaseSeconds,
        nextBreak,
        breakSeconds,
      });
      current = {
        ...current,
        sessionType: nextBreak,
        sessionCount,
        endsAt: endedAt + breakSeconds * 1000,
        remainingSeconds: breakSeconds,
        phaseSeconds: breakSeconds,
      };
    } else {
      events.push({ type: "breakCompleted", at: endedAt, kind: current.sessionType });
      current = stoppedFocus(current);
    }
  }
  return { state: current, events };
}

function stoppedFocus(state: TimerState): TimerState {
  const focusSeconds = phaseSecondsFor(state.settings, "focus", state.minuteSeconds);
  return {
    ...state,
    status: "stopped",
    sessionType: "focus",
    endsAt: null,
    remainingSeconds: focusSeconds,
    phaseSeconds: focusSeconds,
  };
}

/** Marks a change at `now`, keeping `remainingSeconds` true as of `updatedAt`. */
function bump(state: TimerState, now: number): TimerState {
  return { ...state, remainingSeconds: remainingAt(state, now), version: state.version + 1, updatedAt: now };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
