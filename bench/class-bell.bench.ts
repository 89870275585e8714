/**
 * Class at the bell (issue 30, Measure): BENCH_STUDENTS students (default 40), each arriving at a
 * uniformly random moment of a 2 s window, open the math tutor (`askTutor`, then its `aiTask`
 * subscription until DONE) and a subject chatbot (`startChat`, then its reply's subscription until
 * DONE) at once, against the fake OpenAI server (300 ms to the first token, 80 tokens/s), one server and
 * one worker (WORKER_CONCURRENCY 80: every answer of the class can stream at the same time).
 * Prints the load average first, the direct model calls of the same run as the baseline, the mutations'
 * latency, the first-token overhead, the time to DONE and tokens lost/duplicated, each beside the
 * issue's target; then the SQL statements one askTutor and one startChat execute on the server,
 * counted by a protocol-reading proxy in front of PostgreSQL on a second server (so the measured
 * server's queries pay nothing for the count).
 * BENCH_CPU_PROF=<dir>: the measured server runs under `node --cpu-prof` and writes its profile there
 * (the worker's in <dir>/worker), with burst-window.json (the burst's start and end on the profile's clock) for bench/cpu-profile-top.ts.
 * Run: pnpm bench class-bell.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { partialExplanation } from "../core/src/ai-reply/partial-explanation";
import { applyPiece } from "../core/src/ai-reply/text-piece";
import { CHAT_OPS, type Turn } from "../tests/helpers/chat";
import { startFakeOpenAi } from "../tests/helpers/fake-openai";
import { collect, gql, wsClient } from "../tests/helpers/graphql";
import { type ServerProc, startServer } from "../tests/helpers/processes";
import { ASK } from "../tests/helpers/tutor";
import { createUser, type TestUser } from "../tests/helpers/users";
import { createOpenAiProvider } from "../worker/src/ai/providers/openai";
import { createOpenAiChat } from "../worker/src/ai/providers/openai-chat";
import { AiEnvSchema } from "../worker/src/env";
import { benchStack, fakeModelEnv, machineLoad, percentile, summary } from "./lib";
import { startCountingProxy } from "./pg-count-proxy";

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 40);
const TOKENS = Number(process.env.BENCH_TOKENS ?? 120);
const N = Number(process.env.BENCH_N ?? 8);
const WINDOW_MS = 2000;
const FIRST_TOKEN_MS = 300;
const PROFILE_DIR = process.env.BENCH_CPU_PROF ? resolve(process.env.BENCH_CPU_PROF) : null;

/** Token i is exactly 4 characters ("000 ", "001 ", …), so each streamed piece is one whole token. */
const token = (i: number) => `${i.toString(36).padStart(3, "0")} `;
const tokens = (n: number) => Array.from({ length: n }, (_, i) => token(i)).join("");
/** The tutor's reply: the same numbered tokens as its explanation, and the correct answer (36). */
const tutorReply = (n: number) =>
  JSON.stringify({ explanation: tokens(n), similarQuestions: ["What is 30% of 320?"], finalAnswer: "36" });
const QUESTION = "What is 15% of 240?";
// Chat messages start with "chat"; everything else is the tutor's question.
const replyFor = (n: number) => (question: string) =>
  question.startsWith("chat") ? tokens(n) : tutorReply(n);

/** Tokens missing from and repeated in a final text, against the whole numbered sequence. */
function audit(text: string): { lost: number; duplicated: number } {
  const counts = new Map<string, number>();
  for (const t of text.trim().split(/\s+/).filter(Boolean)) counts.set(t, (counts.get(t) ?? 0) + 1);
  let duplicated = 0;
  for (const [, c] of counts) if (c > 1) duplicated += c - 1;
  let lost = 0;
  for (let i = 0; i < TOKENS; i++) if (!counts.has(token(i).trim())) lost += 1;
  return { lost, duplicated };
}

const WATCH = "subscription($id: ID!) { aiTask(id: $id) { id status partialDelta { offset text } } }";
type Event = { aiTask: { status: string; partialDelta: { offset: number; text: string } | null } };

