import { spawn } from "node:child_process";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { WebSocket } from "ws";
import { fileDatabaseUrl } from "../helpers/database";
import { gql } from "../helpers/graphql";
import { freePort, type ServerProc, spawnTs, startServer, uniquePrefix } from "../helpers/processes";
import { startTcpProxy } from "../helpers/tcp-proxy";
import { createUser } from "../helpers/users";

const SIGN_IN_AGAIN = `mutation { signIn(input: { email: "nobody@example.com", password: "wrong-password" }) {
  __typename ... on Error { message } } }`;

describe("server basics", () => {
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

  it("answers /healthz and /readyz", async () => {
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ postgres: "ok", redis: "ok" });
  });

  it("answers a malformed request with a coded GraphQL error and no internals", async () => {
    const res = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ health(" }),
    });
    const body = (await res.json()) as { errors: { message: string; extensions: { code: string } }[] };
    expect(body.errors[0]?.extensions.code).toBe("GRAPHQL_PARSE_FAILED");
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+|stack/i);
    const unknown = await gql(server.url, "{ nope }");
    expect(unknown.errors?.[0]?.extensions?.code).toBe("GRAPHQL_VALIDATION_FAILED");
  });

  it("echoes a request id", async () => {
    const res = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-request-id": "abc-123" },
      body: JSON.stringify({ query: "{ health }" }),
    });
    expect(res.headers.get("x-request-id")).toBe("abc-123");
    expect(await res.json()).toEqual({ data: { health: "ok" } });
    // The server's own JSON log has one line for that request, under the same id.
    await vi.waitFor(() => {
      const lines = server.logs
        .join("")
        .split("\n")
        .filter((line) => line.startsWith("{"))
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(lines).toContainEqual(
        expect.objectContaining({ msg: "request", requestId: "abc-123", path: "/graphql", status: 200 }),
      );
    });
  });

  it("stops with exit code 0 on SIGTERM, closing open WebSockets with 1001", async () => {
    const other = await startServer(env);
    const socket = new WebSocket(other.wsUrl, "graphql-transport-ws");
    const acked = new Promise<void>((resolve, reject) => {
      socket.on("open", () => socket.send(JSON.stringify({ type: "connection_init" })));
      socket.on("message", (data) => {
        if (JSON.parse(String(data)).type === "connection_ack") resolve();
      });
      socket.on("error", reject);
    });
    await acked;
    const closed = new Promise<number>((resolve) => socket.on("close", (code) => resolve(code)));
    expect(await other.stop("SIGTERM")).toBe(0);
    expect(await closed).toBe(1001);
  });
});

describe("start-up with a bad environment", () => {
  it("names every problem and exits non-zero", async () => {
    const proc = spawnTs("server/src/main.ts", {
      DATABASE_URL: "",
      REDIS_URL: "http://nope",
      PORT: "eighty",
      REDIS_PREFIX: "bad prefix!",
    });
    const code = await proc.exited;
    const out = proc.logs.join("");
    expect(code).not.toBe(0);
    expect(out).toContain("DATABASE_URL");
    expect(out).toContain("REDIS_URL must be a redis:// URL");
    expect(out).toContain("PORT");
    expect(out).toContain("REDIS_PREFIX");
  });
});

