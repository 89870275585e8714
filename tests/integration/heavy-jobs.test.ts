import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { ncertChapters } from "../../core/src/curriculum/catalogue";
import { PDF_MESSAGES } from "../../core/src/jobs/generate-flashcards";
import { fileDatabaseUrl, sql } from "../helpers/database";
import { collect, gql, wsClient } from "../helpers/graphql";
import { inflatingPdf, notesPages } from "../helpers/pdf";
import { type Proc, type ServerProc, startWorker, uniquePrefix } from "../helpers/processes";
import { askAndWait, startStack } from "../helpers/tutor";
import { createUser, type TestUser } from "../helpers/users";

// Issue 24, item 1: one upload cannot stall the worker. A PDF whose compressed stream inflates to
// megabytes of text is read on a thread of its own, stops at the character bound with a reason the
// student reads, and a tutor question asked meanwhile is answered as fast as it is alone (the issue's
// bound: within 5 s of that). A run that passes its time budget is stopped and says so.

const GENERATE = `mutation($input: GenerateFlashcardsInput!) { generateFlashcards(input: $input) {
  __typename ... on MutationGenerateFlashcardsSuccess { data { id status } } ... on Error { code message } } }`;
const WATCH = `subscription($id: ID!) { flashcardGeneration(id: $id) { id status stage error } }`;
const QUESTIONS = `mutation($input: GenerateQuestionsInput!) { generateQuestions(input: $input) {
  __typename ... on MutationGenerateQuestionsSuccess { data { id } } ... on Error { code message } } }`;

interface Generation {
  id: string;
  status: string;
  stage: string | null;
  error: string | null;
}

