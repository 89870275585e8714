/**
 * Faults (issue 20, item 8): two servers and two workers under a steady trickle of chat messages and
 * tutor questions (BENCH_FAULT_USERS students, default 6) live through, one after another:
 *   1. Redis paused (`kill -STOP`) for BENCH_REDIS_PAUSE_S (default 20) s — a Redis of this bench's own,
 *      never the machine's;
 *   2. Postgres unreachable for 10 s (a TCP proxy in front of it drops every connection), then back;
 *   3. a worker killed (SIGKILL) while it runs tutor jobs;
 *   4. a server killed (SIGKILL) with open WebSockets.
 * Prints, per fault, the requests that failed while it lasted (each with the clear error it got) and
 * how long until requests succeeded again; at the end, what was lost: every accepted message must be
 * stored exactly once and every accepted question answered; and how many subscribers reconnected by
 * themselves (graphql-ws clients with retries, like the app's). Run: pnpm build, then pnpm bench faults.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { createClient } from "graphql-ws";
import { WebSocket } from "ws";
// @ts-expect-error plain ESM script shared with the dev and test runners
import { ensurePostgres } from "../scripts/services.mjs";
import { createTestDatabase, sql } from "../tests/helpers/database";
import { gql } from "../tests/helpers/graphql";
import {
  freePort,
  type Proc,
  type ServerProc,
  startServer,
  startWorker,
  uniquePrefix,
} from "../tests/helpers/processes";
import { startTcpProxy } from "../tests/helpers/tcp-proxy";
import { ASK } from "../tests/helpers/tutor";
import { createUser, type TestUser } from "../tests/helpers/users";

/** The production bundles (`pnpm build` first): what runs in production, and quick to start. */
const built = { built: true };
const USERS = Number(process.env.BENCH_FAULT_USERS ?? 6);
const REDIS_PAUSE_S = Number(process.env.BENCH_REDIS_PAUSE_S ?? 20);
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

const SEND = `mutation($input: SendGroupMessageInput!) { sendGroupMessage(input: $input) { __typename ... on Error { code message } } }`;
const CREATE_GROUP = `mutation($input: CreateStudyGroupInput!) { createStudyGroup(input: $input) { __typename
  ... on MutationCreateStudyGroupSuccess { data { id inviteCode } } } }`;
const JOIN_GROUP = `mutation($code: String!) { joinStudyGroup(code: $code) { __typename } }`;
const TIMER_WATCH = "subscription { focusTimer { version } }";

