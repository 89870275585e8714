#!/usr/bin/env node
// `pnpm cluster up [--apps 3] [--run]` / `pnpm cluster down`: a multi-host test bed on this one machine
// (issue 28). Every host is a Linux network namespace of its own, joined by a veth pair to the bridge
// vidya-br0 (10.77.0.1/24, in the root namespace, where the caller — a bench, a shell — lives), so all
// traffic between hosts crosses a veth link (which `ip link set down` cuts; `tc netem`, where the kernel
// has it, delays — this machine's has not, so Redis sits behind a delay relay, see setRedisDelay):
//   vidya-lb 10.77.0.10     HAProxy: :80 round robin over the apps, :8001.. pinned to app1.., /readyz checks
//   vidya-app1..3 .11-.13   the server (:4000)
//   vidya-work1 10.77.0.21  the worker
//   vidya-work2 10.77.0.22  a second worker (up({ workers: 2 })), the same as work1's
//   vidya-model 10.77.0.50  the fake OpenAI server (:9000), on a host of its own so a worker host can die
//   vidya-db 10.77.0.30     PostgreSQL 15 (:5432, a fresh cluster in /tmp) behind PgBouncer (:6432, transaction mode)
//   vidya-redis 10.77.0.40  redis-server (:6379 on its loopback) behind scripts/cluster-delay-relay.mjs (:6379)
// Needs root, iproute2, Debian's postgresql-15, pgbouncer, haproxy, redis-server, and `pnpm build`
// (else the server and worker run from source through tsx, slower to start). `up` returns once every
// host answers; `up --run` stays in the foreground and tears the bed down on Ctrl-C. `down` is
// idempotent: it stops every process inside the bed's namespaces (found by namespace, so nothing
// else on the machine is touched) and deletes the namespaces, veths and bridge.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createConnection } from "node:net";
import { fileURLToPath } from "node:url";
import pg from "pg";

const root = fileURLToPath(new URL("..", import.meta.url));
export const DIR = "/tmp/vidya-cluster";
const BRIDGE = "vidya-br0";
const PG_BIN = "/usr/lib/postgresql/15/bin";
/** The JWT secret the bed's servers use: the tests' own, so tests/helpers/users.ts tokens are valid. */
export const JWT_SECRET = "test-secret-that-is-at-least-32-characters-long";
export const HOSTS = {
  lb: "10.77.0.10",
  app1: "10.77.0.11",
  app2: "10.77.0.12",
  app3: "10.77.0.13",
  work1: "10.77.0.21",
  work2: "10.77.0.22",
  db: "10.77.0.30",
  redis: "10.77.0.40",
  model: "10.77.0.50",
};
const ALL = Object.keys(HOSTS);
const ns = (host) => `vidya-${host}`;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function run(cmd, args, { quiet = false } = {}) {
  const r = spawnSync(cmd, args, { encoding: "utf8" });
  if (r.status !== 0 && !quiet) throw new Error(`${cmd} ${args.join(" ")}: ${r.stderr || r.stdout}`);
  return r;
}
const inNs = (host, args, opts) => run("ip", ["netns", "exec", ns(host), ...args], opts);

/** Starts `args` inside a host's namespace, detached, output to DIR/logs/<name>.log. */
function start(host, name, args, env = {}, append = false) {
  const log = openSync(`${DIR}/logs/${name}.log`, append ? "a" : "w");
  const child = spawn("ip", ["netns", "exec", ns(host), ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ["ignore", log, log],
  });
  child.unref();
  return child.pid;
}

export function logOf(name) {
  try {
    return readFileSync(`${DIR}/logs/${name}.log`, "utf8");
  } catch {
    return "";
  }
}

/** Polls `check` every 200 ms until it holds or `ms` passes (then throws with the host's log). */
async function waitFor(what, check, ms = 60_000, log = "") {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await sleep(200);
  }
  throw new Error(`${what} not ready within ${ms} ms\n${log ? logOf(log).slice(-2000) : ""}`);
}

function portOpen(host, port) {
  return new Promise((resolve) => {
    const s = createConnection({ host, port });
    const done = (ok) => {
      s.destroy();
      resolve(ok);
    };
    s.setTimeout(500, () => done(false));
    s.once("connect", () => done(true));
    s.once("error", () => done(false));
  });
}

