import { display, explanation } from "../explain";
import { dec, show } from "../format";
import { similar } from "../rng";
import type { Solver } from "../types";
import { rupees } from "./money";

/** "Divide ₹1200 in the ratio 3:5", "ages in the ratio 3:4 with sum 49": share a total in a ratio. */
export const ratioShareSolver: Solver = {
  id: "ratio-share",
  topic: "problem-solving",
  solve(q) {
    const t = q.text;
    const ratio = t.match(/ratio\b[a-z ]*?(\d+(?:\.\d+)?)\s*:\s*(\d+(?:\.\d+)?)(?:\s*:\s*(\d+(?:\.\d+)?))?/);
    if (!ratio) return null;
    const parts = [ratio[1], ratio[2], ratio[3]].filter((x): x is string => x !== undefined).map(Number);
    const divide =
      t.match(/(?:divide|distribute|share|split)d?\s*₹?\s*(\d+(?:\.\d+)?)/) ??
      t.match(/₹?\s*(\d+(?:\.\d+)?)(?: [a-z]+)? (?:is|are|was|were) (?:divided|distributed|shared|split)\b/);
    const sum =
      t.match(/(?:sum|total)[a-z ]*? (?:is|are|of|=)\s*₹?\s*(\d+(?:\.\d+)?)/) ??
      t.match(/(?:there are|in all|altogether|total of|class of|group of)\s*(\d+(?:\.\d+)?)/);
    const totalText = divide?.[1] ?? sum?.[1];
    if (!totalText) return null;
    const total = Number(totalText);
    const k = parts.reduce((a, b) => a + b, 0);
    const shares = parts.map((p) => (p * total) / k);
    const money = /₹|rupees|money|amount/.test(t);
    const ages = /\bages?\b/.test(t);
    const fmt = (v: number) => (money ? rupees(v) : ages ? `${dec(v, 2)} years` : dec(v, 2));
    const pair = t.match(/ratio of ([a-z]+) to ([a-z]+)/);
    const sharers = q.raw.match(
      /\b(?:between|among(?:st)?)\s+([A-Z][a-z]*)(?:\s*,\s*([A-Z][a-z]*))?,?\s+and\s+([A-Z][a-z]*)\b/,
    );
    const names = pair
      ? [pair[1], pair[2]]
      : sharers
        ? [sharers[1], sharers[2], sharers[3]].filter((n): n is string => n !== undefined)
        : [...q.raw.matchAll(/\b([A-Z][a-z]+)\b/g)]
            .map((m) => m[1])
            .filter(
              (w) =>
                !/^(Divide|The|Find|A|An|If|In|Two|Three|Share|What|How|Distribute|Their|Sum|Rs)$/.test(w),
            );
    const asked = t.match(/how many ([a-z]+)/)?.[1];
    const only = asked && names.includes(asked) ? names.indexOf(asked) : askedSharer(q.raw, names);
    return {
      explanation: explanation({
        intro: `The ratio ${parts.join(" : ")} means the total is split into $${parts.join(" + ")} = ${show(k)}$ equal parts.`,
        steps: [
          {
            title: "Value of one part",
            body: display(`\\frac{${show(total)}}{${show(k)}} = ${dec(total / k, 4)}`),
          },
          {
            title: "Multiply by each ratio term",
            body: parts
              .map((p, i) =>
                display(
                  `${names[i] ? `\\text{${names[i]}}: ` : ""}${show(p)} \\times ${dec(total / k, 4)} = ${dec(shares[i], 2)}`,
                ),
              )
              .join("\n"),
          },
          { title: "Check", body: `$${shares.map((s) => dec(s, 2)).join(" + ")} = ${show(total)}$ ✓` },
        ],
        answer:
          only >= 0
            ? pair || !sharers
              ? `There are **${fmt(shares[only])}** ${names[only]}.`
              : `${names[only]}'s share is **${fmt(shares[only])}**.`
            : shares.map((s, i) => `${names[i] ? `${names[i]}: ` : ""}**${fmt(s)}**`).join(", "),
      }),
      finalAnswer: only >= 0 ? fmt(shares[only]) : shares.map(fmt).join(" and "),
      similarQuestions: similar(q.seed, q.raw, (r) => {
        const a = r.int(1, 7);
        const b = a + r.int(1, 5);
        if (only >= 0 && pair)
          return `The ratio of ${pair[1]} to ${pair[2]} in a class is ${a}:${b}. If there are ${(a + b) * r.int(2, 9)} students, how many ${pair[2]} are there?`;
        if (ages)
          return `The ages of Ravi and Sita are in the ratio ${a}:${b}. The sum of their ages is ${(a + b) * r.int(2, 8)} years. Find their ages.`;
        return `Divide ₹${(a + b) * r.int(5, 60) * 10} in the ratio ${a}:${b}`;
      }),
      verified: Math.abs(shares.reduce((a, b) => a + b, 0) - total) < 1e-9,
    };
  },
};

/**
 * The one sharer a question asks about ("Find B's share", "How much does Mohan get?"), or -1 when
 * it asks for every share (or names no one).
 */
