import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { applyPiece } from "../../core/src/ai-reply/text-piece";
import { CHAT_OPS, chatOk, type Turn } from "../helpers/chat";
import { fileDatabaseUrl } from "../helpers/database";
import { type FakeOpenAi, startFakeOpenAi } from "../helpers/fake-openai";
import { collect, gql, wsClient } from "../helpers/graphql";
import { type Proc, type ServerProc, uniquePrefix } from "../helpers/processes";
import { sql, startStack } from "../helpers/tutor";
import { createUser, type TestUser } from "../helpers/users";

/**
 * A streamed answer travels as deltas (issue 30): the aiTask subscription's first event carries the
 * saved text whole, every later one only what is new. Subscribers that join late or reconnect
 * mid-stream end with exactly the stored reply: no gap, no duplicate.
 */
const WATCH = "subscription($id: ID!) { aiTask(id: $id) { id status partialDelta { offset text } } }";

interface Event {
  aiTask: { id: string; status: string; partialDelta: { offset: number; text: string } | null };
}

/** Puts the text together as the client does; a piece that does not fit fails the test. */
function textOf(events: Event[], start = ""): string {
  let text = start;
  for (const [i, event] of events.entries()) {
    const piece = event.aiTask.partialDelta;
    if (!piece) continue;
    const next = applyPiece(text, piece);
    expect(next, `event ${i} ${JSON.stringify(piece)} does not fit ${text.length} characters`).not.toBeNull();
    text = next ?? text;
  }
  return text;
}

const deltasAfterFirst = (events: Event[]) =>
  events.slice(1).filter((e) => e.aiTask.partialDelta && e.aiTask.partialDelta.offset > 0);
const sizeOf = (events: Event[]) =>
  events.reduce((sum, e) => sum + (e.aiTask.partialDelta?.text.length ?? 0), 0);
const finished = (e: Event) => e.aiTask.status === "DONE" || e.aiTask.status === "FAILED";

describe("a streamed reply as deltas", () => {
  const databaseUrl = fileDatabaseUrl();
  let fake: FakeOpenAi;
  let server: ServerProc;
  let worker: Proc;
  let student: TestUser;

  beforeAll(async () => {
    // About 160 characters a second: a reply of ~1,000 characters streams for several seconds.
    fake = await startFakeOpenAi({ firstTokenMs: 30, tokensPerSecond: 40 });
    ({ server, worker } = await startStack({
      DATABASE_URL: databaseUrl,
      REDIS_URL: inject("redisUrl"),
      REDIS_PREFIX: uniquePrefix(),
      OPENAI_API_KEY: "sk-test",
      OPENAI_BASE_URL: fake.url,
      OPENAI_MODEL: "fake-main-1",
      OPENAI_MODEL_CHAT: "fake-chat-1",
      AI_TIMEOUT_MS: "20000",
      AI_MAX_RETRIES: "1",
      AI_DAILY_TOKEN_LIMIT: "500000",
    }));
    student = await createUser(databaseUrl, { role: "student", preferredClass: 8 });
  });
  afterAll(async () => {
    await Promise.all([server?.stop(), worker?.stop()]);
    await fake?.close();
  });

  it("gives a late joiner and a reconnecting client exactly the final text, pieces being deltas", async () => {
    const question = `How do plants make food? ${"Please explain the leaves, the roots and the sunlight. ".repeat(12)}`;
    const turn = await chatOk<Turn>(server.url, student, CHAT_OPS.start, {
      input: { subject: "SCIENCE", message: question.trim() },
    });
    const id = turn.reply.id;

    const earlyClient = wsClient(server.wsUrl, student.headers);
    const early = collect<Event>(earlyClient, WATCH, { id });
    const firstClient = wsClient(server.wsUrl, student.headers);
    const beforeDrop = collect<Event>(firstClient, WATCH, { id });
    try {
      // The reconnecting client drops its connection after a few pieces, mid-stream.
      await beforeDrop.until(() => deltasAfterFirst(beforeDrop.events).length >= 3);
      await firstClient.dispose();
      const held = textOf(beforeDrop.events);
      expect(held.length).toBeGreaterThan(0);

      // The late joiner subscribes after several pieces went out; the reconnecting client comes back.
      await early.until(() => deltasAfterFirst(early.events).length >= 6);
      const lateClient = wsClient(server.wsUrl, student.headers);
      const late = collect<Event>(lateClient, WATCH, { id });
      const againClient = wsClient(server.wsUrl, student.headers);
      const again = collect<Event>(againClient, WATCH, { id });
      try {
        await Promise.all([early.until(finished), late.until(finished), again.until(finished)]);
        expect(early.errors).toEqual([]);
        expect(late.errors).toEqual([]);
        expect(again.errors).toEqual([]);

        const [row] = await sql<{ partial: string; status: string }>(
          databaseUrl,
          `SELECT partial, status FROM "AiTask" WHERE id = $1`,
          [id],
        );
        expect(row?.status).toBe("DONE");
        const final = row?.partial ?? "";
        expect(final).toContain("Plants make their food by photosynthesis");
        expect(final.length).toBeGreaterThan(800);

        expect(textOf(early.events)).toBe(final);
        // The late joiner: the saved text whole first, then deltas that continue it.
        expect(late.events[0]?.aiTask.partialDelta?.offset).toBe(0);
        expect(late.events[0]?.aiTask.partialDelta?.text.length).toBeGreaterThan(0);
        expect(deltasAfterFirst(late.events).length).toBeGreaterThan(0);
        expect(textOf(late.events)).toBe(final);
        // The reconnecting client: what it held is replaced by the saved text, then continued.
        expect(again.events[0]?.aiTask.partialDelta?.offset).toBe(0);
        expect(final.startsWith(held)).toBe(true);
        expect(textOf(again.events, held)).toBe(final);

        // Deltas, not snapshots: after the first event, the early subscriber got about the reply's
        // size in all (snapshots would have been many times it), in many pieces.
        const pieces = early.events.slice(1).filter((e) => e.aiTask.partialDelta);
        expect(pieces.length).toBeGreaterThan(8);
        expect(deltasAfterFirst(early.events).length).toBeGreaterThanOrEqual(pieces.length - 1);
        expect(sizeOf(early.events.slice(1))).toBeGreaterThanOrEqual(final.length);
        expect(sizeOf(early.events.slice(1))).toBeLessThanOrEqual(1.2 * final.length);
        expect(sizeOf(late.events.slice(1))).toBeLessThan(final.length);
      } finally {
        await Promise.all([lateClient.dispose(), againClient.dispose()]);
      }
    } finally {
      await earlyClient.dispose();
    }

    // A query still reads the whole text (and partialDelta there is the whole text at offset 0).
    const read = await gql<{
      aiTask: { data?: { partial: string; partialDelta: { offset: number; text: string } } };
    }>(
      server.url,
      "query($id: ID!) { aiTask(id: $id) { ... on QueryAiTaskSuccess { data { partial partialDelta { offset text } } } } }",
      { id },
      student.headers,
    );
    const stored = read.data?.aiTask.data;
    expect(stored?.partial.length).toBeGreaterThan(800);
    expect(stored?.partialDelta).toEqual({ offset: 0, text: stored?.partial });
  });
});
