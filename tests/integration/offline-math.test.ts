import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { fileDatabaseUrl } from "../helpers/database";
import { gql } from "../helpers/graphql";
import { type ServerProc, startServer, uniquePrefix } from "../helpers/processes";
import { createUser, type TestUser } from "../helpers/users";

// Issue 27 item 3: a mathematics question answered on the phone while offline reaches history when
// the connection returns. The server solves it again and stores its own answer, once per client id.

const databaseUrl = fileDatabaseUrl();
const env = { DATABASE_URL: databaseUrl, REDIS_URL: inject("redisUrl"), REDIS_PREFIX: uniquePrefix() };

const RECORD = `mutation($input: OfflineMathQuestionInput!) { recordOfflineMathAnswer(input: $input) {
  __typename
  ... on MutationRecordOfflineMathAnswerSuccess { data { id status question result { finalAnswer verified check explanation } } }
  ... on ValidationError { message }
  ... on Error { code message } } }`;
const HISTORY = `query { history { __typename
  ... on QueryHistorySuccess { data { total records { text toolType aiResponse } } } } }`;
const RECENT = `query { recentTutorQuestions(topic: ALGEBRA) { id question result { finalAnswer } } }`;

interface Recorded {
  __typename: string;
  message?: string;
  code?: string;
  data?: {
    id: string;
    status: string;
    question: string;
    result: { finalAnswer: string | null; verified: boolean; check: string; explanation: string };
  };
}
interface History {
  data: { total: number; records: { text: string; toolType: string; aiResponse: string }[] };
}

async function call<T>(server: ServerProc, user: TestUser, query: string, variables = {}): Promise<T> {
  const res = await gql<Record<string, T>>(server.url, query, variables, user.headers);
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return Object.values(res.data ?? {})[0] as T;
}

const record = (server: ServerProc, user: TestUser, input: Record<string, unknown>) =>
  call<Recorded>(server, user, RECORD, { input });

describe("offline mathematics answers saved on reconnect", () => {
  let server: ServerProc;
  let asha: TestUser;
  let ravi: TestUser;

  beforeAll(async () => {
    server = await startServer(env);
    [asha, ravi] = await Promise.all([createUser(databaseUrl), createUser(databaseUrl)]);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("stores the server's own answer in history, once per client id", async () => {
    const clientId = randomUUID();
    const input = { clientId, topic: "ALGEBRA", question: "Solve 2x + 3 = 13" };
    const first = await record(server, asha, input);
    expect(first.__typename).toBe("MutationRecordOfflineMathAnswerSuccess");
    expect(first.data).toMatchObject({ id: clientId, status: "DONE", question: "Solve 2x + 3 = 13" });
    expect(first.data?.result).toMatchObject({ finalAnswer: "x = 5", verified: true, check: "COMPUTED" });

    // The reply was lost and the phone sends it again: the same task, no second history entry.
    const again = await record(server, asha, input);
    expect(again.data?.id).toBe(clientId);
    const history = await call<History>(server, asha, HISTORY);
    expect(history.data.total).toBe(1);
    expect(history.data.records[0]).toMatchObject({ text: "Solve 2x + 3 = 13", toolType: "algebra" });
    expect(history.data.records[0]?.aiResponse).toBe(first.data?.result.explanation);
    const recent = await call<{ id: string; result: { finalAnswer: string } }[]>(server, asha, RECENT);
    expect(recent.map((r) => r.id)).toEqual([clientId]);
  });

  it("a question that would keep the engine busy for minutes gets a clear answer in seconds, and the server answers others meanwhile", async () => {
    const meera = await createUser(databaseUrl);
    const started = Date.now();
    const pending = record(server, meera, {
      clientId: randomUUID(),
      topic: "ALGEBRA",
      question: "expand (x+1)^5000",
    });
    // While the engine works on it, the same server answers at once.
    await new Promise((r) => setTimeout(r, 300));
    const t0 = Date.now();
    expect((await gql(server.url, "{ health }")).data).toEqual({ health: "ok" });
    expect(Date.now() - t0).toBeLessThan(1000);
    const slow = await pending;
    expect(slow.__typename).toBe("MutationRecordOfflineMathAnswerSuccess");
    expect(slow.data?.result).toMatchObject({ finalAnswer: null, verified: false, check: "UNCHECKED" });
    expect(slow.data?.result.explanation).toMatch(/needs more working out than the math engine does at once/);
    // The engine's limit (5 s) and its thread's start, not the minutes the question would take.
    expect(Date.now() - started).toBeLessThan(60_000);
  });

  it("never takes the phone's answer: the question is solved again on the server", async () => {
    // The mutation has no field for an answer; one slipped in is refused by GraphQL itself.
    const res = await gql(
      server.url,
      RECORD,
      {
        input: {
          clientId: randomUUID(),
          topic: "ALGEBRA",
          question: "Solve x + 1 = 3",
          finalAnswer: "x = 9",
        },
      },
      asha.headers,
    );
    expect(res.errors?.[0]?.message).toMatch(/finalAnswer/);
    const ok = await record(server, asha, {
      clientId: randomUUID(),
      topic: "ALGEBRA",
      question: "Solve x + 1 = 3",
    });
    expect(ok.data?.result.finalAnswer).toBe("x = 2");
  });

  it("refuses another account's client id, an oversized question and a bad id", async () => {
    const clientId = randomUUID();
    await record(server, asha, { clientId, topic: "ALGEBRA", question: "Solve 3x = 12" });
    const stolen = await record(server, ravi, { clientId, topic: "ALGEBRA", question: "Solve 3x = 12" });
    expect(stolen).toMatchObject({ code: "NOT_FOUND", message: "No such question." });
    expect((await call<History>(server, ravi, HISTORY)).data.total).toBe(0);

    const long = await record(server, asha, {
      clientId: randomUUID(),
      topic: "ALGEBRA",
      question: "1".repeat(2001),
    });
    expect(long).toMatchObject({
      __typename: "ValidationError",
      message: "Your question must be at most 2000 characters.",
    });
    const badId = await record(server, asha, { clientId: "not-a-uuid", topic: "ALGEBRA", question: "1 + 1" });
    expect(badId).toMatchObject({ __typename: "ValidationError", message: "That question id is not valid." });
  });
});
