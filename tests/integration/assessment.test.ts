import { bullPrefix } from "@vidya/core/redis-keys";
import { Queue } from "bullmq";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { ncertChapters } from "../../core/src/curriculum/catalogue";
import { sql } from "../helpers/activity";
import { fileDatabaseUrl } from "../helpers/database";
import { type FakeOpenAi, startFakeOpenAi } from "../helpers/fake-openai";
import { collect, gql, wsClient } from "../helpers/graphql";
import { blankPdf, encryptedPdf, notesPages, textPdf } from "../helpers/pdf";
import { type Proc, type ServerProc, startServer, startWorker, uniquePrefix } from "../helpers/processes";
import { createUser, type TestUser } from "../helpers/users";

const databaseUrl = fileDatabaseUrl();
const [CH1, CH2, CH3] = ncertChapters(6, "science");

const GENERATE = `mutation($input: GenerateQuestionsInput!) { generateQuestions(input: $input) {
  __typename ... on MutationGenerateQuestionsSuccess { data { id } } ... on Error { code message } } }`;
const WATCH = `subscription($id: ID!) { questionGeneration(id: $id) { id status progress stage error madeBy pageNotes { page note } } }`;
const QUESTIONS = `query($id: ID) { questions(generationId: $id) { __typename
  ... on QueryQuestionsSuccess { data { id stem status rejectReason key options { id text } quote sourcePage } } ... on Error { code message } } }`;
const REVIEW = `mutation($input: ReviewQuestionInput!) { reviewQuestion(input: $input) { __typename
  ... on MutationReviewQuestionSuccess { data { id status } } ... on Error { code message } } }`;
const ASSIGN = `mutation($input: AssignQuickTestInput!) { assignQuickTest(input: $input) { __typename
  ... on MutationAssignQuickTestSuccess { data { id length } } ... on Error { code message } } }`;
const START = `mutation($input: StartQuickTestInput!) { startQuickTest(input: $input) { __typename
  ... on MutationStartQuickTestSuccess { data { id secondsLeft closed items { id stem options { id text } } } }
  ... on Error { code message } ... on ValidationError { issues { message } } } }`;
const ANSWER = `mutation($input: AnswerQuestionInput!) { answerQuestion(input: $input) { __typename
  ... on MutationAnswerQuestionSuccess { data { answers { questionId answer } } } ... on Error { code message } } }`;
const SUBMIT = `mutation($id: ID!) { submitQuickTest(testId: $id) { __typename
  ... on MutationSubmitQuickTestSuccess { data { score total closedBy items { correct rightAnswer explanation yourAnswer } } }
  ... on Error { code message } } }`;
const RESULT = `query($id: ID!) { quickTestResult(id: $id) { __typename
  ... on QueryQuickTestResultSuccess { data { score closedBy items { rightAnswer } } } ... on Error { code message } } }`;
const BB_START = `mutation($input: StartBlackboxInput!) { startBlackbox(input: $input) { __typename
  ... on MutationStartBlackboxSuccess { data { id answered finished emptyChapters current { id chapterId options { id } } } }
  ... on Error { code message } } }`;
const BB_ANSWER = `mutation($input: AnswerBlackboxInput!) { answerBlackbox(input: $input) { __typename
  ... on MutationAnswerBlackboxSuccess { data { id answered finished current { id chapterId options { id } } } }
  ... on Error { code message } } }`;
const BB_RESULT = `query($id: ID!) { blackboxResult(id: $id) { __typename
  ... on QueryBlackboxResultSuccess { data { answered abilitySd chapters { chapterId band evidence mastery } recommendations { chapterId } weakest { chapterId } } }
  ... on Error { code message } } }`;

interface Gen {
  id: string;
  status: string;
  progress: number;
  stage: string | null;
  error: string | null;
  madeBy: string | null;
  pageNotes: { page: number; note: string }[];
}

