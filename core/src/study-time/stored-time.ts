// zod/mini (tree-shakable): the app shell reads the stored time with this on every signed-in page.
import { z } from "zod/mini";
import { isLocalDate } from "./local-date";

/** SPEC 3's local-storage key for time tracking. */
export const TIME_TRACKING_STORAGE_KEY = "timeTracking";

const DateSchema = z.string().check(z.refine(isLocalDate));

/**
 * SPEC 3's stored time tracking: totalTime (seconds), lastActiveDate, sessionStartTime. Additions:
 * whose it is, the seconds not yet sent per local day, and the report under way (kept with its id, so
 * a retry after a dropped connection is counted once by the server and nothing is lost).
 */
export const StoredTimeSchema = z.object({
  userId: z.string(),
  totalTime: z.int().check(z.minimum(0)),
  lastActiveDate: z.nullable(DateSchema),
  sessionStartTime: z.nullable(z.number()),
  pending: z.record(DateSchema, z.int().check(z.minimum(0))),
  inFlight: z.nullable(
    z.object({ reportId: z.string(), localDate: DateSchema, seconds: z.int().check(z.minimum(1)) }),
  ),
});
export type StoredTime = z.infer<typeof StoredTimeSchema>;

/** Nothing tracked yet for this user. */
export function emptyStoredTime(userId: string): StoredTime {
  return { userId, totalTime: 0, lastActiveDate: null, sessionStartTime: null, pending: {}, inFlight: null };
}

/** The stored copy if it is readable and this user's; otherwise a fresh one. */
export function parseStoredTime(raw: string | null, userId: string): StoredTime {
  if (raw === null) return emptyStoredTime(userId);
  try {
    const result = StoredTimeSchema.safeParse(JSON.parse(raw));
    if (result.success && result.data.userId === userId) return result.data;
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
