import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { fileDatabaseUrl } from "../helpers/database";
import { gql } from "../helpers/graphql";
import { type ServerProc, startServer, uniquePrefix } from "../helpers/processes";
import { createUser, type TestUser } from "../helpers/users";

const FIELDS = `id problem status stepsDone stepsTotal hintsUsed attempts finalAnswer turns { role kind text mistake }`;
const START = `mutation($input: StartSocraticInput!) { startSocratic(input: $input) {
  __typename ... on MutationStartSocraticSuccess { data { ${FIELDS} } } ... on Error { code message } } }`;
const REPLY = `mutation($input: SocraticReplyInput!) { socraticReply(input: $input) {
  __typename ... on MutationSocraticReplySuccess { data { ${FIELDS} } } ... on Error { code message } } }`;
const HINT = `mutation($input: SocraticHintInput!) { socraticHint(input: $input) {
  __typename ... on MutationSocraticHintSuccess { data { ${FIELDS} } } ... on Error { code message } } }`;
const SESSION = `query($id: ID!) { socraticSession(id: $id) {
  __typename ... on QuerySocraticSessionSuccess { data { ${FIELDS} } } ... on Error { code message } } }`;
const LIST = `query { socraticSessions { id problem stepsDone } }`;
const HISTORY = `query { history { ... on QueryHistorySuccess { data { records { text toolType aiResponse } } } } }`;

interface Turn {
  role: string;
  kind: string;
  text: string;
  mistake: string | null;
}
interface Session {
  id: string;
  status: string;
  stepsDone: number;
  stepsTotal: number;
  hintsUsed: number;
  finalAnswer: string | null;
  turns: Turn[];
}
type Result = { __typename: string; code?: string; message?: string; data?: Session };

