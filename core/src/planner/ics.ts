/**
 * The plan as an iCalendar file (RFC 5545): one event per study item, times in UTC (any calendar
 * converts them), laid out one after another from a start time in the student's own zone.
 */

/** Where each day's items begin, in the student's local time (minutes after midnight): 17:00. */
export const DAY_START_MINUTES = 17 * 60;

export interface IcsItem {
  id: string;
  date: string;
  minutes: number;
  kind: string;
  title: string;
}

/** The zone's offset from UTC at instant `ms`, in ms (e.g. +19 800 000 for India). */
function zoneOffset(ms: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(ms));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(n("year"), n("month") - 1, n("day"), n("hour"), n("minute"), n("second")) - ms;
}

/** The UTC instant of a local date and time (minutes after midnight) in `timeZone`. */
export function localToUtc(date: string, minutesOfDay: number, timeZone: string): number {
  const asUtc = Date.parse(`${date}T00:00:00Z`) + minutesOfDay * 60_000;
  const first = asUtc - zoneOffset(asUtc, timeZone);
  // Once more, in case the first guess crossed a daylight-saving change.
  return asUtc - zoneOffset(first, timeZone);
}

function stamp(ms: number): string {
  return new Date(ms)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

function escapeText(text: string): string {
  return text.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** Lines longer than 75 octets are folded (RFC 5545 3.1). */
function fold(line: string): string {
  const out: string[] = [];
  let rest = line;
  while (new TextEncoder().encode(rest).length > 75) {
    let cut = 74;
    while (new TextEncoder().encode(rest.slice(0, cut)).length > 74) cut--;
    out.push(rest.slice(0, cut));
    rest = ` ${rest.slice(cut)}`;
  }
  out.push(rest);
  return out.join("\r\n");
}

/** The .ics text of `items` (breaks included as gaps, not events). */
export function planToIcs(
  items: readonly IcsItem[],
  timeZone: string,
  kindLabel: (kind: string) => string,
  now = Date.now(),
): string {
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Vidya//Study plan//EN", "CALSCALE:GREGORIAN"];
  const offsets = new Map<string, number>();
  for (const item of items) {
    const at = offsets.get(item.date) ?? DAY_START_MINUTES;
    offsets.set(item.date, at + item.minutes);
    if (item.kind === "break") continue;
    const start = localToUtc(item.date, at, timeZone);
    lines.push(
      "BEGIN:VEVENT",
      `UID:${item.id}@vidya`,
      `DTSTAMP:${stamp(now)}`,
      `DTSTART:${stamp(start)}`,
      `DTEND:${stamp(start + item.minutes * 60_000)}`,
      fold(`SUMMARY:${escapeText(`${kindLabel(item.kind)}: ${item.title}`)}`),
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return `${lines.join("\r\n")}\r\n`;
}