/** Follows one answer as the client does (pieces put together); resolves at its first text and at its end. */
function follow(wsUrl: string, user: TestUser, id: string) {
  const client = wsClient(wsUrl, user.headers);
  const sub = collect<Event>(client, WATCH, { id });
  const text = () => {
    let have = "";
    for (const e of sub.events) {
      const piece = e.aiTask.partialDelta;
      if (piece) have = applyPiece(have, piece) ?? `${have}[GAP]`;
    }
    return have;
  };
  return {
    firstText: () =>
      sub.until(() => text() !== "" || sub.events.some((e) => e.aiTask.status === "FAILED"), 60_000),
    finished: async () => {
      const last = await sub.until((e) => e.aiTask.status === "DONE" || e.aiTask.status === "FAILED", 60_000);
      return { status: last.aiTask.status, text: text() };
    },
    close: () => client.dispose(),
  };
}

const fake = await startFakeOpenAi({
  firstTokenMs: FIRST_TOKEN_MS,
  tokensPerSecond: 80,
  reply: replyFor(TOKENS),
});
// The baseline's own fake server, same timing, short replies: only the time to the first text counts.
const baselineFake = await startFakeOpenAi({
  firstTokenMs: FIRST_TOKEN_MS,
  tokensPerSecond: 80,
  reply: replyFor(4),
});
const aiEnv = {
  ...fakeModelEnv(fake.url),
  AI_TIMEOUT_MS: "60000",
  WORKER_CONCURRENCY: "80",
  // Each student has an address of their own, as a class on many devices would (chat limits are per address too).
  TRUST_PROXY: "true",
};
const from = (user: TestUser, i: number) => ({
  ...user.headers,
  "x-forwarded-for": `10.60.${Math.floor(i / 250)}.${(i % 250) + 1}`,
});

