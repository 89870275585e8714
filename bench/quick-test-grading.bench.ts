/**
 * Quick test grading (issue 15, Measure c): 500 students submit a 20-item test within one second.
 * Figures: submit → graded result latency p50/p95 (target p95 ≤ 200 ms) and how many results were
 * stored (target: none lost). Baseline in the same run: the trivial `{ health }` query fired at the
 * same rate. Setup (starting the tests and answering 20 items each) is not measured.
 * The students are in one class and the worker runs, so the figures also say how long after a submit
 * the teacher's live results (the class's quiz_completed event) show it, and when calibration of the
 * 20 shared items has taken in every answer (all 500 × 20 responses).
 */
import { readFileSync } from "node:fs";
import pg from "pg";
import { gql } from "../tests/helpers/graphql";
import { createUser, type TestUser } from "../tests/helpers/users";
import { benchStack, summary } from "./lib";

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 500);
const CHAPTER = "ncert:science:6:1";

const START = `mutation($input: StartQuickTestInput!) { startQuickTest(input: $input) {
  ... on MutationStartQuickTestSuccess { data { id items { id options { id } } } } ... on Error { code message } } }`;
const ANSWER = `mutation($input: AnswerQuestionInput!) { answerQuestion(input: $input) { __typename ... on Error { message } } }`;
const SUBMIT = `mutation($id: ID!) { submitQuickTest(testId: $id) { __typename
  ... on MutationSubmitQuickTestSuccess { data { score total } } ... on Error { code message } } }`;

async function pool<T>(items: T[], size: number, fn: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < items.length) await fn(items[next++] as T);
    }),
  );
}

/**
 * CPU seconds a process has used (Linux /proc, 100 ticks a second), NaN elsewhere: a figure the other
 * loads on a shared machine stretch far less than latency.
 */
