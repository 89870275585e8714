import { spawn } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
// @ts-expect-error plain ESM script shared with the dev and test runners
import { ensurePostgres, ensureRedis } from "../../scripts/services.mjs";
import { createTestDatabase } from "../helpers/database";
import { startAuthEmulator } from "../helpers/firebase-emulator";
import { prepareNginx } from "../helpers/nginx";
import { freePort, type Proc, uniquePrefix } from "../helpers/processes";
import { startSmtpSink } from "../helpers/smtp";

const root = new URL("../..", import.meta.url).pathname;

function run(cmd: string, args: string[], env: Record<string, string>, label: string, cwd = root): Proc {
  const child = spawn(cmd, args, { cwd, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  const logs: string[] = [];
  const keep = (d: Buffer) => {
    logs.push(d.toString());
    if (process.env.E2E_VERBOSE) process.stdout.write(`[${label}] ${d}`);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return {
    child,
    logs,
    exited,
    async stop(signal: NodeJS.Signals = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

async function waitForUrl(url: string, proc: Proc, ms = 30_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    if (proc.child.exitCode !== null) throw new Error(`exited early:\n${proc.logs.join("")}`);
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${url} not ready:\n${proc.logs.join("")}`);
}

/**
 * The Firebase settings the client build has baked in, written by scripts/test.mjs beside its e2e
 * build; null for a build without them (a plain `pnpm build`: no Google button, so no Google test).
 */
function builtFirebaseConfig(): { projectId: string; emulatorHost: string } | null {
  const marker = `${root}client/dist/e2e-build.json`;
  if (!existsSync(marker)) return null;
  return JSON.parse(readFileSync(marker, "utf8")).firebase ?? null;
}

/**
 * Boots the production stack once for the whole e2e run: a fresh database, the bundled server and
 * worker, and the built client served as in production: nginx with docker/nginx.conf (its real CSP and
 * headers), /graphql (and its WebSocket) and /upload proxied to the server.
 * Requires `pnpm build` first (scripts/test.mjs does it). When that build is wired to the Firebase
 * Auth emulator, the emulator runs on the port it expects and the server verifies its tokens.
 */
export default async function globalSetup() {
  const postgres = await ensurePostgres();
  const redis = await ensureRedis();
  const db = await createTestDatabase(process.env.VIDYA_TEST_ADMIN_DATABASE_URL ?? postgres.url, "e2e");
  const smtp = await startSmtpSink();
  const firebase = builtFirebaseConfig();
  const emulator = firebase ? await startAuthEmulator(Number(firebase.emulatorHost.split(":")[1])) : null;
  // Processes started so far; stopped if a later step fails (the emulator is detached and would
  // otherwise outlive the run).
  const started: Proc[] = [];
  try {
    if (emulator && emulator.host !== firebase?.emulatorHost) {
      throw new Error(
        `the Auth emulator runs on ${emulator.host}, the build expects ${firebase?.emulatorHost}`,
      );
    }
    return await bootStack({ db, smtp, redis, postgres, emulator, firebase, started });
  } catch (error) {
    await Promise.all(started.map((p) => p.stop()));
    await emulator?.stop();
    throw error;
  }
}

/** Starts the server, worker and web against the prepared services; returns the teardown. */
async function bootStack({
  db,
  smtp,
  redis,
  postgres,
  emulator,
  firebase,
  started,
}: {
  db: Awaited<ReturnType<typeof createTestDatabase>>;
  smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  redis: { url: string; stop: () => Promise<void> };
  postgres: { url: string; stop: () => Promise<void> };
  emulator: Awaited<ReturnType<typeof startAuthEmulator>> | null;
  firebase: ReturnType<typeof builtFirebaseConfig>;
  started: Proc[];
}) {
  const apiPort = await freePort();
  const webPort = await freePort();
  const baseURL = `http://127.0.0.1:${webPort}`;
  const env = {
    NODE_ENV: "production",
    DATABASE_URL: db.url,
    REDIS_URL: process.env.VIDYA_TEST_REDIS_URL ?? redis.url,
    REDIS_PREFIX: uniquePrefix("e2e"),
    PUBLIC_URL: baseURL,
    LOG_LEVEL: "warn",
    JWT_SECRET: "e2e-secret-that-is-at-least-32-characters-long",
    // Operator routes, as a deployment sets them: the queue board for the admin, metrics with a token.
    ADMIN_USER: "e2e-admin",
    ADMIN_PASSWORD: "e2e-admin-password-long-enough",
    METRICS_TOKEN: "e2e-metrics-token-long-enough",
    SMTP_URL: smtp.url,
    // Focus-timer phases in seconds instead of minutes (README: test only); settings still read in minutes.
    TIMER_MINUTE_SECONDS: "1",
    // The one verified school (issue 24): its teachers may confirm a school's consent.
    SCHOOL_EMAIL_DOMAINS: "school.example.test",
    ...(emulator && { FIREBASE_PROJECT_ID: emulator.projectId, FIREBASE_AUTH_EMULATOR_HOST: emulator.host }),
  };
  const server = run(
    process.execPath,
    ["server/dist/main.js"],
    { ...env, PORT: String(apiPort), HOST: "127.0.0.1" },
    "server",
  );
  started.push(server);
  // The tutor answers offline here, paced a little so its streaming can be watched.
  const workerEnv = { ...env, AI_PROVIDER: "local", AI_LOCAL_CHUNK_DELAY_MS: "20" };
  const worker = run(process.execPath, ["worker/dist/main.js"], workerEnv, "worker");
  started.push(worker);
  await waitForUrl(`http://127.0.0.1:${apiPort}/readyz`, server);
  // The production front: Debian's nginx with docker/nginx.conf and the CSP docker/csp.envsh builds.
  const nginx = prepareNginx({
    port: webPort,
    upstream: `http://127.0.0.1:${apiPort}`,
    dist: `${root}client/dist`,
    cspEnv: {
      PUBLIC_URL: baseURL,
      ...(firebase && {
        FIREBASE_AUTH_DOMAIN: `${firebase.projectId}.firebaseapp.com`,
        FIREBASE_AUTH_EMULATOR_HOST: firebase.emulatorHost,
      }),
    },
  });
  const web = run(nginx.command, nginx.args, {}, "web");
  started.push(web);
  await waitForUrl(baseURL, web);
  process.env.E2E_BASE_URL = baseURL;
  process.env.E2E_API_URL = `http://127.0.0.1:${apiPort}`;
  process.env.E2E_CSP = nginx.csp;
  process.env.E2E_DATABASE_URL = db.url;
  process.env.E2E_MAIL_URL = smtp.httpUrl;
  // For tests that reset a server-side cache (e.g. the landing statistics).
  process.env.E2E_REDIS_URL = env.REDIS_URL;
  process.env.E2E_REDIS_PREFIX = env.REDIS_PREFIX;
  // Set only when the build has Google sign-in; the Google journey skips (and says why) otherwise.
  if (emulator) process.env.E2E_FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  return async () => {
    await Promise.all([web.stop(), server.stop(), worker.stop()]);
    await emulator?.stop();
    await smtp.close();
    await db.drop();
    rmSync(nginx.dir, { recursive: true, force: true });
    await redis.stop();
    await postgres.stop();
  };
}
