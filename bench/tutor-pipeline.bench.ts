/**
 * Tutor pipeline overhead (issue 5, measure b): against a fake OpenAI-compatible server on loopback
 * (300 ms to the first token, then 80 tokens/s), the time from sending `askTutor` to the first
 * explanation text arriving over the `aiTask` subscription, beside the same fake server called
 * directly by the worker's own provider (to its first token, and to its first readable explanation text).
 * Target: overhead ≤ 50 ms at p95. Run: pnpm exec tsx bench/tutor-pipeline.bench.ts (BENCH_N=30).
 */
import { partialExplanation } from "../core/src/ai-reply/partial-explanation";
import { startFakeOpenAi } from "../tests/helpers/fake-openai";
import { gql } from "../tests/helpers/graphql";
import { ASK, watch } from "../tests/helpers/tutor";
import { createUser, type TestUser } from "../tests/helpers/users";
import { createOpenAiProvider } from "../worker/src/ai/providers/openai";
import { benchStack, percentile, summary } from "./lib";

const N = Number(process.env.BENCH_N ?? 30);
const WARMUP = 3;
const QUESTION = "What is 15% of 240?";
const REPLY = JSON.stringify({
  explanation:
    '"Per cent" means "out of 100", so $15\\%$ of 240 is $\\frac{15}{100} \\times 240$.\n\n**Step 1:** $\\frac{15}{100} = \\frac{3}{20}$\n\n**Step 2:** $\\frac{3}{20} \\times 240 = 36$\n\n**Answer:** 36',
  similarQuestions: ["What is 30% of 320?", "What is 5% of 620?", "What is 10% of 800?"],
  finalAnswer: "36",
});

const fake = await startFakeOpenAi({ firstTokenMs: 300, tokensPerSecond: 80, reply: () => REPLY });
const stack = await benchStack({
  server: true,
  worker: true,
  env: { OPENAI_API_KEY: "sk-bench", OPENAI_BASE_URL: fake.url, OPENAI_MODEL: "fake" },
});
try {
  const server = stack.server;
  if (!server) throw new Error("no server");

  // Baseline: the same fake server called directly, in this process, by the worker's own provider
  // (the OpenAI SDK, streaming) — everything but the queue, the database and the subscription.
  const provider = createOpenAiProvider({
    AI_PROVIDER: "openai",
    OPENAI_API_KEY: "sk-bench",
    OPENAI_BASE_URL: fake.url,
    OPENAI_MODEL: "fake",
    AI_TIMEOUT_MS: 30_000,
    AI_MAX_RETRIES: 0,
    AI_LOCAL_CHUNK_DELAY_MS: 0,
  });
  const directToken: number[] = [];
  const directText: number[] = [];
  for (let i = 0; i < N + WARMUP; i++) {
    const t0 = performance.now();
    let first: number | null = null;
    let text: number | null = null;
    let raw = "";
    await provider.stream({ topic: "arithmetic", question: QUESTION, context: [], image: null }, (piece) => {
      first ??= performance.now() - t0;
      raw += piece;
      if (text === null && (partialExplanation(raw) ?? "") !== "") text = performance.now() - t0;
    });
    if (i >= WARMUP && first !== null && text !== null) {
      directToken.push(first);
      directText.push(text);
    }
  }

  // The pipeline: askTutor over HTTP → Postgres → BullMQ → worker → provider → Redis → subscription.
  const pipeline: number[] = [];
  let user: TestUser = await createUser(stack.env.DATABASE_URL);
  for (let i = 0; i < N + WARMUP; i++) {
    // askTutor allows 30 questions a minute per student; a fresh student every 20 stays clear of it.
    if (i > 0 && i % 20 === 0) user = await createUser(stack.env.DATABASE_URL);
    const t0 = performance.now();
    const res = await gql<{ askTutor: { data?: { id: string } } }>(
      server.url,
      ASK,
      { input: { topic: "ARITHMETIC", question: QUESTION } },
      user.headers,
    );
    const id = res.data?.askTutor.data?.id;
    if (!id) throw new Error(`askTutor failed: ${JSON.stringify(res)}`);
    const w = watch(server.wsUrl, user, id);
    await w.until((t) => t.partial !== "" || t.status === "FAILED", 30_000);
    const elapsed = performance.now() - t0;
    const final = await w.finished(30_000);
    await w.close();
    if (final.status !== "DONE") throw new Error(`task ${id} ended ${final.status}`);
    if (i >= WARMUP) pipeline.push(elapsed);
  }

  const p50 = percentile(pipeline, 50) - percentile(directText, 50);
  const p95 = percentile(pipeline, 95) - percentile(directText, 95);
  console.log(
    "tutor pipeline: time to the first explanation text (fake OpenAI: 300 ms to first token, 80 tokens/s)",
  );
  console.log(`  baseline: fake server direct, first token            : ${summary(directToken)}`);
  console.log(`  baseline: fake server direct, first explanation text : ${summary(directText)}`);
  console.log(`  askTutor → first explanation text over subscription  : ${summary(pipeline)}`);
  console.log(
    `  overhead: p50 ${p50.toFixed(2)} ms  p95 ${p95.toFixed(2)} ms  ratio p50 ${(percentile(pipeline, 50) / percentile(directText, 50)).toFixed(3)}  ratio p95 ${(percentile(pipeline, 95) / percentile(directText, 95)).toFixed(3)}  (target: overhead ≤ 50 ms at p95)`,
  );
} finally {
  await stack.stop();
  await fake.close();
}
