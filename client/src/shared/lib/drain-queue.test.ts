import { describe, expect, it, vi } from "vitest";
import { type DrainSpec, drainQueue, oneAtATime, type Reply, readFailure } from "./drain-queue";

// The one queue drainer of the offline syncs (issue 26): a plain in-memory queue stands in for the
// device's store; the replies are the API's union results.

const ASHA = "asha";
const RAVI = "ravi";

type Item = { id: string };
type R = Reply & { data?: { ids: string[] } };

const ok = (batch: Item[]): R => ({
  __typename: "MutationSendSuccess",
  data: { ids: batch.map((i) => i.id) },
});
const limited: R = { __typename: "RateLimitError", code: "RATE_LIMITED", message: "Too many attempts." };
const refusal = (message: string): R => ({ __typename: "AppError", code: "BAD_TIMES", message });

function queueOf(...ids: string[]) {
  const items = ids.map((id) => ({ id }));
  return {
    items,
    spec(
      send: (batch: Item[]) => Promise<R | null | undefined>,
      extra: Partial<DrainSpec<Item, R, string[]>> = {},
    ) {
      const spec: DrainSpec<Item, R, string[]> = {
        userId: ASHA,
        currentUserId: () => ASHA,
        pending: async () => [...items],
        send,
        succeeded: (reply) => (reply.data ? { value: reply.data.ids, answered: reply.data.ids } : null),
        keyOf: (i) => i.id,
        remove: async (keys) => {
          const kept = items.filter((i) => !keys.includes(i.id));
          items.splice(0, items.length, ...kept);
        },
        ...extra,
      };
      return spec;
    },
  };
}

describe("draining a queue", () => {
  it("sends oldest first in batches and forgets only what the server answered for", async () => {
    const q = queueOf("a", "b", "c");
    // The server answers for the first item of each batch only (the other is still pending there).
    const send = vi.fn(async (batch: Item[]) => ok(batch.slice(0, 1)));
    const run = await drainQueue(q.spec(send, { batchSize: 2 }));
    expect(send.mock.calls.map(([batch]) => batch.map((i) => i.id))).toEqual([["a", "b"], ["c"]]);
    expect(run).toEqual({ queued: 3, done: [["a"], ["c"]], refused: [], stopped: false });
    expect(q.items).toEqual([{ id: "b" }]);
  });

  it("stops and keeps the rest when rate limited, and sends it on the next run", async () => {
    const q = queueOf("a", "b", "c");
    const send = vi
      .fn<(batch: Item[]) => Promise<R>>()
      .mockImplementationOnce(async (batch) => ok(batch))
      .mockResolvedValueOnce(limited)
      .mockImplementation(async (batch) => ok(batch));
    expect(await drainQueue(q.spec(send))).toEqual({ queued: 3, done: [["a"]], refused: [], stopped: true });
    expect(q.items.map((i) => i.id)).toEqual(["b", "c"]);
    expect(await drainQueue(q.spec(send))).toEqual({
      queued: 2,
      done: [["b"], ["c"]],
      refused: [],
      stopped: false,
    });
    expect(q.items).toEqual([]);
  });

  it("drops a refused item with the server's message and goes on, unless told to keep it", async () => {
    const q = queueOf("a", "b");
    const send = vi
      .fn<(batch: Item[]) => Promise<R>>()
      .mockResolvedValueOnce(refusal("No."))
      .mockImplementation(async (batch) => ok(batch));
    expect(await drainQueue(q.spec(send))).toEqual({
      queued: 2,
      done: [["b"]],
      refused: ["No."],
      stopped: false,
    });
    expect(q.items).toEqual([]);

    const kept = queueOf("a", "b");
    const refuse = vi.fn(async () => refusal("No."));
    expect(await drainQueue(kept.spec(refuse, { keepRefused: true }))).toEqual({
      queued: 2,
      done: [],
      refused: ["No."],
      stopped: false,
    });
    expect(refuse).toHaveBeenCalledTimes(1);
    expect(kept.items.map((i) => i.id)).toEqual(["a", "b"]);
  });

  it("stops and keeps everything on a network error, no reply, or another account signed in", async () => {
    for (const send of [
      vi.fn().mockRejectedValue(new TypeError("Failed to fetch")),
      vi.fn().mockResolvedValue(undefined),
      vi.fn().mockResolvedValue(null),
    ]) {
      const q = queueOf("a");
      expect(await drainQueue(q.spec(send))).toMatchObject({ done: [], refused: [], stopped: true });
      expect(q.items).toHaveLength(1);
    }
    const q = queueOf("a", "b");
    let who = ASHA;
    const send = vi.fn(async (batch: Item[]) => {
      who = RAVI; // signed out and Ravi signed in while the first was on its way
      return ok(batch);
    });
    expect(await drainQueue(q.spec(send, { currentUserId: () => who }))).toMatchObject({
      done: [["a"]],
      stopped: true,
    });
    expect(send).toHaveBeenCalledTimes(1);
    expect(q.items.map((i) => i.id)).toEqual(["b"]);
  });

  it("tells a refusal of the item from a reply that says nothing about it", () => {
    expect(readFailure(limited)).toEqual({ kind: "stop" });
    for (const code of ["UNAUTHENTICATED", "FORBIDDEN", "UNAVAILABLE", "RATE_LIMITED"])
      expect(readFailure({ __typename: "AppError", code, message: "…" })).toEqual({ kind: "stop" });
    expect(readFailure({ __typename: "Unknown" })).toEqual({ kind: "stop" });
    expect(
      readFailure({ __typename: "ValidationError", code: "VALIDATION_FAILED", message: "Too long." }),
    ).toEqual({
      kind: "refused",
      message: "Too long.",
    });
    expect(readFailure(refusal("No."))).toEqual({ kind: "refused", message: "No." });
  });
});

describe("one at a time", () => {
  it("runs a call made while another runs after it, even when that one fails", async () => {
    const serialised = oneAtATime();
    const order: string[] = [];
    let release = () => {};
    const first = serialised(
      () =>
        new Promise<never>((_resolve, reject) => {
          order.push("first starts");
          release = () => reject(new Error("boom"));
        }),
    );
    const second = serialised(async () => {
      order.push("second starts");
      return 2;
    });
    await Promise.resolve();
    expect(order).toEqual(["first starts"]);
    release();
    await expect(first).rejects.toThrow("boom");
    expect(await second).toBe(2);
    expect(order).toEqual(["first starts", "second starts"]);
  });
});
