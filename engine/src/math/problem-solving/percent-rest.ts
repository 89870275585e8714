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
  ["rotten|bad|defective|broken|damaged", "good|fresh|sound"],
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

/**
 * A whole given and a percentage of it taken, the rest asked: "a tank holds 500 litres; 40% of it is
 * used: how many litres are left?" (60% of 500), "a school has 1200 students, 45% are girls: how many
 * boys are there?". The rest is (100 − p)% of the whole, checked by adding the part back.
 */
export const percentLeftSolver: Solver = {
  id: "percent-left",
  topic: "problem-solving",
  solve(q) {
    const t = q.text.replace(/\s+/g, " ").replace(/[?.]\s*$/, "");
    // The part taken, as a percentage ("40%") or a fraction of the whole ("1/3 of them").
    const percents = [...t.matchAll(/(\d+(?:\.\d+)?)\s*%/g)];
    const fractions = [...t.matchAll(/\b(\d+)\s*\/\s*(\d+)(?=\s+(?:of|part|are|is|was|were)\b)/g)];
    if (percents.length + fractions.length !== 1) return null;
    const frac = fractions[0];
    if (q.numbers.length !== (frac ? 3 : 2)) return null;
    const p = frac ? (100 * Number(frac[1])) / Number(frac[2]) : Number(percents[0]?.[1]);
    if (!(p > 0 && p < 100)) return null;
    const shareTex = frac ? `\\frac{${frac[1]}}{${frac[2]}}` : `${show(p)}\\%`;
    const whole = t.match(
      /\b(?:holds?|has|have|had|contains?|contained|there (?:are|were)|is|of|with|total of|capacity of)\s*₹?\s*(\d+(?:\.\d+)?)\s*((?:[a-z]+ ){0,2}?[a-z]+)?/,
    );
    if (!whole || Number(whole[1]) === p) return null;
    const n = Number(whole[1]);
    const ask = t.match(/\b(?:how many|how much|find|what)\b(.*)$/)?.[1];
    if (!ask) return null;
    const taken =
      /\b(?:used|sold|spent|eaten|consumed|wasted|given away|gave away|lost|used up|drunk|filled|removed|taken|spends?|uses?|sells?|eats?|loses?|gives?|gave|given|distribut\w*|donat\w*)\b/;
    let restName = "";
    let partAsked = "";
    if (/\b(?:left|remaining|remains?|rest)\b/.test(ask) && taken.test(t)) restName = "left";
    else {
      for (const [one, two] of PAIRS) {
        const pctSide = new RegExp(
          String.raw`(?:\d+(?:\.\d+)?\s*%|\d+\s*/\s*\d+)[^.?;]{0,30}?\b(?:${one})\b|\b(?:${one})\b[^.?;%]{0,20}?(?:\d+(?:\.\d+)?\s*%|\d+\s*/\s*\d+)`,
        );
        if (
          pctSide.test(t) &&
          new RegExp(String.raw`\b(?:${two})\b`).test(ask) &&
          !new RegExp(String.raw`\b(?:${two})\b`).test(t.slice(0, t.length - ask.length))
        )
          restName = two.split("|")[0] as string;
        // "45% are girls … how many girls?": the part itself.
        if (
          pctSide.test(t) &&
          new RegExp(String.raw`\b(?:${one})\b`).test(ask) &&
          !new RegExp(String.raw`\b(?:${two})\b`).test(t)
        )
          partAsked = one.split("|")[0] as string;
      }
    }
    if (partAsked) restName = partAsked;
    if (!restName) return null;
    const rest = partAsked ? p : 100 - p;
    const value = (n * rest) / 100;
    const part = (n * (100 - rest)) / 100;
    if (Math.abs(part + value - n) > 1e-9 * n) return null;
    const money = /₹/.test(whole[0]);
    const unit = money ? "" : (whole[2] ?? "").trim();
    const text = money
      ? `₹${dec(value, 2)}`
      : `${dec(value, 2)}${unit && /^(?:litres?|liters?|kg|g|ml|m|cm|km)$/.test(unit) ? ` ${unit}` : ""}`;
    return {
      explanation: explanation({
        intro: partAsked
          ? `The ${restName} are $${shareTex}$ of the whole.`
          : `Of the whole, $${shareTex}$ is taken; what is ${restName} is the rest.`,
        steps: [
          ...(partAsked
            ? []
            : [
                {
                  title: `The part ${restName}`,
                  body: display(
                    frac
                      ? `1 - \\frac{${frac[1]}}{${frac[2]}} = \\frac{${Number(frac[2]) - Number(frac[1])}}{${frac[2]}}`
                      : `100\\% - ${show(p)}\\% = ${show(rest)}\\%`,
                  ),
                },
              ]),
          {
            title: `That part of ${show(n)}`,
            body: display(
              frac
                ? `\\frac{${partAsked ? frac[1] : Number(frac[2]) - Number(frac[1])}}{${frac[2]}} \\times ${show(n)} = ${dec(value, 2)}`
                : `\\frac{${show(rest)}}{100} \\times ${show(n)} = ${dec(value, 2)}`,
            ),
          },
          {
            title: "Check",
            body: `$${dec(part, 2)} + ${dec(value, 2)} = ${show(n)}$, the whole ✓`,
          },
        ],
        answer: `**${text}**`,
      }),
      finalAnswer: text,
      similarQuestions: similar(q.seed, q.raw, (r) => {
        const w = r.int(2, 20) * 100;
        return `A tank holds ${w} litres. ${r.pick([20, 25, 40, 60])}% of it is used. How many litres are left?`;
      }),
      verified: true,
    };
  },
};

