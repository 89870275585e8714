/**
 * The Socratic tutor, offline (issue 14's Measure): 50 algebra and arithmetic problems, generated
 * from a fixed seed in the wording a student types. For each, the engine's ladder is built, then:
 *   - a scripted student who gives each expected step (as the ladder shows it) must reach the answer
 *     (status SOLVED) in every case;
 *   - a scripted student who only asks for hints (and copies a step only once the tutor has shown
 *     it) must never see the final answer before the ladder's last rung.
 * Prints the counts, and the problems that fail either rule.
 */
import type { Ladder } from "@vidya/engine/socratic/ladder";
import type { SocraticState, SocraticTurn } from "@vidya/engine/socratic/session";

// The engine's load, as the server pays it (once, at start-up: warmSocraticEngine), measured first
// in this fresh process; then, as a baseline, mathjs's ESM entry, which the engine loaded before it
// switched to mathjs's one-file build (engine/src/math/mathjs.ts).
const l0 = performance.now();
const { buildLadder } = await import("@vidya/engine/socratic/ladder");
buildLadder("Solve 3x + 5 = 20");
const engineLoadMs = performance.now() - l0;
const { leaksAnswer } = await import("@vidya/engine/socratic/leak");
const { giveHint, INITIAL_STATE, openingTurns, revealAnswer } = await import(
  "@vidya/engine/socratic/session"
);
const { replyTo } = await import("@vidya/engine/socratic/reply");
const m0 = performance.now();
await import("../worker/node_modules/mathjs/lib/esm/index.js");
const esmMathjsMs = performance.now() - m0;

/** A small deterministic generator (mulberry32), so every run asks the same 50 problems. */
function rng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const next = rng(14);
const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));

function algebra(i: number): string {
  const x = int(2, 12);
  const a = int(2, 9);
  const b = int(1, 20);
  switch (i % 5) {
    case 0:
      return `Solve ${a}x + ${b} = ${a * x + b}`;
    case 1:
      return `Solve ${a}x - ${b} = ${a * x - b}`;
    case 2:
      return `Solve for x: ${a}(x + ${b}) = ${a * (x + b)}`;
    case 3:
      return `Find x if x + ${b} = ${x + b}`;
    default:
      return `Solve ${a * x} = ${a}x`;
  }
}

function arithmetic(i: number): string {
  const a = int(2, 50);
  const b = int(2, 12);
  const c = int(2, 12);
  switch (i % 5) {
    case 0:
      return `What is ${a} + ${b} × ${c}?`;
    case 1:
      return `Calculate ${a * b} ÷ ${b} + ${c}`;
    case 2:
      return `Simplify (${a} + ${b}) × ${c}`;
    case 3:
      return `What is ${a} × ${b} - ${c}?`;
    default:
      return `Evaluate ${a} - ${b} + ${c} × ${b}`;
  }
}

const problems = [
  ...Array.from({ length: 25 }, (_, i) => ({ kind: "algebra", problem: algebra(i) })),
  ...Array.from({ length: 25 }, (_, i) => ({ kind: "arithmetic", problem: arithmetic(i) })),
];

/** The student who writes each expected step: does the session reach the answer? */
function stepByStep(ladder: Ladder): { solved: boolean; steps: number } {
  let state: SocraticState = INITIAL_STATE;
  let steps = 0;
  while (state.status === "ACTIVE" && steps < ladder.rungs.length + 2) {
    state = replyTo(ladder, state, ladder.rungs[state.position].shown).state;
    steps++;
  }
  return { solved: state.status === "SOLVED", steps };
}

/**
 * The student who only asks for hints: copies a step only once the tutor has shown it ("This step
 * is: …"), and on the last rung asks to see the answer. Returns the rung where the final answer
 * first appeared in the tutor's words (or null if never).
 */
