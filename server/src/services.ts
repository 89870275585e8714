import { createPrisma } from "@vidya/db/client";
import type { Telemetry } from "bullmq";
import type { Services } from "./context";
import type { ServerEnv } from "./env";
import { createLogger } from "./logger";
import { createAppPubSub } from "./pubsub";
import { createQueues } from "./queues";
import { createRedis } from "./redis";

/** Opens every long-lived connection of one server process; `close` shuts them in order. */
export function createServices(env: ServerEnv, telemetry?: Telemetry) {
  const logger = createLogger(env.LOG_LEVEL);
  const db = createPrisma(env.DATABASE_URL);
  const redis = createRedis(env, "command");
  const publisher = createRedis(env, "publisher");
  const subscriber = createRedis(env, "subscriber");
  const queueConnection = createRedis(env, "queue");
  for (const [name, conn] of Object.entries({ redis, publisher, subscriber, queueConnection })) {
    // Without a listener ioredis prints every reconnect failure; log once per state change instead.
    let down = false;
    conn.on("error", (err: Error) => {
      if (!down) logger.warn({ connection: name, err: err.message }, "redis connection error");
      down = true;
    });
    conn.on("ready", () => {
      if (down) logger.info({ connection: name }, "redis connection restored");
      down = false;
    });
  }
  const pubsub = createAppPubSub(env.REDIS_PREFIX, publisher, subscriber);
  const queues = createQueues(queueConnection, env.REDIS_PREFIX, telemetry);
  const services: Services = { env, db, redis, pubsub, queues, logger };
  return {
    services,
    async close() {
      await Promise.allSettled(Object.values(queues).map((q) => q.close()));
      await db.$disconnect();
      for (const conn of [redis, publisher, subscriber, queueConnection]) conn.disconnect();
    },
  };
}
