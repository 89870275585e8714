import { type ChildProcess, execFile, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { bullPrefix } from "@vidya/core/redis-keys";
import { connectRedis, deleteMatching, type RedisClient } from "@vidya/db/redis";
import type { Cluster } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileDatabaseUrl } from "../helpers/database";
import { collect, gql, wsClient } from "../helpers/graphql";
import {
  freePort,
  type Proc,
  type ServerProc,
  startServer,
  startWorker,
  uniquePrefix,
} from "../helpers/processes";
import { createUser, type TestUser } from "../helpers/users";

const run = promisify(execFile);

/**
 * Vidya on a real Redis Cluster (issue 28, "Redis past one node"): three primaries started here
 * (redis-server --cluster-enabled yes, joined with redis-cli --cluster create), two servers and a
 * worker pointed at them with REDIS_CLUSTER_NODES. A job goes through BullMQ (its keys in one slot, by
 * the {bull} hash tag), the worker's SPUBLISH reaches a subscriber on the other server (sharded
 * pub/sub), and account deletion's key sweep finds keys on every primary.
 */
describe("on a three-node Redis Cluster", () => {
  const dir = mkdtempSync(join(tmpdir(), "vidya-cluster-"));
  const nodes: ChildProcess[] = [];
  const ports: number[] = [];
  let env: { DATABASE_URL: string; REDIS_URL: string; REDIS_PREFIX: string; REDIS_CLUSTER_NODES: string };
  let a: ServerProc;
  let b: ServerProc;
  let worker: Proc;
  let owner: TestUser;
  let cluster: Cluster;

  beforeAll(async () => {
    for (let i = 0; i < 3; i++) ports.push(await freePort());
    for (const port of ports) {
      nodes.push(
        spawn(
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
            "--cluster-node-timeout",
            "2000",
            "--save",
            "",
            "--appendonly",
            "no",
            "--dir",
            dir,
          ],
          { stdio: "ignore" },
        ),
      );
    }
    for (const port of ports) await waitFor(async () => (await cli(port, "ping")) === "PONG");
    await run("redis-cli", [
      "--cluster",
      "create",
      ...ports.map((p) => `127.0.0.1:${p}`),
      "--cluster-replicas",
      "0",
      "--cluster-yes",
    ]);
    for (const port of ports)
      await waitFor(async () => (await cli(port, "cluster", "info")).includes("cluster_state:ok"));
    env = {
      DATABASE_URL: fileDatabaseUrl(),
      REDIS_URL: `redis://127.0.0.1:${ports[0]}`,
      REDIS_PREFIX: uniquePrefix("cluster"),
      REDIS_CLUSTER_NODES: ports
        .slice(0, 2)
        .map((p) => `127.0.0.1:${p}`)
        .join(","),
    };
    cluster = connectRedis(env, { maxRetriesPerRequest: 3 }) as Cluster;
    [a, b, worker, owner] = await Promise.all([
      startServer(env),
      startServer(env),
      startWorker(env),
      createUser(env.DATABASE_URL),
    ]);
  });

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop(), worker?.stop()]);
    cluster?.disconnect();
    for (const node of nodes) node.kill("SIGKILL");
    rmSync(dir, { recursive: true, force: true });
  });

  it("takes a job through BullMQ on one slot and delivers the worker's event to a subscriber on the other server", async () => {
    const started = await gql<{ startRoundTrip: { __typename: string; data: { id: string } } }>(
      a.url,
      `mutation($input: RoundTripInput!) { startRoundTrip(input: $input) {
        __typename ... on MutationStartRoundTripSuccess { data { id } } } }`,
      { input: { text: "across the cluster", delayMs: 300 } },
      owner.headers,
    );
    expect(started.data?.startRoundTrip.__typename).toBe("MutationStartRoundTripSuccess");
    const id = started.data?.startRoundTrip.data.id ?? "";
    const client = wsClient(b.wsUrl, owner.headers);
    const sub = collect<{ roundTrip: { status: string; result: string | null } }>(
      client,
      `subscription($id: ID!) { roundTrip(id: $id) { status result } }`,
      { id },
    );
    const done = await sub.until((e) => e.roundTrip.status === "DONE", 30_000);
    expect(done.roundTrip.result).toBe("retsulc eht ssorca (3 words)");
    await client.dispose();
    // Every key of the queues is in the one slot of the {bull} tag, which a single node serves.
    const bullKeys = await keysOnEveryNode(`${bullPrefix(env.REDIS_PREFIX)}:*`);
    expect(bullKeys.length).toBeGreaterThan(0);
    const slots = new Set(await Promise.all(bullKeys.map(([, key]) => cluster.cluster("KEYSLOT", key))));
    expect(slots.size).toBe(1);
  });

  it("deletes an account's keys wherever the cluster keeps them", async () => {
    const id = `user-${Date.now()}`;
    const keys = Array.from({ length: 12 }, (_, i) => `${env.REDIS_PREFIX}:k${i}:${id}`);
    for (const key of keys) await cluster.set(key, "1");
    const where = new Set((await keysOnEveryNode(`${env.REDIS_PREFIX}:*${id}*`)).map(([port]) => port));
    // Twelve keys of different slots land on more than one of the three primaries.
    expect(where.size).toBeGreaterThan(1);
    expect(await deleteMatching(cluster as RedisClient, `${env.REDIS_PREFIX}:*${id}*`)).toBe(12);
    expect(await keysOnEveryNode(`${env.REDIS_PREFIX}:*${id}*`)).toEqual([]);
  });

  async function keysOnEveryNode(pattern: string): Promise<[number, string][]> {
    const out: [number, string][] = [];
    for (const port of ports) {
      const listed = (await cli(port, "--scan", "--pattern", pattern)).split("\n").filter(Boolean);
      for (const key of listed) out.push([port, key]);
    }
    return out;
  }
});

async function cli(port: number, ...args: string[]): Promise<string> {
  try {
    const { stdout } = await run("redis-cli", ["-p", String(port), ...args]);
    return stdout.trim();
  } catch {
    return "";
  }
}

async function waitFor(check: () => Promise<boolean>, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("the Redis cluster did not come up");
}