describe("heavy jobs (issue 24)", () => {
  const databaseUrl = fileDatabaseUrl();
  const env = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: inject("redisUrl"),
    REDIS_PREFIX: uniquePrefix("heavy"),
    AI_PROVIDER: "local",
  };
  let server: ServerProc;
  let worker: Proc;
  let student: TestUser;
  let teacher: TestUser;

  beforeAll(async () => {
    ({ server, worker } = await startStack(env));
    [student, teacher] = await Promise.all([
      createUser(databaseUrl, { role: "student" }),
      createUser(databaseUrl, { role: "teacher" }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([server?.stop(), worker?.stop()]);
  });

  async function upload(user: TestUser, bytes: Uint8Array): Promise<string> {
    const res = await fetch(`${server.url}/upload`, {
      method: "POST",
      headers: { ...user.headers, "content-type": "application/pdf", "x-file-name": "notes.pdf" },
      body: new Uint8Array(bytes),
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: string }).id;
  }

  async function startCards(user: TestUser, input: Record<string, unknown>): Promise<string> {
    const res = await gql<{ generateFlashcards: { __typename: string; data: { id: string } } }>(
      server.url,
      GENERATE,
      { input },
      user.headers,
    );
    expect(res.data?.generateFlashcards.__typename, JSON.stringify(res)).toBe(
      "MutationGenerateFlashcardsSuccess",
    );
    return res.data?.generateFlashcards.data.id ?? "";
  }

  async function finished(user: TestUser, id: string, ms = 120_000): Promise<Generation> {
    const client = wsClient(server.wsUrl, user.headers);
    try {
      const sub = collect<{ flashcardGeneration: Generation }>(client, WATCH, { id });
      const last = await sub.until((e) => ["DONE", "FAILED"].includes(e.flashcardGeneration.status), ms);
      return last.flashcardGeneration;
    } finally {
      await client.dispose();
    }
  }

  async function until(check: () => Promise<boolean>, ms = 60_000): Promise<void> {
    const deadline = Date.now() + ms;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error("condition not met in time");
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  const question = (n: number) => ({ topic: "ARITHMETIC", question: `What is ${n} + ${n + 7}?` });

  it("a tutor answer asked beside an inflating PDF is DONE within 5 s of its time alone; the PDF fails with its reason", async () => {
    // Warm up (the engine, the connections), then time a question alone.
    await askAndWait(server.url, server.wsUrl, student, question(1));
    let started = performance.now();
    const alone = await askAndWait(server.url, server.wsUrl, student, question(2));
    const aloneMs = performance.now() - started;
    expect(alone.final.status).toBe("DONE");

    const bomb = await inflatingPdf();
    // About 50 KB on the wire, about 8 MB of text once inflated.
    expect(bomb.length).toBeLessThan(100_000);
    const uploads = await Promise.all([1, 2, 3].map(() => upload(student, bomb)));
    const generations = await Promise.all(uploads.map((uploadId) => startCards(student, { uploadId })));
    await until(async () => {
      const running = await sql(
        databaseUrl,
        `SELECT 1 FROM "FlashcardGeneration" WHERE id = ANY($1::uuid[]) AND status <> 'QUEUED'`,
        [generations],
      );
      return running.length > 0;
    });
    // Questions one after another for 20 s while the bombs are read (the worker stalled for
    // minutes in the NLP over the inflated text): each is DONE within 5 s of the time alone.
    const times: number[] = [];
    const stopAt = Date.now() + 20_000;
    for (let n = 3; Date.now() < stopAt; n++) {
      started = performance.now();
      const beside = await askAndWait(server.url, server.wsUrl, student, question(n), 60_000);
      const took = performance.now() - started;
      times.push(took);
      expect(beside.final.status).toBe("DONE");
      // One question a second at most: within the tutor's rate limit (30 a minute).
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1500 - took)));
    }
    const slowest = Math.max(...times);
    expect(
      slowest,
      `alone ${Math.round(aloneMs)} ms; beside the PDFs ${times.map(Math.round).join(", ")} ms`,
    ).toBeLessThan(aloneMs + 5000);

    for (const id of generations) {
      const last = await finished(student, id);
      expect(last).toMatchObject({ status: "FAILED", error: PDF_MESSAGES.tooMuchText });
    }
    // Nothing of the PDFs is kept.
    expect(await sql(databaseUrl, `SELECT 1 FROM "Upload" WHERE id = ANY($1::uuid[])`, [uploads])).toEqual(
      [],
    );
  });

  it("question generation from the same PDF stops at the bound with the teacher's reason", async () => {
    const uploadId = await upload(teacher, await inflatingPdf());
    const res = await gql<{ generateQuestions: { __typename: string; data: { id: string } } }>(
      server.url,
      QUESTIONS,
      { input: { chapterId: ncertChapters(6, "science")[0]?.id, uploadId } },
      teacher.headers,
    );
    expect(res.data?.generateQuestions.__typename, JSON.stringify(res)).toBe(
      "MutationGenerateQuestionsSuccess",
    );
    const id = res.data?.generateQuestions.data.id ?? "";
    const deadline = Date.now() + 120_000;
    let row: { status: string; error: string | null } | undefined;
    while (Date.now() < deadline) {
      [row] = await sql<{ status: string; error: string | null }>(
        databaseUrl,
        `SELECT status, error FROM "QuestionGeneration" WHERE id = $1`,
        [id],
      );
      if (row?.status === "DONE" || row?.status === "FAILED") break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(row).toEqual({ status: "FAILED", error: PDF_MESSAGES.tooMuchText });
  });

  it("a run past its time budget is stopped and fails with a reason the student reads", async () => {
    // The same stack with a worker whose heavy jobs have 1 second each (the least the env allows).
    await worker.stop();
    worker = await startWorker({ ...env, HEAVY_JOB_BUDGET_MS: "1000" });
    // As much text as may be pasted: the offline extractor needs 2–3 s for it on this 2-core machine
    // when idle (a 3 s budget made the test depend on the machine's load), so 1 s is always passed.
    const text = notesPages(200)
      .map((p) => p.join("\n"))
      .join("\n\n")
      .slice(0, 200_000);
    const id = await startCards(student, { text, maxCards: 50 });
    const last = await finished(student, id);
    expect(last).toMatchObject({ status: "FAILED", error: PDF_MESSAGES.tooSlow });
    // The worker is still there for the next student.
    const other = await createUser(databaseUrl, { role: "student" });
    const after = await askAndWait(server.url, server.wsUrl, other, question(4));
    expect(after.final.status).toBe("DONE");
  });
});
