import { display, explanation } from "../explain";
import { dec, fracPlain, show, toRatio } from "../format";
import { similar } from "../rng";
import type { Solver } from "../types";

interface Table {
  lower: number[];
  upper: number[];
  freq: number[];
}

/** Class intervals "0-10, 10-20, …" and a frequency list of the same length. */
function table(t: string): Table | null {
  const classes = [...t.matchAll(/(\d+(?:\.\d+)?)\s*-\s*(\d+(?:\.\d+)?)/g)].map((m) => [
    Number(m[1]),
    Number(m[2]),
  ]);
  const f = t.match(/\bfrequenc(?:y|ies)(?: are| is|:)?\s*((?:\d+\s*,\s*)+\d+)/);
  if (!f || classes.length < 3) return null;
  const freq = f[1].split(",").map((s) => Number(s.trim()));
  if (freq.length !== classes.length) return null;
  const h = classes[0][1] - classes[0][0];
  const ok = classes.every(([a, b], i) => b - a === h && (i === 0 || a === classes[i - 1][1]));
  if (!ok || h <= 0) return null;
  return { lower: classes.map((c) => c[0]), upper: classes.map((c) => c[1]), freq };
}

const sumOf = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** Mean, median and mode of grouped data (class 10): direct method, cumulative frequency, modal class. */
export const groupedDataSolver: Solver = {
  id: "grouped-data",
  topic: "statistics",
  solve(q) {
    const t = q.text;
    const which = t.match(/\b(mean|median|mode)\b/)?.[1];
    const tb = table(t);
    if (!which || !tb) return null;
    const { lower, upper, freq } = tb;
    const n = sumOf(freq);
    const h = upper[0] - lower[0];
    const rows = lower.map((l, i) => `| ${show(l)} – ${show(upper[i])} | ${show(freq[i])} |`).join("\n");
    const tableMd = `| class | frequency |\n| --- | --- |\n${rows}`;
    let value: number;
    let steps: { title: string; body: string }[];
    if (which === "mean") {
      const mids = lower.map((l, i) => (l + upper[i]) / 2);
      const fx = sumOf(mids.map((x, i) => x * freq[i]));
      value = fx / n;
      steps = [
        { title: "Class marks", body: `Class marks (mid-points): ${mids.map(show).join(", ")}.` },
        {
          title: "Mean by the direct method",
          body: display(
            `\\bar{x} = \\frac{\\sum f_i x_i}{\\sum f_i} = \\frac{${show(fx)}}{${show(n)}} = ${dec(value, 2)}`,
          ),
        },
      ];
    } else if (which === "median") {
      const cf = freq.map((_, i) => sumOf(freq.slice(0, i + 1)));
      const k = cf.findIndex((c) => c >= n / 2);
      const before = k > 0 ? cf[k - 1] : 0;
      value = lower[k] + ((n / 2 - before) / freq[k]) * h;
      steps = [
        {
          title: "Cumulative frequencies",
          body: `${cf.map(show).join(", ")}; $n = ${show(n)}$, so $\\frac{n}{2} = ${show(n / 2)}$.`,
        },
        {
          title: "Median class and formula",
          body: `The median class is ${show(lower[k])} – ${show(upper[k])}.${display(
            `\\text{median} = l + \\frac{\\frac{n}{2} - cf}{f} \\times h = ${show(lower[k])} + \\frac{${show(n / 2)} - ${show(before)}}{${show(freq[k])}} \\times ${show(h)} = ${dec(value, 2)}`,
          )}`,
        },
      ];
    } else {
      const max = Math.max(...freq);
      if (freq.filter((f) => f === max).length !== 1) return null;
      const k = freq.indexOf(max);
      const f0 = k > 0 ? freq[k - 1] : 0;
      const f2 = k < freq.length - 1 ? freq[k + 1] : 0;
      if (2 * max - f0 - f2 === 0) return null;
      value = lower[k] + ((max - f0) / (2 * max - f0 - f2)) * h;
      steps = [
        {
          title: "Modal class and formula",
          body: `The modal class (highest frequency, ${show(max)}) is ${show(lower[k])} – ${show(upper[k])}.${display(
            `\\text{mode} = l + \\frac{f_1 - f_0}{2f_1 - f_0 - f_2} \\times h = ${show(lower[k])} + \\frac{${show(max)} - ${show(f0)}}{2 \\times ${show(max)} - ${show(f0)} - ${show(f2)}} \\times ${show(h)} = ${dec(value, 2)}`,
          )}`,
        },
      ];
    }
    return {
      explanation: explanation({
        intro: `The grouped data (class interval, frequency):\n\n${tableMd}`,
        steps,
        answer: `${which} = **${dec(value, 2)}**`,
      }),
      finalAnswer: dec(value, 2),
      similarQuestions: similar(q.seed, q.raw, (r) => {
        const fs = [r.int(2, 9), r.int(5, 12), r.int(13, 20), r.int(4, 11), r.int(1, 6)];
        return `Find the ${which} of the grouped data: classes 0-10, 10-20, 20-30, 30-40, 40-50 with frequencies ${fs.join(", ")}.`;
      }),
      verified: true,
    };
  },
};

/** Probability of the complement: "P(E) = 0.05, find P(not E)", "not getting a 6 on a die". */
export const complementSolver: Solver = {
  id: "probability-complement",
  topic: "statistics",
  solve(q) {
    const t = q.text;
    if (!/\bnot\b|\bcomplement(?:ary)?\b/.test(t) || !/\bprobabilit|\bchance\b|\bp\(/.test(t)) return null;
    const given = t.match(
      /\b(?:p\(\s*[a-z]\s*\)\s*=|probability (?:of [a-z ]+? )?(?:is|=))\s*(0?\.\d+|\d+\s*\/\s*\d+)/,
    );
    let p: number | null = null;
    let outcome = "";
    if (given && q.numbers.length <= 2) {
      const [a, b] = given[1].split("/").map(Number);
      p = b === undefined ? a : a / b;
      outcome = "the event";
    }
    const die = t.match(
      /\bnot (?:getting |rolling |throwing )?(?:a |an )?(\d)\b.*\b(?:die|dice)\b|\b(?:die|dice)\b.*\bnot (?:getting |rolling )?(?:a |an )?(\d)\b/,
    );
    if (!given && die && q.numbers.length === 1 && !/\b(?:two|2) dice\b/.test(t)) {
      const face = Number(die[1] ?? die[2]);
      if (face < 1 || face > 6) return null;
      p = 1 / 6;
      outcome = `getting a ${face}`;
    }
    if (p === null || p < 0 || p > 1) return null;
    const r = toRatio(1 - p);
    const answer = r && r.d <= 1000 && !given?.[1].includes(".") ? fracPlain(r) : dec(1 - p, 4);
    return {
      explanation: explanation({
        intro: `An event and its complement ("not" the event) always have probabilities adding up to 1: $P(\\text{not } E) = 1 - P(E)$.`,
        steps: [
          {
            title: "Probability of the event",
            body:
              outcome === "the event"
                ? `$P(E) = ${given?.[1]}$`
                : `A die has 6 equally likely faces, so $P(${outcome}) = \\frac{1}{6}$.`,
          },
          {
            title: "Its complement",
            body: display(`P(\\text{not } E) = 1 - ${given?.[1] ?? "\\frac{1}{6}"} = ${answer}`),
          },
        ],
        answer: `**${answer}**`,
      }),
      finalAnswer: answer,
      similarQuestions: similar(
        q.seed,
        q.raw,
        (g) => `If P(E) = 0.${g.int(10, 95)}, what is the probability of not E?`,
      ),
      verified: true,
    };
  },
};
