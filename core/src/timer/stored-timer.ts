// zod/mini, as timer-settings.ts: the app shell loads this.
import { z } from "zod/mini";
import { advance, initialTimerState, remainingAt, type TimerState, type TimerStep } from "./focus-timer";
import { TimerSettingsSchema } from "./timer-settings";

/** Local-storage key of the browser's copy of the timer. */
export const TIMER_STORAGE_KEY = "vidya.focusTimer";

/**
 * SPEC 3's stored form: `duration` (minutes of the current phase), `timeLeft` (seconds),
 * `status`, `sessionType`, `sessionCount`, `startTime` and `lastUpdateTime` (ms). For a running
 * timer `timeLeft` is exact at `lastUpdateTime`, so a reload subtracts the time elapsed since then.
 * `version`, `updatedAt`, `settings` and `minuteSeconds` are additions; older copies without them still load.
 */
export const StoredTimerSchema = z
  .object({
    duration: z.number().check(z.minimum(1 / 60), z.maximum(24 * 60)),
    timeLeft: z.int().check(z.minimum(0)),
    status: z.enum(["stopped", "running", "paused"]),
    sessionType: z.enum(["focus", "shortBreak", "longBreak"]),
    sessionCount: z.int().check(z.minimum(0)),
    startTime: z.nullish(z.number()),
    lastUpdateTime: z.number(),
    version: z.optional(z.int().check(z.minimum(0))),
    updatedAt: z.optional(z.number()),
    settings: z.optional(TimerSettingsSchema),
    minuteSeconds: z.optional(z.int().check(z.minimum(1), z.maximum(60))),
  })
  .check(z.refine((s) => s.timeLeft <= Math.round(s.duration * 60), "timeLeft exceeds the phase duration."));
export type StoredTimer = z.infer<typeof StoredTimerSchema>;

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
  const result = StoredTimerSchema.safeParse(json);
  return result.success ? result.data : null;
}