async function query(url, text) {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  await c.connect();
  try {
    return (await c.query(text)).rows;
  } finally {
    await c.end();
  }
}

function makeHosts(hosts) {
  run("ip", ["link", "add", BRIDGE, "type", "bridge"]);
  run("ip", ["addr", "add", "10.77.0.1/24", "dev", BRIDGE]);
  run("ip", ["link", "set", BRIDGE, "up"]);
  for (const host of hosts) {
    run("ip", ["netns", "add", ns(host)]);
    // Root-side names are at most 15 characters: vb-<host>.
    run("ip", ["link", "add", `vb-${host}`, "type", "veth", "peer", "name", "eth0", "netns", ns(host)]);
    run("ip", ["link", "set", `vb-${host}`, "master", BRIDGE, "up"]);
    inNs(host, ["ip", "addr", "add", `${HOSTS[host]}/24`, "dev", "eth0"]);
    inNs(host, ["ip", "link", "set", "eth0", "up"]);
    inNs(host, ["ip", "link", "set", "lo", "up"]);
  }
}

function haproxyConfig(apps) {
  const check = "option httpchk GET /readyz\n  http-check expect status 200";
  const server = (a) => `server ${a} ${HOSTS[a]}:4000 check inter 1s fall 2 rise 1`;
  // The served-by header lets a client see which app host answered through the balancer.
  const tag = "http-response set-header x-vidya-host %[srv_name]";
  return `global
  maxconn 4000
  # The runtime API: a rolling deploy drains an app (set server apps/appN state drain | ready).
  stats socket ${DIR}/haproxy.sock mode 600 level admin
defaults
  mode http
  timeout connect 3s
  timeout client 60s
  timeout server 60s
  # WebSockets: an open subscription is a tunnel, idle for minutes between events.
  timeout tunnel 1h
frontend all
  bind ${HOSTS.lb}:80
  default_backend apps
backend apps
  balance roundrobin
  ${check}
  ${tag}
${apps.map((a) => `  ${server(a)}`).join("\n")}
${apps
  .map(
    (a, i) => `frontend pin_${a}
  bind ${HOSTS.lb}:${8001 + i}
  default_backend only_${a}
backend only_${a}
  ${check}
  ${tag}
  ${server(a)}`,
  )
  .join("\n")}
`;
}

/**
 * Brings the bed up (after clearing any left over) and returns its addresses. `apps`: 1 to 3 app hosts.
 */
