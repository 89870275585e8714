import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { fileDatabaseUrl } from "../helpers/database";
import { gql } from "../helpers/graphql";
import { type Proc, type ServerProc, uniquePrefix } from "../helpers/processes";
import { ASK, startStack, watch } from "../helpers/tutor";
import { createUser, type TestUser } from "../helpers/users";

const METRICS_TOKEN = "metrics-token-for-the-test-run";
const ADMIN = { user: "ops", password: "a-board-password-of-some-length" };

/** The value of one series in a Prometheus text exposition (0 when absent). */
function sample(text: string, name: string, labels: Record<string, string>): number {
  const line = text
    .split("\n")
    .find(
      (l) =>
        l.startsWith(`${name}{`) &&
        Object.entries(labels).every(([key, value]) => l.includes(`${key}="${value}"`)),
    );
  return line ? Number(line.slice(line.lastIndexOf(" ") + 1)) : 0;
}

/** Spans printed by the console exporter (util.inspect objects): trace id and name of each. */
function spans(logs: string[]): { traceId: string; name: string }[] {
  const text = logs.join("");
  return [...text.matchAll(/traceId: '([0-9a-f]{32})'[\s\S]*?\n {2}name: '([^']*)'/g)].map(
    ([, traceId, name]) => ({
      traceId: traceId ?? "",
      name: name ?? "",
    }),
  );
}

describe("observability: /metrics, traces and the queue board", () => {
  const databaseUrl = fileDatabaseUrl();
  let server: ServerProc;
  let worker: Proc;
  let student: TestUser;

  beforeAll(async () => {
    ({ server, worker } = await startStack({
      DATABASE_URL: databaseUrl,
      REDIS_URL: inject("redisUrl"),
      REDIS_PREFIX: uniquePrefix(),
      METRICS_TOKEN,
      ADMIN_USER: ADMIN.user,
      ADMIN_PASSWORD: ADMIN.password,
      OTEL_TRACES_EXPORTER: "console",
    }));
    student = await createUser(databaseUrl, { role: "student" });
  });
  afterAll(async () => {
    await Promise.all([server?.stop(), worker?.stop()]);
  });

  const metrics = async () => {
    const res = await fetch(`${server.url}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(res.status).toBe(200);
    return res.text();
  };

  it("serves /metrics only with its token", async () => {
    expect((await fetch(`${server.url}/metrics`)).status).toBe(401);
    const wrong = await fetch(`${server.url}/metrics`, { headers: { authorization: "Bearer nope" } });
    expect(wrong.status).toBe(401);
    expect(await metrics()).toContain("# TYPE vidya_http_requests_total counter");
  });

  it("counts requests and times each GraphQL operation by name", async () => {
    const requests = { path: "/graphql", method: "POST", status: "200" };
    const operation = { operation: "ObservedHealth", type: "query", outcome: "ok" };
    const before = await metrics();
    for (let i = 0; i < 3; i++)
      expect((await gql(server.url, "query ObservedHealth { health }")).data).toBeTruthy();
    const after = await metrics();
    expect(sample(after, "vidya_http_requests_total", requests)).toBe(
      sample(before, "vidya_http_requests_total", requests) + 3,
    );
    expect(sample(after, "vidya_graphql_operation_duration_seconds_count", operation)).toBe(
      sample(before, "vidya_graphql_operation_duration_seconds_count", operation) + 3,
    );
    // A scan of made-up paths all lands in one series, so it cannot grow the server's memory.
    await fetch(`${server.url}/random-${Date.now()}`);
    expect(await metrics()).not.toMatch(/path="\/random-/);
  });

  it("follows a tutor question as one trace from the request through the queue and worker to publish, with worker metrics", async () => {
    const named = ASK.replace("mutation(", "mutation ObservedAsk(");
    const input = { topic: "ALGEBRA", question: "Solve 2x + 5 = 17" };
    const asked = await gql<{ askTutor: { data?: { id: string } } }>(
      server.url,
      named,
      { input },
      student.headers,
    );
    const id = asked.data?.askTutor.data?.id ?? "";
    const watching = watch(server.wsUrl, student, id);
    try {
      expect((await watching.finished(30_000)).status).toBe("DONE");
    } finally {
      await watching.close();
    }
    // The server's span for the mutation, and the worker's spans under the same trace id.
    await vi.waitFor(() => {
      const request = spans(server.logs).find((s) => s.name === "graphql mutation ObservedAsk");
      expect(request, "server span").toBeDefined();
      const inTrace = spans([...server.logs, ...worker.logs]).filter((s) => s.traceId === request?.traceId);
      expect(inTrace.map((s) => s.name)).toEqual(
        expect.arrayContaining([
          "graphql mutation ObservedAsk",
          "add ai.tutor-answer",
          "ai local",
          "redis publish",
        ]),
      );
    });
    expect(id).toBeTruthy();
    // The worker leaves its figures in Redis every few seconds; the server shows them.
    await vi.waitFor(
      async () => {
        const text = await metrics();
        expect(
          sample(text, "vidya_job_duration_seconds_count", { queue: "ai", outcome: "completed" }),
        ).toBeGreaterThan(0);
        expect(
          sample(text, "vidya_ai_request_duration_seconds_count", { provider: "local", outcome: "ok" }),
        ).toBe(1);
        expect(sample(text, "vidya_queue_jobs", { queue: "ai", state: "waiting" })).toBe(0);
      },
      { timeout: 15_000, interval: 500 },
    );
  });

  it("shows BullMQ's board to the admin only", async () => {
    const board = `${server.url}/admin/queues`;
    expect((await fetch(board)).status).toBe(401);
    // A signed-in user is not an admin.
    expect((await fetch(board, { headers: { authorization: `Bearer ${student.token}` } })).status).toBe(401);
    const basic = (user: string, password: string) => ({
      authorization: `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`,
    });
    expect((await fetch(board, { headers: basic(ADMIN.user, "wrong-password-here") })).status).toBe(401);
    const page = await fetch(board, { headers: basic(ADMIN.user, ADMIN.password) });
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<html/i);
    const api = await fetch(`${board}/api/queues`, { headers: basic(ADMIN.user, ADMIN.password) });
    expect(api.status).toBe(200);
    const queues = ((await api.json()) as { queues: { name: string }[] }).queues.map((q) => q.name);
    expect(queues).toEqual(expect.arrayContaining(["ai", "email"]));
  });
});
