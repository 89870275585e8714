import { clusterNodes } from "@vidya/db/redis";
import { describe, expect, it } from "vitest";
import { parseServerEnv } from "./env";

const base = { DATABASE_URL: "postgresql://db/vidya", REDIS_URL: "redis://:secret@redis:6379" };

describe("REDIS_CLUSTER_NODES", () => {
  it("is unset by default: one Redis at REDIS_URL", () => {
    expect(parseServerEnv(base).REDIS_CLUSTER_NODES).toBeUndefined();
  });

  it("takes a comma-separated host:port list, read into the nodes ioredis starts from", () => {
    const env = parseServerEnv({ ...base, REDIS_CLUSTER_NODES: "redis-0:6379, 10.0.0.2:7000" });
    expect(clusterNodes(env.REDIS_CLUSTER_NODES ?? "")).toEqual([
      { host: "redis-0", port: 6379 },
      { host: "10.0.0.2", port: 7000 },
    ]);
  });

  it("stops start-up with a clear message for anything else", () => {
    for (const bad of ["redis-0", "redis-0:6379,redis://redis-1:6379", "redis-0:6379,", ":6379"]) {
      expect(() => parseServerEnv({ ...base, REDIS_CLUSTER_NODES: bad })).toThrow(
        /REDIS_CLUSTER_NODES must be host:port, or several separated by commas/,
      );
    }
    expect(() => clusterNodes("redis-0:70000")).toThrow(/"redis-0:70000" is not host:port/);
  });
});