function cpuSeconds(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

/** Fires `fn` for each index, spread evenly over one second; returns each call's latency. */
async function burst(n: number, fn: (i: number) => Promise<unknown>): Promise<number[]> {
  const t0 = performance.now();
  return Promise.all(
    Array.from({ length: n }, async (_, i) => {
      const at = t0 + (1000 * i) / n;
      await new Promise((r) => setTimeout(r, Math.max(0, at - performance.now())));
      const s = performance.now();
      await fn(i);
      return performance.now() - s;
    }),
  );
}

// BENCH_WORKER=0: the server alone (the submit path without the worker folding tests beside it).
const WORKER = process.env.BENCH_WORKER !== "0";
const stack = await benchStack({ server: true, worker: WORKER });
try {
  const url = stack.server?.url ?? "";
  const client = new pg.Client({ connectionString: stack.db.url });
  await client.connect();
  await client.query(
    `INSERT INTO "Question" (id, subject, grade, "chapterId", kind, stem, options, key, explanation, source, difficulty, status, "updatedAt")
     SELECT gen_random_uuid(), 'science', 6, $1, 'MCQ', 'Bench item ' || g || '?',
            '[{"id":"o1","text":"A"},{"id":"o2","text":"B"},{"id":"o3","text":"C"},{"id":"o4","text":"D"}]', 'o1', 'Because.', 'teacher', 0, 'APPROVED', now()
       FROM generate_series(1, 20) g`,
    [CHAPTER],
  );
  const students: TestUser[] = [];
  for (let i = 0; i < STUDENTS; i++) students.push(await createUser(stack.db.url, { preferredClass: 6 }));
  // One class holds them all: every graded test becomes a quiz_completed event on its teacher's feed.
  const teacher = await createUser(stack.db.url, { role: "teacher" });
  const classroom = await client.query(
    `INSERT INTO "Classroom" (id, "teacherId", name, grade, subjects, "joinCode", "updatedAt")
     VALUES (gen_random_uuid(), $1, 'Bench 6A', 6, '{science}', 'BENCH6A', now()) RETURNING id`,
    [teacher.id],
  );
  await client.query(`INSERT INTO "ClassMember" ("classroomId", "userId") SELECT $1, unnest($2::uuid[])`, [
    classroom.rows[0].id,
    students.map((s) => s.id),
  ]);
  const tests: { user: TestUser; id: string }[] = [];
  await pool(students, 16, async (user) => {
    const res = await gql<{
      startQuickTest: { data: { id: string; items: { id: string; options: { id: string }[] }[] } };
    }>(
      url,
      START,
      { input: { subject: "science", grade: 6, chapterIds: [CHAPTER], length: 20 } },
      user.headers,
    );
    const test = res.data?.startQuickTest.data;
    if (!test) throw new Error(JSON.stringify(res));
    for (const item of test.items)
      await gql(
        url,
        ANSWER,
        { input: { testId: test.id, questionId: item.id, answer: item.options[0]?.id } },
        user.headers,
      );
    tests.push({ user, id: test.id });
  });
  const serverPid = stack.server?.child.pid;
  let cpu = cpuSeconds(serverPid);
  const baseline = await burst(STUDENTS, (i) => gql(url, "{ health }", {}, students[i]?.headers));
  const healthCpu = ((cpuSeconds(serverPid) - cpu) * 1000) / STUDENTS;
  console.log(
    `baseline { health } x${STUDENTS} in 1 s     ${summary(baseline)}  server CPU ${healthCpu.toFixed(2)} ms each`,
  );
  cpu = cpuSeconds(serverPid);
  let failed = 0;
  const submits = await burst(tests.length, async (i) => {
    const t = tests[i];
    if (!t) return;
    const res = await gql<{ submitQuickTest: { __typename: string } }>(
      url,
      SUBMIT,
      { id: t.id },
      t.user.headers,
    );
    if (res.data?.submitQuickTest.__typename !== "MutationSubmitQuickTestSuccess") failed++;
  });
  const submitCpu = ((cpuSeconds(serverPid) - cpu) * 1000) / tests.length;
  console.log(
    `submitQuickTest x${tests.length} in 1 s      ${summary(submits)}  (target p95 ≤ 200 ms)  server CPU ${submitCpu.toFixed(2)} ms each`,
  );
  const stored = await client.query(
    `SELECT count(*)::int AS n FROM "QuickTest" WHERE "submittedAt" IS NOT NULL AND score IS NOT NULL`,
  );
  console.log(`graded results stored: ${stored.rows[0].n} of ${tests.length}; failed replies: ${failed}`);
  if (WORKER) {
    // The worker folds each graded test into mastery, calibration and the class feed; wait for all of it.
    const t0 = performance.now();
    const expected = tests.length * 20;
    let folded = { events: 0, responses: 0 };
    while (performance.now() - t0 < 300_000) {
      const r = await client.query(
        `SELECT (SELECT count(*)::int FROM "ActivityEvent" WHERE kind = 'quiz_completed') AS events,
                (SELECT count(*)::int FROM "QuestionResponse") AS responses`,
      );
      folded = r.rows[0];
      if (folded.events >= tests.length && folded.responses >= expected) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const feed = await client.query(
      `SELECT extract(epoch FROM (e."createdAt" - t."submittedAt")) * 1000 AS ms
         FROM "QuickTest" t JOIN "ActivityEvent" e ON e.kind = 'quiz_completed' AND e.payload->>'testId' = t.id::text`,
    );
    console.log(
      `submit → teacher's feed (quiz_completed)  ${summary(feed.rows.map((r) => Number(r.ms)))}  events ${folded.events} of ${tests.length}`,
    );
    console.log(
      `all folded (feed + calibration of ${expected} answers) ${((performance.now() - t0) / 1000).toFixed(1)} s after the last submit reply; responses ${folded.responses} of ${expected}`,
    );
  }
  await client.end();
} finally {
  await stack.stop();
}
