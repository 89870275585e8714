/**
 * Flashcards figures (issue 9), each beside a baseline measured in the same run:
 *  - review submit (reviewCard mutation) p50/p95 — target p95 ≤ 50 ms;
 *  - the due-queue query (dueCards, all decks) for a student with 20,000 cards p50/p95 — target ≤ 50 ms;
 *  - the local generator on a 20-page PDF (pdf.js text extraction + compromise extractor) — target ≤ 5 s,
 *    in-process (warm and cold) and end to end through upload → worker → subscription.
 * Baselines: a bare `SELECT 1` round trip to Postgres, and the trivial `{ health }` GraphQL query.
 */
import { loadavg } from "node:os";
import pg from "pg";
import { collect, gql, wsClient } from "../tests/helpers/graphql";
import { notesPages, textPdf } from "../tests/helpers/pdf";
import { createUser } from "../tests/helpers/users";
import { extractCards } from "../worker/src/ai/engines/flashcards/extract-cards";
import { extractPdfText } from "../worker/src/pdf/pdf-text";
import { benchStack, summary } from "./lib";

const N = Number(process.env.BENCH_N ?? 100);
const CARDS = 20_000;
const DECKS = 10;

async function timed(n: number, fn: (i: number) => Promise<unknown>) {
  for (let i = 0; i < 5; i++) await fn(i);
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await fn(i + 5);
    out.push(performance.now() - t0);
  }
  return out;
}

/** 20,000 cards over 10 decks: 30 % new, 60 % in review (a tenth of them due), 10 % learning. */
async function seed(client: pg.Client, userId: string): Promise<string[]> {
  const decks = await client.query<{ id: string }>(
    `INSERT INTO "Deck" (id, "userId", title, subject, grade, "examDate", "updatedAt")
     SELECT gen_random_uuid(), $1, 'Deck ' || g, 'science', 10, current_date + 30, now() FROM generate_series(1, ${DECKS}) g
     RETURNING id`,
    [userId],
  );
  const ids = decks.rows.map((r) => r.id);
  await client.query(
    `INSERT INTO "Flashcard" (id, "deckId", "userId", front, back, position, due, stability, difficulty, reps, state, "lastReview", "updatedAt")
     SELECT gen_random_uuid(), ($2::uuid[])[1 + g % ${DECKS}], $1, 'Front ' || g, 'Back ' || g, g,
       CASE WHEN g % 10 < 3 THEN now() - interval '1 day'
            WHEN g % 10 < 9 THEN now() + ((g % 60) - 6) * interval '1 day'
            ELSE now() - interval '5 minutes' END,
       CASE WHEN g % 10 < 3 THEN 0 ELSE 2 + (g % 40) END,
       CASE WHEN g % 10 < 3 THEN 0 ELSE 5 END,
       CASE WHEN g % 10 < 3 THEN 0 ELSE 3 END,
       (CASE WHEN g % 10 < 3 THEN 'NEW' WHEN g % 10 < 9 THEN 'REVIEW' ELSE 'LEARNING' END)::"CardState",
       CASE WHEN g % 10 < 3 THEN NULL ELSE now() - interval '3 days' END,
       now()
     FROM generate_series(1, ${CARDS}) g`,
    [userId, ids],
  );
  await client.query(`ANALYZE "Flashcard"`);
  return ids;
}

const DUE = `query { dueCards(tzOffset: -330) { ... on QueryDueCardsSuccess { data { dueCount newCount cards { id reps } } } } }`;
const REVIEW = `mutation($input: ReviewCardInput!) { reviewCard(input: $input, tzOffset: -330) {
  __typename ... on MutationReviewCardSuccess { data { card { id due } } } ... on Error { message } } }`;

