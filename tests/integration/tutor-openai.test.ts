import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { MESSAGES } from "../../core/src/messages";
import { STREAM_EVERY } from "../../worker/src/ai/tutor/partial-streamer";
import { CHAT_OPS, chatOk, chatOp, type Reply, watchReply } from "../helpers/chat";
import { fileDatabaseUrl, sql } from "../helpers/database";
import { type FakeOpenAi, startFakeOpenAi } from "../helpers/fake-openai";
import { gql } from "../helpers/graphql";
import { type Proc, type ServerProc, uniquePrefix } from "../helpers/processes";
import { ask, askAndWait, startStack, TINY_PNG, UPLOAD, watch } from "../helpers/tutor";
import { createUser, type TestUser } from "../helpers/users";

describe("the tutor with the openai provider, against a fake OpenAI-compatible server", () => {
  const databaseUrl = fileDatabaseUrl();
  let fake: FakeOpenAi;
  let server: ServerProc;
  let worker: Proc;
  let student: TestUser;

  beforeAll(async () => {
    fake = await startFakeOpenAi({ firstTokenMs: 50, tokensPerSecond: 400 });
    const env = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: inject("redisUrl"),
      REDIS_PREFIX: uniquePrefix(),
      AI_PROVIDER: "auto",
      OPENAI_API_KEY: "sk-test",
      OPENAI_BASE_URL: fake.url,
      OPENAI_MODEL: "fake-vision-1",
      // Short enough for the hang cases to finish quickly, long enough for a busy machine.
      AI_TIMEOUT_MS: "3000",
      AI_MAX_RETRIES: "2",
    };
    ({ server, worker } = await startStack(env));
    student = await createUser(databaseUrl, { role: "student" });
  });
  afterAll(async () => {
    await Promise.all([server?.stop(), worker?.stop()]);
    await fake?.close();
  });

  it("streams the explanation as it is written, then a checked answer, and saves it to history", async () => {
    const question = "What is 15% of 240?";
    const { id, final, states } = await askAndWait(server.url, server.wsUrl, student, {
      topic: "ARITHMETIC",
      question,
    });
    expect(states[0]?.status).toMatch(/QUEUED|RUNNING/);
    const partials = states.filter((s) => s.status === "RUNNING" && s.partial !== "").map((s) => s.partial);
    expect(partials.length).toBeGreaterThan(1);
    for (const [i, text] of partials.entries())
      if (i > 0) expect(text.startsWith(partials[i - 1] ?? "")).toBe(true);
    expect(final.status).toBe("DONE");
    expect(final.result).toMatchObject({ finalAnswer: "36", verified: true, check: "AGREE", toast: null });
    expect(final.result?.explanation).toContain("\\frac{15}{100}");
    expect(final.result?.similarQuestions).toHaveLength(3);
    expect(states.filter((s) => s.status === "DONE")).toHaveLength(1);

    const call = fake.requests.find((r) =>
      r.body.messages.some((m) => JSON.stringify(m.content).includes(question)),
    );
    expect(call?.body).toMatchObject({
      model: "fake-vision-1",
      stream: true,
      temperature: 0.7,
      max_tokens: 2500,
    });
    const [record] = await sql(databaseUrl, `SELECT * FROM "HistoryRecord" WHERE "taskId" = $1`, [id]);
    expect(record).toMatchObject({
      text: question,
      chatType: "teacher",
      toolType: "arithmetic",
      userId: student.id,
    });
    expect(record?.additionalData).toEqual({ similarQuestions: final.result?.similarQuestions });
    const kinds = await sql<{ kind: string; payload: Record<string, unknown> }>(
      databaseUrl,
      `SELECT kind, payload FROM "ActivityEvent" WHERE "userId" = $1 AND topic = 'arithmetic' ORDER BY "createdAt"`,
      [student.id],
    );
    expect(kinds.map((k) => k.kind)).toEqual(["question_asked", "question_answered"]);
    expect(kinds[1]?.payload).toMatchObject({ verified: true, question });
  });

  it("warns when the model's final answer disagrees with the engine's", async () => {
    const { final } = await askAndWait(server.url, server.wsUrl, student, {
      topic: "ARITHMETIC",
      question: "What is 15% of 240? [fake:wrong]",
    });
    expect(final.result).toMatchObject({
      check: "DISAGREE",
      verified: false,
      finalAnswer: "x = 99",
      engineAnswer: "36",
    });
  });

  it("repairs a malformed JSON reply, and shows unparseable prose as it is with SPEC's toast", async () => {
    const repaired = await askAndWait(server.url, server.wsUrl, student, {
      topic: "ARITHMETIC",
      question: "What is 2 + 2? [fake:malformed]",
    });
    expect(repaired.final.status).toBe("DONE");
    expect(repaired.final.result?.explanation).toContain("\\frac{a}{b}");
    expect(repaired.final.result?.similarQuestions).toEqual([
      "What is 3 + 3?",
      "What is 5 + 5?",
      "What is 7 + 1?",
    ]);
    const prose = await askAndWait(server.url, server.wsUrl, student, {
      topic: "ARITHMETIC",
      question: "What is 2 + 2? [fake:prose]",
    });
    expect(prose.final.result).toMatchObject({
      explanation: "The answer is simply four, because two and two make four.",
      similarQuestions: [],
      toast: MESSAGES.aiParseFailed,
      check: "UNCHECKED",
    });
  });

  it("retries a 429 with backoff and then answers", async () => {
    const { final } = await askAndWait(server.url, server.wsUrl, student, {
      topic: "ARITHMETIC",
      question: "What is 15% of 240? [fake:429]",
    });
    expect(final.status).toBe("DONE");
    expect(fake.countFor("[fake:429]")).toBe(3);
  });

  it("fails the task after a storm of 500s, a hang, a stall, a cut-off reply, garbage or a 4xx, with SPEC's message", async () => {
    const cases = [
      { tag: "500", kind: "server-error", calls: 3 },
      { tag: "hang", kind: "timeout", calls: 3 },
      { tag: "stall", kind: "timeout", calls: 1 },
      { tag: "cut", kind: "truncated", calls: 1 },
      { tag: "garbage", kind: "unreadable", calls: 1 },
      { tag: "400", kind: "rejected", calls: 1 },
    ];
    const results = await Promise.all(
      cases.map((c) =>
        askAndWait(
          server.url,
          server.wsUrl,
          student,
          { topic: "ALGEBRA", question: `Solve 2x + 5 = 17 [fake:${c.tag}]` },
          40_000,
        ),
      ),
    );
    for (const [i, c] of cases.entries()) {
      const { id, final, states } = results[i] ?? { id: "", final: null, states: [] };
      expect(final?.status, c.tag).toBe("FAILED");
      expect(final?.failureMessage).toBe(MESSAGES.aiCallFailed);
      expect(final?.result).toBeNull();
      if (c.tag === "stall" || c.tag === "cut") expect(states.some((s) => s.partial !== "")).toBe(true);
      const [row] = await sql<{ error: string }>(databaseUrl, `SELECT error FROM "AiTask" WHERE id = $1`, [
        id,
      ]);
      expect(row?.error, c.tag).toContain(`openai ${c.kind}`);
      expect(fake.countFor(`[fake:${c.tag}]`), c.tag).toBe(c.calls);
      const history = await sql(databaseUrl, `SELECT id FROM "HistoryRecord" WHERE "taskId" = $1`, [id]);
      expect(history).toHaveLength(0);
    }
  });

  it("fails an empty reply with 'Empty AI response.'", async () => {
    const { final } = await askAndWait(server.url, server.wsUrl, student, {
      topic: "ARITHMETIC",
      question: "What is 1 + 1? [fake:empty]",
    });
    expect(final).toMatchObject({ status: "FAILED", failureMessage: MESSAGES.emptyAiResponse });
  });

  it("sends an attached picture to the model as a data URL, and the follow-up context", async () => {
    const upload = await gql<{ uploadImage: { data: { id: string; mime: string; size: number } } }>(
      server.url,
      UPLOAD,
      { dataUrl: TINY_PNG },
      student.headers,
    );
    const image = upload.data?.uploadImage.data;
    expect(image).toMatchObject({ mime: "image/png", size: 70 });
    const context = [{ question: "What is 10% of 50?", answer: `It is 5. ${"x".repeat(400)}` }];
    const { final } = await askAndWait(server.url, server.wsUrl, student, {
      topic: "GEOMETRY",
      imageId: image?.id,
      context,
    });
    expect(final).toMatchObject({ status: "DONE", hasImage: true, question: "" });
    const call = fake.requests.at(-1)?.body;
    const user = call?.messages.find((m) => m.role === "user")?.content;
    expect(Array.isArray(user)).toBe(true);
    const parts = user as { type: string; text?: string; image_url?: { url: string } }[];
    expect(parts.find((p) => p.type === "image_url")?.image_url?.url).toBe(TINY_PNG);
    const text = parts.find((p) => p.type === "text")?.text ?? "";
    expect(text).toContain("Q1: What is 10% of 50?");
    expect(text).toContain(`A1: It is 5. ${"x".repeat(291)}\n`);
    expect(text).not.toContain("x".repeat(292));
  });

  it("gives a subscriber who arrives mid-answer the text so far first, then the rest", async () => {
    const id = await ask(server.url, student, {
      topic: "ARITHMETIC",
      question: "What is 15% of 240? [fake:slow]",
    });
    const early = watch(server.wsUrl, student, id);
    await early.until((t) => t.partial.length > 40, 20_000);
    // Longer than the worker saves the text so far, so the late subscriber's first read holds it.
    await new Promise((r) => setTimeout(r, STREAM_EVERY.saveEveryMs + 200));
    const late = watch(server.wsUrl, student, id);
    try {
      const first = await late.until(() => true);
      expect(first.status).toBe("RUNNING");
      expect(first.partial.length).toBeGreaterThan(40);
      const done = await late.finished(30_000);
      expect(done.result?.check).toBe("AGREE");
      const seen = late.tasks().map((t) => t.partial);
      for (const [i, text] of seen.entries())
        if (i > 0) expect(text.length).toBeGreaterThanOrEqual(seen[i - 1]?.length ?? 0);
    } finally {
      await Promise.all([early.close(), late.close()]);
    }
  });

  it("stops an answer midway keeping what was written, with no history record, and refuses Stop after it", async () => {
    const id = await ask(server.url, student, {
      topic: "ARITHMETIC",
      question: "What is 35% of 640? [fake:slow]",
    });
    const w = watchReply(server.wsUrl, student, id);
    try {
      const writing = await w.until((r) => r.partial.length > 40, 20_000);
      const stopped = await chatOk<Reply>(server.url, student, CHAT_OPS.stop, { id });
      expect(stopped.stopped).toBe(true);
      const final = await w.finished();
      expect(final).toMatchObject({ status: "DONE", stopped: true, failureMessage: null });
      expect(final.partial.startsWith(writing.partial.slice(0, 40))).toBe(true);
      // No answer is stored: the text so far is all there is.
      const [row] = await sql<{ result: unknown; partial: string }>(
        databaseUrl,
        `SELECT result, partial FROM "AiTask" WHERE id = $1`,
        [id],
      );
      expect(row).toMatchObject({ result: null, partial: final.partial });
      expect(w.states().filter((r) => r.status === "DONE")).toHaveLength(1);
    } finally {
      await w.close();
    }
    expect(await sql(databaseUrl, `SELECT 1 FROM "HistoryRecord" WHERE "taskId" = $1`, [id])).toHaveLength(0);
    const again = await chatOp(server.url, student, CHAT_OPS.stop, { id });
    expect(again).toMatchObject({ code: "ALREADY_FINISHED" });
  });
});
