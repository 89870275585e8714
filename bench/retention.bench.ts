/**
 * Children's data figures (issue 18): the nightly retention run over 100,000 children's rows (time and
 * peak memory), beside a baseline measured in the same run (one full scan of the same table); and the
 * deletion of one child's account with a year of activity (time, then a count of every table, Redis
 * key and stored file checked empty), beside the bare cascade delete of a twin account.
 */
import { randomUUID } from "node:crypto";
import { createPrisma } from "@vidya/db/client";
import { Redis } from "ioredis";
import { sql } from "../tests/helpers/database";
import { gql } from "../tests/helpers/graphql";
import { accessToken } from "../tests/helpers/users";
import { runRetention } from "../worker/src/retention/retention";
import { benchStack } from "./lib";

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const CHILDREN = 1000;
const stack = await benchStack({
  server: true,
  env: { JWT_SECRET: "test-secret-that-is-at-least-32-characters-long" },
});
const url = stack.db.url;
const db = createPrisma(url);
const redis = new Redis(stack.env.REDIS_URL);
const childYear = new Date().getUTCFullYear() - 12;

async function seedChildren() {
  await sql(
    url,
    `INSERT INTO "User" (id, email, role, "emailVerified", "birthYear", "birthMonth", "lastSeenAt", "updatedAt")
       SELECT gen_random_uuid(), 'child' || i || '@bench.test', 'student', true, $1, 5, now(), now()
       FROM generate_series(1, $2) i`,
    [childYear, CHILDREN],
  );
  // Half the rows are older than 12 months: those the run deletes.
  await sql(
    url,
    `INSERT INTO "AiTask" (id, "userId", kind, status, topic, question, "updatedAt", "createdAt")
       SELECT gen_random_uuid(), u.id, 'TUTOR', 'DONE', 'arithmetic', 'question ' || g,
              now(), now() - make_interval(days => (g % 730))
       FROM (SELECT id, row_number() OVER () AS n FROM "User" WHERE email LIKE '%@bench.test') u
       JOIN generate_series(1, $1) g ON g % $2 = u.n - 1`,
    [ROWS, CHILDREN],
  );
}

function peakRss(): { stop: () => number } {
  const start = process.memoryUsage().rss;
  let peak = start;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  return {
    stop() {
      clearInterval(timer);
      return (Math.max(peak, process.memoryUsage().rss) - start) / 1024 / 1024;
    },
  };
}

/** A child with a year of activity: 365 study days, tutor questions, a chat, an image, audit entries. */
async function seedYear(userId: string) {
  await sql(
    url,
    `INSERT INTO "User" (id, email, role, "emailVerified", "birthYear", "birthMonth", "updatedAt")
       VALUES ($1, $2, 'student', true, $3, 5, now())`,
    [userId, `year-${userId.slice(0, 8)}@bench.test`, childYear],
  );
  await sql(
    url,
    `INSERT INTO "StudyDay" (id, "userId", "localDate", "activeSeconds", "updatedAt")
       SELECT gen_random_uuid(), $1, to_char(now() - make_interval(days => d), 'YYYY-MM-DD'), 900, now()
       FROM generate_series(0, 364) d`,
    [userId],
  );
  await sql(
    url,
    `INSERT INTO "AiTask" (id, "userId", kind, status, topic, question, "updatedAt", "createdAt")
       SELECT gen_random_uuid(), $1, 'TUTOR', 'DONE', 'algebra', 'q' || d, now(), now() - make_interval(days => d)
       FROM generate_series(0, 1094) d`,
    [userId],
  );
  await sql(
    url,
    `INSERT INTO "HistoryRecord" (id, "userId", text, "aiResponse", "chatType", "toolType", "createdAt")
       SELECT gen_random_uuid(), $1, 'q' || d, 'a', 'teacher', 'algebra', now() - make_interval(days => d)
       FROM generate_series(0, 364) d`,
    [userId],
  );
  await sql(
    url,
    `INSERT INTO "StoredImage" (id, "ownerId", mime, size, bytes) VALUES ($1, $2, 'image/png', 3, '\\x010203')`,
    [randomUUID(), userId],
  );
  await sql(
    url,
    `INSERT INTO "ChildAuditEntry" (id, "childId", "actorRole", action) SELECT gen_random_uuid(), $1, 'teacher', 'teacher:dashboard' FROM generate_series(1, 200)`,
    [userId],
  );
  await redis.set(`${stack.env.REDIS_PREFIX}:rl:tutor:${userId}`, "3");
}

