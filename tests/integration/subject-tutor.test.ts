import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { NO_AI_MODEL_MESSAGE } from "../../core/src/tutor/subject-tutor";
import { fileDatabaseUrl, sql } from "../helpers/database";
import { type FakeOpenAi, questionOf, startFakeOpenAi } from "../helpers/fake-openai";
import { gql } from "../helpers/graphql";
import { type Proc, type ServerProc, uniquePrefix } from "../helpers/processes";
import { askAndWait, askRaw, startStack, TASK_FIELDS } from "../helpers/tutor";
import { createUser, type TestUser } from "../helpers/users";

const RECENT = `query($topic: MathTopic, $subject: String) {
  recentTutorQuestions(topic: $topic, subject: $subject) { id question subject grade chapterId }
}`;
const CLEAR = `mutation($topic: MathTopic, $subject: String) {
  clearTutorConversation(topic: $topic, subject: $subject) {
    __typename
    ... on MutationClearTutorConversationSuccess { data }
    ... on Error { code message }
  }
}`;
const TASK = `query($id: ID!) { aiTask(id: $id) { __typename ... on QueryAiTaskSuccess { data { ${TASK_FIELDS} subject grade chapterId } } } }`;

/** Class 10 science, chapter 1 (Chemical Reactions and Equations) and a class 9 science chapter. */
const CHEMISTRY = "ncert:science:10:1";
const CLASS_9_SCIENCE = "ncert:science:9:1";
const CLASS_10_MATHS = "ncert:mathematics:10:1";

async function history(databaseUrl: string, taskId: string) {
  return sql<{ toolType: string; text: string }>(
    databaseUrl,
    `SELECT "toolType", text FROM "HistoryRecord" WHERE "taskId" = $1`,
    [taskId],
  );
}

