import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { ncertChapters } from "../../core/src/curriculum/catalogue";
import { sql } from "../helpers/activity";
import { fileDatabaseUrl } from "../helpers/database";
import { gql } from "../helpers/graphql";
import { type Proc, type ServerProc, startServer, startWorker, uniquePrefix } from "../helpers/processes";
import { createUser, type TestUser } from "../helpers/users";

/**
 * Issue 25: practice without a teacher. A student in no class, with no model set up, gets mathematics
 * quick tests and BlackBox from the engine's items (the app's own, checked, keyed by the engine);
 * another subject without items says plainly what it needs.
 */
const databaseUrl = fileDatabaseUrl();
const START = `mutation($input: StartQuickTestInput!) { startQuickTest(input: $input) { __typename
  ... on MutationStartQuickTestSuccess { data { id items { id stem chapterId options { id text } } } }
  ... on Error { code message } } }`;
const ANSWER = `mutation($input: AnswerQuestionInput!) { answerQuestion(input: $input) { __typename ... on Error { code message } } }`;
const SUBMIT = `mutation($id: ID!) { submitQuickTest(testId: $id) { __typename
  ... on MutationSubmitQuickTestSuccess { data { score total items { correct rightAnswer yourAnswer } } }
  ... on Error { code message } } }`;
const BB_START = `mutation($input: StartBlackboxInput!) { startBlackbox(input: $input) { __typename
  ... on MutationStartBlackboxSuccess { data { id current { id chapterId options { id } } } }
  ... on Error { code message } } }`;

interface Item {
  id: string;
  stem: string;
  chapterId: string;
  options: { id: string; text: string }[];
}
type Start = {
  startQuickTest: {
    __typename: string;
    code?: string;
    message?: string;
    data?: { id: string; items: Item[] };
  };
};

