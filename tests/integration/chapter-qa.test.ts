import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { AI_PROVIDER_NEEDED } from "../../core/src/jobs/chapter-question";
import { sql } from "../helpers/activity";
import { fileDatabaseUrl } from "../helpers/database";
import { collect, gql, wsClient } from "../helpers/graphql";
import {
  freePort,
  type Proc,
  type ServerProc,
  startServer,
  startWorker,
  uniquePrefix,
} from "../helpers/processes";
import { createUser, type TestUser } from "../helpers/users";

const CURRICULUM = `query($g: Int!, $s: String!) { curriculum(grade: $g, subject: $s) {
  __typename ... on Error { code message }
  ... on QueryCurriculumSuccess { data { note editions chapters { id number title book edition source } } } } }`;
const ADD = `mutation($input: CustomChapterInput!) { addCustomChapter(input: $input) {
  __typename ... on Error { code message } ... on MutationAddCustomChapterSuccess { data { id title source } } } }`;
const ASK = `mutation($input: AskChapterQuestionInput!) { askChapterQuestion(input: $input) {
  __typename ... on Error { code message } ... on MutationAskChapterQuestionSuccess { data { id status chapterTitle } } } }`;
const PRACTICE = `mutation($input: PracticeQuestionsInput!) { generatePracticeQuestions(input: $input) {
  __typename ... on Error { code message } ... on MutationGeneratePracticeQuestionsSuccess { data { id status } } } }`;
const WATCH = `subscription($id: ID!) { chapterQuestion(id: $id) { id status answer provider error } }`;

interface Watched {
  chapterQuestion: {
    id: string;
    status: string;
    answer: string | null;
    provider: string | null;
    error: string | null;
  };
}

type Env = { DATABASE_URL: string; REDIS_URL: string; REDIS_PREFIX: string; [k: string]: string };

async function ask(server: ServerProc, user: TestUser, input: Record<string, unknown>) {
  return (
    await gql<{
      askChapterQuestion: {
        __typename: string;
        code?: string;
        message?: string;
        data: { id: string; chapterTitle: string };
      };
    }>(server.url, ASK, { input }, user.headers)
  ).data?.askChapterQuestion;
}

async function answered(server: ServerProc, user: TestUser, id: string) {
  const client = wsClient(server.wsUrl, user.headers);
  const sub = collect<Watched>(client, WATCH, { id });
  const done = await sub.until(
    (e) => e.chapterQuestion.status === "DONE" || e.chapterQuestion.status === "FAILED",
    90_000,
  );
  await client.dispose();
  return { done: done.chapterQuestion, events: sub.events.map((e) => e.chapterQuestion) };
}

