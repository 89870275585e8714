/**
 * Teacher dashboard figures (issue 8):
 *  1. Live feed: a class of 40 students, each producing one activity event per second for 60 s
 *     (`--seconds N` for a quick run), recorded exactly as features do (recordActivity: rows in
 *     Postgres, then PUBLISH) and received by a teacher's graphql-ws subscription. Reports events
 *     received, lost, and latency p50/p99 (target p99 ≤ 250 ms, none lost). Baseline: the same
 *     rate over bare Redis PUBLISH → SUBSCRIBE in the same run.
 *  2. Dashboard query: classDashboard over a 90-day range for 40 students × 90 days of activity
 *     (30 events per student per day, beside two other classes of the same size), p50/p95 over
 *     HTTP in Asia/Kolkata (target p95 ≤ 100 ms: whole days come from the per-day sums the
 *     ActivityEvent triggers keep), and in UTC (no sums line up: every event is counted), with
 *     EXPLAIN ANALYZE of every SQL query. Baselines: `{ health }` over HTTP and one indexed COUNT
 *     over the same rows. The seeding time includes the triggers adding up the per-day sums.
 *  3. What the sums cost a write: recordActivity p50/p95 with the trigger, and with it disabled.
 * Run: pnpm exec tsx bench/teacher-dashboard.bench.ts [--seconds 60] [--queries 60]
 */

import { createPrisma } from "@vidya/db/client";
import { Prisma } from "@vidya/db/prisma";
import { Redis } from "ioredis";
import pg from "pg";
import { dashboardSql } from "../server/src/modules/dashboard/dashboard.range-query";
import { activityRecorder } from "../tests/helpers/activity";
import { collect, gql, wsClient } from "../tests/helpers/graphql";
import { createUser, type TestUser } from "../tests/helpers/users";
import { benchStack, percentile } from "./lib";

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const SECONDS = arg("seconds", 60);
const QUERIES = arg("queries", 60);
const STUDENTS = 40;
const DAYS = 90;
const PER_DAY = 30;
const BASELINE_SECONDS = Math.min(SECONDS, 20);

const fmt = (v: number[]) =>
  `p50 ${percentile(v, 50).toFixed(1)} ms  p95 ${percentile(v, 95).toFixed(1)} ms  p99 ${percentile(v, 99).toFixed(1)} ms  max ${Math.max(...v).toFixed(1)} ms  (n=${v.length})`;

async function sql(url: string, text: string, values: unknown[] = []) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await c.query(text, values);
  } finally {
    await c.end();
  }
}

async function makeClass(
  url: string,
  teacher: TestUser,
  code: string,
  students: TestUser[],
): Promise<string> {
  const id = (
    await sql(
      url,
      `INSERT INTO "Classroom" (id, "teacherId", name, grade, subjects, "joinCode", "updatedAt") VALUES (gen_random_uuid(), $1, $2, 8, '{mathematics,science}', $2, now()) RETURNING id`,
      [teacher.id, code],
    )
  ).rows[0].id as string;
  await sql(url, `INSERT INTO "ClassMember" ("classroomId", "userId") SELECT $1, unnest($2::uuid[])`, [
    id,
    students.map((s) => s.id),
  ]);
  return id;
}

