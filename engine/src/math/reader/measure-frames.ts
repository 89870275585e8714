import { dec } from "../format";
import type { Question, Solver } from "../types";
import { type Frame, num } from "./frame";
import { frameSolver } from "./money-frames";
import { BASE, quantities } from "./quantities";

const UNIT_WORDS: [RegExp, string][] = [
  [/^(?:milli(?:metres?|meters?)|mm)$/, "mm"],
  [/^(?:centi(?:metres?|meters?)|cm)$/, "cm"],
  [/^(?:kilo(?:metres?|meters?)|km)$/, "km"],
  [/^(?:metres?|meters?|m)$/, "m"],
  [/^(?:seconds?|secs?)$/, "second"],
  [/^(?:minutes?|mins?)$/, "minute"],
  [/^(?:hours?|hrs?)$/, "hour"],
  [/^days?$/, "day"],
  [/^weeks?$/, "week"],
  [/^(?:grams?|g)$/, "g"],
  [/^(?:kilograms?|kg)$/, "kg"],
  [/^(?:milli(?:litres?|liters?)|ml)$/, "ml"],
  [/^(?:litres?|liters?|l)$/, "l"],
];

const unitOf = (w: string): string | null => UNIT_WORDS.find(([re]) => re.test(w))?.[1] ?? null;

const NAMES: Record<string, string> = {
  second: "seconds",
  minute: "minutes",
  hour: "hours",
  day: "days",
  week: "weeks",
};
const named = (u: string) => NAMES[u] ?? u;

/** "How many minutes are there in 3.5 hours?", "Convert 2.5 km into metres", "3200 g in kg". */
function conversionFrame(q: Question): Frame | null {
  const t = q.text;
  // Paise and rupees: 100 paise make a rupee.
  const money = t.match(
    /^(?:convert|express|change|write)\s+(₹\s*)?(\d+(?:\.\d+)?)\s*(paise|rupees?)?\s+(?:in|into|to|as)\s+(paise|rupees?)\s*[?.]?$/,
  );
  if (money) {
    const fromPaise = money[3] === "paise";
    const toPaise = money[4] === "paise";
    if ((money[1] && fromPaise) || (!money[1] && !money[3]) || fromPaise === toPaise) return null;
    const v = Number(money[2]);
    return {
      idea: "100 paise make a rupee.",
      givens: [{ role: "amount", value: v, text: fromPaise ? `${num(v)} paise` : `₹${num(v)}` }],
      unknowns: [{ name: "n", meaning: toPaise ? "the same amount in paise" : "the same amount in rupees" }],
      equations: [toPaise ? `n = ${v} * 100` : `n = ${v} / 100`],
      target: "n",
      answer: (x) => (toPaise ? `${dec(x, 2)} paise` : `₹${dec(x, 2)}`),
    };
  }
  const qs = quantities(t);
  if (qs.length !== 1 || !(qs[0].unit in BASE)) return null;
  const from = qs[0].unit;
  const to =
    t.match(/\bhow many ([a-z]+) (?:are there |is |are )?(?:in|make)\b/)?.[1] ??
    t.match(/\b(?:convert|express|change|write)\b.*?\b(?:in|into|to|as)\s+([a-z]+)\s*[?.]?$/)?.[1] ??
    t.match(/^[\d.]+\s*[a-z]+\s*(?:=|in|into|to)\s*(?:how many\s+)?([a-z]+)\s*[?.]?$/)?.[1];
  const target = to ? unitOf(to) : null;
  if (!target || target === from) return null;
  const sameFamily = (a: string, b: string) =>
    [
      ["mm", "cm", "m", "km"],
      ["g", "kg"],
      ["ml", "l"],
      ["second", "minute", "hour", "day", "week"],
    ].some((f) => f.includes(a) && f.includes(b));
  if (!sameFamily(from, target)) return null;
  const v = qs[0].value;
  const factor = BASE[from] / BASE[target];
  const perUnit =
    factor >= 1
      ? `1 ${from} = ${num(factor)} ${named(target)}`
      : `1 ${target} = ${num(1 / factor)} ${named(from)}`;
  return {
    idea: `To change ${named(from)} into ${named(target)} we use ${perUnit}.`,
    givens: [{ role: "quantity", value: v, text: `${num(v)} ${named(from)}` }],
    unknowns: [{ name: "n", meaning: `the same amount in ${named(target)}` }],
    equations: [factor >= 1 ? `n = ${v} * ${num(factor)}` : `n = ${v} / ${num(1 / factor)}`],
    target: "n",
    answer: (x) => `${dec(x, 4)} ${named(target)}`,
  };
}

