/** Shared helpers for benchmarks: a fresh database, a running stack, percentiles, the machine's load. */
import { cpus, loadavg } from "node:os";
// @ts-expect-error plain ESM script shared with the dev and test runners
import { ensurePostgres, ensureRedis } from "../scripts/services.mjs";
import { createTestDatabase } from "../tests/helpers/database";
import {
  type Proc,
  type ServerProc,
  startServer,
  startWorker,
  uniquePrefix,
} from "../tests/helpers/processes";

/**
 * "load average 0.42 0.30 0.12 on 2 cores", with a NOISY mark when the 1-minute load is 1.5 or more:
 * the machine is shared, and a figure measured beside other work is not one to record.
 */
export function machineLoad(): { line: string; noisy: boolean } {
  const load = loadavg();
  const noisy = (load[0] ?? 0) >= 1.5;
  const line = `load average ${load.map((l) => l.toFixed(2)).join(" ")} on ${cpus().length} cores${noisy ? " (NOISY: load ≥ 1.5, do not record these figures)" : ""}`;
  return { line, noisy };
}

/**
 * The env that points the server and worker at a fake OpenAI-compatible server (tests/helpers/fake-openai):
 * local moderation, no daily limit, no retries, so a bench measures the pipeline and not the limits.
 */
export function fakeModelEnv(url: string): Record<string, string> {
  return {
    OPENAI_API_KEY: "sk-bench",
    OPENAI_BASE_URL: url,
    OPENAI_MODEL: "fake",
    AI_MODERATION: "local",
    AI_DAILY_TOKEN_LIMIT: "0",
    AI_MAX_RETRIES: "0",
  };
}

/** p-th percentile (0–100) of a list of numbers. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const idx = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[idx] ?? Number.NaN;
}

/** "p50 1.23 ms  p95 4.56 ms" */
export function summary(values: number[]): string {
  return `p50 ${percentile(values, 50).toFixed(2)} ms  p95 ${percentile(values, 95).toFixed(2)} ms  (n=${values.length})`;
}

/** Starts Postgres/Redis if needed, a fresh database, and optionally the server and worker. */
export async function benchStack(
  options: {
    server?: boolean;
    worker?: boolean;
    env?: Record<string, string>;
    /** Another checkout whose migrations make the database (its bundles run against it). */
    migrationsFrom?: string;
    /** Arguments to node before the worker's entry (e.g. `--cpu-prof`). */
    workerNodeArgs?: string[];
  } = {},
) {
  const postgres = await ensurePostgres(() => {});
  const redis = await ensureRedis(() => {});
  const db = await createTestDatabase(postgres.url, "bench", options.migrationsFrom);
  const env = {
    DATABASE_URL: db.url,
    REDIS_URL: redis.url,
    REDIS_PREFIX: uniquePrefix("bench"),
    LOG_LEVEL: "info",
    NODE_ENV: "production",
    // Benchmarks speak to the API as an API user would: with their own documents (trusted documents allow it).
    ALLOW_ARBITRARY_OPERATIONS: "true",
    ...options.env,
  };
  const procs: Proc[] = [];
  let server: ServerProc | null = null;
  if (options.server) {
    server = await startServer(env);
    procs.push(server);
  }
  if (options.worker) procs.push(await startWorker(env, { nodeArgs: options.workerNodeArgs }));
  return {
    env,
    db,
    server,
    async stop() {
      await Promise.all(procs.map((p) => p.stop()));
      await db.drop();
      await redis.stop();
      await postgres.stop();
    },
  };
}
