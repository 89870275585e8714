import { describe, expect, it } from "vitest";
import {
  advance,
  initialTimerState,
  reconcile,
  remainingAt,
  reset,
  type TimerState,
  toggle,
  updateSettings,
} from "./focus-timer";

const T0 = 1_700_000_000_000;
const SEC = 1000;
const MIN = 60 * SEC;

/** A timer running focus from T0, after `completed` focus sessions. */
function runningFocus(completed = 0): TimerState {
  return toggle({ ...initialTimerState(T0), sessionCount: completed }, T0).state;
}

describe("initial state", () => {
  it("is a stopped 25-minute focus phase with nothing completed", () => {
    expect(initialTimerState(T0)).toEqual({
      status: "stopped",
      sessionType: "focus",
      sessionCount: 0,
      endsAt: null,
      remainingSeconds: 1500,
      phaseSeconds: 1500,
      version: 0,
      settings: { focusMinutes: 25, shortBreakMinutes: 5, longBreakMinutes: 15 },
      updatedAt: T0,
    });
  });
  it("uses the student's focus length", () => {
    const s = initialTimerState(T0, { focusMinutes: 50, shortBreakMinutes: 10, longBreakMinutes: 30 });
    expect(s.remainingSeconds).toBe(3000);
    expect(s.phaseSeconds).toBe(3000);
  });
});

describe("toggle", () => {
  it("starts a stopped timer: running, ends after the full phase", () => {
    const { state, events } = toggle(initialTimerState(T0), T0 + 5);
    expect(state.status).toBe("running");
    expect(state.endsAt).toBe(T0 + 5 + 1500 * SEC);
    expect(state.version).toBe(1);
    expect(state.updatedAt).toBe(T0 + 5);
    expect(events).toEqual([]);
  });
  it("pauses a running timer, rounding the part-second left up", () => {
    const { state } = toggle(runningFocus(), T0 + 10 * MIN + 300);
    expect(state.status).toBe("paused");
    expect(state.endsAt).toBeNull();
    expect(state.remainingSeconds).toBe(15 * 60);
    expect(state.version).toBe(2);
  });
  it("pauses at an exact second without rounding", () => {
    expect(toggle(runningFocus(), T0 + 61 * SEC).state.remainingSeconds).toBe(1500 - 61);
  });
  it("resumes a paused timer from what was left", () => {
    const paused = toggle(runningFocus(), T0 + 10 * MIN).state;
    const { state } = toggle(paused, T0 + 60 * MIN);
    expect(state.status).toBe("running");
    expect(state.endsAt).toBe(T0 + 60 * MIN + 15 * MIN);
    expect(state.version).toBe(3);
  });
  it("resumes a paused break as a break", () => {
    const inBreak = advance(runningFocus(), T0 + 25 * MIN).state;
    const paused = toggle(inBreak, T0 + 27 * MIN).state;
    expect(paused).toMatchObject({ status: "paused", sessionType: "shortBreak", remainingSeconds: 180 });
    expect(toggle(paused, T0 + 90 * MIN).state).toMatchObject({
      status: "running",
      sessionType: "shortBreak",
      endsAt: T0 + 93 * MIN,
    });
  });
  it("applies a passed phase end first, then pauses the break that followed", () => {
    const { state, events } = toggle(runningFocus(), T0 + 26 * MIN);
    expect(events.map((e) => e.type)).toEqual(["focusCompleted"]);
    expect(state).toMatchObject({ status: "paused", sessionType: "shortBreak", remainingSeconds: 4 * 60 });
  });
  it("after a long absence, a toggle starts the next focus phase", () => {
    const { state, events } = toggle(runningFocus(), T0 + 5 * 60 * MIN);
    expect(events.map((e) => e.type)).toEqual(["focusCompleted", "breakCompleted"]);
    expect(state).toMatchObject({ status: "running", sessionType: "focus", sessionCount: 1 });
    expect(state.endsAt).toBe(T0 + 5 * 60 * MIN + 25 * MIN);
  });
  it("a stored pause with nothing left completes as soon as it resumes", () => {
    const paused: TimerState = { ...initialTimerState(T0), status: "paused", remainingSeconds: 0 };
    const { state, events } = toggle(paused, T0);
    expect(events).toMatchObject([{ type: "focusCompleted", at: T0, sessionCount: 1 }]);
    expect(state).toMatchObject({ status: "running", sessionType: "shortBreak", endsAt: T0 + 5 * MIN });
  });
});

