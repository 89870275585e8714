import type { IncomingMessage, ServerResponse } from "node:http";
import { SpanKind, trace } from "@opentelemetry/api";
import { tracer } from "@vidya/telemetry/tracing";

// Setting up tracing (startTracing) is shared with the worker: @vidya/core/tracing.

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
