import { bullPrefix } from "@vidya/core/redis-keys";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { fileDatabaseUrl } from "../helpers/database";
import { collect, gql, wsClient } from "../helpers/graphql";
import { type Proc, type ServerProc, startServer, startWorker, uniquePrefix } from "../helpers/processes";
import { createUser, type TestUser } from "../helpers/users";

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

/** The signed-in user every round trip below belongs to. */
let owner: TestUser;

async function start(server: ServerProc, text: string, delayMs = 0): Promise<string> {
  const res = await gql<{ startRoundTrip: { __typename: string; data: { id: string } } }>(
    server.url,
    START,
    { input: { text, delayMs } },
    owner.headers,
  );
  expect(res.data?.startRoundTrip.__typename).toBe("MutationStartRoundTripSuccess");
  return res.data?.startRoundTrip.data.id ?? "";
}

describe("the round trip: request → Postgres → BullMQ → worker → Postgres → Redis → subscription", () => {
  const env = {
    DATABASE_URL: fileDatabaseUrl(),
    REDIS_URL: inject("redisUrl"),
    REDIS_PREFIX: uniquePrefix(),
  };
  let a: ServerProc;
  let b: ServerProc;
  let worker: Proc;

  beforeAll(async () => {
    [a, b, worker, owner] = await Promise.all([
      startServer(env),
      startServer(env),
      startWorker(env),
      createUser(env.DATABASE_URL),
    ]);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop(), worker?.stop()]);
  });

  it("delivers the worker's result to a subscriber, in order QUEUED/RUNNING → DONE", async () => {
    const id = await start(a, "hello big world", 300);
    const client = wsClient(a.wsUrl, owner.headers);
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
    const check = collect<{ roundTrip: Trip }>(wsClient(a.wsUrl, owner.headers), WATCH, { id });
    await check.until((e) => e.roundTrip.status === "DONE");
    const client = wsClient(b.wsUrl, owner.headers);
    const late = collect<{ roundTrip: Trip }>(client, WATCH, { id });
    const first = await late.until(() => true);
    expect(first.roundTrip).toMatchObject({ status: "DONE", result: "etal (1 word)" });
    await client.dispose();
  });

  it("carries an event published by one server process to a subscriber on another", async () => {
    const id = await start(a, "cancel me", 8000);
    const client = wsClient(b.wsUrl, owner.headers);
    const sub = collect<{ roundTrip: Trip }>(client, WATCH, { id });
    await sub.until((e) => e.roundTrip.status === "RUNNING" || e.roundTrip.status === "QUEUED");
    const res = await gql<{ cancelRoundTrip: { __typename: string } }>(
      a.url,
      `mutation($id: ID!) { cancelRoundTrip(id: $id) { __typename } }`,
      { id },
      owner.headers,
    );
    expect(res.data?.cancelRoundTrip.__typename).toBe("MutationCancelRoundTripSuccess");
    // Cancelled while the worker still had seconds of delay to go: it ends as "cancelled", not DONE.
    const failed = await sub.until((e) => e.roundTrip.status === "FAILED", 15_000);
    expect(failed.roundTrip.error).toBe("cancelled");
    await client.dispose();
  });

  it("makes a second enqueue of the same row a no-op (jobId = row id)", async () => {
    const { Queue } = await import("bullmq");
    const queue = new Queue("round-trip", {
      connection: { url: env.REDIS_URL },
      prefix: bullPrefix(env.REDIS_PREFIX),
    });
    const id = await start(a, "once only", 500);
    await queue.add("round-trip", { roundTripId: id }, { jobId: id });
    // Had the server enqueued under any other id, this add would have made a second job.
    const jobs = await queue.getJobs(["waiting", "active", "delayed", "prioritized"]);
    expect(jobs.filter((job) => job.data.roundTripId === id).map((job) => job.id)).toEqual([id]);
    const client = wsClient(a.wsUrl, owner.headers);
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
      owner.headers,
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

describe("round trips are signed-in only, owned, limited and cleaned up", () => {
  const env = {
    DATABASE_URL: fileDatabaseUrl(),
    REDIS_URL: inject("redisUrl"),
    REDIS_PREFIX: uniquePrefix(),
  };
  let server: ServerProc;
  beforeAll(async () => {
    server = await startServer(env);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("refuses an anonymous start, and writes no row", async () => {
    const before = await countRows(env.DATABASE_URL);
    const res = await gql<{ startRoundTrip: { __typename: string; code: string } }>(server.url, START, {
      input: { text: "anonymous", delayMs: 0 },
    });
    expect(res.data?.startRoundTrip).toMatchObject({ __typename: "AppError", code: "UNAUTHENTICATED" });
    expect(await countRows(env.DATABASE_URL)).toBe(before);
  });

  it("lets only the owner read or cancel a round trip", async () => {
    owner = await createUser(env.DATABASE_URL);
    const stranger = await createUser(env.DATABASE_URL);
    const id = await start(server, "mine only", 5000);
    const cancel = `mutation($id: ID!) { cancelRoundTrip(id: $id) { __typename ... on Error { code message } } }`;
    const theirs = await gql<{ cancelRoundTrip: { __typename: string; code: string } }>(
      server.url,
      cancel,
      { id },
      stranger.headers,
    );
    expect(theirs.data?.cancelRoundTrip).toMatchObject({ code: "NOT_FOUND" });
    const anonymous = await gql<{ cancelRoundTrip: { code: string } }>(server.url, cancel, { id });
    expect(anonymous.data?.cancelRoundTrip.code).toBe("UNAUTHENTICATED");
    const read = await gql<{ roundTrip: unknown }>(
      server.url,
      `query($id: ID!) { roundTrip(id: $id) { id status } }`,
      { id },
      stranger.headers,
    );
    expect(read.data?.roundTrip).toBeNull();
    // Still running: nobody but the owner could stop it.
    const mine = await gql<{ cancelRoundTrip: { __typename: string } }>(
      server.url,
      cancel,
      { id },
      owner.headers,
    );
    expect(mine.data?.cancelRoundTrip.__typename).toBe("MutationCancelRoundTripSuccess");
  });

  it("limits round trips per user with RATE_LIMITED and retryAfterSeconds", async () => {
    owner = await createUser(env.DATABASE_URL);
    const query = `mutation { startRoundTrip(input: { text: "flood" }) { __typename
      ... on RateLimitError { code message retryAfterSeconds } } }`;
    type Limited = { __typename: string; code?: string; message?: string; retryAfterSeconds?: number };
    let refused: Limited | undefined;
    for (let i = 0; i < 121 && !refused; i++) {
      const res = await gql<{ startRoundTrip: Limited }>(server.url, query, {}, owner.headers);
      if (res.data?.startRoundTrip.__typename === "RateLimitError") refused = res.data.startRoundTrip;
    }
    expect(refused).toMatchObject({ code: "RATE_LIMITED" });
    expect(refused?.message).toMatch(/^Too many round trips\. Please try again in \d+ seconds?\.$/);
    expect(refused?.retryAfterSeconds).toBeGreaterThan(0);
  });

  it("deletes round trips older than a day when a new one starts", async () => {
    owner = await createUser(env.DATABASE_URL);
    const old = await start(server, "yesterday");
    await sql(
      env.DATABASE_URL,
      `UPDATE "RoundTrip" SET "createdAt" = now() - interval '25 hours' WHERE id = $1`,
      [old],
    );
    const fresh = await start(server, "today");
    const left = await sql(env.DATABASE_URL, `SELECT id FROM "RoundTrip" WHERE id = ANY($1::uuid[])`, [
      [old, fresh],
    ]);
    expect(left.map((r) => r.id)).toEqual([fresh]);
  });
});

async function sql(url: string, text: string, params: unknown[] = []): Promise<{ id: string; n?: string }[]> {
  const pg = (await import("pg")).default;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows;
  } finally {
    await client.end();
  }
}

async function countRows(url: string): Promise<number> {
  const rows = await sql(url, `SELECT count(*)::text AS n FROM "RoundTrip"`);
  return Number(rows[0]?.n ?? 0);
}

describe("a worker killed mid-job", () => {
  const env = {
    DATABASE_URL: fileDatabaseUrl(),
    REDIS_URL: inject("redisUrl"),
    REDIS_PREFIX: uniquePrefix(),
    // Short enough to keep the test quick, long enough that a busy CI machine still renews locks.
    WORKER_LOCK_MS: "5000",
    WORKER_STALLED_INTERVAL_MS: "1000",
  };

  it("leaves the job to be retried by another worker, and the result is delivered once", async () => {
    owner = await createUser(env.DATABASE_URL);
    const server = await startServer(env);
    const first = await startWorker(env);
    try {
      const id = await start(server, "survive the crash", 6000);
      const client = wsClient(server.wsUrl, owner.headers);
      const sub = collect<{ roundTrip: Trip }>(client, WATCH, { id });
      await sub.until((e) => e.roundTrip.status === "RUNNING");
      await first.stop("SIGKILL");
      const second = await startWorker(env);
      try {
        const done = await sub.until((e) => e.roundTrip.status === "DONE", 120_000);
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
