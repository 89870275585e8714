/**
 * Issue 27, Measure: the sync of 200 flashcard reviews made offline (the most the client sends at
 * once, SYNC_REVIEWS_MAX) in one `syncReviews` mutation: wall time and the server's CPU time for it,
 * beside the same 200 reviews made online one `reviewCard` at a time, in the same run. Each round
 * uses a fresh student with a fresh deck of 200 cards (made a day ago); the reviews are spread over
 * the last hour, one per card. Server CPU is read from /proc/<pid>/stat (user + system) around each call.
 * Run: pnpm bench review-sync.
 */
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { SYNC_REVIEWS_MAX } from "../core/src/flashcards/limits";
import { gql } from "../tests/helpers/graphql";
import { createUser, type TestUser } from "../tests/helpers/users";
import { benchStack, machineLoad, summary } from "./lib";

const ROUNDS = Number(process.env.BENCH_N ?? 5);
const N = SYNC_REVIEWS_MAX;
const IST = -330;
const CREATE_DECK = `mutation($input: DeckInput!) { createDeck(input: $input, tzOffset: ${IST}) {
  ... on MutationCreateDeckSuccess { data { id } } ... on Error { code message } } }`;
const IMPORT = `mutation($input: ImportCardsInput!) { importCards(input: $input) {
  ... on MutationImportCardsSuccess { data { imported } } ... on Error { code message } } }`;
const CARDS = `query($id: ID!) { deck(id: $id) { cards { id } } }`;
const SYNC = `mutation($reviews: [OfflineReviewInput!]!) { syncReviews(reviews: $reviews, tzOffset: ${IST}) {
  __typename ... on MutationSyncReviewsSuccess { data { applied } } ... on Error { code message } } }`;
const REVIEW = `mutation($input: ReviewCardInput!) { reviewCard(input: $input, tzOffset: ${IST}) {
  __typename ... on Error { code message } } }`;

const { line, noisy } = machineLoad();
console.log(line);
const stack = await benchStack({ server: true });
const server = stack.server;
if (!server) throw new Error("no server");
const pid = server.child.pid as number;
const ticksPerSecond = 100;
/** The server's CPU seconds so far (user + system). */
const cpu = () => {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
};

async function call<T>(user: TestUser, query: string, variables: Record<string, unknown>): Promise<T> {
  const res = await gql<Record<string, T>>(server?.url ?? "", query, variables, user.headers);
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return Object.values(res.data ?? {})[0] as T;
}

/** A student with a deck of N cards made a day ago; the cards' ids. */
async function student(): Promise<{ user: TestUser; cards: string[] }> {
  const user = await createUser(stack.env.DATABASE_URL);
  const deck = await call<{ data: { id: string } }>(user, CREATE_DECK, {
    input: { title: `Sync ${randomUUID().slice(0, 6)}`, subject: "science", grade: 9 },
  });
  const text = ["front,back", ...Array.from({ length: N }, (_, i) => `Q${i + 1},A${i + 1}`)].join("\n");
  await call(user, IMPORT, { input: { deckId: deck.data.id, text } });
  const cards = (await call<{ cards: { id: string }[] }>(user, CARDS, { id: deck.data.id })).cards.map(
    (c) => c.id,
  );
  const db = new pg.Client({ connectionString: stack.env.DATABASE_URL });
  await db.connect();
  await db.query(`UPDATE "Flashcard" SET "createdAt" = now() - interval '1 day' WHERE id = ANY($1::uuid[])`, [
    cards,
  ]);
  await db.end();
  return { user, cards };
}

const syncMs: number[] = [];
const syncCpu: number[] = [];
const onlineMs: number[] = [];
const onlineCpu: number[] = [];
try {
  for (let round = 0; round <= ROUNDS; round++) {
    // Offline: the queue of N reviews, oldest first, sent at once.
    const a = await student();
    const now = Date.now();
    const reviews = a.cards.map((cardId, i) => ({
      reviewId: randomUUID(),
      cardId,
      rating: 1 + (i % 4),
      reviewedAt: new Date(now - 3_600_000 + i * 10_000).toISOString(),
    }));
    let c0 = cpu();
    let t0 = performance.now();
    const synced = await call<{ __typename: string; data?: { applied: number } }>(a.user, SYNC, { reviews });
    const syncWall = performance.now() - t0;
    const syncSec = cpu() - c0;
    if (synced.data?.applied !== N) throw new Error(`sync applied ${JSON.stringify(synced)}`);
    // Online: the same reviews one at a time, as a student with a connection makes them.
    const b = await student();
    c0 = cpu();
    t0 = performance.now();
    for (const [i, cardId] of b.cards.entries()) {
      const r = await call<{ __typename: string }>(b.user, REVIEW, {
        input: { cardId, rating: 1 + (i % 4) },
      });
      if (r.__typename !== "MutationReviewCardSuccess") throw new Error(JSON.stringify(r));
    }
    const onlineWall = performance.now() - t0;
    const onlineSec = cpu() - c0;
    // The first round warms the server up; it is not counted.
    if (round === 0) continue;
    syncMs.push(syncWall);
    syncCpu.push(syncSec * 1000);
    onlineMs.push(onlineWall);
    onlineCpu.push(onlineSec * 1000);
  }
  console.log(`sync of ${N} reviews made offline, ${ROUNDS} rounds, one server${noisy ? " (NOISY)" : ""}`);
  console.log(`  syncReviews (${N} at once), wall         : ${summary(syncMs)}`);
  console.log(`  syncReviews (${N} at once), server CPU   : ${summary(syncCpu)}`);
  console.log(`  baseline: ${N} reviewCard one by one, wall : ${summary(onlineMs)}`);
  console.log(`  baseline: ${N} reviewCard, server CPU      : ${summary(onlineCpu)}`);
} finally {
  await stack.stop();
}
