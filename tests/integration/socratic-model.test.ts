import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { fileDatabaseUrl, sql } from "../helpers/database";
import { type FakeOpenAi, startFakeOpenAi } from "../helpers/fake-openai";
import { gql } from "../helpers/graphql";
import { type Proc, type ServerProc, uniquePrefix } from "../helpers/processes";
import { startStack } from "../helpers/tutor";
import { createUser, type TestUser } from "../helpers/users";

const FIELDS = `id mode waiting status hintsUsed attempts finalAnswer turns { role kind text }`;
const START = `mutation($input: StartSocraticInput!) { startSocratic(input: $input) {
  __typename ... on MutationStartSocraticSuccess { data { ${FIELDS} } } ... on Error { code message } } }`;
const REPLY = `mutation($input: SocraticReplyInput!) { socraticReply(input: $input) {
  __typename ... on MutationSocraticReplySuccess { data { ${FIELDS} } } ... on Error { code message } } }`;
const HINT = `mutation($input: SocraticHintInput!) { socraticHint(input: $input) {
  __typename ... on MutationSocraticHintSuccess { data { ${FIELDS} } } ... on Error { code message } } }`;
const SESSION = `query($id: ID!) { socraticSession(id: $id) {
  __typename ... on QuerySocraticSessionSuccess { data { ${FIELDS} } } ... on Error { code message } } }`;
const HISTORY = `query { history { ... on QueryHistorySuccess { data { records { text toolType aiResponse } } } } }`;

interface Turn {
  role: string;
  kind: string;
  text: string;
}
interface Session {
  id: string;
  mode: string;
  waiting: boolean;
  status: string;
  hintsUsed: number;
  attempts: number;
  finalAnswer: string | null;
  turns: Turn[];
}
type Result = { __typename: string; code?: string; message?: string; data?: Session };

