import { request } from "node:http";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { PDF_MESSAGES } from "../../core/src/jobs/generate-flashcards";
import { PDF_MAX_BYTES } from "../../core/src/schemas/flashcards";
import { fileDatabaseUrl } from "../helpers/database";
import { type FakeOpenAi, fakeCards, questionOf, startFakeOpenAi } from "../helpers/fake-openai";
import { collect, gql, wsClient } from "../helpers/graphql";
import { blankPdf, encryptedPdf, notesPages, textPdf } from "../helpers/pdf";
import { type Proc, type ServerProc, startServer, startWorker, uniquePrefix } from "../helpers/processes";
import { createUser, type TestUser } from "../helpers/users";

const databaseUrl = fileDatabaseUrl();
const env = {
  DATABASE_URL: databaseUrl,
  REDIS_URL: inject("redisUrl"),
  REDIS_PREFIX: uniquePrefix(),
  AI_PROVIDER: "local",
};

const GENERATE = `mutation($input: GenerateFlashcardsInput!) { generateFlashcards(input: $input) {
  __typename ... on MutationGenerateFlashcardsSuccess { data { id status } }
  ... on Error { code message } ... on ValidationError { issues { path message } } } }`;
const WATCH = `subscription($id: ID!) { flashcardGeneration(id: $id) {
  id status progress stage error fileName cards { front back kind } } }`;

interface Generation {
  id: string;
  status: string;
  progress: number;
  stage: string | null;
  error: string | null;
  fileName: string | null;
  cards: { front: string; back: string; kind: string }[];
}

async function rows(text: string, values: unknown[] = []): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

async function uploadTo(
  server: ServerProc,
  user: TestUser,
  bytes: Uint8Array,
  type = "application/pdf",
  name = "notes.pdf",
) {
  const res = await fetch(`${server.url}/upload`, {
    method: "POST",
    headers: { ...user.headers, "content-type": type, "x-file-name": encodeURIComponent(name) },
    body: new Uint8Array(bytes),
  });
  return {
    status: res.status,
    body: (await res.json()) as { id: string; code: string; message: string; size: number },
  };
}

/** Starts a run and follows it to the end over the subscription. */
async function generateOn(
  server: ServerProc,
  user: TestUser,
  input: Record<string, unknown>,
): Promise<Generation[]> {
  const started = await gql<{ generateFlashcards: { __typename: string; data: { id: string } } }>(
    server.url,
    GENERATE,
    { input },
    user.headers,
  );
  expect(started.data?.generateFlashcards.__typename).toBe("MutationGenerateFlashcardsSuccess");
  const id = started.data?.generateFlashcards.data.id;
  const client = wsClient(server.wsUrl, user.headers);
  const sub = collect<{ flashcardGeneration: Generation }>(client, WATCH, { id });
  await sub.until((e) => ["DONE", "FAILED"].includes(e.flashcardGeneration.status), 45_000);
  await client.dispose();
  return sub.events.map((e) => e.flashcardGeneration);
}

