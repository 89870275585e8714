import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { collect, gql, wsClient } from "../helpers/graphql";
import { type Proc, type ServerProc, startServer, startWorker, uniquePrefix } from "../helpers/processes";

const START = `mutation($input: RoundTripInput!) { startRoundTrip(input: $input) {
  __typename
  ... on MutationStartRoundTripSuccess { data { id status } }
  ... on Error { code message }
  ... on ValidationError { issues { path message } }
} }`;
const WATCH = `subscription($id: ID!) { roundTrip(id: $id) { id status result attempts processedBy error } }`;

interface Trip {
  id: string;
  status: string;
  result: string | null;
  attempts: number;
  processedBy: string | null;
  error: string | null;
}

async function start(server: ServerProc, text: string, delayMs = 0): Promise<string> {
  const res = await gql<{ startRoundTrip: { __typename: string; data: { id: string } } }>(server.url, START, {
    input: { text, delayMs },
  });
  expect(res.data?.startRoundTrip.__typename).toBe("MutationStartRoundTripSuccess");
  return res.data?.startRoundTrip.data.id ?? "";
}

describe("the round trip: request → Postgres → BullMQ → worker → Postgres → Redis → subscription", () => {
  const env = {
    DATABASE_URL: inject("databaseUrl"),
    REDIS_URL: inject("redisUrl"),
    REDIS_PREFIX: uniquePrefix(),
  };
  let a: ServerProc;
  let b: ServerProc;
  let worker: Proc;

  beforeAll(async () => {
    [a, b, worker] = await Promise.all([startServer(env), startServer(env), startWorker(env)]);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop(), worker?.stop()]);
  });

  it("delivers the worker's result to a subscriber, in order QUEUED/RUNNING → DONE", async () => {
    const id = await start(a, "hello big world", 300);
    const client = wsClient(a.wsUrl);
    const sub = collect<{ roundTrip: Trip }>(client, WATCH, { id });
    const done = await sub.until((e) => e.roundTrip.status === "DONE");
    expect(done.roundTrip.result).toBe("dlrow gib olleh (3 words)");
    const statuses = sub.events.map((e) => e.roundTrip.status);
    expect(statuses.at(-1)).toBe("DONE");
    expect(statuses.filter((s) => s === "DONE")).toHaveLength(1);
    await client.dispose();
  });

  it("gives a late subscriber the stored result at once", async () => {
    const id = await start(a, "late");
    const check = collect<{ roundTrip: Trip }>(wsClient(a.wsUrl), WATCH, { id });
    await check.until((e) => e.roundTrip.status === "DONE");
    const client = wsClient(b.wsUrl);
    const late = collect<{ roundTrip: Trip }>(client, WATCH, { id });
    const first = await late.until(() => true);
    expect(first.roundTrip).toMatchObject({ status: "DONE", result: "etal (1 word)" });
    await client.dispose();
  });

  it("carries an event published by one server process to a subscriber on another", async () => {
    const id = await start(a, "cancel me", 8000);
    const client = wsClient(b.wsUrl);
    const sub = collect<{ roundTrip: Trip }>(client, WATCH, { id });
    await sub.until((e) => e.roundTrip.status === "RUNNING" || e.roundTrip.status === "QUEUED");
    const t0 = Date.now();
    const res = await gql<{ cancelRoundTrip: { __typename: string } }>(
      a.url,
      `mutation($id: ID!) { cancelRoundTrip(id: $id) { __typename } }`,
      { id },
    );
    expect(res.data?.cancelRoundTrip.__typename).toBe("MutationCancelRoundTripSuccess");
    const failed = await sub.until((e) => e.roundTrip.status === "FAILED", 3000);
    expect(failed.roundTrip.error).toBe("cancelled");
    expect(Date.now() - t0).toBeLessThan(3000);
    await client.dispose();
  });

  it("makes a second enqueue of the same row a no-op (jobId = row id)", async () => {
    const { Queue } = await import("bullmq");
    const queue = new Queue("round-trip", {
      connection: { url: env.REDIS_URL },
      prefix: `${env.REDIS_PREFIX}:bull`,
    });
    const id = await start(a, "once only", 500);
    await queue.add("round-trip", { roundTripId: id }, { jobId: id });
    // Had the server enqueued under any other id, this add would have made a second job.
    const jobs = await queue.getJobs(["waiting", "active", "delayed", "prioritized"]);
    expect(jobs.filter((job) => job.data.roundTripId === id).map((job) => job.id)).toEqual([id]);
    const client = wsClient(a.wsUrl);
    const sub = collect<{ roundTrip: Trip }>(client, WATCH, { id });
    const done = await sub.until((e) => e.roundTrip.status === "DONE");
    expect(done.roundTrip.attempts).toBe(1);
    await client.dispose();
    await queue.close();
  });

  it("returns readable validation errors as data", async () => {
    const res = await gql<{ startRoundTrip: { __typename: string; message: string; issues: unknown[] } }>(
      a.url,
      START,
      {
        input: { text: "   ", delayMs: -5 },
      },
    );
    expect(res.data?.startRoundTrip.__typename).toBe("ValidationError");
    expect(res.data?.startRoundTrip.issues).toEqual(
      expect.arrayContaining([
        { path: "input.text", message: "Type some text to send through the pipeline." },
        { path: "input.delayMs", message: "The delay cannot be negative." },
      ]),
    );
  });
});

describe("a worker killed mid-job", () => {
  const env = {
    DATABASE_URL: inject("databaseUrl"),
    REDIS_URL: inject("redisUrl"),
    REDIS_PREFIX: uniquePrefix(),
    // Short enough to keep the test quick, long enough that a busy CI machine still renews locks.
    WORKER_LOCK_MS: "5000",
    WORKER_STALLED_INTERVAL_MS: "1000",
  };

  it("leaves the job to be retried by another worker, and the result is delivered once", async () => {
    const server = await startServer(env);
    const first = await startWorker(env);
    try {
      const id = await start(server, "survive the crash", 6000);
      const client = wsClient(server.wsUrl);
      const sub = collect<{ roundTrip: Trip }>(client, WATCH, { id });
      await sub.until((e) => e.roundTrip.status === "RUNNING");
      await first.stop("SIGKILL");
      const second = await startWorker(env);
      try {
        const done = await sub.until((e) => e.roundTrip.status === "DONE", 45_000);
        expect(done.roundTrip.result).toBe("hsarc eht evivrus (3 words)");
        expect(done.roundTrip.attempts).toBe(2);
        expect(done.roundTrip.processedBy).toContain(`:${second.child.pid}`);
        await new Promise((r) => setTimeout(r, 500));
        expect(sub.events.filter((e) => e.roundTrip.status === "DONE")).toHaveLength(1);
      } finally {
        await client.dispose();
        await second.stop();
      }
    } finally {
      await server.stop();
      await first.stop();
    }
  });
});
