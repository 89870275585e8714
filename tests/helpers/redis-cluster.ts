import { type ChildProcess, execFile, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { Redis } from "ioredis";
import { freePort } from "./processes";

const run = promisify(execFile);

export interface RedisClusterHandle {
  ports: number[];
  /** REDIS_CLUSTER_NODES for the server and worker. */
  nodes: string;
  /** One plain connection per primary, for looking at what each node holds. */
  clients: Redis[];
  stop(): Promise<void>;
}

/**
 * A real Redis Cluster of `size` primaries (no replicas) on free loopback ports, from redis-server and
 * redis-cli on PATH, in a temporary directory; resolves once every node says cluster_state:ok.
 */
export async function startRedisCluster(size = 3): Promise<RedisClusterHandle> {
  const dir = mkdtempSync(join(tmpdir(), "vidya-redis-cluster-"));
  const ports: number[] = [];
  for (let i = 0; i < size; i++) ports.push(await freePort());
  const children: ChildProcess[] = [];
  const clients: Redis[] = [];
  const stop = async () => {
    for (const client of clients) client.disconnect();
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once("exit", () => resolve());
            child.kill("SIGKILL");
          }),
      ),
    );
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    for (const port of ports) {
      const child = spawn(
        "redis-server",
        [
          "--port",
          String(port),
          "--bind",
          "127.0.0.1",
          "--cluster-enabled",
          "yes",
          "--cluster-config-file",
          join(dir, `nodes-${port}.conf`),
          "--dir",
          dir,
          "--save",
          "",
          "--appendonly",
          "no",
          "--daemonize",
          "no",
        ],
        { stdio: "ignore" },
      );
      children.push(child);
      const client = new Redis(port, "127.0.0.1", { lazyConnect: true, maxRetriesPerRequest: 1 });
      // Refused until the node listens; the wait below asks again.
      client.on("error", () => undefined);
      clients.push(client);
    }
    await waitUntil(async () => {
      const pongs = await Promise.all(clients.map((c) => c.ping().catch(() => null)));
      return pongs.every((p) => p === "PONG");
    }, "redis-server nodes to answer");
    await run("redis-cli", [
      "--cluster",
      "create",
      ...ports.map((p) => `127.0.0.1:${p}`),
      "--cluster-replicas",
      "0",
      "--cluster-yes",
    ]);
    await waitUntil(async () => {
      const infos = await Promise.all(clients.map((c) => c.cluster("INFO").catch(() => "")));
      return infos.every((info) => String(info).includes("cluster_state:ok"));
    }, "cluster_state:ok on every node");
  } catch (error) {
    await stop();
    throw error;
  }
  return { ports, nodes: ports.map((p) => `127.0.0.1:${p}`).join(","), clients, stop };
}

async function waitUntil(check: () => Promise<boolean>, what: string, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Every key of one node whose name starts with `prefix`. */
export async function keysOnNode(client: Redis, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let cursor = "0";
  do {
    const [next, found] = await client.scan(cursor, "MATCH", `${prefix}*`, "COUNT", 1000);
    cursor = next;
    keys.push(...found);
  } while (cursor !== "0");
  return keys;
}
