import { display, explanation } from "../explain";
import { dec, show } from "../format";
import { similar } from "../rng";
import type { Solver } from "../types";
import { rupees } from "./money";

/** "Increased from ₹200 to ₹250: percentage increase?" and "₹20000 increased by 10%: new value?". */
export const percentChangeSolver: Solver = {
  id: "percentage-change",
  topic: "problem-solving",
  solve(q) {
    const t = q.text;
    const money = /₹|rupees|price|salary|cost|income|rent/.test(t);
    const fmt = (v: number) => (money ? rupees(v) : dec(v, 2));
    const fromTo = t.match(/(?:from)\s*₹?\s*(\d+(?:\.\d+)?)\s*[a-z]*\s*to\s*₹?\s*(\d+(?:\.\d+)?)/);
    if (
      fromTo &&
      /increase|decrease|rise|rose|fall|fell|drop|reduc|change|grew|grow|went up|went down/.test(t)
    ) {
      const [a, b] = [Number(fromTo[1]), Number(fromTo[2])];
      if (a === 0) return null;
      const pct = ((b - a) / a) * 100;
      const up = b >= a;
      const word = up ? "increase" : "decrease";
      // "Find the increase" asks the amount; only a percentage asked gets the percentage.
      const ask =
        t.match(/\b(?:find|what is|what was|calculate|determine|by how much|by what)\b[^.?;]*/)?.[0] ?? t;
      if (!/percent|percentage|%|per cent/.test(ask)) {
        if (!/\b(?:increase|decrease|rise|fall|drop|change|difference|by how much)\b/.test(ask)) return null;
        return {
          explanation: explanation({
            intro: `The value went from ${fmt(a)} to ${fmt(b)}: the ${word} is the difference.`,
            steps: [
              {
                title: `The ${word}`,
                body: display(`${show(Math.max(a, b))} - ${show(Math.min(a, b))} = ${show(Math.abs(b - a))}`),
              },
            ],
            answer: `The ${word} is **${fmt(Math.abs(b - a))}**.`,
          }),
          finalAnswer: fmt(Math.abs(b - a)),
          similarQuestions: similar(q.seed, q.raw, (r) => {
            const base = r.int(4, 40) * 50;
            return `The price of a book increased from ₹${base} to ₹${base + r.int(1, 9) * 10}. Find the increase.`;
          }),
          verified: true,
        };
      }
      return {
        explanation: explanation({
          intro: "Percentage change always compares the change with the **original** value.",
          steps: [
            {
              title: `Find the ${word}`,
              body: display(`${show(Math.max(a, b))} - ${show(Math.min(a, b))} = ${show(Math.abs(b - a))}`),
            },
            {
              title: "Divide by the original value and multiply by 100",
              body: display(
                `\\frac{${show(Math.abs(b - a))}}{${show(a)}} \\times 100\\% = ${dec(Math.abs(pct), 2)}\\%`,
              ),
            },
          ],
          answer: `a **${dec(Math.abs(pct), 2)}% ${word}**`,
        }),
        finalAnswer: `${dec(Math.abs(pct), 2)}%`,
        similarQuestions: similar(q.seed, q.raw, (r) => {
          const base = r.int(4, 40) * 50;
          const p = r.pick([5, 10, 12, 15, 20, 25, 40]);
          const inc = r.next() < 0.5;
          return `The price of a ${r.pick(["book", "bicycle", "phone", "bag"])} ${inc ? "increased" : "decreased"} from ₹${base} to ₹${(base * (100 + (inc ? p : -p))) / 100}. Find the percentage ${inc ? "increase" : "decrease"}.`;
        }),
        verified: true,
      };
    }
    const by = t.match(
      /₹?\s*(\d+(?:\.\d+)?)[a-z ]*?\b(?:is |was )?(increased|decreased|reduced|raised|rises|falls)\s*by\s*(\d+(?:\.\d+)?)\s*%/,
    );
    if (by) {
      const base = Number(by[1]);
      const p = Number(by[3]);
      const up = /increase|raise|rise/.test(by[2]);
      const out = base * (1 + ((up ? 1 : -1) * p) / 100);
      return {
        explanation: explanation({
          intro: `${up ? "Increasing" : "Decreasing"} by ${show(p)}% means the new value is $${up ? 100 + p : 100 - p}\\%$ of the old one.`,
          steps: [
            {
              title: "Multiply",
              body: display(
                `${show(base)} \\times \\frac{${show(up ? 100 + p : 100 - p)}}{100} = ${dec(out, 2)}`,
              ),
            },
          ],
          answer: `**${fmt(out)}**`,
        }),
        finalAnswer: fmt(out),
        similarQuestions: similar(
          q.seed,
          q.raw,
          (r) =>
            `A salary of ₹${r.int(10, 60) * 1000} is ${up ? "increased" : "decreased"} by ${r.pick([5, 8, 10, 12, 15, 20])}%. Find the new salary.`,
        ),
        verified: true,
      };
    }
    return null;
  },
};
