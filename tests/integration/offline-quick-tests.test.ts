import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { ncertChapters } from "../../core/src/curriculum/catalogue";
import { sql } from "../helpers/activity";
import { fileDatabaseUrl } from "../helpers/database";
import { gql } from "../helpers/graphql";
import { type Proc, type ServerProc, startServer, startWorker, uniquePrefix } from "../helpers/processes";
import { createUser, type TestUser } from "../helpers/users";

/**
 * Issue 27 item 2: quick tests taken offline. Downloaded online without keys, taken on the device,
 * submitted once on reconnect with the device's times (corrected to the server's clock) and graded
 * by the server as online; late after the due time; answers after the limit not counted.
 */
const databaseUrl = fileDatabaseUrl();
const chapter = ncertChapters(10, "mathematics").find((c) => c.title === "Quadratic Equations");

const DOWNLOAD = `mutation($input: StartQuickTestInput!) { downloadQuickTest(input: $input) { __typename
  ... on MutationDownloadQuickTestSuccess { data { id assignmentId downloadedAt limitSeconds dueAt closed
    items { id kind stem chapterId chapterTitle options { id text } } answers { questionId answer } } }
  ... on Error { code message } } }`;
const SUBMIT_OFFLINE = `mutation($input: SubmitOfflineQuickTestInput!) { submitOfflineQuickTest(input: $input) { __typename
  ... on MutationSubmitOfflineQuickTestSuccess { data { id score total closedBy late seconds items { item { id } yourAnswer correct } } }
  ... on Error { code message } ... on ValidationError { issues { message } } } }`;
const ANSWER = `mutation($input: AnswerQuestionInput!) { answerQuestion(input: $input) { __typename ... on Error { code message } } }`;
const START = `mutation($input: StartQuickTestInput!) { startQuickTest(input: $input) { __typename
  ... on MutationStartQuickTestSuccess { data { id items { id } } } ... on Error { code message } } }`;
const ASSIGN = `mutation($input: AssignQuickTestInput!) { assignQuickTest(input: $input) { __typename
  ... on MutationAssignQuickTestSuccess { data { id } } ... on Error { code message } } }`;
const RESULT = `query($id: ID!) { quickTestResult(id: $id) { __typename
  ... on QueryQuickTestResultSuccess { data { score late closedBy } } ... on Error { code message } } }`;
const ROSTER = `query($id: ID!) { assignmentResults(id: $id) { __typename
  ... on QueryAssignmentResultsSuccess { data { students { studentId status score late } } } ... on Error { code message } } }`;

interface Item {
  id: string;
  options: { id: string; text: string }[];
}
interface Downloaded {
  id: string;
  assignmentId: string | null;
  downloadedAt: string;
  limitSeconds: number;
  dueAt: string | null;
  closed: boolean;
  items: Item[];
}
interface Submitted {
  __typename: string;
  code?: string;
  message?: string;
  data?: {
    id: string;
    score: number;
    total: number;
    closedBy: string;
    late: boolean;
    seconds: number;
    items: { item: { id: string }; yourAnswer: string | null; correct: boolean }[];
  };
}

