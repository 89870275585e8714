import { hostname } from "node:os";
import {
  WORKER_METRICS_PUSH_MS,
  WORKER_METRICS_TTL_S,
  workerMetricsKey,
  workerMetricsSetKey,
} from "@vidya/core/metrics-keys";
import type { RedisClient } from "@vidya/db/redis";
import { Counter, collectDefaultMetrics, Histogram, Registry } from "prom-client";

/** This process's id in the metrics (its own series; counters restart with the process). */
const WORKER_ID = `${hostname()}-${process.pid}`;

/** The worker's Prometheus metrics; one registry per process, shown by every server's /metrics. */
export const registry = new Registry();
registry.setDefaultLabels({ service: "worker", worker: WORKER_ID });
const registers = [registry];

/** Time a job's processor ran, by queue, job name and outcome (completed | failed). */
export const jobDuration = new Histogram({
  name: "vidya_job_duration_seconds",
  help: "Job processing time by queue, job and outcome",
  labelNames: ["queue", "job", "outcome"] as const,
  buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120],
  registers,
});

/** A whole AI provider reply (streamed), by provider and outcome. */
export const aiDuration = new Histogram({
  name: "vidya_ai_request_duration_seconds",
  help: "AI provider reply time (whole streamed reply) by provider and outcome",
  labelNames: ["provider", "outcome"] as const,
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 40, 60, 120],
  registers,
});

/** AI provider failures by provider and kind (ProviderError's kind: timeout, rate-limited, …). */
export const aiErrors = new Counter({
  name: "vidya_ai_errors_total",
  help: "AI provider failures by provider and kind",
  labelNames: ["provider", "kind"] as const,
  registers,
});

/**
 * Writes the registry to Redis every few seconds (WORKER_METRICS_PUSH_MS) with an expiry, so workers
 * need no port of their own and a dead worker's figures vanish; returns the stop function.
 */
export function pushMetrics(redis: RedisClient, prefix: string): () => Promise<void> {
  collectDefaultMetrics({ register: registry });
  const key = workerMetricsKey(prefix, WORKER_ID);
  const push = async () => {
    try {
      const json = JSON.stringify(await registry.getMetricsAsJSON());
      await redis
        .multi()
        .set(key, json, "EX", WORKER_METRICS_TTL_S)
        .sadd(workerMetricsSetKey(prefix), key)
        .exec();
    } catch {
      // Redis down: the next push catches up; metrics never stop a job.
    }
  };
  void push();
  const timer = setInterval(push, WORKER_METRICS_PUSH_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await redis
      .multi()
      .del(key)
      .srem(workerMetricsSetKey(prefix), key)
      .exec()
      .catch(() => undefined);
  };
}
