import { normalizeQuestion } from "./normalize";
import { makeRng } from "./rng";
import type { MathTopic, Question, SolverOutput } from "./types";

/**
 * Similar questions by nudging the numbers of the original and keeping only variants the same
 * solver can solve (used where no tidy generator exists, e.g. unusual equations).
 */
let generating = false;

/**
 * Similar questions by nudging the numbers of the original, keeping only variants the same
 * solver can solve (for unusual equations that have no tidy generator).
 */
export function perturbed(q: Question, solve: (q: Question) => SolverOutput | null): string[] {
  // Solving a variant must not generate variants of the variant.
  if (generating) return [];
  generating = true;
  try {
    return variants(q, solve);
  } finally {
    generating = false;
  }
}

function variants(q: Question, solve: (q: Question) => SolverOutput | null): string[] {
  const r = makeRng(q.seed ^ 0x9e3779b9);
  const out: string[] = [];
  const seen = new Set([q.raw.toLowerCase()]);
  for (let tries = 0; out.length < 3 && tries < 12; tries++) {
    const text = q.raw.replace(/\d+(\.\d+)?/g, (m) => {
      const n = Number(m);
      if (!Number.isInteger(n) || n > 1000) return m;
      const next = Math.max(1, n + r.int(-3, 3));
      return String(next);
    });
    if (seen.has(text.toLowerCase())) continue;
    seen.add(text.toLowerCase());
    if (solve(normalizeQuestion(text))) out.push(text);
  }
  return out;
}

// Known-solvable questions per topic, used only to top up a list that came out short.
const BANK: Record<MathTopic, string[]> = {
  arithmetic: ["Find the LCM of 8 and 12", "What is 20% of 150?", "Add 2/3 and 1/4"],
  algebra: ["Solve 3x + 5 = 20", "Solve x^2 - 7x + 12 = 0", "Factorise x^2 + 5x + 6"],
  geometry: [
    "Find the area of a rectangle with length 9 cm and breadth 4 cm",
    "Find the area of a circle of radius 14 cm",
    "Find the hypotenuse of a right triangle with legs 5 cm and 12 cm",
  ],
  calculus: [
    "Differentiate x^3 + 2x",
    "Integrate 6x^2",
    "Find the limit of (x^2 - 9)/(x - 3) as x approaches 3",
  ],
  statistics: [
    "Find the mean of 3, 7, 8, 10, 12",
    "Find the median of 5, 9, 2, 7, 4",
    "A die is rolled once. What is the probability of getting a 4?",
  ],
  "problem-solving": [
    "A car travels 180 km in 3 hours. Find its speed.",
    "Find the simple interest on ₹2000 at 5% per annum for 2 years.",
    "Divide ₹900 in the ratio 4:5",
  ],
};

/** Up to three bank questions of the topic that differ from the original. */
export function fallbackSimilar(topic: MathTopic, q: Question): string[] {
  return BANK[topic].filter((s) => s.toLowerCase() !== q.raw.toLowerCase());
}