describe("subject tutor pages without any AI model (offline engine only)", () => {
  const databaseUrl = fileDatabaseUrl();
  let server: ServerProc;
  let worker: Proc;
  let student: TestUser;

  beforeAll(async () => {
    const env = { DATABASE_URL: databaseUrl, REDIS_URL: inject("redisUrl"), REDIS_PREFIX: uniquePrefix() };
    ({ server, worker } = await startStack(env));
    student = await createUser(databaseUrl, { role: "student", preferredClass: 10 });
  });
  afterAll(async () => {
    await Promise.all([server?.stop(), worker?.stop()]);
  });

  it("refuses a chapter of another class or subject, an unknown chapter and a signed-out caller", async () => {
    const base = { subject: "science", grade: 10, question: "What is a balanced equation?" };
    const otherClass = await askRaw(server.url, student, { ...base, chapterId: CLASS_9_SCIENCE });
    expect(otherClass.data?.askTutor).toMatchObject({
      __typename: "AppError",
      code: "WRONG_CHAPTER",
      message:
        "That chapter belongs to Class 9 Science, not Class 10 Science. Choose a chapter of this class and subject.",
    });
    const otherSubject = await askRaw(server.url, student, { ...base, chapterId: CLASS_10_MATHS });
    expect(otherSubject.data?.askTutor).toMatchObject({
      code: "WRONG_CHAPTER",
      message: expect.stringContaining("Class 10 Mathematics, not Class 10 Science"),
    });
    // No class given: the student's own (10 in preferences), so a class 9 chapter is still refused.
    const ownClass = await askRaw(server.url, student, {
      subject: "science",
      chapterId: CLASS_9_SCIENCE,
      question: "x",
    });
    expect(ownClass.data?.askTutor).toMatchObject({ code: "WRONG_CHAPTER" });
    const unknown = await askRaw(server.url, student, { ...base, chapterId: "ncert:science:10:99" });
    expect(unknown.data?.askTutor).toMatchObject({ code: "CHAPTER_NOT_FOUND" });
    const noTopic = await askRaw(server.url, student, { question: "2 + 2" });
    expect(noTopic.data?.askTutor).toMatchObject({ __typename: "ValidationError" });
    const signedOut = await askRaw(server.url, null, { ...base, chapterId: CHEMISTRY });
    expect(signedOut.data?.askTutor.__typename).not.toBe("MutationAskTutorSuccess");
    const [{ count }] = await sql<{ count: string }>(
      databaseUrl,
      `SELECT count(*) FROM "AiTask" WHERE "userId" = $1`,
      [student.id],
    );
    expect(Number(count)).toBe(0);
  });

  it("says no AI model is set up for a question that is not mathematics, and stores no answer", async () => {
    const { id, final } = await askAndWait(server.url, server.wsUrl, student, {
      subject: "science",
      grade: 10,
      chapterId: CHEMISTRY,
      question: "Why should a magnesium ribbon be cleaned before burning it in air?",
    });
    expect(final.status).toBe("FAILED");
    expect(final.result).toBeNull();
    expect(final.failureMessage).toBe(NO_AI_MODEL_MESSAGE);
    // The student reads why, never an operator's instructions (issue 25).
    expect(final.failureMessage).toContain("needs the school's AI model");
    expect(final.failureMessage).not.toContain("OPENAI_API_KEY");
    expect(final.failureMessage).not.toContain("docker");
    expect(await history(databaseUrl, id)).toEqual([]);
    const recent = await gql<{ recentTutorQuestions: { id: string }[] }>(
      server.url,
      RECENT,
      { subject: "science" },
      student.headers,
    );
    expect(recent.data?.recentTutorQuestions.map((t) => t.id)).not.toContain(id);
  });

  it("still answers and checks a mathematics question on a subject page, saved under the subject", async () => {
    const { id, final } = await askAndWait(server.url, server.wsUrl, student, {
      subject: "science",
      grade: 10,
      chapterId: CHEMISTRY,
      question: "What is 15% of 240?",
    });
    expect(final.status).toBe("DONE");
    expect(final.result).toMatchObject({ finalAnswer: "36", verified: true, check: "COMPUTED" });
    expect(await history(databaseUrl, id)).toEqual([{ toolType: "science", text: "What is 15% of 240?" }]);
    const task = await gql<{ aiTask: { data: { subject: string; grade: number; chapterId: string } } }>(
      server.url,
      TASK,
      { id },
      student.headers,
    );
    expect(task.data?.aiTask.data).toMatchObject({ subject: "science", grade: 10, chapterId: CHEMISTRY });
    // Recent Questions belong to the science page, not to a math topic page.
    const science = await gql<{ recentTutorQuestions: { id: string }[] }>(
      server.url,
      RECENT,
      { subject: "science" },
      student.headers,
    );
    expect(science.data?.recentTutorQuestions.map((t) => t.id)).toEqual([id]);
    const arithmetic = await gql<{ recentTutorQuestions: { id: string }[] }>(
      server.url,
      RECENT,
      { topic: "ARITHMETIC" },
      student.headers,
    );
    expect(arithmetic.data?.recentTutorQuestions).toEqual([]);
    // Another student cannot read it.
    const other = await createUser(databaseUrl, { role: "student" });
    const foreign = await gql<{ aiTask: { __typename: string } }>(server.url, TASK, { id }, other.headers);
    expect(foreign.data?.aiTask.__typename).not.toBe("QueryAiTaskSuccess");
    // Clear Chat on the science page empties its Recent Questions; History keeps the record.
    const cleared = await gql<{ clearTutorConversation: { data: number } }>(
      server.url,
      CLEAR,
      { subject: "science" },
      student.headers,
    );
    expect(cleared.data?.clearTutorConversation.data).toBeGreaterThanOrEqual(1);
    const after = await gql<{ recentTutorQuestions: { id: string }[] }>(
      server.url,
      RECENT,
      { subject: "science" },
      student.headers,
    );
    expect(after.data?.recentTutorQuestions).toEqual([]);
    expect(await history(databaseUrl, id)).toHaveLength(1);
  });
});

