/**
 * Study-group fan-out (issue 7). Subscribers spread over 2 server processes sharing Redis:
 * (a) one group with 1,000 subscribers, (b) 100 groups of 10. For each: publish→receive latency
 * p50/p99 at a steady rate, deliveries per second in a burst, and server RSS per idle connection,
 * each beside a bare `ws` broadcast (bench/groups-bare-server.ts, also 2 processes behind the same
 * Redis) of the same frames, measured in the same run. Publishing goes straight to the group's
 * Redis channel, as sendGroupMessage does after its commit, so the figures are the fan-out: Redis →
 * access check → GraphQL execution → WebSocket → client, not the database insert.
 */
import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import pg from "pg";
import type WebSocket from "ws";
import { freePort, type Proc, type ServerProc, spawnTs, startServer } from "../tests/helpers/processes";
import { accessToken } from "../tests/helpers/users";
import { bareSubscriber, cpuMs, openAll, ourSubscriber, rssBytes } from "./groups-clients";
import { benchStack, percentile } from "./lib";

const USERS = Number(process.env.BENCH_GROUP_USERS ?? 1000);
const SMALL = 10;
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

const stack = await benchStack({ env: { LOG_LEVEL: "warn" } });
const procs: Proc[] = [];
const db = new pg.Client({ connectionString: stack.env.DATABASE_URL });
const redis = new Redis(stack.env.REDIS_URL);
try {
  await db.connect();
  // Users, one big group with everyone, and groups of 10 (user i is in small group ⌊i/10⌋).
  const ids = Array.from({ length: USERS }, () => randomUUID());
  await db.query(
    `INSERT INTO "User" (id, email, role, "emailVerified", "isFirstTimeUser", "birthYear", "birthMonth", "updatedAt")
     SELECT id, id::text || '@bench.test', 'student', true, false, 1995, 6, now() FROM unnest($1::uuid[]) AS id`,
    [ids],
  );
  const big = randomUUID();
  const small = Array.from({ length: Math.ceil(USERS / SMALL) }, () => randomUUID());
  const groups = [big, ...small];
  await db.query(
    `INSERT INTO "StudyGroup" (id, name, subject, "inviteCode", "updatedAt")
     SELECT id, 'Bench', 'general', substr(md5(id::text), 1, 8), now() FROM unnest($1::uuid[]) AS id`,
    [groups],
  );
  const memberGroups = [...ids.map(() => big), ...ids.map((_, i) => small[Math.floor(i / SMALL)] as string)];
  await db.query(
    `INSERT INTO "GroupMember" ("groupId", "userId", role) SELECT g, u, 'member' FROM unnest($1::uuid[], $2::uuid[]) AS t(g, u)`,
    [memberGroups, [...ids, ...ids]],
  );
  const tokens = await Promise.all(
    ids.map((id) => accessToken({ id, role: "student", emailVerified: true })),
  );

  const ours: ServerProc[] = [];
  for (let i = 0; i < 2; i++) {
    const server = await startServer(stack.env);
    ours.push(server);
    procs.push(server);
  }
  const barePorts = [await freePort(), await freePort()];
  const bare = barePorts.map((port) =>
    spawnTs("bench/groups-bare-server.ts", { ...stack.env, PORT: String(port) }),
  );
  procs.push(...bare);
  for (const b of bare) while (!b.logs.join("").includes("bare listening")) await sleep(100);

  const message = (k: number, groupId: string) => ({
    id: randomUUID(),
    groupId,
    seq: k,
    clientId: `bench-${k}`,
    senderId: ids[0],
    senderName: "Bench",
    body: `bench:${k}`,
    createdAt: new Date().toISOString(),
    editedAt: null,
    deletedAt: null,
    deletedBy: null,
  });
  const publishOurs = (k: number, groupId: string) =>
    redis.publish(
      `${stack.env.REDIS_PREFIX}:group-messages:${groupId}`,
      JSON.stringify({ kind: "added", message: message(k, groupId) }),
    );
  const publishBare = (k: number, groupId: string) => {
    const { groupId: _g, deletedBy: _d, ...m } = message(k, groupId);
    const frame = {
      id: "1",
      type: "next",
      payload: { data: { groupMessageEvents: { type: "ADDED", seq: k, message: m } } },
    };
    return redis.publish(`${stack.env.REDIS_PREFIX}:bare:${groupId}`, JSON.stringify(frame));
  };

  interface Row {
    impl: string;
    shape: string;
    p50: number;
    p99: number;
    latencyN: number;
    perSecond: number;
    perProcessPerSecond: number;
    delivered: number;
    expected: number;
    kbPerConn: number;
    cpuPerK: number;
    perCpuSecond: number;
  }
  const rows: Row[] = [];

  async function scenario(impl: "ours" | "bare", shape: "a" | "b") {
    const pids = impl === "ours" ? ours.map((s) => s.child.pid ?? 0) : bare.map((b) => b.child.pid ?? 0);
    const groupOf = (i: number) => (shape === "a" ? big : (small[Math.floor(i / SMALL)] as string));
    const sentAt = new Map<string, number>();
    const latencies: number[] = [];
    let delivered = 0;
    let lastAt = 0;
    const onReceive = (body: string, at: number) => {
      const t0 = sentAt.get(body);
      if (t0 === undefined) return;
      latencies.push(at - t0);
      delivered++;
      lastAt = at;
    };
    await sleep(1500);
    const before = await Promise.all(pids.map(rssBytes));
    const sockets: WebSocket[] = await openAll(USERS, (i) =>
      impl === "ours"
        ? ourSubscriber((ours[i % 2] as ServerProc).wsUrl, tokens[i] as string, groupOf(i), onReceive)
        : bareSubscriber(`ws://127.0.0.1:${barePorts[i % 2]}`, groupOf(i), onReceive),
    );
    await sleep(3000);
    const after = await Promise.all(pids.map(rssBytes));
    const kbPerConn = after.reduce((n, a, i) => n + (a - (before[i] ?? 0)), 0) / USERS / 1024;

    const publish = impl === "ours" ? publishOurs : publishBare;
    const fanout = shape === "a" ? USERS : SMALL;
    const pick = (k: number) => (shape === "a" ? big : (small[k % small.length] as string));
    // Latency at a steady rate (10 messages/s in a; 100/s in b): 1,000 deliveries/s each.
    const steady = shape === "a" ? { n: 50, everyMs: 100 } : { n: 500, everyMs: 10 };
    let k = 0;
    for (let i = 0; i < steady.n; i++, k++) {
      sentAt.set(`bench:${k}`, performance.now());
      void publish(k, pick(k));
      await sleep(steady.everyMs);
    }
    const settle = Date.now() + 15_000;
    while (delivered < steady.n * fanout && Date.now() < settle) await sleep(50);
    const steadyLatencies = latencies.splice(0);
    sentAt.clear();
    await sleep(500);
    // Throughput: a burst published as fast as Redis takes it.
    delivered = 0;
    const burst = shape === "a" ? 100 : 5000;
    const cpuBefore = await Promise.all(pids.map(cpuMs));
    const t0 = performance.now();
    for (let i = 0; i < burst; i++, k++) {
      sentAt.set(`bench:${k}`, performance.now());
      void publish(k, pick(k));
    }
    const until = Date.now() + 60_000;
    while (delivered < burst * fanout && Date.now() < until) await sleep(50);
    const seconds = (lastAt - t0) / 1000;
    const cpuAfter = await Promise.all(pids.map(cpuMs));
    const serverCpuMs = cpuAfter.reduce((n, c, i) => n + c - (cpuBefore[i] ?? 0), 0);
    rows.push({
      impl,
      shape,
      p50: percentile(steadyLatencies, 50),
      p99: percentile(steadyLatencies, 99),
      latencyN: steadyLatencies.length,
      perSecond: delivered / seconds,
      perProcessPerSecond: delivered / seconds / 2,
      delivered,
      expected: burst * fanout,
      kbPerConn,
      cpuPerK: (serverCpuMs / delivered) * 1000,
      perCpuSecond: delivered / (serverCpuMs / 1000),
    });
    for (const s of sockets) s.terminate();
    await sleep(1000);
  }

  for (const shape of ["a", "b"] as const) {
    for (const impl of ["bare", "ours"] as const) await scenario(impl, shape);
  }

  const label = { a: "(a) 1 group × 1,000", b: "(b) 100 groups × 10" };
  console.log(`\nStudy-group fan-out, ${USERS} subscribers over 2 processes per side, one shared Redis`);
  console.log(
    "scenario              impl   p50 ms   p99 ms  deliveries/s  per process/s  burst delivered  server CPU ms/1k  per CPU-s   KB/idle conn",
  );
  for (const r of rows) {
    console.log(
      `${label[r.shape as "a" | "b"].padEnd(21)} ${r.impl.padEnd(5)} ${r.p50.toFixed(1).padStart(7)} ${r.p99.toFixed(1).padStart(8)} ${Math.round(r.perSecond).toString().padStart(13)} ${Math.round(r.perProcessPerSecond).toString().padStart(14)} ${`${r.delivered}/${r.expected}`.padStart(16)} ${r.cpuPerK.toFixed(1).padStart(17)} ${Math.round(r.perCpuSecond).toString().padStart(10)} ${r.kbPerConn.toFixed(1).padStart(14)}`,
    );
  }
  console.log(
    "latency: steady 1,000 deliveries/s. deliveries/s: burst, wall clock (client and servers share this machine).",
  );
  console.log(
    "per CPU-s: deliveries per second of server CPU actually used (what one process does with a whole core). KB/idle conn: RSS growth after opening the subscriptions.",
  );
  const load = (await import("node:os")).loadavg().map((l) => l.toFixed(2));
  console.log(
    `load average during the run: ${load.join(" ")} on ${(await import("node:os")).cpus().length} cores (shared machine)`,
  );
} finally {
  redis.disconnect();
  await db.end().catch(() => undefined);
  await Promise.all(procs.map((p) => p.stop()));
  await stack.stop();
}
