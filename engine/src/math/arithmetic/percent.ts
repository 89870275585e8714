import { display, explanation } from "../explain";
import { dec, fracPlain, fracTex, numTex, ratio, show, toRatio } from "../format";
import { similar } from "../rng";
import type { Solver } from "../types";

const NUM = String.raw`(\d+(?:\.\d+)?)`;
const UNIT = String.raw`(?:\s*(kg|g|km|m|cm|litres?|l|ml|marks|students|people|days|hours|minutes|rupees|apples|pens|books))?`;

/** "What is 15% of 240?", "find 12.5% of ₹640". */
export const percentOfSolver: Solver = {
  id: "percent-of",
  topic: "arithmetic",
  solve(q) {
    const m = q.text.match(new RegExp(`${NUM}\\s*%\\s*of\\s*(₹)?\\s*${NUM}${UNIT}`));
    if (!m || /\b(increase|decrease|discount|profit|loss|interest|marked)\b/.test(q.text)) return null;
    const p = Number(m[1]);
    const rupee = m[2] === "₹";
    const y = Number(m[3]);
    const unit = m[4] ? ` ${m[4]}` : "";
    const value = (p * y) / 100;
    const pr = toRatio(p / 100);
    const money = (v: string) => (rupee ? `₹${v}` : `${v}${unit}`);
    return {
      explanation: explanation({
        intro: `"Per cent" means "out of 100", so $${show(p)}\\%$ of a quantity is $\\frac{${show(p)}}{100}$ of it.`,
        steps: [
          {
            title: "Write the percentage as a fraction",
            body: display(
              `${show(p)}\\% = \\frac{${show(p)}}{100}${pr && pr.d !== 100 ? ` = ${fracTex(pr)}` : ""}`,
            ),
          },
          {
            title: "Multiply by the quantity",
            body: display(
              `\\frac{${show(p)}}{100} \\times ${show(y)} = \\frac{${show(p * y)}}{100} = ${numTex(value)}`,
            ),
          },
        ],
        answer: `$${show(p)}\\%$ of ${money(show(y))} is **${money(dec(value, 4))}**.`,
      }),
      finalAnswer: money(dec(value, 4)),
      similarQuestions: similar(q.seed, q.raw, (r) => {
        const pp = r.pick([5, 10, 12.5, 15, 20, 25, 30, 40, 60, 75]);
        const yy = r.int(2, 40) * 20;
        return `What is ${pp}% of ${rupee ? "₹" : ""}${yy}${unit}?`;
      }),
      verified: true,
    };
  },
};

/** "What percent of 80 is 20?", "20 is what percentage of 80?", "express 20 as a percentage of 80". */
export const whatPercentSolver: Solver = {
  id: "what-percent",
  topic: "arithmetic",
  solve(q) {
    const t = q.text.replace(/₹/g, "");
    let part: number | undefined;
    let whole: number | undefined;
    const a = t.match(
      new RegExp(`what (?:percent|percentage|%) of ${NUM}\\s*[a-z]*\\s*(?:is|are)\\s*${NUM}`),
    );
    const b = t.match(new RegExp(`${NUM}\\s*[a-z]*\\s*(?:is|are) what (?:percent|percentage|%) of ${NUM}`));
    const c = t.match(
      new RegExp(`(?:express|write|convert) ${NUM}\\s*[a-z]*\\s*as a (?:percent|percentage) of ${NUM}`),
    );
    // "Scored 45 out of 60: what is the percentage?": one score, its percentage asked.
    const outOf = t.match(new RegExp(`${NUM}\\s*(?:marks?\\s*)?out of ${NUM}`, "g"));
    const d =
      outOf?.length === 1 &&
      /\b(?:percent|percentage|%)/.test(t) &&
      !/\b(?:increase|decrease|total|average|each|other)\b/.test(t)
        ? t.match(new RegExp(`${NUM}\\s*(?:marks?\\s*)?out of ${NUM}`))
        : null;
    if (a) [whole, part] = [Number(a[1]), Number(a[2])];
    else if (b) [part, whole] = [Number(b[1]), Number(b[2])];
    else if (c) [part, whole] = [Number(c[1]), Number(c[2])];
    else if (d) [part, whole] = [Number(d[1]), Number(d[2])];
    if (d && t.match(/\d+(?:\.\d+)?/g)?.length !== 2) return null;
    if (part === undefined || whole === undefined || whole === 0) return null;
    const pct = (part / whole) * 100;
    const r = ratio(part * 1000, whole * 1000);
    return {
      explanation: explanation({
        intro:
          "To find what percent one quantity is of another, write it as a fraction of the whole and multiply by 100.",
        steps: [
          {
            title: "Write the fraction",
            body: display(
              `\\frac{\\text{part}}{\\text{whole}} = \\frac{${show(part)}}{${show(whole)}}${r.d !== whole ? ` = ${fracTex(r)}` : ""}`,
            ),
          },
          { title: "Multiply by 100", body: display(`${fracTex(r)} \\times 100\\% = ${dec(pct, 2)}\\%`) },
        ],
        answer: `$${show(part)}$ is **${dec(pct, 2)}%** of $${show(whole)}$.`,
      }),
      finalAnswer: `${dec(pct, 2)}%`,
      similarQuestions: similar(q.seed, q.raw, (rng) => {
        const w = rng.pick([20, 25, 40, 50, 80, 120, 200, 250]);
        const p = rng.pick([5, 10, 20, 25, 40, 50, 75]);
        return `What percent of ${w} is ${(w * p) / 100}?`;
      }),
      verified: true,
    };
  },
};

