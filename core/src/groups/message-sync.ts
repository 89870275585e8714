/**
 * The client side of "never lose a message": keeps one group's timeline exactly equal to the
 * stored sequence, whatever the socket does. Pure logic; the caller injects how to fetch.
 *
 * Rules:
 * - Every message has a per-group `seq`; the timeline holds each seq at most once (no duplicates).
 * - `lastSeq` is the highest seq up to which everything has been applied (no gaps below it).
 * - A subscription (re)start announces itself with a SUBSCRIBED event: the sync then fetches
 *   everything after `lastSeq` (page by page) BEFORE it applies the live events that arrived
 *   meanwhile, which wait in a buffer.
 * - A live message that would leave a gap waits in the same buffer; if the gap is not filled by
 *   live events within `gapWaitMs`, the sync fetches. `check()` (call it now and then) fetches too,
 *   which repairs a loss at the very end of a burst, when no later message reveals the gap.
 */

/** The fields the sync needs; a deleted message outranks an edited one, which outranks the original. */
export interface SyncMessage {
  seq: number;
  editedAt?: string | null;
  deletedAt?: string | null;
}

/** MEMBERS (the member list changed) carries no message; the timeline ignores it. */
export type SyncEventType = "SUBSCRIBED" | "ADDED" | "EDITED" | "DELETED" | "REMOVED" | "MEMBERS";

/** One event of the groupMessageEvents subscription. */
export interface SyncEvent<M extends SyncMessage> {
  type: SyncEventType;
  seq: number;
  message?: M | null;
}

/** One page of groupMessages: messages in ascending seq, and the group's newest seq. */
export interface SyncPage<M extends SyncMessage> {
  messages: M[];
  hasMore: boolean;
  headSeq: number;
}

export interface MessageSyncOptions<M extends SyncMessage> {
  /** groupMessages(afterSeq): the next page of messages after `afterSeq`, ascending. */
  fetchAfter: (afterSeq: number) => Promise<SyncPage<M>>;
  /** Called after every change of the timeline (or of `removed`/`syncing`). */
  onChange?: () => void;
  /** Called when a fetch fails (it is retried after `retryMs`). */
  onError?: (error: unknown) => void;
  gapWaitMs?: number;
  retryMs?: number;
  /** A fetch that has not answered by then counts as failed (a half-dead connection must not stall the sync). */
  fetchTimeoutMs?: number;
}

function rank(m: SyncMessage): number {
  if (m.deletedAt) return Number.MAX_SAFE_INTEGER;
  return m.editedAt ? Date.parse(m.editedAt) : 0;
}

export class MessageSync<M extends SyncMessage> {
  /** Every seq up to here has been applied. */
  lastSeq = 0;
  /** Lowest seq loaded, for paging older history (Infinity when none). */
  oldestSeq = Number.POSITIVE_INFINITY;
  /** The server said we lost access (removed, or the group was deleted). */
  removed = false;
  private readonly bySeq = new Map<number, M>();
  /** Live messages that cannot be applied yet (a sync is running, or a gap lies before them). */
  private readonly waiting = new Map<number, M>();
  private syncing = false;
  private syncAgain = false;
  private running: Promise<void> | null = null;
  private gapTimer: ReturnType<typeof setTimeout> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private sorted: M[] | null = null;
  private stopped = false;
  /** Nothing is applied before the first page: until then events wait and a sync is deferred. */
  private loaded = false;
  private syncWhenLoaded = false;
  private readonly gapWaitMs: number;
  private readonly retryMs: number;
  private readonly fetchTimeoutMs: number;

  constructor(private readonly options: MessageSyncOptions<M>) {
    this.gapWaitMs = options.gapWaitMs ?? 1000;
    this.retryMs = options.retryMs ?? 2000;
    this.fetchTimeoutMs = options.fetchTimeoutMs ?? 15_000;
  }

  /** The timeline in seq order. */
  get messages(): readonly M[] {
    if (!this.sorted) this.sorted = [...this.bySeq.values()].sort((a, b) => a.seq - b.seq);
    return this.sorted;
  }

  get isSyncing(): boolean {
    return this.syncing;
  }

  /** Seeds the timeline from the newest page (no cursor): everything up to its headSeq is known. */
  loadLatest(page: SyncPage<M>): void {
    for (const m of page.messages) this.put(m);
    this.lastSeq = Math.max(this.lastSeq, page.headSeq);
    this.loaded = true;
    this.drain();
    this.changed();
    if (this.syncWhenLoaded) {
      this.syncWhenLoaded = false;
      void this.sync();
    } else if (this.waiting.size > 0) this.armGapTimer();
  }

