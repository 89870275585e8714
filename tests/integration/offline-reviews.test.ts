import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { fileDatabaseUrl, sql } from "../helpers/database";
import { gql } from "../helpers/graphql";
import { type ServerProc, startServer, uniquePrefix } from "../helpers/processes";
import { createUser, type TestUser } from "../helpers/users";

// Issue 27: reviews made offline are synced once, in order, and a card reviewed on two devices
// keeps both reviews, replayed in review-time order.

const databaseUrl = fileDatabaseUrl();
const env = { DATABASE_URL: databaseUrl, REDIS_URL: inject("redisUrl"), REDIS_PREFIX: uniquePrefix() };
const IST = -330;
const MIN = 60_000;

const CREATE_DECK = `mutation($input: DeckInput!) { createDeck(input: $input, tzOffset: ${IST}) {
  ... on MutationCreateDeckSuccess { data { id } } ... on Error { code message } } }`;
const IMPORT = `mutation($input: ImportCardsInput!) { importCards(input: $input) {
  ... on MutationImportCardsSuccess { data { imported } } ... on Error { code message } } }`;
const CARDS = `query($id: ID!) { deck(id: $id) { cards { id front } } }`;
const SYNC = `mutation($reviews: [OfflineReviewInput!]!) { syncReviews(reviews: $reviews, tzOffset: ${IST}) {
  __typename ... on MutationSyncReviewsSuccess { data { applied results { reviewId status } } }
  ... on ValidationError { issues { path message } } ... on Error { code message } } }`;
const REVIEW = `mutation($input: ReviewCardInput!) { reviewCard(input: $input, tzOffset: ${IST}) {
  __typename ... on Error { code message } } }`;
const UNDO = `mutation { undoReview { __typename ... on MutationUndoReviewSuccess { data { id reps } } } }`;

type Data = Record<string, unknown>;
interface SyncAnswer {
  __typename: string;
  data: { applied: number; results: { reviewId: string; status: string }[] };
  issues?: { message: string }[];
}

async function call<T = Data>(server: ServerProc, user: TestUser, query: string, variables: Data = {}) {
  const res = await gql<Record<string, T>>(server.url, query, variables, user.headers);
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return Object.values(res.data ?? {})[0] as T;
}

/** A new deck of `n` cards for the user, made a day ago; their ids in deck order. */
async function deckOf(server: ServerProc, user: TestUser, n: number): Promise<string[]> {
  const deck = await call<{ data: { id: string } }>(server, user, CREATE_DECK, {
    input: { title: `Offline ${randomUUID().slice(0, 6)}`, subject: "science", grade: 9 },
  });
  const text = ["front,back", ...Array.from({ length: n }, (_, i) => `Q${i + 1},A${i + 1}`)].join("\n");
  await call(server, user, IMPORT, { input: { deckId: deck.data.id, text } });
  const cards = await call<{ cards: { id: string; front: string }[] }>(server, user, CARDS, {
    id: deck.data.id,
  });
  const ids = cards.cards.map((c) => c.id);
  // Made yesterday, so reviews from the last hour are after the card existed.
  await sql(
    databaseUrl,
    `UPDATE "Flashcard" SET "createdAt" = now() - interval '1 day' WHERE id = ANY($1::uuid[])`,
    [ids],
  );
  return ids;
}

const review = (cardId: string, rating: number, at: number) => ({
  reviewId: randomUUID(),
  cardId,
  rating,
  reviewedAt: new Date(at).toISOString(),
});

