import { describe, expect, it } from "vitest";
import { breakAfter, DEFAULT_TIMER_SETTINGS, phaseSecondsFor, timerSettingsIssue } from "./timer-settings";
import { TimerSettingsSchema } from "./timer-settings-schema";

function firstMessage(input: unknown): string | undefined {
  const r = TimerSettingsSchema.safeParse(input);
  return r.success ? undefined : r.error.issues[0]?.message;
}

describe("TimerSettingsSchema", () => {
  it("accepts the defaults and the bounds", () => {
    expect(TimerSettingsSchema.parse(DEFAULT_TIMER_SETTINGS)).toEqual({
      focusMinutes: 25,
      shortBreakMinutes: 5,
      longBreakMinutes: 15,
    });
    expect(
      TimerSettingsSchema.safeParse({ focusMinutes: 5, shortBreakMinutes: 1, longBreakMinutes: 60 }).success,
    ).toBe(true);
    expect(
      TimerSettingsSchema.safeParse({ focusMinutes: 90, shortBreakMinutes: 60, longBreakMinutes: 1 }).success,
    ).toBe(true);
  });
  it.each([
    [
      { focusMinutes: 4, shortBreakMinutes: 5, longBreakMinutes: 15 },
      "Focus length must be at least 5 minutes.",
    ],
    [
      { focusMinutes: 91, shortBreakMinutes: 5, longBreakMinutes: 15 },
      "Focus length can be at most 90 minutes.",
    ],
    [
      { focusMinutes: 25, shortBreakMinutes: 0, longBreakMinutes: 15 },
      "Short break must be at least 1 minute.",
    ],
    [
      { focusMinutes: 25, shortBreakMinutes: 5, longBreakMinutes: 61 },
      "Long break can be at most 60 minutes.",
    ],
    [
      { focusMinutes: 25.5, shortBreakMinutes: 5, longBreakMinutes: 15 },
      "Focus length must be a whole number of minutes.",
    ],
    [
      { focusMinutes: "25", shortBreakMinutes: 5, longBreakMinutes: 15 },
      "Focus length must be a number of minutes.",
    ],
    [{ focusMinutes: 25, shortBreakMinutes: 5 }, "Long break must be a number of minutes."],
  ])("rejects %j with a readable message", (input, message) => {
    expect(firstMessage(input)).toBe(message);
  });
});

describe("phaseSecondsFor and breakAfter", () => {
  it("gives each phase its length in seconds", () => {
    expect(phaseSecondsFor(DEFAULT_TIMER_SETTINGS, "focus")).toBe(1500);
    expect(phaseSecondsFor(DEFAULT_TIMER_SETTINGS, "shortBreak")).toBe(300);
    expect(phaseSecondsFor(DEFAULT_TIMER_SETTINGS, "longBreak")).toBe(900);
  });
  it("gives a long break after every 4th completed focus session", () => {
    expect([1, 2, 3, 4, 5, 8, 12].map(breakAfter)).toEqual([
      "shortBreak",
      "shortBreak",
      "shortBreak",
      "longBreak",
      "shortBreak",
      "longBreak",
      "longBreak",
    ]);
  });
});

describe("timerSettingsIssue (the browser's check, without zod)", () => {
  it("says exactly what TimerSettingsSchema says, first message first", () => {
    const values: unknown[] = [
      25,
      5,
      1,
      0,
      -1,
      4,
      60,
      61,
      90,
      91,
      2.5,
      Number.NaN,
      Infinity,
      1e20,
      "25",
      null,
      undefined,
    ];
    for (const focusMinutes of values)
      for (const shortBreakMinutes of values.slice(0, 12))
        for (const longBreakMinutes of [15, 0, 61, 1.5, "15", undefined]) {
          const input = { focusMinutes, shortBreakMinutes, longBreakMinutes };
          expect(timerSettingsIssue(input), JSON.stringify(input)).toBe(firstMessage(input) ?? null);
        }
  });
});
