import { display, explanation } from "../explain";
import { dec, show } from "../format";
import { similar } from "../rng";
import type { Solver, SolverOutput } from "../types";

/**
 * Three percentage relations that are not a chain of changes on one amount:
 * - successive discounts d₁ and d₂ as one discount: 1 − (1 − d₁)(1 − d₂);
 * - "A is p% more (less) than B; by what percent is B less (more) than A": p ÷ (100 ± p), of A;
 * - a price up p%: consumption cut by p ÷ (100 + p) keeps the spending the same (down p%: raised by
 *   p ÷ (100 − p)).
 * Each is checked by working a sample amount of 100 through the story.
 */
export const percentRelationsSolver: Solver = {
  id: "percent-relations",
  topic: "problem-solving",
  solve(q) {
    const t = q.text;
    return discounts(q, t) ?? comparedBack(q, t) ?? consumption(q, t);
  },
};

const P = String.raw`(\d+(?:\.\d+)?)\s*%`;

function out(
  q: { seed: number; raw: string },
  intro: string,
  steps: { title: string; body: string }[],
  value: number,
  make: string,
): SolverOutput {
  return {
    explanation: explanation({ intro, steps, answer: `**${dec(value, 2)}%**` }),
    finalAnswer: `${dec(value, 2)}%`,
    similarQuestions: similar(q.seed, q.raw, () => make),
    verified: true,
  };
}

function discounts(q: { seed: number; raw: string }, t: string): SolverOutput | null {
  if (!/\bdiscounts?\b/.test(t) || !/\bsingle\b|\bequivalent\b|\bone discount\b/.test(t)) return null;
  const found = [...t.matchAll(new RegExp(P, "g"))].map((m) => Number(m[1]));
  if (found.length !== 2 || (t.match(/\d/g) ?? []).length > 6) return null;
  const [a, b] = found as [number, number];
  if (a >= 100 || b >= 100) return null;
  const left = (1 - a / 100) * (1 - b / 100);
  const value = (1 - left) * 100;
  const sample = 100 * (1 - a / 100) * (1 - b / 100);
  if (Math.abs(100 - sample - value) > 1e-9) return null;
  return out(
    q,
    "Successive discounts multiply what is left; they do not add.",
    [
      {
        title: "What is left after both",
        body: display(`(1 - ${show(a / 100)})(1 - ${show(b / 100)}) = ${dec(left, 4)}`),
      },
      {
        title: "The single discount",
        body: display(`(1 - ${dec(left, 4)}) \\times 100\\% = ${dec(value, 2)}\\%`),
      },
      {
        title: "Check with ₹100",
        body: `After ${show(a)}%: ₹${dec(100 - a, 2)}; after ${show(b)}% more: ₹${dec(sample, 2)}; ₹${dec(100 - sample, 2)} off in all ✓`,
      },
    ],
    value,
    `Find the single discount equivalent to successive discounts of ${a}% and ${b}%.`,
  );
}

function comparedBack(q: { seed: number; raw: string }, t: string): SolverOutput | null {
  const m = t.match(
    new RegExp(
      String.raw`\b(?:is|are|was)\s+${P}\s+(more|less|greater|smaller|higher|lower)\s+than\b[^?]*?\bby what (?:percent|percentage|%)\s+is\b[^?]*?\b(more|less|greater|smaller|higher|lower)\s+than\b`,
    ),
  );
  if (!m) return null;
  const p = Number(m[1]);
  const first = /more|greater|higher/.test(m[2] as string) ? 1 : -1;
  const second = /more|greater|higher/.test(m[3] as string) ? 1 : -1;
  if (first === second || p <= 0 || (first < 0 && p >= 100)) return null;
  const a = 100 + first * p;
  const value = (p / a) * 100;
  // Check: the first amount changed by the answer, the second way, gives back the second (100).
  if (Math.abs(a * (1 + (second * value) / 100) - 100) > 1e-9) return null;
  return out(
    q,
    `Take the second amount as 100; the first is then ${show(a)}. The difference, ${show(p)}, is now compared with ${show(a)}, not with 100.`,
    [
      {
        title: "Compare with the other amount",
        body: display(`\\frac{${show(p)}}{${show(a)}} \\times 100\\% = ${dec(value, 2)}\\%`),
      },
    ],
    value,
    `A's salary is ${p}% more than B's. By what percent is B's salary less than A's?`,
  );
}

function consumption(q: { seed: number; raw: string }, t: string): SolverOutput | null {
  const m = t.match(
    new RegExp(
      String.raw`\b(?:price|cost|rate)\b[^.?]*?\b(increases|increased|rises|goes up|decreases|decreased|falls|goes down)\s+by\s+${P}`,
    ),
  );
  if (
    !m ||
    !/\bconsumption\b|\buse\b|\bconsume\b/.test(t) ||
    !/\bsame\b|\bnot change\b|\bunchanged\b|\bconstant\b/.test(t)
  )
    return null;
  const up = /increase|rise|goes up/.test(m[1] as string);
  const p = Number(m[2]);
  if (!up && p >= 100) return null;
  const value = (p / (100 + (up ? p : -p))) * 100;
  const spend = (100 + (up ? p : -p)) * (1 + ((up ? -1 : 1) * value) / 100);
  if (Math.abs(spend - 100) > 1e-9) return null;
  return out(
    q,
    `Spending = price × consumption. With the price ${up ? "up" : "down"} ${show(p)}%, the consumption must change so that the product stays the same.`,
    [
      {
        title: `${up ? "Reduce" : "Increase"} consumption by`,
        body: display(
          `\\frac{${show(p)}}{100 ${up ? "+" : "-"} ${show(p)}} \\times 100\\% = ${dec(value, 2)}\\%`,
        ),
      },
      {
        title: "Check with 100",
        body: `Price ${show(100 + (up ? p : -p))}, consumption ${dec(100 * (1 + ((up ? -1 : 1) * value) / 100), 2)}%: spending stays 100 ✓`,
      },
    ],
    value,
    `The price of sugar rises by ${p}%. By what percent must a family reduce its consumption so that its expenditure stays the same?`,
  );
}
