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
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { hash } from "@node-rs/argon2";
import { gql } from "../tests/helpers/graphql";
import { freePort, spawnTs, startServer, startWorker } from "../tests/helpers/processes";
import { ASK, sql, watch } from "../tests/helpers/tutor";
import { createUser, type TestUser } from "../tests/helpers/users";
import { benchStack, percentile } from "./lib";

/** The production bundles (`pnpm build` first): what runs in production, and quick to start. */
const built = { built: true };
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 600);
const USERS = Number(process.env.BENCH_LOAD_USERS ?? 20);
const BASELINE_SECONDS = Number(process.env.BENCH_LOAD_BASELINE_SECONDS ?? 10);
const BEFORE_DIR = process.env.BENCH_LOAD_BEFORE_DIR;
const BEFORE_SECONDS = Number(process.env.BENCH_LOAD_BEFORE_SECONDS ?? SECONDS);
const PASSWORD = "load-bench-password-1";
/** The mix: weights of each operation a user loop picks. */
const MIX = { dashboard: 45, timer: 20, chat: 20, tutor: 10, signIn: 5 } as const;
type Op = keyof typeof MIX | "tutorAnswered";

const ERROR_FIELDS = "... on Error { code message }";
const DASHBOARD = `query Dashboard($from: String!, $to: String!) {
  me { id displayName label } focusTimer { id status version remainingSeconds }
  studyGroups { id unreadCount headSeq } studyTime(from: $from, to: $to) { __typename } }`;
const TOGGLE = `mutation Toggle($v: Int!) { toggleFocusTimer(expectedVersion: $v) { __typename
  ... on MutationToggleFocusTimerSuccess { data { version } } ... on FocusTimerStaleError { current { version } } } }`;
const SEND = `mutation Send($input: SendGroupMessageInput!) { sendGroupMessage(input: $input) { __typename ${ERROR_FIELDS} } }`;
const SIGN_IN = `mutation SignIn($input: SignInInput!) { signIn(input: $input) { __typename } }`;
const CREATE_GROUP = `mutation($input: CreateStudyGroupInput!) { createStudyGroup(input: $input) { __typename
  ... on MutationCreateStudyGroupSuccess { data { id inviteCode } } } }`;
const JOIN_GROUP = `mutation($code: String!) { joinStudyGroup(code: $code) { __typename } }`;

