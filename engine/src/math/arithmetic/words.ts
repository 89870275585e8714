import { normalizeQuestion } from "../normalize";

/** A numeric expression recovered from a sentence, with what we need to explain it. */
export interface ArithmeticInput {
  expr: string;
  /** Mixed numbers converted to improper fractions, for the first step. */
  mixed: { whole: number; num: number; den: number }[];
  /** True when the student wrote fractions, so answers stay as fractions. */
  fractions: boolean;
}

// A number, a fraction in brackets, or a power in brackets ("the square of 10" becomes "(10^2)", so
// "20% of the square of 10" is 20% of 100, never (20% of 10)²).
const OPD = String.raw`(\(-?\d+(?:\.\d+)?/\d+\)|\(-?\d+(?:\.\d+)?\^\d\)|-?\d+(?:\.\d+)?)`;

const WORD_OPS: [RegExp, string][] = [
  [new RegExp(String.raw`\b(?:add|sum of)\s+${OPD}\s+(?:and|to|with)\s+${OPD}`, "g"), "$1 + $2"],
  [new RegExp(String.raw`\bsubtract\s+${OPD}\s+from\s+${OPD}`, "g"), "$2 - $1"],
  [new RegExp(String.raw`\b(?:difference (?:of|between))\s+${OPD}\s+and\s+${OPD}`, "g"), "$1 - $2"],
  [new RegExp(String.raw`\b(?:multiply)\s+${OPD}\s+(?:by|and|with)\s+${OPD}`, "g"), "$1 * $2"],
  [new RegExp(String.raw`\b(?:product of)\s+${OPD}\s+and\s+${OPD}`, "g"), "$1 * $2"],
  [new RegExp(String.raw`\b(?:divide)\s+${OPD}\s+by\s+${OPD}`, "g"), "$1 / $2"],
  [new RegExp(String.raw`\b(?:quotient of)\s+${OPD}\s+and\s+${OPD}`, "g"), "$1 / $2"],
  [new RegExp(String.raw`${OPD}\s+divided by\s+${OPD}`, "g"), "$1 / $2"],
  [new RegExp(String.raw`${OPD}\s+(?:multiplied by|times)\s+${OPD}`, "g"), "$1 * $2"],
  [new RegExp(String.raw`\b(?:the )?square of\s+${OPD}`, "g"), "($1^2)"],
  [new RegExp(String.raw`\b(?:the )?cube of\s+${OPD}`, "g"), "($1^3)"],
  [new RegExp(String.raw`\bhalf of\s+${OPD}`, "g"), "(1/2) * $1"],
  // "2/3 of 3/4 of 120": each "of" multiplies (the operand after it is left for the next "of").
  [new RegExp(String.raw`(\(\d+/\d+\))\s+of\s+(?=${OPD})`, "g"), "$1 * "],
  [/\bfactorial of (\d+)/g, "$1!"],
  [new RegExp(String.raw`${OPD}\s*%\s+of\s+${OPD}`, "g"), "($1/100 * $2)"],
];

/** Rewrites "add 3/4 and 5/6", "3 1/2 × 2 2/7", "12 + 6 ÷ 3" into one expression string. */
export function arithmeticInput(raw: string): ArithmeticInput | null {
  let t = normalizeQuestion(raw.replace(/÷/g, " divby ").replace(/:/g, " ")).text;
  const mixed: ArithmeticInput["mixed"] = [];
  t = t.replace(/(^|[^\d./^])(\d+)\s+(\d+)\/(\d+)(?![\d.])/g, (m, pre, w, n, d) => {
    const [whole, num, den] = [Number(w), Number(n), Number(d)];
    if (num >= den || den === 0) return m;
    mixed.push({ whole, num, den });
    return `${pre}(${whole * den + num}/${den})`;
  });
  // "125 / 0.25" divides by a decimal; only whole-number pairs are written fractions.
  t = t.replace(/(^|[^(\d.])(\d+)\s*\/\s*(\d+)(?![\d.]*\))(?!\.?\d)/g, "$1($2/$3)");
  const fractions = mixed.length > 0 || /\(\d+\/\d+\)/.test(t);
  t = t.replace(/\s*divby\s*/g, " / ");
  for (const [re, to] of WORD_OPS) t = t.replace(re, to);
  const marked = t.replace(/\bsqrt\s*\(/g, "√(").replace(/\bcbrt\s*\(/g, "∛(");
  let best = "";
  let at = -1;
  for (const m of marked.matchAll(/[-+*/^()!.\d\s√∛]+/g)) {
    const run = m[0].trim();
    if (/\d/.test(run) && run.length > best.length && m.index !== undefined) {
      best = run;
      at = m.index + m[0].indexOf(run);
    }
  }
  // A letter glued to the numbers ("2x + 3") means algebra, not arithmetic.
  if (!best || /[a-z]/.test(marked[at - 1] ?? "") || /[a-z]/.test(marked[at + best.length] ?? ""))
    return null;
  // Every number of the question is in the expression worked out: "the product of 2^3 and 3^2" is not
  // 2^3, "the average of 2^3 and 4^2" not a part of it.
  if (/\d/.test(`${marked.slice(0, at)} ${marked.slice(at + best.length)}`)) return null;
  // A lone whole-number fraction is a value, not a sum to work out, unless it divides exactly:
  // "what is 12 / 4" or "30000000 / 500000" asks for the quotient.
  const lone = best.match(/^\((\d+)\/(\d+)\)$/);
  if (lone && Number(lone[2]) !== 0 && Number(lone[1]) % Number(lone[2]) === 0)
    return { expr: `${lone[1]} / ${lone[2]}`, mixed, fractions: false };
  if (!/[-+*/^!√∛]/.test(best.replace(/^\(-?\d+(?:\.\d+)?\/\d+\)$/, ""))) return null;
  let depth = 0;
  for (const ch of best) {
    depth += ch === "(" ? 1 : ch === ")" ? -1 : 0;
    if (depth < 0) return null;
  }
  if (depth !== 0) return null;
  best = best.replace(/√/g, "sqrt").replace(/∛/g, "cbrt");
  return { expr: best, mixed, fractions };
}
