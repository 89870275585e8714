import { Cluster, Redis, type RedisOptions } from "ioredis";

/** A connection to one Redis or to a Redis Cluster: the commands Vidya uses are the same on both. */
export type RedisClient = Redis | Cluster;

/** Where Redis is: one server (`REDIS_URL`), or a cluster's nodes (`REDIS_CLUSTER_NODES`, host:port,…). */
export interface RedisPlace {
  REDIS_URL: string;
  REDIS_CLUSTER_NODES?: string | undefined;
}

/** "10.0.0.1:6379,10.0.0.2:6379" → the nodes ioredis starts from (it finds the rest itself). */
export function clusterNodes(list: string): { host: string; port: number }[] {
  return list
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)
    .map((hostPort) => {
      const at = hostPort.lastIndexOf(":");
      const port = Number(hostPort.slice(at + 1));
      if (at <= 0 || !Number.isInteger(port) || port < 1 || port > 65535)
        throw new Error(`REDIS_CLUSTER_NODES: "${hostPort}" is not host:port`);
      return { host: hostPort.slice(0, at), port };
    });
}

/**
 * One Redis connection with `options`, to the cluster when `REDIS_CLUSTER_NODES` is set (the password
 * and TLS of `REDIS_URL` carry over to every node), else to `REDIS_URL`. On a cluster, pub/sub is
 * sharded (SSUBSCRIBE/SPUBLISH: a channel lives on its slot's shard, see `createAppPubSub`).
 */
export function connectRedis(place: RedisPlace, options: RedisOptions): RedisClient {
  if (!place.REDIS_CLUSTER_NODES) return new Redis(place.REDIS_URL, options);
  const url = new URL(place.REDIS_URL);
  const auth = {
    ...(url.password ? { password: decodeURIComponent(url.password) } : {}),
    ...(url.username ? { username: decodeURIComponent(url.username) } : {}),
    ...(url.protocol === "rediss:" ? { tls: {} } : {}),
  };
  // The cluster's own options carry what ioredis does not take per node.
  const { retryStrategy, enableOfflineQueue, enableReadyCheck, lazyConnect, ...perNode } = options;
  return new Cluster(clusterNodes(place.REDIS_CLUSTER_NODES), {
    redisOptions: { ...perNode, ...auth },
    shardedSubscribers: true,
    ...(enableOfflineQueue === false ? { enableOfflineQueue: false } : {}),
    ...(retryStrategy ? { clusterRetryStrategy: (times: number) => retryStrategy(times) } : {}),
    ...(enableReadyCheck === false ? { enableReadyCheck: false } : {}),
    ...(lazyConnect ? { lazyConnect: true } : {}),
  });
}

/** Publishes `message` on `channel`: sharded (SPUBLISH) on a cluster, where subscribers use SSUBSCRIBE. */
export async function publishTo(redis: RedisClient, channel: string, message: string): Promise<void> {
  if (isCluster(redis)) await redis.spublish(channel, message);
  else await redis.publish(channel, message);
}

/** Whether this connection is to a cluster (sharded pub/sub, per-node SCAN). */
export const isCluster = (redis: RedisClient): redis is Cluster => (redis as Cluster).isCluster === true;

/**
 * Deletes every key matching `pattern` (SCAN, never KEYS), on every primary of a cluster, one key per
 * DEL (keys of different slots cannot go in one command). Returns how many were deleted.
 */
export async function deleteMatching(redis: RedisClient, pattern: string): Promise<number> {
  const nodes: Redis[] = isCluster(redis) ? redis.nodes("master") : [redis];
  let deleted = 0;
  for (const node of nodes) {
    let cursor = "0";
    do {
      const [next, keys] = await node.scan(cursor, "MATCH", pattern, "COUNT", 1000);
      cursor = next;
      for (const key of keys) deleted += await redis.del(key);
    } while (cursor !== "0");
  }
  return deleted;
}
