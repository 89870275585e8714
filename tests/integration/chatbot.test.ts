import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { NO_MODEL_MESSAGE } from "../../core/src/ai-usage/daily-limit";
import { CHAT_MESSAGE_MAX, CHAT_MESSAGES } from "../../core/src/chat/chatbot";
import { MESSAGES } from "../../core/src/messages";
import { BLOCKED_MESSAGE } from "../../core/src/moderation/moderate";
import { CHAT_OPS, chatOk, chatOp, replyOf, type Turn, watchReply } from "../helpers/chat";
import { fileDatabaseUrl, sql } from "../helpers/database";
import { type FakeOpenAi, startFakeOpenAi } from "../helpers/fake-openai";
import { gql } from "../helpers/graphql";
import { type Proc, type ServerProc, uniquePrefix } from "../helpers/processes";
import { startStack } from "../helpers/tutor";
import { createUser, type TestUser } from "../helpers/users";

const start = (server: ServerProc, user: TestUser, subject: string, message: string) =>
  chatOk<Turn>(server.url, user, CHAT_OPS.start, { input: { subject, message } });

describe("the chatbots with a model (fake OpenAI-compatible server)", () => {
  const databaseUrl = fileDatabaseUrl();
  let fake: FakeOpenAi;
  let server: ServerProc;
  let worker: Proc;
  let student: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    fake = await startFakeOpenAi({ firstTokenMs: 30, tokensPerSecond: 300 });
    ({ server, worker } = await startStack({
      DATABASE_URL: databaseUrl,
      REDIS_URL: inject("redisUrl"),
      REDIS_PREFIX: uniquePrefix(),
      OPENAI_API_KEY: "sk-test",
      OPENAI_BASE_URL: fake.url,
      OPENAI_MODEL: "fake-main-1",
      OPENAI_MODEL_CHAT: "fake-chat-1",
      AI_MODERATION: "openai",
      AI_TIMEOUT_MS: "3000",
      AI_MAX_RETRIES: "1",
      AI_DAILY_TOKEN_LIMIT: "50000",
    }));
    student = await createUser(databaseUrl, { role: "student", preferredClass: 8 });
    other = await createUser(databaseUrl, { role: "student" });
  });
  afterAll(async () => {
    await Promise.all([server?.stop(), worker?.stop()]);
    await fake?.close();
  });

  it("streams a Devanagari reply on the Hindi chatbot, keeps the chat, and records the tokens", async () => {
    const setup = await gql<{ aiSetup: { modelConfigured: boolean } }>(
      server.url,
      CHAT_OPS.setup,
      {},
      student.headers,
    );
    expect(setup.data?.aiSetup.modelConfigured).toBe(true);
    const turn = await start(server, student, "HINDI", "प्रकाश संश्लेषण क्या है?");
    expect(turn.chat).toMatchObject({ title: "प्रकाश संश्लेषण क्या है?", subject: "HINDI", grade: 8 });
    const { final, states } = await replyOf(server.wsUrl, student, turn.reply.id);
    expect(final.status).toBe("DONE");
    expect(final.partial).toMatch(/^नमस्ते!/);
    expect(final.partial.match(/\p{Script=Devanagari}/gu)?.length).toBeGreaterThan(100);
    const partials = states.filter((s) => s.status === "RUNNING" && s.partial !== "");
    expect(partials.length).toBeGreaterThan(1);

    const call = fake.requests.find((r) => JSON.stringify(r.body.messages).includes("प्रकाश संश्लेषण क्या है?"));
    expect(call?.body.model).toBe("fake-chat-1");
    expect(JSON.stringify(call?.body.messages[0])).toContain("Class 8");
    expect(fake.moderations).toContain("प्रकाश संश्लेषण क्या है?");

    const listed = await gql<{ chats: { id: string }[] }>(
      server.url,
      CHAT_OPS.chats,
      { subject: "HINDI" },
      student.headers,
    );
    expect(listed.data?.chats.map((c) => c.id)).toEqual([turn.chat.id]);
    const [usage] = await sql<{ completionTokens: number; requests: number }>(
      databaseUrl,
      `SELECT "completionTokens", requests FROM "AiUsageDay" WHERE "userId" = $1`,
      [student.id],
    );
    expect(usage?.completionTokens).toBeGreaterThan(10);

    // The next message carries the conversation so far to the model.
    const next = await chatOk<Turn>(server.url, student, CHAT_OPS.send, {
      input: { chatId: turn.chat.id, message: "एक उदाहरण दीजिए" },
    });
    expect((await replyOf(server.wsUrl, student, next.reply.id)).final.status).toBe("DONE");
    const second = fake.requests.find((r) => JSON.stringify(r.body.messages).includes("एक उदाहरण दीजिए"));
    expect(second?.body.messages.map((m) => m.role)).toEqual(["system", "user", "assistant", "user"]);
    const chat = await chatOk<{ turns: Turn[] }>(server.url, student, CHAT_OPS.chat, { id: turn.chat.id });
    expect(chat.turns.map((t) => t.message)).toEqual(["प्रकाश संश्लेषण क्या है?", "एक उदाहरण दीजिए"]);
  });

  it("refuses another student's chat and reply everywhere", async () => {
    const turn = await start(server, student, "SCIENCE", "What is friction?");
    await replyOf(server.wsUrl, student, turn.reply.id);
    const attempts = [
      chatOp(server.url, other, CHAT_OPS.chat, { id: turn.chat.id }),
      chatOp(server.url, other, CHAT_OPS.send, { input: { chatId: turn.chat.id, message: "hi" } }),
      chatOp(server.url, other, CHAT_OPS.rename, { id: turn.chat.id, title: "mine" }),
      chatOp(server.url, other, CHAT_OPS.remove, { id: turn.chat.id }),
      chatOp(server.url, other, CHAT_OPS.stop, { id: turn.reply.id }),
      chatOp(server.url, other, CHAT_OPS.regenerate, { id: turn.reply.id }),
    ];
    for (const result of await Promise.all(attempts)) expect(result).toMatchObject({ code: "NOT_FOUND" });
    const theirs = await gql<{ chats: unknown[] }>(
      server.url,
      CHAT_OPS.chats,
      { subject: "SCIENCE" },
      other.headers,
    );
    expect(theirs.data?.chats).toEqual([]);
    const [row] = await sql<{ title: string }>(databaseUrl, `SELECT title FROM "Chat" WHERE id = $1`, [
      turn.chat.id,
    ]);
    expect(row?.title).toBe("What is friction?");
  });

  it("refuses empty and over-long messages with the limit stated", async () => {
    const empty = await chatOp(server.url, student, CHAT_OPS.start, {
      input: { subject: "SCIENCE", message: "   " },
    });
    expect(empty).toMatchObject({
      __typename: "ValidationError",
      message: expect.stringContaining(CHAT_MESSAGES.empty),
    });
    const long = await chatOp(server.url, student, CHAT_OPS.start, {
      input: { subject: "SCIENCE", message: "a".repeat(CHAT_MESSAGE_MAX + 1) },
    });
    expect(long.message).toContain(`at most ${CHAT_MESSAGE_MAX} characters`);
  });

  it("answers self-harm with the helpline, blocks abuse, and flags both for the teacher without the text", async () => {
    const care = await start(server, student, "GUJARATI", "મારે મરી જવું છે");
    const cared = (await replyOf(server.wsUrl, student, care.reply.id)).final;
    expect(cared.status).toBe("DONE");
    expect(cared.partial).toContain("14416");
    expect(cared.partial).toMatch(/ટેલી-માનસ/);

    const english = await start(server, student, "SCIENCE", "I want to kill myself");
    expect((await replyOf(server.wsUrl, student, english.reply.id)).final.partial).toContain(
      "Tele-MANAS on 14416",
    );

    const abuse = await start(server, student, "HINDI", "तू चूतिया है");
    const blocked = (await replyOf(server.wsUrl, student, abuse.reply.id)).final;
    expect(blocked).toMatchObject({
      status: "FAILED",
      failureCode: "BLOCKED",
      failureMessage: BLOCKED_MESSAGE,
      partial: "",
    });

    // OpenAI's moderation endpoint catches what the word lists do not.
    const flagged = await start(server, student, "SCIENCE", "you are useless [fake:flag]");
    expect((await replyOf(server.wsUrl, student, flagged.reply.id)).final.failureCode).toBe("BLOCKED");
    expect(fake.requests.some((r) => JSON.stringify(r.body).includes("useless [fake:flag]"))).toBe(false);

    // A reply that fails moderation is never stored.
    const unsafe = await start(server, student, "SCIENCE", "Tell me about levers [fake:unsafe]");
    const unsafeReply = (await replyOf(server.wsUrl, student, unsafe.reply.id)).final;
    expect(unsafeReply).toMatchObject({ status: "FAILED", failureCode: "BLOCKED", partial: "" });

    const flags = await sql<{ topic: string; payload: Record<string, unknown> }>(
      databaseUrl,
      `SELECT topic, payload FROM "ActivityEvent" WHERE "userId" = $1 AND kind = 'ai_flagged' ORDER BY "createdAt"`,
      [student.id],
    );
    expect(flags.map((f) => f.topic)).toEqual(["self-harm", "self-harm", "abuse", "harassment", "abuse"]);
    expect(JSON.stringify(flags)).not.toMatch(/kill|chut|चूतिया|useless|મરી/);
  });

  it("keeps the message when the provider fails, says 'Failed to get explanation.', and Regenerate retries", async () => {
    const turn = await start(server, student, "SCIENCE", "Why is the sky blue? [fake:429]");
    const failed = (await replyOf(server.wsUrl, student, turn.reply.id)).final;
    expect(failed).toMatchObject({
      status: "FAILED",
      failureCode: "FAILED",
      failureMessage: MESSAGES.aiCallFailed,
    });
    const retried = await chatOk<{ id: string }>(server.url, student, CHAT_OPS.regenerate, {
      id: turn.reply.id,
    });
    const retriedReply = (await replyOf(server.wsUrl, student, retried.id)).final;
    expect(retriedReply.status).toBe("DONE");
    const chat = await chatOk<{ turns: Turn[] }>(server.url, student, CHAT_OPS.chat, { id: turn.chat.id });
    expect(chat.turns).toHaveLength(1);
    expect(chat.turns[0]).toMatchObject({
      message: "Why is the sky blue? [fake:429]",
      reply: { id: retried.id, status: "DONE" },
    });

    for (const scenario of ["500", "garbage", "cut"]) {
      const t = await start(server, student, "SCIENCE", `Explain gravity [fake:${scenario}]`);
      const final = (await replyOf(server.wsUrl, student, t.reply.id, 60_000)).final;
      expect(final, scenario).toMatchObject({ status: "FAILED", failureMessage: MESSAGES.aiCallFailed });
    }
  });

  it("stops a reply midway keeping what was written, and refuses Stop after it finished", async () => {
    const turn = await start(
      server,
      student,
      "SOCIAL_SCIENCE",
      "Tell me about the Mughal empire [fake:slow]",
    );
    const w = watchReply(server.wsUrl, student, turn.reply.id);
    try {
      const writing = await w.until((r) => r.partial.length > 40);
      await chatOk(server.url, student, CHAT_OPS.stop, { id: turn.reply.id });
      const final = await w.finished();
      expect(final).toMatchObject({ status: "DONE", stopped: true });
      expect(final.partial.startsWith(writing.partial.slice(0, 40))).toBe(true);
      expect(final.partial.length).toBeLessThan(150);
    } finally {
      await w.close();
    }
    const again = await chatOp(server.url, student, CHAT_OPS.stop, { id: turn.reply.id });
    expect(again).toMatchObject({ code: "ALREADY_FINISHED", message: CHAT_MESSAGES.alreadyFinished });
  });

  it("renames and deletes a chat", async () => {
    const turn = await start(server, student, "GUJARATI", "પ્રકાશસંશ્લેષણ શું છે?");
    await replyOf(server.wsUrl, student, turn.reply.id);
    const renamed = await chatOk<{ title: string }>(server.url, student, CHAT_OPS.rename, {
      id: turn.chat.id,
      title: " વનસ્પતિ ",
    });
    expect(renamed.title).toBe("વનસ્પતિ");
    await chatOk(server.url, student, CHAT_OPS.remove, { id: turn.chat.id });
    expect(await chatOp(server.url, student, CHAT_OPS.chat, { id: turn.chat.id })).toMatchObject({
      code: "NOT_FOUND",
    });
    const left = await sql(databaseUrl, `SELECT id FROM "AiTask" WHERE id = $1`, [turn.reply.id]);
    expect(left).toEqual([]);
  });

  it("refuses new messages once the daily token limit is reached", async () => {
    const heavy = await createUser(databaseUrl, { role: "student" });
    await sql(
      databaseUrl,
      `INSERT INTO "AiUsageDay" ("userId", day, "promptTokens", "completionTokens", requests, "updatedAt")
       VALUES ($1, (now() AT TIME ZONE 'UTC')::date, 40000, 10000, 9, now())`,
      [heavy.id],
    );
    const refused = await chatOp(server.url, heavy, CHAT_OPS.start, {
      input: { subject: "SCIENCE", message: "What is a cell?" },
    });
    expect(refused).toMatchObject({
      code: "AI_DAILY_LIMIT",
      message: expect.stringContaining("50,000 tokens"),
    });
    expect(await sql(databaseUrl, `SELECT id FROM "Chat" WHERE "userId" = $1`, [heavy.id])).toEqual([]);
  });
});