describe("the flashcard generator", () => {
  let server: ServerProc;
  let worker: Proc;
  let meena: TestUser;
  let arjun: TestUser;

  beforeAll(async () => {
    [server, worker, meena, arjun] = await Promise.all([
      startServer(env),
      startWorker(env),
      createUser(databaseUrl),
      createUser(databaseUrl),
    ]);
  });
  afterAll(async () => {
    if (process.env.FLASHCARDS_LOGS) console.log(server?.logs.join(""));
    await Promise.all([server?.stop(), worker?.stop()]);
  });

  const upload = (user: TestUser, bytes: Uint8Array, type?: string, name?: string) =>
    uploadTo(server, user, bytes, type, name);
  const generate = (user: TestUser, input: Record<string, unknown>) => generateOn(server, user, input);

  it("turns a real text PDF into definition and cloze cards, streaming progress, and forgets the PDF", async () => {
    const pdf = await textPdf(notesPages(4));
    const sent = await upload(meena, pdf, "application/pdf", "Class 10 Science — notes.pdf");
    expect(sent.status).toBe(201);
    expect(sent.body.size).toBe(pdf.length);
    const events = await generate(meena, { uploadId: sent.body.id, maxCards: 20 });
    const last = events.at(-1);
    expect(last?.status).toBe("DONE");
    expect(last?.fileName).toBe("Class 10 Science — notes.pdf");
    expect(events.some((e) => e.status === "RUNNING" && /Reading page \d+ of 4/.test(e.stage ?? ""))).toBe(
      true,
    );
    const progress = events.map((e) => e.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(last?.progress).toBe(100);
    expect(last?.cards).toContainEqual({
      front: "Photosynthesis",
      back: "The process by which green plants make their own food using sunlight",
      kind: "definition",
    });
    expect(last?.cards.some((c) => c.kind === "cloze" && c.front.includes("_____"))).toBe(true);
    expect(last?.cards.length).toBeLessThanOrEqual(20);
    expect(await rows(`SELECT 1 FROM "Upload" WHERE id = $1`, [sent.body.id])).toHaveLength(0);
  });

  it("works on pasted notes too, and saves the cards the student kept and edited", async () => {
    const events = await generate(meena, {
      text: "Osmosis means the movement of water across a semi-permeable membrane. A lever is a rigid bar that turns about a fixed point.",
    });
    const result = events.at(-1);
    expect(result?.cards.map((c) => c.front)).toEqual(["Osmosis", "Lever"]);
    const deck = await gql<{ createDeck: { data: { id: string } } }>(
      server.url,
      `mutation { createDeck(input: { title: "Physics", subject: "science", grade: 9 }) {
        ... on MutationCreateDeckSuccess { data { id } } } }`,
      {},
      meena.headers,
    );
    const deckId = deck.data?.createDeck.data.id;
    const save = `mutation($input: SaveGeneratedCardsInput!) { saveGeneratedCards(input: $input) {
      __typename ... on MutationSaveGeneratedCardsSuccess { data { imported deck { cardCount } } } ... on Error { code message } } }`;
    const kept = [{ front: "What is a lever?", back: result?.cards[1]?.back ?? "" }];
    const saved = await gql<{
      saveGeneratedCards: { data: { imported: number; deck: { cardCount: number } } };
    }>(server.url, save, { input: { generationId: result?.id, deckId, cards: kept } }, meena.headers);
    expect(saved.data?.saveGeneratedCards.data).toEqual({ imported: 1, deck: { cardCount: 1 } });
    expect(await rows(`SELECT front, back FROM "Flashcard" WHERE "deckId" = $1`, [deckId])).toEqual([
      { front: "What is a lever?", back: "A rigid bar that turns about a fixed point" },
    ]);
    const theirs = await gql<{ saveGeneratedCards: { code: string } }>(
      server.url,
      save,
      { input: { generationId: result?.id, deckId, cards: kept } },
      arjun.headers,
    );
    expect(theirs.data?.saveGeneratedCards).toMatchObject({ code: "NOT_FOUND" });
  });

  it('says "No text found in this PDF" for a PDF without text (a scan)', async () => {
    const sent = await upload(meena, await blankPdf(3));
    const last = (await generate(meena, { uploadId: sent.body.id })).at(-1);
    expect(last).toMatchObject({ status: "FAILED", error: "No text found in this PDF", cards: [] });
  });

  it("explains damaged and password-protected PDFs, and refuses files that are not PDFs", async () => {
    const whole = await textPdf(notesPages(2));
    const damaged = await upload(meena, whole.slice(0, Math.floor(whole.length / 2)));
    expect(damaged.status).toBe(201);
    expect((await generate(meena, { uploadId: damaged.body.id })).at(-1)).toMatchObject({
      status: "FAILED",
      error: PDF_MESSAGES.corrupt,
    });
    const locked = await upload(meena, await encryptedPdf());
    expect((await generate(meena, { uploadId: locked.body.id })).at(-1)).toMatchObject({
      status: "FAILED",
      error: PDF_MESSAGES.encrypted,
    });
    const notPdf = await upload(
      meena,
      new TextEncoder().encode("just some words pretending to be a PDF ".repeat(100)),
    );
    expect(notPdf).toMatchObject({
      status: 415,
      body: { code: "WRONG_CONTENT", message: "This file is not a PDF." },
    });
  });

  it("refuses an upload over 20 MB before reading it (declared size)", async () => {
    const answer = await new Promise<{ status: number; body: string; sentBytes: number }>(
      (resolve, reject) => {
        let sentBytes = 0;
        const req = request(`${server.url}/upload`, {
          method: "POST",
          headers: {
            ...meena.headers,
            "content-type": "application/pdf",
            "content-length": String(PDF_MAX_BYTES + 1),
          },
        });
        req.on("response", (res) => {
          let body = "";
          res.on("data", (d: Buffer) => {
            body += d.toString();
          });
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body, sentBytes }));
        });
        req.on("error", reject);
        // Only the first 64 KB is ever sent: the answer must come without the rest.
        const head = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(64 * 1024)]);
        sentBytes = head.length;
        req.write(head);
      },
    );
    expect(answer.status).toBe(413);
    expect(answer.sentBytes).toBeLessThan(PDF_MAX_BYTES);
    expect(JSON.parse(answer.body)).toEqual({
      code: "TOO_LARGE",
      message: "This PDF is larger than 20 MB. Please upload a smaller file.",
    });
  });

  it("cuts off a streamed upload the moment it passes 20 MB, keeping nothing", async () => {
    const before = await rows(`SELECT count(*)::int AS n FROM "Upload" WHERE "userId" = $1`, [arjun.id]);
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(`${server.url}/upload`, {
        method: "POST",
        headers: { ...arjun.headers, "content-type": "application/pdf", "transfer-encoding": "chunked" },
      });
      req.on("response", (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on("error", (error: NodeJS.ErrnoException) =>
        error.code === "EPIPE" || error.code === "ECONNRESET" ? undefined : reject(error),
      );
      const piece = Buffer.alloc(1024 * 1024, 0x20);
      piece.write("%PDF-1.7\n");
      let sent = 0;
      const pump = () => {
        while (sent < 25 && !req.destroyed) {
          sent++;
          if (!req.write(piece)) return void req.once("drain", pump);
        }
        req.end();
      };
      pump();
    });
    expect(status).toBe(413);
    const after = await rows(`SELECT count(*)::int AS n FROM "Upload" WHERE "userId" = $1`, [arjun.id]);
    expect(after).toEqual(before);
    expect(
      await rows(
        `SELECT 1 FROM "UploadChunk" c JOIN "Upload" u ON u.id = c."uploadId" WHERE u."userId" = $1`,
        [arjun.id],
      ),
    ).toEqual([]);
  });

  it("keeps uploads and runs private to their owner", async () => {
    const sent = await upload(
      meena,
      await textPdf([["A prism is a solid with two identical ends and flat sides."]]),
    );
    const theirs = await gql<{ generateFlashcards: { code: string } }>(
      server.url,
      GENERATE,
      { input: { uploadId: sent.body.id } },
      arjun.headers,
    );
    expect(theirs.data?.generateFlashcards).toMatchObject({ code: "NOT_FOUND" });
    const mine = await generate(meena, { uploadId: sent.body.id });
    const id = mine.at(-1)?.id;
    const peek = await gql<{ flashcardGeneration: unknown }>(
      server.url,
      `query($id: ID!) { flashcardGeneration(id: $id) { id } }`,
      { id },
      arjun.headers,
    );
    expect(peek.data?.flashcardGeneration).toBeNull();
    const client = wsClient(server.wsUrl, arjun.headers);
    const spy = collect<{ flashcardGeneration: Generation }>(client, WATCH, { id });
    await expect(spy.until(() => true, 3000)).rejects.toThrow(/No such generation/);
    await client.dispose();
    const anonymous = await fetch(`${server.url}/upload`, {
      method: "POST",
      headers: { "content-type": "application/pdf" },
      body: "%PDF-",
    });
    expect(anonymous.status).toBe(401);
  });

  it("rejects empty or missing input with readable messages", async () => {
    const res = await gql<{
      generateFlashcards: { __typename: string; issues: { path: string; message: string }[] };
    }>(server.url, GENERATE, { input: { text: "too short" } }, meena.headers);
    expect(res.data?.generateFlashcards.issues).toEqual([
      { path: "input.text", message: "Paste at least 20 characters of notes." },
    ]);
    const neither = await gql<{ generateFlashcards: { issues: { message: string }[] } }>(
      server.url,
      GENERATE,
      { input: {} },
      meena.headers,
    );
    expect(neither.data?.generateFlashcards.issues[0]?.message).toBe(
      "Paste some text or upload a PDF (one of the two).",
    );
  });
});