export async function up({ apps: appCount = 2, workers: workerCount = 1, log = console.log } = {}) {
  if (process.getuid?.() !== 0) throw new Error("the bed needs root (network namespaces, veth, a bridge)");
  const missing = ["ip", "haproxy", "pgbouncer", "redis-server", "runuser", `${PG_BIN}/initdb`].filter(
    (bin) => spawnSync("sh", ["-c", `command -v ${bin}`]).status !== 0,
  );
  if (missing.length > 0)
    throw new Error(
      `missing ${missing.join(", ")} (Debian: apt-get install -y iproute2 haproxy pgbouncer redis-server postgresql-15)`,
    );
  await down({ log: () => {} });
  const apps = ["app1", "app2", "app3"].slice(0, Math.min(3, Math.max(1, appCount)));
  const workers = ["work1", "work2"].slice(0, Math.min(2, Math.max(1, workerCount)));
  const hosts = ["lb", ...apps, ...workers, "db", "redis", "model"];
  mkdirSync(`${DIR}/logs`, { recursive: true });
  makeHosts(hosts);

  // PostgreSQL: a fresh cluster owned by postgres, listening only on the db host's address.
  const pgData = `${DIR}/pg`;
  mkdirSync(pgData, { recursive: true });
  mkdirSync(`${DIR}/sock`, { recursive: true });
  const pgUser = Number(run("id", ["-u", "postgres"]).stdout.trim());
  const pgGroup = Number(run("id", ["-g", "postgres"]).stdout.trim());
  chownSync(pgData, pgUser, pgGroup);
  chownSync(`${DIR}/sock`, pgUser, pgGroup);
  run("runuser", [
    "-u",
    "postgres",
    "--",
    `${PG_BIN}/initdb`,
    "-D",
    pgData,
    "-A",
    "trust",
    "-U",
    "postgres",
    "--no-sync",
  ]);
  writeFileSync(`${pgData}/pg_hba.conf`, "local all all trust\nhost all all 10.77.0.0/24 trust\n");
  const startPostgres = (append = false) =>
    start(
      "db",
      "postgres",
      [
        "runuser",
        "-u",
        "postgres",
        "--",
        `${PG_BIN}/postgres`,
        "-D",
        pgData,
        "-c",
        `listen_addresses=${HOSTS.db}`,
        "-c",
        "port=5432",
        "-c",
        `unix_socket_directories=${DIR}/sock`,
        "-c",
        "fsync=off",
        "-c",
        "max_connections=200",
      ],
      {},
      append,
    );
  startPostgres();
  const direct = `postgresql://postgres@${HOSTS.db}:5432`;
  await waitFor("postgres", () => query(`${direct}/postgres`, "SELECT 1"), 30_000, "postgres");
  await query(`${direct}/postgres`, "CREATE DATABASE vidya");
  // Migrations take session-level advisory locks, which PgBouncer in transaction mode cannot keep:
  // they go straight to PostgreSQL.
  execFileSync(`${root}node_modules/.bin/prisma`, ["migrate", "deploy"], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: `${direct}/vidya` },
    stdio: "pipe",
  });

  // PgBouncer in transaction mode: a server connection per transaction, not per client.
  writeFileSync(`${DIR}/pgbouncer-users.txt`, '"postgres" ""\n');
  writeFileSync(
    `${DIR}/pgbouncer.ini`,
    `[databases]
vidya = host=${HOSTS.db} port=5432 dbname=vidya user=postgres
* = host=${HOSTS.db} port=5432 user=postgres
[pgbouncer]
listen_addr = ${HOSTS.db}
listen_port = 6432
unix_socket_dir =
auth_type = trust
auth_file = ${DIR}/pgbouncer-users.txt
pool_mode = transaction
max_client_conn = 1000
default_pool_size = 40
ignore_startup_parameters = extra_float_digits,options
# After PostgreSQL restarts, try to log in again after 1 s, not the default 15 s.
server_login_retry = 1
`,
  );
  start("db", "pgbouncer", ["runuser", "-u", "postgres", "--", "pgbouncer", `${DIR}/pgbouncer.ini`]);
  const pooled = `postgresql://postgres@${HOSTS.db}:6432/vidya`;
  await waitFor("pgbouncer", () => query(pooled, "SELECT 1"), 20_000, "pgbouncer");

  // Redis listens on the redis host's loopback; clients reach it through a relay on the host's address
  // that can add delay (setRedisDelay), since this kernel has no netem. With 0 ms it only forwards.
  start("redis", "redis", [
    "redis-server",
    "--bind",
    "127.0.0.1",
    "--port",
    "6379",
    "--save",
    "",
    "--appendonly",
    "no",
  ]);
  writeFileSync(`${DIR}/redis-delay-ms`, "0");
  start("redis", "redis-relay", [
    "node",
    "scripts/cluster-delay-relay.mjs",
    HOSTS.redis,
    "6379",
    "127.0.0.1",
    "6379",
    `${DIR}/redis-delay-ms`,
  ]);
  await waitFor("redis", () => portOpen(HOSTS.redis, 6379), 20_000, "redis");

  start("model", "fake-openai", [
    "node",
    "--import",
    "tsx",
    "tests/helpers/fake-openai-cli.ts",
    HOSTS.model,
    "9000",
  ]);
  await waitFor("fake OpenAI", () => portOpen(HOSTS.model, 9000), 60_000, "fake-openai");

  const built = existsSync(`${root}server/dist/main.js`) && existsSync(`${root}worker/dist/main.js`);
  const entry = (pkg) => (built ? [`${pkg}/dist/main.js`] : ["--import", "tsx", `${pkg}/src/main.ts`]);
  const env = {
    DATABASE_URL: pooled,
    REDIS_URL: `redis://${HOSTS.redis}:6379`,
    REDIS_PREFIX: "bed",
    NODE_ENV: "production",
    JWT_SECRET,
    LOG_LEVEL: "info",
    // Benches send their own documents (the app sends registered hashes).
    ALLOW_ARBITRARY_OPERATIONS: "true",
    TRUST_PROXY: "true",
  };
  const startApp = (a, append = false, overrides = {}) =>
    start(
      a,
      a,
      ["node", ...entry("server")],
      { ...env, HOST: "0.0.0.0", PORT: "4000", ...overrides },
      append,
    );
  for (const a of apps) startApp(a);
  const workerEnv = {
    ...env,
    AI_PROVIDER: "openai",
    OPENAI_API_KEY: "sk-bed",
    OPENAI_BASE_URL: `http://${HOSTS.model}:9000/v1`,
    OPENAI_MODEL: "fake",
  };
  // Log names: "worker" for work1 (as before), "worker2" for work2.
  const workerLog = (w) => (w === "work1" ? "worker" : "worker2");
  for (const w of workers) start(w, workerLog(w), ["node", ...entry("worker")], workerEnv);
  for (const a of apps)
    await waitFor(a, async () => (await fetch(`http://${HOSTS[a]}:4000/readyz`)).ok, 90_000, a);
  for (const w of workers)
    await waitFor(w, async () => logOf(workerLog(w)).includes("worker started"), 90_000, workerLog(w));

  writeFileSync(`${DIR}/haproxy.cfg`, haproxyConfig(apps));
  start("lb", "haproxy", ["haproxy", "-db", "-f", `${DIR}/haproxy.cfg`]);
  const pinned = apps.map((a, i) => ({
    host: a,
    url: `http://${HOSTS.lb}:${8001 + i}`,
    wsUrl: `ws://${HOSTS.lb}:${8001 + i}/graphql`,
  }));
  for (const p of pinned)
    await waitFor(`balancer → ${p.host}`, async () => (await fetch(`${p.url}/readyz`)).ok, 20_000, "haproxy");

  const bed = {
    apps,
    workers,
    workerEnv,
    balancer: `http://${HOSTS.lb}`,
    pinned,
    directDatabaseUrl: `${direct}/vidya`,
    pooledDatabaseUrl: pooled,
    redisUrl: env.REDIS_URL,
    built,
    /** Starts app host `a`'s server again (after a stop), appending to its log; resolves once ready. */
    async restartApp(a) {
      startApp(a, true);
      await waitFor(a, async () => (await fetch(`http://${HOSTS[a]}:4000/readyz`)).ok, 90_000, a);
    },
    /** Stops app host `a`'s server (SIGTERM, then SIGKILL after 10 s); resolves once nothing runs there. */
    async stopApp(a) {
      for (const sig of ["SIGTERM", "SIGKILL"]) {
        for (const pid of pids(a)) {
          try {
            process.kill(pid, sig);
          } catch {}
        }
        for (let i = 0; i < 50 && pids(a).length > 0; i++) await sleep(200);
        if (pids(a).length === 0) return;
      }
    },
    /**
     * Starts app host `a`'s server with some settings replaced (a misconfigured host), appending to its
     * log; does not wait for it to be ready, since it may never be.
     */
    startAppWith(a, overrides) {
      startApp(a, true, overrides);
    },
    /** Starts PostgreSQL again (after a stop); resolves once it answers. */
    async restartPostgres() {
      startPostgres(true);
      await waitFor("postgres", () => query(`${direct}/postgres`, "SELECT 1"), 30_000, "postgres");
    },
  };
  log(
    `bed up (${built ? "built bundles" : "sources via tsx"}): balancer ${bed.balancer}, ${pinned
      .map((p) => `${p.host} pinned at ${p.url}`)
      .join(", ")}; PgBouncer ${pooled}; Redis ${bed.redisUrl}; logs in ${DIR}/logs`,
  );
  return bed;
}