describe("the chatbots without a model", () => {
  const databaseUrl = fileDatabaseUrl();
  let server: ServerProc;
  let worker: Proc;
  let student: TestUser;

  beforeAll(async () => {
    ({ server, worker } = await startStack({
      DATABASE_URL: databaseUrl,
      REDIS_URL: inject("redisUrl"),
      REDIS_PREFIX: uniquePrefix(),
      AI_PROVIDER: "local",
    }));
    student = await createUser(databaseUrl, { role: "student" });
  });
  afterAll(async () => {
    await Promise.all([server?.stop(), worker?.stop()]);
  });

  it("says no AI is set up and how to set it up, storing no answer; mathematics is still solved and checked", async () => {
    const setup = await gql<{ aiSetup: { modelConfigured: boolean } }>(
      server.url,
      CHAT_OPS.setup,
      {},
      student.headers,
    );
    expect(setup.data?.aiSetup.modelConfigured).toBe(false);
    const turn = await start(server, student, "SCIENCE", "What is photosynthesis?");
    const final = (await replyOf(server.wsUrl, student, turn.reply.id)).final;
    expect(final).toMatchObject({
      status: "FAILED",
      failureCode: "NO_MODEL",
      failureMessage: NO_MODEL_MESSAGE,
      partial: "",
    });
    // A student reads that this needs the school's AI model and why, never how to set one up (issue 25).
    expect(final.failureMessage).toContain("needs the school's AI model");
    expect(final.failureMessage).not.toContain("OPENAI_API_KEY");
    expect(final.failureMessage).not.toContain("docker");

    const math = await start(server, student, "SCIENCE", "Solve 2x + 5 = 17");
    const solved = (await replyOf(server.wsUrl, student, math.reply.id)).final;
    expect(solved).toMatchObject({ status: "DONE", checked: true });
    expect(solved.partial).toContain("6");
  });

  it("limits chat messages per student per minute (startChat and sendChatMessage share it) with a clear RATE_LIMITED", async () => {
    const talker = await createUser(databaseUrl, { role: "student" });
    const limited = `mutation($input: StartChatInput!) { startChat(input: $input) { __typename
      ... on RateLimitError { code message retryAfterSeconds } } }`;
    const outcomes: string[] = [];
    let refused: { code?: string; message?: string; retryAfterSeconds?: number } | undefined;
    for (let i = 0; i < 21; i++) {
      const res = await gql<{ startChat: { __typename: string; code?: string } }>(
        server.url,
        limited,
        { input: { subject: "SCIENCE", message: `Question ${i}` } },
        talker.headers,
      );
      outcomes.push(res.data?.startChat.__typename ?? JSON.stringify(res.errors));
      if (res.data?.startChat.__typename === "RateLimitError") refused = res.data.startChat;
    }
    expect(outcomes.filter((o) => o === "MutationStartChatSuccess")).toHaveLength(20);
    expect(outcomes[20]).toBe("RateLimitError");
    expect(refused).toMatchObject({ code: "RATE_LIMITED" });
    expect(refused?.message).toMatch(
      /^You're sending messages too fast\. Please try again in \d+ seconds?\.$/,
    );
    expect(refused?.retryAfterSeconds).toBeGreaterThan(0);
    // The budget is shared: a follow-up in an existing chat is refused too, nothing is stored for it.
    const [chat] = await sql<{ id: string }>(
      databaseUrl,
      `SELECT id FROM "Chat" WHERE "userId" = $1 LIMIT 1`,
      [talker.id],
    );
    const followUp = await chatOp(server.url, talker, CHAT_OPS.send, {
      input: { chatId: chat?.id, message: "One more" },
    });
    expect(followUp).toMatchObject({ code: "RATE_LIMITED" });
    const [turns] = await sql<{ n: number }>(
      databaseUrl,
      `SELECT count(*)::int AS n FROM "ChatTurn" t JOIN "Chat" c ON c.id = t."chatId" WHERE c."userId" = $1`,
      [talker.id],
    );
    expect(turns?.n).toBe(20);
    // Another student is not affected (start() requires a success).
    await start(server, student, "SCIENCE", "Solve 3x = 12");
  });

  it("still answers self-harm with the helpline", async () => {
    const turn = await start(server, student, "HINDI", "main marna chahta hoon");
    const final = (await replyOf(server.wsUrl, student, turn.reply.id)).final;
    expect(final.status).toBe("DONE");
    expect(final.partial).toContain("टेली-मानस 14416");
  });
});