async function leftovers(userId: string): Promise<{ rows: number; tables: number; keys: number }> {
  const columns = await sql<{ table_name: string; column_name: string }>(
    url,
    `SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public' AND data_type = 'uuid'`,
  );
  let rows = 0;
  for (const c of columns) {
    const [r] = await sql<{ n: number }>(
      url,
      `SELECT count(*)::int AS n FROM "${c.table_name}" WHERE "${c.column_name}" = $1`,
      [userId],
    );
    rows += r?.n ?? 0;
  }
  const tables = new Set(columns.map((c) => c.table_name)).size;
  let keys = 0;
  let cursor = "0";
  do {
    const [next, found] = await redis.scan(
      cursor,
      "MATCH",
      `${stack.env.REDIS_PREFIX}:*${userId}*`,
      "COUNT",
      1000,
    );
    cursor = next;
    keys += found.length;
  } while (cursor !== "0");
  return { rows, tables, keys };
}

try {
  const server = stack.server;
  if (!server) throw new Error("no server");
  await seedChildren();
  const [{ n: total } = { n: 0 }] = await sql<{ n: number }>(url, `SELECT count(*)::int AS n FROM "AiTask"`);

  const t0 = performance.now();
  await sql(
    url,
    `SELECT count(*) FROM "AiTask" t JOIN "User" u ON u.id = t."userId" WHERE u."birthYear" IS NOT NULL`,
  );
  const baseline = performance.now() - t0;

  const memory = peakRss();
  const t1 = performance.now();
  const report = await runRetention({
    db,
    redis,
    prefix: stack.env.REDIS_PREFIX,
    send: async () => {},
    publicUrl: "http://localhost:5173",
  });
  const retention = performance.now() - t1;
  const peak = memory.stop();
  console.log(`retention run over ${total} children's AI task rows (${CHILDREN} children)`);
  console.log(`  baseline: one scan of the same rows : ${baseline.toFixed(0)} ms`);
  console.log(
    `  nightly run                         : ${retention.toFixed(0)} ms, peak RSS +${peak.toFixed(1)} MiB`,
  );
  console.log(`  deleted: ${report.childAiTasks} AI tasks older than 12 months`);

  // Deletion of one account with a year of activity, by its parent over the API.
  const child = randomUUID();
  const twin = randomUUID();
  await seedYear(child);
  await seedYear(twin);
  const parentId = randomUUID();
  await sql(
    url,
    `INSERT INTO "User" (id, email, role, "emailVerified", "updatedAt") VALUES ($1, $2, 'parent', true, now())`,
    [parentId, "parent@bench.test"],
  );
  await sql(
    url,
    `INSERT INTO "ParentLink" (id, "parentId", "childId", "updatedAt") VALUES ($1, $2, $3, now())`,
    [randomUUID(), parentId, child],
  );
  const token = await accessToken({ id: parentId, role: "parent", emailVerified: true });
  const t2 = performance.now();
  await sql(url, `DELETE FROM "User" WHERE id = $1`, [twin]);
  const cascade = performance.now() - t2;
  const t3 = performance.now();
  const res = await gql<{ deleteChildAccount: { __typename: string } }>(
    server.url,
    `mutation($c: ID!, $n: String!) { deleteChildAccount(childId: $c, confirmName: $n) { __typename } }`,
    { c: child, n: `year-${child.slice(0, 8)}` },
    { authorization: `Bearer ${token}` },
  );
  const deletion = performance.now() - t3;
  if (res.data?.deleteChildAccount.__typename !== "MutationDeleteChildAccountSuccess")
    throw new Error(JSON.stringify(res));
  const left = await leftovers(child);
  console.log("deletion of one child's account with a year of activity (~2,000 rows, an image, Redis keys)");
  console.log(`  baseline: bare cascade delete of a twin : ${cascade.toFixed(0)} ms`);
  console.log(`  deleteChildAccount over the API         : ${deletion.toFixed(0)} ms`);
  console.log(
    `  left afterwards: ${left.rows} rows in ${left.tables} tables checked, ${left.keys} Redis keys`,
  );
} finally {
  redis.disconnect();
  await db.$disconnect();
  await stack.stop();
}