describe("Socratic tutor API", () => {
  const databaseUrl = fileDatabaseUrl();
  let server: ServerProc;
  let student: TestUser;
  let other: TestUser;

  const call = async (query: string, variables: Record<string, unknown>, user: TestUser = student) => {
    const res = await gql<Record<string, Result>>(server.url, query, variables, user.headers);
    expect(res.errors).toBeUndefined();
    return Object.values(res.data ?? {})[0] as Result;
  };
  const start = (problem: string, subject = "mathematics") =>
    call(START, { input: { subject, classLevel: 7, problem } });

  beforeAll(async () => {
    server = await startServer({
      DATABASE_URL: databaseUrl,
      REDIS_URL: inject("redisUrl"),
      REDIS_PREFIX: uniquePrefix(),
    });
    [student, other] = await Promise.all([createUser(databaseUrl), createUser(databaseUrl)]);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("guides a linear equation step by step, names a mistake, and saves it to history", async () => {
    const started = await start("Solve 3x + 5 = 20");
    expect(started.__typename).toBe("MutationStartSocraticSuccess");
    const s0 = started.data as Session;
    expect(s0).toMatchObject({ status: "ACTIVE", stepsDone: 0, stepsTotal: 2, finalAnswer: null });
    expect(s0.turns.map((t) => t.text).join(" ")).not.toMatch(/x\s*=\s*5/);

    const wrong = (await call(REPLY, { input: { sessionId: s0.id, step: "3x = 25" } })).data as Session;
    expect(wrong.turns.at(-1)).toMatchObject({ kind: "mistake", mistake: "wrong-operation" });
    const hinted = (await call(HINT, { input: { sessionId: s0.id } })).data as Session;
    expect(hinted.hintsUsed).toBe(1);
    const early = (await call(HINT, { input: { sessionId: s0.id, showAnswer: true } })).data as Session;
    expect(early.finalAnswer).toBeNull();

    await call(REPLY, { input: { sessionId: s0.id, step: "15 = 3x" } });
    const resumed = (await call(SESSION, { id: s0.id })).data as Session;
    expect(resumed.stepsDone).toBe(1);
    const done = (await call(REPLY, { input: { sessionId: s0.id, step: "x = 5" } })).data as Session;
    expect(done).toMatchObject({ status: "SOLVED", stepsDone: 2, finalAnswer: "x = 5" });

    const after = await call(REPLY, { input: { sessionId: s0.id, step: "x = 5" } });
    expect(after).toMatchObject({ code: "SESSION_FINISHED" });

    const list = await gql<{ socraticSessions: { id: string }[] }>(server.url, LIST, {}, student.headers);
    expect(list.data?.socraticSessions.map((s) => s.id)).toContain(s0.id);
    const history = await gql<{
      history: { data: { records: { text: string; toolType: string; aiResponse: string }[] } };
    }>(server.url, HISTORY, {}, student.headers);
    expect(history.data?.history.data.records).toContainEqual(
      expect.objectContaining({
        text: "Solve 3x + 5 = 20",
        toolType: "socratic",
        aiResponse: expect.stringContaining("Solved"),
      }),
    );
    // History filtered to the Socratic tutor, and a filter that is not a tool type.
    const FILTERED = `query($input: HistoryInput) { history(input: $input) { __typename
      ... on QueryHistorySuccess { data { total records { toolType } } } ... on Error { message } } }`;
    const only = await gql<{ history: { data: { total: number; records: { toolType: string }[] } } }>(
      server.url,
      FILTERED,
      { input: { toolType: "socratic" } },
      student.headers,
    );
    expect(only.data?.history.data.total).toBeGreaterThan(0);
    expect(new Set(only.data?.history.data.records.map((r) => r.toolType))).toEqual(new Set(["socratic"]));
    const none = await gql<{ history: { data: { total: number } } }>(
      server.url,
      FILTERED,
      { input: { toolType: "science" } },
      student.headers,
    );
    expect(none.data?.history.data.total).toBe(0);
    const bad = await gql<{ history: { __typename: string; message: string } }>(
      server.url,
      FILTERED,
      { input: { toolType: "nonsense" } },
      student.headers,
    );
    expect(bad.data?.history).toMatchObject({
      __typename: "ValidationError",
      message: expect.stringContaining("socratic"),
    });
  });

  it("refuses bad steps, another user's session, and problems it cannot solve offline", async () => {
    const s = (await start("Solve 2x - 4 = 10")).data as Session;
    expect(await call(REPLY, { input: { sessionId: s.id, step: "   " } })).toMatchObject({
      __typename: "ValidationError",
      message: "Type your step first.",
    });
    expect(await call(REPLY, { input: { sessionId: s.id, step: "1".repeat(201) } })).toMatchObject({
      __typename: "ValidationError",
      message: "A step must be at most 200 characters: write one line.",
    });
    for (const query of [REPLY, HINT]) {
      const input = query === REPLY ? { sessionId: s.id, step: "2x = 14" } : { sessionId: s.id };
      expect(await call(query, { input }, other)).toMatchObject({ code: "NOT_FOUND" });
    }
    expect(await call(SESSION, { id: s.id }, other)).toMatchObject({ code: "NOT_FOUND" });
    const list = await gql<{ socraticSessions: { id: string }[] }>(server.url, LIST, {}, other.headers);
    expect(list.data?.socraticSessions).toEqual([]);
    // The other user's attempt changed nothing.
    expect(
      ((await call(SESSION, { id: s.id })).data as Session).turns.some((t) => t.role === "student"),
    ).toBe(false);

    expect(await start("Who wrote the Ramayana and why?")).toMatchObject({
      code: "CANNOT_SOLVE_OFFLINE",
      message: expect.stringContaining("Try the regular math tutor at /math/"),
    });
    expect(await start("What is photosynthesis?", "science")).toMatchObject({ code: "MODEL_REQUIRED" });
    expect(await start("")).toMatchObject({ __typename: "ValidationError" });
  });

  it("answers a problem that would keep the engine busy for minutes in seconds, and answers others meanwhile", async () => {
    const started = Date.now();
    const pending = start("expand (x+1)^5000");
    await new Promise((r) => setTimeout(r, 300));
    const t0 = Date.now();
    expect((await gql(server.url, "{ health }")).data).toEqual({ health: "ok" });
    expect(Date.now() - t0).toBeLessThan(1000);
    expect(await pending).toMatchObject({ code: "CANNOT_SOLVE_OFFLINE" });
    // The engine's limit (5 s) and its thread's start, not the minutes the problem would take.
    expect(Date.now() - started).toBeLessThan(60_000);
  });
});
