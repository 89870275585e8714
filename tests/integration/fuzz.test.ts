import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { fileDatabaseUrl } from "../helpers/database";
import { type FuzzOperation, operationArbitrary, printedSchema } from "../helpers/fuzz-operations";
import { type ServerProc, startServer, uniquePrefix } from "../helpers/processes";
import { createUser } from "../helpers/users";

/**
 * Operations sent in all (FUZZ_RUNS), split across the callers: 1,000 on a developer's run, 10,000 in
 * CI's run with the fixed seed.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? (process.env.CI === "true" ? 10_000 : 1_000));
/** Requests in flight at once. */
const CONCURRENCY = 8;
/**
 * The seed (FUZZ_SEED) makes a failure reproducible; the test prints it. Developers' runs explore a new
 * seed each time; CI keeps one, so a submission is judged on the same operations every time.
 */
const SEED = Number(process.env.FUZZ_SEED ?? (process.env.CI === "true" ? 20261124 : Date.now() % 2 ** 31));

/** What must never reach a caller: stack frames, internal error text, database or engine details. */
const INTERNAL = [
  /\n\s+at /,
  /node_modules/,
  /\.ts:\d+/,
  /Prisma/i,
  /Invalid `/,
  /PostgreSQL|postgres/i,
  /ECONNREFUSED/,
  /TypeError|ReferenceError|RangeError/,
  /Unexpected error\./,
  /INTERNAL_SERVER_ERROR/,
];

interface Finding {
  caller: string;
  field: string;
  status: number;
  body: string;
  variables: string;
}

describe("schema-aware fuzzing of the GraphQL API", () => {
  const databaseUrl = fileDatabaseUrl();
  let server: ServerProc;
  beforeAll(async () => {
    // The mode API users get: arbitrary documents accepted (not only the client's registered ones).
    server = await startServer({
      DATABASE_URL: databaseUrl,
      REDIS_URL: inject("redisUrl"),
      REDIS_PREFIX: uniquePrefix("fuzz"),
      LOG_LEVEL: "warn",
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it(`sends ${RUNS} generated operations signed out and as each role: no 5xx, no internals, no restart`, async () => {
    const student = await createUser(databaseUrl, { role: "student" });
    const teacher = await createUser(databaseUrl, { role: "teacher" });
    const parent = await createUser(databaseUrl, { role: "parent" });
    const callers: { name: string; headers: Record<string, string> }[] = [
      { name: "signed out", headers: {} },
      { name: "student", headers: student.headers },
      { name: "teacher", headers: teacher.headers },
      { name: "parent", headers: parent.headers },
    ];
    const operations = fc.sample(operationArbitrary(printedSchema()), { numRuns: RUNS, seed: SEED });
    const pid = server.child.pid;
    const statuses = new Map<number, number>();
    const findings: Finding[] = [];
    const fields = new Set<string>();
    let withErrors = 0;
    let connectionRetries = 0;
    let next = 0;

    async function send(op: FuzzOperation, index: number): Promise<void> {
      const caller = callers[index % callers.length] ?? callers[0];
      if (!caller) return;
      fields.add(op.field);
      const post = async () => {
        const res = await fetch(`${server.url}/graphql`, {
          method: "POST",
          headers: { "content-type": "application/json", ...caller.headers },
          body: JSON.stringify({ query: op.query, variables: op.variables }),
        });
        return { res, body: await res.text() };
      };
      let answer: { res: Response; body: string };
      try {
        answer = await post();
      } catch {
        // A kept-alive connection the server closed as idle just as it was reused: one retry.
        // A server that died fails this too, and is reported below.
        connectionRetries++;
        try {
          answer = await post();
        } catch (error) {
          const variables = JSON.stringify(op.variables).slice(0, 300);
          findings.push({ caller: caller.name, field: op.field, status: 0, body: String(error), variables });
          return;
        }
      }
      const { res, body } = answer;
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      if (body.includes('"errors"')) withErrors++;
      if (res.status >= 500 || INTERNAL.some((pattern) => pattern.test(body))) {
        findings.push({
          caller: caller.name,
          field: op.field,
          status: res.status,
          body: body.slice(0, 300),
          variables: JSON.stringify(op.variables).slice(0, 300),
        });
      }
    }

    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < operations.length) {
          const index = next++;
          const op = operations[index];
          if (op) await send(op, index);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;

    const health = await fetch(`${server.url}/healthz`);
    const byStatus = [...statuses.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`);
    console.log(
      [
        `fuzz (seed ${SEED}): ${operations.length} operations over ${fields.size} root fields,`,
        `  ${callers.map((c) => c.name).join(", ")}; ${seconds.toFixed(1)} s (${(operations.length / seconds).toFixed(0)}/s)`,
        `  statuses ${byStatus.join(", ")}; ${withErrors} with GraphQL errors; ${connectionRetries} connection retries`,
        `  5xx or internal details: ${findings.length}; server restarts: ${server.child.pid === pid && server.child.exitCode === null ? 0 : 1}`,
      ].join("\n"),
    );
    for (const f of findings.slice(0, 10)) console.log(JSON.stringify(f));
    if (server.child.exitCode !== null) console.log(server.logs.join("").slice(-3000));

    expect(findings).toEqual([]);
    expect(server.child.exitCode).toBeNull();
    expect(server.child.pid).toBe(pid);
    expect(health.status).toBe(200);
  }, 600_000);
});
