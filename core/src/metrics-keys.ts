import { metricsPrefix } from "./redis-keys";
/**
 * Where each worker process leaves its Prometheus metrics (prom-client JSON) for the servers' /metrics:
 * a set naming the live workers' keys, and one key per worker that expires unless refreshed.
 */
export const workerMetricsSetKey = (prefix: string) => `${metricsPrefix(prefix)}:workers`;
export const workerMetricsKey = (prefix: string, workerId: string) =>
  `${metricsPrefix(prefix)}:worker:${workerId}`;
/** A worker refreshes its key this often; a key unrefreshed for WORKER_METRICS_TTL_S is a gone worker. */
export const WORKER_METRICS_PUSH_MS = 5000;
export const WORKER_METRICS_TTL_S = 30;
