import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { MESSAGES } from "../../core/src/messages";
import { fileDatabaseUrl } from "../helpers/database";
import { collect, gql, wsClient } from "../helpers/graphql";
import { type Proc, type ServerProc, uniquePrefix } from "../helpers/processes";
import { ask, askAndWait, askRaw, startStack, TINY_PNG, UPLOAD, WATCH } from "../helpers/tutor";
import { createUser, type TestUser } from "../helpers/users";

const TASK = `query($id: ID!) { aiTask(id: $id) { __typename ... on QueryAiTaskSuccess { data { id } } ... on Error { code message } } }`;
const RECENT = `query($topic: MathTopic!) { recentTutorQuestions(topic: $topic) { question result { explanation } } }`;
const CLEAR = `mutation($topic: MathTopic!) { clearTutorConversation(topic: $topic) {
  __typename ... on MutationClearTutorConversationSuccess { data } ... on Error { code message } } }`;
const HISTORY = `query($input: HistoryInput) { history(input: $input) {
  __typename
  ... on QueryHistorySuccess { data { total nextCursor records { id text toolType chatType aiResponse similarQuestions } } }
  ... on Error { code message }
} }`;
const DELETE = `mutation($id: ID!) { deleteHistoryRecord(id: $id) { __typename ... on Error { code message } } }`;

interface HistoryData {
  total: number;
  nextCursor: string | null;
  records: { id: string; text: string; toolType: string; chatType: string; similarQuestions: string[] }[];
}