describe("curriculum and Chapter Q&A without an AI provider", () => {
  const env: Env = {
    DATABASE_URL: fileDatabaseUrl(),
    REDIS_URL: inject("redisUrl"),
    REDIS_PREFIX: uniquePrefix(),
  };
  let server: ServerProc;
  let worker: Proc;
  let teacher: TestUser;

  beforeAll(async () => {
    server = await startServer(env);
    worker = await startWorker(env);
    teacher = await createUser(env.DATABASE_URL, { role: "teacher" });
  });
  afterAll(async () => {
    await Promise.all([server?.stop(), worker?.stop()]);
  });

  const curriculum = async (g: number, s: string, user = teacher) =>
    (
      await gql<{
        curriculum: {
          __typename: string;
          message?: string;
          data: {
            note: string | null;
            editions: string[];
            chapters: {
              id: string;
              number: number;
              title: string;
              source: string;
              edition: string;
              book: string;
            }[];
          };
        };
      }>(server.url, CURRICULUM, { g, s }, user.headers)
    ).data?.curriculum;

  it("lists NCERT chapters with their edition, and says when a class and subject are not shipped", async () => {
    const maths10 = (await curriculum(10, "mathematics"))?.data;
    expect(maths10?.chapters).toHaveLength(14);
    expect(maths10?.chapters[3]).toMatchObject({
      id: "ncert:mathematics:10:4",
      number: 4,
      title: "Quadratic Equations",
      source: "NCERT",
      book: "Mathematics",
    });
    expect(maths10?.editions).toEqual(["Mathematics: NCERT rationalised edition, reprint 2023-24"]);
    const science6 = (await curriculum(6, "science"))?.data;
    expect(science6?.chapters[0]).toMatchObject({
      title: "The Wonderful World of Science",
      book: "Curiosity",
    });
    const hindi1 = (await curriculum(1, "hindi"))?.data;
    expect(hindi1?.chapters).toEqual([]);
    expect(hindi1?.note).toMatch(/NCERT chapter titles for Class 1 Hindi are not included yet/);
    const sanskrit3 = (await curriculum(3, "sanskrit"))?.data;
    expect(sanskrit3?.chapters).toEqual([]);
    expect(sanskrit3?.note).toBe(
      'NCERT publishes no Sanskrit textbook for Class 3. Add the chapters you teach with "Add a chapter".',
    );
    expect((await curriculum(9, "gujarati"))?.data.note).toMatch(/Gujarat board \(GSEB\) textbook/);
    const gujarati10 = (await curriculum(10, "gujarati"))?.data;
    expect(gujarati10?.note).toBeNull();
    expect(gujarati10?.chapters[1]).toMatchObject({
      id: "ncert:gujarati:10:2",
      number: 2,
      title: "રેસનો ઘોડો",
    });
    expect(gujarati10?.editions[0]).toMatch(/^ગુજરાતી .*: GSEB/);
    const physics12 = (await curriculum(12, "science"))?.data;
    expect(physics12?.chapters.find((c) => c.book === "Physics Part II")).toMatchObject({
      id: "ncert:science:12:physics-2:9",
      number: 9,
      title: "Ray Optics and Optical Instruments",
    });
    expect(physics12?.note).toBeNull();
    const hindi10 = (await curriculum(10, "hindi"))?.data;
    expect(hindi10?.chapters[0]).toMatchObject({ title: "सूरदास के पद", book: "क्षितिज भाग 2 (Kshitij)" });
    for (const g of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]) {
      expect((await curriculum(g, "mathematics"))?.data.chapters.length, `class ${g}`).toBeGreaterThan(5);
    }
    const bad = await curriculum(13, "music");
    expect(bad?.__typename).toBe("ValidationError");
  });

  it("adds a teacher's own chapter, refusing duplicates and NCERT titles", async () => {
    const add = async (title: string) =>
      (
        await gql<{
          addCustomChapter: { __typename: string; code?: string; message?: string; data?: { id: string } };
        }>(server.url, ADD, { input: { grade: 1, subject: "hindi", title } }, teacher.headers)
      ).data?.addCustomChapter;
    const added = await add("Hum Panchhi Unmukt Gagan Ke");
    expect(added?.__typename).toBe("MutationAddCustomChapterSuccess");
    expect(await add("Hum Panchhi Unmukt Gagan Ke")).toMatchObject({
      code: "CHAPTER_EXISTS",
      message: 'You already have a chapter called "Hum Panchhi Unmukt Gagan Ke".',
    });
    const ncert = await gql<{ addCustomChapter: unknown }>(
      server.url,
      ADD,
      { input: { grade: 10, subject: "mathematics", title: "quadratic equations" } },
      teacher.headers,
    );
    expect(ncert.data?.addCustomChapter).toMatchObject({
      code: "CHAPTER_EXISTS",
      message: '"Quadratic Equations" is already in the NCERT list as chapter 4.',
    });
    const list = (await curriculum(1, "hindi"))?.data;
    expect(list?.chapters).toEqual([
      expect.objectContaining({
        id: added?.data?.id,
        title: "Hum Panchhi Unmukt Gagan Ke",
        source: "CUSTOM",
      }),
    ]);
    const other = await createUser(env.DATABASE_URL, { role: "teacher" });
    expect((await curriculum(1, "hindi", other))?.data.chapters).toEqual([]);
  });

  it("removes only the teacher's own chapters, and answers any other id with NOT_FOUND", async () => {
    const REMOVE = `mutation($chapterId: String!) { removeCustomChapter(chapterId: $chapterId) {
      __typename ... on Error { code message } } }`;
    type Removed = { removeCustomChapter: { __typename: string; code?: string } };
    // An NCERT id (the fuzz test found it answered "Unexpected error.") and a stranger's chapter.
    const ncert = await gql<Removed>(
      server.url,
      REMOVE,
      { chapterId: "ncert:science:10:1" },
      teacher.headers,
    );
    expect(ncert.errors).toBeUndefined();
    expect(ncert.data?.removeCustomChapter).toMatchObject({ code: "NOT_FOUND" });
    const mine = (
      await gql<{ addCustomChapter: { data?: { id: string } } }>(
        server.url,
        ADD,
        { input: { grade: 2, subject: "hindi", title: "Meri Kitaab" } },
        teacher.headers,
      )
    ).data?.addCustomChapter.data?.id;
    const other = await createUser(env.DATABASE_URL, { role: "teacher" });
    const theirs = await gql<Removed>(server.url, REMOVE, { chapterId: mine }, other.headers);
    expect(theirs.data?.removeCustomChapter).toMatchObject({ code: "NOT_FOUND" });
    const own = await gql<Removed>(server.url, REMOVE, { chapterId: mine }, teacher.headers);
    expect(own.data?.removeCustomChapter.__typename).toBe("MutationRemoveCustomChapterSuccess");
  });

  it("answers a mathematics question with the local engine and saves it in history", async () => {
    const res = await ask(server, teacher, {
      grade: 10,
      subject: "mathematics",
      chapterId: "ncert:mathematics:10:4",
      question: "Find the roots of x^2 - 7x + 12 = 0",
    });
    expect(res?.__typename).toBe("MutationAskChapterQuestionSuccess");
    expect(res?.data.chapterTitle).toBe("Quadratic Equations");
    const { done } = await answered(server, teacher, res?.data.id ?? "");
    expect(done).toMatchObject({ status: "DONE", provider: "local-math" });
    expect(done.answer).toMatch(/Answer: x = 3, x = 4/);
    const history = await gql<{ chapterQuestions: { id: string; answer: string }[] }>(
      server.url,
      `{ chapterQuestions { id answer question } }`,
      {},
      teacher.headers,
    );
    expect(history.data?.chapterQuestions[0]).toMatchObject({ id: res?.data.id, answer: done.answer });
  });

  it("a question that would keep the engine busy for minutes is answered in seconds, and other questions go on meanwhile", async () => {
    const started = Date.now();
    const slow = await ask(server, teacher, {
      grade: 10,
      subject: "mathematics",
      chapterId: "ncert:mathematics:10:2",
      question: "expand (x+1)^5000",
    });
    const slowDone = answered(server, teacher, slow?.data.id ?? "").then((r) => ({ ...r, at: Date.now() }));
    // While the engine works on it, the worker takes another question and answers it.
    const other = await ask(server, teacher, {
      grade: 9,
      subject: "science",
      chapterId: "ncert:science:9:9",
      question: "Why does a ball fall?",
    });
    const { done: otherDone } = await answered(server, teacher, other?.data.id ?? "");
    const otherAt = Date.now();
    expect(otherDone).toMatchObject({ status: "FAILED", error: AI_PROVIDER_NEEDED });
    const { done, at } = await slowDone;
    expect(otherAt).toBeLessThan(at);
    expect(done).toMatchObject({ status: "DONE", provider: "local-math" });
    expect(done.answer).toMatch(/needs more working out than the math engine does at once/);
    // The engine's limit (5 s) and its thread's start, not the minutes the question would take.
    expect(at - started).toBeLessThan(60_000);
  });

  it("says clearly that other subjects need an AI provider", async () => {
    const res = await ask(server, teacher, {
      grade: 9,
      subject: "science",
      chapterId: "ncert:science:9:9",
      question: "Why do objects fall at the same rate?",
    });
    const { done } = await answered(server, teacher, res?.data.id ?? "");
    // Never a fake answer stored as DONE: the row fails, with the message as its error.
    expect(done).toMatchObject({
      status: "FAILED",
      provider: "none",
      answer: null,
      error: AI_PROVIDER_NEEDED,
    });
  });

  it("makes a printable mathematics worksheet with an answer key", async () => {
    const res = (
      await gql<{ generatePracticeQuestions: { data: { id: string } } }>(
        server.url,
        PRACTICE,
        { input: { grade: 10, subject: "mathematics", chapterId: "ncert:mathematics:10:5", count: 5 } },
        teacher.headers,
      )
    ).data?.generatePracticeQuestions;
    const { done } = await answered(server, teacher, res?.data.id ?? "");
    const [questions, key] = (done.answer ?? "").split("\nAnswer key\n");
    expect(questions?.trim().split("\n")).toHaveLength(5);
    expect(questions).toMatch(/AP|terms/);
    expect(key?.trim().split("\n")).toHaveLength(5);
  });

  it("asks about one of the teacher's own classes only: another teacher's class is denied and nothing is stored", async () => {
    const other = await createUser(env.DATABASE_URL, { role: "teacher" });
    const classOf = async (teacherId: string, code: string) =>
      (
        await sql(
          env.DATABASE_URL,
          `INSERT INTO "Classroom" (id, "teacherId", name, grade, subjects, "joinCode", "updatedAt")
           VALUES (gen_random_uuid(), $1, $2, 10, '{mathematics}', $2, now()) RETURNING id`,
          [teacherId, code],
        )
      ).rows[0].id as string;
    const theirs = await classOf(other.id, "QATHR1");
    const own = await classOf(teacher.id, "QAOWN1");
    const stored = async () =>
      Number(
        (
          await sql(
            env.DATABASE_URL,
            `SELECT count(*)::int AS n FROM "ChapterQuestion" WHERE "teacherId" = $1`,
            [teacher.id],
          )
        ).rows[0].n,
      );
    const input = {
      grade: 10,
      subject: "mathematics",
      chapterId: "ncert:mathematics:10:4",
      question: "Find the roots of x^2 - 5x + 6 = 0",
    };
    const before = await stored();
    expect(await ask(server, teacher, { ...input, classroomId: theirs })).toEqual({
      __typename: "AppError",
      code: "NOT_FOUND",
      message: "This class does not exist or is not yours.",
    });
    expect(await ask(server, teacher, { ...input, classroomId: "not-a-class" })).toMatchObject({
      __typename: "ValidationError",
      message: expect.stringContaining("Choose one of your classes."),
    });
    const student = await createUser(env.DATABASE_URL, { role: "student" });
    expect(await ask(server, student, { ...input, classroomId: own })).toMatchObject({ code: "FORBIDDEN" });
    expect(await stored()).toBe(before);
    // The same question about the teacher's own class is taken.
    const taken = await ask(server, teacher, { ...input, classroomId: own });
    expect(taken?.__typename).toBe("MutationAskChapterQuestionSuccess");
    expect(await stored()).toBe(before + 1);
    const row = await sql(env.DATABASE_URL, `SELECT "classroomId" FROM "ChapterQuestion" WHERE id = $1`, [
      taken?.data.id,
    ]);
    expect(row.rows[0].classroomId).toBe(own);
  });

  it("refuses chapters of another class, bad input, and other people's questions", async () => {
    expect(
      await ask(server, teacher, {
        grade: 9,
        subject: "mathematics",
        chapterId: "ncert:mathematics:10:4",
        question: "Solve x + 1 = 2",
      }),
    ).toMatchObject({
      code: "UNKNOWN_CHAPTER",
      message: "That chapter is not in the Class 9 Mathematics list. Choose one from the list.",
    });
    expect(
      await ask(server, teacher, {
        grade: 10,
        subject: "mathematics",
        chapterId: "ncert:mathematics:10:4",
        question: "  ",
      }),
    ).toMatchObject({
      __typename: "ValidationError",
      message: "Type or speak your question.",
    });
    const mine = await ask(server, teacher, {
      grade: 10,
      subject: "mathematics",
      chapterId: "ncert:mathematics:10:1",
      question: "Find the HCF of 12 and 18",
    });
    const other = await createUser(env.DATABASE_URL, { role: "teacher" });
    const student = await createUser(env.DATABASE_URL, { role: "student" });
    const read = `query($id: ID!) { chapterQuestion(id: $id) { __typename ... on Error { code } } }`;
    expect(
      (await gql<{ chapterQuestion: unknown }>(server.url, read, { id: mine?.data.id }, other.headers)).data
        ?.chapterQuestion,
    ).toMatchObject({ code: "NOT_FOUND" });
    expect(
      (await gql<{ chapterQuestion: unknown }>(server.url, read, { id: mine?.data.id }, student.headers)).data
        ?.chapterQuestion,
    ).toMatchObject({ code: "FORBIDDEN" });
    const client = wsClient(server.wsUrl, other.headers);
    const sub = collect<Watched>(client, WATCH, { id: mine?.data.id });
    await new Promise((r) => setTimeout(r, 1000));
    expect(sub.events).toEqual([]);
    expect(JSON.stringify(sub.errors)).toContain("NOT_FOUND");
    await client.dispose();
  });
});

