/**
 * Load (issue 20, item 8): a realistic mix on two server and two worker processes (the local tutor
 * engine, no model) for BENCH_LOAD_SECONDS (default 600): dashboard reads, focus-timer toggles, group
 * chat, tutor questions (asked, then followed to the answer over a subscription) and password sign-ins,
 * by BENCH_LOAD_USERS students (default 20), each a loop with its own address (X-Forwarded-For, as
 * nginx sends it). Prints throughput, p50/p95/p99 and errors per operation, the processes' memory over
 * the run, what was lost (sent messages and asked questions that never arrived), and beside it the
 * `{ health }` throughput of a bare Yoga server and of ours, measured in the same run.
 * Before and after: with BENCH_LOAD_BEFORE_DIR set to another built checkout (e.g. the base commit:
 * `git archive <commit> | tar -x -C /tmp/base`, then `pnpm install && pnpm build` there), the same mix
 * runs first against that checkout's bundles and database migrations for BENCH_LOAD_BEFORE_SECONDS
 * (default BENCH_LOAD_SECONDS), then against ours, and the two tables print side by side.
 * Run: pnpm build, then pnpm bench load (BENCH_LOAD_SECONDS=60 for a short run).
 */
import { readFileSync } from "node:fs";
import { freePort, spawnTs, startServer, startWorker } from "../tests/helpers/processes";
import { benchStack } from "./lib";
import { delivery, MIX, makeStudents, runMix } from "./load-mix";

/** The production bundles (`pnpm build` first): what runs in production, and quick to start. */
const built = { built: true };
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 600);
const USERS = Number(process.env.BENCH_LOAD_USERS ?? 20);
const BASELINE_SECONDS = Number(process.env.BENCH_LOAD_BASELINE_SECONDS ?? 10);
const BEFORE_DIR = process.env.BENCH_LOAD_BEFORE_DIR;
const BEFORE_SECONDS = Number(process.env.BENCH_LOAD_BEFORE_SECONDS ?? SECONDS);

/** Resident memory (MB) of a process, from /proc. */
function rssMb(pid: number | undefined): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return Number.NaN;
  }
}

/** Requests per second of `{ health }` against `url` from `concurrency` loops for `seconds`. */
async function healthThroughput(url: string, seconds: number, concurrency: number): Promise<number> {
  const body = JSON.stringify({ query: "{ health }" });
  const deadline = Date.now() + seconds * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < deadline) {
        const res = await fetch(`${url}/graphql`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body,
        });
        await res.text();
        if (res.ok) done++;
      }
    }),
  );
  return done / seconds;
}

/** A bare Yoga `{ health }` server in its own process (bench/load-bare-yoga.ts). */
async function bareYoga() {
  const port = await freePort();
  const proc = spawnTs("bench/load-bare-yoga.ts", { PORT: String(port), NODE_ENV: "production" });
  for (let i = 0; i < 300 && !proc.logs.join("").includes("listening"); i++)
    await new Promise((r) => setTimeout(r, 100));
  return { url: `http://127.0.0.1:${port}`, close: () => proc.stop() };
}

interface Run {
  label: string;
  seconds: number;
  rows: Map<string, string[]>;
  summary: string[];
  healthRps: number;
}