const PEOPLE = String.raw`(?:students|children|pupils|people|persons|members|workers|employees|candidates|players|passengers)`;

/**
 * A group counted, one kind of it given, the other kind asked: "a class has 40 students; 15 are girls;
 * how many boys?" (40 − 15). The two kinds make up the whole between them (girls and boys, men and
 * women, passed and failed, present and absent), checked by adding them back.
 */
export const otherKindSolver: Solver = {
  id: "other-kind",
  topic: "problem-solving",
  solve(q) {
    const t = q.text.replace(/\s+/g, " ").replace(/[?.]\s*$/, "");
    if (q.numbers.length !== 2 || /%/.test(t)) return null;
    const whole = t.match(new RegExp(String.raw`\b(\d+) ${PEOPLE}\b`));
    if (!whole) return null;
    const n = Number(whole[1]);
    const ask = t.match(/\b(?:how many|find the number of|what is the number of|find)\b(.*)$/)?.[1];
    if (!ask) return null;
    for (const [one, two] of PAIRS) {
      for (const [given, asked] of [
        [one, two],
        [two, one],
      ] as const) {
        const part = t.match(
          new RegExp(
            String.raw`\b(\d+)(?: of them| of these| among them| out of them)? (?:are |were |is )?(?:${given})\b|\b(?:${given})\b (?:are|were|number|numbered) (\d+)\b`,
          ),
        );
        if (!part || !new RegExp(String.raw`\b(?:${asked})\b`).test(ask)) continue;
        if (new RegExp(String.raw`\b(?:${asked})\b`).test(t.slice(0, t.length - ask.length))) return null;
        const a = Number(part[1] ?? part[2]);
        if (a === n || a > n) return null;
        const value = n - a;
        const givenName = given.split("|")[0] as string;
        const askedName = asked.split("|")[0] as string;
        return {
          explanation: explanation({
            intro: `The ${show(n)} are either ${givenName} or ${askedName}, so the ${askedName} are the rest.`,
            steps: [
              { title: `The ${askedName}`, body: display(`${show(n)} - ${show(a)} = ${show(value)}`) },
              { title: "Check", body: `$${show(a)} + ${show(value)} = ${show(n)}$ ✓` },
            ],
            answer: `**${show(value)}**`,
          }),
          finalAnswer: show(value),
          similarQuestions: similar(q.seed, q.raw, (r) => {
            const w = r.int(30, 50);
            return `A class has ${w} students. ${r.int(10, w - 10)} of them are girls. How many boys are there?`;
          }),
          verified: true,
        };
      }
    }
    return null;
  },
};
