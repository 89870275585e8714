import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { fileDatabaseUrl, sql } from "../helpers/database";
import { gql } from "../helpers/graphql";
import { textPdf } from "../helpers/pdf";
import { type ServerProc, startServer, uniquePrefix } from "../helpers/processes";
import { TINY_PNG } from "../helpers/tutor";
import { createUser, type TestUser } from "../helpers/users";

const databaseUrl = fileDatabaseUrl();
const env = { DATABASE_URL: databaseUrl, REDIS_URL: inject("redisUrl"), REDIS_PREFIX: uniquePrefix() };
const IST = -330;

const CREATE_DECK = `mutation($input: DeckInput!) { createDeck(input: $input, tzOffset: ${IST}) {
  __typename ... on MutationCreateDeckSuccess { data { id title subject grade examDate examMode cardCount } }
  ... on Error { code message } ... on ValidationError { issues { path message } } } }`;
const IMPORT = `mutation($input: ImportCardsInput!) { importCards(input: $input) {
  __typename ... on MutationImportCardsSuccess { data { imported deck { cardCount newCount } } }
  ... on ImportCardsError { code message issues { line message } } ... on Error { code message } } }`;
const DUE = `query($deckId: ID) { dueCards(deckId: $deckId, tzOffset: ${IST}) {
  __typename ... on QueryDueCardsSuccess { data { dueCount newCount cards { id front state reps due
    previews(tzOffset: ${IST}) { rating label interval due } } } } ... on Error { code message } } }`;
const REVIEW = `mutation($input: ReviewCardInput!) { reviewCard(input: $input, tzOffset: ${IST}) {
  __typename ... on MutationReviewCardSuccess { data { reviewId card { id state reps lapses due stability difficulty lastReview
    previews { rating interval } } } } ... on Error { code message } } }`;
const UNDO = `mutation($deckId: ID) { undoReview(deckId: $deckId) {
  __typename ... on MutationUndoReviewSuccess { data { id state reps lapses due stability difficulty lastReview } }
  ... on Error { code message } } }`;

type Data = Record<string, unknown>;

/** Runs an operation as `user` and returns the single root field's value. */
async function call<T = Data>(
  server: ServerProc,
  user: TestUser,
  query: string,
  variables: Data = {},
): Promise<T> {
  const res = await gql<Record<string, T>>(server.url, query, variables, user.headers);
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  const value = Object.values(res.data ?? {})[0];
  return value as T;
}

/** The calendar date `days` from today in India (the time zone these tests study in). */
function inDays(days: number): string {
  return new Date(Date.now() - IST * 60_000 + days * 86_400_000).toISOString().slice(0, 10);
}

