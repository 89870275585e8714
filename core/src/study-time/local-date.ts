/**
 * Calendar days as students see them: 'YYYY-MM-DD' in their own time zone. Study time is kept per
 * local day, and the server only trusts a day that exists somewhere on Earth right now.
 */

/** The default zone when a client has not told us its own (Vidya's students are in India). */
export const DEFAULT_TIME_ZONE = "Asia/Kolkata";

/** The furthest any time zone runs ahead of or behind UTC (UTC+14 / UTC−12, with margin). */
export const MAX_ZONE_OFFSET_MS = 14 * 3600 * 1000;

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 3600 * 1000;

/** Whether `value` is a real calendar date written 'YYYY-MM-DD'. */
export function isLocalDate(value: string): boolean {
  const m = DATE_RE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

/** Whether the runtime knows this IANA time zone name. */
export function isTimeZone(value: string): boolean {
  if (value.length === 0 || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone: building one is far slower than using it. */
function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The local calendar date of the instant `ms` in `timeZone`. */
export function localDateOf(ms: number, timeZone: string = DEFAULT_TIME_ZONE): string {
  const parts = dayFormatter(timeZone).formatToParts(new Date(ms));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")}`;
}

/** The browser's local date (no zone name needed: the Date's own local fields). */
export function browserLocalDate(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** `date` moved by `days` calendar days. */
export function addDays(date: string, days: number): string {
  const m = DATE_RE.exec(date);
  if (!m) throw new RangeError(`not a date: ${date}`);
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) + days * DAY_MS;
  return new Date(ms).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative if `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const a = Date.parse(`${from}T00:00:00Z`);
  const b = Date.parse(`${to}T00:00:00Z`);
  return Math.round((b - a) / DAY_MS);
}

/** The latest local date anywhere on Earth at `now` (the date at UTC+14). */
export function latestLocalDate(now: number): string {
  return new Date(now + MAX_ZONE_OFFSET_MS).toISOString().slice(0, 10);
}

/** The earliest local date anywhere on Earth at `now` (the date at UTC−14). */
export function earliestLocalDate(now: number): string {
  return new Date(now - MAX_ZONE_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * The instant local midnight began in `timeZone` on the day that holds `now`: the start of "today"
 * as the server counts it there (a parent's daily limit counts from it, never from a device's date).
 * Exact for zones without a change of offset since midnight (every zone on most days; India always).
 */
export function startOfLocalDay(now: number, timeZone: string = DEFAULT_TIME_ZONE): number {
  const today = localDateOf(now, timeZone);
  const wall = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    hourCycle: "h23",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(now));
  const part = (type: string) => Number(wall.find((p) => p.type === type)?.value ?? 0);
  const sinceMidnight = ((part("hour") * 60 + part("minute")) * 60 + part("second")) * 1000 + (now % 1000);
  const start = now - sinceMidnight;
  // Guard against a zone whose wall clock skipped or repeated an hour since midnight.
  return localDateOf(start, timeZone) === today ? start : Date.parse(`${today}T00:00:00Z`);
}
