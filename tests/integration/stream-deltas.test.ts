import type { Client } from "graphql-ws";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { applyPiece } from "../../core/src/ai-reply/text-piece";
import { CHAT_OPS, chatOk, type Turn } from "../helpers/chat";
import { fileDatabaseUrl, sql } from "../helpers/database";
import { type FakeOpenAi, startFakeOpenAi } from "../helpers/fake-openai";
import { collect, gql, wsClient } from "../helpers/graphql";
import { type Proc, type ServerProc, uniquePrefix } from "../helpers/processes";
import { startStack } from "../helpers/tutor";
import { createUser, type TestUser } from "../helpers/users";
import { meteredWsClient } from "../helpers/wire";

/**
 * A streamed answer travels as deltas (issue 30): the aiTask subscription's first event carries the
 * saved text whole, every later one only what is new. Subscribers that join late or reconnect
 * mid-stream end with exactly the stored reply: no gap, no duplicate; so does one that loses a piece
 * (it subscribes again). On the wire the frames are compressed (permessage-deflate), so the JSON
 * envelope repeated around every piece costs a few bytes.
 */
const WATCH = "subscription($id: ID!) { aiTask(id: $id) { id status partialDelta { offset text } } }";

// The client's focus-timer subscription (client/src/features/focus-timer/graphql/focus-timer.ts).
const TIMER = `subscription { focusTimer { id status sessionType sessionCount endsAt remainingSeconds
  phaseSeconds minuteSeconds settings { focusMinutes shortBreakMinutes longBreakMinutes } version
  updatedAt serverNow lastEvents { type at sessionCount focusSeconds nextBreak breakSeconds kind } } }`;

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

/**
 * Follows a task as the client's useStreamedTask does, but loses the `dropAt`-th appended piece on
 * purpose (as a dropped frame would): the next piece does not fit, so it subscribes again and the
 * server's first event gives the saved text whole. Resolves with the text held when the task ends.
 */
