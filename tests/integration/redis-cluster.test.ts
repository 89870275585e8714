import { bullPrefix } from "@vidya/core/redis-keys";
import { connectRedis, deleteMatching } from "@vidya/db/redis";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { fileDatabaseUrl } from "../helpers/database";
import { collect, gql, wsClient } from "../helpers/graphql";
import { type Proc, type ServerProc, startServer, uniquePrefix } from "../helpers/processes";
import { keysOnNode, type RedisClusterHandle, startRedisCluster } from "../helpers/redis-cluster";
import { askAndWait, startStack } from "../helpers/tutor";
import { createUser, type TestUser } from "../helpers/users";

const START = `mutation($input: RoundTripInput!) { startRoundTrip(input: $input) {
  __typename ... on MutationStartRoundTripSuccess { data { id status } } ... on Error { code message } } }`;
const WATCH = `subscription($id: ID!) { roundTrip(id: $id) { id status result } }`;
const SIGN_IN = `mutation($input: SignInInput!) { signIn(input: $input) { __typename
  ... on Error { code message } ... on RateLimitError { retryAfterSeconds } } }`;

/**
 * Vidya on a real Redis Cluster (issue 28, "Redis past one node"): three primaries started here
 * (redis-server --cluster-enabled yes, joined with redis-cli --cluster create), servers and a worker
 * pointed at them with REDIS_CLUSTER_NODES.
 */