function hintsOnly(ladder: Ladder): { firstSeenAt: number | null; reachedLastRung: boolean; hints: number } {
  let state: SocraticState = INITIAL_STATE;
  let firstSeenAt: number | null = null;
  const look = (turns: SocraticTurn[], at: number) => {
    for (const t of turns) {
      // "Step 1 of 2" is the ladder's numbering, not mathematics: it does not give away "x = 2".
      const text = t.text.replace(/Step \d+ of \d+:/g, "");
      if (
        t.role === "tutor" &&
        firstSeenAt === null &&
        leaksAnswer(text, ladder.finalAnswer, ladder.problem)
      ) {
        firstSeenAt = at;
        if (process.env.BENCH_VERBOSE === "1") console.log(`    leak: ${t.text}`);
      }
    }
  };
  look(openingTurns(ladder), 0);
  let reachedLastRung = false;
  for (let guard = 0; state.status === "ACTIVE" && guard < 100; guard++) {
    const at = state.position;
    if (at === ladder.rungs.length - 1) reachedLastRung = true;
    const hinted = giveHint(ladder, state);
    look(hinted.turns, at);
    state = hinted.state;
    const shown = /^This step is: (.*)$/.exec(hinted.turns[0]?.text ?? "")?.[1];
    if (shown !== undefined) {
      const moved = replyTo(ladder, state, shown);
      look(moved.turns, at);
      state = moved.state;
    } else if (state.hintLevel >= 3 && at === ladder.rungs.length - 1) {
      const revealed = revealAnswer(ladder, state);
      look(revealed.turns, at);
      state = revealed.state;
      if (state.status === "ACTIVE") {
        // Not yet allowed (fewer than two attempts): the student tries a wrong step and asks again.
        const tried = replyTo(ladder, state, "0");
        look(tried.turns, at);
        state = tried.state;
      }
    }
  }
  return { firstSeenAt, reachedLastRung, hints: state.hintsUsed };
}

const t0 = performance.now();
let laddered = 0;
let solved = 0;
let reachedLast = 0;
let early = 0;
let hintTotal = 0;
const failures: string[] = [];
const byKind = new Map<string, { n: number; laddered: number; solved: number; early: number }>();
for (const { kind, problem } of problems) {
  const k = byKind.get(kind) ?? { n: 0, laddered: 0, solved: 0, early: 0 };
  byKind.set(kind, k);
  k.n++;
  const built = buildLadder(problem);
  if (built.kind !== "ladder") {
    failures.push(`  NO LADDER [${kind}] ${problem}: ${built.reason}`);
    continue;
  }
  laddered++;
  k.laddered++;
  const ladder = built.ladder;
  const a = stepByStep(ladder);
  if (a.solved) {
    solved++;
    k.solved++;
  } else failures.push(`  NOT SOLVED by the step-by-step student [${kind}] ${problem}`);
  const h = hintsOnly(ladder);
  hintTotal += h.hints;
  if (h.reachedLastRung) reachedLast++;
  if (h.firstSeenAt !== null && h.firstSeenAt < ladder.rungs.length - 1) {
    early++;
    k.early++;
    failures.push(
      `  ANSWER EARLY for the hints-only student [${kind}] ${problem}: seen on rung ${h.firstSeenAt + 1} of ${ladder.rungs.length}`,
    );
  }
}
const ms = performance.now() - t0;

const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)}%` : "–");
console.log(`Socratic tutor, offline: ${problems.length} problems (25 algebra, 25 arithmetic), seed 14`);
console.log(
  `  ${"kind".padEnd(12)} ${"n".padStart(3)} ${"ladder".padStart(7)} ${"solved".padStart(7)} ${"early".padStart(6)}`,
);
for (const [kind, k] of byKind)
  console.log(
    `  ${kind.padEnd(12)} ${String(k.n).padStart(3)} ${String(k.laddered).padStart(7)} ${String(k.solved).padStart(7)} ${String(k.early).padStart(6)}`,
  );
console.log(
  `Step-by-step student reached the answer: ${solved}/${problems.length} (${pct(solved, problems.length)}; target 100%)`,
);
console.log(
  `Hints-only student saw the answer before the last rung: ${early}/${laddered} (target 0); reached the last rung ${reachedLast}/${laddered}; ${hintTotal} hints asked`,
);
if (failures.length) console.log(failures.join("\n"));
console.log(`(${ms.toFixed(0)} ms for both students on all problems)`);
console.log(
  `Engine load + first ladder (what the server warms at start-up): ${engineLoadMs.toFixed(0)} ms; baseline: mathjs's ESM entry alone, as the engine loaded it before: ${esmMathjsMs.toFixed(0)} ms`,
);
process.exitCode = solved === problems.length && early === 0 ? 0 : 1;