describe("practice without a teacher (issue 25)", () => {
  let server: ServerProc;
  let worker: Proc;
  let student: TestUser;
  let teacher: TestUser;
  const env = { DATABASE_URL: databaseUrl, REDIS_URL: inject("redisUrl"), REDIS_PREFIX: uniquePrefix() };

  beforeAll(async () => {
    [server, worker, student, teacher] = await Promise.all([
      startServer(env),
      startWorker(env),
      createUser(databaseUrl, { preferredClass: 10 }),
      createUser(databaseUrl, { role: "teacher" }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([server?.stop(), worker?.stop()]);
  });

  it("gives a student in no class a mathematics quick test from the engine's items, graded on the server", async () => {
    const chapter = ncertChapters(10, "mathematics").find((c) => c.title === "Quadratic Equations");
    const started = await gql<Start>(
      server.url,
      START,
      { input: { subject: "mathematics", grade: 10, chapterIds: [chapter?.id], length: 5 } },
      student.headers,
    );
    const test = started.data?.startQuickTest.data;
    expect(test?.items, JSON.stringify(started)).toHaveLength(5);
    for (const item of test?.items ?? []) {
      // Each item keeps to its chapter, with four different options.
      expect(item.chapterId).toBe(chapter?.id);
      expect(item.stem).toMatch(/roots of/);
      expect(new Set(item.options.map((o) => o.text)).size).toBe(4);
    }
    // The items are the app's own, checked: no teacher owns them.
    const rows = await sql(
      databaseUrl,
      `SELECT "ownerId", status, source FROM "Question" WHERE id = ANY($1::uuid[])`,
      [test?.items.map((i) => i.id)],
    );
    expect(rows.rows).toHaveLength(5);
    for (const row of rows.rows)
      expect(row).toMatchObject({ ownerId: null, status: "CHECKED", source: "math" });
    for (const item of test?.items ?? [])
      await gql(
        server.url,
        ANSWER,
        { input: { testId: test?.id, questionId: item.id, answer: item.options[0]?.id } },
        student.headers,
      );
    const submitted = await gql<{
      submitQuickTest: {
        data?: {
          score: number;
          total: number;
          items: { correct: boolean; rightAnswer: string; yourAnswer: string }[];
        };
      };
    }>(server.url, SUBMIT, { id: test?.id }, student.headers);
    const result = submitted.data?.submitQuickTest.data;
    expect(result?.total).toBe(5);
    // The result agrees with the answers: right exactly where the answer given is the right answer.
    for (const r of result?.items ?? []) expect(r.correct).toBe(r.yourAnswer === r.rightAnswer);
    expect(result?.score).toBe(result?.items.filter((r) => r.correct).length);
  });

  it("starts BlackBox in mathematics for every class, with no teacher", async () => {
    for (let grade = 1; grade <= 12; grade++) {
      const res = await gql<{
        startBlackbox: {
          __typename: string;
          message?: string;
          data?: { current: { chapterId: string } | null };
        };
      }>(server.url, BB_START, { input: { subject: "mathematics", grade } }, student.headers);
      expect(res.data?.startBlackbox.__typename, `class ${grade}: ${JSON.stringify(res)}`).toBe(
        "MutationStartBlackboxSuccess",
      );
      expect(res.data?.startBlackbox.data?.current?.chapterId).toMatch(
        new RegExp(`^ncert:mathematics:${grade}:`),
      );
    }
  });

  it("says plainly what another subject needs when it has no items", async () => {
    const chapter = ncertChapters(10, "science")[0];
    const res = await gql<Start>(
      server.url,
      START,
      { input: { subject: "science", grade: 10, chapterIds: [chapter?.id], length: 5 } },
      student.headers,
    );
    expect(res.data?.startQuickTest).toMatchObject({ code: "EMPTY_BANK" });
    expect(res.data?.startQuickTest.message).toContain("your teacher's approved questions");
    expect(res.data?.startQuickTest.message).toContain("the school's AI model");
    expect(res.data?.startQuickTest.message).not.toContain("OPENAI_API_KEY");
  });

  it("makes a teacher's generated mathematics questions from the chapter itself, and finishes the progress", async () => {
    const chapter = ncertChapters(8, "mathematics").find((c) => c.title === "A Square and A Cube");
    const started = await gql<{ generateQuestions: { data?: { id: string }; message?: string } }>(
      server.url,
      `mutation($input: GenerateQuestionsInput!) { generateQuestions(input: $input) { __typename
        ... on MutationGenerateQuestionsSuccess { data { id } } ... on Error { code message } } }`,
      { input: { chapterId: chapter?.id } },
      teacher.headers,
    );
    const id = started.data?.generateQuestions.data?.id;
    expect(id, JSON.stringify(started)).toBeTruthy();
    const deadline = Date.now() + 60_000;
    let row: { status: string; progress: number } | undefined;
    while (Date.now() < deadline) {
      row = (await sql(databaseUrl, `SELECT status, progress FROM "QuestionGeneration" WHERE id = $1`, [id]))
        .rows[0];
      if (row?.status === "DONE" || row?.status === "FAILED") break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(row).toEqual({ status: "DONE", progress: 100 });
    const items = (
      await sql(
        databaseUrl,
        `SELECT stem, status, "chapterId", "rejectReason" FROM "Question" WHERE "generationId" = $1`,
        [id],
      )
    ).rows as { stem: string; status: string; chapterId: string; rejectReason: string | null }[];
    expect(items.filter((i) => i.status === "CHECKED").length).toBeGreaterThan(3);
    for (const item of items) {
      // Squares and cubes, nothing from another chapter ("Solve 5x + 16 = −9" was offered before).
      expect(item.stem).toMatch(/\^2|\^3|\\sqrt/);
      expect(item.stem).not.toMatch(/Solve/);
      expect(item.chapterId).toBe(chapter?.id);
      // Only the very same question already in the bank is turned away.
      if (item.status !== "CHECKED") expect(item.rejectReason).toMatch(/already holds/);
    }
  });
});
