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
