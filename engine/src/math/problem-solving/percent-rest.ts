import { display, explanation } from "../explain";
import { dec, show } from "../format";
import { similar } from "../rng";
import type { Solver } from "../types";

/** Two parts that make up a whole between them: what one is not, the other is. */
const PAIRS: [string, string][] = [
  ["spends?|spent|spending|expenditure", "saves?|saved|saving|savings"],
  ["girls", "boys"],
  ["women", "men"],
  ["passed|pass", "failed|fail"],
  ["absent", "present"],
];

const NUM = String.raw`(\d+(?:\.\d+)?)`;

/**
 * A whole split in two parts, one given as a percentage and the other as an amount: "a man spends 75%
 * of his income and saves ₹5000, find his income", "40% of the students are girls; there are 360 boys:
 * how many students are there?". The other part is (100 − p)% of the whole, so the whole is the amount
 * divided by that; it is checked by taking p% of it back.
 */
export const percentRestSolver: Solver = {
  id: "percent-rest",
  topic: "problem-solving",
  solve(q) {
    const t = q.text.replace(/\s+/g, " ");
    const percents = [...t.matchAll(/(\d+(?:\.\d+)?)\s*%/g)];
    if (percents.length !== 1 || q.numbers.length !== 2) return null;
    const p = Number(percents[0]?.[1]);
    if (!(p > 0 && p < 100)) return null;
    for (const [one, two] of PAIRS) {
      for (const [withPct, withAmount] of [
        [one, two],
        [two, one],
      ] as const) {
        // The percentage beside its part, the amount beside the other: "spends 75% … saves ₹5000",
        // "40% of the students are girls … 360 boys", "boys are 360".
        const pctPart = new RegExp(
          String.raw`\b(?:${withPct})\b[^.?;%]{0,40}?${NUM}\s*%|${NUM}\s*%[^.?;]{0,40}?\b(?:${withPct})\b`,
        );
        const amountPart = new RegExp(
          String.raw`\b(?:${withAmount})\b[^.?;%\d]{0,30}?₹?\s*${NUM}(?!\s*%)|₹?\s*${NUM}(?!\s*%)\s*(?:[a-z]+ )?(?:${withAmount})\b`,
        );
        const pm = t.match(pctPart);
        const am = t.replace(pm?.[0] ?? "\u0000", " ").match(amountPart);
        if (!pm || !am) continue;
        const amount = Number(am[1] ?? am[2]);
        if (Number(pm[1] ?? pm[2]) !== p) continue;
        const ask = t.match(/\b(?:find|what is|how many|how much|calculate|determine)\b(.*)$/)?.[1];
        if (!ask) return null;
        // The whole asked: an income or salary, a total, everyone.
        const whole =
          /\b(?:income|salary|earnings?|total|in all|altogether|whole|strength|students|pupils|candidates|people|persons|members|workers|employees|appeared)\b/.test(
            ask,
          ) && !new RegExp(String.raw`\b(?:${one}|${two})\b`).test(ask);
        const partAsked = new RegExp(String.raw`\b(?:${withPct})\b`).test(ask);
        if (whole === partAsked) return null;
        const rest = 100 - p;
        const total = (amount * 100) / rest;
        const part = (total * p) / 100;
        // Check: p% and the rest of the whole add up to it, and the rest is the amount stated.
        if (Math.abs(part + amount - total) > 1e-9 * total) return null;
        const value = whole ? total : part;
        const money = /₹/.test(am[0]) || /\b(?:income|salary|earnings?|spends?|saves?)\b/.test(t);
        const text = money ? `₹${dec(value, 2)}` : dec(value, 2);
        const pctName = withPct.split("|")[0] as string;
        const amountName = withAmount.split("|")[0] as string;
        return {
          explanation: explanation({
            intro: `The whole is made of two parts: ${show(p)}% (${pctName}) and the rest (${amountName}), which is ${money ? "₹" : ""}${show(amount)}.`,
            steps: [
              {
                title: "The rest as a percentage",
                body: display(`100\\% - ${show(p)}\\% = ${show(rest)}\\%`),
              },
              {
                title: "The whole",
                body: display(
                  `${show(rest)}\\% \\text{ of the whole} = ${show(amount)} \\Rightarrow \\text{whole} = \\frac{${show(amount)} \\times 100}{${show(rest)}} = ${dec(total, 2)}`,
                ),
              },
              ...(whole
                ? []
                : [
                    {
                      title: `The ${pctName} part`,
                      body: display(`${show(p)}\\% \\times ${dec(total, 2)} = ${dec(part, 2)}`),
                    },
                  ]),
              {
                title: "Check",
                body: `$${dec(part, 2)} + ${show(amount)} = ${dec(total, 2)}$, the whole ✓`,
              },
            ],
            answer: `**${text}**`,
          }),
          finalAnswer: text,
          similarQuestions: similar(q.seed, q.raw, (r) => {
            const s = r.pick([60, 70, 75, 80, 85]);
            const income = r.int(2, 9) * 4000;
            return `A man spends ${s}% of his income and saves ₹${(income * (100 - s)) / 100}. Find his income.`;
          }),
          verified: true,
        };
      }
    }
    return null;
  },
};
