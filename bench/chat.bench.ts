/**
 * Chatbot streaming (issue 13, Measure): against the fake OpenAI-compatible server (300 ms to the
 * first token, then 80 tokens/s), BENCH_CHATS chats (default 200) stream at once through 2 worker
 * processes. Prints: tokens lost and duplicated (every reply is a numbered token sequence, checked
 * whole and in every streamed partial); time from `startChat` to the first reply text over the
 * subscription beside the same fake server called directly by the worker's model client (the
 * first-token overhead, target ≤ 50 ms at p95); and the server's memory per active stream. Students
 * start their chats BENCH_ARRIVAL_MS apart (default 10 ms), so all replies stream at the same time.
 * Also prints the bytes each student received for a streamed reply (the subscription's payloads,
 * text as sent) beside the reply's own size: pieces are deltas (issue 30), target ≤ 1.2 × + framing.
 * Run: pnpm exec tsx bench/chat.bench.ts (BENCH_CHATS=200 BENCH_N=20 BENCH_TOKENS=120).
 */
import { readFileSync } from "node:fs";
import { applyPiece } from "../core/src/ai-reply/text-piece";
import { CHAT_OPS, type Reply, type Turn, watchReply } from "../tests/helpers/chat";
import { sql } from "../tests/helpers/database";
import { startFakeOpenAi } from "../tests/helpers/fake-openai";
import { collect, gql, wsClient } from "../tests/helpers/graphql";
import { startWorker } from "../tests/helpers/processes";
import { createUser, type TestUser } from "../tests/helpers/users";
import { createOpenAiChat } from "../worker/src/ai/providers/openai-chat";
import { AiEnvSchema } from "../worker/src/env";
import { benchStack, fakeModelEnv, percentile, summary } from "./lib";

const WATCH_DELTAS = "subscription($id: ID!) { aiTask(id: $id) { id status partialDelta { offset text } } }";

/**
 * Follows one reply as the client does (partialDelta pieces put together), counting the bytes of
 * every payload received; `states` holds the text after each event, as before issue 30.
 */
function watchDeltas(wsUrl: string, user: TestUser, id: string) {
  type Event = {
    aiTask: { id: string; status: Reply["status"]; partialDelta: { offset: number; text: string } | null };
  };
  const client = wsClient(wsUrl, user.headers);
  const sub = collect<Event>(client, WATCH_DELTAS, { id });
  const states = () => {
    let text = "";
    return sub.events.map((e) => {
      const piece = e.aiTask.partialDelta;
      text = piece ? (applyPiece(text, piece) ?? `${text}[GAP]`) : text;
      return { status: e.aiTask.status, partial: text };
    });
  };
  const last = (pred: (r: { status: string; partial: string }) => boolean) => states().find(pred);
  return {
    states,
    textBytes: () =>
      sub.events.reduce((sum, e) => sum + Buffer.byteLength(e.aiTask.partialDelta?.text ?? "", "utf8"), 0),
    frames: () => sub.events.length,
    bytes: () =>
      sub.events.reduce((sum, e) => sum + Buffer.byteLength(JSON.stringify({ data: e }), "utf8"), 0),
    until: async (pred: (r: { status: string; partial: string }) => boolean, ms: number) => {
      await sub.until(() => last(pred) !== undefined, ms);
      return last(pred) ?? { status: "FAILED", partial: "" };
    },
    finished: async (ms: number) => {
      await sub.until((e) => e.aiTask.status === "DONE" || e.aiTask.status === "FAILED", ms);
      return states().at(-1) ?? { status: "FAILED", partial: "" };
    },
    close: () => client.dispose(),
  };
}

const CHATS = Number(process.env.BENCH_CHATS ?? 200);
const N = Number(process.env.BENCH_N ?? 20);
const TOKENS = Number(process.env.BENCH_TOKENS ?? 120);
const WARMUP = 2;
const ARRIVAL_MS = Number(process.env.BENCH_ARRIVAL_MS ?? 10);

/** Token i is exactly 4 characters ("000 ", "001 ", …), so each streamed piece is one whole token. */
const token = (i: number) => `${i.toString(36).padStart(3, "0")} `;
const REPLY = Array.from({ length: TOKENS }, (_, i) => token(i)).join("");

