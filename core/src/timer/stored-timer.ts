import { advance, initialTimerState, remainingAt, type TimerState, type TimerStep } from "./focus-timer";
import { readTimerSettings, type SessionType, type TimerSettings } from "./timer-settings";

/** Local-storage key of the browser's copy of the timer. */
export const TIMER_STORAGE_KEY = "vidya.focusTimer";

/**
 * SPEC 3's stored form: `duration` (minutes of the current phase), `timeLeft` (seconds),
 * `status`, `sessionType`, `sessionCount`, `startTime` and `lastUpdateTime` (ms). For a running
 * timer `timeLeft` is exact at `lastUpdateTime`, so a reload subtracts the time elapsed since then.
 * `version`, `updatedAt`, `settings` and `minuteSeconds` are additions; older copies without them still load.
 */
export interface StoredTimer {
  duration: number;
  timeLeft: number;
  status: "stopped" | "running" | "paused";
  sessionType: SessionType;
  sessionCount: number;
  startTime?: number | null;
  lastUpdateTime: number;
  version?: number;
  updatedAt?: number;
  settings?: TimerSettings;
  minuteSeconds?: number;
}

// The checks, without zod (the app shell reads the stored timer on every signed-in page): `duration`
// 1/60 to 1440 minutes; `timeLeft`, `sessionCount` and `version` whole and ≥ 0; `minuteSeconds` whole,
// 1 to 60; times finite numbers; `settings` valid timer settings; and `timeLeft` within the phase.
const isNumber = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);
const isWhole = (v: unknown, min: number, max = Number.MAX_SAFE_INTEGER): v is number =>
  Number.isSafeInteger(v) && (v as number) >= min && (v as number) <= max;
const STATUSES = ["stopped", "running", "paused"] as const;
const SESSION_TYPES = ["focus", "shortBreak", "longBreak"] as const;

/** The stored copy if it is a valid StoredTimer (unknown fields dropped), or null. */
function validStoredTimer(json: unknown): StoredTimer | null {
  if (typeof json !== "object" || json === null || Array.isArray(json)) return null;
  const v = json as Record<string, unknown>;
  if (!isNumber(v.duration) || v.duration < 1 / 60 || v.duration > 24 * 60) return null;
  if (!isWhole(v.timeLeft, 0) || !isWhole(v.sessionCount, 0) || !isNumber(v.lastUpdateTime)) return null;
  const status = STATUSES.find((s) => s === v.status);
  const sessionType = SESSION_TYPES.find((s) => s === v.sessionType);
  if (status === undefined || sessionType === undefined) return null;
  if (v.startTime !== undefined && v.startTime !== null && !isNumber(v.startTime)) return null;
  if (v.version !== undefined && !isWhole(v.version, 0)) return null;
  if (v.updatedAt !== undefined && !isNumber(v.updatedAt)) return null;
  if (v.minuteSeconds !== undefined && !isWhole(v.minuteSeconds, 1, 60)) return null;
  const settings = v.settings === undefined ? undefined : readTimerSettings(v.settings);
  if (settings === null) return null;
  if (v.timeLeft > Math.round(v.duration * 60)) return null; // timeLeft exceeds the phase duration.
  const stored: StoredTimer = {
    duration: v.duration,
    timeLeft: v.timeLeft,
    status,
    sessionType,
    sessionCount: v.sessionCount,
    lastUpdateTime: v.lastUpdateTime,
  };
  if (v.startTime !== undefined) stored.startTime = v.startTime as number | null;
  if (v.version !== undefined) stored.version = v.version;
  if (v.updatedAt !== undefined) stored.updatedAt = v.updatedAt;
  if (settings !== undefined) stored.settings = settings;
  if (v.minuteSeconds !== undefined) stored.minuteSeconds = v.minuteSeconds;
  return stored;
}

/**
 * Reads the stored copy as of `now`. Anything unreadable gives a fresh 25-minute stopped focus timer
 * with no sessions. A running timer loses the time elapsed since it was stored; if none remains the
 * phase is complete and its events are returned, exactly as `advance` would.
 */
export function parseStoredTimer(raw: string | null, now: number): TimerStep {
  const stored = readStored(raw);
  if (stored === null) return { state: initialTimerState(now), events: [] };
  const phaseSeconds = Math.round(stored.duration * 60);
  const base = initialTimerState(now, stored.settings, stored.minuteSeconds);
  const running = stored.status === "running";
  const state: TimerState = {
    ...base,
    status: stored.status,
    sessionType: stored.sessionType,
    sessionCount: stored.sessionCount,
    endsAt: running ? stored.lastUpdateTime + stored.timeLeft * 1000 : null,
    remainingSeconds: stored.timeLeft,
    phaseSeconds,
    version: stored.version ?? 0,
    updatedAt: stored.updatedAt ?? stored.lastUpdateTime,
  };
  if (!running) return { state, events: [] };
  // The snapshot of a running timer is taken at its last change, as every operation keeps it.
  return advance({ ...state, remainingSeconds: remainingAt(state, state.updatedAt) }, now);
}

/**
 * The stored form of `state` at `now`. A running timer is written with whole seconds left and the
 * instant at which that count is exact, so a reload loses or gains no time.
 */
export function serializeStoredTimer(state: TimerState, now: number): string {
  const endsAt = state.status === "running" ? state.endsAt : null;
  const timeLeft = remainingAt(state, now);
  const stored: StoredTimer = {
    duration: state.phaseSeconds / 60,
    timeLeft,
    status: state.status,
    sessionType: state.sessionType,
    sessionCount: state.sessionCount,
    startTime: endsAt === null ? null : endsAt - state.phaseSeconds * 1000,
    lastUpdateTime: endsAt === null ? state.updatedAt : endsAt - timeLeft * 1000,
    version: state.version,
    updatedAt: state.updatedAt,
    settings: state.settings,
    ...(state.minuteSeconds === undefined ? {} : { minuteSeconds: state.minuteSeconds }),
  };
  return JSON.stringify(stored);
}

function readStored(raw: string | null): StoredTimer | null {
  if (raw === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  return validStoredTimer(json);
}