describe("assessment: question generation, quick tests and BlackBox", () => {
  let fake: FakeOpenAi;
  let server: ServerProc;
  let worker: Proc;
  let teacher: TestUser;
  let otherTeacher: TestUser;
  let asha: TestUser;
  let ravi: TestUser;
  let classId: string;
  let otherClassId: string;
  const env = { DATABASE_URL: databaseUrl, REDIS_URL: inject("redisUrl"), REDIS_PREFIX: uniquePrefix() };

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    [server, worker, teacher, otherTeacher, asha, ravi] = await Promise.all([
      startServer(env),
      startWorker({
        ...env,
        AI_PROVIDER: "openai",
        OPENAI_API_KEY: "sk-test",
        OPENAI_BASE_URL: fake.url,
        OPENAI_MODEL: "fake-questions-1",
        AI_TIMEOUT_MS: "3000",
        AI_MAX_RETRIES: "1",
      } as never),
      createUser(databaseUrl, { role: "teacher" }),
      createUser(databaseUrl, { role: "teacher" }),
      createUser(databaseUrl, { preferredClass: 6 }),
      createUser(databaseUrl, { preferredClass: 6 }),
    ]);
    const made = async (t: TestUser, code: string) =>
      (
        await sql(
          databaseUrl,
          `INSERT INTO "Classroom" (id, "teacherId", name, grade, subjects, "joinCode", "updatedAt") VALUES (gen_random_uuid(), $1, $2, 6, '{science}', $2, now()) RETURNING id`,
          [t.id, code],
        )
      ).rows[0].id as string;
    classId = await made(teacher, `AS${Date.now() % 100000}`);
    otherClassId = await made(otherTeacher, `OT${Date.now() % 100000}`);
    for (const s of [asha, ravi])
      await sql(databaseUrl, `INSERT INTO "ClassMember" ("classroomId", "userId") VALUES ($1, $2)`, [
        classId,
        s.id,
      ]);
  });
  afterAll(async () => {
    if (process.env.ASSESSMENT_LOGS) console.log(server?.logs.join(""), worker?.logs?.join(""));
    await Promise.all([server?.stop(), worker?.stop(), fake?.close()]);
  });

  async function upload(user: TestUser, bytes: Uint8Array, type = "application/pdf") {
    const res = await fetch(`${server.url}/upload`, {
      method: "POST",
      headers: { ...user.headers, "content-type": type, "x-file-name": "chapter.pdf" },
      body: new Uint8Array(bytes),
    });
    return { status: res.status, body: (await res.json()) as { id: string; code: string; message: string } };
  }

  async function generate(input: Record<string, unknown>): Promise<Gen> {
    const started = await gql<{
      generateQuestions: { __typename: string; data: { id: string }; code: string };
    }>(server.url, GENERATE, { input }, teacher.headers);
    expect(started.data?.generateQuestions.__typename).toBe("MutationGenerateQuestionsSuccess");
    const client = wsClient(server.wsUrl, teacher.headers);
    const sub = collect<{ questionGeneration: Gen }>(client, WATCH, {
      id: started.data?.generateQuestions.data.id,
    });
    await sub.until((e) => ["DONE", "FAILED"].includes(e.questionGeneration.status), 60_000);
    await client.dispose();
    const last = sub.events.at(-1)?.questionGeneration;
    if (!last) throw new Error("no events");
    return last;
  }

  async function bank(id: string) {
    const res = await gql<{
      questions: {
        data: {
          id: string;
          stem: string;
          status: string;
          rejectReason: string | null;
          key: string;
          quote: string | null;
          sourcePage: number | null;
          options: { id: string; text: string }[];
        }[];
      };
    }>(server.url, QUESTIONS, { id }, teacher.headers);
    return res.data?.questions.data ?? [];
  }

  let approved: string[] = [];

  it("makes checked items from a PDF with the model (each quoting its page) and says which pages have no text", async () => {
    const text = await textPdf(notesPages(2));
    const sent = await upload(teacher, text);
    expect(sent.status).toBe(201);
    const run = await generate({ chapterId: CH1?.id, uploadId: sent.body.id });
    expect(run.status).toBe("DONE");
    expect(run.madeBy).toBe("model");
    const items = await bank(run.id);
    const checked = items.filter((q) => q.status === "CHECKED");
    expect(checked.length).toBeGreaterThanOrEqual(5);
    for (const q of checked) {
      expect(q.quote).toBeTruthy();
      expect(q.options.filter((o) => o.id === q.key)).toHaveLength(1);
    }
    // Approve five for the class test.
    approved = checked.slice(0, 5).map((q) => q.id);
    for (const id of approved) {
      const r = await gql<{ reviewQuestion: { __typename: string; data: { status: string } } }>(
        server.url,
        REVIEW,
        { input: { questionId: id, decision: "APPROVE" } },
        teacher.headers,
      );
      expect(r.data?.reviewQuestion.data.status).toBe("APPROVED");
    }
    // Generating the same chapter again: every item is a duplicate, kept as rejected with the reason.
    const again = await generate({ chapterId: CH1?.id, uploadId: (await upload(teacher, text)).body.id });
    const repeats = await bank(again.id);
    expect(repeats.length).toBeGreaterThan(0);
    expect(
      repeats.every((q) => q.status === "REJECTED" && /nearly the same/.test(q.rejectReason ?? "")),
    ).toBe(true);
  });

  it("falls back to the offline generator when the model's reply is not JSON, and says so", async () => {
    const pages = notesPages(2).map((lines, i) => (i === 0 ? ["[fake:prose]", ...lines] : lines));
    const run = await generate({
      chapterId: CH2?.id,
      uploadId: (await upload(teacher, await textPdf(pages))).body.id,
    });
    expect(run.status).toBe("DONE");
    expect(run.madeBy).toBe("local-fallback");
    expect(run.stage).toMatch(/offline generator/);
    const items = await bank(run.id);
    expect(items.some((q) => q.status === "CHECKED" && q.stem.includes("_____"))).toBe(true);
  });

  it("refuses files that are not usable PDFs, naming scanned pages", async () => {
    const notPdf = await upload(teacher, new TextEncoder().encode("hello ".repeat(400)), "application/pdf");
    expect(notPdf.status).toBe(415);
    const big = await fetch(`${server.url}/upload`, {
      method: "POST",
      headers: {
        ...teacher.headers,
        "content-type": "application/pdf",
        "content-length": String(30 * 1024 * 1024),
      },
      body: new Uint8Array(16),
    }).catch(() => null);
    expect(big === null || big.status === 413).toBe(true);
    const png = await upload(teacher, Buffer.from("89504e470d0a1a0a0000000d49484452", "hex"), "image/png");
    const image = await gql<{ generateQuestions: { code: string } }>(
      server.url,
      GENERATE,
      { input: { chapterId: CH1?.id, uploadId: png.body.id } },
      teacher.headers,
    );
    expect(image.data?.generateQuestions.code).toBe("NOT_A_PDF");
    const locked = await generate({
      chapterId: CH1?.id,
      uploadId: (await upload(teacher, await encryptedPdf())).body.id,
    });
    expect(locked.status).toBe("FAILED");
    expect(locked.error).toMatch(/password-protected/);
    const scan = await generate({
      chapterId: CH1?.id,
      uploadId: (await upload(teacher, await blankPdf(2))).body.id,
    });
    expect(scan.status).toBe("FAILED");
    expect(scan.error).toMatch(/pages 1–2 look scanned/);
    // One text page and one scanned page: items from the first, a note for the second.
    const doc = await textPdf([notesPages(1)[0] ?? [], []]);
    const mixed = await generate({ chapterId: CH3?.id, uploadId: (await upload(teacher, doc)).body.id });
    expect(mixed.status).toBe("DONE");
    expect(mixed.pageNotes).toEqual([{ page: 2, note: expect.stringMatching(/Page 2 has no text/) }]);
    // A student may not generate.
    const student = await gql<{ generateQuestions: { code: string } }>(
      server.url,
      GENERATE,
      { input: { chapterId: CH1?.id } },
      asha.headers,
    );
    expect(student.data?.generateQuestions.code).toBe("FORBIDDEN");
  });

  let assignmentId = "";
  let testId = "";

  it("assigns only to the teacher's own class", async () => {
    const dueAt = new Date(Date.now() + 86_400_000).toISOString();
    const foreign = await gql<{ assignQuickTest: { code: string } }>(
      server.url,
      ASSIGN,
      { input: { classroomId: otherClassId, questionIds: approved, dueAt } },
      teacher.headers,
    );
    expect(foreign.data?.assignQuickTest.code).toBe("NOT_FOUND");
    expect(
      (await sql(databaseUrl, `SELECT 1 FROM "QuickTestAssignment" WHERE "classroomId" = $1`, [otherClassId]))
        .rows,
    ).toHaveLength(0);
    const ok = await gql<{ assignQuickTest: { data: { id: string; length: number } } }>(
      server.url,
      ASSIGN,
      { input: { classroomId: classId, questionIds: approved, dueAt, minutes: 10 } },
      teacher.headers,
    );
    expect(ok.data?.assignQuickTest.data.length).toBe(5);
    assignmentId = ok.data?.assignQuickTest.data.id ?? "";
  });

  it("never gives a student the keys before submitting, grades on the server and streams the result to the teacher", async () => {
    const started = await gql<{
      startQuickTest: {
        data: { id: string; secondsLeft: number; items: { id: string; options: { id: string }[] }[] };
      };
    }>(server.url, START, { input: { assignmentId } }, asha.headers);
    const test = started.data?.startQuickTest.data;
    expect(test?.items).toHaveLength(5);
    expect(test?.secondsLeft).toBeGreaterThan(500);
    testId = test?.id ?? "";
    // No key anywhere: the type has no such field, and the result is refused before submitting.
    const asked = await gql(
      server.url,
      `query($id: ID!) { quickTest(id: $id) { ... on QueryQuickTestSuccess { data { items { key } } } } }`,
      { id: testId },
      asha.headers,
    );
    expect(asked.errors?.[0]?.message).toMatch(/Cannot query field "key"/);
    const early = await gql<{ quickTestResult: { code: string } }>(
      server.url,
      RESULT,
      { id: testId },
      asha.headers,
    );
    expect(early.data?.quickTestResult.code).toBe("NOT_SUBMITTED");
    expect(JSON.stringify(started)).not.toMatch(/explanation|"key"/);

    const keys = new Map(
      (
        await sql(databaseUrl, `SELECT id, key FROM "Question" WHERE id = ANY($1::uuid[])`, [approved])
      ).rows.map((r) => [r.id as string, r.key as string]),
    );
    const items = test?.items ?? [];
    const answer = (user: TestUser, questionId: string, a: string) =>
      gql<{ answerQuestion: { __typename: string; code: string } }>(
        server.url,
        ANSWER,
        { input: { testId, questionId, answer: a } },
        user.headers,
      );
    // Right on the first three, wrong on the fourth, the fifth left blank.
    for (const item of items.slice(0, 3))
      expect((await answer(asha, item.id, keys.get(item.id) ?? "")).data?.answerQuestion.__typename).toBe(
        "MutationAnswerQuestionSuccess",
      );
    const fourth = items[3];
    if (!fourth) throw new Error("no 4th item");
    const wrong = fourth.options.find((o) => o.id !== keys.get(fourth.id))?.id ?? "";
    // An answer can be changed until the test is submitted: right first, then the wrong one stays.
    for (const a of [keys.get(fourth.id) ?? "", wrong])
      expect((await answer(asha, fourth.id, a)).data?.answerQuestion.__typename).toBe(
        "MutationAnswerQuestionSuccess",
      );
    // On another student's attempt: refused, nothing changed.
    expect(
      (await answer(ravi, items[4]?.id ?? "", keys.get(items[4]?.id ?? "") ?? "")).data?.answerQuestion.code,
    ).toBe("NOT_FOUND");
    const stored = (await sql(databaseUrl, `SELECT answers FROM "QuickTest" WHERE id = $1`, [testId])).rows[0]
      .answers;
    expect(Object.keys(stored)).toHaveLength(4);
    expect(stored[fourth.id]).toBe(wrong);

    const live = wsClient(server.wsUrl, teacher.headers);
    const feed = collect<{ classActivity: { kind: string; studentId: string } }>(
      live,
      `subscription($id: ID!) { classActivity(classroomId: $id) { kind studentId } }`,
      { id: classId },
    );
    await new Promise((r) => setTimeout(r, 500));
    const submitted = await gql<{
      submitQuickTest: {
        data: {
          score: number;
          total: number;
          items: { correct: boolean; explanation: string; rightAnswer: string }[];
        };
      };
    }>(server.url, SUBMIT, { id: testId }, asha.headers);
    expect(submitted.data?.submitQuickTest.data.score).toBe(3);
    expect(submitted.data?.submitQuickTest.data.total).toBe(5);
    expect(
      submitted.data?.submitQuickTest.data.items.every((i) => i.explanation.length > 0 && i.rightAnswer),
    ).toBe(true);
    await feed.until(
      (e) => e.classActivity.kind === "quiz_completed" && e.classActivity.studentId === asha.id,
      10_000,
    );
    await live.dispose();
    const twice = await gql<{ submitQuickTest: { code: string } }>(
      server.url,
      SUBMIT,
      { id: testId },
      asha.headers,
    );
    expect(twice.data?.submitQuickTest.code).toBe("ALREADY_SUBMITTED");
    const after = await answer(asha, items[4]?.id ?? "", keys.get(items[4]?.id ?? "") ?? "");
    expect(after.data?.answerQuestion.code).toBe("ALREADY_SUBMITTED");
    // Mastery is written by the worker right after grading (the class feed above came from it too).
    let mastery: Record<string, unknown>[] = [];
    for (let i = 0; i < 50 && mastery.length === 0; i++) {
      mastery = (
        await sql(databaseUrl, `SELECT mastery, evidence, source FROM "ChapterMastery" WHERE "userId" = $1`, [
          asha.id,
        ])
      ).rows;
      if (mastery.length === 0) await new Promise((r) => setTimeout(r, 100));
    }
    expect(mastery).toEqual([{ mastery: expect.any(Number), evidence: 5, source: "quickTest" }]);
    // Online calibration (in the worker): each answered item counted once, its difficulty moved.
    let calibrated: Record<string, unknown>[] = [];
    for (let i = 0; i < 50 && calibrated.length < 4; i++) {
      await new Promise((r) => setTimeout(r, 100));
      calibrated = (
        await sql(databaseUrl, `SELECT correct FROM "QuestionResponse" WHERE "userId" = $1`, [asha.id])
      ).rows;
    }
    expect(calibrated.map((r) => r.correct).sort()).toEqual([false, true, true, true]);
    const moved = (
      await sql(databaseUrl, `SELECT difficulty, responses FROM "Question" WHERE id = $1`, [fourth.id])
    ).rows[0];
    expect(moved.responses).toBe(1);
    expect(moved.difficulty).toBeGreaterThan(0);
  });

  it("closes a test when its time is up, with no tab open, and refuses answers after that", async () => {
    const started = await gql<{
      startQuickTest: { data: { id: string; items: { id: string; options: { id: string }[] }[] } };
    }>(server.url, START, { input: { assignmentId } }, ravi.headers);
    const test = started.data?.startQuickTest.data;
    const first = test?.items[0];
    if (!test || !first) throw new Error("no test");
    await gql(
      server.url,
      ANSWER,
      { input: { testId: test.id, questionId: first.id, answer: first.options[0]?.id } },
      ravi.headers,
    );
    // The clock runs out: the delayed close job is due now (promoted), and the worker closes the test.
    await sql(databaseUrl, `UPDATE "QuickTest" SET "endsAt" = now() - interval '1 second' WHERE id = $1`, [
      test.id,
    ]);
    const redis = new Redis(env.REDIS_URL, { maxRetriesPerRequest: null });
    const queue = new Queue("assessment", { connection: redis, prefix: bullPrefix(env.REDIS_PREFIX) });
    await (await queue.getJob(`close-${test.id}`))?.promote();
    let row: Record<string, unknown> | undefined;
    for (let i = 0; i < 100 && !row?.submittedAt; i++) {
      await new Promise((r) => setTimeout(r, 100));
      row = (
        await sql(databaseUrl, `SELECT "submittedAt", "closedBy", score FROM "QuickTest" WHERE id = $1`, [
          test.id,
        ])
      ).rows[0];
    }
    await queue.close();
    await redis.quit();
    expect(row?.closedBy).toBe("time");
    const late = await gql<{ answerQuestion: { code: string } }>(
      server.url,
      ANSWER,
      { input: { testId: test.id, questionId: test.items[1]?.id, answer: test.items[1]?.options[0]?.id } },
      ravi.headers,
    );
    expect(late.data?.answerQuestion.code).toBe("ALREADY_SUBMITTED");
    const result = await gql<{ quickTestResult: { data: { closedBy: string } } }>(
      server.url,
      RESULT,
      { id: test.id },
      ravi.headers,
    );
    expect(result.data?.quickTestResult.data.closedBy).toBe("time");
  });

  it("refuses an answer once the clock has run out even before the close job ran", async () => {
    const started = await gql<{
      startQuickTest: { data: { id: string; items: { id: string; options: { id: string }[] }[] } };
    }>(
      server.url,
      START,
      { input: { subject: "science", grade: 6, chapterIds: [CH1?.id], length: 5 } },
      ravi.headers,
    );
    const test = started.data?.startQuickTest.data;
    if (!test) throw new Error(JSON.stringify(started));
    await sql(databaseUrl, `UPDATE "QuickTest" SET "endsAt" = now() - interval '1 second' WHERE id = $1`, [
      test.id,
    ]);
    const late = await gql<{ answerQuestion: { code: string; message: string } }>(
      server.url,
      ANSWER,
      { input: { testId: test.id, questionId: test.items[0]?.id, answer: test.items[0]?.options[0]?.id } },
      ravi.headers,
    );
    expect(late.data?.answerQuestion.code).toBe("TIME_UP");
    const row = (
      await sql(databaseUrl, `SELECT answers, "closedBy" FROM "QuickTest" WHERE id = $1`, [test.id])
    ).rows[0];
    expect(row.answers).toEqual({});
    expect(row.closedBy).toBe("time");
  });

  it("runs BlackBox to a mastery map, and names the chapters without items for an empty bank", async () => {
    const empty = await gql<{ startBlackbox: { code: string; message: string } }>(
      server.url,
      BB_START,
      { input: { subject: "sanskrit", grade: 8 } },
      asha.headers,
    );
    expect(empty.data?.startBlackbox.code).toBe("EMPTY_BANK");
    expect(empty.data?.startBlackbox.message).toMatch(/Chapters without items: .+/);
    // A bank of 60 items over three chapters of class 6 science.
    for (let i = 0; i < 60; i++) {
      const chapter = [CH1, CH2, CH3][i % 3]?.id;
      await sql(
        databaseUrl,
        `INSERT INTO "Question" (id, subject, grade, "chapterId", kind, stem, options, key, explanation, source, difficulty, status, "updatedAt")
         VALUES (gen_random_uuid(), 'science', 6, $1, 'MCQ', $2, $3, 'o1', 'Because.', 'teacher', $4, 'APPROVED', now())`,
        [
          chapter,
          `Seeded item ${i} about chapter ${i % 3}?`,
          JSON.stringify([1, 2, 3, 4].map((n) => ({ id: `o${n}`, text: `Option ${n} of ${i}` }))),
          -2 + (i % 20) / 5,
        ],
      );
    }
    // From no earlier evidence: the quick test above already gave Asha mastery in these chapters, and
    // how many of a chapter's items the run draws is random, so a mix would make its band a matter of luck.
    await sql(databaseUrl, `DELETE FROM "ChapterMastery" WHERE "userId" = $1`, [asha.id]);
    const started = await gql<{
      startBlackbox: { data: { id: string; current: { id: string; chapterId: string } } };
    }>(server.url, BB_START, { input: { subject: "science", grade: 6 } }, asha.headers);
    let run = started.data?.startBlackbox.data as {
      id: string;
      finished?: boolean;
      answered?: number;
      current: { id: string; chapterId: string } | null;
    };
    const wrongChapter = CH2?.id;
    const keys = new Map(
      (
        await sql(databaseUrl, `SELECT id, key FROM "Question" WHERE subject = 'science' AND grade = 6`)
      ).rows.map((r) => [r.id as string, r.key as string]),
    );
    // Not the current item: refused.
    const stray = await gql<{ answerBlackbox: { code: string } }>(
      server.url,
      BB_ANSWER,
      {
        input: {
          runId: run.id,
          questionId: [...keys.keys()].find((k) => k !== run.current?.id),
          answer: "o1",
        },
      },
      asha.headers,
    );
    expect(stray.data?.answerBlackbox.code).toBe("NOT_CURRENT");
    const seenChapters = new Set<string>();
    for (let n = 0; n < 30 && run.current; n++) {
      const item = run.current;
      seenChapters.add(item.chapterId);
      const right = item.chapterId !== wrongChapter;
      const key = keys.get(item.id) ?? "o1";
      const res = await gql<{ answerBlackbox: { data: typeof run } }>(
        server.url,
        BB_ANSWER,
        { input: { runId: run.id, questionId: item.id, answer: right ? key : key === "o1" ? "o2" : "o1" } },
        asha.headers,
      );
      run = res.data?.answerBlackbox.data ?? run;
    }
    expect(run.finished).toBe(true);
    expect(run.answered).toBeGreaterThanOrEqual(12);
    expect(run.answered).toBeLessThanOrEqual(25);
    expect(seenChapters.size).toBe(3);
    const result = await gql<{
      blackboxResult: {
        data: {
          chapters: { chapterId: string; band: string }[];
          recommendations: { chapterId: string }[];
          weakest: { chapterId: string };
        };
      };
    }>(server.url, BB_RESULT, { id: run.id }, asha.headers);
    const map = result.data?.blackboxResult.data;
    expect(map?.weakest.chapterId).toBe(wrongChapter);
    expect(map?.chapters.find((c) => c.chapterId === wrongChapter)?.band).toBe("needsWork");
    expect(map?.recommendations.map((r) => r.chapterId)).toContain(wrongChapter);
    // Chapters of the class with no items say "not enough evidence", never a guess.
    expect(
      map?.chapters
        .filter((c) => ![CH1?.id, CH2?.id, CH3?.id].includes(c.chapterId))
        .every((c) => c.band === "notEnough"),
    ).toBe(true);
    const written = (
      await sql(
        databaseUrl,
        `SELECT "chapterId", source FROM "ChapterMastery" WHERE "userId" = $1 AND source = 'blackbox'`,
        [asha.id],
      )
    ).rows;
    expect(written.length).toBe(3);
  });
});
