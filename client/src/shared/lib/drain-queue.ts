/**
 * The one way the client sends a queue of work done offline (flashcard reviews, quick tests, maths
 * questions; issue 26): the user's items oldest first, one item or batch per request, the signed-in
 * account asked before each, and only what the server answered for is forgotten.
 */

/** A union result as the API returns it: a success member, or an error member with code and message. */
export interface Reply {
  __typename: string;
  code?: string;
  message?: string;
}

/**
 * Error codes that say nothing about the item sent, only about now (too many requests, signed out,
 * not allowed as this session, the service busy): the item stays queued for a later sync.
 */
const NOT_ABOUT_THE_ITEM = new Set(["RATE_LIMITED", "UNAUTHENTICATED", "FORBIDDEN", "UNAVAILABLE"]);

/** What a reply that is not a success means for the items sent. */
export type Failure = { kind: "refused"; message: string } | { kind: "stop" };

/**
 * Reads a reply that is not a success: a refusal of the item (the server's message), or "stop" when
 * it is no answer about the item (rate limited, signed out, busy, or a shape we do not know).
 */
export function readFailure(reply: Reply): Failure {
  if (reply.__typename === "RateLimitError") return { kind: "stop" };
  if (reply.code !== undefined && NOT_ABOUT_THE_ITEM.has(reply.code)) return { kind: "stop" };
  if (typeof reply.code !== "string" || typeof reply.message !== "string") return { kind: "stop" };
  return { kind: "refused", message: reply.message };
}

/** One queue to send, for one user. */
export interface DrainSpec<Item, R extends Reply, Done> {
  /** The account whose queue this is. */
  userId: string;
  /** Who is signed in now; asked before every request (a queue is only sent as its own account). */
  currentUserId: () => string | null;
  /** The user's queued items, oldest first. */
  pending: () => Promise<Item[]>;
  /** Items per request (1 by default). */
  batchSize?: number;
  /** Sends a batch; the reply, or null/undefined when none came. Throws when the network fails. */
  send: (batch: Item[]) => Promise<R | null | undefined>;
  /** A success: what it is worth to the caller and the keys the server answered for; null if not a success. */
  succeeded: (reply: R, batch: Item[]) => { value: Done; answered: string[] } | null;
  /** The key `remove` takes for an item. */
  keyOf: (item: Item) => string;
  /** Forgets items by key. */
  remove: (keys: string[]) => Promise<void>;
  /**
   * A refused batch is dropped and the run goes on (the server's copy stays the truth), unless
   * `keepRefused`: then it stays queued and the run ends.
   */
  keepRefused?: boolean;
}

/** What one run did. */
export interface Drained<Done> {
  /** How many items were queued when the run began. */
  queued: number;
  /** One value per successful request, in order. */
  done: Done[];
  /** The server's messages for refused batches, in order. */
  refused: string[];
  /** Stopped early (no network, another account, no answer about the item): the rest stays queued. */
  stopped: boolean;
}

/** Sends the queue described by `spec` once, oldest first; see DrainSpec. */
export async function drainQueue<Item, R extends Reply, Done>(
  spec: DrainSpec<Item, R, Done>,
): Promise<Drained<Done>> {
  const queued = await spec.pending();
  const outcome: Drained<Done> = { queued: queued.length, done: [], refused: [], stopped: false };
  const size = Math.max(1, spec.batchSize ?? 1);
  for (let i = 0; i < queued.length; i += size) {
    if (spec.currentUserId() !== spec.userId) return { ...outcome, stopped: true };
    const batch = queued.slice(i, i + size);
    let reply: R | null | undefined;
    try {
      reply = await spec.send(batch);
    } catch {
      return { ...outcome, stopped: true };
    }
    if (!reply) return { ...outcome, stopped: true };
    const success = spec.succeeded(reply, batch);
    if (success) {
      await spec.remove(success.answered);
      outcome.done.push(success.value);
      continue;
    }
    const failure = readFailure(reply);
    if (failure.kind === "stop") return { ...outcome, stopped: true };
    outcome.refused.push(failure.message);
    if (spec.keepRefused) return outcome;
    await spec.remove(batch.map(spec.keyOf));
  }
  return outcome;
}

/**
 * Runs one after another: a call while one runs waits for it, then runs (so each item is sent, and
 * reported, by one run only). One per queue.
 */
export function oneAtATime(): <T>(run: () => Promise<T>) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(run: () => Promise<T>) => {
    const next = last.then(run);
    last = next.catch(() => {});
    return next;
  };
}
