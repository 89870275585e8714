/**
 * Quick test grading (issue 15, Measure c): 500 students submit a 20-item test within one second.
 * Figures: submit → graded result latency p50/p95 (target p95 ≤ 200 ms) and how many results were
 * stored (target: none lost). Baseline in the same run: the trivial `{ health }` query fired at the
 * same rate. Setup (starting the tests and answering 20 items each) is not measured.
 */
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

const stack = await benchStack({ server: true });
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
  const baseline = await burst(STUDENTS, (i) => gql(url, "{ health }", {}, students[i]?.headers));
  console.log(`baseline { health } x${STUDENTS} in 1 s     ${summary(baseline)}`);
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
  console.log(`submitQuickTest x${tests.length} in 1 s      ${summary(submits)}  (target p95 ≤ 200 ms)`);
  const stored = await client.query(
    `SELECT count(*)::int AS n FROM "QuickTest" WHERE "submittedAt" IS NOT NULL AND score IS NOT NULL`,
  );
  console.log(`graded results stored: ${stored.rows[0].n} of ${tests.length}; failed replies: ${failed}`);
  await client.end();
} finally {
  await stack.stop();
}
