import { connectRedis, type RedisClient, type RedisPlace } from "@vidya/db/redis";
import type { RedisOptions } from "ioredis";

/**
 * Redis connections. Commands from request handlers fail fast while Redis is away
 * (no offline queue); the subscriber and BullMQ connections retry forever and resubscribe.
 */
export function createRedis(
  place: RedisPlace,
  role: "command" | "subscriber" | "publisher" | "queue",
): RedisClient {
  const options: RedisOptions = {
    lazyConnect: false,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  };
  if (role === "command") {
    options.enableOfflineQueue = false;
    options.maxRetriesPerRequest = 1;
  }
  if (role === "queue") {
    // BullMQ producers in HTTP paths: fail fast rather than hang while Redis is down.
    options.enableOfflineQueue = false;
    options.maxRetriesPerRequest = 1;
  }
  if (role === "subscriber" || role === "publisher") {
    // Never reject: a publish made while Redis is away is sent once it returns.
    options.maxRetriesPerRequest = null;
  }
  if (role === "subscriber") {
    // A SUBSCRIBE issued while reconnecting races ioredis 5's INFO ready check, which then throws
    // "Connection in subscriber mode" and takes the process down (redis/ioredis#2037). INFO means
    // nothing on a subscriber connection anyway.
    options.enableReadyCheck = false;
  }
  return connectRedis(place, options);
}
