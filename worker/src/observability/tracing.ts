import { SpanStatusCode, trace } from "@opentelemetry/api";
import { ConsoleSpanExporter, SimpleSpanProcessor } from "@opentelemetry/sdk-trace-base";
import { NodeTracerProvider } from "@opentelemetry/sdk-trace-node";
import { BullMQOtel } from "bullmq-otel";

/**
 * OpenTelemetry for the worker, as server/src/observability/tracing.ts for the server:
 * `OTEL_TRACES_EXPORTER=console` prints spans; `none` registers nothing. BullMQ's telemetry reads the
 * trace context the server put into each job, so the worker's spans join the request's trace.
 */
export function startTracing(exporter: "none" | "console") {
  if (exporter === "none") return { telemetry: undefined, shutdown: async () => {} };
  const provider = new NodeTracerProvider({
    spanProcessors: [new SimpleSpanProcessor(new ConsoleSpanExporter())],
  });
  provider.register();
  return { telemetry: new BullMQOtel({ tracerName: "vidya-worker" }), shutdown: () => provider.shutdown() };
}

/**
 * Looked up on each use, never kept from module load: a tracer taken before startTracing registers
 * the provider stays a no-op when the API is loaded twice (ESM and CommonJS copies share only globals).
 */
const tracer = () => trace.getTracer("vidya-worker");

/** Runs `fn` in a child span of the active one (the job's), recording a failure on it. */
export function inSpan<T>(
  name: string,
  attributes: Record<string, string>,
  fn: () => Promise<T>,
): Promise<T> {
  return tracer().startActiveSpan(name, { attributes }, async (span) => {
    try {
      return await fn();
    } catch (error) {
      span.recordException(error as Error);
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw error;
    } finally {
      span.end();
    }
  });
}
