/**
 * BlackBox simulation (issue 15, Measure b): 2,000 simulated students of known ability over a
 * 300-item bank (2PL with a 0.25 guessing floor, 10 chapters). Figures: mean items used, ability
 * recovery (RMSE, correlation with the true θ), and the share of runs whose true θ lies within the
 * stated posterior SD (±1 SD and ±2 SD). Baseline in the same run: a fixed 25-item test of random
 * items scored by the same EAP (what adaptivity buys).
 */
import { eap, type IrtItem, nextItem, pCorrect, shouldStop } from "../core/src/assessment/irt";
import { rng } from "../core/src/assessment/shuffle";

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 2000);
const random = rng(2026);
const normal = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
const bank = Array.from({ length: 300 }, (_, i) => ({
  id: `q${i}`,
  chapterId: `c${i % 10}`,
  a: 0.6 + random() * 1.4,
  b: normal() * 1.2,
  c: 0.25,
}));

interface Outcome {
  truth: number;
  theta: number;
  sd: number;
  items: number;
}

function adaptive(truth: number): Outcome {
  const seen = new Set<string>();
  const covered = new Set<string>();
  const responses: { item: IrtItem; correct: boolean }[] = [];
  let est = { theta: 0, sd: 1 };
  while (!shouldStop(responses.length, est.sd)) {
    const item = nextItem(
      est.theta,
      bank.filter((q) => !seen.has(q.id)),
      covered,
      random,
    );
    if (!item) break;
    seen.add(item.id);
    covered.add(item.chapterId);
    responses.push({ item, correct: random() < pCorrect(truth, item) });
    est = eap(responses);
  }
  return { truth, ...est, items: responses.length };
}

function fixedRandom(truth: number): Outcome {
  const picked = [...bank].sort(() => random() - 0.5).slice(0, 25);
  const est = eap(picked.map((item) => ({ item, correct: random() < pCorrect(truth, item) })));
  return { truth, ...est, items: 25 };
}

function report(name: string, runs: Outcome[], ms: number) {
  const n = runs.length;
  const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
  const rmse = Math.sqrt(mean(runs.map((r) => (r.theta - r.truth) ** 2)));
  const mt = mean(runs.map((r) => r.truth));
  const me = mean(runs.map((r) => r.theta));
  const cov = mean(runs.map((r) => (r.truth - mt) * (r.theta - me)));
  const sdT = Math.sqrt(mean(runs.map((r) => (r.truth - mt) ** 2)));
  const sdE = Math.sqrt(mean(runs.map((r) => (r.theta - me) ** 2)));
  const within1 = runs.filter((r) => Math.abs(r.theta - r.truth) <= r.sd).length / n;
  const within2 = runs.filter((r) => Math.abs(r.theta - r.truth) <= 2 * r.sd).length / n;
  console.log(
    `${name.padEnd(28)} students ${n}  mean items ${mean(runs.map((r) => r.items)).toFixed(1)}  RMSE ${rmse.toFixed(3)}  r ${(cov / (sdT * sdE)).toFixed(3)}  within ±1 SD ${(within1 * 100).toFixed(1)} %  within ±2 SD ${(within2 * 100).toFixed(1)} %  mean stated SD ${mean(runs.map((r) => r.sd)).toFixed(3)}  ${(ms / n).toFixed(2)} ms/student`,
  );
}

const truths = Array.from({ length: STUDENTS }, () => normal());
let t0 = performance.now();
const fixed = truths.map(fixedRandom);
report("baseline: 25 random items", fixed, performance.now() - t0);
t0 = performance.now();
const cat = truths.map(adaptive);
report("BlackBox (adaptive, EAP)", cat, performance.now() - t0);

/*
 * Next-item latency over the API: students run BlackBox on a 300-item bank (class 6 science, every
 * chapter, stems and explanations of a real item's size), a few at a time. Figures: answerBlackbox
 * (grade, re-estimate, pick the next item) p50/p95, against `{ health }` sent the same way in the same
 * run. BENCH_BB_STUDENTS=0 skips it.
 */
const BB_STUDENTS = Number(process.env.BENCH_BB_STUDENTS ?? 40);
if (BB_STUDENTS > 0) {
  const [{ default: pg }, { gql }, { createUser }, { benchStack, summary }, { ncertChapters }] =
    await Promise.all([
      import("pg"),
      import("../tests/helpers/graphql"),
      import("../tests/helpers/users"),
      import("./lib"),
      import("../core/src/curriculum/catalogue"),
    ]);
  const START = `mutation($input: StartBlackboxInput!) { startBlackbox(input: $input) {
    ... on MutationStartBlackboxSuccess { data { id finished current { id options { id } } } } ... on Error { code message } } }`;
  const ANSWER = `mutation($input: AnswerBlackboxInput!) { answerBlackbox(input: $input) {
    ... on MutationAnswerBlackboxSuccess { data { id finished current { id options { id } } } } ... on Error { code message } } }`;
  type Run = { id: string; finished: boolean; current: { id: string; options: { id: string }[] } | null };
  const stack = await benchStack({ server: true });
  try {
    const url = stack.server?.url ?? "";
    const client = new pg.Client({ connectionString: stack.db.url });
    await client.connect();
    const chapters = ncertChapters(6, "science").map((c) => c.id);
    await client.query(
      `INSERT INTO "Question" (id, subject, grade, "chapterId", kind, stem, options, key, explanation, source, difficulty,
         discrimination, status, "updatedAt")
       SELECT gen_random_uuid(), 'science', 6, ($1::text[])[1 + g % array_length($1::text[], 1)], 'MCQ',
              'Bench item ' || g || ': ' || repeat('Which of these best explains what the passage says? ', 6),
              '[{"id":"o1","text":"The first option, stated at some length"},{"id":"o2","text":"The second option"},{"id":"o3","text":"The third option"},{"id":"o4","text":"The fourth option"}]',
              'o1', repeat('Because the chapter says so, in these words. ', 10), 'teacher', (g % 41 - 20) / 10.0,
              0.6 + (g % 15) / 10.0, 'APPROVED', now()
         FROM generate_series(1, 300) g`,
      [chapters],
    );
    const answers: number[] = [];
    const health: number[] = [];
    let failed = 0;
    const students = await Promise.all(
      Array.from({ length: BB_STUDENTS }, () => createUser(stack.db.url, { preferredClass: 6 })),
    );
    let next = 0;
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (next < students.length) {
          const user = students[next++];
          if (!user) break;
          const started = await gql<{ startBlackbox: { data?: Run } }>(
            url,
            START,
            { input: { subject: "science", grade: 6 } },
            user.headers,
          );
          let run = started.data?.startBlackbox.data;
          while (run && !run.finished && run.current) {
            const pickRight = Math.random() < 0.6;
            const option = pickRight ? "o1" : (run.current.options.find((o) => o.id !== "o1")?.id ?? "o2");
            let t = performance.now();
            await gql(url, "{ health }", {}, user.headers);
            health.push(performance.now() - t);
            t = performance.now();
            const res = await gql<{ answerBlackbox: { data?: Run } }>(
              url,
              ANSWER,
              { input: { runId: run.id, questionId: run.current.id, answer: option } },
              user.headers,
            );
            answers.push(performance.now() - t);
            run = res.data?.answerBlackbox.data;
            if (!run) failed++;
          }
        }
      }),
    );
    console.log(`API, 4 students at a time, 300-item bank:`);
    console.log(`  baseline { health }          ${summary(health)}`);
    console.log(`  answerBlackbox (next item)   ${summary(answers)}  failed ${failed}`);
    await client.end();
  } finally {
    await stack.stop();
  }
}
