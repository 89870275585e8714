// zod/mini (tree-shakable): the app shell reads the stored timer with these, and full zod would add
// about 25 KB gzipped to every signed-in page. Same checks and messages as full zod's methods.
import { z } from "zod/mini";
import { FOCUS_SECONDS, LONG_BREAK_EVERY, LONG_BREAK_SECONDS, SHORT_BREAK_SECONDS } from "../constants";

/** Bounds a student may choose for the focus length, in whole minutes. */
export const FOCUS_MINUTES_MIN = 5;
export const FOCUS_MINUTES_MAX = 90;
/** Bounds a student may choose for either break, in whole minutes. */
export const BREAK_MINUTES_MIN = 1;
export const BREAK_MINUTES_MAX = 60;

function minutes(n: number): string {
  return `${n} ${n === 1 ? "minute" : "minutes"}`;
}

function minutesField(label: string, min: number, max: number) {
  return z
    .number({ error: `${label} must be a number of minutes.` })
    .check(
      z.int(`${label} must be a whole number of minutes.`),
      z.minimum(min, `${label} must be at least ${minutes(min)}.`),
      z.maximum(max, `${label} can be at most ${minutes(max)}.`),
    );
}

/** A student's timer lengths: focus 5–90 minutes, breaks 1–60 minutes, whole minutes only. */
export const TimerSettingsSchema = z.object({
  focusMinutes: minutesField("Focus length", FOCUS_MINUTES_MIN, FOCUS_MINUTES_MAX),
  shortBreakMinutes: minutesField("Short break", BREAK_MINUTES_MIN, BREAK_MINUTES_MAX),
  longBreakMinutes: minutesField("Long break", BREAK_MINUTES_MIN, BREAK_MINUTES_MAX),
});
export type TimerSettings = z.infer<typeof TimerSettingsSchema>;

/** SPEC 9 defaults: 25 / 5 / 15 minutes. */
export const DEFAULT_TIMER_SETTINGS: TimerSettings = Object.freeze({
  focusMinutes: FOCUS_SECONDS / 60,
  shortBreakMinutes: SHORT_BREAK_SECONDS / 60,
  longBreakMinutes: LONG_BREAK_SECONDS / 60,
});

/** The three kinds of phase the timer runs through. */
export type SessionType = "focus" | "shortBreak" | "longBreak";
/** The two kinds of break. */
export type BreakType = Exclude<SessionType, "focus">;

/** Real seconds in one settings minute. */
export const SECONDS_PER_MINUTE = 60;

/**
 * Full length in seconds of a phase of the given kind under these settings. `minuteSeconds` is 60
 * except in end-to-end tests, which shorten every phase through the server's TIMER_MINUTE_SECONDS.
 */
export function phaseSecondsFor(
  settings: TimerSettings,
  sessionType: SessionType,
  minuteSeconds: number = SECONDS_PER_MINUTE,
): number {
  switch (sessionType) {
    case "focus":
      return settings.focusMinutes * minuteSeconds;
    case "shortBreak":
      return settings.shortBreakMinutes * minuteSeconds;
    case "longBreak":
      return settings.longBreakMinutes * minuteSeconds;
  }
}

/** The break that follows the `completedFocusCount`-th completed focus session (long every 4th). */
export function breakAfter(completedFocusCount: number): BreakType {
  return completedFocusCount > 0 && completedFocusCount % LONG_BREAK_EVERY === 0 ? "longBreak" : "shortBreak";
}
