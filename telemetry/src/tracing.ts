import { SpanStatusCode, type Tracer, trace } from "@opentelemetry/api";
import { ConsoleSpanExporter, SimpleSpanProcessor } from "@opentelemetry/sdk-trace-base";
import { NodeTracerProvider } from "@opentelemetry/sdk-trace-node";
import { BullMQOtel } from "bullmq-otel";

/**
 * OpenTelemetry for one process (the server or the worker; both call this). `OTEL_TRACES_EXPORTER=console`
 * prints every finished span (dev); `none` (the default) registers nothing, so the API stays a no-op.
 * BullMQ's own telemetry carries the trace context inside each job (`job.opts.telemetry.metadata`), so
 * a tutor question is one trace: server request → queue add → worker process → publish.
 */
export type Service = "server" | "worker";

let current: Service = "server";

export function startTracing(service: Service, exporter: "none" | "console") {
  current = service;
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
 * The process's tracer, looked up on each use, never kept from module load: a tracer taken before
 * startTracing registers the provider stays a no-op when the API is loaded twice (ESM and CommonJS
 * copies share only globals).
 */
export const tracer = (): Tracer => trace.getTracer(`vidya-${current}`);

/** Runs `fn` in a child span of the active one (e.g. a job's), recording a failure on it. */
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