/**
 * Delays what Redis sends by `ms` (0: none), so every round trip to Redis takes `ms` longer: `tc netem`
 * on the redis host's eth0 where the kernel has it, else the relay in front of Redis. Returns which.
 */
export function setRedisDelay(ms, { jitterMs = 0, lossPct = 0 } = {}) {
  inNs("redis", ["tc", "qdisc", "del", "dev", "eth0", "root"], { quiet: true });
  writeFileSync(`${DIR}/redis-delay-ms`, "0");
  if (ms === 0 && jitterMs === 0 && lossPct === 0) return "none";
  if (jitterMs > 0 || lossPct > 0) {
    // netem could do both, but this kernel has none: always the relay for jitter and "loss".
    writeFileSync(`${DIR}/redis-delay-ms`, `${ms} ${jitterMs} ${lossPct}`);
    return `the relay: ${ms} ± ${jitterMs} ms, ${lossPct} % of chunks one RTO (200 ms) late`;
  }
  const tc = inNs("redis", ["tc", "qdisc", "replace", "dev", "eth0", "root", "netem", "delay", `${ms}ms`], {
    quiet: true,
  });
  if (tc.status === 0) return "tc netem on the redis host's eth0";
  writeFileSync(`${DIR}/redis-delay-ms`, String(ms));
  return "the delay relay in front of Redis (this kernel has no sch_netem)";
}