describe("advance", () => {
  it("changes nothing before the phase ends, and keeps the version", () => {
    const s = runningFocus();
    const step = advance(s, T0 + 25 * MIN - 1);
    expect(step.state).toBe(s);
    expect(step.events).toEqual([]);
  });
  it("changes nothing for a stopped or paused timer", () => {
    const stopped = initialTimerState(T0);
    expect(advance(stopped, T0 + 10 ** 9).state).toBe(stopped);
    const paused = toggle(runningFocus(), T0 + MIN).state;
    expect(advance(paused, T0 + 10 ** 9).state).toBe(paused);
  });
  it("ends a focus phase exactly at endsAt: count rises, a short break starts at once", () => {
    const { state, events } = advance(runningFocus(), T0 + 25 * MIN);
    expect(state).toMatchObject({
      status: "running",
      sessionType: "shortBreak",
      sessionCount: 1,
      endsAt: T0 + 30 * MIN,
      remainingSeconds: 300,
      phaseSeconds: 300,
      version: 2,
      updatedAt: T0 + 25 * MIN,
    });
    expect(events).toEqual([
      {
        type: "focusCompleted",
        at: T0 + 25 * MIN,
        sessionCount: 1,
        focusSeconds: 1500,
        nextBreak: "shortBreak",
        breakSeconds: 300,
      },
    ]);
  });
  it("times the break from the focus end, not from when it was noticed", () => {
    const { state } = advance(runningFocus(), T0 + 27 * MIN);
    expect(state.endsAt).toBe(T0 + 30 * MIN);
    expect(remainingAt(state, T0 + 27 * MIN)).toBe(180);
  });
  it.each([
    [0, "shortBreak"],
    [1, "shortBreak"],
    [2, "shortBreak"],
    [3, "longBreak"],
    [4, "shortBreak"],
    [7, "longBreak"],
    [11, "longBreak"],
  ] as const)("after %i completed sessions the next focus end leads to a %s", (done, kind) => {
    const { state, events } = advance(runningFocus(done), T0 + 25 * MIN);
    expect(state.sessionType).toBe(kind);
    expect(state.sessionCount).toBe(done + 1);
    expect(events[0]).toMatchObject({ nextBreak: kind, breakSeconds: kind === "longBreak" ? 900 : 300 });
  });
  it("ends a break: stopped, focus, full focus length, count kept", () => {
    const inBreak = advance(runningFocus(3), T0 + 25 * MIN).state;
    const { state, events } = advance(inBreak, T0 + 40 * MIN);
    expect(state).toMatchObject({
      status: "stopped",
      sessionType: "focus",
      sessionCount: 4,
      endsAt: null,
      remainingSeconds: 1500,
      phaseSeconds: 1500,
      version: 3,
    });
    expect(events).toEqual([{ type: "breakCompleted", at: T0 + 40 * MIN, kind: "longBreak" }]);
  });
  it("applies both ends after a long absence, with one version bump", () => {
    const { state, events } = advance(runningFocus(), T0 + 3 * 60 * MIN);
    expect(events).toMatchObject([
      { type: "focusCompleted", at: T0 + 25 * MIN },
      { type: "breakCompleted", at: T0 + 30 * MIN, kind: "shortBreak" },
    ]);
    expect(state).toMatchObject({ status: "stopped", sessionType: "focus", sessionCount: 1, version: 2 });
  });
  it("uses the student's break lengths", () => {
    const settings = { focusMinutes: 30, shortBreakMinutes: 7, longBreakMinutes: 20 };
    const s = toggle(initialTimerState(T0, settings), T0).state;
    expect(advance(s, T0 + 30 * MIN).state.endsAt).toBe(T0 + 37 * MIN);
  });
});

describe("remainingAt", () => {
  it("counts down in whole seconds, rounding up", () => {
    const s = runningFocus();
    expect(remainingAt(s, T0)).toBe(1500);
    expect(remainingAt(s, T0 + 1)).toBe(1500);
    expect(remainingAt(s, T0 + SEC)).toBe(1499);
    expect(remainingAt(s, T0 + 25 * MIN - 1)).toBe(1);
  });
  it("is 0 once the phase has ended and never negative", () => {
    expect(remainingAt(runningFocus(), T0 + 99 * MIN)).toBe(0);
  });
  it("never exceeds the phase, even if the clock went back", () => {
    expect(remainingAt(runningFocus(), T0 - 10 * MIN)).toBe(1500);
  });
  it("is the stored value while paused or stopped", () => {
    expect(remainingAt(initialTimerState(T0), T0 + 10 ** 9)).toBe(1500);
    const paused = toggle(runningFocus(), T0 + MIN).state;
    expect(remainingAt(paused, T0 + 10 ** 9)).toBe(1440);
  });
});

