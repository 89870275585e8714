import "fake-indexeddb/auto";
import { IDBFactory } from "fake-indexeddb";
import { openDB } from "idb";
import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  closeForTests,
  DB_NAME,
  loadSnapshot,
  type OfflineCard,
  pendingCount,
  pendingReviews,
  type QueuedReview,
  queueReview,
  saveSnapshot,
  setCorruptHandler,
} from "./offline-store";
import { syncReviews } from "./offline-sync";

const ASHA = "00000000-0000-4000-8000-00000000000a";
const RAVI = "00000000-0000-4000-8000-00000000000b";
const DECK = {
  __typename: "Deck" as const,
  id: "deck-1",
  desiredRetention: 0.9,
  examMode: false,
  examDate: null,
};

function card(id: string): OfflineCard {
  return {
    id,
    deckId: "deck-1",
    front: `Q ${id}`,
    back: `A ${id}`,
    imageId: null,
    imageUrl: null,
    position: 0,
    state: "NEW",
    due: "2026-11-28T10:00:00.000Z",
    reps: 0,
    lapses: 0,
    retrievability: 0,
    stability: 0,
    difficulty: 0,
    elapsedDays: 0,
    scheduledDays: 0,
    learningSteps: 0,
    lastReview: null,
    previews: [],
  };
}

let seq = 0;
function review(userId: string, cardId: string, rating: 1 | 2 | 3 | 4 = 3): QueuedReview {
  seq += 1;
  return { reviewId: `r-${seq}`, userId, cardId, deckId: "deck-1", rating, reviewedAt: 1_000 + seq, seq };
}

beforeEach(async () => {
  await closeForTests();
  globalThis.indexedDB = new IDBFactory();
});

describe("the offline review queue", () => {
  it("gives back one user's reviews in the order made, never another user's", async () => {
    const made = [review(ASHA, "c1"), review(RAVI, "c9"), review(ASHA, "c2"), review(ASHA, "c1", 1)];
    // Stored out of order: the queue is ordered by when each was made, not by id.
    for (const r of [made[3], made[1], made[0], made[2]] as QueuedReview[])
      await queueReview(r, card(r.cardId));
    expect((await pendingReviews(ASHA)).map((r) => r.reviewId)).toEqual(
      [made[0], made[2], made[3]].map((r) => r?.reviewId),
    );
    expect((await pendingReviews(RAVI)).map((r) => r.cardId)).toEqual(["c9"]);
    expect(await pendingCount(ASHA)).toBe(3);
    expect(await pendingCount(RAVI)).toBe(1);
  });

  it("keeps the rated card's new state in the user's saved due queues only", async () => {
    await saveSnapshot(ASHA, null, [card("c1"), card("c2")], [DECK]);
    await saveSnapshot(RAVI, null, [card("c1")], [DECK]);
    const rated = { ...card("c1"), state: "LEARNING" as const, reps: 1 };
    await queueReview(review(ASHA, "c1"), rated);
    expect((await loadSnapshot(ASHA, null))?.cards.map((c) => [c.id, c.reps])).toEqual([
      ["c1", 1],
      ["c2", 0],
    ]);
    expect((await loadSnapshot(RAVI, null))?.cards.map((c) => c.reps)).toEqual([0]);
    expect(await loadSnapshot(ASHA, "deck-1")).toBeNull();
  });

  it("drops a damaged copy with a message, and the next save starts afresh", async () => {
    const onCorrupt = vi.fn();
    setCorruptHandler(onCorrupt);
    await queueReview(review(ASHA, "c1"), card("c1"));
    await closeForTests();
    // A partly written record: no rating, no time.
    const db = await openDB(DB_NAME);
    await db.put("queue", { reviewId: "broken", userId: ASHA, cardId: "c2" });
    db.close();

    expect(await pendingReviews(ASHA)).toEqual([]);
    expect(onCorrupt).toHaveBeenCalledTimes(1);
    expect(await pendingCount(ASHA)).toBe(0);
    await queueReview(review(ASHA, "c3"), card("c3"));
    expect((await pendingReviews(ASHA)).map((r) => r.cardId)).toEqual(["c3"]);
  });
});

describe("syncing the queue", () => {
  function fakeServer() {
    const sent: { reviewId: string; cardId: string; reviewedAt: string }[][] = [];
    const mutate = vi.fn(async ({ variables }: { variables: { reviews: (typeof sent)[number] } }) => {
      sent.push(variables.reviews);
      return {
        data: {
          syncReviews: {
            __typename: "MutationSyncReviewsSuccess" as const,
            data: {
              applied: variables.reviews.length,
              results: variables.reviews.map((r) => ({ reviewId: r.reviewId, status: "APPLIED" })),
            },
          },
        },
      };
    });
    return { sent, client: { mutate } as unknown as Parameters<typeof syncReviews>[0] };
  }

  it("sends the signed-in user's reviews oldest first with their times, then forgets them", async () => {
    const mine = [review(ASHA, "c1"), review(ASHA, "c2"), review(ASHA, "c1", 1)];
    const theirs = review(RAVI, "c9");
    for (const r of [...mine, theirs]) await queueReview(r, card(r.cardId));
    const { sent, client } = fakeServer();

    const outcome = await syncReviews(client, ASHA, () => ASHA, -330);
    expect(outcome).toEqual({ kind: "sent", sent: 3 });
    expect(sent.flat().map((r) => [r.cardId, r.reviewedAt])).toEqual(
      mine.map((r) => [r.cardId, new Date(r.reviewedAt).toISOString()]),
    );
    expect(await pendingCount(ASHA)).toBe(0);
    expect(await pendingCount(RAVI)).toBe(1);
  });

  it("sends nothing once someone else is signed in", async () => {
    await queueReview(review(ASHA, "c1"), card("c1"));
    const { sent, client } = fakeServer();
    expect(await syncReviews(client, ASHA, () => RAVI, -330)).toEqual({ kind: "stopped", sent: 0 });
    expect(sent).toEqual([]);
    expect(await pendingCount(ASHA)).toBe(1);
  });

  it("keeps the queue when the network fails mid-way", async () => {
    await queueReview(review(ASHA, "c1"), card("c1"));
    const client = { mutate: vi.fn().mockRejectedValue(new TypeError("Failed to fetch")) };
    const outcome = await syncReviews(client as never, ASHA, () => ASHA, -330);
    expect(outcome).toEqual({ kind: "stopped", sent: 0 });
    expect(await pendingCount(ASHA)).toBe(1);
  });
});

describe("two syncs at once", () => {
  it("send each review once: the second waits and finds nothing left", async () => {
    await queueReview(review(ASHA, "c1"), card("c1"));
    let calls = 0;
    const client = {
      mutate: vi.fn(async ({ variables }: { variables: { reviews: { reviewId: string }[] } }) => {
        calls += 1;
        return {
          data: {
            syncReviews: {
              __typename: "MutationSyncReviewsSuccess",
              data: {
                applied: 1,
                results: variables.reviews.map((r) => ({ reviewId: r.reviewId, status: "APPLIED" })),
              },
            },
          },
        };
      }),
    };
    const [a, b] = await Promise.all([
      syncReviews(client as never, ASHA, () => ASHA, -330),
      syncReviews(client as never, ASHA, () => ASHA, -330),
    ]);
    expect([a, b]).toEqual([{ kind: "sent", sent: 1 }, { kind: "nothing" }]);
    expect(calls).toBe(1);
  });
});