/**
 * Chains through a shape's side: "The perimeter of a square is 48 cm. Find its area.", "The area
 * of a square is 64 m^2; find its perimeter", "A rectangle of perimeter 30 cm has length 9 cm; find
 * its area", "The circumference of a circle is 44 cm; find its area".
 */
function shapeChainFrame(q: Question): Frame | null {
  const t = q.text;
  const qs = quantities(t);
  const askArea = /\b(?:find|what is|calculate|determine)\b[^.?]*\barea\b/.test(t);
  const askPerimeter = /\b(?:find|what is|calculate|determine)\b[^.?]*\b(?:perimeter|circumference)\b/.test(
    t,
  );
  const givenPerimeter = t.match(
    /\b(?:perimeter|circumference) of (?:a|the|its)? ?(square|rectangle|circle)[a-z ]*? (?:is|=)\s*([\d.]+)/,
  );
  const givenArea = t.match(/\barea of (?:a|the|its)? ?(square|circle)[a-z ]*? (?:is|=)\s*([\d.]+)/);
  const unit = qs[0]?.unit.replace(/\^2$/, "") ?? "";
  const u = unit ? ` ${unit}` : "";
  if (givenPerimeter && askArea && !givenArea) {
    const shape = givenPerimeter[1];
    const p = Number(givenPerimeter[2]);
    if (shape === "square" && qs.length === 1) {
      return {
        idea: "A square has four equal sides, so its side is a quarter of its perimeter; its area is side × side.",
        givens: [{ role: "perimeter of the square", value: p, text: `${num(p)}${u}` }],
        unknowns: [
          { name: "s", meaning: "the side" },
          { name: "a", meaning: "the area" },
        ],
        equations: [`4 * s = ${p}`, "a = s^2"],
        target: "a",
        answer: (v) => `${dec(v, 2)}${u ? `${u}^2` : " square units"}`,
      };
    }
    if (shape === "circle" && qs.length === 1) {
      return {
        idea: "The circumference of a circle is 2πr, so r = C ÷ 2π; then its area is πr².",
        givens: [{ role: "circumference", value: p, text: `${num(p)}${u}` }],
        unknowns: [
          { name: "r", meaning: "the radius" },
          { name: "a", meaning: "the area" },
        ],
        equations: [`2 * (22/7) * r = ${p}`, "a = (22/7) * r^2"],
        target: "a",
        answer: (v) => `${dec(v, 2)}${u ? `${u}^2` : " square units"}`,
      };
    }
    const side = t.match(/\b(length|breadth|width) (?:of [a-z ]+ )?(?:is|=|of)\s*([\d.]+)/);
    if (shape === "rectangle" && side && qs.length === 2) {
      const l = Number(side[2]);
      return {
        idea: "The perimeter of a rectangle is 2 × (length + breadth); its area is length × breadth.",
        givens: [
          { role: "perimeter", value: p, text: `${num(p)}${u}` },
          { role: side[1], value: l, text: `${num(l)}${u}` },
        ],
        unknowns: [
          { name: "b", meaning: "the other side" },
          { name: "a", meaning: "the area" },
        ],
        equations: [`2 * (${l} + b) = ${p}`, `a = ${l} * b`],
        target: "a",
        answer: (v) => `${dec(v, 2)}${u ? `${u}^2` : " square units"}`,
      };
    }
  }
  if (givenArea && askPerimeter && qs.length === 1 && givenArea[1] === "square") {
    const a = Number(givenArea[2]);
    return {
      idea: "The side of a square is the square root of its area; its perimeter is 4 × side.",
      givens: [{ role: "area of the square", value: a, text: `${num(a)}${u}^2` }],
      unknowns: [
        { name: "s", meaning: "the side" },
        { name: "p", meaning: "the perimeter" },
      ],
      equations: [`s^2 = ${a}`, "p = 4 * s"],
      target: "p",
      answer: (v) => `${dec(v, 2)}${u}`,
    };
  }
  return null;
}

/** Measures read by roles: unit and time conversions, perimeter–area chains. */
export const MEASURE_FRAME_SOLVERS: Solver[] = [
  frameSolver("reader-conversion", conversionFrame),
  frameSolver("reader-shape-chain", shapeChainFrame),
];
