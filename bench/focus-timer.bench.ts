/**
 * Focus-timer figures (issue 6): 1,000 users whose timers end in the same second. For each phase end:
 * lateness (when the worker stored the break, minus endsAt) and delivery latency to the user's
 * subscribed client (received minus stored), beside a bare BullMQ delayed job's lateness measured in
 * the same run with the same concurrency. Target: p95 lateness ≤ 1 s.
 */
import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { bullPrefix } from "@vidya/core/redis-keys";
import { Queue, Worker } from "bullmq";
import pg from "pg";
import { phaseEndJobId } from "../core/src/jobs/focus-phase-end";
import { wsClient } from "../tests/helpers/graphql";
import { accessToken } from "../tests/helpers/users";
import { benchStack, percentile } from "./lib";

const USERS = Number(process.env.BENCH_TIMER_USERS ?? 1000);
const CONCURRENCY = 16; // the focus-phase-end job's own concurrency
const LEAD_MS = Number(process.env.BENCH_TIMER_LEAD_MS ?? 5000);

function line(label: string, values: number[]): string {
  const f = (p: number) => percentile(values, p).toFixed(0).padStart(6);
  return `  ${label.padEnd(34)} p50 ${f(50)} ms  p95 ${f(95)} ms  max ${f(100)} ms  (n=${values.length})`;
}

/** Bare BullMQ: `n` delayed jobs due at one instant, processed by a worker doing nothing. */
async function bareLateness(redisUrl: string, prefix: string, n: number): Promise<number[]> {
  const connection = { url: redisUrl };
  const queue = new Queue("bare-delayed", { connection, prefix: `${prefix}:bare` });
  const late: number[] = [];
  const worker = new Worker(
    "bare-delayed",
    async (job) => {
      late.push(Date.now() - (job.data as { due: number }).due);
    },
    {
      connection: { url: redisUrl, maxRetriesPerRequest: null },
      prefix: `${prefix}:bare`,
      concurrency: CONCURRENCY,
    },
  );
  await worker.waitUntilReady();
  const due = Date.now() + 5000;
  await queue.addBulk(
    Array.from({ length: n }, (_, i) => ({
      name: "x",
      data: { due },
      opts: { jobId: `bare-${i}`, delay: due - Date.now(), removeOnComplete: true },
    })),
  );
  const deadline = due + 60_000;
  while (late.length < n && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  await Promise.all([worker.close(), queue.close()]);
  return late;
}

/** CPU seconds used so far by this stack's worker process (Linux /proc; null elsewhere). */
function workerCpuSeconds(prefix: string): number | null {
  try {
    for (const pid of readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, "utf8");
      if (!cmd.includes("worker/src/main.ts")) continue;
      if (!readFileSync(`/proc/${pid}/environ`, "utf8").includes(`REDIS_PREFIX=${prefix}`)) continue;
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
      return (Number(fields[11]) + Number(fields[12])) / 100;
    }
  } catch {}
  return null;
}

