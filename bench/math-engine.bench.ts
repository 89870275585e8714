/**
 * Offline math engine: accuracy per topic on the labelled fixture (tests/fixtures/math-questions.jsonl)
 * and solve latency per question, cold (first time each question is seen in this process, after
 * the start-up warm-up) and warm (a second pass). CPU time is printed beside wall time because other processes on a shared
 * machine inflate wall time.
 */
import { cpus, loadavg } from "node:os";
import { answersAgree } from "../worker/src/ai/engines/math/check";
import { loadFixture } from "../worker/src/ai/engines/math/fixture-data";
import { solveMath, warmUpMathEngine } from "../worker/src/ai/engines/math/math-engine";

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return (
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN
  );
}

const fmt = (values: number[]) =>
  `p50 ${percentile(values, 50).toFixed(1)} ms  p95 ${percentile(values, 95).toFixed(1)} ms  max ${Math.max(...values).toFixed(1)} ms`;

const rows = loadFixture();
const w0 = performance.now();
warmUpMathEngine(); // what the worker does once at start-up
const warmUpMs = performance.now() - w0;

interface Run {
  wall: number[];
  cpu: number[];
  correct: Map<string, [number, number]>;
  failures: string[];
}

function pass(): Run {
  const run: Run = { wall: [], cpu: [], correct: new Map(), failures: [] };
  for (const row of rows) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const result = solveMath(row.question, row.topic);
    run.wall.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    run.cpu.push((c.user + c.system) / 1000);
    const got = result.kind === "solved" ? result.solution.finalAnswer : `<${result.kind}>`;
    const ok = result.kind === "solved" && answersAgree(row.answer, got) === true;
    const [n, total] = run.correct.get(row.topic) ?? [0, 0];
    run.correct.set(row.topic, [n + (ok ? 1 : 0), total + 1]);
    if (!ok) run.failures.push(`  [${row.topic}] ${row.question} — expected ${row.answer}, got ${got}`);
  }
  return run;
}

const cold = pass();
const warm = pass();

console.log(`Math engine accuracy on ${rows.length} labelled questions`);
let all = 0;
for (const [topic, [n, total]] of cold.correct) {
  all += n;
  console.log(`  ${topic.padEnd(16)} ${((100 * n) / total).toFixed(1)}%  (${n}/${total})`);
}
console.log(`  ${"overall".padEnd(16)} ${((100 * all) / rows.length).toFixed(1)}%  (${all}/${rows.length})`);
if (cold.failures.length) console.log(`Failures:\n${cold.failures.join("\n")}`);
console.log(
  `Machine load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(" / ")} on ${cpus().length} CPUs`,
);
console.log(`Latency per question (after a one-off warm-up of ${warmUpMs.toFixed(0)} ms)`);
console.log(`  cold wall  ${fmt(cold.wall)}`);
console.log(`  cold cpu   ${fmt(cold.cpu)}`);
console.log(`  warm wall  ${fmt(warm.wall)}`);
console.log(`  warm cpu   ${fmt(warm.cpu)}`);
console.log(
  `Target: ≥ 95% correct, p95 ≤ 200 ms — ${all / rows.length >= 0.95 && percentile(cold.wall, 95) <= 200 ? "met" : "NOT met"} (cold wall)`,
);