describe("the Socratic tutor with a model (fake OpenAI-compatible server)", () => {
  const databaseUrl = fileDatabaseUrl();
  let fake: FakeOpenAi;
  let server: ServerProc;
  let worker: Proc;
  let student: TestUser;

  const call = async (query: string, variables: Record<string, unknown>) => {
    const res = await gql<Record<string, Result>>(server.url, query, variables, student.headers);
    expect(res.errors).toBeUndefined();
    return Object.values(res.data ?? {})[0] as Result;
  };
  /** The session once the model's turn has been written (the page polls the same way). */
  const settled = async (id: string): Promise<Session> => {
    for (;;) {
      const s = (await call(SESSION, { id })).data as Session;
      if (!s.waiting) return s;
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const lastTutor = (s: Session) => s.turns.filter((t) => t.role === "tutor").at(-1)?.text ?? "";

  beforeAll(async () => {
    fake = await startFakeOpenAi({ firstTokenMs: 10 });
    ({ server, worker } = await startStack({
      DATABASE_URL: databaseUrl,
      REDIS_URL: inject("redisUrl"),
      REDIS_PREFIX: uniquePrefix(),
      OPENAI_API_KEY: "sk-test",
      OPENAI_BASE_URL: fake.url,
      AI_MODERATION: "local",
      AI_TIMEOUT_MS: "3000",
      AI_MAX_RETRIES: "0",
    }));
    student = await createUser(databaseUrl, { role: "student" });
  });
  afterAll(async () => {
    await Promise.all([server?.stop(), worker?.stop()]);
    await fake?.close();
  });

  it("tutors another subject through the model, one guiding question at a time", async () => {
    const started = await call(START, {
      input: { subject: "science", classLevel: 7, problem: "Why do leaves look green?" },
    });
    expect(started.__typename).toBe("MutationStartSocraticSuccess");
    expect(started.data).toMatchObject({ mode: "model", status: "ACTIVE" });
    const opened = await settled((started.data as Session).id);
    expect(lastTutor(opened)).toMatch(/\?$/);
    const request = fake.requests.find((r) =>
      JSON.stringify(r.body.messages).includes("Why do leaves look green?"),
    );
    const system = String(request?.body.messages[0]?.content);
    expect(system).toContain("Socratic mode");
    expect(system).toContain("Science, Class 7");
    expect(system).not.toContain("Private final answer");

    const replied = await call(REPLY, { input: { sessionId: opened.id, step: "Because of chlorophyll?" } });
    expect(replied.data?.turns.at(-1)).toMatchObject({ role: "student", text: "Because of chlorophyll?" });
    const next = await settled(opened.id);
    expect(next.turns.at(-1)?.role).toBe("tutor");
    expect(next.attempts).toBe(1);
  });

  it("attaches the engine's private answer for mathematics it cannot ladder, and trims a reply that leaks it", async () => {
    const started = await call(START, {
      input: { subject: "mathematics", classLevel: 8, problem: "Expand (x+2)(x+3)" },
    });
    const s = await settled((started.data as Session).id);
    expect(s).toMatchObject({ mode: "model", finalAnswer: null });
    const opening = fake.requests.find((r) => JSON.stringify(r.body.messages).includes("Expand (x+2)(x+3)"));
    expect(String(opening?.body.messages[0]?.content)).toContain("Private final answer: x^2 + 5x + 6");

    // A model that gives the answer away every time: written again once, then the leak is cut out.
    await call(REPLY, { input: { sessionId: s.id, step: "I multiply x by x [fake:leak]" } });
    const trimmed = await settled(s.id);
    expect(fake.countFor("[fake:leak]")).toBe(2);
    const shown = lastTutor(trimmed);
    expect(shown).toContain("What do you get when you multiply the first terms");
    expect(shown.replace(/\s/g, "")).not.toContain("x^2+5x+6");
    expect(trimmed.turns.map((t) => t.text).join(" ")).not.toContain("So the result is");
    const [task] = await sql<{ result: { regenerated: boolean; trimmed: boolean } }>(
      databaseUrl,
      `SELECT result FROM "AiTask" WHERE "userId" = $1 AND question LIKE '%[fake:leak]%'`,
      [student.id],
    );
    expect(task?.result).toMatchObject({ regenerated: true, trimmed: true });

    // One that leaks only in its first draft: the second draft is shown whole.
    await call(REPLY, { input: { sessionId: s.id, step: "x times x is x^2 [fake:leak-once]" } });
    const rewritten = await settled(s.id);
    expect(fake.countFor("[fake:leak-once]")).toBe(2);
    expect(lastTutor(rewritten)).toBe(
      "Good start. What do you get when you multiply the first terms of each bracket?",
    );

    const hinted = await call(HINT, { input: { sessionId: s.id } });
    expect(hinted.data).toMatchObject({ hintsUsed: 1, waiting: true });
    await settled(s.id);
    const requestsBefore = fake.requests.length;
    const solved = (await call(REPLY, { input: { sessionId: s.id, step: "x^2 + 5x + 6" } })).data as Session;
    expect(solved).toMatchObject({ status: "SOLVED", waiting: false, finalAnswer: "x^2 + 5x + 6" });
    expect(fake.requests.length).toBe(requestsBefore);

    const history = await gql<{
      history: { data: { records: { text: string; toolType: string; aiResponse: string }[] } };
    }>(server.url, HISTORY, {}, student.headers);
    expect(history.data?.history.data.records).toContainEqual(
      expect.objectContaining({
        text: "Expand (x+2)(x+3)",
        toolType: "socratic",
        aiResponse: expect.stringContaining("Solved"),
      }),
    );
  });

  it("shows the answer on request only after two tries", async () => {
    const started = await call(START, {
      input: { subject: "mathematics", classLevel: 8, problem: "Expand (x+1)(x+4)" },
    });
    const s = await settled((started.data as Session).id);
    const early = await call(HINT, { input: { sessionId: s.id, showAnswer: true } });
    expect(early.data).toMatchObject({ status: "ACTIVE", finalAnswer: null });
    for (const step of ["x^2", "x^2 + 4"]) {
      await call(REPLY, { input: { sessionId: s.id, step } });
      await settled(s.id);
    }
    const shown = await call(HINT, { input: { sessionId: s.id, showAnswer: true } });
    expect(shown.data).toMatchObject({ status: "REVEALED", finalAnswer: "x^2 + 5x + 4" });
  });
});