/** "40% of 40% of 500": each percentage taken of what the next one leaves. */
export const percentOfPercentSolver: Solver = {
  id: "percent-of-percent",
  topic: "arithmetic",
  solve(q) {
    const m = q.text.match(
      new RegExp(
        `^(?:find|what is|calculate|evaluate|work out)?\\s*${NUM}\\s*% of ${NUM}\\s*% of (₹)?\\s*${NUM}\\s*[?.]?$`,
      ),
    );
    if (!m) return null;
    const [p1, p2, y] = [Number(m[1]), Number(m[2]), Number(m[4])];
    const inner = (p2 * y) / 100;
    const value = (p1 * inner) / 100;
    const money = (v: number) => `${m[3] ?? ""}${show(v)}`;
    return {
      explanation: explanation({
        intro:
          "Work from the inside out: the last percentage is taken of the quantity, the first of that result.",
        steps: [
          {
            title: `${show(p2)}% of ${show(y)}`,
            body: display(`\\frac{${show(p2)}}{100} \\times ${show(y)} = ${show(inner)}`),
          },
          {
            title: `${show(p1)}% of that`,
            body: display(`\\frac{${show(p1)}}{100} \\times ${show(inner)} = ${show(value)}`),
          },
        ],
        answer: `**${money(value)}**`,
      }),
      finalAnswer: money(value),
      similarQuestions: similar(
        q.seed,
        q.raw,
        (r) =>
          `What is ${r.pick([10, 20, 25, 50])}% of ${r.pick([10, 20, 40, 50])}% of ${r.pick([200, 400, 500, 1000])}?`,
      ),
      verified: Math.abs(value - (p1 * p2 * y) / 10000) < 1e-9,
    };
  },
};

/** Conversions between percentages, fractions and decimals. */
export const conversionSolver: Solver = {
  id: "percent-fraction-decimal",
  topic: "arithmetic",
  solve(q) {
    const t = q.text;
    const pctToFrac = t.match(
      new RegExp(
        `(?:convert|express|write|change) ${NUM}\\s*%\\s*(?:in|into|as|to) (?:a )?(fraction|decimal)`,
      ),
    );
    const decToFrac = t.match(
      /(?:convert|express|write|change) (\d*\.\d+) (?:in|into|as|to) (?:a )?(fraction|percent|percentage)/,
    );
    const fracTo = t.match(
      /(?:convert|express|write|change) (\d+)\/(\d+) (?:in|into|as|to) (?:a )?(decimal|percent|percentage)/,
    );
    let value: number;
    let from: string;
    let target: string;
    if (pctToFrac) {
      value = Number(pctToFrac[1]) / 100;
      from = `${show(Number(pctToFrac[1]))}\\%`;
      target = pctToFrac[2];
    } else if (decToFrac) {
      value = Number(decToFrac[1]);
      from = show(value);
      target = decToFrac[2];
    } else if (fracTo && Number(fracTo[2]) !== 0) {
      value = Number(fracTo[1]) / Number(fracTo[2]);
      from = `\\frac{${fracTo[1]}}{${fracTo[2]}}`;
      target = fracTo[3];
    } else return null;
    const r = toRatio(value);
    if (!r) return null;
    let answer: string;
    let body: string;
    if (target === "fraction") {
      const places = (String(Number(from.replace(/\\%/, "")) || value).split(".")[1] ?? "").length;
      const denom = pctToFrac ? 100 : 10 ** places;
      const raw = pctToFrac ? Number(pctToFrac[1]) : Math.round(value * denom);
      body = `${display(`${from} = \\frac{${show(raw)}}{${denom}}`)}\n\nDivide the top and bottom by their HCF to reach lowest terms:\n\n${display(`= ${fracTex(r)}`)}`;
      answer = fracPlain(r);
    } else if (target === "decimal") {
      body = display(`${from} = ${show(value)}`);
      answer = show(value);
    } else {
      body = display(`${from} \\times 100\\% = ${dec(value * 100, 2)}\\%`);
      answer = `${dec(value * 100, 2)}%`;
    }
    return {
      explanation: explanation({
        intro: `Percent means "per hundred", a decimal counts tenths and hundredths, and a fraction is a division — all three describe the same number.`,
        steps: [{ title: `Convert to a ${target}`, body }],
        answer: `$${from} = ${target === "fraction" ? fracTex(r) : answer.replace("%", "\\%")}$`,
      }),
      finalAnswer: answer,
      similarQuestions: similar(q.seed, q.raw, (rng) => {
        if (pctToFrac) return `Convert ${rng.pick([12, 15, 24, 35, 40, 45, 64, 75, 80])}% to a ${target}`;
        if (decToFrac)
          return `Express ${rng.pick(["0.25", "0.125", "0.6", "0.875", "0.45", "0.04"])} as a ${target}`;
        return `Convert ${rng.pick(["3/8", "5/4", "7/20", "9/25", "1/8", "3/5"])} to a ${target}`;
      }),
      verified: true,
    };
  },
};

