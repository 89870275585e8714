import { formatDate } from "../../../app/i18n/dates";

/** The browser's offset for server-side calendar days (Date#getTimezoneOffset; India is -330). */
export function tzOffset(): number {
  return new Date().getTimezoneOffset();
}

/** 0.934 → "93%". */
export function percent(value: number | null | undefined): string {
  return value == null ? "—" : `${Math.round(value * 100)}%`;
}

/** "2026-12-15" → "15 Dec 2026" in the UI language. */
export function formatDay(day: string): string {
  return formatDate(`${day}T00:00:00`, {
    day: "numeric",
    month: "short",
    year: "numeric",
  });
}

/** Today's date as YYYY-MM-DD in local time (for date inputs). */
export function todayKey(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}