/** Tokens missing from and repeated in one text, against the numbered sequence it should be a prefix of. */
function audit(text: string, whole: boolean): { lost: number; duplicated: number } {
  const seen = text.trim() === "" ? [] : text.trim().split(" ");
  let lost = 0;
  let duplicated = 0;
  const counts = new Map<string, number>();
  for (const t of seen) counts.set(t, (counts.get(t) ?? 0) + 1);
  for (const [, c] of counts) if (c > 1) duplicated += c - 1;
  const expected = whole ? TOKENS : seen.length;
  for (let i = 0; i < expected; i++) if (!counts.has(token(i).trim())) lost += 1;
  return { lost, duplicated };
}

function rssMb(pid: number | undefined): number {
  if (!pid) return Number.NaN;
  try {
    const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+) kB/);
    return Number(line?.[1] ?? Number.NaN) / 1024;
  } catch {
    return Number.NaN; // the process has gone; the run reports it
  }
}

const fake = await startFakeOpenAi({ firstTokenMs: 300, tokensPerSecond: 80, reply: () => REPLY });
const env = {
  ...fakeModelEnv(fake.url),
  AI_TIMEOUT_MS: "60000",
  WORKER_CONCURRENCY: String(Math.min(100, Math.ceil(CHATS / 2))),
  // Each student has an address of their own, as a class on many devices would (chat limits are per address too).
  TRUST_PROXY: "true",
};
const from = (user: TestUser, i: number) => ({
  ...user.headers,
  "x-forwarded-for": `10.50.${Math.floor(i / 250)}.${(i % 250) + 1}`,
});
const stack = await benchStack({ server: true, worker: true, env });
const second = await startWorker(stack.env);
try {
  const server = stack.server;
  if (!server) throw new Error("no server");

  // Baseline: the fake server called directly by the worker's own model client (the SDK, streaming).
  const chat = createOpenAiChat(AiEnvSchema.parse({ ...env, AI_PROVIDER: "openai" }));
  const direct: number[] = [];
  for (let i = 0; i < N + WARMUP; i++) {
    const t0 = performance.now();
    let first: number | null = null;
    await chat.stream(
      {
        messages: [
          { role: "system", content: "You are a chatbot" },
          { role: "user", content: "hi" },
        ],
        feature: "chat",
      },
      () => {
        first ??= performance.now() - t0;
      },
    );
    if (i >= WARMUP && first !== null) direct.push(first);
  }

  const students: TestUser[] = [];
  for (let i = 0; i < CHATS; i++) students.push(await createUser(stack.env.DATABASE_URL));
  // Warm the pipeline (first queries, first job) before measuring.
  for (let i = 0; i < WARMUP; i++) {
    const user = students[i] as TestUser;
    const res = await gql<{ startChat: { data: Turn } }>(
      server.url,
      CHAT_OPS.start,
      { input: { subject: "SCIENCE", message: "warm up" } },
      from(user, i),
    );
    const w = watchReply(server.wsUrl, user, res.data?.startChat.data.reply.id ?? "");
    await w.finished(60_000);
    await w.close();
  }

  const idleRss = rssMb(server.child.pid);
  let peakRss = idleRss;
  const sampler = setInterval(() => {
    const now = rssMb(server.child.pid);
    if (!Number.isNaN(now)) peakRss = Math.max(peakRss, now);
  }, 100);
  let active = 0;
  let peakActive = 0;
  const firstText: number[] = [];
  const startLatency: number[] = [];
  const replyIds: string[] = [];
  const totals = {
    refused: 0,
    lost: 0,
    duplicated: 0,
    partialLost: 0,
    partialDuplicated: 0,
    failed: 0,
    regressions: 0,
    bytesReceived: 0,
    textBytes: 0,
    frames: 0,
    answerBytes: 0,
    answers: 0,
  };
  const started = performance.now();
  await Promise.all(
    students.map(async (user, i) => {
      // Students arrive over about two seconds (10 ms apart), as a class would, and then all stream at once.
      await new Promise((resolve) => setTimeout(resolve, i * ARRIVAL_MS));
      const t0 = performance.now();
      const res = await gql<{ startChat: { data?: Turn; message?: string } }>(
        server.url,
        CHAT_OPS.start,
        { input: { subject: "SCIENCE", message: `question ${i}` } },
        from(user, i),
      );
      const id = res.data?.startChat.data?.reply.id;
      startLatency.push(performance.now() - t0);
      if (!id) {
        // Counted, not fatal: the figure says how many a loaded server refused (e.g. Postgres pool timeouts).
        totals.refused += 1;
        if (totals.refused === 1) console.error(`startChat refused: ${JSON.stringify(res)}`);
        return;
      }
      replyIds.push(id);
      const w = watchDeltas(server.wsUrl, user, id);
      active += 1;
      peakActive = Math.max(peakActive, active);
      const first = await w.until((r) => r.partial !== "" || r.status === "FAILED", 120_000);
      firstText.push(performance.now() - t0);
      const final = await w.finished(180_000);
      active -= 1;
      const states = w.states();
      totals.bytesReceived += w.bytes();
      totals.textBytes += w.textBytes();
      totals.frames += w.frames();
      totals.answerBytes += Buffer.byteLength(final.partial, "utf8");
      totals.answers += 1;
      await w.close();
      if (final.status !== "DONE" || first.status === "FAILED") {
        totals.failed += 1;
        return;
      }
      const whole = audit(final.partial, true);
      totals.lost += whole.lost;
      totals.duplicated += whole.duplicated;
      let previous = "";
      for (const state of states) {
        const part = audit(state.partial, false);
        totals.partialLost += part.lost;
        totals.partialDuplicated += part.duplicated;
        if (!state.partial.startsWith(previous)) totals.regressions += 1;
        previous = state.partial;
      }
    }),
  );
  clearInterval(sampler);
  const wall = performance.now() - started;

  const overhead95 = percentile(firstText, 95) - percentile(direct, 95);
  const overhead50 = percentile(firstText, 50) - percentile(direct, 50);
  console.log(
    `chat streaming: ${CHATS} chats at once through 2 workers (fake OpenAI: 300 ms to first token, 80 tokens/s, ${TOKENS} tokens each)`,
  );
  console.log(
    `  startChat refused / replies failed                   : ${totals.refused} / ${totals.failed}`,
  );
  console.log(
    `  tokens lost / duplicated in final replies            : ${totals.lost} / ${totals.duplicated}  (target 0 / 0)`,
  );
  console.log(
    `  tokens lost / duplicated in streamed partials        : ${totals.partialLost} / ${totals.partialDuplicated}; partials going back: ${totals.regressions}`,
  );
  const perAnswer = totals.bytesReceived / Math.max(1, totals.answers);
  const answerSize = totals.answerBytes / Math.max(1, totals.answers);
  console.log(
    `  bytes received per streamed reply (payloads)         : ${(perAnswer / 1024).toFixed(1)} KB for a ${(answerSize / 1024).toFixed(1)} KB reply (${(perAnswer / Math.max(1, answerSize)).toFixed(2)}×; target ≤ 1.2× + framing)`,
  );
  console.log(
    `  of which text / frames per reply                     : ${(totals.textBytes / Math.max(1, totals.answers) / 1024).toFixed(1)} KB (${(totals.textBytes / Math.max(1, totals.answerBytes)).toFixed(2)}× the reply) in ${(totals.frames / Math.max(1, totals.answers)).toFixed(0)} frames`,
  );
  console.log(`  baseline: fake server direct, first token            : ${summary(direct)}`);
  console.log(`  startChat → first reply text over subscription       : ${summary(firstText)}`);
  console.log(
    `  first-token overhead: p50 ${overhead50.toFixed(2)} ms  p95 ${overhead95.toFixed(2)} ms  (target ≤ 50 ms at p95)`,
  );
  console.log(
    `  server RSS: idle ${idleRss.toFixed(1)} MB, peak ${peakRss.toFixed(1)} MB with ${peakActive} streams → ${(((peakRss - idleRss) * 1024) / Math.max(1, peakActive)).toFixed(1)} KB per active stream`,
  );
  console.log(`  wall time for all chats: ${(wall / 1000).toFixed(1)} s`);
  // Where the time goes: the startChat request, the wait in the queue, the reply until its first piece.
  const rows = await sql<{ queued: number; first: number }>(
    stack.db.url,
    `SELECT extract(epoch FROM ("startedAt" - "createdAt")) * 1000 AS queued,
            extract(epoch FROM ("completedAt" - "startedAt")) * 1000 AS first
     FROM "AiTask" WHERE id = ANY($1::uuid[])`,
    [replyIds],
  );
  console.log(`  startChat answered                                   : ${summary(startLatency)}`);
  console.log(
    `  queued (created → a worker starts it)                : ${summary(rows.map((r) => Number(r.queued)))}`,
  );
  console.log(
    `  written (worker start → DONE)                        : ${summary(rows.map((r) => Number(r.first)))}`,
  );
} catch (error) {
  console.error("bench failed:", error);
  console.error("server exit code:", stack.server?.child.exitCode, "signal:", stack.server?.child.signalCode);
  console.error("server log tail:\n", (stack.server?.logs.join("") ?? "").slice(-3000));
  process.exitCode = 1;
} finally {
  await second.stop();
  await stack.stop();
  await fake.close();
}
