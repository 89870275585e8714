import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LONG_BREAK_EVERY } from "../constants";
import {
  advance,
  remainingAt,
  reset,
  type TimerEvent,
  type TimerState,
  type TimerStep,
  toggle,
  updateSettings,
} from "./focus-timer";
import { parseStoredTimer, serializeStoredTimer } from "./stored-timer";
import {
  type Command,
  commandsArb,
  initialArb,
  type Kind,
  kindOf,
  phaseElapsedMs,
  refBreakSeconds,
  runningMs,
} from "./timer-arbitraries";
import { phaseSecondsFor, type SessionType } from "./timer-settings";

/**
 * Random sessions of toggles, resets, reloads (serialize → parse), explicit advances, settings changes
 * and clock steps, checked against a ground truth the test computes itself: between two operations a
 * running focus phase counts focus time until its end, then its break counts break time until the break
 * ends and the clock stops. Conservation, for focus and for breaks separately:
 *   running time = Σ completed phase lengths + time thrown away by resets + the current phase's part
 * exactly on a whole-second clock; on a millisecond clock each pause may add under one second (the time
 * left is rounded up). With fixed settings Σ completed focus lengths = sessions completed × focus length.
 */

interface Phase {
  sessionType: SessionType;
  sessionCount: number;
}

/** (2) Events come in the only order the timer allows, with the right break after each focus. */
function checkPhaseOrder(before: TimerState, events: readonly TimerEvent[], now: number): Phase {
  let phase: Phase = { sessionType: before.sessionType, sessionCount: before.sessionCount };
  let lastAt = Number.NEGATIVE_INFINITY;
  for (const event of events) {
    expect(event.at).toBeLessThanOrEqual(now);
    expect(event.at).toBeGreaterThanOrEqual(lastAt);
    lastAt = event.at;
    if (event.type === "focusCompleted") {
      expect(phase.sessionType).toBe("focus");
      expect(event.sessionCount).toBe(phase.sessionCount + 1);
      const long = event.sessionCount % LONG_BREAK_EVERY === 0;
      expect(event.nextBreak).toBe(long ? "longBreak" : "shortBreak");
      phase = { sessionType: event.nextBreak, sessionCount: event.sessionCount };
    } else {
      expect(phase.sessionType).toBe(event.kind);
      phase = { sessionType: "focus", sessionCount: phase.sessionCount };
    }
  }
  return phase;
}

/** (3) and the shape every state must have at `now`. */
function checkState(state: TimerState, now: number, fixedSettings: boolean): void {
  const left = remainingAt(state, now);
  expect(left).toBeGreaterThanOrEqual(0);
  expect(left).toBeLessThanOrEqual(state.phaseSeconds);
  expect(Number.isInteger(left)).toBe(true);
  expect(state.remainingSeconds).toBeGreaterThanOrEqual(0);
  expect(state.remainingSeconds).toBeLessThanOrEqual(state.phaseSeconds);
  expect(state.endsAt === null).toBe(state.status !== "running");
  if (state.status === "stopped") {
    expect(state.sessionType).toBe("focus");
    expect(state.remainingSeconds).toBe(state.phaseSeconds);
  }
  if (state.status === "paused") expect(state.remainingSeconds).toBeGreaterThanOrEqual(1);
  if (state.sessionType !== "focus") {
    expect(state.sessionCount).toBeGreaterThanOrEqual(1);
    expect(state.sessionType === "longBreak").toBe(state.sessionCount % LONG_BREAK_EVERY === 0);
  }
  if (fixedSettings) expect(state.phaseSeconds).toBe(phaseSecondsFor(state.settings, state.sessionType));
}

interface RunOptions {
  wholeSeconds: boolean;
  withSettings: boolean;
}

/** Per kind of phase: running time measured, and time the timer accounts for. */
interface Ledger {
  actualMs: number;
  completedMs: number;
  discardedMs: number;
  pauses: number;
}

