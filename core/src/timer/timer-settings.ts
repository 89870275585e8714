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

/** What is wrong with one length, in the words the server's TimerSettingsSchema uses. */
export function minutesMessages(label: string, min: number, max: number) {
  return {
    notNumber: `${label} must be a number of minutes.`,
    notWhole: `${label} must be a whole number of minutes.`,
    tooShort: `${label} must be at least ${minutes(min)}.`,
    tooLong: `${label} can be at most ${minutes(max)}.`,
  };
}

/** A student's timer lengths: focus 5–90 minutes, breaks 1–60 minutes, whole minutes only. */
export interface TimerSettings {
  focusMinutes: number;
  shortBreakMinutes: number;
  longBreakMinutes: number;
}

const FIELDS = [
  ["focusMinutes", "Focus length", FOCUS_MINUTES_MIN, FOCUS_MINUTES_MAX],
  ["shortBreakMinutes", "Short break", BREAK_MINUTES_MIN, BREAK_MINUTES_MAX],
  ["longBreakMinutes", "Long break", BREAK_MINUTES_MIN, BREAK_MINUTES_MAX],
] as const;

/** What can be wrong with one length (TimerSettingsSchema's checks, in its order). */
export type MinutesIssue = "notNumber" | "notWhole" | "tooShort" | "tooLong";

/** The first thing wrong with one length between `min` and `max` minutes, or null. */
export function minutesIssue(n: unknown, min: number, max: number): MinutesIssue | null {
  if (typeof n !== "number" || !Number.isFinite(n)) return "notNumber";
  if (!Number.isSafeInteger(n)) return "notWhole";
  if (n < min) return "tooShort";
  if (n > max) return "tooLong";
  return null;
}

/**
 * The first thing wrong with `value` as timer settings (TimerSettingsSchema's first message), or
 * null when they are valid. Without zod: the app shell checks the stored timer with this, and zod
 * would add about 15 KB gzipped to every signed-in page.
 */
export function timerSettingsIssue(value: unknown): string | null {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    return "Invalid input: expected object";
  for (const [key, label, min, max] of FIELDS) {
    const issue = minutesIssue((value as Record<string, unknown>)[key], min, max);
    if (issue !== null) return minutesMessages(label, min, max)[issue];
  }
  return null;
}

/** Valid timer settings, with only their three lengths; null for anything else. */
export function readTimerSettings(value: unknown): TimerSettings | null {
  if (timerSettingsIssue(value) !== null) return null;
  const { focusMinutes, shortBreakMinutes, longBreakMinutes } = value as TimerSettings;
  return { focusMinutes, shortBreakMinutes, longBreakMinutes };
}

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