// Our own Redis, so pausing it disturbs nothing else on the machine.
const redisPort = await freePort();
const redis: ChildProcess = spawn(
  "redis-server",
  ["--port", String(redisPort), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
  { stdio: "ignore" },
);
await sleep(500);
const postgres = await ensurePostgres(() => {});
const db = await createTestDatabase(postgres.url, "faults");
const pgProxy = await startTcpProxy(Number(new URL(postgres.url).port || 5432));
const proxiedDb = new URL(db.url);
proxiedDb.port = String(pgProxy.port);
const env = {
  DATABASE_URL: proxiedDb.href,
  REDIS_URL: `redis://127.0.0.1:${redisPort}`,
  REDIS_PREFIX: uniquePrefix("faults"),
  NODE_ENV: "production",
  LOG_LEVEL: "info",
  AI_PROVIDER: "local",
  // The bench sends its own documents (the app sends registered hashes).
  ALLOW_ARBITRARY_OPERATIONS: "true",
  TRUST_PROXY: "true",
  // A killed worker's job is taken over after its lock lapses: short here, so the run is short.
  WORKER_LOCK_MS: "5000",
  WORKER_STALLED_INTERVAL_MS: "2000",
};
const serverEnv = { ...env, LOG_LEVEL: "warn" };
const servers: ServerProc[] = await Promise.all([
  startServer(serverEnv, built),
  startServer(serverEnv, built),
]);
const workers: Proc[] = await Promise.all([startWorker(env, built), startWorker(env, built)]);
const alive = new Set(servers);

/** A request against whichever server is alive (as a load balancer would), first choice by user. */
async function call<T>(i: number, query: string, variables: Record<string, unknown>, user: TestUser) {
  const list = [...alive];
  const server = list[i % list.length] ?? servers[1];
  const headers = { ...user.headers, "x-forwarded-for": `10.30.0.${i + 1}` };
  return gql<T>(server?.url ?? "", query, variables, headers);
}

interface Outcome {
  /** When the request started, and when its answer came. */
  at: number;
  done: number;
  ok: boolean;
  error?: string;
}
const outcomes: Outcome[] = [];
const accepted = { messages: [] as string[], questions: [] as string[] };

try {
  const users: TestUser[] = [];
  for (let i = 0; i < USERS; i++) users.push(await createUser(db.url, { role: "student" }));
  const owner = users[0] as TestUser;
  const created = await call<{ createStudyGroup: { data?: { id: string; inviteCode: string } } }>(
    0,
    CREATE_GROUP,
    { input: { name: "Fault group", subject: "mathematics" } },
    owner,
  );
  const group = created.data?.createStudyGroup.data;
  if (!group) throw new Error(JSON.stringify(created));
  for (const [i, user] of users.entries())
    if (i > 0) await call(i, JOIN_GROUP, { code: group.inviteCode }, user);

  // Subscribers that reconnect by themselves, like the app's: half on each server.
  let reconnects = 0;
  const subscribers = users.map((user, i) => {
    let connects = 0;
    const client = createClient({
      url: () => ([...alive][i % alive.size] ?? servers[1])?.wsUrl ?? "",
      webSocketImpl: WebSocket,
      connectionParams: user.headers,
      retryAttempts: Number.POSITIVE_INFINITY,
      retryWait: () => sleep(1000),
      shouldRetry: () => true,
      on: {
        connected: () => {
          connects++;
          if (connects > 1) reconnects++;
        },
      },
    });
    client.subscribe({ query: TIMER_WATCH }, { next: () => {}, error: () => {}, complete: () => {} });
    return client;
  });

  // The trickle: each user sends a message every ~300 ms and asks a question every 4th time.
  let running = true;
  const loops = users.map(async (user, i) => {
    for (let n = 0; running; n++) {
      const clientId = randomUUID();
      const at = Date.now();
      try {
        if (n % 4 === 3) {
          const res = await call<{
            askTutor: { __typename: string; data?: { id: string }; message?: string };
          }>(
            i,
            ASK,
            { input: { topic: "ALGEBRA", question: `Solve ${(n % 9) + 2}x + 1 = ${((n % 9) + 2) * 4 + 1}` } },
            user,
          );
          const id = res.data?.askTutor.data?.id;
          if (id) accepted.questions.push(id);
          outcomes.push({
            at,
            done: Date.now(),
            ok: Boolean(id),
            error: res.data?.askTutor.message ?? JSON.stringify(res.errors?.[0]?.message),
          });
        } else {
          const res = await call<{ sendGroupMessage: { __typename: string; message?: string } }>(
            i,
            SEND,
            { input: { groupId: group.id, body: `fault ${n}`, clientId } },
            user,
          );
          const ok = res.data?.sendGroupMessage.__typename === "MutationSendGroupMessageSuccess";
          if (ok) accepted.messages.push(clientId);
          outcomes.push({
            at,
            done: Date.now(),
            ok,
            error: res.data?.sendGroupMessage.message ?? JSON.stringify(res.errors?.[0]?.message),
          });
        }
      } catch (error) {
        outcomes.push({ at, done: Date.now(), ok: false, error: (error as Error).message });
      }
      await sleep(300);
    }
  });

  const phases: [string, number, number][] = [];
  const report = (name: string, start: number, end: number) => phases.push([name, start, end]);
  const print = (name: string, start: number, end: number) => {
    // Requests in flight when the fault began count too: they started within a few seconds before it.
    const during = outcomes.filter((o) => (o.at >= start && o.at <= end) || (o.at < start && o.done > start));
    const failed = during.filter((o) => !o.ok);
    const firstOkAfter = outcomes
      .filter((o) => o.at >= end && o.ok)
      .reduce<Outcome | undefined>((a, o) => (a && a.at <= o.at ? a : o), undefined);
    const reasons = [...new Set(failed.map((o) => o.error ?? "?"))].slice(0, 3);
    console.log(
      `${name}: ${((end - start) / 1000).toFixed(0)} s; requests started meanwhile ${during.length}, failed ${failed.length}` +
        `${reasons.length ? ` (${reasons.join(" | ")})` : ""}; first success ${firstOkAfter ? `${((firstOkAfter.at - end) / 1000).toFixed(1)} s after` : "never"}`,
    );
  };

  await sleep(5000);
  // 1. Redis paused.
  let start = Date.now();
  process.kill(redis.pid ?? 0, "SIGSTOP");
  await sleep(REDIS_PAUSE_S * 1000);
  process.kill(redis.pid ?? 0, "SIGCONT");
  report(`Redis paused (kill -STOP)`, start, Date.now());
  await sleep(8000);

  // 2. Postgres unreachable.
  start = Date.now();
  await pgProxy.cut();
  await sleep(10_000);
  await pgProxy.restore();
  report("Postgres unreachable (connections dropped)", start, Date.now());
  await sleep(8000);

  // 3. A worker killed while it holds jobs: wait until a question is running, then kill a worker.
  start = Date.now();
  for (let i = 0; i < 100; i++) {
    const [running] = await sql<{ n: string }>(
      db.url,
      `SELECT count(*)::text AS n FROM "AiTask" WHERE status = 'RUNNING'`,
    );
    if (Number(running?.n) > 0) break;
    await sleep(100);
  }
  workers[0]?.child.kill("SIGKILL");
  await sleep(1000);
  report("worker killed (SIGKILL) mid-job", start, Date.now());
  workers.push(await startWorker(env, built));
  await sleep(8000);

  // 4. A server killed with open sockets.
  const before = reconnects;
  start = Date.now();
  const victim = servers[0] as ServerProc;
  alive.delete(victim);
  victim.child.kill("SIGKILL");
  await sleep(5000);
  report("server killed (SIGKILL) with open sockets", start, Date.now());
  console.log(
    `subscribers reconnected by themselves after the server kill: ${reconnects - before} (of ${USERS}, ~half were on it)`,
  );
  await sleep(5000);

  running = false;
  await Promise.all(loops);
  // Reported at the end, so "first success after" can see past each fault.
  for (const [name, start, end] of phases) print(name, start, end);
  // Every accepted question answered (retries and stalled-job takeover included), within a minute.
  const deadline = Date.now() + 60_000;
  let statuses: { status: string; n: string }[] = [];
  while (Date.now() < deadline) {
    statuses = await sql(
      db.url,
      `SELECT status, count(*)::text AS n FROM "AiTask" WHERE id = ANY($1::uuid[]) GROUP BY status`,
      [accepted.questions],
    );
    if (statuses.every((s) => s.status === "DONE" || s.status === "FAILED")) break;
    await sleep(1000);
  }
  const [stored] = await sql<{ n: string; distinct: string }>(
    db.url,
    `SELECT count(*)::text AS n, count(DISTINCT "clientId")::text AS distinct FROM "GroupMessage" WHERE "clientId" = ANY($1)`,
    [accepted.messages],
  );
  console.log(
    `lost: messages accepted ${accepted.messages.length}, stored ${stored?.n} (${stored?.distinct} distinct); ` +
      `questions accepted ${accepted.questions.length}, by status ${JSON.stringify(Object.fromEntries(statuses.map((s) => [s.status, Number(s.n)])))}`,
  );
  for (const client of subscribers) await client.dispose();
} finally {
  await Promise.all([...servers, ...workers].map((p) => p.stop("SIGKILL")));
  await pgProxy.close();
  await db.drop();
  redis.kill("SIGKILL");
  await postgres.stop();
}
