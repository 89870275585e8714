import { createPrisma } from "@vidya/db/client";
import { connectRedis } from "@vidya/db/redis";
import pino from "pino";
import type { WorkerEnv } from "./env";

/** The worker's long-lived connections, as BullMQ's production guide asks. */
export function createConnections(env: WorkerEnv) {
  const logger = pino({
    level: env.LOG_LEVEL,
    base: { service: "worker" },
    timestamp: pino.stdTimeFunctions.isoTime,
  });
  const db = createPrisma(env.DATABASE_URL);
  // Workers block on Redis: maxRetriesPerRequest must be null, and they retry forever.
  const bullConnection = connectRedis(env, {
    maxRetriesPerRequest: null,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  const publisher = connectRedis(env, {
    maxRetriesPerRequest: null,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  for (const [name, conn] of Object.entries({ bullConnection, publisher })) {
    conn.on("error", (err: Error) => logger.warn({ connection: name, err: err.message }, "redis error"));
  }
  return { logger, db, bullConnection, publisher };
}
export type Connections = ReturnType<typeof createConnections>;
export type WorkerDb = Connections["db"];
