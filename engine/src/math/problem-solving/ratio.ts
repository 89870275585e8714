import { display, explanation } from "../explain";
import { dec, gcd, ratio, show } from "../format";
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
    // "Boys to girls 3:2 and there are 30 boys": 30 is one part, not the total to share.
    const termNames = t.match(/ratio of ([a-z]+) to ([a-z]+)/);
    if (
      termNames &&
      new RegExp(`\\b${totalText.replace(".", "\\.")}\\s+(?:${termNames[1]}|${termNames[2]})\\b`).test(t)
    )
      return null;
    const total = Number(totalText);
    const k = parts.reduce((a, b) => a + b, 0);
    const shares = parts.map((p) => (p * total) / k);
    const money = /₹|rupees|money|amount/.test(t);
    const ages = /\bages?\b/.test(t);
    const fmt = (v: number) => (money ? rupees(v) : ages ? `${dec(v, 2)} years` : dec(v, 2));
    const pair =
      t.match(/ratio of ([a-z]+) to ([a-z]+)/) ??
      // "the ratio of the ages of a and b", "the ratio of ravi's and sita's savings".
      t.match(
        /ratio of (?:the )?(?:ages|incomes|salaries|savings|marks|shares|money|weights|heights) of ([a-z]+) and ([a-z]+)\b/,
      );
    const sharers =
      q.raw.match(
        /\b(?:between|among(?:st)?)\s+([A-Z][a-z]*)(?:\s*,\s*([A-Z][a-z]*))?,?\s+and\s+([A-Z][a-z]*)\b/,
      ) ??
      // Typed in lower case ("between a and b"): the names as written, when one is asked by name.
      (/\b[a-z]+'s\b/.test(t)
        ? t.match(/\b(?:between|among(?:st)?)\s+([a-z]+)(?:\s*,\s*([a-z]+))?,?\s+and\s+([a-z]+)\b/)
        : null);
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
    // "Find b's age": the one named.
    const possessive = t.match(
      /\b(?:find|what is|what's|how much is|how old is)\b[^.?]*?\b([a-z]+)'s\b/,
    )?.[1];
    const only =
      asked && names.includes(asked)
        ? names.indexOf(asked)
        : possessive && names.includes(possessive)
          ? names.indexOf(possessive)
          : askedSharer(q.raw, names);
    // People and things are counted whole: 18 students cannot be 3 : 2 boys to girls (7.2 girls).
    if (asked && !money && shares.some((x) => !Number.isInteger(Math.round(x * 1e9) / 1e9))) return null;
    // "How much more does B get than A?", "the difference between their shares": one share less the
    // other, the two named in the ask (or the only two there are).
    const lastAsk =
      t
        .split(/(?<=[.?!])\s+/)
        .filter((x) => /\b(?:find|how|what|calculate|determine)\b/.test(x))
        .pop() ?? "";
    const asksDifference =
      /\bhow (?:much|many) (?:more|less|fewer|extra)\b|\bdifference\b|\bby how much\b|\bexceeds?\b/.test(
        lastAsk,
      );
    let between: [number, number] | null = null;
    if (asksDifference) {
      const lowered = names.map((n) => n.toLowerCase());
      const inAsk = [...lastAsk.matchAll(/\b([a-z]+)\b/g)]
        .map((m) => lowered.indexOf(m[1] as string))
        .filter((i) => i >= 0);
      const distinct = [...new Set(inAsk)];
      if (distinct.length === 2) between = [distinct[0] as number, distinct[1] as number];
      else if (distinct.length === 0 && parts.length === 2 && /\b(?:their|the two|both)\b/.test(lastAsk))
        between = [1, 0];
      else return null;
    }
    if (between) {
      const [i, j] = between;
      const diff = Math.abs((shares[i] as number) - (shares[j] as number));
      const bigger = (shares[i] as number) >= (shares[j] as number) ? i : j;
      const smaller = bigger === i ? j : i;
      return {
        explanation: explanation({
          intro: `The ratio ${parts.join(" : ")} means the total is split into $${parts.join(" + ")} = ${show(k)}$ equal parts; the question asks how much more one gets than the other, the difference of their shares.`,
          steps: [
            {
              title: "Value of one part",
              body: display(`\\frac{${show(total)}}{${show(k)}} = ${dec(total / k, 4)}`),
            },
            {
              title: "The two shares",
              body: [i, j]
                .map((x) =>
                  display(
                    `\\text{${names[x]}}: ${show(parts[x] as number)} \\times ${dec(total / k, 4)} = ${dec(shares[x] as number, 2)}`,
                  ),
                )
                .join("\n"),
            },
            {
              title: "Difference",
              body: display(
                `${dec(shares[bigger] as number, 2)} - ${dec(shares[smaller] as number, 2)} = ${dec(diff, 2)}`,
              ),
            },
          ],
          answer: `${names[bigger]} gets **${fmt(diff)}** more than ${names[smaller]}.`,
        }),
        finalAnswer: fmt(diff),
        similarQuestions: similar(q.seed, q.raw, (r) => {
          const a = r.int(1, 7);
          const b = a + r.int(1, 5);
          return `Divide ₹${(a + b) * r.int(5, 60) * 10} between A and B in the ratio ${a}:${b}. How much more does B get than A?`;
        }),
        verified: Math.abs(shares.reduce((a, b) => a + b, 0) - total) < 1e-9,
      };
    }
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
    // "6 workers build a wall in 10 days; how many workers build it in 4 days?": workers × days stays
    // the same, so the workers needed are 6 × 10 ÷ 4.
    const PEOPLE = String.raw`(men|workers|labourers|people|persons|boys|girls|machines|pumps|taps|women|children)`;
    const howMany = t.match(
      new RegExp(
        String.raw`\b(\d+)\s*${PEOPLE}\b[^.]*?\b(\d+)\s*(days|hours)\b[^?]*?\bhow many (?:more )?${PEOPLE}\b[^?]*?\b(?:in|within)\s+(\d+)\s*(days|hours)\b`,
      ),
    );
    if (
      howMany &&
      howMany[2] === howMany[5] &&
      howMany[4] === howMany[7] &&
      q.numbers.length === 3 &&
      !/\bmore\b/.test(t)
    ) {
      const [a, days1, d2] = [Number(howMany[1]), Number(howMany[3]), Number(howMany[6])];
      const who = howMany[2] as string;
      const unit = howMany[4] as string;
      const need = (a * days1) / d2;
      if (d2 === 0 || !Number.isInteger(need)) return null;
      return {
        explanation: explanation({
          intro: `Fewer ${unit} need more ${who}: this is **inverse proportion**, so ${who} × ${unit} stays the same.`,
          steps: [
            {
              title: "Total work",
              body: display(`${a} \\times ${days1} = ${a * days1} \\text{ ${who}-${unit}}`),
            },
            { title: `${who} for ${d2} ${unit}`, body: display(`\\frac{${a * days1}}{${d2}} = ${need}`) },
            { title: "Check", body: `$${need} \\times ${d2} = ${need * d2}$, the same work ✓` },
          ],
          answer: `**${need} ${who}**`,
        }),
        finalAnswer: String(need),
        similarQuestions: similar(q.seed, q.raw, (r) => {
          const w = r.int(4, 12);
          const d = r.pick([2, 3, 4, 5, 6]);
          return `If ${w} workers can build a wall in ${d * 3} days, how many workers are needed to build it in ${d} days?`;
        }),
        verified: true,
      };
    }
    // "If 3 pencils cost ₹15, how many pencils can be bought for ₹45?": the count for a sum of money.
    const count = t.match(
      /\b(\d+(?:\.\d+)?) ([a-z]+) (?:costs?|cost|are sold for|sell for) ₹\s*(\d+(?:\.\d+)?)[^?]*?\bhow many (?:such )?\2\b[^?₹]*?\b(?:for|with|in) ₹\s*(\d+(?:\.\d+)?)\s*[?.]?$/,
    );
    if (count && q.numbers.length === 3) {
      const [n1, price, budget] = [Number(count[1]), Number(count[3]), Number(count[4])];
      const each = price / n1;
      const n2 = (n1 * budget) / price;
      if (!(each > 0) || !Number.isInteger(Math.round(n2 * 1e9) / 1e9)) return null;
      return {
        explanation: explanation({
          intro: "Find the cost of **one** first, then see how many of them the money buys (unitary method).",
          steps: [
            {
              title: `Cost of 1 ${count[2]}`,
              body: display(`\\frac{₹${show(price)}}{${show(n1)}} = ₹${dec(each, 2)}`),
            },
            {
              title: `How many for ₹${show(budget)}`,
              body: display(`\\frac{${show(budget)}}{${dec(each, 4)}} = ${dec(n2, 2)}`),
            },
            { title: "Check", body: `$${dec(n2, 2)} \\times ₹${dec(each, 2)} = ₹${dec(n2 * each, 2)}$ ✓` },
          ],
          answer: `**${dec(n2, 2)} ${count[2]}**`,
        }),
        finalAnswer: dec(n2, 2),
        similarQuestions: similar(q.seed, q.raw, (r) => {
          const k = r.int(2, 6);
          const each2 = r.int(3, 20);
          const m = r.int(2, 5) * k;
          return `If ${k} pens cost ₹${k * each2}, how many pens can be bought for ₹${m * each2}?`;
        }),
        verified: true,
      };
    }
    // "the price of each book" asks the price of 1 book.
    const direct = t
      .replace(/\b(cost|price) of (?:each|a single)\s+(?=[a-z])(?!of\b)/g, "$1 of 1 ")
      .replace(/\b(cost|price) of each\s*(?=[?.]?$)/, "$1 of 1 each")
      .match(
        /(\d+(?:\.\d+)?)\s*((?:kg|kilos?|kilograms?|g|grams?|litres?|liters?|l|ml|dozens?|metres?|meters?|m|packets?|boxes?|bags?)\s+(?:of\s+)?[a-z]+|[a-z]+(?: of [a-z]+)?)\s*(?:costs?|is|are|weighs?|earns?)\s*₹?\s*(\d+(?:\.\d+)?)(?!\d|\.\d|\s*(?:%|more\b|less\b|than\b|cheaper\b|costlier\b|dearer\b|extra\b))[^?]*?(\d+(?:\.\d+)?)\s*(?:\2|[a-z]+)\b/,
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

/** Units one ratio can compare, with their size in the kind's smallest unit named here. */
const RATIO_UNITS: Record<string, { kind: string; size: number; name: string }> = {
  mm: { kind: "length", size: 1, name: "mm" },
  cm: { kind: "length", size: 10, name: "cm" },
  m: { kind: "length", size: 1000, name: "m" },
  km: { kind: "length", size: 1_000_000, name: "km" },
  g: { kind: "mass", size: 1, name: "g" },
  kg: { kind: "mass", size: 1000, name: "kg" },
  ml: { kind: "volume", size: 1, name: "ml" },
  l: { kind: "volume", size: 1000, name: "l" },
  s: { kind: "time", size: 1, name: "seconds" },
  min: { kind: "time", size: 60, name: "minutes" },
  h: { kind: "time", size: 3600, name: "hours" },
  day: { kind: "time", size: 86400, name: "days" },
  paise: { kind: "money", size: 1, name: "paise" },
  "₹": { kind: "money", size: 100, name: "rupees" },
};

function ratioUnit(word: string | undefined): string | null {
  if (!word) return null;
  const w = word.trim();
  if (/^(?:mm|millimetres?|millimeters?)$/.test(w)) return "mm";
  if (/^(?:cm|centimetres?|centimeters?)$/.test(w)) return "cm";
  if (/^(?:m|metres?|meters?)$/.test(w)) return "m";
  if (/^(?:km|kilometres?|kilometers?)$/.test(w)) return "km";
  if (/^(?:g|grams?|gm)$/.test(w)) return "g";
  if (/^(?:kg|kilograms?)$/.test(w)) return "kg";
  if (/^(?:ml|millilitres?|milliliters?)$/.test(w)) return "ml";
  if (/^(?:l|litres?|liters?)$/.test(w)) return "l";
  if (/^(?:s|secs?|seconds?)$/.test(w)) return "s";
  if (/^(?:mins?|minutes?)$/.test(w)) return "min";
  if (/^(?:h|hrs?|hours?)$/.test(w)) return "h";
  if (/^days?$/.test(w)) return "day";
  if (/^paise$/.test(w)) return "paise";
  return null;
}

const QTY = String.raw`(₹\s*)?(\d+(?:\.\d+)?)\s*(mm|cm|m|km|g|gm|kg|ml|l|millimetres?|millimeters?|centimetres?|centimeters?|metres?|meters?|kilometres?|kilometers?|grams?|kilograms?|millilitres?|milliliters?|litres?|liters?|secs?|seconds?|mins?|minutes?|hrs?|hours?|days?|paise)?`;

/** Whole numbers in the same ratio as two positive amounts (decimals scaled by a power of 10). */
function wholeRatio(a: number, b: number): { n: number; d: number } | null {
  let scale = 1;
  while ((!Number.isInteger(a * scale) || !Number.isInteger(b * scale)) && scale < 1e6) scale *= 10;
  const [x, y] = [Math.round(a * scale), Math.round(b * scale)];
  if (x <= 0 || y <= 0) return null;
  return ratio(x, y);
}

/**
 * A ratio in its simplest form: "simplify 45:60", "the ratio of 45 to 60", "the ratio of 45 cm to
 * 1.5 m" (both in one unit first), "₹5 to 50 paise"; and from two ratios sharing a term, "a:b = 2:3,
 * b:c = 4:5: find a:c" (or a:b:c). Checked by multiplying back: each simplified term times the common
 * factor gives the amount it came from.
 */
export const ratioSimplifySolver: Solver = {
  id: "ratio-simplify",
  topic: "problem-solving",
  solve(q) {
    const t = q.text;
    const chain = t.match(
      /^(?:if\s+)?a\s*:\s*b\s*=\s*(\d+)\s*:\s*(\d+)\s*(?:,|and)\s*b\s*:\s*c\s*=\s*(\d+)\s*:\s*(\d+)\s*,?\s*(?:then\s+)?(?:find|what is)\s+(a\s*:\s*c|a\s*:\s*b\s*:\s*c)\s*[?.]?$/,
    );
    if (chain) {
      const [p, qq, r, s] = chain.slice(1, 5).map(Number) as [number, number, number, number];
      if ([p, qq, r, s].some((v) => v <= 0)) return null;
      const three = /b/.test(chain[5] as string);
      const terms = [p * r, qq * r, qq * s];
      const g = three
        ? gcd(gcd(terms[0] as number, terms[1] as number), terms[2] as number)
        : gcd(p * r, qq * s);
      const answer = three ? terms.map((v) => v / g).join(":") : `${(p * r) / g}:${(qq * s) / g}`;
      return {
        explanation: explanation({
          intro: `Make the shared term $b$ the same in both ratios: multiply $a:b = ${p}:${qq}$ by $${r}$ and $b:c = ${r}:${s}$ by $${qq}$.`,
          steps: [
            { title: "Equal b", body: display(`a:b = ${p * r}:${qq * r}, \\quad b:c = ${qq * r}:${qq * s}`) },
            {
              title: "Read off the ratio",
              body: display(
                `${three ? `a:b:c = ${terms.join(":")}` : `a:c = ${p * r}:${qq * s}`} = ${answer}`,
              ),
            },
          ],
          answer: `**${three ? "a:b:c" : "a:c"} = ${answer}**`,
        }),
        finalAnswer: answer,
        similarQuestions: similar(
          q.seed,
          q.raw,
          (g2) =>
            `If a:b = ${g2.int(1, 5)}:${g2.int(2, 7)} and b:c = ${g2.int(2, 6)}:${g2.int(3, 9)}, find a:c.`,
        ),
        verified: true,
      };
    }
    const m =
      t.match(
        new RegExp(
          String.raw`^(?:(?:find|what is|write|express|simplify|reduce|give)\s+)?(?:the\s+)?ratio\s+(?:of\s+)?${QTY}\s+to\s+${QTY}(?:\s+in\s+(?:its\s+)?(?:simplest|lowest)\s+(?:form|terms))?\s*[?.]?$`,
        ),
      ) ??
      t.match(
        new RegExp(
          String.raw`^(?:simplify|reduce|express|write)\s+(?:the\s+ratio\s+)?${QTY}\s*:\s*${QTY}(?:\s+(?:in|to)\s+(?:its\s+)?(?:simplest|lowest)\s+(?:form|terms))?\s*[?.]?$`,
        ),
      );
    if (!m) return null;
    const [, r1, a1, w1, r2, a2, w2] = m;
    const u1 = r1 ? "₹" : ratioUnit(w1);
    const u2 = r2 ? "₹" : ratioUnit(w2);
    if ((w1 && !u1) || (w2 && !u2) || (r1 && w1) || (r2 && w2)) return null;
    if (!u1 !== !u2) return null;
    const U1 = u1 ? RATIO_UNITS[u1] : null;
    const U2 = u2 ? RATIO_UNITS[u2] : null;
    if (U1 && U2 && U1.kind !== U2.kind) return null;
    const x = Number(a1) * (U1?.size ?? 1);
    const y = Number(a2) * (U2?.size ?? 1);
    const simple = wholeRatio(x, y);
    if (!simple) return null;
    const common = x / simple.n;
    if (Math.abs(simple.d * common - y) > 1e-9 * Math.max(1, y)) return null;
    const base = U1 && U2 ? (U1.size <= U2.size ? U1 : U2) : null;
    const inBase = (v: number) => (base ? v / base.size : v);
    const converted =
      U1 && U2 && U1 !== U2
        ? `Both in ${base?.name} (1 ${(U1.size > U2.size ? U1 : U2).name.replace(/s$/, "").replace(/^rupee$/, "rupee")} = ${Math.max(U1.size, U2.size) / Math.min(U1.size, U2.size)} ${base?.name}): $${show(Number(a1))}$ ${U1.name} $= ${show(inBase(x))}$ ${base?.name} and $${show(Number(a2))}$ ${U2.name} $= ${show(inBase(y))}$ ${base?.name}.`
        : "A ratio compares two amounts of the same kind.";
    const answer = `${simple.n}:${simple.d}`;
    return {
      explanation: explanation({
        intro: converted,
        steps: [
          {
            title: "Divide both terms by their HCF",
            body: display(
              `${show(inBase(x))} : ${show(inBase(y))} = \\frac{${show(inBase(x))}}{${show(inBase(common))}} : \\frac{${show(inBase(y))}}{${show(inBase(common))}} = ${simple.n}:${simple.d}`,
            ),
          },
          {
            title: "Check: multiply back",
            body: display(
              `${simple.n} \\times ${show(inBase(common))} = ${show(inBase(x))}, \\quad ${simple.d} \\times ${show(inBase(common))} = ${show(inBase(y))}`,
            ),
          },
        ],
        answer: `The ratio in its simplest form is **${answer}**.`,
      }),
      finalAnswer: answer,
      similarQuestions: similar(q.seed, q.raw, (g2) => {
        const k = g2.int(2, 9);
        return `Find the ratio of ${k * g2.int(2, 6)} cm to ${k * g2.int(7, 12)} cm in its simplest form.`;
      }),
      verified: true,
    };
  },
};