function askedSharer(raw: string, names: string[]): number {
  const ask =
    raw
      .split(/(?<=[.?!])\s+/)
      .filter((s) => /\b(?:find|how|what|calculate|determine)\b/i.test(s))
      .pop() ?? "";
  const asked = names.filter((n) =>
    new RegExp(
      `\\b${n}(?:'s|’s)\\s+(?:share|part|portion)\\b|\\bshare of ${n}\\b|\\b(?:does|will|did|should|would|can) ${n} (?:get|receive|have)\\b|\\b${n} (?:gets|receives)\\b`,
    ).test(ask),
  );
  return asked.length === 1 ? names.indexOf(asked[0] as string) : -1;
}

/** Unitary method: direct ("5 pens cost ₹60; 8 pens?") and inverse ("12 workers take 10 days; 8 workers?"). */
export const unitarySolver: Solver = {
  id: "unitary",
  topic: "problem-solving",
  solve(q) {
    const t = q.text;
    const inverse = t.match(
      /(\d+)\s*(men|workers|labourers|people|persons|boys|girls|machines|pumps|taps)\b[^.]*?\b(\d+)\s*(days|hours)\b[^?]*?\b(\d+)\s*(?:men|workers|labourers|people|persons|boys|girls|machines|pumps|taps)\b/,
    );
    if (inverse) {
      const [a, d, b] = [Number(inverse[1]), Number(inverse[3]), Number(inverse[5])];
      const result = (a * d) / b;
      return {
        explanation: explanation({
          intro: `More ${inverse[2]} finish the same job in fewer ${inverse[4]}: this is **inverse proportion**, so ${inverse[2]} × ${inverse[4]} stays the same.`,
          steps: [
            {
              title: "Total work",
              body: display(`${a} \\times ${d} = ${a * d} \\text{ ${inverse[2]}-${inverse[4]}}`),
            },
            {
              title: `${inverse[4]} for ${b} ${inverse[2]}`,
              body: display(`\\frac{${a * d}}{${b}} = ${dec(result, 2)}`),
            },
          ],
          answer: `**${dec(result, 2)} ${inverse[4]}**`,
        }),
        finalAnswer: `${dec(result, 2)} ${inverse[4]}`,
        similarQuestions: similar(q.seed, q.raw, (r) => {
          const w = r.int(4, 20);
          const days = r.int(3, 15);
          const options = [2, 3, 4, 5, 6, 8, 10, 12, 15, 16, 20].filter(
            (x) => x !== w && (w * days) % x === 0,
          );
          const target = options.length ? r.pick(options) : 1;
          return `If ${w} workers can build a wall in ${days} days, how many days will ${target} workers take?`;
        }),
        verified: true,
      };
    }
    // "the price of each book" asks the price of 1 book.
    const direct = t
      .replace(/\b(cost|price) of (?:each|a single)\s+(?=[a-z])(?!of\b)/g, "$1 of 1 ")
      .replace(/\b(cost|price) of each\s*(?=[?.]?$)/, "$1 of 1 each")
      .match(
        /(\d+(?:\.\d+)?)\s*((?:kg|kilos?|kilograms?|g|grams?|litres?|liters?|l|ml|dozens?|metres?|meters?|m|packets?|boxes?|bags?)\s+(?:of\s+)?[a-z]+|[a-z]+(?: of [a-z]+)?)\s*(?:costs?|is|are|weighs?|earns?)\s*₹?\s*(\d+(?:\.\d+)?)[^?]*?(\d+(?:\.\d+)?)\s*(?:\2|[a-z]+)\b/,
      );
    if (
      !direct ||
      !/how much|cost of|find the (?:cost|price|weight)|what (?:is|will be) the (?:cost|price)|how many/.test(
        t,
      )
    )
      return null;
    const [n1, price, n2] = [Number(direct[1]), Number(direct[3]), Number(direct[4])];
    if (n1 === 0) return null;
    const money = /₹|cost|price|rupees/.test(t);
    const result = (price / n1) * n2;
    const fmt = (v: number) => (money ? rupees(v) : dec(v, 2));
    return {
      explanation: explanation({
        intro: "Find the value of **one** first, then multiply (unitary method).",
        steps: [
          {
            title: "Cost of one",
            body: display(`\\frac{${show(price)}}{${show(n1)}} = ${dec(price / n1, 4)}`),
          },
          {
            title: `Cost of ${show(n2)}`,
            body: display(`${dec(price / n1, 4)} \\times ${show(n2)} = ${dec(result, 2)}`),
          },
        ],
        answer: `**${fmt(result)}**`,
      }),
      finalAnswer: fmt(result),
      similarQuestions: similar(q.seed, q.raw, (r) => {
        const a = r.int(2, 9);
        const each = r.int(5, 60);
        return `If ${a} ${r.pick(["pens", "notebooks", "pencils", "erasers"])} cost ₹${a * each}, how much will ${r.int(2, 15)} of them cost?`;
      }),
      verified: true,
    };
  },
};
