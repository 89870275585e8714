import { timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { getOperationAST } from "graphql";
import type { Plugin } from "graphql-yoga";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { Queues } from "../queues";
import { nameActiveSpan } from "./tracing";

/** Paths counted by name; anything else is "other", so a scan of random URLs cannot grow the label set. */
const KNOWN_PATHS = new Set(["/graphql", "/upload", "/healthz", "/readyz", "/metrics", "/admin/queues"]);
/** Operation names are the caller's choice: at most this many distinct ones get their own series. */
const MAX_OPERATION_NAMES = 300;
const JOB_STATES = ["waiting", "active", "delayed", "prioritized", "failed"] as const;

/** Prometheus metrics of one server process (prom-client), with their collectors and the Yoga plugin. */
export function createServerMetrics(queues: Queues) {
  const registry = new Registry();
  registry.setDefaultLabels({ service: "server" });
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const httpRequests = new Counter({
    name: "vidya_http_requests_total",
    help: "HTTP requests answered, by method, path and status",
    labelNames: ["method", "path", "status"] as const,
    registers,
  });
  const operations = new Histogram({
    name: "vidya_graphql_operation_duration_seconds",
    help: "GraphQL operation execution time (subscriptions: until their first result), by operation",
    labelNames: ["operation", "type", "outcome"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const webSockets = new Gauge({
    name: "vidya_websocket_connections",
    help: "Open graphql-ws connections",
    registers,
  });
  const subscriptions = new Gauge({
    name: "vidya_graphql_subscriptions",
    help: "Active GraphQL subscriptions (WebSocket and SSE)",
    registers,
  });
  new Gauge({
    name: "vidya_queue_jobs",
    help: "Jobs in each BullMQ queue by state, read from Redis when scraped",
    labelNames: ["queue", "state"] as const,
    registers,
    async collect() {
      const counts = await Promise.allSettled(
        Object.values(queues).map(
          async (queue) => [queue.name, await queue.getJobCounts(...JOB_STATES)] as const,
        ),
      );
      for (const result of counts) {
        if (result.status !== "fulfilled") continue;
        const [queue, byState] = result.value;
        for (const state of JOB_STATES) this.set({ queue, state }, byState[state] ?? 0);
      }
    },
  });

  const names = new Set<string>();
  const operationLabel = (name: string | undefined) => {
    if (!name || !/^\w{1,64}$/.test(name)) return "anonymous";
    if (names.has(name)) return name;
    if (names.size >= MAX_OPERATION_NAMES) return "other";
    names.add(name);
    return name;
  };

  /** Times every execution (and names its trace span) and counts live subscriptions until they end. */
  const plugin: Plugin = {
    onExecute({ args }) {
      const operation = getOperationAST(args.document, args.operationName);
      const labels = {
        operation: operationLabel(operation?.name?.value),
        type: operation?.operation ?? "query",
      };
      nameActiveSpan(labels.type, labels.operation);
      const end = operations.startTimer(labels);
      return {
        onExecuteDone({ result }) {
          end({ outcome: "errors" in result && result.errors?.length ? "error" : "ok" });
        },
      };
    },
    onSubscribe({ args }) {
      const operation = getOperationAST(args.document, args.operationName);
      const end = operations.startTimer({
        operation: operationLabel(operation?.name?.value),
        type: "subscription",
      });
      return {
        onSubscribeResult() {
          end({ outcome: "ok" });
          subscriptions.inc();
          return { onEnd: () => subscriptions.dec() };
        },
        onSubscribeError() {
          end({ outcome: "error" });
        },
      };
    },
  };

  return {
    registry,
    plugin,
    webSockets,
    /** Counts the request once its response is finished. */
    observeHttp(req: IncomingMessage, res: ServerResponse) {
      const path = (req.url ?? "/").split("?")[0] ?? "/";
      const known = KNOWN_PATHS.has(path)
        ? path
        : path.startsWith("/admin/queues/")
          ? "/admin/queues"
          : "other";
      res.once("finish", () =>
        httpRequests.inc({ method: req.method ?? "GET", path: known, status: String(res.statusCode) }),
      );
    },
  };
}
export type ServerMetrics = ReturnType<typeof createServerMetrics>;

/** Equal-time comparison of a secret the caller sent with the configured one. */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Serves a registry at /metrics: with METRICS_TOKEN set, only to `Authorization: Bearer <token>`;
 * without it, outside production only (production answers 404, so nothing leaks by default).
 */
export async function serveMetrics(
  load: () => Promise<Registry>,
  options: { token?: string; production: boolean },
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  if (!options.token && options.production) {
    res.writeHead(404, { "content-type": "text/plain" }).end("Not found");
    return;
  }
  if (options.token && !sameSecret(req.headers.authorization ?? "", `Bearer ${options.token}`)) {
    res.writeHead(401, { "content-type": "text/plain", "www-authenticate": "Bearer" }).end("Unauthorized");
    return;
  }
  const registry = await load();
  res.writeHead(200, { "content-type": registry.contentType }).end(await registry.metrics());
}