describe("the flashcard generator with an AI model (a fake OpenAI-compatible server)", () => {
  let fake: FakeOpenAi;
  let server: ServerProc;
  let worker: Proc;
  let priya: TestUser;

  beforeAll(async () => {
    fake = await startFakeOpenAi({ firstTokenMs: 30, tokensPerSecond: 800 });
    const aiEnv = {
      ...env,
      REDIS_PREFIX: uniquePrefix(),
      AI_PROVIDER: "openai",
      OPENAI_API_KEY: "sk-test",
      OPENAI_BASE_URL: fake.url,
      OPENAI_MODEL: "fake-cards-1",
      AI_TIMEOUT_MS: "2000",
      AI_MAX_RETRIES: "1",
    };
    [server, worker, priya] = await Promise.all([
      startServer(aiEnv),
      startWorker(aiEnv),
      createUser(databaseUrl),
    ]);
  });
  afterAll(async () => {
    if (process.env.FLASHCARDS_LOGS) console.log(worker?.logs.join(""));
    await Promise.all([server?.stop(), worker?.stop()]);
    await fake?.close();
  });

  /** The generator's calls to the model whose notes contain `marker`. */
  const callsWith = (marker: string) =>
    fake.requests.filter((r) => r.body.model === "fake-cards-1" && questionOf(r.body).includes(marker));

  it("asks the model for cards from a real PDF and puts the model's cards in the preview", async () => {
    const pdf = await textPdf(notesPages(2));
    const sent = await uploadTo(server, priya, pdf);
    expect(sent.status).toBe(201);
    const events = await generateOn(server, priya, { uploadId: sent.body.id, maxCards: 12 });
    const last = events.at(-1);
    expect(last?.status).toBe("DONE");

    const calls = callsWith("Photosynthesis is the process");
    expect(calls).toHaveLength(1);
    const prompt = questionOf(calls[0]?.body ?? { model: "", messages: [] });
    expect(prompt).toMatch(/^Make at most 12 cards from these notes:/);
    expect(calls[0]?.body).toMatchObject({ stream: true, temperature: 0.3 });
    expect(JSON.stringify(calls[0]?.body.messages[0])).toContain('{\\"cards\\": [{\\"front\\"');

    // Exactly the model's cards, in its order, marked as the model's.
    const expected = fakeCards(prompt);
    expect(expected.length).toBeGreaterThan(3);
    expect(last?.cards).toEqual(expected.map((c) => ({ ...c, kind: "question" })));
    expect(last?.cards).toContainEqual({
      front: "What is photosynthesis?",
      back: "The process by which green plants make their own food using sunlight.",
      kind: "question",
    });
    expect(last?.stage).toBe(`Found ${expected.length} cards with the AI model`);

    // Progress streamed: reading the pages, then the model at work, never going back.
    expect(events.some((e) => /Reading page \d+ of 2/.test(e.stage ?? ""))).toBe(true);
    expect(events.some((e) => e.status === "RUNNING" && e.stage === "Asking the AI model for cards")).toBe(
      true,
    );
    const progress = events.map((e) => e.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(last?.progress).toBe(100);
  });

  it("reads the cards out of a messy reply: prose, a code fence, trailing commas, LaTeX", async () => {
    const notes =
      "[fake:malformed] Osmosis is the movement of water across a semi-permeable membrane. A lever is a rigid bar that turns about a fixed point.";
    const last = (await generateOn(server, priya, { text: notes })).at(-1);
    expect(last?.status).toBe("DONE");
    expect(last?.cards).toEqual([
      {
        front: "What is osmosis?",
        back: "The movement of water across a semi-permeable membrane. $\\frac{1}{2}$",
        kind: "question",
      },
      {
        front: "What is a lever?",
        back: "A rigid bar that turns about a fixed point. $\\frac{1}{2}$",
        kind: "question",
      },
    ]);
  });

  it("falls back to the offline extractor, and says so, when the model's reply is unusable or it is down", async () => {
    for (const tag of ["[fake:prose]", "[fake:500]"]) {
      const notes = `Osmosis means the movement of water across a semi-permeable membrane. A lever is a rigid bar that turns about a fixed point.\n\n${tag}`;
      const last = (await generateOn(server, priya, { text: notes })).at(-1);
      expect(callsWith(tag).length).toBeGreaterThan(0);
      expect({ tag, status: last?.status, stage: last?.stage }).toEqual({
        tag,
        status: "DONE",
        stage: "Found 2 cards with the offline extractor (the AI model could not be used)",
      });
      expect(last?.cards.map((c) => [c.front, c.kind])).toEqual([
        ["Osmosis", "definition"],
        ["Lever", "definition"],
      ]);
    }
  });
});
