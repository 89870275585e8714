/**
 * The multi-host bed (issue 28, item 1): `pnpm bench cluster` brings up scripts/cluster.mjs's hosts
 * (HAProxy, two app hosts, a worker host with the fake OpenAI, PostgreSQL behind PgBouncer in transaction
 * mode, Redis), each in its own network namespace, and proves through the balancer that
 *   (a) a study-group message sent by a client pinned to app1 reaches a subscriber pinned to app2, and
 *   (b) a tutor question asked on app1 is answered by the worker host (→ fake OpenAI) and streamed to a
 *       subscriber on app2 until DONE with the whole, checked answer;
 * then (a) again with every Redis reply 100 ms late; then (c) app2 restarted misconfigured three ways (a
 * wrong DATABASE_URL, an unreachable Redis, a JWT_SECRET too short): its log says why, and the balancer
 * sends it nothing until it is started as it should be. Pinning is by HAProxy frontend: :8001 has only app1
 * behind it, :8002 only app2 (the x-vidya-host header HAProxy adds says which host answered). Prints
 * timings; exits non-zero if a crossing fails. Needs root; `pnpm build` first (else sources via tsx);
 * Prisma's schema engine for the migrations (on an offline machine PRISMA_SCHEMA_ENGINE_BINARY).
 * BENCH_CLUSTER=scale or BENCH_CLUSTER=faults runs bench/cluster-load.ts instead: the load mix on the bed.
 */
import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { createConnection } from "node:net";
import { performance } from "node:perf_hooks";
import { down, HOSTS, logOf, setRedisDelay, up } from "../scripts/cluster.mjs";
import { sql } from "../tests/helpers/database";
import { collect, wsClient } from "../tests/helpers/graphql";
import {
  createGroup,
  joinGroup,
  MESSAGE_EVENTS,
  type MessageEvent,
  ok,
  sendMessage,
} from "../tests/helpers/groups";
import { ask, watch } from "../tests/helpers/tutor";
import { createUser } from "../tests/helpers/users";
import { machineLoad, summary } from "./lib";

// BENCH_CLUSTER=scale|faults: the load mix on the bed instead (bench/cluster-load.ts).
const MODE = process.env.BENCH_CLUSTER;
if (MODE) {
  const { main } = await import("./cluster-load");
  process.exit(await main(MODE));
}

/** One Redis PING over a fresh connection from this (root) namespace, in ms: shows the link's delay. */
async function redisPing(url: string): Promise<number> {
  const { hostname, port } = new URL(url);
  const socket = createConnection({ host: hostname, port: Number(port) });
  await once(socket, "connect");
  const t0 = performance.now();
  socket.write("PING\r\n");
  await once(socket, "data");
  socket.destroy();
  return performance.now() - t0;
}

const CROSSINGS = 20;
const DELAYED_CROSSINGS = 10;
const started = performance.now();
// The load before anything starts: a run beside other work is marked, not recorded.
console.log(machineLoad().line);
const fail = (why: string): never => {
  throw new Error(why);
};
// Bounded: the whole run, bed included, within 4 minutes, and the bed goes down whatever happens.
let finished = false;
const stop = async (code: number) => {
  if (finished) return;
  finished = true;
  await down();
  process.exit(code);
};
const watchdog = setTimeout(() => {
  console.error("cluster bench: over 240 s, giving up");
  void stop(1);
}, 240_000);
process.once("SIGINT", () => void stop(130));

