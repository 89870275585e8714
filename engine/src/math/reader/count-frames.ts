import { dec } from "../format";
import type { Question, Solver } from "../types";
import { type Frame, num } from "./frame";
import { frameSolver } from "./money-frames";
import { quantities } from "./quantities";

/** "Three consecutive integers add up to 72", "the sum of two consecutive odd numbers is 36". */
function consecutiveFrame(q: Question): Frame | null {
  const t = q.text;
  const m = t.match(/\b(\d+) consecutive (even |odd )?(?:natural |whole |positive )?(?:numbers|integers)\b/);
  const total =
    t.match(
      /\b(?:add up to|adds up to|sum (?:up )?to|total(?:s| is)?|sum is|sum of which is|whose sum is)\s*(-?\d+)\b/,
    ) ?? t.match(/\bsum of (?:the )?\d+ consecutive [a-z ]+? is (-?\d+)\b/);
  if (!m || !total || quantities(t).length !== 2) return null;
  const n = Number(m[1]);
  const step = m[2] ? 2 : 1;
  const s = Number(total[1]);
  if (n < 2 || n > 10) return null;
  const terms = Array.from({ length: n }, (_, i) => (i === 0 ? "x" : `(x + ${i * step})`));
  const kind = m[2] ? `${m[2].trim()} numbers` : "integers";
  return {
    idea: `Consecutive ${kind} go up by ${step}: call the smallest $x$, then the others are ${terms
      .slice(1)
      .map((x) => `$${x.replace(/[()]/g, "")}$`)
      .join(", ")}.`,
    givens: [
      { role: `how many consecutive ${kind}`, value: n, text: String(n) },
      { role: "their sum", value: s, text: String(s) },
    ],
    unknowns: [{ name: "x", meaning: "the smallest of them" }],
    equations: [`${terms.join(" + ")} = ${s}`],
    target: "x",
    positive: false,
    answer: (x) => {
      const ok = Number.isInteger(x) && (!m[2] || Math.abs(x % 2) === (m[2] === "odd " ? 1 : 0));
      return ok ? Array.from({ length: n }, (_, i) => String(x + i * step)).join(", ") : "";
    },
  };
}

/**
 * Averages with one value added or removed: "The mean of 5 numbers is 20. If one number is
 * removed, the mean becomes 18. Find the removed number."
 */
function averageChangeFrame(q: Question): Frame | null {
  const t = q.text;
  const first = t.match(
    /\b(?:mean|average)(?: (?:age|weight|height|marks?|score|salary|income))? of (\d+) ([a-z]+(?: [a-z]+)?) (?:is|was)\s*([\d.]+)/,
  );
  const qs = quantities(t);
  const ones = qs.filter((x) => x.value === 1).length;
  if (!first || qs.length - Math.min(ones, 1) !== 3) return null;
  const removed = /\b(?:removed|excluded|dropped|taken away|leaves|left)\b/.test(t);
  const added = /\b(?:added|included|joins|joined|another|new)\b/.test(t);
  if (removed === added) return null;
  const after = t.match(
    /\b(?:mean|average)\b[a-z ]*? (?:becomes|is now|becomes now|changes to|falls to|rises to|drops to|increases to|decreases to|of the remaining [a-z ]+ is|of the rest is)\s*([\d.]+)/,
  );
  if (!after || !/\b(?:find|what|which)\b/.test(t)) return null;
  const n = Number(first[1]);
  const m1 = Number(first[3]);
  const m2 = Number(after[1]);
  const k = removed ? n - 1 : n + 1;
  return {
    idea: "The total of the values is their mean times how many there are; a value added or removed changes the total by exactly itself.",
    givens: [
      { role: "how many at first", value: n, text: String(n) },
      { role: "mean at first", value: m1, text: num(m1) },
      {
        role: removed ? "one value removed, so how many after" : "one value added, so how many after",
        value: 1,
        text: `1 (so ${k} values after)`,
      },
      { role: "mean after", value: m2, text: num(m2) },
    ],
    unknowns: [{ name: "v", meaning: removed ? "the value removed" : "the value added" }],
    equations: [removed ? `${n} * ${m1} - v = ${k} * ${m2}` : `${n} * ${m1} + v = ${k} * ${m2}`],
    target: "v",
    positive: false,
    answer: (v) => dec(v, 2),
  };
}

/** "A is 5 years older than B and the sum of their ages is 35": two ages, two relations. */
function agesFrame(q: Question): Frame | null {
  const t = q.text;
  const raw = q.raw;
  const rel = raw.match(/\b([A-Z][a-z]*)(?:'s age)? is (\d+) years? (older|younger) than ([A-Z][a-z]*)\b/);
  const sum = t.match(/\bsum of (?:their|the two) ages is (\d+)\b/);
  if (!rel || !sum || quantities(t).length !== 2) return null;
  const gap = Number(rel[2]);
  const total = Number(sum[1]);
  const [p, other] = [rel[1], rel[4]];
  const sign = rel[3] === "older" ? "+" : "-";
  return {
    idea: `Let ${p}'s age be $a$ and ${other}'s age be $b$ (in years).`,
    givens: [
      { role: `${p} is ${rel[3]} than ${other} by`, value: gap, text: `${gap} years` },
      { role: "sum of their ages", value: total, text: `${total} years` },
    ],
    unknowns: [
      { name: "a", meaning: `${p}'s age` },
      { name: "b", meaning: `${other}'s age` },
    ],
    equations: [`a = b ${sign} ${gap}`, `a + b = ${total}`],
    target: "a",
    answer: (a, all) => `${p} = ${num(a)} years, ${other} = ${num(all.get("b") ?? Number.NaN)} years`,
  };
}

/** Number and age situations read by roles. */
export const COUNT_FRAME_SOLVERS: Solver[] = [
  frameSolver("reader-consecutive", consecutiveFrame),
  frameSolver("reader-average-change", averageChangeFrame),
  frameSolver("reader-ages", agesFrame),
];