describe("reset", () => {
  it.each([
    ["stopped", initialTimerState(T0), 0],
    ["running (its focus ended at 25 min)", runningFocus(2), 3],
    ["paused", toggle(runningFocus(2), T0 + MIN).state, 2],
    ["in a break", advance(runningFocus(2), T0 + 25 * MIN).state, 3],
  ] as const)("from %s: stopped focus with the full length, version bumped", (_label, s, count) => {
    const { state } = reset(s, T0 + 26 * MIN);
    expect(state).toMatchObject({
      status: "stopped",
      sessionType: "focus",
      sessionCount: count,
      endsAt: null,
      remainingSeconds: 1500,
      phaseSeconds: 1500,
      updatedAt: T0 + 26 * MIN,
    });
    expect(state.version).toBeGreaterThan(s.version);
  });
  it("counts a focus session that had already ended before the reset", () => {
    const { state, events } = reset(runningFocus(), T0 + 26 * MIN);
    expect(state.sessionCount).toBe(1);
    expect(events.map((e) => e.type)).toEqual(["focusCompleted"]);
  });
  it("does not count an unfinished focus session", () => {
    expect(reset(runningFocus(), T0 + 24 * MIN).state.sessionCount).toBe(0);
  });
});

describe("updateSettings", () => {
  const longer = { focusMinutes: 45, shortBreakMinutes: 10, longBreakMinutes: 30 };
  it("gives a stopped timer its new length at once", () => {
    const { state } = updateSettings(initialTimerState(T0), longer, T0 + 1);
    expect(state).toMatchObject({ remainingSeconds: 2700, phaseSeconds: 2700, settings: longer, version: 1 });
  });
  it("lets a running phase keep its time; the next phases use the new lengths", () => {
    const { state } = updateSettings(runningFocus(), longer, T0 + MIN);
    expect(state).toMatchObject({ status: "running", endsAt: T0 + 25 * MIN, phaseSeconds: 1500, version: 2 });
    const next = advance(state, T0 + 25 * MIN);
    expect(next.state.endsAt).toBe(T0 + 35 * MIN);
    expect(next.events[0]).toMatchObject({ focusSeconds: 1500, breakSeconds: 600 });
    expect(advance(next.state, T0 + 35 * MIN).state.remainingSeconds).toBe(2700);
  });
  it("lets a paused phase keep its time", () => {
    const paused = toggle(runningFocus(), T0 + MIN).state;
    const { state } = updateSettings(paused, { ...longer, focusMinutes: 5 }, T0 + 2 * MIN);
    expect(state).toMatchObject({ status: "paused", remainingSeconds: 1440, phaseSeconds: 1500 });
  });
  it("rejects settings outside the allowed range", () => {
    expect(() => updateSettings(initialTimerState(T0), { ...longer, focusMinutes: 4 }, T0)).toThrow();
  });
});

describe("reconcile", () => {
  const a = initialTimerState(T0);
  const b = toggle(a, T0).state;
  it("keeps the copy with the newer version", () => {
    expect(reconcile(b, a)).toBe(b);
    expect(reconcile(a, b)).toBe(b);
  });
  it("prefers the remote copy on a tie", () => {
    const remote = { ...a, sessionCount: 9 };
    expect(reconcile(a, remote)).toBe(remote);
  });
});

describe("a shortened minute (end-to-end tests only)", () => {
  const scaled = (completed = 0) =>
    toggle({ ...initialTimerState(T0, undefined, 1), sessionCount: completed }, T0).state;
  it("keeps the settings in minutes but lasts one second per minute", () => {
    const s = initialTimerState(T0, undefined, 1);
    expect(s).toMatchObject({ remainingSeconds: 25, phaseSeconds: 25, minuteSeconds: 1 });
    expect(s.settings.focusMinutes).toBe(25);
  });
  it("times the breaks and the return to focus on the same scale", () => {
    const afterFocus = advance(scaled(3), T0 + 25 * SEC);
    expect(afterFocus.state).toMatchObject({ sessionType: "longBreak", phaseSeconds: 15, status: "running" });
    expect(afterFocus.events[0]).toMatchObject({
      type: "focusCompleted",
      focusSeconds: 25,
      breakSeconds: 15,
    });
    const afterBreak = advance(afterFocus.state, T0 + 40 * SEC);
    expect(afterBreak.state).toMatchObject({ status: "stopped", sessionType: "focus", remainingSeconds: 25 });
  });
  it("applies new settings on the same scale", () => {
    const { state } = updateSettings(
      initialTimerState(T0, undefined, 2),
      { focusMinutes: 5, shortBreakMinutes: 1, longBreakMinutes: 2 },
      T0,
    );
    expect(state.phaseSeconds).toBe(10);
  });
});
