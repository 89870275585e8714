import { REMOTE_SAVE_DEBOUNCE_MS } from "@vidya/core/constants";
import {
  type ActivityTracker,
  collect,
  idleTracker,
  isIdle,
  noteActivity,
} from "@vidya/core/study-time/activity-tracker";
import { browserLocalDate } from "@vidya/core/study-time/local-date";
import {
  addSeconds,
  mergeRemoteTotal,
  nextReport,
  parseStoredTime,
  reportDone,
  type StoredTime,
  TIME_TRACKING_STORAGE_KEY,
} from "@vidya/core/study-time/stored-time";
import { readRemoteTotal, sendStudyReport } from "./study-time-transport";

/**
 * SPEC 4/7/9 time tracking for one signed-in user in one tab: input keeps the tracker active, idle
 * time is not counted, credited seconds go to local storage, and reports go to the server debounced.
 * Every local change re-reads storage first, so several tabs add to one record. Failures are silent.
 */
export class TimeTracker {
  private tracker: ActivityTracker = idleTracker;
  private debounce: ReturnType<typeof setTimeout> | undefined;
  private sending = false;

  constructor(
    private readonly userId: string,
    private readonly getToken: () => string | null,
    private readonly now: () => number = Date.now,
  ) {}

  /** An input event (already throttled by the caller). */
  activity(): void {
    this.tracker = noteActivity(this.tracker, this.now());
  }

  /** The 30-second idle check: once idle, the stretch ends and its time is saved locally. */
  checkIdle(): void {
    if (this.tracker.sessionStart !== null && isIdle(this.tracker, this.now())) this.saveLocal();
  }

  /** Credits active time so far to today and writes it to local storage. */
  saveLocal(): void {
    const { tracker, seconds } = collect(this.tracker, this.now());
    this.tracker = tracker;
    this.update((s) => addSeconds(s, browserLocalDate(this.now()), seconds, tracker.sessionStart));
  }

  /** The periodic save: local now, remote after REMOTE_SAVE_DEBOUNCE_MS of quiet. */
  periodicSave(): void {
    this.saveLocal();
    this.scheduleRemote();
  }

  /** Page hidden or unloading: end the stretch (no input reaches a hidden page) and send at once. */
  flush(): void {
    this.saveLocal();
    this.tracker = idleTracker;
    clearTimeout(this.debounce);
    void this.sendRemote(true);
  }

  /** At sign-in: SPEC 7's read (a larger remote total wins), then a save. */
  async signedIn(): Promise<void> {
    const token = this.getToken();
    if (!token) return;
    const total = await readRemoteTotal(browserLocalDate(this.now()), token);
    if (total !== null) this.update((s) => mergeRemoteTotal(s, total));
    this.scheduleRemote();
  }

  /** The tracked total in this browser (SPEC's totalTime). */
  totalTime(): number {
    return this.read().totalTime;
  }

  stop(): void {
    clearTimeout(this.debounce);
  }

  scheduleRemote(): void {
    clearTimeout(this.debounce);
    this.debounce = setTimeout(() => void this.sendRemote(false), REMOTE_SAVE_DEBOUNCE_MS);
  }

  /** Sends what is pending, one report per day; a report whose answer was lost is resent with its id. */
  async sendRemote(keepalive: boolean): Promise<void> {
    if (this.sending && !keepalive) return;
    this.sending = true;
    try {
      for (let i = 0; i < 8; i++) {
        const token = this.getToken();
        if (!token) return;
        const next = nextReport(this.read(), () => crypto.randomUUID());
        if (!next) return;
        this.write(next.stored);
        const { report } = next;
        const total = await sendStudyReport(report, token, keepalive);
        if (total === null) return;
        this.update((s) => reportDone(s, report.reportId, total));
      }
    } finally {
      this.sending = false;
    }
  }

  private read(): StoredTime {
    try {
      return parseStoredTime(localStorage.getItem(TIME_TRACKING_STORAGE_KEY), this.userId);
    } catch {
      return parseStoredTime(null, this.userId);
    }
  }

  private update(change: (s: StoredTime) => StoredTime): void {
    this.write(change(this.read()));
  }

  private write(stored: StoredTime): void {
    try {
      localStorage.setItem(TIME_TRACKING_STORAGE_KEY, JSON.stringify(stored));
    } catch {}
  }
}
