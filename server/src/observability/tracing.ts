import type { IncomingMessage, ServerResponse } from "node:http";
import { SpanKind, trace } from "@opentelemetry/api";
import { ConsoleSpanExporter, SimpleSpanProcessor } from "@opentelemetry/sdk-trace-base";
import { NodeTracerProvider } from "@opentelemetry/sdk-trace-node";
import { BullMQOtel } from "bullmq-otel";

/**
 * OpenTelemetry for one process. `OTEL_TRACES_EXPORTER=console` prints every finished span (dev);
 * `none` (the default) registers nothing, so the API stays a no-op. BullMQ's own telemetry carries the
 * trace context inside each job (`job.opts.telemetry.metadata`), so a tutor question is one trace:
 * server request → queue add → worker process → publish.
 */
export function startTracing(service: "server" | "worker", exporter: "none" | "console") {
  if (exporter === "none") return { telemetry: undefined, shutdown: async () => {} };
  const provider = new NodeTracerProvider({
    spanProcessors: [new SimpleSpanProcessor(new ConsoleSpanExporter())],
  });
  provider.register();
  return {
    telemetry: new BullMQOtel({ tracerName: `vidya-${service}` }),
    shutdown: () => provider.shutdown(),
  };
}

/**
 * Looked up on each use, never kept from module load: a tracer taken before startTracing registers
 * the provider stays a no-op when the API is loaded twice (ESM and CommonJS copies share only globals).
 */
const tracer = () => trace.getTracer("vidya-server");

/** Runs an HTTP request inside a server span, ended when its response is finished. */
export function inRequestSpan(req: IncomingMessage, res: ServerResponse, handle: () => void): void {
  const path = (req.url ?? "/").split("?")[0];
  tracer().startActiveSpan(`${req.method} ${path}`, { kind: SpanKind.SERVER }, (span) => {
    const end = () => {
      if (!span.isRecording()) return;
      span.setAttribute("http.response.status_code", res.statusCode);
      span.end();
    };
    // finish: the response was sent; close: the connection went first (an aborted request).
    res.once("finish", end);
    res.once("close", end);
    handle();
  });
}

/** Names the request's span after the GraphQL operation it runs (call inside the operation). */
export function nameActiveSpan(type: string, operation: string): void {
  const span = trace.getActiveSpan();
  span?.updateName(`graphql ${type} ${operation}`);
  span?.setAttributes({ "graphql.operation.type": type, "graphql.operation.name": operation });
}