  /** Adds a page of older history (beforeSeq). */
  loadOlder(page: SyncPage<M>): void {
    for (const m of page.messages) this.put(m);
    this.changed();
  }

  /** Feeds one subscription event. */
  handle(event: SyncEvent<M>): void {
    if (this.stopped) return;
    switch (event.type) {
      case "SUBSCRIBED":
        void this.sync();
        return;
      case "REMOVED":
        this.removed = true;
        this.changed();
        return;
      default:
        if (event.message) this.offer(event.message);
    }
  }

  /** Our own send came back from the server: treat it like a live event. */
  sent(message: M): void {
    this.offer(message);
  }

  /** Fetches whatever is missing after lastSeq; safe to call any time (e.g. every 25 s). */
  check(): Promise<void> {
    return this.sync();
  }

  /** Stops timers; later events are ignored. */
  stop(): void {
    this.stopped = true;
    if (this.gapTimer) clearTimeout(this.gapTimer);
    if (this.retryTimer) clearTimeout(this.retryTimer);
  }

  private offer(m: M): void {
    if (m.seq <= this.lastSeq) {
      // Already applied (a duplicate or an edit/delete): keep the newer state of a loaded message.
      if (this.bySeq.has(m.seq) && this.put(m)) this.changed();
      return;
    }
    const held = this.waiting.get(m.seq);
    if (!held || rank(m) >= rank(held)) this.waiting.set(m.seq, m);
    if (this.syncing || !this.loaded) return;
    if (this.drain()) this.changed();
    if (this.waiting.size > 0) this.armGapTimer();
  }

  /** Applies waiting messages that continue the timeline; true when any was applied. */
  private drain(): boolean {
    let applied = false;
    for (const [seq, m] of this.waiting) {
      if (seq <= this.lastSeq) {
        // Only a newer state of a message we hold; a seq the fetch did not return no longer exists.
        if (this.bySeq.has(seq)) this.put(m);
        this.waiting.delete(seq);
        applied = true;
      }
    }
    let next = this.waiting.get(this.lastSeq + 1);
    while (next) {
      this.put(next);
      this.waiting.delete(next.seq);
      this.lastSeq = next.seq;
      applied = true;
      next = this.waiting.get(this.lastSeq + 1);
    }
    if (this.waiting.size === 0 && this.gapTimer) {
      clearTimeout(this.gapTimer);
      this.gapTimer = null;
    }
    return applied;
  }

  private armGapTimer(): void {
    if (this.gapTimer || this.stopped) return;
    this.gapTimer = setTimeout(() => {
      this.gapTimer = null;
      if (this.waiting.size > 0) void this.sync();
    }, this.gapWaitMs);
  }

  private sync(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (!this.loaded) {
      this.syncWhenLoaded = true;
      return Promise.resolve();
    }
    if (this.running) {
      // The running sync goes round once more, so whatever triggered this call is covered.
      this.syncAgain = true;
      return this.running;
    }
    this.running = this.runSync().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async runSync(): Promise<void> {
    this.syncing = true;
    this.changed();
    try {
      do {
        this.syncAgain = false;
        while (true) {
          const page = await this.fetchWithTimeout(this.lastSeq);
          for (const m of page.messages) {
            if (m.seq > this.lastSeq) this.put(m);
          }
          const top = page.messages.at(-1)?.seq ?? this.lastSeq;
          this.lastSeq = Math.max(this.lastSeq, top);
          if (!page.hasMore) {
            // Seqs up to headSeq that the page did not return no longer exist (account deleted).
            this.lastSeq = Math.max(this.lastSeq, page.headSeq);
            break;
          }
        }
      } while (this.syncAgain && !this.stopped);
      this.syncing = false;
      this.drain();
      if (this.waiting.size > 0) this.armGapTimer();
    } catch (error) {
      this.syncing = false;
      this.options.onError?.(error);
      if (!this.stopped && !this.retryTimer) {
        this.retryTimer = setTimeout(() => {
          this.retryTimer = null;
          void this.sync();
        }, this.retryMs);
      }
    }
    this.changed();
  }

  private fetchWithTimeout(afterSeq: number): Promise<SyncPage<M>> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error("fetch timed out")), this.fetchTimeoutMs);
    });
    return Promise.race([this.options.fetchAfter(afterSeq), timeout]).finally(() => clearTimeout(timer));
  }

  /** Stores a message unless a newer state of it is already held; true when stored. */
  private put(m: M): boolean {
    const old = this.bySeq.get(m.seq);
    if (old && rank(old) > rank(m)) return false;
    this.bySeq.set(m.seq, m);
    if (m.seq < this.oldestSeq) this.oldestSeq = m.seq;
    this.sorted = null;
    return true;
  }

  private changed(): void {
    this.options.onChange?.();
  }
}
