import { IDLE_TIMEOUT_MS } from "../constants";

/**
 * SPEC 4's time tracking as pure functions over (tracker, now): tracking starts with the first input
 * (mouse, keyboard, scroll, touch) and stops after IDLE_TIMEOUT_MS without any; the idle stretch is
 * not study time. Study time runs from the first input of a stretch to its latest input: a pause of
 * less than IDLE_TIMEOUT_MS between inputs counts (reading, thinking), the minutes after the last
 * input count only once another input shows the student was still there. So a save made while the
 * student is away never credits time the idle rule would later take back. Credited time is handed
 * out in whole seconds, the part-second carried over.
 */
export interface ActivityTracker {
  /** When the current active stretch began (SPEC's sessionStartTime), or null while idle. */
  sessionStart: number | null;
  lastActivity: number | null;
  /** Time up to here has been credited already. */
  creditedUntil: number | null;
}

export const idleTracker: ActivityTracker = Object.freeze({
  sessionStart: null,
  lastActivity: null,
  creditedUntil: null,
});

/** An input event at `now`: starts a stretch if idle, and keeps it alive. */
export function noteActivity(tracker: ActivityTracker, now: number): ActivityTracker {
  if (tracker.sessionStart === null || isIdle(tracker, now)) {
    return { sessionStart: now, lastActivity: now, creditedUntil: now };
  }
  return { ...tracker, lastActivity: Math.max(now, tracker.lastActivity ?? now) };
}

/** True once IDLE_TIMEOUT_MS have passed since the last input. */
export function isIdle(tracker: ActivityTracker, now: number): boolean {
  return tracker.lastActivity === null || now - tracker.lastActivity >= IDLE_TIMEOUT_MS;
}

/**
 * Whole seconds of active time not yet credited (up to the latest input), and the tracker after
 * crediting them. Once the user has gone idle at `now`, the stretch ends.
 */
export function collect(
  tracker: ActivityTracker,
  now: number,
): { tracker: ActivityTracker; seconds: number } {
  if (tracker.sessionStart === null || tracker.creditedUntil === null || tracker.lastActivity === null) {
    return { tracker: idleTracker, seconds: 0 };
  }
  const idle = isIdle(tracker, now);
  const ms = Math.max(0, tracker.lastActivity - tracker.creditedUntil);
  const seconds = Math.floor(ms / 1000);
  if (idle) return { tracker: idleTracker, seconds };
  return { tracker: { ...tracker, creditedUntil: tracker.creditedUntil + seconds * 1000 }, seconds };
}
