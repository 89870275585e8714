import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createServer } from "node:net";

const root = new URL("../..", import.meta.url).pathname;

/** A free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      const port = typeof address === "object" && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/** A Redis key prefix no other test run shares, so queues and channels never cross. */
export function uniquePrefix(label = "test"): string {
  return `${label}-${randomBytes(4).toString("hex")}`;
}

export interface Proc {
  child: ChildProcess;
  logs: string[];
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * Spawns `node --import tsx <entry>` (one process, so a signal reaches the program itself, not a
 * wrapper) with env and collects its output.
 */
export function spawnTs(entry: string, env: Record<string, string>, nodeArgs: string[] = []): Proc {
  // A bundle (server/dist/main.js) runs as is; sources run through tsx.
  const args = entry.endsWith(".ts") ? ["--import", "tsx", entry] : [entry];
  const child = spawn(process.execPath, [...nodeArgs, ...args], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "test",
      LOG_LEVEL: "info",
      JWT_SECRET: "test-secret-that-is-at-least-32-characters-long",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logs: string[] = [];
  child.stdout?.on("data", (d: Buffer) => logs.push(d.toString()));
  child.stderr?.on("data", (d: Buffer) => logs.push(d.toString()));
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

async function waitFor(check: () => Promise<boolean> | boolean, what: string, proc: Proc, ms = 90_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    if (proc.child.exitCode !== null) throw new Error(`${what} exited early:\n${proc.logs.join("")}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  // Never leave a half-started process behind: the caller has no handle on it to stop.
  proc.child.kill("SIGKILL");
  throw new Error(`${what} not ready within ${ms} ms:\n${proc.logs.join("")}`);
}

export interface StackEnv {
  DATABASE_URL: string;
  REDIS_URL: string;
  REDIS_PREFIX: string;
  [key: string]: string;
}

export interface ServerProc extends Proc {
  port: number;
  url: string;
  wsUrl: string;
}

/**
 * The integration run's bundles (server/.test-dist, worker/.test-dist), built once by its global setup
 * with the same esbuild step as production: a process then starts in about half the time and CPU of
 * running the sources through tsx, which dozens of test files starting stacks side by side feel.
 * Outside that run (a bench, the e2e setup) there are none, and the sources run.
 */
const testBundles = () => process.env.VIDYA_TEST_BUNDLE_DIR;

/**
 * Boots the real server on a free port and waits until /readyz answers 200: from the run's test bundle
 * (else from source), from the production bundle (`built`), or from the bundle of another built
 * checkout (`dir`, e.g. a base commit). `nodeArgs` go to node before the entry (e.g. `--cpu-prof`).
 */
export async function startServer(
  env: StackEnv,
  options: {
    built?: boolean;
    dir?: string;
    nodeArgs?: string[];
    /** The /readyz status to wait for (503: a server meant to be misconfigured, once it listens). */
    readyStatus?: number;
  } = {},
): Promise<ServerProc> {
  const port = await freePort();
  const proc = spawnTs(
    options.dir
      ? `${options.dir}/server/dist/main.js`
      : options.built
        ? "server/dist/main.js"
        : testBundles()
          ? `server/${testBundles()}/main.js`
          : "server/src/main.ts",
    {
      HOST: "127.0.0.1",
      PORT: String(port),
      ...env,
    },
    options.nodeArgs,
  );
  const url = `http://127.0.0.1:${port}`;
  await waitFor(
    async () => {
      try {
        return (await fetch(`${url}/readyz`)).status === (options.readyStatus ?? 200);
      } catch {
        return false;
      }
    },
    "server",
    proc,
  );
  return { ...proc, port, url, wsUrl: `ws://127.0.0.1:${port}/graphql` };
}

/** Boots the real worker (test bundle, else source; or as `startServer`'s options say) and waits until it reports its queues. */
export async function startWorker(
  env: StackEnv,
  options: { built?: boolean; dir?: string; nodeArgs?: string[] } = {},
): Promise<Proc> {
  const entry = options.dir
    ? `${options.dir}/worker/dist/main.js`
    : options.built
      ? "worker/dist/main.js"
      : testBundles()
        ? `worker/${testBundles()}/main.js`
        : "worker/src/main.ts";
  const proc = spawnTs(entry, env, options.nodeArgs);
  await waitFor(() => proc.logs.join("").includes("worker started"), "worker", proc);
  return proc;
}