describe("when Redis goes away and comes back", () => {
  it("fails /readyz and requests fast, then recovers", async () => {
    const port = await freePort();
    const startRedis = () =>
      spawn(
        "redis-server",
        ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
        {
          stdio: "ignore",
        },
      );
    let redis = startRedis();
    await new Promise((r) => setTimeout(r, 300));
    const user = await createUser(fileDatabaseUrl());
    const server = await startServer({
      DATABASE_URL: fileDatabaseUrl(),
      REDIS_URL: `redis://127.0.0.1:${port}`,
      REDIS_PREFIX: uniquePrefix(),
    });
    try {
      redis.kill("SIGKILL");
      await new Promise((r) => setTimeout(r, 500));
      const ready = await fetch(`${server.url}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ redis: "unavailable", postgres: "ok" });
      // Said once in the log, with the reason, however often the balancer asks.
      await fetch(`${server.url}/readyz`);
      const said = () =>
        server.logs.join("").match(/not ready: Redis \(REDIS_URL\) unavailable: [^"]+/g) ?? [];
      await vi.waitFor(() => expect(said()).not.toHaveLength(0), { timeout: 5000 });
      expect(said()).toHaveLength(1);
      const t0 = Date.now();
      const res = await gql<{ startRoundTrip: { __typename: string; code: string } }>(
        server.url,
        `mutation { startRoundTrip(input: { text: "hi" }) { __typename ... on Error { code message } } }`,
        {},
        user.headers,
      );
      expect(Date.now() - t0).toBeLessThan(3000);
      expect(res.data?.startRoundTrip).toMatchObject({ __typename: "AppError", code: "UNAVAILABLE" });
      redis = startRedis();
      const deadline = Date.now() + 10_000;
      let status = 0;
      while (Date.now() < deadline && status !== 200) {
        await new Promise((r) => setTimeout(r, 250));
        status = (await fetch(`${server.url}/readyz`)).status;
      }
      expect(status).toBe(200);
      await vi.waitFor(
        () => expect(server.logs.join("")).toContain("ready again: PostgreSQL and Redis answer"),
        { timeout: 5000 },
      );
    } finally {
      await server.stop();
      redis.kill("SIGKILL");
    }
  });

  it("a host given a wrong DATABASE_URL is not ready, and its log says why (the password hidden)", async () => {
    const url = new URL(fileDatabaseUrl());
    url.username = "postgres";
    url.password = "s3cret-pass";
    url.pathname = "/no_such_database_here";
    const server = await startServer(
      { DATABASE_URL: url.toString(), REDIS_URL: inject("redisUrl"), REDIS_PREFIX: uniquePrefix() },
      { readyStatus: 503 },
    );
    try {
      const ready = await fetch(`${server.url}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ postgres: "unavailable", redis: "ok" });
      await vi.waitFor(() => expect(server.logs.join("")).toContain("not ready"), { timeout: 5000 });
      const log = server.logs.join("");
      expect(log).toMatch(
        /not ready: PostgreSQL \(DATABASE_URL\) unavailable: .*no_such_database_here.*does not exist/,
      );
      expect(log).not.toContain("s3cret-pass");
    } finally {
      await server.stop();
    }
  });

  it("fails /readyz and requests fast with a clear error when Postgres goes away, then recovers", async () => {
    const url = new URL(fileDatabaseUrl());
    const proxy = await startTcpProxy(Number(url.port || 5432), url.hostname);
    url.port = String(proxy.port);
    const server = await startServer({
      DATABASE_URL: url.toString(),
      REDIS_URL: inject("redisUrl"),
      REDIS_PREFIX: uniquePrefix(),
    });
    const SIGN_IN = `mutation { signIn(input: { email: "nobody@example.com", password: "wrong-password" }) {
      __typename ... on Error { message } } }`;
    try {
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
      await proxy.cut();
      const ready = await fetch(`${server.url}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ postgres: "unavailable", redis: "ok" });
      const t0 = Date.now();
      const res = await gql(server.url, SIGN_IN);
      expect(Date.now() - t0).toBeLessThan(5000);
      expect(res.errors?.[0]).toMatchObject({
        message: "The service is briefly unavailable. Please try again in a moment.",
        extensions: { code: "UNAVAILABLE" },
      });
      expect(JSON.stringify(res)).not.toMatch(/prisma|ECONNREFUSED|stack/i);
      await proxy.restore();
      const deadline = Date.now() + 10_000;
      let status = 0;
      while (Date.now() < deadline && status !== 200) {
        await new Promise((r) => setTimeout(r, 250));
        status = (await fetch(`${server.url}/readyz`)).status;
      }
      expect(status).toBe(200);
      const again = await gql<{ signIn: { __typename: string } }>(server.url, SIGN_IN);
      expect(again.errors).toBeUndefined();
      expect(again.data?.signIn.__typename).toBe("AppError");
    } finally {
      await server.stop();
      await proxy.close().catch(() => {});
    }
  });

  it('answers UNAVAILABLE, not "Unexpected error.", when Postgres ends its connections or the pool runs dry', async () => {
    // The server's connections carry their own application_name, so only they are terminated.
    const name = `vidya_outage_${Date.now().toString(36)}`;
    const url = new URL(fileDatabaseUrl());
    url.searchParams.set("application_name", name);
    const server = await startServer({
      DATABASE_URL: url.toString(),
      REDIS_URL: inject("redisUrl"),
      REDIS_PREFIX: uniquePrefix(),
    });
    const admin = new pg.Client({ connectionString: fileDatabaseUrl() });
    await admin.connect();
    const killer = new pg.Client({ connectionString: fileDatabaseUrl() });
    await killer.connect();
    const signIn = (i: number) =>
      gql(
        server.url,
        `mutation { signIn(input: { email: "outage-${i}@example.com", password: "wrong-password" }) {
          __typename ... on Error { message } } }`,
      );
    try {
      // Every sign-in waits on a lock, holding one of the server's 10 pooled connections; the 11th
      // finds the pool empty and times out waiting for a connection.
      await admin.query("BEGIN");
      await admin.query('LOCK TABLE "User" IN ACCESS EXCLUSIVE MODE');
      let settled = 0;
      const waiting = async () =>
        Number(
          (
            await killer.query(
              "SELECT count(*) AS n FROM pg_stat_activity WHERE application_name = $1 AND wait_event_type = 'Lock'",
              [name],
            )
          ).rows[0].n,
        );
      // One request at a time, each seen waiting on the lock (or answered) before the next is sent:
      // Prisma batches findUnique calls made in the same tick into one query, so requests sent
      // together can share one connection and the pool would never run dry.
      const answers: ReturnType<typeof signIn>[] = [];
      for (let i = 0; i < 11; i++) {
        answers.push(
          signIn(i).finally(() => {
            settled += 1;
          }),
        );
        await vi.waitFor(
          async () => {
            const blocked = await waiting();
            expect(blocked + settled, `request ${i + 1}: waiting ${blocked}, answered ${settled}`).toBe(
              i + 1,
            );
          },
          { timeout: 30_000, interval: 50 },
        );
      }
      // Ten hold the pool's ten connections, waiting on the lock; the eleventh found the pool dry.
      const blocked = await waiting();
      expect(blocked).toBe(10);
      expect(settled).toBe(1);
      const answeredEarly = settled;
      // Then an administrator (or a restart) ends the server's connections in the middle of their queries.
      await killer.query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1",
        [name],
      );
      await admin.query("ROLLBACK");
      const results = await Promise.all(answers);
      const unavailable = results.filter((res) => res.errors?.[0]?.extensions?.code === "UNAVAILABLE");
      // Every request cut off mid-query, and every one that found the pool dry, hears UNAVAILABLE; one
      // still on its way when the lock went gets its ordinary answer. None is "Unexpected error.".
      expect(unavailable.length).toBeGreaterThanOrEqual(blocked + answeredEarly);
      for (const res of unavailable) {
        expect(res.errors?.[0]).toMatchObject({
          message: "The service is briefly unavailable. Please try again in a moment.",
          extensions: { code: "UNAVAILABLE" },
        });
      }
      for (const res of results) {
        expect(JSON.stringify(res)).not.toMatch(/Unexpected error|57P01|timeout exceeded|prisma/i);
      }
      // The pool heals by itself: the next request gets a normal answer.
      const again = await gql<{ signIn: { __typename: string } }>(server.url, SIGN_IN_AGAIN);
      expect(again.errors).toBeUndefined();
      expect(again.data?.signIn.__typename).toBe("AppError");
    } finally {
      await admin.end().catch(() => {});
      await killer.end().catch(() => {});
      await server.stop();
    }
  });

  it("fails /readyz when Postgres cannot be reached", async () => {
    const dead = await freePort();
    const proc = spawnTs("server/src/main.ts", {
      HOST: "127.0.0.1",
      PORT: String(await freePort()),
      DATABASE_URL: `postgresql://postgres@127.0.0.1:${dead}/none`,
      REDIS_URL: inject("redisUrl"),
      REDIS_PREFIX: uniquePrefix(),
    });
    try {
      const port = await (async () => {
        for (let i = 0; i < 300; i++) {
          const m = /"port":(\d+)/.exec(proc.logs.join(""));
          if (m) return Number(m[1]);
          await new Promise((r) => setTimeout(r, 100));
        }
        throw new Error(proc.logs.join(""));
      })();
      const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ postgres: "unavailable" });
    } finally {
      await proc.stop();
    }
  });
});