function followLosingOnePiece(client: Client, id: string, dropAt: number) {
  let held = "";
  let appended = 0;
  let resubscriptions = 0;
  const firstPieces: ({ offset: number; text: string } | null)[] = [];
  return new Promise<{ text: string; resubscriptions: number; firstPieces: typeof firstPieces }>(
    (resolve, reject) => {
      let current = 0;
      const subscribe = () => {
        const mine = ++current;
        let first = true;
        const dispose = client.subscribe<Event>(
          { query: WATCH, variables: { id } },
          {
            next: ({ data }) => {
              const event = data?.aiTask;
              if (!event || mine !== current) return;
              const piece = event.partialDelta;
              if (first) firstPieces.push(piece);
              first = false;
              if (piece && piece.offset > 0 && ++appended === dropAt) return; // the lost piece
              if (piece) {
                const next = applyPiece(held, piece);
                if (next === null) {
                  resubscriptions += 1;
                  dispose();
                  subscribe();
                  return;
                }
                held = next;
              }
              if (finished({ aiTask: event })) {
                dispose();
                resolve({ text: held, resubscriptions, firstPieces });
              }
            },
            error: reject,
            complete: () => undefined,
          },
        );
      };
      subscribe();
    },
  );
}

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
      // A socket's compressor is freed this soon after its last compressed frame (30 s in production).
      WS_COMPRESSION_IDLE_MS: "300",
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

  it("compresses a streamed answer's frames on the wire (permessage-deflate), and only those", async () => {
    const question = `Why is the sky blue? ${"Please explain the light, the air and the colours. ".repeat(12)}`;
    const turn = await chatOk<Turn>(server.url, student, CHAT_OPS.start, {
      input: { subject: "SCIENCE", message: question.trim() },
    });
    const id = turn.reply.id;
    const plain = meteredWsClient(server.wsUrl, student.headers, { deflate: false });
    const deflated = meteredWsClient(server.wsUrl, student.headers);
    const plainSub = collect<Event>(plain.client, WATCH, { id });
    const deflatedSub = collect<Event>(deflated.client, WATCH, { id });
    try {
      await Promise.all([plainSub.until(finished), deflatedSub.until(finished)]);
      const [row] = await sql<{ partial: string }>(
        databaseUrl,
        `SELECT partial FROM "AiTask" WHERE id = $1`,
        [id],
      );
      const final = row?.partial ?? "";
      expect(final.length).toBeGreaterThan(800);
      expect(textOf(deflatedSub.events)).toBe(final);
      expect(textOf(plainSub.events)).toBe(final);

      // The handshake agreed on compression with our small server window; the plain client did not offer it.
      expect(deflated.extensions()).toEqual(["permessage-deflate; server_max_window_bits=10"]);
      expect(plain.extensions()).toEqual([""]);
      // Uncompressed, the wire carries the messages and then some (handshake, frame headers);
      // compressed, a quarter of them or less (about a seventh was seen): the envelope repeated in
      // every frame costs a few bytes once it is in the window.
      expect(deflatedSub.events.length).toBeGreaterThan(8);
      expect(plain.wireBytes()).toBeGreaterThan(plain.payloadBytes());
      expect(deflated.wireBytes()).toBeLessThan(deflated.payloadBytes() / 4);
      expect(deflated.wireBytes()).toBeLessThan(plain.wireBytes() / 4);
    } finally {
      await Promise.all([plain.client.dispose(), deflated.client.dispose()]);
    }

    // Only streamed answers are compressed (a deflate stream costs a socket ~85 KB for as long as it
    // is open): a focus-timer event on a socket that negotiated compression crosses as it is.
    const timer = meteredWsClient(server.wsUrl, student.headers);
    try {
      await collect(timer.client, TIMER, {}).until(() => true);
      expect(timer.extensions()).toEqual(["permessage-deflate; server_max_window_bits=10"]);
      const { wire, payload, frames } = timer.sinceAck();
      expect(frames).toBe(1);
      expect(payload).toBeGreaterThan(200);
      expect(wire).toBeGreaterThan(payload);
    } finally {
      await timer.client.dispose();
    }
  });

  it("a socket whose compressor was freed while idle reads the next answer compressed and whole", async () => {
    const metered = meteredWsClient(server.wsUrl, student.headers);
    // The focus-timer subscription holds the socket open between the answers, as the app does.
    const timer = collect(metered.client, TIMER, {});
    try {
      await timer.until(() => true);
      for (const subject of ["leaves", "roots"]) {
        const turn = await chatOk<Turn>(server.url, student, CHAT_OPS.start, {
          input: { subject: "SCIENCE", message: `What do the ${subject} do?` },
        });
        const before = metered.sinceAck();
        const sub = collect<Event>(metered.client, WATCH, { id: turn.reply.id });
        await sub.until(finished);
        const [row] = await sql<{ partial: string }>(
          databaseUrl,
          `SELECT partial FROM "AiTask" WHERE id = $1`,
          [turn.reply.id],
        );
        expect(textOf(sub.events)).toBe(row?.partial);
        const after = metered.sinceAck();
        expect(after.wire - before.wire).toBeLessThan((after.payload - before.payload) / 2);
        // Idle for more than WS_COMPRESSION_IDLE_MS: the server frees this socket's compressor.
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
      expect(metered.extensions()).toHaveLength(1);
      expect(timer.errors).toEqual([]);
    } finally {
      await metered.client.dispose();
    }
  });

  it("a client that loses a piece subscribes again and ends with exactly the saved text", async () => {
    const question = `What is a food chain? ${"Please explain the grass, the deer and the tiger. ".repeat(12)}`;
    const turn = await chatOk<Turn>(server.url, student, CHAT_OPS.start, {
      input: { subject: "SCIENCE", message: question.trim() },
    });
    const id = turn.reply.id;
    const client = wsClient(server.wsUrl, student.headers);
    try {
      const followed = await followLosingOnePiece(client, id, 3);
      const [row] = await sql<{ partial: string; status: string }>(
        databaseUrl,
        `SELECT partial, status FROM "AiTask" WHERE id = $1`,
        [id],
      );
      expect(row?.status).toBe("DONE");
      expect(row?.partial.length).toBeGreaterThan(800);
      // One gap, one new subscription, which began with the whole saved text; then no gap, no repeat.
      expect(followed.resubscriptions).toBe(1);
      expect(followed.firstPieces).toHaveLength(2);
      expect(followed.firstPieces[1]?.offset).toBe(0);
      expect(followed.firstPieces[1]?.text.length).toBeGreaterThan(0);
      expect(followed.text).toBe(row?.partial);
    } finally {
      await client.dispose();
    }
  });
});