/** The pids of every process inside a host's namespace. */
export const pids = (host) =>
  run("ip", ["netns", "pids", ns(host)], { quiet: true })
    .stdout.split("\n")
    .map(Number)
    .filter((p) => p > 0);

/** Stops everything inside the bed's namespaces and removes them, the veths and the bridge. Idempotent. */
export async function down({ log = console.log } = {}) {
  const existing = new Set(
    run("ip", ["netns", "list"])
      .stdout.split("\n")
      .map((l) => l.split(" ")[0]),
  );
  const mine = ALL.filter((h) => existing.has(ns(h)));
  const signal = (hosts, sig) => {
    for (const h of hosts)
      for (const pid of pids(h)) {
        try {
          process.kill(pid, sig);
        } catch {}
      }
  };
  // Front to back: the balancer, apps and worker first, while Redis and PostgreSQL are still there for
  // their shutdown (a worker closing its queues with Redis gone waits for it); then the data hosts.
  // SIGINT is PostgreSQL's fast shutdown and every other program's stop. Up to 10 s each, then SIGKILL.
  const stubborn = [];
  for (const stage of [
    ["lb", "app1", "app2", "app3", "work1", "work2"],
    ["db", "redis", "model"],
  ]) {
    const hosts = mine.filter((h) => stage.includes(h));
    signal(hosts, "SIGINT");
    for (let i = 0; i < 50 && hosts.some((h) => pids(h).length > 0); i++) await sleep(200);
    for (const h of hosts)
      for (const pid of pids(h))
        stubborn.push(`${h}:${run("ps", ["-o", "comm=", "-p", String(pid)], { quiet: true }).stdout.trim()}`);
    signal(hosts, "SIGKILL");
    for (let i = 0; i < 25 && hosts.some((h) => pids(h).length > 0); i++) await sleep(200);
  }
  for (const h of mine) run("ip", ["netns", "del", ns(h)], { quiet: true });
  for (const h of ALL) run("ip", ["link", "del", `vb-${h}`], { quiet: true });
  run("ip", ["link", "del", BRIDGE], { quiet: true });
  rmSync(`${DIR}/pg`, { recursive: true, force: true });
  log(
    `bed down: ${mine.length} namespaces removed${stubborn.length > 0 ? ` (SIGKILL needed for ${stubborn.join(", ")})` : ""}`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [command] = process.argv.slice(2);
  const flag = (name) => process.argv.indexOf(name);
  if (command === "up") {
    const apps = flag("--apps") > 0 ? Number(process.argv[flag("--apps") + 1]) : 2;
    try {
      await up({ apps });
    } catch (error) {
      console.error(String(error));
      await down();
      process.exit(1);
    }
    if (flag("--run") > 0) {
      console.log("running; Ctrl-C tears the bed down");
      const stop = async () => {
        await down();
        process.exit(0);
      };
      process.once("SIGINT", stop);
      process.once("SIGTERM", stop);
      setInterval(() => {}, 1 << 30);
    }
  } else if (command === "down") {
    await down();
  } else {
    console.error("usage: node scripts/cluster.mjs up [--apps 1|2|3] [--run] | down");
    process.exit(2);
  }
}