const stack = await benchStack({ server: true, worker: true });
const db = new pg.Client({ connectionString: stack.env.DATABASE_URL });
await db.connect();
const clients: ReturnType<typeof wsClient>[] = [];
try {
  const server = stack.server;
  if (!server) throw new Error("no server");
  const baseline = await bareLateness(stack.env.REDIS_URL, stack.env.REDIS_PREFIX, USERS);

  // Users and their running timers, straight into the database; every timer ends at `endsAt`.
  const ids = Array.from({ length: USERS }, () => randomUUID());
  await db.query(
    `INSERT INTO "User" (id, email, role, "emailVerified", "isFirstTimeUser", "updatedAt")
     SELECT id, 'bench-' || id || '@example.test', 'student', true, false, now() FROM unnest($1::uuid[]) AS id`,
    [ids],
  );
  // Running timers; their common end is set once every subscriber is connected.
  let endsAt = Date.now() + 3_600_000;
  const timers = await db.query<{ id: string; userId: string }>(
    `INSERT INTO "FocusTimer" (id, "userId", status, "sessionType", "endsAt", "remainingSeconds", "phaseSeconds", version, "updatedAt")
     SELECT gen_random_uuid(), id, 'running', 'focus', $2, 1500, 1500, 1, $3 FROM unnest($1::uuid[]) AS id
     RETURNING id, "userId"`,
    [ids, new Date(endsAt), new Date(endsAt - 1_500_000)],
  );

  // Every user subscribed from their own socket, as a browser tab would be; the receive time is
  // taken in the socket's callback.
  const received = new Map<string, number>();
  const connect = async (id: string) => {
    const token = await accessToken({ id, role: "student", emailVerified: true });
    const client = wsClient(server.wsUrl, { authorization: `Bearer ${token}` });
    clients.push(client);
    await new Promise<void>((resolve, reject) => {
      client.subscribe<{ focusTimer: { sessionType: string } }>(
        { query: "subscription { focusTimer { sessionType } }" },
        {
          next: (value) => {
            if (value.data?.focusTimer.sessionType === "shortBreak") received.set(id, Date.now());
            resolve();
          },
          error: reject,
          complete: () => {},
        },
      );
    });
  };
  // Connected 50 at a time (a thousand sockets opening in the same instant is not what is measured).
  for (let i = 0; i < ids.length; i += 50) await Promise.all(ids.slice(i, i + 50).map(connect));
  endsAt = Date.now() + LEAD_MS;
  await db.query(`UPDATE "FocusTimer" SET "endsAt" = $1, "updatedAt" = $2`, [
    new Date(endsAt),
    new Date(endsAt - 1_500_000),
  ]);

  const cpuBefore = workerCpuSeconds(stack.env.REDIS_PREFIX);
  // The phase-end jobs exactly as the server schedules them.
  const queue = new Queue("focus-timer", {
    connection: { url: stack.env.REDIS_URL },
    prefix: bullPrefix(stack.env.REDIS_PREFIX),
  });
  await queue.addBulk(
    timers.rows.map((t) => ({
      name: "focus-phase-end",
      data: { timerId: t.id, version: 1 },
      opts: {
        jobId: phaseEndJobId(t.id, 1),
        delay: endsAt - Date.now(),
        attempts: 8,
        backoff: { type: "exponential", delay: 250 },
      },
    })),
  );

  const deadline = endsAt + 60_000;
  while (received.size < USERS && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
  const cpuAfter = workerCpuSeconds(stack.env.REDIS_PREFIX);
  const rows = await db.query<{ id: string; userId: string }>(
    `SELECT id, "userId" FROM "FocusTimer" WHERE "sessionType" = 'shortBreak' OR "sessionCount" = 1`,
  );
  const endToEnd = [...received.values()].map((at) => at - endsAt);
  // Where the time goes: when the worker picked each job up, and how long it took to process.
  for (let i = 0; i < 300 && (await queue.getActiveCount()) > 0; i++)
    await new Promise((r) => setTimeout(r, 200));
  const done = (await queue.getCompleted(0, USERS * 2)).filter((j) => j.data.version === 1);
  await queue.close();
  const pickedUp = done.flatMap((j) => (j.processedOn ? [j.processedOn - endsAt] : []));
  const processing = done.flatMap((j) =>
    j.processedOn && j.finishedOn ? [j.finishedOn - j.processedOn] : [],
  );
  const retried = done.filter((j) => j.attemptsMade > 1).length;
  // When each phase end was committed: the job that ended it in a batch reports the commit time.
  const committed = new Map<string, number>();
  const batches: number[] = [];
  for (const j of done) {
    const r = j.returnvalue as {
      committedAt?: number;
      timerIds?: string[];
      timings?: Record<string, number>;
    } | null;
    if (!r?.committedAt || !r.timerIds?.length) continue;
    batches.push(r.timerIds.length);
    if (process.env.BENCH_VERBOSE) console.log("  batch timings (ms)", JSON.stringify(r.timings));
    for (const id of r.timerIds) committed.set(id, r.committedAt);
  }
  const stored = new Map(
    rows.rows.flatMap((r) => {
      const at = committed.get(r.id);
      return at === undefined ? [] : [[r.userId, at] as const];
    }),
  );
  const lateness = [...stored.values()].map((t) => t - endsAt);
  const delivery = [...received.entries()].flatMap(([id, at]) => {
    const s = stored.get(id);
    return s === undefined ? [] : [at - s];
  });

  console.log(`${USERS} timers ending at the same instant (worker concurrency ${CONCURRENCY})`);
  console.log(line("bare BullMQ delayed job lateness", baseline));
  console.log(line("job picked up by the worker", pickedUp));
  console.log(line("job processing time (incl. batch)", processing));
  console.log(`  jobs retried: ${retried}`);
  console.log(
    `  jobs that ran: ${done.length} (the rest were ended by another job's batch and dropped); batches: ${batches.join(", ")}`,
  );
  console.log(line("phase end committed, lateness", lateness));
  console.log(line("delivery to subscriber (after store)", delivery));
  console.log(line("subscriber sees the break (after endsAt)", endToEnd));
  if (cpuBefore !== null && cpuAfter !== null) {
    console.log(`  worker CPU: ${((1000 * (cpuAfter - cpuBefore)) / USERS).toFixed(1)} ms per phase end`);
  }
  console.log(`  phase ends applied: ${rows.rows.length}/${USERS}, delivered: ${received.size}/${USERS}`);
  const p95 = percentile(lateness, 95);
  console.log(`  target p95 lateness ≤ 1000 ms: ${p95 <= 1000 ? "met" : "NOT met"} (${p95.toFixed(0)} ms)`);
} finally {
  await Promise.allSettled(clients.map((c) => c.dispose()));
  await db.end();
  await stack.stop();
}