/**
 * A tiny OpenAI-compatible server that streams a fixed answer word by word (the real API is not
 * reachable here), once `release()` is called: a test can first make sure it is listening.
 */
async function fakeOpenAi(
  words: string[],
  delayMs: number,
): Promise<{ url: string; server: Server; requests: unknown[]; release: () => void }> {
  const requests: unknown[] = [];
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", async () => {
      requests.push({ path: req.url, auth: req.headers.authorization, body: JSON.parse(body) });
      res.writeHead(200, { "content-type": "text/event-stream" });
      await gate;
      for (const w of words) {
        res.write(`data: ${JSON.stringify({ choices: [{ delta: { content: `${w} ` } }] })}\n\n`);
        await new Promise((r) => setTimeout(r, delayMs));
      }
      // Like the real API, the last chunk says the reply is complete (a stream without it was cut).
      res.write(`data: ${JSON.stringify({ choices: [{ delta: {}, finish_reason: "stop" }] })}\n\n`);
      res.end("data: [DONE]\n\n");
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${port}/v1`, server, requests, release };
}

describe("Chapter Q&A with an OpenAI-compatible provider", () => {
  it("streams the answer to the teacher as it is written, then stores it", async () => {
    const words = "Magnets attract iron because of aligned magnetic domains inside the metal".split(" ");
    const ai = await fakeOpenAi(words, 120);
    const env: Env = {
      DATABASE_URL: fileDatabaseUrl(),
      REDIS_URL: inject("redisUrl"),
      REDIS_PREFIX: uniquePrefix(),
      OPENAI_API_KEY: "sk-test",
      OPENAI_BASE_URL: ai.url,
      OPENAI_MODEL: "test-model",
    };
    const server = await startServer(env);
    const worker = await startWorker(env).catch(async (error: unknown) => {
      await server.stop();
      throw error;
    });
    try {
      const teacher = await createUser(env.DATABASE_URL, { role: "teacher" });
      const res = await ask(server, teacher, {
        grade: 6,
        subject: "science",
        chapterId: "ncert:science:6:4",
        question: "Why do magnets attract iron?",
        language: "hi",
      });
      // Watch first, then let the provider write: on a busy machine the subscription could
      // otherwise connect after most of the answer was streamed.
      const client = wsClient(server.wsUrl, teacher.headers);
      const sub = collect<Watched>(client, WATCH, { id: res?.data.id ?? "" });
      await sub.until(() => true, 15_000);
      ai.release();
      const finished = await sub.until((e) => e.chapterQuestion.status === "DONE", 90_000);
      await client.dispose();
      const done = finished.chapterQuestion;
      const events = sub.events.map((e) => e.chapterQuestion);
      expect(done).toMatchObject({ status: "DONE", provider: "openai", answer: `${words.join(" ")} ` });
      const partials = events.filter((e) => e.status === "RUNNING" && e.answer).map((e) => e.answer ?? "");
      expect(partials.length).toBeGreaterThan(3);
      for (let i = 1; i < partials.length; i++)
        expect(partials[i]?.startsWith(partials[i - 1] ?? "")).toBe(true);
      const sent = ai.requests[0] as {
        auth: string;
        body: { model: string; stream: boolean; messages: { content: string }[] };
      };
      expect(sent).toMatchObject({ auth: "Bearer sk-test", body: { model: "test-model", stream: true } });
      expect(sent.body.messages[0]?.content).toContain('Class 6 Science, chapter "Exploring Magnets"');
      expect(sent.body.messages[0]?.content).toContain("Write in Hindi");
    } finally {
      await Promise.all([server.stop(), worker.stop()]);
      ai.server.close();
    }
  });
});
