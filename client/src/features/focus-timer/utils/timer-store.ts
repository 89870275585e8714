import {
  advance,
  remainingAt,
  reset,
  type TimerEvent,
  type TimerState,
  type TimerStep,
  toggle,
  updateSettings,
} from "@vidya/core/timer/focus-timer";
import { parseStoredTimer, serializeStoredTimer, TIMER_STORAGE_KEY } from "@vidya/core/timer/stored-timer";
import type { TimerSettings } from "@vidya/core/timer/timer-settings";
import { i18n } from "../../../app/i18n/i18n";
import type { RemoteTimer } from "./timer-view";

/** A timer operation the student asked for. */
export type TimerOp = { kind: "toggle" } | { kind: "reset" } | { kind: "settings"; settings: TimerSettings };

/** What the server said to an operation. */
export type ApiResult =
  | { kind: "ok"; timer: RemoteTimer }
  | { kind: "stale"; timer: RemoteTimer }
  | { kind: "invalid"; message: string }
  | { kind: "offline" };

/** The server operations the store calls (the provider implements them with Apollo). */
export type TimerApi = (op: TimerOp, expectedVersion: number) => Promise<ApiResult>;

/** What the page and the header render. */
export interface TimerSnapshot {
  state: TimerState;
  /** Whole seconds left at the last tick, on the server's clock. */
  remaining: number;
  /** True while changes made here have not reached the server yet. */
  unsynced: boolean;
  /**
   * Completed sessions in the last state the server sent, null before it sent one. The local tick
   * ends a phase a moment before the server stores it, so server-side totals (today's focus
   * sessions) are refetched when this changes, not when `state.sessionCount` does.
   */
  confirmedSessionCount: number | null;
}

/** Called with phase ends to announce; `live` is false for ends that happened a while ago. */
export type Announce = (events: TimerEvent[], state: TimerState, live: boolean) => void;

/** Phase ends older than this when first seen (a reopened tab) get a toast but no chime. */
const LIVE_MS = 10_000;
/** Phase ends older than this when first seen are not announced at all. */
const RECENT_MS = 5 * 60_000;
const USER_KEY = `${TIMER_STORAGE_KEY}.user`;
/** The last measured server-minus-device clock difference, so a reload offline keeps it. */
const OFFSET_KEY = `${TIMER_STORAGE_KEY}.offset`;

function apply(op: TimerOp, state: TimerState, now: number): TimerStep {
  if (op.kind === "toggle") return toggle(state, now);
  if (op.kind === "reset") return reset(state, now);
  return updateSettings(state, op.settings, now);
}

/**
 * The browser's side of the server-authoritative timer: the server's state corrected for the device's
 * clock, ticked locally every second (so the display never waits), copied to local storage (SPEC 4:
 * works offline and across reloads), and reconciled with the server by version.
 */
