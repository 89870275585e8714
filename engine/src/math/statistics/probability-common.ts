import { display, explanation, type Step } from "../explain";
import { dec, fracPlain, fracTex, ratio } from "../format";
import type { SolverOutput } from "../types";

/** Renders P(E) = favourable / total with the sample space described, answer as a reduced fraction. */
export function probabilityAnswer(parts: {
  intro: string;
  space: string;
  event: string;
  favourable: number;
  total: number;
  listed?: string;
  similarQuestions: string[];
}): SolverOutput {
  const r = ratio(parts.favourable, parts.total);
  const steps: Step[] = [
    { title: "Count all possible outcomes", body: parts.space },
    {
      title: "Count the favourable outcomes",
      body: `${parts.listed ? `${parts.listed}\n\n` : ""}There ${parts.favourable === 1 ? "is **1** outcome" : `are **${parts.favourable}** outcomes`} where ${parts.event}.`,
    },
    {
      title: "Divide",
      body: display(
        `P = \\frac{\\text{favourable outcomes}}{\\text{total outcomes}} = \\frac{${parts.favourable}}{${parts.total}}${r.d !== parts.total ? ` = ${fracTex(r)}` : ""} \\approx ${dec(r.n / r.d, 4)}`,
      ),
    },
  ];
  return {
    explanation: explanation({
      intro: parts.intro,
      steps,
      answer: `$P = ${fracTex(r)}$ (about ${dec(r.n / r.d, 4)})`,
    }),
    finalAnswer: fracPlain(r),
    similarQuestions: parts.similarQuestions,
    verified: true,
  };
}

/** "exactly 2", "at least 1", "more than 4" → a test on a count or value. */
export function comparison(text: string): { test: (k: number) => boolean; words: string } | null {
  const m = text.match(
    /\b(exactly|at least|at most|more than|greater than|less than|fewer than|not more than|not less than|atleast|atmost)\s+(\d+)/,
  );
  if (!m) return null;
  const k = Number(m[2]);
  const op = m[1].replace("atleast", "at least").replace("atmost", "at most");
  const tests: Record<string, (x: number) => boolean> = {
    exactly: (x) => x === k,
    "at least": (x) => x >= k,
    "not less than": (x) => x >= k,
    "at most": (x) => x <= k,
    "not more than": (x) => x <= k,
    "more than": (x) => x > k,
    "greater than": (x) => x > k,
    "less than": (x) => x < k,
    "fewer than": (x) => x < k,
  };
  return { test: tests[op], words: `${op} ${k}` };
}
