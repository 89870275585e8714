import fc from "fast-check";
import { initialTimerState, type TimerState } from "./focus-timer";
import {
  BREAK_MINUTES_MAX,
  BREAK_MINUTES_MIN,
  FOCUS_MINUTES_MAX,
  FOCUS_MINUTES_MIN,
  type SessionType,
  type TimerSettings,
} from "./timer-settings";

/**
 * Test support only (fast-check is a dev dependency): random timer sessions and the ground truth the
 * property tests measure them against, written independently of the timer's own code.
 */

/** One step of a random session. */
export type Command =
  | { kind: "step"; ms: number }
  | { kind: "toEnd"; offsetMs: number }
  | { kind: "toggle" | "reset" | "reload" | "advance" }
  | { kind: "settings"; settings: TimerSettings };

/** Any valid settings. */
export const settingsArb: fc.Arbitrary<TimerSettings> = fc.record({
  focusMinutes: fc.integer({ min: FOCUS_MINUTES_MIN, max: FOCUS_MINUTES_MAX }),
  shortBreakMinutes: fc.integer({ min: BREAK_MINUTES_MIN, max: BREAK_MINUTES_MAX }),
  longBreakMinutes: fc.integer({ min: BREAK_MINUTES_MIN, max: BREAK_MINUTES_MAX }),
});

/** Clock steps: a tick, a few minutes, or a long time offline; whole seconds or any millisecond. */
function stepArb(wholeSeconds: boolean): fc.Arbitrary<Command> {
  const unit = wholeSeconds ? 1000 : 1;
  const max = (ms: number) => Math.floor(ms / unit);
  return fc
    .oneof(
      { weight: 3, arbitrary: fc.integer({ min: 0, max: max(5000) }) },
      { weight: 4, arbitrary: fc.integer({ min: 0, max: max(40 * 60_000) }) },
      { weight: 1, arbitrary: fc.integer({ min: 0, max: max(8 * 3_600_000) }) },
    )
    .map((n) => ({ kind: "step", ms: n * unit }));
}

/** A random session of operations and clock steps. */
export function commandsArb(wholeSeconds: boolean, withSettings: boolean): fc.Arbitrary<Command[]> {
  const simple = (kind: "toggle" | "reset" | "reload" | "advance"): fc.Arbitrary<Command> =>
    fc.constant({ kind });
  const choices: fc.WeightedArbitrary<Command>[] = [
    { weight: 8, arbitrary: stepArb(wholeSeconds) },
    {
      weight: 3,
      arbitrary: fc
        .constantFrom(...(wholeSeconds ? [-1000, 0, 1000] : [-1000, -1, 0, 1, 1000]))
        .map((offsetMs) => ({ kind: "toEnd", offsetMs })),
    },
    { weight: 4, arbitrary: simple("toggle") },
    { weight: 1, arbitrary: simple("reset") },
    { weight: 2, arbitrary: simple("reload") },
    { weight: 2, arbitrary: simple("advance") },
  ];
  if (withSettings) {
    choices.push({ weight: 2, arbitrary: settingsArb.map((settings) => ({ kind: "settings", settings })) });
  }
  return fc.array(fc.oneof(...choices), { maxLength: 80 });
}

/** Focus or either break, for bookkeeping. */
export type Kind = "focus" | "break";

/** Which kind of phase a session type is. */
export function kindOf(sessionType: SessionType): Kind {
  return sessionType === "focus" ? "focus" : "break";
}

/** The test's own rule for the break after the `count`-th focus session, in seconds. */
export function refBreakSeconds(settings: TimerSettings, count: number): number {
  return (count % 4 === 0 ? settings.longBreakMinutes : settings.shortBreakMinutes) * 60;
}

/**
 * Ground truth: milliseconds of (from, to] spent running focus and running a break, given the state in
 * effect from its last operation. A running focus is followed by its break; a break end stops the clock.
 */
export function runningMs(state: TimerState, from: number, to: number): Record<Kind, number> {
  const overlap = (start: number, end: number) => Math.max(0, Math.min(to, end) - Math.max(from, start));
  if (state.status !== "running" || state.endsAt === null) return { focus: 0, break: 0 };
  if (state.sessionType !== "focus") return { focus: 0, break: overlap(from, state.endsAt) };
  const breakEnd = state.endsAt + refBreakSeconds(state.settings, state.sessionCount + 1) * 1000;
  return { focus: overlap(from, state.endsAt), break: overlap(state.endsAt, breakEnd) };
}

/** Milliseconds of the current phase already counted by the timer. */
export function phaseElapsedMs(state: TimerState, now: number): number {
  if (state.status === "running" && state.endsAt !== null) {
    return state.phaseSeconds * 1000 - (state.endsAt - now);
  }
  return (state.phaseSeconds - state.remainingSeconds) * 1000;
}

/** A fresh timer at a random instant, after a random number of completed sessions. */
export function initialArb(wholeSeconds: boolean): fc.Arbitrary<TimerState> {
  return fc
    .record({
      start: fc.integer({ min: 1_600_000_000, max: 1_900_000_000 }),
      jitter: wholeSeconds ? fc.constant(0) : fc.integer({ min: 0, max: 999 }),
      settings: settingsArb,
      count: fc.integer({ min: 0, max: 12 }),
    })
    .map(({ start, jitter, settings, count }) => ({
      ...initialTimerState(start * 1000 + jitter, settings),
      sessionCount: count,
    }));
}
