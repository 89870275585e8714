import type { IncomingMessage, ServerResponse } from "node:http";
import { workerMetricsSetKey } from "@vidya/core/metrics-keys";
import {
  AggregatorRegistry,
  type MetricObjectWithValues,
  type MetricValue,
  type Registry,
} from "prom-client";
import type { Services } from "../context";
import { createServerMetrics, serveMetrics } from "./metrics";
import { BOARD_PATH, createQueueBoard } from "./queue-board";

type MetricsJson = MetricObjectWithValues<MetricValue<string>>[];

/**
 * The operator's routes on the server's port: /metrics (this server's figures plus every live
 * worker's, which the workers leave in Redis) and BullMQ's board at /admin/queues.
 */
export function createOpsRoutes(services: Services) {
  const { env, redis, queues } = services;
  const metrics = createServerMetrics(queues);
  const board = createQueueBoard(queues, { user: env.ADMIN_USER, password: env.ADMIN_PASSWORD });

  /** Server and worker metrics in one registry; a worker gone longer than its TTL is dropped. */
  async function combined(): Promise<Registry> {
    const own = (await metrics.registry.getMetricsAsJSON()) as MetricsJson;
    const setKey = workerMetricsSetKey(env.REDIS_PREFIX);
    const keys = await redis.smembers(setKey).catch(() => [] as string[]);
    const values = keys.length > 0 ? await redis.mget(...keys).catch(() => keys.map(() => null)) : [];
    const gone = keys.filter((_, i) => values[i] === null);
    if (gone.length > 0) void redis.srem(setKey, ...gone).catch(() => undefined);
    const workers = values.filter((v): v is string => v !== null).map((v) => JSON.parse(v) as MetricsJson);
    return workers.length === 0 ? metrics.registry : AggregatorRegistry.aggregate([own, ...workers]);
  }

  return {
    plugin: metrics.plugin,
    webSockets: metrics.webSockets,
    /** Counts the request; answers it and returns true when it is one of these routes. */
    async handle(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
      metrics.observeHttp(req, res);
      const path = (req.url ?? "/").split("?")[0] ?? "/";
      if (path === "/metrics") {
        const production = env.NODE_ENV === "production";
        await serveMetrics(combined, { token: env.METRICS_TOKEN, production }, req, res);
        return true;
      }
      if (path === BOARD_PATH || path.startsWith(`${BOARD_PATH}/`)) {
        if (board) board(req, res);
        else res.writeHead(404, { "content-type": "text/plain" }).end("Not found");
        return true;
      }
      return false;
    },
  };
}