let latencies = new Map<Op, number[]>();
let errors = new Map<Op, number>();
let errorSamples: string[] = [];
function record(op: Op, ms: number, ok: boolean, detail?: unknown) {
  latencies.set(op, [...(latencies.get(op) ?? []), ms]);
  if (!ok) {
    errors.set(op, (errors.get(op) ?? 0) + 1);
    if (errorSamples.length < 5) errorSamples.push(`${op}: ${JSON.stringify(detail).slice(0, 300)}`);
  }
}

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
  latencies = new Map();
  errors = new Map();
  errorSamples = [];
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
    const users: TestUser[] = [];
    for (let i = 0; i < USERS; i++) users.push(await createUser(stack.db.url, { role: "student" }));
    const passwordHash = await hash(PASSWORD, {
      algorithm: 2,
      memoryCost: 19456,
      timeCost: 2,
      parallelism: 1,
    });
    await sql(stack.db.url, `UPDATE "User" SET "passwordHash" = $1, "displayName" = 'Load student'`, [
      passwordHash,
    ]);
    const groupOf = new Map<string, string>();
    for (let g = 0; g * 5 < USERS; g++) {
      const owner = users[g * 5] as TestUser;
      const created = await gql<{ createStudyGroup: { data?: { id: string; inviteCode: string } } }>(
        servers[0].url,
        CREATE_GROUP,
        { input: { name: `Load group ${g + 1}`, subject: "mathematics" } },
        owner.headers,
      );
      const group = created.data?.createStudyGroup.data;
      if (!group) throw new Error(`group: ${JSON.stringify(created)}`);
      for (const member of users.slice(g * 5, g * 5 + 5)) {
        if (member !== owner)
          await gql(servers[0].url, JOIN_GROUP, { code: group.inviteCode }, member.headers);
        groupOf.set(member.id, group.id);
      }
    }

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
    const deadline = t0 + seconds * 1000;
    const sentMessages: string[] = [];
    const askedTasks: string[] = [];
    const pick = (): keyof typeof MIX => {
      let roll = Math.random() * Object.values(MIX).reduce((a, b) => a + b, 0);
      for (const [op, weight] of Object.entries(MIX) as [keyof typeof MIX, number][]) {
        roll -= weight;
        if (roll < 0) return op;
      }
      return "dashboard";
    };
    const today = new Date().toISOString().slice(0, 10);
    const timed = async (op: Op, run: () => Promise<{ ok: boolean; detail?: unknown }>) => {
      const start = performance.now();
      try {
        const { ok, detail } = await run();
        record(op, performance.now() - start, ok, detail);
      } catch (error) {
        record(op, performance.now() - start, false, String(error));
      }
    };

    await Promise.all(
      users.map(async (user, i) => {
        const url = (servers[i % 2] ?? servers[0]).url;
        const otherServer = servers[(i + 1) % 2] ?? servers[0];
        const headers = { ...user.headers, "x-forwarded-for": `10.20.${Math.floor(i / 250)}.${i % 250}` };
        let version = 0;
        while (Date.now() < deadline) {
          const op = pick();
          if (op === "dashboard") {
            await timed(op, async () => {
              const res = await gql(url, DASHBOARD, { from: today, to: today }, headers);
              return { ok: !res.errors && Boolean(res.data), detail: res.errors };
            });
          } else if (op === "timer") {
            await timed(op, async () => {
              const res = await gql<{
                toggleFocusTimer: {
                  __typename: string;
                  data?: { version: number };
                  current?: { version: number };
                };
              }>(url, TOGGLE, { v: version }, headers);
              const result = res.data?.toggleFocusTimer;
              version = result?.data?.version ?? result?.current?.version ?? version;
              // A stale version is the API's answer to a lost race, not a failure; the next toggle uses it.
              const ok =
                result?.__typename === "MutationToggleFocusTimerSuccess" ||
                result?.__typename === "FocusTimerStaleError";
              return { ok, detail: res };
            });
          } else if (op === "chat") {
            const clientId = randomUUID();
            await timed(op, async () => {
              const res = await gql<{ sendGroupMessage: { __typename: string } }>(
                url,
                SEND,
                { input: { groupId: groupOf.get(user.id), body: `load ${clientId.slice(0, 8)}`, clientId } },
                headers,
              );
              const ok = res.data?.sendGroupMessage.__typename === "MutationSendGroupMessageSuccess";
              if (ok) sentMessages.push(clientId);
              return { ok, detail: res };
            });
          } else if (op === "tutor") {
            const start = performance.now();
            const a = 2 + Math.floor(Math.random() * 20);
            const b = 1 + Math.floor(Math.random() * 30);
            const res = await gql<{ askTutor: { __typename: string; data?: { id: string } } }>(
              url,
              ASK,
              { input: { topic: "ALGEBRA", question: `Solve ${a}x + ${b} = ${a * 3 + b}` } },
              headers,
            ).catch((error: unknown) => ({ errors: [String(error)], data: undefined }));
            const id = res.data?.askTutor.data?.id;
            record("tutor", performance.now() - start, Boolean(id), res);
            if (id) {
              askedTasks.push(id);
              // The answer is followed on the other server: delivery crosses processes through Redis.
              const w = watch(otherServer.wsUrl, user, id);
              try {
                const final = await w.finished(60_000);
                record("tutorAnswered", performance.now() - start, final.status === "DONE", final);
              } catch (error) {
                record("tutorAnswered", performance.now() - start, false, String(error));
              } finally {
                await w.close();
              }
            }
          } else {
            await timed(op, async () => {
              const res = await gql<{ signIn: { __typename: string } }>(
                url,
                SIGN_IN,
                { input: { email: user.email, password: PASSWORD } },
                headers,
              );
              return { ok: res.data?.signIn.__typename === "MutationSignInSuccess", detail: res };
            });
          }
        }
      }),
    );
    clearInterval(sampler);
    const elapsed = (Date.now() - t0) / 1000;

    // Nothing lost: every accepted message is stored exactly once, every accepted question answered.
    const [stored] = await sql<{ n: string }>(
      stack.db.url,
      `SELECT count(*)::text AS n FROM "GroupMessage" WHERE "clientId" = ANY($1)`,
      [sentMessages],
    );
    const tasks = await sql<{ status: string; n: string }>(
      stack.db.url,
      `SELECT status, count(*)::text AS n FROM "AiTask" WHERE id = ANY($1::uuid[]) GROUP BY status`,
      [askedTasks],
    );

    const out: string[] = [
      `${label}: ${USERS} users on 2 servers + 2 workers for ${elapsed.toFixed(0)} s (mix ${JSON.stringify(MIX)})`,
    ];
    const rows = new Map<string, string[]>();
    let total = 0;
    let failed = 0;
    for (const op of ["dashboard", "timer", "chat", "tutor", "tutorAnswered", "signIn"] as Op[]) {
      const values = latencies.get(op) ?? [];
      total += op === "tutorAnswered" ? 0 : values.length;
      failed += errors.get(op) ?? 0;
      rows.set(op === "tutorAnswered" ? "tutor (asked → answer)" : op, [
        String(values.length),
        (values.length / elapsed).toFixed(1),
        percentile(values, 50).toFixed(1),
        percentile(values, 95).toFixed(1),
        percentile(values, 99).toFixed(1),
        String(errors.get(op) ?? 0),
      ]);
    }
    out.push(
      `all requests: ${(total / elapsed).toFixed(1)}/s, error rate ${((100 * failed) / Math.max(1, total)).toFixed(2)} %`,
    );
    if (errorSamples.length) out.push(`first errors:\n  ${errorSamples.join("\n  ")}`);
    out.push(
      `delivery: ${sentMessages.length} messages accepted, ${stored?.n ?? 0} stored (exactly once by clientId); ` +
        `${askedTasks.length} questions accepted, by status ${JSON.stringify(Object.fromEntries(tasks.map((t) => [t.status, Number(t.n)])))}`,
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