describe("Vidya on a 3-primary Redis Cluster (REDIS_CLUSTER_NODES)", () => {
  const prefix = uniquePrefix("cluster");
  const databaseUrl = fileDatabaseUrl();
  let cluster: RedisClusterHandle;
  let server: ServerProc;
  let other: ServerProc;
  let worker: Proc;
  let student: TestUser;

  beforeAll(async () => {
    cluster = await startRedisCluster(3);
    const env = {
      DATABASE_URL: databaseUrl,
      // Only its credentials would be used; the nodes come from REDIS_CLUSTER_NODES.
      REDIS_URL: `redis://127.0.0.1:${cluster.ports[0]}`,
      REDIS_CLUSTER_NODES: cluster.nodes,
      REDIS_PREFIX: prefix,
      TRUST_PROXY: "true",
      AI_LOCAL_CHUNK_DELAY_MS: "5",
      METRICS_TOKEN: "metrics-token-for-the-cluster-test",
    };
    ({ server, worker } = await startStack(env));
    other = await startServer(env);
    student = await createUser(databaseUrl, { role: "student" });
  }, 60_000);
  afterAll(async () => {
    await Promise.all([server?.stop(), other?.stop(), worker?.stop()]);
    await cluster?.stop();
  });

  it("runs a job through BullMQ to DONE and carries its live events worker → server → subscriber over sharded pub/sub", async () => {
    const res = await gql<{ startRoundTrip: { __typename: string; data: { id: string } } }>(
      server.url,
      START,
      { input: { text: "hello cluster", delayMs: 1500 } },
      student.headers,
    );
    expect(res.data?.startRoundTrip.__typename).toBe("MutationStartRoundTripSuccess");
    const id = res.data?.startRoundTrip.data.id ?? "";
    const client = wsClient(server.wsUrl, student.headers);
    const sub = collect<{ roundTrip: { status: string; result: string | null } }>(client, WATCH, { id });
    await sub.until((e) => e.roundTrip.status === "RUNNING", 15_000);
    // The server listens with SSUBSCRIBE (a shard channel on the node owning the slot), not SUBSCRIBE.
    const shard = await Promise.all(
      cluster.clients.map((c) => c.call("PUBSUB", "SHARDCHANNELS", `${prefix}*`) as Promise<string[]>),
    );
    const plain = await Promise.all(
      cluster.clients.map((c) => c.call("PUBSUB", "CHANNELS", `${prefix}*`) as Promise<string[]>),
    );
    expect(shard.flat().some((channel) => channel.includes(id))).toBe(true);
    expect(plain.flat()).toEqual([]);
    const done = await sub.until((e) => e.roundTrip.status === "DONE", 20_000);
    expect(done.roundTrip.result).toBe("retsulc olleh (2 words)");
    await client.dispose();
  });

  it("delivers an event published on one server to a subscriber on another", async () => {
    const res = await gql<{ startRoundTrip: { __typename: string; data: { id: string } } }>(
      server.url,
      START,
      { input: { text: "cancel me", delayMs: 8000 } },
      student.headers,
    );
    const id = res.data?.startRoundTrip.data.id ?? "";
    const client = wsClient(other.wsUrl, student.headers);
    const sub = collect<{ roundTrip: { status: string; result: string | null } }>(client, WATCH, { id });
    await sub.until((e) => e.roundTrip.status === "RUNNING" || e.roundTrip.status === "QUEUED", 15_000);
    const cancelled = await gql<{ cancelRoundTrip: { __typename: string } }>(
      server.url,
      `mutation($id: ID!) { cancelRoundTrip(id: $id) { __typename } }`,
      { id },
      student.headers,
    );
    expect(cancelled.data?.cancelRoundTrip.__typename).toBe("MutationCancelRoundTripSuccess");
    await sub.until((e) => e.roundTrip.status === "FAILED", 15_000);
    await client.dispose();
  });

  it("answers a tutor question through the AI queue, streaming the steps to the subscriber", async () => {
    const { final, states } = await askAndWait(server.url, server.wsUrl, student, {
      topic: "GEOMETRY",
      question: "Find the area of a circle of radius 7 cm",
    });
    expect(final.status).toBe("DONE");
    expect(final.result?.finalAnswer).toMatch(/cm\^2/);
    expect(states.filter((s) => s.status === "RUNNING" && s.partial !== "").length).toBeGreaterThan(1);
  });

  it("shows the worker's metrics on the server's /metrics (one MULTI and one MGET in the {metrics} slot)", async () => {
    // The tutor question above ran on the worker; it leaves its figures in Redis every few seconds.
    await vi.waitFor(
      async () => {
        const res = await fetch(`${server.url}/metrics`, {
          headers: { authorization: "Bearer metrics-token-for-the-cluster-test" },
        });
        expect(await res.text()).toMatch(/vidya_job_duration_seconds_count\{[^}]*queue="ai"[^}]*\} [1-9]/);
      },
      { timeout: 15_000, interval: 500 },
    );
  });

  it("counts a rate limit in the cluster: the 31st sign-in from one address is refused", async () => {
    const codes: string[] = [];
    for (let i = 0; i < 31; i++) {
      const r = await gql<{ signIn: { __typename: string; code?: string } }>(
        server.url,
        SIGN_IN,
        { input: { email: `rl-${i}@example.test`, password: "whatever-password" } },
        { "x-forwarded-for": "203.0.113.9" },
      );
      codes.push(r.data?.signIn.code ?? r.data?.signIn.__typename ?? "none");
    }
    expect(codes.slice(0, 30).every((c) => c === "INVALID_CREDENTIALS")).toBe(true);
    expect(codes[30]).toBe("RATE_LIMITED");
  });

  it("spreads keys over more than one primary, with every BullMQ key of the deployment on one slot", async () => {
    // A few more addresses, so the per-address limiter keys land in several slots.
    for (const ip of ["198.51.100.1", "198.51.100.2", "198.51.100.3", "198.51.100.4", "198.51.100.5"]) {
      await gql(
        server.url,
        SIGN_IN,
        { input: { email: "nobody@example.test", password: "x".repeat(12) } },
        { "x-forwarded-for": ip },
      );
    }
    const perNode = await Promise.all(cluster.clients.map((c) => keysOnNode(c, prefix)));
    expect(perNode.filter((keys) => keys.length > 0).length).toBeGreaterThan(1);
    const bull = perNode.map((keys) => keys.filter((k) => k.startsWith(bullPrefix(prefix))));
    expect(bull.flat().length).toBeGreaterThan(0);
    expect(bull.filter((keys) => keys.length > 0)).toHaveLength(1);
  });

  it("deletes a user's keys on every primary (account deletion and retention)", async () => {
    const client = connectRedis({ REDIS_URL: "redis://127.0.0.1", REDIS_CLUSTER_NODES: cluster.nodes }, {});
    try {
      const userId = "user-to-forget";
      const keys = Array.from({ length: 24 }, (_, i) => `${prefix}:thing${i}:${userId}`);
      for (const key of keys) await client.set(key, "1");
      const before = await Promise.all(cluster.clients.map((c) => keysOnNode(c, `${prefix}:thing`)));
      expect(before.filter((k) => k.length > 0).length).toBeGreaterThan(1);
      expect(await deleteMatching(client, `${prefix}:*${userId}*`)).toBe(keys.length);
      expect(await Promise.all(keys.map((k) => client.exists(k)))).toEqual(keys.map(() => 0));
    } finally {
      client.disconnect();
    }
  });
});