describe("tutor API: validation, ownership, Clear Chat and history", () => {
  const databaseUrl = fileDatabaseUrl();
  let server: ServerProc;
  let worker: Proc;
  let student: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    const env = { DATABASE_URL: databaseUrl, REDIS_URL: inject("redisUrl"), REDIS_PREFIX: uniquePrefix() };
    ({ server, worker } = await startStack(env));
    [student, other] = await Promise.all([createUser(databaseUrl), createUser(databaseUrl)]);
  });
  afterAll(async () => {
    await Promise.all([server?.stop(), worker?.stop()]);
  });

  it("rejects bad questions with clear messages", async () => {
    const long = await askRaw(server.url, student, { topic: "ALGEBRA", question: "1".repeat(2001) });
    expect(long.data?.askTutor).toMatchObject({
      __typename: "ValidationError",
      message: "Your question must be at most 2000 characters.",
    });
    const blank = await askRaw(server.url, student, { topic: "ALGEBRA", question: "   " });
    expect(blank.data?.askTutor).toMatchObject({
      __typename: "ValidationError",
      message: MESSAGES.enterQuestionOrImage,
    });
    const anonymous = await askRaw(server.url, null, { topic: "ALGEBRA", question: "1 + 1" });
    expect(anonymous.data?.askTutor).toMatchObject({ code: "UNAUTHENTICATED" });
    const unverified = await createUser(databaseUrl, { verified: false });
    expect(
      (await askRaw(server.url, unverified, { topic: "ALGEBRA", question: "1 + 1" })).data?.askTutor,
    ).toMatchObject({ code: "FORBIDDEN" });
  });

  it("checks attached images as SPEC says, before decoding them", async () => {
    const upload = (dataUrl: string, user: TestUser = student) =>
      gql<{ uploadImage: { __typename: string; message?: string; code?: string; data?: { id: string } } }>(
        server.url,
        UPLOAD,
        { dataUrl },
        user.headers,
      );
    expect((await upload("data:text/plain;base64,aGVsbG8=")).data?.uploadImage.message).toBe(
      MESSAGES.selectImageFile,
    );
    expect((await upload("data:image/png;base64,aGVsbG8=")).data?.uploadImage.message).toBe(
      MESSAGES.selectImageFile,
    );
    const big = `data:image/png;base64,${"A".repeat(Math.ceil(5_242_881 / 3) * 4)}`;
    expect((await upload(big)).data?.uploadImage).toMatchObject({
      code: "IMAGE_TOO_LARGE",
      message: MESSAGES.imageTooLarge,
    });
    const huge = `data:image/png;base64,${"A".repeat(8_000_000)}`;
    expect((await upload(huge)).data?.uploadImage).toMatchObject({
      __typename: "ValidationError",
      message: MESSAGES.imageTooLarge,
    });
    const mine = (await upload(TINY_PNG)).data?.uploadImage.data?.id;
    const theirs = await askRaw(server.url, other, { topic: "GEOMETRY", imageId: mine });
    expect(theirs.data?.askTutor).toMatchObject({
      code: "NOT_FOUND",
      message: "That image was not found. Please attach it again.",
    });
  });

  it("lets only the owner read or follow a task", async () => {
    const id = await ask(server.url, student, { topic: "ARITHMETIC", question: "What is 15% of 240?" });
    const stranger = await gql<{ aiTask: { code: string } }>(server.url, TASK, { id }, other.headers);
    expect(stranger.data?.aiTask).toMatchObject({ code: "NOT_FOUND" });
    const bogus = await gql<{ aiTask: { code: string } }>(
      server.url,
      TASK,
      { id: "not-a-uuid" },
      student.headers,
    );
    expect(bogus.data?.aiTask).toMatchObject({ code: "NOT_FOUND" });
    const client = wsClient(server.wsUrl, other.headers);
    const sub = collect(client, WATCH, { id });
    await expect(sub.until(() => true, 5000)).rejects.toThrow(/No such question/);
    expect(sub.events).toHaveLength(0);
    await client.dispose();
    const anon = wsClient(server.wsUrl);
    const anonSub = collect(anon, WATCH, { id });
    await expect(anonSub.until(() => true, 5000)).rejects.toThrow(/sign in/i);
    await anon.dispose();
  });

  it("lists Recent Questions per topic until Clear Chat, while history keeps them", async () => {
    const a = await askAndWait(server.url, server.wsUrl, other, {
      topic: "STATISTICS",
      question: "Find the mean of 2, 4, 6",
    });
    expect(a.final.status).toBe("DONE");
    await askAndWait(server.url, server.wsUrl, other, {
      topic: "ARITHMETIC",
      question: "What is 20% of 50?",
    });
    const recent = await gql<{ recentTutorQuestions: { question: string }[] }>(
      server.url,
      RECENT,
      { topic: "STATISTICS" },
      other.headers,
    );
    expect(recent.data?.recentTutorQuestions.map((r) => r.question)).toEqual(["Find the mean of 2, 4, 6"]);
    const cleared = await gql<{ clearTutorConversation: { data: number } }>(
      server.url,
      CLEAR,
      { topic: "STATISTICS" },
      other.headers,
    );
    expect(cleared.data?.clearTutorConversation.data).toBe(1);
    const again = await gql<{ clearTutorConversation: { data: number } }>(
      server.url,
      CLEAR,
      { topic: "STATISTICS" },
      other.headers,
    );
    expect(again.data?.clearTutorConversation.data).toBe(0);
    const after = await gql<{ recentTutorQuestions: unknown[] }>(
      server.url,
      RECENT,
      { topic: "STATISTICS" },
      other.headers,
    );
    expect(after.data?.recentTutorQuestions).toEqual([]);
    const arithmetic = await gql<{ recentTutorQuestions: unknown[] }>(
      server.url,
      RECENT,
      { topic: "ARITHMETIC" },
      other.headers,
    );
    expect(arithmetic.data?.recentTutorQuestions).toHaveLength(1);
    const history = await gql<{ history: { data: HistoryData } }>(server.url, HISTORY, {}, other.headers);
    expect(history.data?.history.data.records.map((r) => r.text)).toEqual([
      "What is 20% of 50?",
      "Find the mean of 2, 4, 6",
    ]);
  });

  it("searches, filters, pages and deletes history, one user's only", async () => {
    const user = await createUser(databaseUrl);
    for (const question of ["What is 10% of 80?", "What is 30% of 90?", "Find the median of 3, 1, 2"]) {
      await askAndWait(server.url, server.wsUrl, user, {
        topic: question.includes("median") ? "STATISTICS" : "ARITHMETIC",
        question,
      });
    }
    const page = (input: Record<string, unknown>, who = user) =>
      gql<{ history: { data: HistoryData; message?: string } }>(server.url, HISTORY, { input }, who.headers);
    const first = (await page({ first: 2 })).data?.history.data;
    expect(first?.total).toBe(3);
    expect(first?.records.map((r) => r.text)).toEqual(["Find the median of 3, 1, 2", "What is 30% of 90?"]);
    const second = (await page({ first: 2, after: first?.nextCursor })).data?.history.data;
    expect(second?.records.map((r) => r.text)).toEqual(["What is 10% of 80?"]);
    expect(second?.nextCursor).toBeNull();
    const search = (await page({ search: "30%" })).data?.history.data;
    expect(search?.records.map((r) => r.text)).toEqual(["What is 30% of 90?"]);
    const stats = (await page({ topic: "STATISTICS" })).data?.history.data;
    expect(stats?.records).toMatchObject([{ toolType: "statistics", chatType: "teacher" }]);
    expect(stats?.records[0]?.similarQuestions).toHaveLength(3);
    expect((await page({}, other)).data?.history.data.records.map((r) => r.text)).not.toContain(
      "What is 30% of 90?",
    );
    const target = search?.records[0]?.id;
    const denied = await gql<{ deleteHistoryRecord: { code: string } }>(
      server.url,
      DELETE,
      { id: target },
      other.headers,
    );
    expect(denied.data?.deleteHistoryRecord).toMatchObject({ code: "NOT_FOUND" });
    const deleted = await gql<{ deleteHistoryRecord: { __typename: string } }>(
      server.url,
      DELETE,
      { id: target },
      user.headers,
    );
    expect(deleted.data?.deleteHistoryRecord.__typename).toBe("MutationDeleteHistoryRecordSuccess");
    expect((await page({})).data?.history.data.total).toBe(2);
    const bad = await page({ first: 500 });
    expect(bad.data?.history).toMatchObject({ message: "Ask for at most 100 records at a time." });
  });
});
