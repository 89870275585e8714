/**
 * Offline math engine: on each question set, per topic / chapter / kind, how many questions were
 * answered, how many answers were correct, how many were wrong, and how many wrong answers were
 * marked verified ("Answer checked" — the figure that must stay 0). Sets:
 *   - engine/fixtures/math-questions.jsonl  labelled, by topic (our wording)
 *   - engine/fixtures/math-chapters.jsonl   labelled, by NCERT chapter (our wording of exercise kinds)
 *   - bench/data/svamp.jsonl               public wording: SVAMP (MIT), 1000 grade-school word problems,
 *                                          also as typed in a chat box (lower case, no full stops)
 * Then solve latency per question, cold (first time each question is seen in this process, after
 * the start-up warm-up) and warm (a second pass); CPU time is printed beside wall time because
 * other processes on a shared machine inflate wall time.
 */
import { readFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { answersAgree } from "@vidya/engine/math/check";
import { solveMath, warmUpMathEngine } from "@vidya/engine/math/math-engine";
import type { MathTopic } from "@vidya/engine/math/types";
import { type Labelled, loadChapterFixture, loadFixture } from "../engine/fixtures/fixture-data";

interface Row {
  group: string;
  question: string;
  answer: string;
  topic?: MathTopic;
}

function publicSet(): Row[] {
  const lines = readFileSync(new URL("./data/svamp.jsonl", import.meta.url), "utf8")
    .split("\n")
    .filter(Boolean);
  return lines
    .map((l) => JSON.parse(l) as { _header?: boolean; question: string; answer: string; type: string })
    .filter((r) => !r._header)
    .map((r) => ({ group: r.type.replace("Divison", "Division"), question: r.question, answer: r.answer }));
}

const sets: [string, Row[]][] = [
  [
    "labelled, by topic (engine/fixtures/math-questions.jsonl)",
    loadFixture().map((r: Labelled) => ({ ...r, group: r.topic })),
  ],
  [
    "labelled, by NCERT chapter (engine/fixtures/math-chapters.jsonl)",
    loadChapterFixture().map((r) => ({ ...r, group: r.chapter ?? r.topic })),
  ],
  ["public wording, by kind (bench/data/svamp.jsonl, SVAMP, MIT)", publicSet()],
  [
    "public wording typed in a chat box (SVAMP in lower case, no full stops or commas)",
    publicSet().map((r) => ({
      ...r,
      question: r.question
        .toLowerCase()
        .replace(/[.?,](?=\s|$)/g, "")
        .replace(/\s+/g, " "),
    })),
  ],
];

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return (
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN
  );
}
const fmt = (values: number[]) =>
  `p50 ${percentile(values, 50).toFixed(1)} ms  p95 ${percentile(values, 95).toFixed(1)} ms  max ${Math.max(...values).toFixed(1)} ms`;

const w0 = performance.now();
warmUpMathEngine(); // what the worker does once at start-up
const warmUpMs = performance.now() - w0;

interface Tally {
  n: number;
  answered: number;
  correct: number;
  wrong: number;
  wrongVerified: number;
}
const blank = (): Tally => ({ n: 0, answered: 0, correct: 0, wrong: 0, wrongVerified: 0 });
const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)}%` : "–");
const line = (name: string, t: Tally) =>
  `  ${name.padEnd(40).slice(0, 40)} ${String(t.n).padStart(5)} ${String(t.answered).padStart(8)} ${String(t.correct).padStart(8)} ${pct(t.correct, t.n).padStart(7)} ${String(t.wrong).padStart(6)} ${String(t.wrongVerified).padStart(15)}`;

const wall: number[] = [];
const cpu: number[] = [];
const verbose = process.env.BENCH_VERBOSE === "1";
const summary: string[] = [];
for (const [name, rows] of sets) {
  const groups = new Map<string, Tally>();
  const all = blank();
  const wrongs: string[] = [];
  for (const row of rows) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const result = solveMath(row.question, row.topic);
    wall.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
    const g = groups.get(row.group) ?? blank();
    groups.set(row.group, g);
    for (const t of [g, all]) t.n++;
    if (result.kind !== "solved") {
      if (verbose) wrongs.push(`  declined [${row.group}] ${row.question}`);
      continue;
    }
    const ok = answersAgree(row.answer, result.solution.finalAnswer) === true;
    for (const t of [g, all]) {
      t.answered++;
      if (ok) t.correct++;
      else t.wrong++;
      if (!ok && result.solution.verified) t.wrongVerified++;
    }
    if (!ok)
      wrongs.push(
        `  WRONG${result.solution.verified ? " (verified!)" : ""} [${row.group}] ${row.question} — expected ${row.answer}, got ${result.solution.finalAnswer}`,
      );
  }
  console.log(`\n${name}`);
  console.log(
    `  ${"group".padEnd(40)} ${"n".padStart(5)} ${"answered".padStart(8)} ${"correct".padStart(8)} ${"".padStart(7)} ${"wrong".padStart(6)} ${"wrong+verified".padStart(15)}`,
  );
  for (const [k, t] of [...groups].sort(([a], [b]) => a.localeCompare(b, "en", { numeric: true })))
    console.log(line(k, t));
  console.log(line("overall", all));
  if (wrongs.length) console.log(wrongs.join("\n"));
  summary.push(
    `  ${name.split(" (")[0].padEnd(28)} correct ${pct(all.correct, all.n)} of all, ${pct(all.correct, all.answered)} of answered; wrong ${all.wrong}; wrong+verified ${all.wrongVerified}`,
  );
}
console.log(`\nSummary (targets: ≥ 95% correct, 0 wrong+verified)\n${summary.join("\n")}`);
console.log(
  `Machine load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(" / ")} on ${cpus().length} CPUs`,
);
console.log(`Latency per question over all sets (after a one-off warm-up of ${warmUpMs.toFixed(0)} ms)`);
console.log(`  wall  ${fmt(wall)}`);
console.log(`  cpu   ${fmt(cpu)}`);
console.log(`Target p95 ≤ 200 ms — ${percentile(wall, 95) <= 200 ? "met" : "NOT met"} (wall)`);