const load = machineLoad();
console.log(load.line);
// The worker and the counting server start with the stack; the measured server after, optionally profiled.
const WORKER_PROFILE_DIR = PROFILE_DIR ? `${PROFILE_DIR}/worker` : null;
if (WORKER_PROFILE_DIR) mkdirSync(WORKER_PROFILE_DIR, { recursive: true });
const stack = await benchStack({
  worker: true,
  env: aiEnv,
  workerNodeArgs: WORKER_PROFILE_DIR ? ["--cpu-prof", `--cpu-prof-dir=${WORKER_PROFILE_DIR}`] : [],
});
const proxy = await startCountingProxy(stack.env.DATABASE_URL);
if (PROFILE_DIR) mkdirSync(PROFILE_DIR, { recursive: true });
let server: ServerProc | null = null;
let counted: ServerProc | null = null;
try {
  [server, counted] = await Promise.all([
    startServer(stack.env, { nodeArgs: PROFILE_DIR ? ["--cpu-prof", `--cpu-prof-dir=${PROFILE_DIR}`] : [] }),
    startServer({ ...stack.env, DATABASE_URL: proxy.url }),
  ]);
  const url = server.url;
  const wsUrl = server.wsUrl;

  // Baselines: the fake model called directly by the worker's own clients (chat SDK, tutor provider).
  const baselineEnv = AiEnvSchema.parse({
    ...aiEnv,
    OPENAI_BASE_URL: baselineFake.url,
    AI_PROVIDER: "openai",
  });
  const chat = createOpenAiChat(baselineEnv);
  const provider = createOpenAiProvider({ ...baselineEnv, AI_LOCAL_CHUNK_DELAY_MS: 0 });
  const directChat: number[] = [];
  const directTutor: number[] = [];
  for (let i = 0; i < N + 1; i++) {
    let t0 = performance.now();
    let first: number | null = null;
    const messages = [
      { role: "system" as const, content: "You are a chatbot" },
      { role: "user" as const, content: "chat hi" },
    ];
    await chat.stream({ messages, feature: "chat" }, () => {
      first ??= performance.now() - t0;
    });
    if (i > 0 && first !== null) directChat.push(first);
    t0 = performance.now();
    let text: number | null = null;
    let raw = "";
    await provider.stream({ topic: "arithmetic", question: QUESTION, context: [], image: null }, (piece) => {
      raw += piece;
      if (text === null && (partialExplanation(raw) ?? "") !== "") text = performance.now() - t0;
    });
    if (i > 0 && text !== null) directTutor.push(text);
  }

  // Students: the class, two to warm the measured server, and three for the statement count.
  const users: TestUser[] = [];
  for (let i = 0; i < STUDENTS + 5; i++) users.push(await createUser(stack.env.DATABASE_URL));
  const askTutor = (base: string, user: TestUser, i: number) =>
    gql<{ askTutor: { data?: { id: string } } }>(
      base,
      ASK,
      { input: { topic: "ARITHMETIC", question: QUESTION } },
      from(user, i),
    );
  const startChat = (base: string, user: TestUser, i: number) =>
    gql<{ startChat: { data?: Turn } }>(
      base,
      CHAT_OPS.start,
      { input: { subject: "SCIENCE", message: `chat ${i}` } },
      from(user, i),
    );

  type Kind = "tutor" | "chat";
  /** Sends the kind's mutation; the id of the answer to follow, or null with the raw response when refused. */
  const request = async (kind: Kind, base: string, user: TestUser, i: number) => {
    if (kind === "tutor") {
      const res = await askTutor(base, user, i);
      return { id: res.data?.askTutor.data?.id ?? null, res };
    }
    const res = await startChat(base, user, i);
    return { id: res.data?.startChat.data?.reply.id ?? null, res };
  };
  const figures = {
    tutor: { latency: [] as number[], first: [] as number[], done: [] as number[] },
    chat: { latency: [] as number[], first: [] as number[], done: [] as number[] },
  };
  const totals = { refused: 0, failed: 0, lost: 0, duplicated: 0 };
  /** One answer: the mutation, then its subscription to the first text and to DONE. */
  async function one(kind: Kind, base: string, ws: string, user: TestUser, i: number, record: boolean) {
    const t0 = performance.now();
    const { id, res } = await request(kind, base, user, i);
    const latency = performance.now() - t0;
    if (!id) {
      if (record) totals.refused += 1;
      if (totals.refused === 1) console.error(`${kind} refused: ${JSON.stringify(res)}`);
      return;
    }
    const w = follow(ws, user, id);
    try {
      await w.firstText();
      const first = performance.now() - t0;
      const final = await w.finished();
      const done = performance.now() - t0;
      if (!record) return;
      figures[kind].latency.push(latency);
      figures[kind].first.push(first);
      figures[kind].done.push(done);
      if (final.status !== "DONE") totals.failed += 1;
      const a = audit(final.text);
      totals.lost += a.lost;
      totals.duplicated += a.duplicated;
    } finally {
      await w.close();
    }
  }

  for (let i = 0; i < 2; i++) {
    const user = users[STUDENTS + i] as TestUser;
    await one("tutor", url, wsUrl, user, STUDENTS + i, false);
    await one("chat", url, wsUrl, user, STUDENTS + i, false);
  }

  const clock = () => Number(process.hrtime.bigint() / 1000n); // µs on CLOCK_MONOTONIC, the profile's clock
  const burstStart = clock();
  const started = performance.now();
  await Promise.all(
    users.slice(0, STUDENTS).map(async (user, i) => {
      await new Promise((r) => setTimeout(r, Math.random() * WINDOW_MS));
      await Promise.all([one("tutor", url, wsUrl, user, i, true), one("chat", url, wsUrl, user, i, true)]);
    }),
  );
  const wall = performance.now() - started;
  const burstEnd = clock();
  for (const dir of [PROFILE_DIR, WORKER_PROFILE_DIR])
    if (dir)
      writeFileSync(`${dir}/burst-window.json`, JSON.stringify({ startUs: burstStart, endUs: burstEnd }));

  // Statements per request, on the counting server, one request at a time on a quiet server.
  const countOf = async (kind: Kind, at: ServerProc) => {
    const mutation: string[][] = [];
    const subscription: string[][] = [];
    for (let i = 2; i < 5; i++) {
      const user = users[STUDENTS + i] as TestUser;
      let before = proxy.statements.length;
      const { id } = await request(kind, at.url, user, STUDENTS + i);
      mutation.push(proxy.statements.slice(before));
      // The answer is followed to its end before the next request, so counts never overlap.
      before = proxy.statements.length;
      const w = follow(at.wsUrl, user, id ?? "");
      await w.finished().catch(() => null);
      await w.close();
      subscription.push(proxy.statements.slice(before));
    }
    return { mutation, subscription };
  };
  const tutorStatements = await countOf("tutor", counted);
  const chatStatements = await countOf("chat", counted);

  const line = (label: string, values: number[], target = "") =>
    console.log(`  ${label.padEnd(44)}: ${summary(values)}${target ? `  (target ${target})` : ""}`);
  const overhead = (kind: Kind, direct: number[]) =>
    `p50 ${(percentile(figures[kind].first, 50) - percentile(direct, 50)).toFixed(1)} ms  p95 ${(percentile(figures[kind].first, 95) - percentile(direct, 95)).toFixed(1)} ms`;
  console.log(
    `class at the bell: ${STUDENTS} students, each opening the tutor and a chatbot within ${WINDOW_MS / 1000} s; one server, one worker (concurrency 80); fake model ${FIRST_TOKEN_MS} ms to first token, 80 tokens/s, ${TOKENS} tokens per answer${PROFILE_DIR ? "; server under --cpu-prof" : ""}`,
  );
  console.log(`  ${load.line}`);
  console.log(`  refused / failed: ${totals.refused} / ${totals.failed}`);
  console.log(
    `  tokens lost / duplicated in final answers: ${totals.lost} / ${totals.duplicated}  (target 0 / 0)`,
  );
  line("baseline: chat model direct, first token", directChat);
  line("baseline: tutor model direct, first explanation", directTutor);
  line("askTutor answered", figures.tutor.latency, "p95 ≤ 50 ms");
  line("startChat answered", figures.chat.latency, "p95 ≤ 50 ms");
  line("askTutor → first explanation text", figures.tutor.first);
  line("startChat → first reply text", figures.chat.first);
  console.log(
    `  ${"first-token overhead, tutor".padEnd(44)}: ${overhead("tutor", directTutor)}  (target p95 ≤ 100 ms)`,
  );
  console.log(
    `  ${"first-token overhead, chat".padEnd(44)}: ${overhead("chat", directChat)}  (target p95 ≤ 100 ms)`,
  );
  line("askTutor → DONE", figures.tutor.done);
  line("startChat → DONE", figures.chat.done);
  console.log(`  wall time of the burst: ${(wall / 1000).toFixed(1)} s`);
  const show = (label: string, counts: { mutation: string[][]; subscription: string[][] }) => {
    const n = (lists: string[][]) => lists.map((l) => l.length).join(", ");
    console.log(
      `  SQL statements per ${label} (server, counted at the wire, 3 requests): mutation ${n(counts.mutation)}; its subscription until DONE ${n(counts.subscription)}`,
    );
    const list = (label: string, texts: string[]) => {
      console.log(`   ${label}:`);
      for (const t of texts) console.log(`    ${t.replace(/\s+/g, " ").slice(0, 110)}`);
    };
    list("the first mutation's", counts.mutation[0] ?? []);
    list("its subscription's", counts.subscription[0] ?? []);
  };
  show("askTutor", tutorStatements);
  show("startChat", chatStatements);
} catch (error) {
  console.error("bench failed:", error);
  console.error("server log tail:\n", (server?.logs.join("") ?? "").slice(-3000));
  process.exitCode = 1;
} finally {
  // SIGTERM: the server exits through its own shutdown, so --cpu-prof writes the profile.
  await Promise.all([server?.stop(), counted?.stop()]);
  await stack.stop();
  await proxy.close();
  await fake.close();
  await baselineFake.close();
}
