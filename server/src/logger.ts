import pino from "pino";

/** Structured JSON logs; each request gets a child logger carrying its request id. */
export function createLogger(level: string) {
  return pino({ level, base: { service: "server" }, timestamp: pino.stdTimeFunctions.isoTime });
}
export type Logger = ReturnType<typeof createLogger>;