const bed = await up({ apps: 2 }).catch(async (error: unknown) => {
  console.error(String(error));
  await stop(1);
  throw error;
});
console.log(`bed up in ${((performance.now() - started) / 1000).toFixed(1)} s`);
let code = 0;
try {
  const [app1, app2] = bed.pinned;
  if (!app1 || !app2) throw new Error("two app hosts expected");
  const servedBy = async (url: string) => (await fetch(`${url}/readyz`)).headers.get("x-vidya-host");
  if ((await servedBy(app1.url)) !== "app1" || (await servedBy(app2.url)) !== "app2")
    fail("the pinned frontends do not reach app1 and app2");
  const roundRobin: string[] = [];
  for (let i = 0; i < 4; i++) roundRobin.push(String(await servedBy(bed.balancer)));
  console.log(
    `balancer: :8001 → app1, :8002 → app2; round robin on :80 answered by ${roundRobin.join(", ")}`,
  );

  // Users straight into the database through PgBouncer, like any client of it.
  const db = bed.pooledDatabaseUrl;
  const newStudent = () => createUser(db, { role: "student" });
  // Four senders taking turns: one alone would meet the group-send limit (10 per 10 s).
  const senders = [await newStudent(), await newStudent(), await newStudent(), await newStudent()];
  const [reader, student] = [await newStudent(), await newStudent()];
  const [owner, ...others] = senders;
  if (!owner) throw new Error("no sender");
  const group = await createGroup(app1.url, owner, "Bed group");
  for (const member of [...others, reader]) ok(await joinGroup(app1.url, member, group.inviteCode));

  // (a) The reader listens on app2; the sender posts on app1.
  const client = wsClient(app2.wsUrl, reader.headers);
  const events = collect<MessageEvent>(client, MESSAGE_EVENTS, { groupId: group.id });
  await events.until((e) => e.groupMessageEvents.type === "SUBSCRIBED", 15_000);
  /** Sends n messages on app1, each seen on app2 within 10 s; none may arrive sooner than `floorMs`. */
  const cross = async (n: number, label: string, floorMs = 0) => {
    const sent: number[] = [];
    const seen: number[] = [];
    for (let i = 0; i < n; i++) {
      const clientId = randomUUID();
      const t0 = performance.now();
      const sender = senders[i % senders.length] ?? owner;
      ok(await sendMessage(app1.url, sender, group.id, `${label} ${i}`, clientId));
      sent.push(performance.now() - t0);
      await events.until(
        (e) => e.groupMessageEvents.type === "ADDED" && e.groupMessageEvents.message?.clientId === clientId,
        10_000,
      );
      seen.push(performance.now() - t0);
    }
    console.log(`(a) ${label}: ${n}/${n} messages sent on app1 reached the subscriber on app2`);
    console.log(`    send (HTTP round trip)  ${summary(sent)}`);
    console.log(`    send → seen on app2     ${summary(seen)}`);
    console.log(`    each, ms: ${seen.map((ms) => ms.toFixed(0)).join(" ")}`);
    if (seen.some((ms) => ms < floorMs))
      fail(`a crossing took under ${floorMs} ms: the delay was not in effect`);
  };
  await cross(CROSSINGS, "chat across hosts");

  // (b) Asked on app1, answered on work1 by the fake OpenAI, streamed to a watcher on app2.
  const t0 = performance.now();
  const id = await ask(app1.url, student, { topic: "ARITHMETIC", question: "What is 15% of 240?" });
  const w = watch(app2.wsUrl, student, id);
  const firstPiece = await w.until((t) => t.partial !== "" || t.status === "DONE", 30_000);
  const tFirst = performance.now() - t0;
  const final = await w.finished(30_000);
  const tDone = performance.now() - t0;
  const partials = w.tasks().filter((t) => t.status === "RUNNING" && t.partial !== "");
  await w.close();
  if (final.status !== "DONE") fail(`tutor task ended ${final.status}: ${final.failureMessage}`);
  if (final.result?.finalAnswer !== "36" || !final.result.verified)
    fail(`unexpected answer ${JSON.stringify(final.result)}`);
  if (!final.result?.explanation.includes("\\frac{15}{100}")) fail("the explanation is not the fake's");
  for (const [i, t] of partials.entries())
    if (i > 0 && !t.partial.startsWith(partials[i - 1]?.partial ?? "")) fail("a streamed piece went missing");
  if (w.tasks().filter((t) => t.status === "DONE").length !== 1) fail("DONE seen other than once");
  console.log(
    `(b) tutor: asked on app1, streamed to app2 in ${partials.length} growing pieces, DONE "36" verified, explanation ${final.result?.explanation.length} chars`,
  );
  console.log(
    `    ask → first piece ${tFirst.toFixed(0)} ms${firstPiece.status === "DONE" ? " (DONE)" : ""}, ask → DONE ${tDone.toFixed(0)} ms`,
  );

  // (a) again, every Redis reply 100 ms late.
  const how = setRedisDelay(100);
  await new Promise((r) => setTimeout(r, 300)); // the relay rereads its delay every 100 ms
  const ping = await redisPing(bed.redisUrl);
  console.log(`Redis link +100 ms per round trip (${how}): PING from here ${ping.toFixed(0)} ms`);
  if (ping < 95) fail("the delay is not in effect");
  try {
    // Delivery needs at least the publish's reply or the subscriber's message from Redis: ≥ 100 ms.
    await cross(DELAYED_CROSSINGS, "chat across hosts, Redis +100 ms", 100);
  } finally {
    setRedisDelay(0);
  }
  await client.dispose();

  const [stored] = await sql<{ n: string; distinct: string }>(
    db,
    `SELECT count(*) AS n, count(DISTINCT "clientId") AS distinct FROM "GroupMessage" WHERE "groupId" = $1`,
    [group.id],
  );
  const total = CROSSINGS + DELAYED_CROSSINGS;
  if (Number(stored?.n) !== total || Number(stored?.distinct) !== total)
    fail(`stored ${stored?.n} messages (${stored?.distinct} distinct), expected ${total}`);
  console.log(`stored exactly once: ${total}/${total} messages in PostgreSQL (read through PgBouncer)`);
  // Every query of the servers and the worker went through PgBouncer in transaction mode: none may have failed.
  const errors = ["app1", "app2", "worker"].map(
    (name) =>
      `${name} ${
        logOf(name)
          .split("\n")
          .filter((l) => /"level":(50|60)/.test(l)).length
      }`,
  );
  const bouncer = logOf("pgbouncer")
    .split("\n")
    .filter((l) => / (ERROR|WARNING) /.test(l)).length;
  console.log(`error log lines: ${errors.join(", ")}; PgBouncer errors/warnings ${bouncer}`);
  if (bouncer > 0 || errors.some((e) => !e.endsWith(" 0"))) fail("errors in the hosts' logs");

  // (c) Bad input: app2 restarted misconfigured. It must say why in its log, fail its readiness check
  // (or not start), and the balancer must send it nothing: every request on :80 is answered by app1.
  // Then app2 is started as it should be and takes its share again.
  const misconfigured: [string, Record<string, string>, RegExp][] = [
    [
      "a wrong DATABASE_URL",
      { DATABASE_URL: bed.pooledDatabaseUrl.replace(/\/vidya$/, "/vidya_typo") },
      /not ready: PostgreSQL \(DATABASE_URL\) unavailable: .*vidya_typo/,
    ],
    [
      "an unreachable Redis",
      { REDIS_URL: `redis://${HOSTS.redis}:6390` },
      /not ready: Redis \(REDIS_URL\) unavailable: /,
    ],
    ["a JWT_SECRET too short", { JWT_SECRET: "short" }, /JWT_SECRET/],
  ];
  for (const [what, overrides, said] of misconfigured) {
    await bed.stopApp("app2");
    const logBefore = logOf("app2").length;
    bed.startAppWith("app2", overrides);
    const deadline = Date.now() + 30_000;
    while (!said.test(logOf("app2").slice(logBefore))) {
      if (Date.now() > deadline)
        fail(`app2 with ${what}: its log never said why:\n${logOf("app2").slice(logBefore)}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    const line =
      logOf("app2")
        .slice(logBefore)
        .split("\n")
        .find((l) => said.test(l)) ?? "";
    // HAProxy checks every second and takes a host out after two failed checks.
    await new Promise((r) => setTimeout(r, 2500));
    const answeredBy = new Map<string, number>();
    let failed = 0;
    for (let i = 0; i < 20; i++) {
      const res = await fetch(`${bed.balancer}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: "{ health }" }),
      }).catch(() => null);
      if (!res?.ok) failed++;
      const host = res?.headers.get("x-vidya-host") ?? "none";
      answeredBy.set(host, (answeredBy.get(host) ?? 0) + 1);
    }
    console.log(
      `(c) app2 with ${what}: its log says ${JSON.stringify(line.replace(/^.*"msg":"/, "").slice(0, 160))}; 20 requests on :80: ${[
        ...answeredBy,
      ]
        .map(([h, n]) => `${n} by ${h}`)
        .join(", ")}, ${failed} failed`,
    );
    if (failed > 0 || answeredBy.get("app1") !== 20)
      fail(`app2 with ${what} received traffic or requests failed`);
  }
  await bed.stopApp("app2");
  await bed.restartApp("app2");
  const back = new Set<string>();
  for (let i = 0; i < 40 && !back.has("app2"); i++) {
    back.add(String(await servedBy(bed.balancer)));
    await new Promise((r) => setTimeout(r, 250));
  }
  if (!back.has("app2")) fail("app2 started as it should be but the balancer does not send it requests");
  console.log("(c) app2 started as it should be: ready, and answering its share on :80 again");
} catch (error) {
  console.error(`cluster bench FAILED: ${error instanceof Error ? error.message : String(error)}`);
  code = 1;
}
clearTimeout(watchdog);
console.log(
  `total ${((performance.now() - started) / 1000).toFixed(1)} s; ${new Date().toISOString()}; at the end: ${machineLoad().line}`,
);
await stop(code);
