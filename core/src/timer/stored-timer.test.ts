import { describe, expect, it } from "vitest";
import { advance, initialTimerState, type TimerState, toggle } from "./focus-timer";
import { parseStoredTimer, serializeStoredTimer } from "./stored-timer";

const T0 = 1_700_000_000_000;
const SEC = 1000;
const MIN = 60 * SEC;

/** The form the original app stored, without the additions. */
function legacy(fields: Record<string, unknown>): string {
  return JSON.stringify({
    duration: 25,
    timeLeft: 1500,
    status: "stopped",
    sessionType: "focus",
    sessionCount: 0,
    startTime: null,
    lastUpdateTime: T0,
    ...fields,
  });
}

describe("parseStoredTimer: unreadable copies", () => {
  it.each([
    ["nothing stored", null],
    ["not JSON", "{not json"],
    ["JSON null", "null"],
    ["an array", "[]"],
    ["a wrong status", legacy({ status: "ticking" })],
    ["a wrong session type", legacy({ sessionType: "nap" })],
    ["a negative count", legacy({ sessionCount: -1 })],
    ["a fractional count", legacy({ sessionCount: 1.5 })],
    ["a negative timeLeft", legacy({ timeLeft: -3 })],
    ["timeLeft above the duration", legacy({ timeLeft: 1501 })],
    ["a missing lastUpdateTime", legacy({ lastUpdateTime: undefined })],
    ["a zero duration", legacy({ duration: 0 })],
    [
      "out-of-range settings",
      legacy({ settings: { focusMinutes: 1, shortBreakMinutes: 5, longBreakMinutes: 15 } }),
    ],
  ])("%s gives 25 minutes, stopped, focus, count 0", (_label, raw) => {
    const { state, events } = parseStoredTimer(raw, T0 + MIN);
    expect(state).toEqual(initialTimerState(T0 + MIN));
    expect(events).toEqual([]);
  });
});

describe("parseStoredTimer: the original app's form", () => {
  it("keeps a paused timer's time however long ago it was stored", () => {
    const { state } = parseStoredTimer(
      legacy({ status: "paused", timeLeft: 700, sessionCount: 2, lastUpdateTime: T0 }),
      T0 + 99 * MIN,
    );
    expect(state).toMatchObject({
      status: "paused",
      sessionType: "focus",
      sessionCount: 2,
      remainingSeconds: 700,
      phaseSeconds: 1500,
      endsAt: null,
      version: 0,
      updatedAt: T0,
    });
  });
  it("resumes a running timer minus the seconds elapsed since its last update", () => {
    const { state, events } = parseStoredTimer(legacy({ status: "running", timeLeft: 600 }), T0 + 100 * SEC);
    expect(events).toEqual([]);
    expect(state).toMatchObject({ status: "running", endsAt: T0 + 600 * SEC, version: 0 });
    expect(serializeStoredTimer(state, T0 + 100 * SEC)).toContain('"timeLeft":500');
  });
  it("treats a running session with no time left as complete", () => {
    const raw = legacy({ status: "running", timeLeft: 60, sessionCount: 3 });
    const { state, events } = parseStoredTimer(raw, T0 + 2 * MIN);
    expect(events).toMatchObject([
      { type: "focusCompleted", at: T0 + MIN, sessionCount: 4, nextBreak: "longBreak" },
    ]);
    expect(state).toMatchObject({
      status: "running",
      sessionType: "longBreak",
      endsAt: T0 + 16 * MIN,
      version: 1,
    });
  });
  it("completes a break that ended while away", () => {
    const raw = legacy({
      status: "running",
      sessionType: "shortBreak",
      duration: 5,
      timeLeft: 10,
      sessionCount: 1,
    });
    const { state, events } = parseStoredTimer(raw, T0 + 11 * SEC);
    expect(events).toEqual([{ type: "breakCompleted", at: T0 + 10 * SEC, kind: "shortBreak" }]);
    expect(state).toMatchObject({
      status: "stopped",
      sessionType: "focus",
      remainingSeconds: 1500,
      sessionCount: 1,
    });
  });
});

describe("serializeStoredTimer", () => {
  it("writes SPEC 3's fields for a running timer, exact at lastUpdateTime", () => {
    const running = toggle(initialTimerState(T0), T0).state;
    const stored = JSON.parse(serializeStoredTimer(running, T0 + 90 * SEC + 400));
    expect(stored).toMatchObject({
      duration: 25,
      timeLeft: 1410,
      status: "running",
      sessionType: "focus",
      sessionCount: 0,
      startTime: T0,
      lastUpdateTime: T0 + 90 * SEC,
      version: 1,
    });
  });
  it("writes a paused timer with its remaining seconds and no start time", () => {
    const paused = toggle(toggle(initialTimerState(T0), T0).state, T0 + MIN).state;
    expect(JSON.parse(serializeStoredTimer(paused, T0 + 5 * MIN))).toMatchObject({
      timeLeft: 1440,
      status: "paused",
      startTime: null,
      lastUpdateTime: T0 + MIN,
    });
  });
  it.each<[string, TimerState, number]>([
    ["stopped", initialTimerState(T0), T0 + 5 * MIN],
    ["running mid-second", toggle(initialTimerState(T0), T0 + 123).state, T0 + 7 * MIN + 456],
    ["paused", toggle(toggle(initialTimerState(T0), T0).state, T0 + 777).state, T0 + 9 * MIN],
    ["in a break", advance(toggle(initialTimerState(T0), T0).state, T0 + 26 * MIN).state, T0 + 27 * MIN],
    ["running past its end", toggle(initialTimerState(T0), T0).state, T0 + 26 * MIN],
    [
      "with the student's settings",
      toggle(initialTimerState(T0, { focusMinutes: 50, shortBreakMinutes: 10, longBreakMinutes: 30 }), T0)
        .state,
      T0 + MIN,
    ],
    ["on a shortened minute", toggle(initialTimerState(T0, undefined, 1), T0).state, T0 + 3 * SEC],
    [
      "in a shortened break",
      advance(toggle(initialTimerState(T0, undefined, 1), T0).state, T0 + 27 * SEC).state,
      T0 + 28 * SEC,
    ],
  ])("round-trips a %s timer to what advance would give", (_label, state, now) => {
    expect(parseStoredTimer(serializeStoredTimer(state, now), now)).toEqual(advance(state, now));
  });
});