const WHOLE = "(number|price|salary|income|population|value|quantity|cost|weight|bill|fee|rent|wage)";

/**
 * Back from a changed value to the one before: "a number increased by 20% becomes 360: find the
 * number", "after a 10% decrease the price is ₹450, what was the original price?". The change is
 * undone by dividing by (1 ± p/100), never by taking p% off again; the answer is changed forward
 * again as the check.
 */
export const percentBackSolver: Solver = {
  id: "percent-back",
  topic: "arithmetic",
  solve(q) {
    const t = q.text.replace(/,/g, " ").replace(/\s+/g, " ");
    const change = "(increased|raised|decreased|reduced|increases|decreases|rises|falls)";
    const a = t.match(
      new RegExp(
        String.raw`^(?:if\s+)?(?:a|an|the|my|his|her)\s+${WHOLE}\s+(?:when\s+|is\s+|when it is\s+|on being\s+)?${change}\s+by\s+${NUM}\s*%\s+(?:it\s+|then\s+it\s+)?(?:becomes|is|will be|gives|comes to)\s+(₹)?\s*${NUM}\s*[.]?\s*(?:find|what is|what was|what's)\s+(?:the\s+)?(?:original\s+)?\1\s*[?.]?$`,
      ),
    );
    const b = t.match(
      new RegExp(
        String.raw`^after\s+(?:an?\s+)?${NUM}\s*%\s+(increase|rise|decrease|reduction|fall|discount)\s+(?:the|a)\s+${WHOLE}\s+(?:is|becomes|was)\s+(₹)?\s*${NUM}\s*[.]?\s*(?:find|what is|what was|what's)\s+(?:the\s+)?(?:original\s+)?\3\s*[?.]?$`,
      ),
    );
    if (!a && !b) return null;
    const up = a
      ? /^(?:increase|raise|rise)/.test(a[2] as string)
      : /^(?:increase|rise)/.test(b?.[2] as string);
    const p = Number(a ? a[3] : b?.[1]);
    const rupee = (a ? a[4] : b?.[4]) === "₹";
    const after = Number(a ? a[5] : b?.[5]);
    const what = (a ? a[1] : b?.[3]) as string;
    if (p <= 0 || (!up && p >= 100)) return null;
    const factor = up ? 1 + p / 100 : 1 - p / 100;
    const before = after / factor;
    const money = (v: number) => (rupee ? `₹${dec(v, 2)}` : dec(v, 4));
    const sign = up ? "+" : "-";
    return {
      explanation: explanation({
        intro: `After a $${show(p)}\\%$ ${up ? "increase" : "decrease"} the ${what} is $${show(after)}$. If it was $x$ before, it became $x \\times (1 ${sign} \\frac{${show(p)}}{100}) = ${show(factor)}x$.`,
        steps: [
          {
            title: "Undo the change: divide, do not take the percentage off again",
            body: display(
              `${show(factor)}x = ${show(after)} \\Rightarrow x = \\frac{${show(after)}}{${show(factor)}} = ${dec(before, 4)}`,
            ),
          },
          {
            title: "Check: change it forward again",
            body: display(`${dec(before, 4)} \\times ${show(factor)} = ${dec(before * factor, 4)}`),
          },
        ],
        answer: `The original ${what} is **${money(before)}**.`,
      }),
      finalAnswer: money(before),
      similarQuestions: similar(q.seed, q.raw, (r) => {
        const pp = r.pick([10, 20, 25, 40, 50]);
        const x = r.int(2, 30) * 20;
        return `A number increased by ${pp}% becomes ${(x * (100 + pp)) / 100}. Find the number.`;
      }),
      verified: true,
    };
  },
};