describe("offline review sync", () => {
  let server: ServerProc;
  let asha: TestUser;
  let ravi: TestUser;

  beforeAll(async () => {
    server = await startServer(env);
    [asha, ravi] = await Promise.all([createUser(databaseUrl), createUser(databaseUrl)]);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("applies reviews in order at their own review times, and a second send of the same ids changes nothing", async () => {
    const cards = await deckOf(server, asha, 5);
    const start = Date.now() - 30 * MIN;
    const reviews = cards.map((id, i) => review(id, (i % 4) + 1, start + i * MIN));
    // The first card again, 20 minutes later: its second review builds on the first.
    reviews.push(review(cards[0] as string, 3, start + 20 * MIN));

    const first = await call<SyncAnswer>(server, asha, SYNC, { reviews });
    expect(first.__typename).toBe("MutationSyncReviewsSuccess");
    expect(first.data.applied).toBe(6);
    expect(first.data.results.map((r) => r.status)).toEqual(Array(6).fill("APPLIED"));

    const logs = await sql<{ clientReviewId: string; review: Date; rating: number; prevReps: number }>(
      databaseUrl,
      `SELECT "clientReviewId", review, rating, "prevReps" FROM "ReviewLog" WHERE "userId" = $1 ORDER BY review`,
      [asha.id],
    );
    expect(logs.map((l) => l.clientReviewId)).toEqual(reviews.map((r) => r.reviewId));
    expect(logs.map((l) => l.review.toISOString())).toEqual(reviews.map((r) => r.reviewedAt));
    expect(logs.map((l) => l.prevReps)).toEqual([0, 0, 0, 0, 0, 1]);
    const [firstCard] = await sql<{ reps: number; lastReview: Date }>(
      databaseUrl,
      `SELECT reps, "lastReview" FROM "Flashcard" WHERE id = $1`,
      [cards[0]],
    );
    expect(firstCard).toEqual({ reps: 2, lastReview: new Date(start + 20 * MIN) });

    const again = await call<SyncAnswer>(server, asha, SYNC, { reviews });
    expect(again.data.applied).toBe(0);
    expect(again.data.results.map((r) => r.status)).toEqual(Array(6).fill("DUPLICATE"));
    expect(await sql(databaseUrl, `SELECT 1 FROM "ReviewLog" WHERE "userId" = $1`, [asha.id])).toHaveLength(
      6,
    );
    const [still] = await sql(databaseUrl, `SELECT reps FROM "Flashcard" WHERE id = $1`, [cards[0]]);
    expect(still).toEqual({ reps: 2 });
  });

  it("keeps both reviews of a card rated online since the offline review, replayed in time order", async () => {
    const [cardId] = (await deckOf(server, ravi, 1)) as [string];
    const offlineAt = Date.now() - 15 * MIN;
    // Another device rated it Good just now (online).
    const online = await call<{ __typename: string }>(server, ravi, REVIEW, { input: { cardId, rating: 3 } });
    expect(online.__typename).toBe("MutationReviewCardSuccess");
    const [afterOnline] = await sql<{ lastReview: Date }>(
      databaseUrl,
      `SELECT "lastReview" FROM "Flashcard" WHERE id = $1`,
      [cardId],
    );

    // This phone rated it Again 15 minutes earlier, offline.
    const late = review(cardId, 1, offlineAt);
    const synced = await call<SyncAnswer>(server, ravi, SYNC, { reviews: [late] });
    expect(synced.data.results).toEqual([{ reviewId: late.reviewId, status: "MERGED" }]);

    const logs = await sql<{ rating: number; prevReps: number; prevState: string; state: string }>(
      databaseUrl,
      `SELECT rating, "prevReps", "prevState", state FROM "ReviewLog" WHERE "cardId" = $1 ORDER BY review`,
      [cardId],
    );
    // Again (new card) first, then Good on top of it: the Good review now starts from LEARNING.
    expect(logs).toEqual([
      { rating: 1, prevReps: 0, prevState: "NEW", state: "NEW" },
      { rating: 3, prevReps: 1, prevState: "LEARNING", state: "LEARNING" },
    ]);
    const [card] = await sql<{ reps: number; lapses: number; lastReview: Date }>(
      databaseUrl,
      `SELECT reps, lapses, "lastReview" FROM "Flashcard" WHERE id = $1`,
      [cardId],
    );
    expect(card).toEqual({ reps: 2, lapses: 0, lastReview: afterOnline?.lastReview });

    // Undo still takes back exactly the latest rating (the online Good).
    const undone = await call<{ __typename: string; data: { reps: number } }>(server, ravi, UNDO);
    expect(undone).toMatchObject({ __typename: "MutationUndoReviewSuccess", data: { reps: 1 } });
  });

  it("never applies a review to another user's card, clamps a future review time to now, and rejects bad input", async () => {
    const [ashaCard] = (await deckOf(server, asha, 1)) as [string];
    const [raviCard] = (await deckOf(server, ravi, 1)) as [string];
    const theirs = review(ashaCard, 3, Date.now() - MIN);
    const future = review(raviCard, 3, Date.now() + 3 * 3_600_000);
    const synced = await call<SyncAnswer>(server, ravi, SYNC, { reviews: [theirs, future] });
    expect(synced.data.results.map((r) => r.status)).toEqual(["CARD_GONE", "APPLIED"]);
    expect(await sql(databaseUrl, `SELECT 1 FROM "ReviewLog" WHERE "cardId" = $1`, [ashaCard])).toHaveLength(
      0,
    );
    const [log] = await sql<{ review: Date }>(
      databaseUrl,
      `SELECT review FROM "ReviewLog" WHERE "cardId" = $1`,
      [raviCard],
    );
    expect(log?.review.getTime()).toBeLessThanOrEqual(Date.now());
    // A review time before the card existed (a clock far behind) is moved to when it was made.
    const [card] = await sql<{ createdAt: Date }>(
      databaseUrl,
      `SELECT "createdAt" FROM "Flashcard" WHERE id = $1`,
      [ashaCard],
    );
    const [ashaEarly] = await call<SyncAnswer>(server, asha, SYNC, {
      reviews: [review(ashaCard, 3, Date.now() - 30 * 86_400_000)],
    }).then((r) => r.data.results);
    expect(ashaEarly?.status).toBe("APPLIED");
    const [early] = await sql<{ review: Date }>(
      databaseUrl,
      `SELECT review FROM "ReviewLog" WHERE "cardId" = $1`,
      [ashaCard],
    );
    expect(early?.review).toEqual(card?.createdAt);

    const bad = await call<SyncAnswer>(server, ravi, SYNC, {
      reviews: [{ ...review(raviCard, 7, Date.now()), reviewId: "not-an-id" }],
    });
    expect(bad.__typename).toBe("ValidationError");
    expect(bad.issues?.map((i) => i.message).sort()).toEqual([
      "A review made offline needs its id.",
      "Rate 1 (Again) to 4 (Easy).",
    ]);
  });
});
