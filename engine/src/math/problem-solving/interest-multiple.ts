import { display, explanation } from "../explain";
import { dec, show } from "../format";
import { numbersIn } from "../reading-check";
import { similar } from "../rng";
import type { Solver } from "../types";

// "doubles itself", "becomes three times", "amounts to thrice itself": how many times the sum it becomes.
const MULTIPLE =
  /\b(?:(doubles?|doubled|twice|triples?|tripled|trebles?|trebled|thrice)|(\d+(?:\.\d+)?) times)\b/g;

const times = (word: string | undefined, n: string | undefined): number =>
  n !== undefined ? Number(n) : /^(?:doubl|twice)/.test(word ?? "") ? 2 : 3;

/**
 * Simple interest on a sum that becomes k times itself: the interest is (k - 1) times the principal,
 * so k - 1 = R × T / 100 whatever the sum. "Doubles in 8 years" gives R = 100/8 %; with the rate
 * given, the years follow; with one multiple and its years given, the years for another multiple.
 */
export const interestMultipleSolver: Solver = {
  id: "interest-multiple",
  topic: "problem-solving",
  solve(q) {
    const t = q.text;
    if (!/\bsimple interest\b|\bs\.?i\.?\b/.test(t) || /\bcompound\b|\bc\.?i\.?\b/.test(t)) return null;
    const multiples = [...t.matchAll(MULTIPLE)].map((m) => ({ k: times(m[1], m[2]), at: m.index ?? 0 }));
    if (multiples.length === 0 || multiples.some((m) => m.k <= 1)) return null;
    const years = [...t.matchAll(/\b(\d+(?:\.\d+)?) years?\b/g)].map((m) => Number(m[1]));
    const rates = [...t.matchAll(/(\d+(?:\.\d+)?)\s*%/g)].map((m) => Number(m[1]));
    const known = [...years, ...rates, ...multiples.map((m) => m.k)];
    if (numbersIn(t).some((n) => !known.includes(n))) return null;
    const rateAsked =
      /\b(?:what|which) rate\b|\bfind (?:the )?rate\b|\brate (?:of interest|percent)\b|\bfind the rate\b/.test(
        t,
      );
    const yearsAsked =
      /\bhow (?:many|much) years\b|\bin what time\b|\bhow long\b|\b(?:find|what is) the (?:time|period|number of years)\b/.test(
        t,
      );
    if (rateAsked === yearsAsked) return null;
    const intro =
      "With simple interest, a sum that becomes $k$ times itself has earned interest of $(k - 1)$ times the principal $P$. Since $SI = \\frac{P \\times R \\times T}{100}$, this gives $k - 1 = \\frac{R \\times T}{100}$ whatever the sum.";
    let steps: { title: string; body: string }[];
    let final: string;
    let answer: string;
    if (rateAsked && rates.length === 0 && multiples.length === 1 && years.length === 1) {
      const [{ k }] = multiples;
      const [n] = years;
      const r = ((k - 1) * 100) / n;
      steps = [
        {
          title: "Interest earned",
          body: `The sum becomes ${show(k)} times itself, so the interest is $${show(k - 1)}P$ in ${show(n)} years.`,
        },
        {
          title: "Rate",
          body: display(`R = \\frac{${show(k - 1)} \\times 100}{${show(n)}} = ${dec(r, 2)}\\%`),
        },
      ];
      final = `${dec(r, 2)}%`;
      answer = `The rate of simple interest is **${final} per annum**.`;
    } else if (yearsAsked && rates.length === 1 && multiples.length === 1 && years.length === 0) {
      const [{ k }] = multiples;
      const [r] = rates;
      if (r <= 0) return null;
      const n = ((k - 1) * 100) / r;
      steps = [
        {
          title: "Interest needed",
          body: `To become ${show(k)} times itself the sum must earn $${show(k - 1)}P$ as interest.`,
        },
        {
          title: "Time",
          body: display(`T = \\frac{${show(k - 1)} \\times 100}{${show(r)}} = ${dec(n, 2)} \\text{ years}`),
        },
      ];
      final = `${dec(n, 2)} years`;
      answer = `It takes **${final}**.`;
    } else if (yearsAsked && rates.length === 0 && multiples.length === 2 && years.length === 1) {
      const [given, asked] = multiples;
      const [n] = years;
      if (given.k === asked.k) return null;
      const r = ((given.k - 1) * 100) / n;
      const n2 = ((asked.k - 1) * 100) / r;
      steps = [
        {
          title: "Rate from what is given",
          body: `It becomes ${show(given.k)} times itself in ${show(n)} years: ${display(`R = \\frac{${show(given.k - 1)} \\times 100}{${show(n)}} = ${dec(r, 4)}\\%`)}`,
        },
        {
          title: `Time to become ${show(asked.k)} times itself`,
          body: `The interest must be $${show(asked.k - 1)}P$: ${display(`T = \\frac{${show(asked.k - 1)} \\times 100}{${dec(r, 4)}} = ${dec(n2, 2)} \\text{ years}`)}`,
        },
      ];
      final = `${dec(n2, 2)} years`;
      answer = `It becomes ${show(asked.k)} times itself in **${final}**.`;
    } else return null;
    return {
      explanation: explanation({ intro, steps, answer }),
      finalAnswer: final,
      similarQuestions: similar(q.seed, q.raw, (r) => {
        const n = r.pick([4, 5, 8, 10, 20, 25]);
        return `A sum of money doubles itself in ${n} years at simple interest. Find the rate of interest.`;
      }),
      verified: true,
    };
  },
};