describe("quick tests taken offline (issue 27)", () => {
  let server: ServerProc;
  let worker: Proc;
  let teacher: TestUser;
  let asha: TestUser;
  let ravi: TestUser;
  let classId: string;
  const env = { DATABASE_URL: databaseUrl, REDIS_URL: inject("redisUrl"), REDIS_PREFIX: uniquePrefix() };

  beforeAll(async () => {
    [server, worker, teacher, asha, ravi] = await Promise.all([
      startServer(env),
      startWorker(env),
      createUser(databaseUrl, { role: "teacher" }),
      createUser(databaseUrl, { preferredClass: 10 }),
      createUser(databaseUrl, { preferredClass: 10 }),
    ]);
    const code = `OQ${Date.now() % 100000}`;
    classId = (
      await sql(
        databaseUrl,
        `INSERT INTO "Classroom" (id, "teacherId", name, grade, subjects, "joinCode", "updatedAt") VALUES (gen_random_uuid(), $1, $2, 10, '{mathematics}', $2, now()) RETURNING id`,
        [teacher.id, code],
      )
    ).rows[0].id as string;
    for (const s of [asha, ravi])
      await sql(databaseUrl, `INSERT INTO "ClassMember" ("classroomId", "userId") VALUES ($1, $2)`, [
        classId,
        s.id,
      ]);
  });
  afterAll(async () => {
    await Promise.all([server?.stop(), worker?.stop()]);
  });

  async function download(user: TestUser, input: Record<string, unknown>) {
    const res = await gql<{ downloadQuickTest: { __typename: string; data?: Downloaded; code?: string } }>(
      server.url,
      DOWNLOAD,
      { input },
      user.headers,
    );
    return { raw: JSON.stringify(res), result: res.data?.downloadQuickTest };
  }
  const selfMade = { subject: "mathematics", grade: 10, chapterIds: [chapter?.id], length: 5 };

  async function submit(user: TestUser, input: Record<string, unknown>) {
    const res = await gql<{ submitOfflineQuickTest: Submitted }>(
      server.url,
      SUBMIT_OFFLINE,
      { input },
      user.headers,
    );
    return res.data?.submitOfflineQuickTest ?? ({ __typename: JSON.stringify(res) } as Submitted);
  }
  async function keysOf(items: Item[]): Promise<Map<string, string>> {
    const rows = await sql(databaseUrl, `SELECT id, key FROM "Question" WHERE id = ANY($1::uuid[])`, [
      items.map((i) => i.id),
    ]);
    return new Map(rows.rows.map((r) => [r.id as string, r.key as string]));
  }
  const wrongOf = (item: Item, key: string | undefined) => item.options.find((o) => o.id !== key)?.id ?? "";
  const iso = (ms: number) => new Date(ms).toISOString();

  async function assign(questionIds: string[], dueInMs: number): Promise<string> {
    const res = await gql<{ assignQuickTest: { data?: { id: string } } }>(
      server.url,
      ASSIGN,
      { input: { classroomId: classId, questionIds, dueAt: iso(Date.now() + dueInMs), minutes: 5 } },
      teacher.headers,
    );
    const id = res.data?.assignQuickTest.data?.id;
    expect(id, JSON.stringify(res)).toBeTruthy();
    return id ?? "";
  }

  let engineItemIds: string[] = [];

  it("downloads a self-made test with items, limit and no keys, explanations or clock on the server", async () => {
    const { raw, result } = await download(asha, selfMade);
    const test = result?.data;
    expect(test?.items, raw).toHaveLength(5);
    expect(test?.limitSeconds).toBe(300);
    expect(test?.closed).toBe(false);
    expect(test?.dueAt).toBeNull();
    const keys = await keysOf(test?.items ?? []);
    const explanations = await sql(
      databaseUrl,
      `SELECT explanation FROM "Question" WHERE id = ANY($1::uuid[])`,
      [test?.items.map((i) => i.id)],
    );
    // The payload names no key and no explanation, in any field.
    expect(raw).not.toMatch(/"key"|rightAnswer|explanation/);
    for (const row of explanations.rows)
      if (String(row.explanation).length > 20) expect(raw).not.toContain(row.explanation);
    expect(keys.size).toBe(5);
    // Asking for a key is refused by the schema itself.
    const asked = await gql(
      server.url,
      `mutation($input: StartQuickTestInput!) { downloadQuickTest(input: $input) { ... on MutationDownloadQuickTestSuccess { data { items { key } } } } }`,
      { input: selfMade },
      asha.headers,
    );
    expect(asked.errors?.[0]?.message).toMatch(/Cannot query field "key"/);
    // It is not taken online: answers there are refused with a clear message.
    const online = await gql<{ answerQuestion: { code?: string; message?: string } }>(
      server.url,
      ANSWER,
      { input: { testId: test?.id, questionId: test?.items[0]?.id, answer: test?.items[0]?.options[0]?.id } },
      asha.headers,
    );
    expect(online.data?.answerQuestion.code).toBe("DOWNLOADED");
    expect(online.data?.answerQuestion.message).toBe(
      "This test was downloaded to take offline; finish it on the device that downloaded it.",
    );
    engineItemIds = test?.items.map((i) => i.id) ?? [];
  });

  it("grades an assigned test submitted once on reconnect; a second submit returns the first result", async () => {
    const assignmentId = await assign(engineItemIds, 3_600_000);
    const { raw, result } = await download(asha, { assignmentId });
    const test = result?.data;
    expect(test?.assignmentId, raw).toBe(assignmentId);
    expect(test?.limitSeconds).toBe(300);
    expect(test?.dueAt).not.toBeNull();
    const items = test?.items ?? [];
    const keys = await keysOf(items);
    const start = Date.parse(test?.downloadedAt ?? "") + 1000;
    // Three right, two wrong.
    const answers = items.map((item, i) => ({
      questionId: item.id,
      answer: i < 3 ? keys.get(item.id) : wrongOf(item, keys.get(item.id)),
      answeredAt: iso(start + (i + 1) * 1000),
    }));
    const input = { testId: test?.id, startedAt: iso(start), finishedAt: iso(start + 6000), answers };
    const first = await submit(asha, input);
    expect(first.data, first.__typename).toMatchObject({
      score: 3,
      total: 5,
      closedBy: "student",
      late: false,
      seconds: 6,
    });
    expect(first.data?.items.filter((i) => i.correct)).toHaveLength(3);
    // Sent again (the reply was lost on 2G): the first result, not graded twice, even with other answers.
    const allRight = answers.map((a) => ({ ...a, answer: keys.get(a.questionId) }));
    const again = await submit(asha, { ...input, answers: allRight });
    expect(again.data).toMatchObject({ id: test?.id, score: 3, closedBy: "student", late: false });
    const rows = await sql(
      databaseUrl,
      `SELECT score, "submittedAt", late FROM "QuickTest" WHERE "userId" = $1 AND "assignmentId" = $2`,
      [asha.id, assignmentId],
    );
    expect(rows.rows).toHaveLength(1);
    expect(rows.rows[0]).toMatchObject({ score: 3, late: false });
    expect((rows.rows[0].submittedAt as Date).getTime()).toBe(start + 6000);
    // Another device of the same student sees the graded test.
    const seen = await gql<{ quickTestResult: { data?: { score: number } } }>(
      server.url,
      RESULT,
      { id: test?.id },
      asha.headers,
    );
    expect(seen.data?.quickTestResult.data?.score).toBe(3);
    // The teacher's roster shows it submitted, on time.
    const roster = await gql<{
      assignmentResults: {
        data?: { students: { studentId: string; status: string; score: number | null; late: boolean }[] };
      };
    }>(server.url, ROSTER, { id: assignmentId }, teacher.headers);
    expect(roster.data?.assignmentResults.data?.students.find((s) => s.studentId === asha.id)).toMatchObject({
      status: "submitted",
      score: 3,
      late: false,
    });
    // The worker folds it into mastery as an online test.
    let gradedAt: unknown = null;
    for (let i = 0; i < 50 && !gradedAt; i++) {
      gradedAt = (await sql(databaseUrl, `SELECT "gradedAt" FROM "QuickTest" WHERE id = $1`, [test?.id]))
        .rows[0]?.gradedAt;
      if (!gradedAt) await new Promise((r) => setTimeout(r, 200));
    }
    expect(gradedAt).toBeTruthy();
  });

  it("marks a test finished offline after its due time late, for the student and the teacher", async () => {
    const assignmentId = await assign(engineItemIds, 3_600_000);
    const { result } = await download(ravi, { assignmentId });
    const test = result?.data;
    const downloaded = Date.parse(test?.downloadedAt ?? "");
    // The due time passes while the student is offline.
    await sql(databaseUrl, `UPDATE "QuickTestAssignment" SET "dueAt" = $2 WHERE id = $1`, [
      assignmentId,
      new Date(downloaded + 2000),
    ]);
    const start = downloaded + 500;
    const keys = await keysOf(test?.items ?? []);
    const answers = (test?.items ?? []).map((item) => ({
      questionId: item.id,
      answer: keys.get(item.id),
      answeredAt: iso(start + 1000),
    }));
    const onTimeFinish = await submit(ravi, {
      testId: test?.id,
      startedAt: iso(start),
      finishedAt: iso(start + 5000),
      answers,
    });
    expect(onTimeFinish.data).toMatchObject({ score: 5, late: true });
    const roster = await gql<{
      assignmentResults: { data?: { students: { studentId: string; late: boolean; status: string }[] } };
    }>(server.url, ROSTER, { id: assignmentId }, teacher.headers);
    expect(roster.data?.assignmentResults.data?.students.find((s) => s.studentId === ravi.id)).toMatchObject({
      status: "submitted",
      late: true,
    });
    const seen = await gql<{ quickTestResult: { data?: { late: boolean } } }>(
      server.url,
      RESULT,
      { id: test?.id },
      ravi.headers,
    );
    expect(seen.data?.quickTestResult.data?.late).toBe(true);
  });

  it("closes a span over the limit by time and does not count answers made after it", async () => {
    const { result } = await download(asha, selfMade);
    const test = result?.data;
    const items = test?.items ?? [];
    // Downloaded an hour ago, started at once, finished 15 minutes later (the limit is 5).
    const hourAgo = Date.now() - 3_600_000;
    await sql(
      databaseUrl,
      `UPDATE "QuickTest" SET "downloadedAt" = $2, "startedAt" = $2, "endsAt" = $3 WHERE id = $1`,
      [test?.id, new Date(hourAgo), new Date(hourAgo + 300_000)],
    );
    const keys = await keysOf(items);
    const answers = items.map((item, i) => ({
      questionId: item.id,
      answer: keys.get(item.id),
      // Two within the limit, one inside the grace, two long after.
      answeredAt: iso(hourAgo + ([60_000, 120_000, 320_000, 600_000, 900_000][i] ?? 0)),
    }));
    const res = await submit(asha, {
      testId: test?.id,
      startedAt: iso(hourAgo),
      finishedAt: iso(hourAgo + 900_000),
      answers,
    });
    expect(res.data, res.__typename).toMatchObject({ score: 3, closedBy: "time", seconds: 300 });
    expect(res.data?.items.map((i) => i.yourAnswer === null)).toEqual([false, false, false, true, true]);
  });

  it("refuses another student's test, answers that are not options, and impossible times, changing nothing", async () => {
    const { result } = await download(asha, selfMade);
    const test = result?.data;
    const items = test?.items ?? [];
    const start = Date.parse(test?.downloadedAt ?? "") + 1000;
    const good = {
      testId: test?.id,
      startedAt: iso(start),
      finishedAt: iso(start + 2000),
      answers: [] as unknown[],
    };

    const foreign = await submit(ravi, good);
    expect(foreign).toMatchObject({ code: "NOT_FOUND", message: "No such test." });

    const badOption = await submit(asha, {
      ...good,
      answers: [{ questionId: items[0]?.id, answer: "not-an-option", answeredAt: iso(start + 500) }],
    });
    expect(badOption).toMatchObject({ code: "BAD_OPTION", message: "That is not one of the options." });

    const notInTest = await submit(asha, {
      ...good,
      answers: [
        { questionId: "00000000-0000-4000-8000-000000000000", answer: "a", answeredAt: iso(start + 500) },
      ],
    });
    expect(notInTest).toMatchObject({
      code: "NOT_IN_TEST",
      message: "That question is not part of this test.",
    });

    const times = "The times sent with this test are not possible; it was not submitted.";
    const beforeDownload = await submit(asha, { ...good, startedAt: iso(start - 3_600_000) });
    expect(beforeDownload).toMatchObject({ code: "BAD_TIMES", message: times });
    const inFuture = await submit(asha, { ...good, finishedAt: iso(Date.now() + 3_600_000) });
    expect(inFuture).toMatchObject({ code: "BAD_TIMES", message: times });
    const backwards = await submit(asha, { ...good, finishedAt: iso(start - 500) });
    expect(backwards).toMatchObject({ code: "BAD_TIMES", message: times });

    const row = await sql(databaseUrl, `SELECT "submittedAt", answers FROM "QuickTest" WHERE id = $1`, [
      test?.id,
    ]);
    expect(row.rows[0]).toMatchObject({ submittedAt: null, answers: {} });

    // Still open: the right submission goes through.
    const ok = await submit(asha, good);
    expect(ok.data).toMatchObject({ score: 0, total: 5, closedBy: "student" });
  });

  it("refuses the offline submit for a test started online, and a download of a test already started online", async () => {
    const started = await gql<{ startQuickTest: { data?: { id: string } } }>(
      server.url,
      START,
      { input: selfMade },
      ravi.headers,
    );
    const id = started.data?.startQuickTest.data?.id;
    const now = Date.now();
    const res = await submit(ravi, {
      testId: id,
      startedAt: iso(now - 2000),
      finishedAt: iso(now - 1000),
      answers: [],
    });
    expect(res).toMatchObject({
      code: "NOT_DOWNLOADED",
      message: "This test was not downloaded to take offline.",
    });

    const assignmentId = await assign(engineItemIds, 3_600_000);
    await gql(server.url, START, { input: { assignmentId } }, ravi.headers);
    const { result } = await download(ravi, { assignmentId });
    expect(result).toMatchObject({
      code: "STARTED_ONLINE",
      message: "This test was already started online; finish it online.",
    });
  });
});