describe("flashcards", () => {
  let server: ServerProc;
  let asha: TestUser;
  let ravi: TestUser;
  let deckId = "";

  beforeAll(async () => {
    server = await startServer(env);
    [asha, ravi] = await Promise.all([createUser(databaseUrl), createUser(databaseUrl)]);
  });
  afterAll(async () => {
    if (process.env.FLASHCARDS_LOGS) console.log(server?.logs.join(""));
    await server?.stop();
  });

  it("creates a deck with an exam date, and rejects bad settings with readable messages", async () => {
    const created = await call<{ __typename: string; data: Data }>(server, asha, CREATE_DECK, {
      input: { title: "Science — Life processes", subject: "science", grade: 10, examDate: inDays(20) },
    });
    expect(created.__typename).toBe("MutationCreateDeckSuccess");
    expect(created.data).toMatchObject({ subject: "science", grade: 10, examDate: inDays(20), cardCount: 0 });
    deckId = String(created.data.id);

    const bad = await call<{ __typename: string; issues: { path: string; message: string }[] }>(
      server,
      asha,
      CREATE_DECK,
      {
        input: { title: " ", subject: "astrology", grade: 13, examDate: "2020-01-01", desiredRetention: 0.5 },
      },
    );
    expect(bad.__typename).toBe("ValidationError");
    expect(bad.issues).toEqual(
      expect.arrayContaining([
        { path: "input.title", message: "Give the deck a title." },
        { path: "input.subject", message: "Choose a subject." },
        { path: "input.grade", message: "Choose a class from 1 to 12." },
        { path: "input.examDate", message: "The exam date has already passed." },
        { path: "input.desiredRetention", message: "Desired retention must be between 0.7 and 0.99." },
      ]),
    );
  });

  it("imports nothing when one row is malformed, and names its line", async () => {
    const text = [
      "front,back",
      "Capital of India,New Delhi",
      "H2O,water",
      "a row with no back",
      "Osmosis,movement of water",
    ].join("\n");
    const refused = await call<{
      __typename: string;
      code: string;
      message: string;
      issues: { line: number }[];
    }>(server, asha, IMPORT, { input: { deckId, text } });
    expect(refused.__typename).toBe("ImportCardsError");
    expect(refused.message).toContain("Line 4");
    expect(refused.message).toContain("Nothing was imported");
    expect(refused.issues).toEqual([{ line: 4, message: expect.stringContaining("Line 4: only one field") }]);
    expect(await sql(databaseUrl, `SELECT 1 FROM "Flashcard" WHERE "deckId" = $1`, [deckId])).toHaveLength(0);

    const fixed = text.replace(
      "a row with no back",
      '"Quadratic formula","$x = \\frac{-b \\pm \\sqrt{b^2-4ac}}{2a}$"',
    );
    const ok = await call<{ __typename: string; data: { imported: number; deck: Data } }>(
      server,
      asha,
      IMPORT,
      {
        input: { deckId, text: fixed },
      },
    );
    expect(ok.data).toEqual({ imported: 4, deck: { cardCount: 4, newCount: 4 } });
    const tsv = await call<{ data: { imported: number } }>(server, asha, IMPORT, {
      input: { deckId, text: "#separator:tab\nsine\topposite / hypotenuse\n", format: "TSV" },
    });
    expect(tsv.data.imported).toBe(1);
  });

  it("exports the deck as CSV and Anki text that import back the same", async () => {
    const EXPORT = `query($id: ID!, $format: CardTextFormat!) { exportDeck(id: $id, format: $format) {
      ... on QueryExportDeckSuccess { data { fileName mimeType text cardCount } } } }`;
    const csv = await call<{ data: { fileName: string; text: string; cardCount: number } }>(
      server,
      asha,
      EXPORT,
      { id: deckId, format: "CSV" },
    );
    expect(csv.data.fileName).toBe("Science-Life-processes.csv");
    expect(csv.data.cardCount).toBe(5);
    expect(csv.data.text).toContain("Quadratic formula,$x = \\frac{-b \\pm \\sqrt{b^2-4ac}}{2a}$");
    const tsv = await call<{ data: { text: string } }>(server, asha, EXPORT, { id: deckId, format: "TSV" });
    expect(tsv.data.text.startsWith("#separator:tab\n#html:false\n")).toBe(true);
    const CARDS = `select front, back from "Flashcard" where "deckId" = $1 order by position`;
    for (const text of [csv.data.text, tsv.data.text]) {
      const copy = await createPlainDeck(server, asha);
      const back = await call<{ data: { imported: number } }>(server, asha, IMPORT, {
        input: { deckId: copy, text },
      });
      expect(back.data.imported).toBe(5);
      expect(await sql(databaseUrl, CARDS, [copy])).toEqual(await sql(databaseUrl, CARDS, [deckId]));
    }
  });

  it("reviews with FSRS, shows next due times for every rating, and undoes the last rating exactly", async () => {
    const queue = await call<{ data: { dueCount: number; newCount: number; cards: Data[] } }>(
      server,
      asha,
      DUE,
      { deckId },
    );
    expect(queue.data.newCount).toBe(5);
    const card = queue.data.cards[0] as {
      id: string;
      reps: number;
      previews: { label: string; interval: string }[];
    };
    expect(card.previews.map((p) => `${p.label} ${p.interval}`)).toEqual([
      "Again 1m",
      "Hard 6m",
      "Good 10m",
      expect.stringMatching(/^Easy \d+d$/),
    ]);
    const before = (await sql(databaseUrl, `SELECT * FROM "Flashcard" WHERE id = $1`, [card.id]))[0];

    const good = await call<{ __typename: string; data: { card: Data } }>(server, asha, REVIEW, {
      input: { cardId: card.id, rating: 3, reps: 0 },
    });
    expect(good.__typename).toBe("MutationReviewCardSuccess");
    expect(good.data.card).toMatchObject({ state: "LEARNING", reps: 1 });
    const again = await call<{ __typename: string; code: string }>(server, asha, REVIEW, {
      input: { cardId: card.id, rating: 3, reps: 0 },
    });
    expect(again).toMatchObject({ __typename: "AppError", code: "ALREADY_REVIEWED" });
    const logs = await sql(databaseUrl, `SELECT rating, state FROM "ReviewLog" WHERE "cardId" = $1`, [
      card.id,
    ]);
    expect(logs).toEqual([{ rating: 3, state: "NEW" }]);
    // The teacher's feed is written just after the answer.
    await expect
      .poll(() =>
        sql(databaseUrl, `SELECT kind, subject FROM "ActivityEvent" WHERE "userId" = $1`, [asha.id]),
      )
      .toEqual([{ kind: "flashcards_reviewed", subject: "science" }]);

    const undone = await call<{ __typename: string; data: Data }>(server, asha, UNDO, { deckId });
    expect(undone.__typename).toBe("MutationUndoReviewSuccess");
    const after = (await sql(databaseUrl, `SELECT * FROM "Flashcard" WHERE id = $1`, [card.id]))[0];
    expect({ ...after, updatedAt: null }).toEqual({ ...before, updatedAt: null });
    expect(await sql(databaseUrl, `SELECT 1 FROM "ReviewLog" WHERE "cardId" = $1`, [card.id])).toHaveLength(
      0,
    );
    const nothing = await call<{ code: string }>(server, asha, UNDO, { deckId });
    expect(nothing.code).toBe("NOTHING_TO_UNDO");
  });

  it("respects new cards per day and counts stats", async () => {
    const UPDATE = `mutation($id: ID!, $input: DeckInput!) { updateDeck(id: $id, input: $input) {
      ... on MutationUpdateDeckSuccess { data { newCardsPerDay } } } }`;
    await call(server, asha, UPDATE, { id: deckId, input: { newCardsPerDay: 2 } });
    let queue = await call<{ data: { newCount: number; cards: { id: string; reps: number }[] } }>(
      server,
      asha,
      DUE,
      { deckId },
    );
    expect(queue.data.newCount).toBe(2);
    for (const card of queue.data.cards) {
      await call(server, asha, REVIEW, { input: { cardId: card.id, rating: 4, reps: card.reps } });
    }
    queue = await call(server, asha, DUE, { deckId });
    expect(queue.data.newCount).toBe(0);
    expect(queue.data.cards).toHaveLength(0);

    const STATS = `query($deckId: ID) { flashcardStats(deckId: $deckId, tzOffset: ${IST}) { ... on QueryFlashcardStatsSuccess { data {
      streak reviewsToday totalReviews cardCount retention reviewsPerDay { day reviews } } } } }`;
    const stats = await call<{
      data: { streak: number; reviewsToday: number; reviewsPerDay: { reviews: number }[] };
    }>(server, asha, STATS, { deckId });
    expect(stats.data).toMatchObject({
      streak: 1,
      reviewsToday: 2,
      totalReviews: 2,
      cardCount: 5,
      retention: null,
    });
    expect(stats.data.reviewsPerDay).toHaveLength(30);
    expect(stats.data.reviewsPerDay.at(-1)?.reviews).toBe(2);
  });

  it("predicts exam readiness and, in before-the-exam mode, pulls at-risk cards in before the exam", async () => {
    const READINESS = `query($deckId: ID!) { deckReadiness(deckId: $deckId, tzOffset: ${IST}) {
      __typename ... on QueryDeckReadinessSuccess { data { daysLeft averageRecall plannedAverageRecall atRiskCount newCount
        reviewsNeeded reviewsPerDay atRisk { front recall plannedRecall plannedReviews } } } ... on Error { code message } } }`;
    const report = await call<{ data: Record<string, number> & { atRisk: { plannedReviews: string[] }[] } }>(
      server,
      asha,
      READINESS,
      { deckId },
    );
    expect(report.data.daysLeft).toBe(20);
    expect(report.data.atRiskCount).toBe(5);
    expect(report.data.newCount).toBe(3);
    expect(report.data.plannedAverageRecall).toBeGreaterThan(report.data.averageRecall);
    expect(report.data.reviewsPerDay).toBe(Math.ceil(report.data.reviewsNeeded / 20));

    // Easy cards are due in about a week, long before the exam: not pulled in. Move one far out.
    await sql(
      databaseUrl,
      `UPDATE "Flashcard" SET due = now() + interval '60 days' WHERE "deckId" = $1 AND state = 'REVIEW'`,
      [deckId],
    );
    const ON = `mutation($id: ID!) { updateDeck(id: $id, input: { examMode: true }, tzOffset: ${IST}) { __typename } }`;
    await call(server, asha, ON, { id: deckId });
    const dues = await sql<{ due: Date }>(
      databaseUrl,
      `SELECT due FROM "Flashcard" WHERE "deckId" = $1 AND state = 'REVIEW'`,
      [deckId],
    );
    expect(dues).toHaveLength(2);
    const examEve = Date.parse(`${inDays(19)}T03:30:00Z`);
    for (const { due } of dues) expect(due.getTime()).toBe(examEve);

    const none = await call<{ code: string }>(server, asha, READINESS, {
      deckId: await createPlainDeck(server, asha),
    });
    expect(none.code).toBe("NO_EXAM_DATE");
  });

  it("keeps another user's decks invisible and unchangeable", async () => {
    const cardId = (
      await sql<{ id: string }>(databaseUrl, `SELECT id FROM "Flashcard" WHERE "deckId" = $1 LIMIT 1`, [
        deckId,
      ])
    )[0]?.id;
    const DECK = `query($id: ID!) { deck(id: $id) { id } }`;
    expect(await call(server, ravi, DECK, { id: deckId })).toBeNull();
    expect(await call(server, ravi, `{ decks { id } }`)).toEqual([]);
    const attempts: [string, Data][] = [
      [
        `mutation($id: ID!) { updateDeck(id: $id, input: { title: "mine" }) { ... on Error { code } } }`,
        { id: deckId },
      ],
      [`mutation($id: ID!) { deleteDeck(id: $id) { ... on Error { code } } }`, { id: deckId }],
      [
        `mutation($i: CardInput!) { createCard(input: $i) { ... on Error { code } } }`,
        { i: { deckId, front: "x", back: "y" } },
      ],
      [
        `mutation($id: ID!) { updateCard(id: $id, input: { front: "hacked" }) { ... on Error { code } } }`,
        { id: cardId },
      ],
      [`mutation($id: ID!) { deleteCard(id: $id) { ... on Error { code } } }`, { id: cardId }],
      [IMPORT, { input: { deckId, text: "a,b" } }],
      [
        `mutation($i: ReviewCardInput!) { reviewCard(input: $i) { ... on Error { code } } }`,
        { i: { cardId, rating: 1 } },
      ],
      [`query($id: ID!) { deckReadiness(deckId: $id) { ... on Error { code } } }`, { id: deckId }],
      [`query($id: ID!) { dueCards(deckId: $id) { ... on Error { code } } }`, { id: deckId }],
      [`query($id: ID!) { exportDeck(id: $id, format: CSV) { ... on Error { code } } }`, { id: deckId }],
    ];
    for (const [query, variables] of attempts) {
      expect(await call(server, ravi, query, variables)).toMatchObject({ code: "NOT_FOUND" });
    }
    // Moving one's own card into someone else's deck is refused too.
    const own = await createPlainDeck(server, ravi);
    const mine = await call<{ data: { id: string } }>(
      server,
      ravi,
      `mutation($i: CardInput!) { createCard(input: $i) {
      ... on MutationCreateCardSuccess { data { id } } } }`,
      { i: { deckId: own, front: "q", back: "a" } },
    );
    const move = `mutation($id: ID!, $deckId: ID!) { moveCard(id: $id, deckId: $deckId) { ... on Error { code } } }`;
    expect(await call(server, ravi, move, { id: mine.data.id, deckId })).toMatchObject({ code: "NOT_FOUND" });
    const untouched = await sql(databaseUrl, `SELECT front FROM "Flashcard" WHERE id = $1`, [cardId]);
    expect(untouched).toHaveLength(1);
    expect(untouched[0]?.front).not.toBe("hacked");
    const anonymous = await gql(server.url, `{ decks { id } }`);
    expect(anonymous.errors?.[0]?.message).toBe("Please sign in to access this page");
  });

  it("edits, moves and deletes cards", async () => {
    const other = await createPlainDeck(server, asha);
    const cardId = (
      await sql<{ id: string }>(
        databaseUrl,
        `SELECT id FROM "Flashcard" WHERE "deckId" = $1 ORDER BY position LIMIT 1`,
        [deckId],
      )
    )[0]?.id;
    const edit = await call<{ data: Data }>(
      server,
      asha,
      `mutation($id: ID!) { updateCard(id: $id, input: { back: "**New Delhi**" }) {
      ... on MutationUpdateCardSuccess { data { back } } } }`,
      { id: cardId },
    );
    expect(edit.data.back).toBe("**New Delhi**");
    const moved = await call<{ data: Data }>(
      server,
      asha,
      `mutation($id: ID!, $d: ID!) { moveCard(id: $id, deckId: $d) {
      ... on MutationMoveCardSuccess { data { deckId } } } }`,
      { id: cardId, d: other },
    );
    expect(moved.data.deckId).toBe(other);
    const gone = await call(
      server,
      asha,
      `mutation($id: ID!) { deleteCard(id: $id) { ... on MutationDeleteCardSuccess { data } } }`,
      {
        id: cardId,
      },
    );
    expect(gone).toEqual({ data: cardId });
    expect(await sql(databaseUrl, `SELECT 1 FROM "Flashcard" WHERE id = $1`, [cardId])).toHaveLength(0);
  });

  it("gives one due queue across all decks when no deck is named", async () => {
    const kiran = await createUser(databaseUrl);
    const maths = await createPlainDeck(server, kiran);
    const science = await call<{ data: { id: string } }>(server, kiran, CREATE_DECK, {
      input: { title: "Science", subject: "science", grade: 8 },
    });
    await call(server, kiran, IMPORT, { input: { deckId: maths, text: "2 + 2,4\n3 × 3,9" } });
    await call(server, kiran, IMPORT, { input: { deckId: science.data.id, text: "H2O,water\nNaCl,salt" } });
    const all = await call<{ data: { newCount: number; cards: { id: string; front: string }[] } }>(
      server,
      kiran,
      DUE,
      { deckId: null },
    );
    expect(all.data.newCount).toBe(4);
    expect(all.data.cards.map((c) => c.front).sort()).toEqual(["2 + 2", "3 × 3", "H2O", "NaCl"]);
    const decks = await sql<{ deckId: string }>(
      databaseUrl,
      `SELECT DISTINCT "deckId" FROM "Flashcard" WHERE id = ANY($1::uuid[])`,
      [all.data.cards.map((c) => c.id)],
    );
    expect(decks.map((d) => d.deckId).sort()).toEqual([maths, science.data.id].sort());
    // Per deck, only that deck's cards; someone else's cards never join the queue.
    const one = await call<{ data: { cards: { front: string }[] } }>(server, kiran, DUE, { deckId: maths });
    expect(one.data.cards.map((c) => c.front).sort()).toEqual(["2 + 2", "3 × 3"]);
    const others = await call<{ data: { cards: unknown[] } }>(server, ravi, DUE, { deckId: null });
    expect(
      others.data.cards.every((c) => !all.data.cards.some((k) => k.id === (c as { id: string }).id)),
    ).toBe(true);
  });

  it("attaches only the user's own images to cards", async () => {
    const meera = await createUser(databaseUrl);
    const deck = await createPlainDeck(server, meera);
    const png = Buffer.from(TINY_PNG.split(",")[1] ?? "", "base64");
    const uploadAs = async (user: TestUser, bytes: Uint8Array, type: string) => {
      const res = await fetch(`${server.url}/upload`, {
        method: "POST",
        headers: { ...user.headers, "content-type": type, "x-file-name": "file" },
        body: new Uint8Array(bytes),
      });
      expect(res.status).toBe(201);
      return ((await res.json()) as { id: string }).id;
    };
    const mine = await uploadAs(meera, png, "image/png");
    const theirs = await uploadAs(ravi, png, "image/png");
    const pdf = await uploadAs(meera, await textPdf([["A cell is the unit of life."]]), "application/pdf");
    const CREATE_CARD = `mutation($i: CardInput!) { createCard(input: $i) { __typename
      ... on MutationCreateCardSuccess { data { id imageId imageUrl } } ... on Error { code message } } }`;

    const ok = await call<{ data: { id: string; imageId: string; imageUrl: string } }>(
      server,
      meera,
      CREATE_CARD,
      {
        i: { deckId: deck, front: "This shape?", back: "A square", imageId: mine },
      },
    );
    expect(ok.data).toMatchObject({ imageId: mine, imageUrl: `/upload/${mine}` });
    const served = await fetch(`${server.url}${ok.data.imageUrl}`, { headers: meera.headers });
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png);

    for (const imageId of [theirs, pdf]) {
      const refused = await call(server, meera, CREATE_CARD, {
        i: { deckId: deck, front: "Borrowed", back: "picture", imageId },
      });
      expect(refused).toEqual({ __typename: "AppError", code: "NOT_FOUND", message: "No such image." });
      const edit = await call(
        server,
        meera,
        `mutation($id: ID!, $img: ID) { updateCard(id: $id, input: { imageId: $img }) { __typename ... on Error { code message } } }`,
        { id: ok.data.id, img: imageId },
      );
      expect(edit).toEqual({ __typename: "AppError", code: "NOT_FOUND", message: "No such image." });
    }
    expect(
      await sql(databaseUrl, `SELECT front, "imageId" FROM "Flashcard" WHERE "deckId" = $1`, [deck]),
    ).toEqual([{ front: "This shape?", imageId: mine }]);
  });

  it("defaults desired retention to 0.9, and a lower retention schedules longer intervals", async () => {
    const neha = await createUser(databaseUrl);
    const DECK_RETENTION = `query($id: ID!) { deck(id: $id) { desiredRetention } }`;
    const usual = await createPlainDeck(server, neha);
    expect(await call(server, neha, DECK_RETENTION, { id: usual })).toEqual({ desiredRetention: 0.9 });
    const relaxed = await call<{ data: { id: string } }>(server, neha, CREATE_DECK, {
      input: { title: "Relaxed", subject: "mathematics", grade: 8, desiredRetention: 0.7 },
    });
    expect(await call(server, neha, DECK_RETENTION, { id: relaxed.data.id })).toEqual({
      desiredRetention: 0.7,
    });
    const easy: Record<string, { preview: number; due: number }> = {};
    for (const deck of [usual, relaxed.data.id]) {
      await call(server, neha, IMPORT, { input: { deckId: deck, text: "Capital of India,New Delhi" } });
      const queue = await call<{
        data: { cards: { id: string; previews: { label: string; due: string }[] }[] };
      }>(server, neha, DUE, { deckId: deck });
      const card = queue.data.cards[0];
      const reviewed = await call<{ data: { card: { due: string } } }>(server, neha, REVIEW, {
        input: { cardId: card?.id, rating: 4, reps: 0 },
      });
      const preview = card?.previews.find((p) => p.label === "Easy")?.due ?? "";
      easy[deck] = {
        preview: Date.parse(preview) - Date.now(),
        due: Date.parse(reviewed.data.card.due) - Date.now(),
      };
    }
    const day = 86_400_000;
    const at90 = easy[usual];
    const at70 = easy[relaxed.data.id];
    // FSRS: the interval until recall falls to 70% is several times the one until it falls to 90%.
    expect(at90?.due).toBeGreaterThan(day);
    expect(at70?.due).toBeGreaterThan(2 * (at90?.due ?? 0));
    expect(at70?.preview).toBeGreaterThan(2 * (at90?.preview ?? 0));
    // And changing a deck's retention changes the intervals offered for its cards from then on.
    await call(server, neha, IMPORT, { input: { deckId: usual, text: "Capital of Japan,Tokyo" } });
    const easyPreview = async () => {
      const q = await call<{ data: { cards: { previews: { label: string; due: string }[] }[] } }>(
        server,
        neha,
        DUE,
        { deckId: usual },
      );
      return Date.parse(q.data.cards[0]?.previews.find((p) => p.label === "Easy")?.due ?? "") - Date.now();
    };
    const before = await easyPreview();
    await call(
      server,
      neha,
      `mutation($id: ID!) { updateDeck(id: $id, input: { desiredRetention: 0.97 }) { __typename } }`,
      { id: usual },
    );
    expect(await easyPreview()).toBeLessThan(before / 2);
  });

  it("lets the owner delete a deck with its cards and review history", async () => {
    const tara = await createUser(databaseUrl);
    const deck = await createPlainDeck(server, tara);
    await call(server, tara, IMPORT, { input: { deckId: deck, text: "a,b\nc,d" } });
    const queue = await call<{ data: { cards: { id: string }[] } }>(server, tara, DUE, { deckId: deck });
    await call(server, tara, REVIEW, { input: { cardId: queue.data.cards[0]?.id, rating: 3, reps: 0 } });
    const DELETE = `mutation($id: ID!) { deleteDeck(id: $id) { __typename ... on MutationDeleteDeckSuccess { data } ... on Error { code } } }`;
    expect(await call(server, tara, DELETE, { id: deck })).toEqual({
      __typename: "MutationDeleteDeckSuccess",
      data: deck,
    });
    expect(await sql(databaseUrl, `SELECT 1 FROM "Deck" WHERE id = $1`, [deck])).toHaveLength(0);
    expect(await sql(databaseUrl, `SELECT 1 FROM "Flashcard" WHERE "deckId" = $1`, [deck])).toHaveLength(0);
    expect(
      await sql(databaseUrl, `SELECT 1 FROM "ReviewLog" WHERE "cardId" = ANY($1::uuid[])`, [
        queue.data.cards.map((c) => c.id),
      ]),
    ).toHaveLength(0);
    expect(await call(server, tara, `{ decks { id } }`)).toEqual([]);
    expect(await call(server, tara, DELETE, { id: deck })).toMatchObject({ code: "NOT_FOUND" });
  });

  it("never undoes another user's review", async () => {
    const anil = await createUser(databaseUrl);
    const deck = await createPlainDeck(server, anil);
    await call(server, anil, IMPORT, { input: { deckId: deck, text: "Capital of France,Paris" } });
    const queue = await call<{ data: { cards: { id: string }[] } }>(server, anil, DUE, { deckId: deck });
    const cardId = queue.data.cards[0]?.id;
    await call(server, anil, REVIEW, { input: { cardId, rating: 3, reps: 0 } });
    const before = await sql(databaseUrl, `SELECT state, reps, due FROM "Flashcard" WHERE id = $1`, [cardId]);

    expect(await call(server, ravi, UNDO, { deckId: deck })).toMatchObject({
      __typename: "AppError",
      code: "NOT_FOUND",
    });
    // Without a deck, undo looks only at the caller's own reviews (Ravi has none).
    expect(await call(server, ravi, UNDO, {})).toMatchObject({ code: "NOTHING_TO_UNDO" });
    expect(
      await sql(databaseUrl, `SELECT state, reps, due FROM "Flashcard" WHERE id = $1`, [cardId]),
    ).toEqual(before);
    expect(await sql(databaseUrl, `SELECT rating FROM "ReviewLog" WHERE "cardId" = $1`, [cardId])).toEqual([
      { rating: 3 },
    ]);
    // The owner still can.
    expect(await call(server, anil, UNDO, { deckId: deck })).toMatchObject({
      __typename: "MutationUndoReviewSuccess",
    });
  });
});

async function createPlainDeck(server: ServerProc, user: TestUser): Promise<string> {
  const res = await call<{ data: { id: string } }>(server, user, CREATE_DECK, {
    input: { title: "Maths", subject: "mathematics", grade: 8 },
  });
  return res.data.id;
}