describe("subject tutor pages with a model (fake OpenAI-compatible server)", () => {
  const databaseUrl = fileDatabaseUrl();
  let fake: FakeOpenAi;
  let server: ServerProc;
  let worker: Proc;
  let student: TestUser;

  beforeAll(async () => {
    fake = await startFakeOpenAi({
      firstTokenMs: 30,
      tokensPerSecond: 400,
      reply: (question) =>
        JSON.stringify({
          explanation: `Magnesium burns in oxygen: $\\ce{2Mg + O2 -> 2MgO}$. (${question.length})`,
          similarQuestions: ["What is a combination reaction?", "What is rust?", "Balance Fe + H2O"],
          finalAnswer: "",
        }),
    });
    const env = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: inject("redisUrl"),
      REDIS_PREFIX: uniquePrefix(),
      AI_PROVIDER: "openai",
      OPENAI_API_KEY: "sk-test",
      OPENAI_BASE_URL: fake.url,
      OPENAI_MODEL: "fake-1",
      AI_TIMEOUT_MS: "5000",
    };
    ({ server, worker } = await startStack(env));
    student = await createUser(databaseUrl, { role: "student", preferredClass: 10 });
    await sql(databaseUrl, `UPDATE "User" SET language = 'hi' WHERE id = $1`, [student.id]);
  });
  afterAll(async () => {
    await Promise.all([server?.stop(), worker?.stop()]);
    await fake?.close();
  });

  it("grounds the answer in the class, book and chapter, in the student's language, and saves it", async () => {
    const question = "What happens when magnesium burns?";
    const { id, final, states } = await askAndWait(server.url, server.wsUrl, student, {
      subject: "science",
      chapterId: CHEMISTRY,
      question,
      context: [{ question: "What is a reaction?", answer: "A change in which new substances form." }],
    });
    expect(final.status).toBe("DONE");
    expect(states.some((s) => s.status === "RUNNING" && s.partial.includes("Magnesium"))).toBe(true);
    expect(final.result?.explanation).toContain("\\ce{2Mg + O2 -> 2MgO}");
    expect(final.result?.check).toBe("UNCHECKED");
    expect(await history(databaseUrl, id)).toEqual([{ toolType: "science", text: question }]);

    const call = fake.requests.find((r) => questionOf(r.body) === question);
    const system = String(call?.body.messages.find((m) => m.role === "system")?.content);
    expect(system).toContain("Class 10");
    expect(system).toContain('"Chemical Reactions and Equations"');
    expect(system).toContain("Hindi, written in Devanagari script");
    expect(system).toContain("\\ce{");
    const user = String(call?.body.messages.find((m) => m.role === "user")?.content);
    expect(user).toContain("What is a reaction?");
  });

  it("asks for Devanagari on /sanskrit and Gujarati script on /gujarati whatever the UI language", async () => {
    await askAndWait(server.url, server.wsUrl, student, {
      subject: "gujarati",
      grade: 6,
      question: "ગુજરાતી વ્યાકરણ",
    });
    await askAndWait(server.url, server.wsUrl, student, {
      subject: "gujarati",
      grade: 10,
      chapterId: "ncert:gujarati:10:8",
      question: "છત્રી પાઠનો સાર",
    });
    await askAndWait(server.url, server.wsUrl, student, {
      subject: "sanskrit",
      grade: 6,
      question: "धातुरूपाणि",
    });
    const systemOf = (q: string) =>
      String(fake.requests.find((r) => questionOf(r.body) === q)?.body.messages[0]?.content);
    expect(systemOf("ગુજરાતી વ્યાકરણ")).toContain("Gujarati, written in Gujarati script");
    expect(systemOf("ગુજરાતી વ્યાકરણ")).toContain("Class 6 syllabus");
    // Gujarati is grounded in the Gujarat board's book, not an NCERT one.
    expect(systemOf("છત્રી પાઠનો સાર")).toContain('Chapter 8, "છત્રી", of the GSEB textbook');
    expect(systemOf("છત્રી પાઠનો સાર")).not.toContain("NCERT");
    expect(systemOf("धातुरूपाणि")).toContain("Sanskrit, written in Devanagari script");
  });
});
