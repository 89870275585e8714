#!/usr/bin/env node
// `pnpm dev`: server, worker and client with reload. Uses DATABASE_URL / REDIS_URL when set;
// otherwise the local default ports; otherwise an embedded PostgreSQL (data in .data/) and a
// redis-server from PATH. Applies migrations to the development database first.
import pg from "pg";
import { long, root, sh } from "./run.mjs";
import { ensurePostgres, ensureRedis, withDatabase } from "./services.mjs";

const bin = (name) => `${root}node_modules/.bin/${name}`;
const given = process.env.DATABASE_URL;
const postgres = await ensurePostgres();
const redis = await ensureRedis();

let databaseUrl = given;
if (!databaseUrl) {
  databaseUrl = withDatabase(postgres.url, "vidya_dev");
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  const exists = await admin.query("SELECT 1 FROM pg_database WHERE datname = 'vidya_dev'");
  if (exists.rowCount === 0) await admin.query('CREATE DATABASE "vidya_dev"');
  await admin.end();
}
const env = { DATABASE_URL: databaseUrl, REDIS_URL: redis.url, NODE_ENV: "development" };
console.log(
  `database ${new URL(databaseUrl).pathname.slice(1)} on ${new URL(databaseUrl).host}; redis ${redis.url}`,
);

if ((await sh(bin("prisma"), ["migrate", "deploy"], { env })) !== 0) process.exit(1);
if ((await sh(bin("prisma"), ["generate"], { env })) !== 0) process.exit(1);

const apiPort = process.env.PORT ?? "4000";
const children = [
  long("server", bin("tsx"), ["watch", "--clear-screen=false", "server/src/main.ts"], {
    env: { ...env, PORT: apiPort },
  }),
  long("worker", bin("tsx"), ["watch", "--clear-screen=false", "worker/src/main.ts"], { env }),
  long("client", `${root}client/node_modules/.bin/vite`, ["--host", "127.0.0.1"], {
    env: { VITE_API_PROXY: `http://127.0.0.1:${apiPort}` },
    cwd: `${root}client`,
  }),
];
console.log(
  `client on http://127.0.0.1:${process.env.CLIENT_PORT ?? 5173}, API on http://127.0.0.1:${apiPort}/graphql`,
);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  for (const c of children) c.kill("SIGTERM");
  await new Promise((r) => setTimeout(r, 1500));
  await redis.stop();
  await postgres.stop();
  process.exit(0);
}
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const c of children)
  c.on("exit", (code) => code && !stopping && console.error(`a process exited with ${code}`));
