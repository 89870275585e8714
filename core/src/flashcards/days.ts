/**
 * Calendar days in the student's own time zone. Offsets follow Date#getTimezoneOffset: the minutes
 * to add to local time to get UTC (India, UTC+5:30, is -330).
 */

export const DAY_MS = 86_400_000;
/** India Standard Time, for callers that do not say. */
export const DEFAULT_TZ_OFFSET_MINUTES = -330;
/** An exam is taken to start at 09:00 local time on its day. */
export const EXAM_HOUR_LOCAL = 9;

/** "YYYY-MM-DD" of the local calendar day that contains `at`. */
export function localDayKey(at: Date, tzOffsetMinutes = DEFAULT_TZ_OFFSET_MINUTES): string {
  return new Date(at.getTime() - tzOffsetMinutes * 60_000).toISOString().slice(0, 10);
}

/** The instant the local day containing `at` began. */
export function startOfLocalDay(at: Date, tzOffsetMinutes = DEFAULT_TZ_OFFSET_MINUTES): Date {
  const key = localDayKey(at, tzOffsetMinutes);
  return new Date(Date.parse(`${key}T00:00:00Z`) + tzOffsetMinutes * 60_000);
}

/** `date` moved by whole days. */
export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** The local day key `days` after `key`. */
export function shiftDayKey(key: string, days: number): string {
  return new Date(Date.parse(`${key}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * When the exam starts: 09:00 local time on the exam's calendar date. `examDate` is the date as
 * Postgres DATE gives it (midnight UTC of that calendar date) or a "YYYY-MM-DD" string.
 */
export function examMoment(examDate: Date | string, tzOffsetMinutes = DEFAULT_TZ_OFFSET_MINUTES): Date {
  const key = typeof examDate === "string" ? examDate.slice(0, 10) : examDate.toISOString().slice(0, 10);
  return new Date(
    Date.parse(`${key}T${String(EXAM_HOUR_LOCAL).padStart(2, "0")}:00:00Z`) + tzOffsetMinutes * 60_000,
  );
}

/** Whole local days from today to the exam day (0 on the day itself, negative once it has passed). */
export function daysUntilExam(
  examDate: Date | string,
  now: Date,
  tzOffsetMinutes = DEFAULT_TZ_OFFSET_MINUTES,
): number {
  const exam = typeof examDate === "string" ? examDate.slice(0, 10) : examDate.toISOString().slice(0, 10);
  return Math.round(
    (Date.parse(`${exam}T00:00:00Z`) - Date.parse(`${localDayKey(now, tzOffsetMinutes)}T00:00:00Z`)) / DAY_MS,
  );
}