/** 40 students × 90 days × 30 events, generated inside Postgres. */
async function seed(url: string, classId: string, students: TestUser[]) {
  await sql(
    url,
    `INSERT INTO "ActivityEvent" (id, "userId", "classroomId", kind, subject, topic, payload, "actionId", "createdAt")
     SELECT gen_random_uuid(), s.uid, $1::uuid, k.kind, CASE WHEN n % 3 = 0 THEN 'science' ELSE 'mathematics' END,
            (ARRAY['Algebra','Geometry','Fractions','Linear Equations','Mensuration','Light','Sound','Force'])[1 + (n * 7 + d) % 8],
            CASE k.kind
              WHEN 'question_asked' THEN jsonb_build_object('question', 'Question ' || (n % 12))
              WHEN 'question_answered' THEN jsonb_build_object('verified', (n + d) % 4 <> 0, 'answer', 'Answer')
              WHEN 'focus_started' THEN jsonb_build_object('endsAt', to_char(now() - (d || ' days')::interval + interval '25 minutes', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'))
              WHEN 'study_time' THEN jsonb_build_object('seconds', 300 + (n * 37 + d) % 1500)
              WHEN 'quiz_completed' THEN jsonb_build_object('score', (n + d) % 11, 'total', 10)
              ELSE '{}'::jsonb END,
            gen_random_uuid(),
            (now() AT TIME ZONE 'UTC') - (d || ' days')::interval - ((n * 17 % 600) || ' minutes')::interval
     FROM unnest($2::uuid[]) s(uid), generate_series(0, ${DAYS - 1}) d, generate_series(1, ${PER_DAY}) n,
     LATERAL (SELECT CASE WHEN n <= 10 THEN 'question_asked' WHEN n <= 20 THEN 'question_answered'
                          WHEN n <= 23 THEN 'focus_started' WHEN n <= 26 THEN 'focus_completed'
                          WHEN n <= 29 THEN 'study_time' ELSE 'quiz_completed' END AS kind) k`,
    [classId, students.map((s) => s.id)],
  );
}

async function liveFeed(
  env: { DATABASE_URL: string; REDIS_URL: string; REDIS_PREFIX: string },
  wsUrl: string,
  teacher: TestUser,
  classId: string,
  students: TestUser[],
) {
  const recorder = activityRecorder(env);
  const client = wsClient(wsUrl, teacher.headers);
  type Item = { classActivity: { question: string | null; kind: string } };
  const received = new Map<string, number>();
  const sub = collect<Item>(
    client,
    `subscription($id: ID!) { classActivity(classroomId: $id) { kind question } }`,
    { id: classId },
  );
  // Wait until the subscription really listens (its Redis SUBSCRIBE is in place).
  for (let i = 0; i < 100; i++) {
    await recorder.record({ userId: students[0]?.id ?? "", kind: "break_completed" });
    try {
      await sub.until((e) => e.classActivity.kind === "break_completed", 300);
      break;
    } catch {}
  }
  const origin = sub.events.length;
  const sentAt = new Map<string, number>();
  const publishedAt = new Map<string, number>();
  const watcher = setInterval(() => {
    for (const e of sub.events.slice(origin)) {
      const q = e.classActivity.question;
      if (q && !received.has(q)) received.set(q, performance.now());
    }
  }, 2);
  let seq = 0;
  const timers: NodeJS.Timeout[] = [];
  const pending: Promise<void>[] = [];
  const start = performance.now();
  await new Promise<void>((done) => {
    let finished = 0;
    students.forEach((s, i) => {
      setTimeout(
        () => {
          let n = 0;
          const tick = () => {
            const tag = `bench:${seq++}`;
            sentAt.set(tag, performance.now());
            pending.push(
              recorder
                .record({
                  userId: s.id,
                  kind: "question_asked",
                  subject: "mathematics",
                  topic: "Algebra",
                  payload: { question: tag },
                })
                .then(() => {
                  publishedAt.set(tag, performance.now());
                }),
            );
            if (++n >= SECONDS) {
              clearInterval(timer);
              if (++finished === students.length) done();
            }
          };
          const timer = setInterval(tick, 1000);
          timers.push(timer);
          tick();
        },
        (i * 1000) / students.length,
      );
    });
  });
  // Every event recorded, then up to 10 s for the last ones to arrive: anything missing after that is lost.
  await Promise.all(pending);
  for (let waited = 0; waited < 10_000 && received.size < sentAt.size; waited += 100)
    await new Promise((r) => setTimeout(r, 100));
  clearInterval(watcher);
  for (const e of sub.events.slice(origin)) {
    const q = e.classActivity.question;
    if (q && !received.has(q)) received.set(q, performance.now());
  }
  const endToEnd: number[] = [];
  const afterPublish: number[] = [];
  for (const [tag, t0] of sentAt) {
    const t = received.get(tag);
    if (t === undefined) continue;
    endToEnd.push(t - t0);
    const p = publishedAt.get(tag);
    if (p !== undefined) afterPublish.push(Math.max(0, t - p));
  }
  await client.dispose();
  await recorder.close();
  return {
    sent: sentAt.size,
    received: endToEnd.length,
    endToEnd,
    afterPublish,
    seconds: (performance.now() - start) / 1000,
  };
}

