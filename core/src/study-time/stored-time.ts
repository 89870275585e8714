import { isLocalDate } from "./local-date";

/** SPEC 3's local-storage key for time tracking. */
export const TIME_TRACKING_STORAGE_KEY = "timeTracking";

/**
 * SPEC 3's stored time tracking: totalTime (seconds), lastActiveDate, sessionStartTime. Additions:
 * whose it is, the seconds not yet sent per local day, and the report under way (kept with its id, so
 * a retry after a dropped connection is counted once by the server and nothing is lost).
 */
export interface StoredTime {
  userId: string;
  totalTime: number;
  lastActiveDate: string | null;
  sessionStartTime: number | null;
  pending: Record<string, number>;
  inFlight: { reportId: string; localDate: string; seconds: number } | null;
}

// The checks, without zod (the app shell reads this on every signed-in page): dates are local dates
// (YYYY-MM-DD), counts whole seconds (≥ 0; ≥ 1 for a report), times finite numbers.
const isDate = (v: unknown): v is string => typeof v === "string" && isLocalDate(v);
const isWhole = (v: unknown, min: number): v is number => Number.isSafeInteger(v) && (v as number) >= min;
const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** The stored copy if it is a valid StoredTime (unknown fields dropped), or null. */
function validStoredTime(json: unknown): StoredTime | null {
  if (!isObject(json)) return null;
  const { userId, totalTime, lastActiveDate, sessionStartTime, pending, inFlight } = json;
  if (typeof userId !== "string" || !isWhole(totalTime, 0)) return null;
  if (lastActiveDate !== null && !isDate(lastActiveDate)) return null;
  if (
    sessionStartTime !== null &&
    !(typeof sessionStartTime === "number" && Number.isFinite(sessionStartTime))
  )
    return null;
  if (!isObject(pending)) return null;
  const days: Record<string, number> = {};
  for (const [day, seconds] of Object.entries(pending)) {
    if (!isDate(day) || !isWhole(seconds, 0)) return null;
    days[day] = seconds;
  }
  let report: StoredTime["inFlight"] = null;
  if (inFlight !== null) {
    if (!isObject(inFlight)) return null;
    const { reportId, localDate, seconds } = inFlight;
    if (typeof reportId !== "string" || !isDate(localDate) || !isWhole(seconds, 1)) return null;
    report = { reportId, localDate, seconds };
  }
  return { userId, totalTime, lastActiveDate, sessionStartTime, pending: days, inFlight: report };
}

/** Nothing tracked yet for this user. */
export function emptyStoredTime(userId: string): StoredTime {
  return { userId, totalTime: 0, lastActiveDate: null, sessionStartTime: null, pending: {}, inFlight: null };
}

/** The stored copy if it is readable and this user's; otherwise a fresh one. */
export function parseStoredTime(raw: string | null, userId: string): StoredTime {
  if (raw === null) return emptyStoredTime(userId);
  try {
    const stored = validStoredTime(JSON.parse(raw));
    if (stored !== null && stored.userId === userId) return stored;
  } catch {}
  return emptyStoredTime(userId);
}

/** Adds credited seconds to `localDate`: the running total and the seconds still to send. */
export function addSeconds(
  stored: StoredTime,
  localDate: string,
  seconds: number,
  sessionStart: number | null,
): StoredTime {
  if (seconds <= 0) return { ...stored, sessionStartTime: sessionStart };
  return {
    ...stored,
    totalTime: stored.totalTime + seconds,
    lastActiveDate:
      stored.lastActiveDate && stored.lastActiveDate > localDate ? stored.lastActiveDate : localDate,
    sessionStartTime: sessionStart,
    pending: { ...stored.pending, [localDate]: (stored.pending[localDate] ?? 0) + seconds },
  };
}

/**
 * The report to send next: the one under way (a retry keeps its id), else the oldest day with
 * seconds pending, moved out of `pending` under a new id. Null when there is nothing to send.
 */
export function nextReport(
  stored: StoredTime,
  newId: () => string,
): { stored: StoredTime; report: NonNullable<StoredTime["inFlight"]> } | null {
  if (stored.inFlight) return { stored, report: stored.inFlight };
  const day = Object.keys(stored.pending)
    .filter((d) => (stored.pending[d] ?? 0) > 0)
    .sort()[0];
  if (day === undefined) return null;
  const report = { reportId: newId(), localDate: day, seconds: stored.pending[day] ?? 0 };
  const { [day]: _sent, ...rest } = stored.pending;
  return { stored: { ...stored, pending: rest, inFlight: report }, report };
}

/**
 * The server took report `reportId`; SPEC 7: if the server's total is larger than ours, it replaces ours.
 * (Seconds still pending locally are added on top, since the server has not seen them yet.)
 */
export function reportDone(stored: StoredTime, reportId: string, remoteTotal: number): StoredTime {
  const inFlight = stored.inFlight?.reportId === reportId ? null : stored.inFlight;
  return mergeRemoteTotal({ ...stored, inFlight }, remoteTotal);
}

/** SPEC 7's read rule: a larger remote total (plus what is not yet sent) replaces the local one. */
export function mergeRemoteTotal(stored: StoredTime, remoteTotal: number): StoredTime {
  const unsent = Object.values(stored.pending).reduce((a, b) => a + b, 0) + (stored.inFlight?.seconds ?? 0);
  const remote = remoteTotal + unsent;
  return remote > stored.totalTime ? { ...stored, totalTime: remote } : stored;
}
