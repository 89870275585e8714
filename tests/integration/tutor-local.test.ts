import { bullPrefix } from "@vidya/core/redis-keys";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { MESSAGES } from "../../core/src/messages";
import { fileDatabaseUrl, sql } from "../helpers/database";
import { type FakeOpenAi, startFakeOpenAi } from "../helpers/fake-openai";
import { gql } from "../helpers/graphql";
import { type Proc, type ServerProc, startServer, startWorker, uniquePrefix } from "../helpers/processes";
import { ask, askAndWait, startStack, TINY_PNG, UPLOAD, watch } from "../helpers/tutor";
import { createUser, type TestUser } from "../helpers/users";

describe("the tutor with the local provider (offline math engine)", () => {
  const databaseUrl = fileDatabaseUrl();
  let server: ServerProc;
  let worker: Proc;
  let student: TestUser;

  beforeAll(async () => {
    // No OPENAI_API_KEY: auto picks the local engine. A small pause between pieces makes the stream visible.
    const env = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: inject("redisUrl"),
      REDIS_PREFIX: uniquePrefix(),
      AI_LOCAL_CHUNK_DELAY_MS: "5",
    };
    ({ server, worker } = await startStack(env));
    student = await createUser(databaseUrl, { role: "student" });
  });
  afterAll(async () => {
    await Promise.all([server?.stop(), worker?.stop()]);
  });

  it("solves offline, streams the steps, marks the answer computed and saves geometry as geometry", async () => {
    const question = "Find the area of a circle of radius 7 cm";
    const { id, final, states } = await askAndWait(server.url, server.wsUrl, student, {
      topic: "GEOMETRY",
      question,
    });
    expect(states.filter((s) => s.status === "RUNNING" && s.partial !== "").length).toBeGreaterThan(1);
    expect(final.status).toBe("DONE");
    expect(final.result).toMatchObject({ verified: true, check: "COMPUTED", toast: null });
    expect(final.result?.finalAnswer).toMatch(/cm\^2/);
    expect(final.result?.explanation).toContain("\\pi");
    expect(final.result?.similarQuestions).toHaveLength(3);
    const [record] = await sql(
      databaseUrl,
      `SELECT "toolType", provider FROM "HistoryRecord" h JOIN "AiTask" t ON t.id = h."taskId" WHERE t.id = $1`,
      [id],
    );
    expect(record).toEqual({ toolType: "geometry", provider: "local" });
  });

  it("answers a question that is not mathematics with SPEC's reply", async () => {
    const { final } = await askAndWait(server.url, server.wsUrl, student, {
      topic: "ALGEBRA",
      question: "Who wrote the Ramayana?",
    });
    expect(final.result).toMatchObject({
      explanation: MESSAGES.onlyMath,
      similarQuestions: [],
      verified: false,
      check: "UNCHECKED",
    });
  });

  it("says plainly that a picture alone needs an AI model", async () => {
    const upload = await gql<{ uploadImage: { data: { id: string } } }>(
      server.url,
      UPLOAD,
      { dataUrl: TINY_PNG },
      student.headers,
    );
    const { final } = await askAndWait(server.url, server.wsUrl, student, {
      topic: "GEOMETRY",
      imageId: upload.data?.uploadImage.data.id,
    });
    expect(final.status).toBe("DONE");
    expect(final.result?.explanation).toContain(
      "only read questions from pictures when an AI model is set up",
    );
  });
});

describe("a worker killed mid-answer", () => {
  const databaseUrl = fileDatabaseUrl();
  let fake: FakeOpenAi;

  beforeAll(async () => {
    fake = await startFakeOpenAi({ firstTokenMs: 50, tokensPerSecond: 40 });
  });
  afterAll(async () => {
    await fake?.close();
  });

  it("still yields exactly one answer and one history record", async () => {
    const env = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: inject("redisUrl"),
      REDIS_PREFIX: uniquePrefix(),
      OPENAI_API_KEY: "sk-test",
      OPENAI_BASE_URL: fake.url,
      // Long enough that a busy machine never loses a live worker's lock; short enough for a quick retry.
      WORKER_LOCK_MS: "5000",
      WORKER_STALLED_INTERVAL_MS: "1000",
    };
    const student = await createUser(databaseUrl, { role: "student" });
    const server = await startServer(env);
    const first = await startWorker(env);
    let second: Proc | null = null;
    try {
      const id = await ask(server.url, student, { topic: "ARITHMETIC", question: "What is 15% of 240?" });
      const w = watch(server.wsUrl, student, id);
      await w.until((t) => t.partial.length > 20, 20_000);
      await first.stop("SIGKILL");
      second = await startWorker(env);
      const final = await w.finished(60_000).catch((error: unknown) => {
        throw new Error(
          `${String(error)}\nsecond worker:\n${second?.logs.join("")}\nfirst worker:\n${first.logs.join("")}`,
        );
      });
      expect(final.status).toBe("DONE");
      expect(final.result).toMatchObject({ finalAnswer: "36", check: "AGREE" });
      // The same job enqueued again afterwards changes nothing.
      const { Queue } = await import("bullmq");
      const queue = new Queue("ai", {
        connection: { url: env.REDIS_URL },
        prefix: bullPrefix(env.REDIS_PREFIX),
      });
      await queue.add("tutor-answer", { taskId: id }, { jobId: `${id}-again` });
      await new Promise((r) => setTimeout(r, 1500));
      await queue.close();
      expect(w.tasks().filter((t) => t.status === "DONE")).toHaveLength(1);
      await w.close();
      const rows = await sql<{ attempts: number; status: string }>(
        databaseUrl,
        `SELECT attempts, status FROM "AiTask" WHERE id = $1`,
        [id],
      );
      expect(rows).toEqual([{ attempts: 2, status: "DONE" }]);
      expect(await sql(databaseUrl, `SELECT id FROM "HistoryRecord" WHERE "taskId" = $1`, [id])).toHaveLength(
        1,
      );
      const answered = await sql(
        databaseUrl,
        `SELECT id FROM "ActivityEvent" WHERE "userId" = $1 AND kind = 'question_answered'`,
        [student.id],
      );
      expect(answered).toHaveLength(1);
      expect(fake.countFor("What is 15% of 240?")).toBe(2);
    } finally {
      await Promise.all([server.stop(), first.stop(), second?.stop()]);
    }
  }, 180_000);
});
