/**
 * Study planner figures (issue 17), each beside a baseline measured in the same run:
 * 1. one plan for 3 exams × 15 chapters × 60 days with 200 due cards a day (p50/p95; target p95 ≤ 100 ms),
 *    beside copying its input (structuredClone);
 * 2. /profile's `progress` query over a year of activity (p50/p95; target p95 ≤ 100 ms), beside `{ health }`;
 * 3. the night re-plan by the worker for BENCH_STUDENTS students (default 1000) with 3 exams each,
 *    projected to 10,000 (target within 5 minutes).
 */

import { bullPrefix } from "@vidya/core/redis-keys";
import { Queue, QueueEvents } from "bullmq";
import { Redis } from "ioredis";
import pg from "pg";
import { ncertChapters } from "../core/src/curriculum/catalogue";
import { NIGHT_REPLAN_JOB, STUDY_PLAN_QUEUE } from "../core/src/jobs/study-plan";
import { addDays, buildPlan, type PlanInput } from "../core/src/planner/plan";
import { gql } from "../tests/helpers/graphql";
import { createUser } from "../tests/helpers/users";
import { benchStack, summary } from "./lib";

const N = Number(process.env.BENCH_N ?? 200);
const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 1000);

function timedSync(n: number, fn: () => unknown): number[] {
  for (let i = 0; i < 10; i++) fn();
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    fn();
    out.push(performance.now() - t0);
  }
  return out;
}

async function timed(n: number, fn: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < 5; i++) await fn();
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await fn();
    out.push(performance.now() - t0);
  }
  return out;
}

// 1. The pure planner.
const today = "2026-12-01";
const dueCards: Record<string, number> = {};
for (let d = 0; d < 60; d++) dueCards[addDays(today, d)] = 200;
const input: PlanInput = {
  today,
  usedToday: 0,
  exams: [40, 50, 60].map((days, e) => ({
    id: `exam-${e}`,
    subject: `subject-${e}`,
    title: `Exam ${e}`,
    date: addDays(today, days),
    chapters: Array.from({ length: 15 }, (_, c) => ({
      id: `e${e}:c${c}`,
      title: `Chapter ${c + 1}`,
      size: 1,
      mastery: c % 3 === 0 ? null : (c % 10) / 10,
      doneMinutes: 0,
    })),
  })),
  availability: { minutesByWeekday: [120, 90, 90, 90, 90, 90, 120], daysOff: [addDays(today, 10)] },
  dueCards,
  focusMinutes: 25,
  breakMinutes: 5,
};
const plan = buildPlan(input);
console.log(
  `plan: ${plan.days.length} days, ${plan.days.reduce((n, d) => n + d.items.length, 0)} items, fits=${plan.fits}, dropped=${plan.dropped.length}`,
);
console.log(
  `plan (3 exams × 15 chapters × 60 days, 200 cards/day): ${summary(timedSync(N, () => buildPlan(input)))}`,
);
console.log(
  `baseline structuredClone(input):                    ${summary(timedSync(N, () => structuredClone(input)))}`,
);

// 2 and 3 need the real stack.
const stack = await benchStack({ server: true, worker: true });
try {
  const server = stack.server;
  if (!server) throw new Error("no server");
  const student = await createUser(stack.db.url, { role: "student", preferredClass: 7 });
  const client = new pg.Client({ connectionString: stack.db.url });
  await client.connect();
  const maths = ncertChapters(7, "mathematics").map((c) => c.id);
  // A year of activity: a study day most days, tutor questions, mastery on every maths chapter.
  await client.query(
    `INSERT INTO "StudyDay" (id, "userId", "localDate", "activeSeconds", "focusSessions", "focusMinutes", "updatedAt")
     SELECT gen_random_uuid(), $1, to_char(current_date - g, 'YYYY-MM-DD'), 600 + (g * 37) % 3000, g % 4, (g % 4) * 25, now()
       FROM generate_series(0, 364) g WHERE g % 7 <> 3`,
    [student.id],
  );
  await client.query(
    `INSERT INTO "AiTask" (id, "userId", kind, status, topic, subject, "chapterId", question, "updatedAt", "createdAt")
     SELECT gen_random_uuid(), $1, 'TUTOR', 'DONE', (ARRAY['algebra','geometry','arithmetic'])[1 + g % 3], 'mathematics',
            ($2::text[])[1 + g % array_length($2::text[], 1)], 'q' || g, now(), now() - make_interval(days => g % 365)
       FROM generate_series(1, 3000) g`,
    [student.id, maths],
  );
  await client.query(
    `INSERT INTO "ChapterMastery" ("userId", "chapterId", subject, grade, mastery, evidence, source, "updatedAt")
     SELECT $1, c, 'mathematics', 7, random(), 12, 'quickTest', now() FROM unnest($2::text[]) c`,
    [student.id, maths],
  );
  const progressQuery = `{ progress { totalMinutes streak { current best } days { date minutes } chapters { level } topics { questions } badges { earned } } }`;
  const progressTimes = await timed(60, async () => {
    const res = await gql(server.url, progressQuery, {}, student.headers);
    if (!res.data) throw new Error(JSON.stringify(res.errors));
  });
  const health = await timed(60, () => gql(server.url, "{ health }"));
  console.log(`progress query (a year: 313 study days, 3000 questions):  ${summary(progressTimes)}`);
  console.log(`baseline { health }:                                      ${summary(health)}`);

  // 3. The night re-plan: STUDENTS students with 3 exams of 15 chapters each.
  await client.query(
    `WITH u AS (
       INSERT INTO "User" (id, email, role, "emailVerified", "isFirstTimeUser", "preferredClass", "updatedAt")
       SELECT gen_random_uuid(), 'night' || g || '@bench.test', 'student', true, false, 7, now()
         FROM generate_series(1, $1::int) g RETURNING id)
     INSERT INTO "Exam" (id, "userId", subject, grade, title, date, "chapterIds", "updatedAt")
     SELECT gen_random_uuid(), u.id, 'mathematics', 7, 'Exam ' || e, to_char(current_date + 20 + e * 10, 'YYYY-MM-DD'),
            $2::text[], now()
       FROM u, generate_series(1, 3) e`,
    [STUDENTS, maths.slice(0, 15)],
  );
  const connection = new Redis(stack.env.REDIS_URL, { maxRetriesPerRequest: null });
  const prefix = bullPrefix(stack.env.REDIS_PREFIX);
  const queue = new Queue(STUDY_PLAN_QUEUE, { connection, prefix });
  const eventsConnection = connection.duplicate();
  const events = new QueueEvents(STUDY_PLAN_QUEUE, { connection: eventsConnection, prefix });
  await events.waitUntilReady();
  const t0 = performance.now();
  const job = await queue.add(NIGHT_REPLAN_JOB, {});
  const result = (await job.waitUntilFinished(events, 30 * 60_000)) as { planned: number };
  const seconds = (performance.now() - t0) / 1000;
  const [{ items } = { items: 0 }] = (
    await client.query<{ items: number }>(`SELECT COUNT(*)::int AS items FROM "PlanItem"`)
  ).rows;
  console.log(
    `night re-plan: ${result.planned} students in ${seconds.toFixed(1)} s (${(result.planned / seconds).toFixed(0)}/s, ${items} items); projected for 10,000: ${((10_000 / result.planned) * seconds).toFixed(0)} s (target ≤ 300 s)`,
  );
  await events.close();
  await queue.close();
  connection.disconnect();
  eventsConnection.disconnect();
  await client.end();
} finally {
  await stack.stop();
}
// Open handles of the queue clients must not keep the benchmark alive once it has printed.
process.exit(0);