const stack = await benchStack({ server: true, worker: true });
const client = new pg.Client({ connectionString: stack.db.url });
try {
  const server = stack.server;
  if (!server) throw new Error("no server");
  await client.connect();
  const student = await createUser(stack.db.url);
  const t0 = performance.now();
  await seed(client, student.id);
  console.log(
    `seeded ${CARDS} cards in ${DECKS} decks in ${Math.round(performance.now() - t0)} ms; load average ${loadavg()[0]?.toFixed(1)} on this machine`,
  );

  const selectOne = await timed(N, () => client.query("SELECT 1"));
  const health = await timed(N, () => gql(server.url, "{ health }"));
  const due = await timed(N, async () => {
    const res = await gql<{ dueCards: { data: { cards: unknown[] } } }>(server.url, DUE, {}, student.headers);
    if (!res.data?.dueCards.data.cards.length) throw new Error(JSON.stringify(res));
  });

  // Review submit: rate due cards one after another (each a different card, as in a session).
  const queue = await client.query<{ id: string; reps: number }>(
    `SELECT id, reps FROM "Flashcard" WHERE "userId" = $1 AND state = 'REVIEW' AND due <= now() ORDER BY due LIMIT $2`,
    [student.id, N + 5],
  );
  const review = await timed(N, async (i) => {
    const card = queue.rows[i];
    if (!card) throw new Error("not enough due cards");
    const res = await gql<{ reviewCard: { __typename: string } }>(
      server.url,
      REVIEW,
      { input: { cardId: card.id, rating: 1 + (i % 4), reps: card.reps } },
      student.headers,
    );
    if (res.data?.reviewCard.__typename !== "MutationReviewCardSuccess") throw new Error(JSON.stringify(res));
  });

  // The local generator on a 20-page PDF.
  const pdf = await textPdf(notesPages(20));
  const generate = async () => {
    const { text } = await extractPdfText(pdf.slice());
    return extractCards(text, { maxCards: 30 });
  };
  const c0 = performance.now();
  const coldCards = await generate();
  const cold = performance.now() - c0;
  const warm = await timed(5, () => generate());

  // End to end: upload → worker (pdf.js + extractor) → subscription delivers DONE.
  const endToEnd = await timed(3, async () => {
    const up = await fetch(`${server.url}/upload`, {
      method: "POST",
      headers: { ...student.headers, "content-type": "application/pdf" },
      body: pdf,
    });
    const { id: uploadId } = (await up.json()) as { id: string };
    const started = await gql<{ generateFlashcards: { data: { id: string } } }>(
      server.url,
      `mutation($i: GenerateFlashcardsInput!) { generateFlashcards(input: $i) { ... on MutationGenerateFlashcardsSuccess { data { id } } } }`,
      { i: { uploadId } },
      student.headers,
    );
    const ws = wsClient(server.wsUrl, student.headers);
    const sub = collect<{ flashcardGeneration: { status: string } }>(
      ws,
      `subscription($id: ID!) { flashcardGeneration(id: $id) { status } }`,
      { id: started.data?.generateFlashcards.data.id },
    );
    const last = await sub.until((e) => ["DONE", "FAILED"].includes(e.flashcardGeneration.status), 120_000);
    await ws.dispose();
    if (last.flashcardGeneration.status !== "DONE") throw new Error("generation failed");
  });

  console.log("baselines");
  console.log(`  bare SELECT 1 round trip       : ${summary(selectOne)}`);
  console.log(`  { health } over HTTP           : ${summary(health)}`);
  console.log("review submit (reviewCard: FSRS + log + activity, one transaction)   target p95 ≤ 50 ms");
  console.log(`  reviewCard                     : ${summary(review)}`);
  console.log(
    `due queue, student with ${CARDS} cards in ${DECKS} decks (dueCards, all decks)   target p95 ≤ 50 ms`,
  );
  console.log(`  dueCards                       : ${summary(due)}`);
  console.log(`local generator, 20-page PDF (${pdf.length} bytes, ${coldCards.length} cards)   target ≤ 5 s`);
  console.log(`  in-process, first run (cold)   : ${cold.toFixed(0)} ms`);
  console.log(`  in-process, warm               : ${summary(warm)}`);
  console.log(`  end to end via upload + worker : ${summary(endToEnd)}`);
  console.log(
    `load average at the end: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")} (2 cores shared)`,
  );
} finally {
  await client.end();
  await stack.stop();
}