export class FocusTimerStore {
  private state: TimerState;
  private snapshot: TimerSnapshot;
  private offsetMs = 0;
  private confirmedSessionCount: number | null = null;
  /** Operations made offline, and the server version they were made against. */
  private pending: TimerOp[] = [];
  private pendingBase = 0;
  private announced = new Set<string>();
  private initialEvents: TimerEvent[];
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly userId: string,
    private readonly api: TimerApi,
    private readonly announce: Announce,
    private readonly clock: () => number = Date.now,
  ) {
    this.offsetMs = readOffset();
    const stored = this.readStored();
    this.state = stored.state;
    this.initialEvents = stored.events;
    this.snapshot = this.makeSnapshot();
  }

  /** Announces what ended while no tab was open (called once the page is mounted). */
  start(): void {
    const events = this.initialEvents;
    this.initialEvents = [];
    if (events.length > 0) {
      this.announceNew(events);
      this.persist();
    }
  }

  getSnapshot = (): TimerSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The server's clock as this device best knows it. */
  serverNow(): number {
    return this.clock() + this.offsetMs;
  }

  /** Sets the device-to-server clock difference (server minus device, ms). */
  setOffset(offsetMs: number): void {
    this.offsetMs = Math.round(offsetMs);
    try {
      localStorage.setItem(OFFSET_KEY, String(this.offsetMs));
    } catch {}
    this.emit();
  }

  /** Every second: phase ends due by now happen here too, so the display never waits for the server. */
  tick = (): void => {
    const step = advance(this.state, this.serverNow());
    if (step.events.length > 0) {
      this.state = step.state;
      this.announceNew(step.events);
      this.persist();
    }
    this.emit();
  };

  /**
   * A state from the server. The newer version wins; the only time the local copy is kept is when it
   * holds changes made offline against exactly this server version, which are then sent (replayed).
   */
  applyRemote(remote: RemoteTimer): void {
    this.confirmedSessionCount = remote.state.sessionCount;
    if (this.pending.length > 0) {
      if (remote.state.version === this.pendingBase && this.state.version > remote.state.version) {
        void this.replay();
        this.emit();
        return;
      }
      this.pending = [];
    }
    if (remote.state.version < this.state.version && this.isOwnAdvance(remote.state)) {
      this.emit();
      return;
    }
    const caughtUp = advance(remote.state, this.serverNow());
    this.state = caughtUp.state;
    this.announceNew([...remote.events, ...caughtUp.events]);
    this.persist();
    this.emit();
  }

  /** Runs an operation on the server; offline, applies it here and sends it when the server is back. */
  async run(op: TimerOp): Promise<{ error: string | null }> {
    if (this.pending.length > 0) return { error: this.runLocal(op) };
    let expected = this.state.version;
    for (let attempt = 0; ; attempt++) {
      const result = await this.api(op, expected);
      if (result.kind === "ok") {
        this.applyRemote(result.timer);
        return { error: null };
      }
      if (result.kind === "invalid") return { error: result.message };
      if (result.kind === "offline") return { error: this.runLocal(op) };
      // Stale. If the server is only a moment behind a phase end this tab already showed, the press
      // was meant for what the student sees, and the server reaches it too: send it against its version.
      const remote = result.timer.state;
      if (attempt === 0 && remote.version < this.state.version && this.isOwnAdvance(remote)) {
        expected = remote.version;
        continue;
      }
      // Otherwise another tab or device changed it first: show that (the press is dropped).
      this.applyRemote(result.timer);
      return { error: null };
    }
  }

  private runLocal(op: TimerOp): string | null {
    try {
      if (this.pending.length === 0) this.pendingBase = this.state.version;
      const step = apply(op, this.state, this.serverNow());
      this.pending.push(op);
      this.state = step.state;
      this.announceNew(step.events);
      this.persist();
      this.emit();
      return null;
    } catch (error) {
      return error instanceof Error ? error.message : i18n.t("timer.changeFailed");
    }
  }

  private async replay(): Promise<void> {
    const ops = this.pending;
    this.pending = [];
    let expected = this.pendingBase;
    for (const [i, op] of ops.entries()) {
      const result = await this.api(op, expected);
      if (result.kind === "offline") {
        this.pending = ops.slice(i);
        return;
      }
      if (result.kind === "ok" || result.kind === "stale") this.applyRemote(result.timer);
      if (result.kind !== "ok") return;
      expected = result.timer.state.version;
    }
  }

  /** True when `remote` is what this tab already advanced past on its own (the server is a moment behind). */
  private isOwnAdvance(remote: TimerState): boolean {
    const again = advance(remote, this.serverNow());
    return again.state.version === this.state.version && again.state.sessionCount === this.state.sessionCount;
  }

  private announceNew(events: TimerEvent[]): void {
    const now = this.serverNow();
    const fresh = events.filter((e) => !this.announced.has(key(e)) && now - e.at <= RECENT_MS);
    this.remember(events);
    if (fresh.length === 0) return;
    const live = now - (fresh.at(-1)?.at ?? 0) <= LIVE_MS;
    this.announce(fresh, this.state, live);
  }

  private remember(events: TimerEvent[]): void {
    for (const e of events) this.announced.add(key(e));
  }

  private readStored(): TimerStep {
    try {
      const sameUser = localStorage.getItem(USER_KEY) === this.userId;
      return parseStoredTimer(sameUser ? localStorage.getItem(TIMER_STORAGE_KEY) : null, this.serverNow());
    } catch {
      return parseStoredTimer(null, this.serverNow());
    }
  }

  private persist(): void {
    try {
      localStorage.setItem(USER_KEY, this.userId);
      localStorage.setItem(TIMER_STORAGE_KEY, serializeStoredTimer(this.state, this.serverNow()));
    } catch {
      // Storage full or blocked: the timer still works from the server (SPEC 8: ignored).
    }
  }

  private makeSnapshot(): TimerSnapshot {
    return {
      state: this.state,
      remaining: remainingAt(this.state, this.serverNow()),
      unsynced: this.pending.length > 0,
      confirmedSessionCount: this.confirmedSessionCount,
    };
  }

  private emit(): void {
    const next = this.makeSnapshot();
    const prev = this.snapshot;
    if (
      prev.state === next.state &&
      prev.remaining === next.remaining &&
      prev.unsynced === next.unsynced &&
      prev.confirmedSessionCount === next.confirmedSessionCount
    )
      return;
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }
}

/**
 * The server's clock as this device last measured it (the focus timer measures it at connect):
 * what work done offline is stamped with, so a device clock far off does not matter (issue 27).
 */
export function serverNow(clock: () => number = Date.now): number {
  return clock() + readOffset();
}

function readOffset(): number {
  try {
    const n = Number(localStorage.getItem(OFFSET_KEY));
    return Number.isFinite(n) ? n : 0;
  } catch {
    return 0;
  }
}

function key(e: TimerEvent): string {
  return `${e.type}:${e.at}`;
}