async function bareRedis(redisUrl: string, seconds: number, perSecond: number) {
  const pub = new Redis(redisUrl);
  const sub = new Redis(redisUrl);
  const channel = `bench-bare-${Date.now()}`;
  const latencies: number[] = [];
  sub.on("message", (_c, message: string) => latencies.push(performance.now() - Number(message)));
  await sub.subscribe(channel);
  const total = seconds * perSecond;
  for (let i = 0; i < total; i++) {
    await pub.publish(channel, String(performance.now()));
    await new Promise((r) => setTimeout(r, 1000 / perSecond));
  }
  await new Promise((r) => setTimeout(r, 500));
  pub.disconnect();
  sub.disconnect();
  return { sent: total, latencies };
}

async function timed(n: number, fn: () => Promise<unknown>) {
  for (let i = 0; i < 5; i++) await fn();
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await fn();
    out.push(performance.now() - t0);
  }
  return out;
}

const stack = await benchStack({ server: true });
try {
  const server = stack.server;
  if (!server) throw new Error("no server");
  const url = stack.env.DATABASE_URL;
  const teacher = await createUser(url, { role: "teacher" });
  const students = await Promise.all(
    Array.from({ length: STUDENTS }, () => createUser(url, { role: "student" })),
  );

  console.log(`\n1. Live feed: ${STUDENTS} students × 1 event/s × ${SECONDS} s → one subscribed teacher`);
  const liveClass = await makeClass(url, teacher, "LIVE88", students);
  const live = await liveFeed(stack.env, server.wsUrl, teacher, liveClass, students);
  const bare = await bareRedis(stack.env.REDIS_URL, BASELINE_SECONDS, STUDENTS);
  console.log(
    `  sent ${live.sent}, received ${live.received}, lost ${live.sent - live.received} (over ${live.seconds.toFixed(1)} s)`,
  );
  console.log(`  record → received (DB write + publish + server + WS): ${fmt(live.endToEnd)}`);
  console.log(`  publish done → received                            : ${fmt(live.afterPublish)}`);
  console.log(
    `  baseline bare Redis PUBLISH → SUBSCRIBE (${BASELINE_SECONDS} s)  : ${fmt(bare.latencies)}  lost ${bare.sent - bare.latencies.length}`,
  );
  console.log(
    `  target p99 ≤ 250 ms: ${percentile(live.endToEnd, 99) <= 250 ? "met" : "NOT met"}; none lost: ${live.sent === live.received ? "met" : "NOT met"}`,
  );

  console.log(
    `\n2. Dashboard query: ${STUDENTS} students × ${DAYS} days × ${PER_DAY} events/day, range ${DAYS} days`,
  );
  const others = await Promise.all(
    [1, 2].map(() =>
      Promise.all(Array.from({ length: STUDENTS }, () => createUser(url, { role: "student" }))),
    ),
  );
  const bigClass = await makeClass(url, teacher, "BIGG88", students);
  const t0 = performance.now();
  await seed(url, bigClass, students);
  for (const [i, group] of others.entries())
    await seed(url, await makeClass(url, teacher, `OTHR8${i}`, group), group);
  await sql(url, `VACUUM ANALYZE "ActivityEvent"`);
  const rows = (
    await sql(
      url,
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE "classroomId" = $1)::int AS mine FROM "ActivityEvent"`,
      [bigClass],
    )
  ).rows[0];
  console.log(
    `  seeded ${rows.n} events (${rows.mine} in the measured class) in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  const range = {
    from: new Date(Date.now() - DAYS * 86_400_000).toISOString(),
    to: new Date().toISOString(),
  };
  const query = `query($id: ID!, $range: DashboardRangeInput, $tz: String) { classDashboard(classroomId: $id, range: $range, timeZone: $tz) {
    __typename ... on QueryClassDashboardSuccess { data { totalQuestions roster { studentId status studyTodaySeconds studyWeekSeconds questions lastActiveAt }
      questionsPerTopic { topic questions } strugglingTopics { topic reasons } activityByDay { day questions } topQuestions { text count } feed { id summary } } } } }`;
  const check = await gql<{ classDashboard: { __typename: string; data: { totalQuestions: number } } }>(
    server.url,
    query,
    { id: bigClass, range, tz: "Asia/Kolkata" },
    teacher.headers,
  );
  if (check.data?.classDashboard.__typename !== "QueryClassDashboardSuccess")
    throw new Error(JSON.stringify(check));
  console.log(`  dashboard shows ${check.data.classDashboard.data.totalQuestions} questions in range`);
  const dash = await timed(QUERIES, () =>
    gql(server.url, query, { id: bigClass, range, tz: "Asia/Kolkata" }, teacher.headers),
  );
  // UTC days do not line up with the per-day sums (kept in Kolkata days): every event is counted.
  const dashUtc = await timed(Math.min(QUERIES, 20), () =>
    gql(server.url, query, { id: bigClass, range, tz: "UTC" }, teacher.headers),
  );
  const health = await timed(QUERIES, () => gql(server.url, "{ health }"));
  const count = await timed(QUERIES, () =>
    sql(
      url,
      `SELECT count(*) FROM "ActivityEvent" WHERE "classroomId" = $1 AND "createdAt" >= now() - interval '90 days'`,
      [bigClass],
    ),
  );
  console.log(`  classDashboard over HTTP, Asia/Kolkata (per-day sums)    : ${fmt(dash)}`);
  console.log(`  classDashboard over HTTP, UTC (every event in range)    : ${fmt(dashUtc)}`);
  console.log(`  baseline { health } over HTTP                          : ${fmt(health)}`);
  console.log(`  baseline one indexed COUNT of the same rows (new conn)  : ${fmt(count)}`);
  console.log(`  target p95 ≤ 100 ms: ${percentile(dash, 95) <= 100 ? "met" : "NOT met"}`);

  console.log("\n  Query plans (EXPLAIN ANALYZE, BUFFERS):");
  const db = createPrisma(url);
  const plans = dashboardSql({
    classroomId: bigClass,
    from: new Date(range.from),
    to: new Date(range.to),
    timeZone: "Asia/Kolkata",
    subject: null,
  });
  for (const [name, q] of Object.entries(plans)) {
    const plan = await db.$queryRaw<{ "QUERY PLAN": string }[]>(Prisma.sql`EXPLAIN (ANALYZE, BUFFERS) ${q}`);
    console.log(`\n  --- ${name} ---`);
    for (const line of plan) console.log(`  ${line["QUERY PLAN"]}`);
  }
  await db.$disconnect();

  // What keeping the sums costs a write: one event recorded as features do (a row per class, then
  // a publish), into the measured class's busy day, with the sums' trigger on and then off.
  const recorder = activityRecorder(stack.env);
  const writes = (n: number) =>
    timed(n, () =>
      recorder.record({
        userId: students[0]?.id ?? "",
        kind: "question_asked",
        subject: "mathematics",
        topic: "Algebra",
        payload: { question: "Question 3" },
      }),
    );
  const withSums = await writes(QUERIES * 5);
  await sql(url, `ALTER TABLE "ActivityEvent" DISABLE TRIGGER activity_rollup_insert`);
  const withoutSums = await writes(QUERIES * 5);
  await sql(url, `ALTER TABLE "ActivityEvent" ENABLE TRIGGER activity_rollup_insert`);
  await recorder.close();
  console.log(`\n  recordActivity with the per-day sums' trigger : ${fmt(withSums)}`);
  console.log(`  baseline, the same with the trigger disabled : ${fmt(withoutSums)}`);
} finally {
  await stack.stop();
}