/** The mix for `seconds` against 2 servers + 2 workers built from `dir` (ours when unset). */
async function measure(label: string, seconds: number, dir?: string): Promise<Run> {
  const stack = await benchStack({
    env: { TRUST_PROXY: "true", AI_PROVIDER: "local" },
    ...(dir ? { migrationsFrom: dir } : {}),
  });
  const from = dir ? { dir } : built;
  // Servers log warnings only (a line per request would be most of their work); workers say "started".
  const serverEnv = { ...stack.env, LOG_LEVEL: "warn" };
  const servers = await Promise.all([startServer(serverEnv, from), startServer(serverEnv, from)]);
  const workers = await Promise.all([startWorker(stack.env, from), startWorker(stack.env, from)]);
  const stopAll = async () => {
    await Promise.all([...servers, ...workers].map((p) => p.stop()));
    await stack.stop();
  };

  try {
    // Students with a password, in groups of five (one group per five users, each user in one).
    const students = await makeStudents(stack.db.url, servers[0].url, USERS);

    // Our `{ health }` throughput (one server process), beside the bare Yoga one.
    const healthRps = await healthThroughput(servers[0].url, BASELINE_SECONDS, USERS);

    const memory: { t: number; servers: number[]; workers: number[] }[] = [];
    const t0 = Date.now();
    const sampler = setInterval(() => {
      memory.push({
        t: (Date.now() - t0) / 1000,
        servers: servers.map((s) => rssMb(s.child.pid)),
        workers: workers.map((w) => rssMb(w.child.pid)),
      });
    }, 5000);
    // Each student on one server; tutor answers followed on the other, so delivery crosses processes.
    const stats = await runMix({
      students,
      seconds,
      urlFor: (i) => (servers[i % 2] ?? servers[0]).url,
      watchUrlFor: (i) => (servers[(i + 1) % 2] ?? servers[0]).wsUrl,
    });
    clearInterval(sampler);
    const elapsed = stats.elapsed;

    // Nothing lost: every accepted message is stored exactly once, every accepted question answered.
    const delivered = await delivery(stack.db.url, stats);

    const out: string[] = [
      `${label}: ${USERS} users on 2 servers + 2 workers for ${elapsed.toFixed(0)} s (mix ${JSON.stringify(MIX)})`,
    ];
    const { rows, total, failed } = stats.rows();
    out.push(
      `all requests: ${(total / elapsed).toFixed(1)}/s, error rate ${((100 * failed) / Math.max(1, total)).toFixed(2)} %`,
    );
    if (stats.errorSamples.length) out.push(`first errors:\n  ${stats.errorSamples.join("\n  ")}`);
    out.push(
      `delivery: ${stats.sentMessages.length} messages accepted, ${delivered.stored} stored (exactly once by clientId); ` +
        `${stats.askedTasks.length} questions accepted, by status ${JSON.stringify(delivered.byStatus)}`,
    );
    const fmt = (xs: number[]) => xs.map((x) => x.toFixed(0)).join("/");
    const first = memory[0];
    const last = memory.at(-1);
    const peak = (pick: (m: (typeof memory)[number]) => number[]) =>
      fmt(
        pick(
          memory.reduce(
            (a, m) => (pick(m).reduce((x, y) => x + y) > pick(a).reduce((x, y) => x + y) ? m : a),
            memory[0] ?? { t: 0, servers: [0, 0], workers: [0, 0] },
          ),
        ),
      );
    if (first && last) {
      out.push(
        `memory (RSS MB, server a/b, worker a/b): at ${first.t.toFixed(0)} s ${fmt(first.servers)}, ${fmt(first.workers)}; ` +
          `at ${last.t.toFixed(0)} s ${fmt(last.servers)}, ${fmt(last.workers)}; peak servers ${peak((m) => m.servers)}, workers ${peak((m) => m.workers)}`,
      );
    }
    return { label, seconds: elapsed, rows, summary: out, healthRps };
  } finally {
    await stopAll();
  }
}

// The bare Yoga `{ health }` first, on a machine no stack of ours loads yet.
const bare = await bareYoga();
const bareRps = await healthThroughput(bare.url, BASELINE_SECONDS, USERS);
await bare.close();
const runs: Run[] = [];
if (BEFORE_DIR) runs.push(await measure(`before (${BEFORE_DIR})`, BEFORE_SECONDS, BEFORE_DIR));
runs.push(await measure("after (this checkout)", SECONDS));

console.log(`\nload mix, ${USERS} students, 2 servers + 2 workers each`);
const head = [
  "operation",
  ...runs.flatMap((r) => [`${r.label.split(" ")[0]} /s`, "p50", "p95", "p99", "err"]),
];
const table = [head];
for (const op of runs.at(-1)?.rows.keys() ?? []) {
  table.push([
    op,
    ...runs.flatMap((r) => {
      const [, perS, p50, p95, p99, err] = r.rows.get(op) ?? [];
      return [perS ?? "-", p50 ?? "-", p95 ?? "-", p99 ?? "-", err ?? "-"];
    }),
  ]);
}
for (const row of table) console.log(`| ${row.join(" | ")} |`);
for (const run of runs) console.log(`\n${run.summary.join("\n")}`);
console.log(
  `\n{ health } over HTTP, ${USERS} concurrent, ${BASELINE_SECONDS} s each: bare Yoga ${bareRps.toFixed(0)}/s; ` +
    runs
      .map(
        (r) =>
          `${r.label.split(" ")[0]} ${r.healthRps.toFixed(0)}/s (${((100 * r.healthRps) / bareRps).toFixed(0)} % of bare)`,
      )
      .join(", "),
);