function runSession(initial: TimerState, commands: Command[], opts: RunOptions): void {
  const fixedSettings = !opts.withSettings;
  const { settings } = initial;
  let state = initial;
  let now = initial.updatedAt;
  const ledger: Record<Kind, Ledger> = {
    focus: { actualMs: 0, completedMs: 0, discardedMs: 0, pauses: 0 },
    break: { actualMs: 0, completedMs: 0, discardedMs: 0, pauses: 0 },
  };
  let lastChange = now; // the state in effect was caught up to this instant

  for (const command of commands) {
    if (command.kind === "step" || command.kind === "toEnd") {
      const target =
        command.kind === "step"
          ? now + command.ms
          : state.endsAt === null
            ? now
            : state.endsAt + command.offsetMs;
      now = Math.max(now, target);
      checkState(state, now, fixedSettings);
      continue;
    }
    const measured = runningMs(state, lastChange, now);
    ledger.focus.actualMs += measured.focus;
    ledger.break.actualMs += measured.break;
    lastChange = now;

    const before = state;
    const caughtUp = advance(before, now).state;
    let step: TimerStep;
    switch (command.kind) {
      case "toggle":
        step = toggle(before, now);
        if (caughtUp.status === "running") ledger[kindOf(caughtUp.sessionType)].pauses += 1;
        break;
      case "reset":
        ledger[kindOf(caughtUp.sessionType)].discardedMs += phaseElapsedMs(caughtUp, now);
        step = reset(before, now);
        break;
      case "reload":
        step = parseStoredTimer(serializeStoredTimer(before, now), now);
        // A reload loses nothing: it is exactly catching up to now.
        expect(step).toEqual(advance(before, now));
        break;
      case "advance":
        step = advance(before, now);
        break;
      case "settings":
        step = updateSettings(before, command.settings, now);
        break;
    }
    state = step.state;

    // (4) Versions: every user action is a change; catching up changes the state only with events.
    if (command.kind === "advance" || command.kind === "reload") {
      if (step.events.length === 0) expect(state).toEqual(before);
      else expect(state.version).toBe(before.version + 1);
    } else {
      expect(state.version).toBeGreaterThan(before.version);
    }

    // (2) Phase order, then what the command itself did to the phase.
    const phase = checkPhaseOrder(before, step.events, now);
    if (command.kind === "reset") {
      expect(state).toMatchObject({ sessionType: "focus", status: "stopped" });
    } else {
      expect(state.sessionType).toBe(phase.sessionType);
    }
    expect(state.sessionCount).toBe(phase.sessionCount);

    // (3) Remaining time in range; a caught-up running timer always has time left.
    checkState(state, now, fixedSettings);
    if (state.status === "running" && state.endsAt !== null) expect(state.endsAt).toBeGreaterThan(now);

    // (1) Conservation: running time = completed phases + discarded by resets + the current phase's part.
    let breakSeconds = before.sessionType === "focus" ? 0 : before.phaseSeconds;
    for (const event of step.events) {
      if (event.type === "focusCompleted") {
        ledger.focus.completedMs += event.focusSeconds * 1000;
        breakSeconds = event.breakSeconds;
        if (fixedSettings) expect(breakSeconds).toBe(refBreakSeconds(settings, event.sessionCount));
      } else {
        ledger.break.completedMs += breakSeconds * 1000;
      }
    }
    if (fixedSettings) {
      const completedFocus = state.sessionCount - initial.sessionCount;
      expect(ledger.focus.completedMs).toBe(completedFocus * settings.focusMinutes * 60_000);
    }
    for (const kind of ["focus", "break"] as const) {
      const { actualMs, completedMs, discardedMs, pauses } = ledger[kind];
      const current = kindOf(state.sessionType) === kind ? phaseElapsedMs(state, now) : 0;
      // A pause rounds the time left up to a whole second, so it may give back under a second.
      const gainMs = actualMs - (completedMs + discardedMs + current);
      expect(gainMs).toBeGreaterThanOrEqual(0);
      if (opts.wholeSeconds || pauses === 0) expect(gainMs).toBe(0);
      else expect(gainMs).toBeLessThan(1000 * pauses);
    }
  }
}

describe("focus timer properties", () => {
  it("on a whole-second clock, running time = completed phases + reset-discarded + current part, exactly", () => {
    fc.assert(
      fc.property(initialArb(true), commandsArb(true, false), (initial, commands) => {
        runSession(initial, commands, { wholeSeconds: true, withSettings: false });
      }),
      { numRuns: 400 },
    );
  });

  it("on a millisecond clock, the same holds except each pause may give back under one second", () => {
    fc.assert(
      fc.property(initialArb(false), commandsArb(false, false), (initial, commands) => {
        runSession(initial, commands, { wholeSeconds: false, withSettings: false });
      }),
      { numRuns: 400 },
    );
  });

  it("with settings changed mid-session, each phase counts the length it started with", () => {
    fc.assert(
      fc.property(initialArb(true), commandsArb(true, true), (initial, commands) => {
        runSession(initial, commands, { wholeSeconds: true, withSettings: true });
      }),
      { numRuns: 400 },
    );
  });
});
