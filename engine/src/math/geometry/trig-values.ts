import { expandExpr, numeric } from "../cas";
import { display, explanation } from "../explain";
import { close } from "../expr/equivalent";
import { parseExpr } from "../expr/parse";
import { plain, tex } from "../format";
import { similar } from "../rng";
import type { Solver } from "../types";

// The standard angles of class 10 and each ratio's exact value there (null: not defined).
const ANGLES = [0, 30, 45, 60, 90] as const;
type Angle = (typeof ANGLES)[number];
const VALUES: Record<string, Record<Angle, string | null>> = {
  sin: { 0: "0", 30: "1/2", 45: "sqrt(2)/2", 60: "sqrt(3)/2", 90: "1" },
  cos: { 0: "1", 30: "sqrt(3)/2", 45: "sqrt(2)/2", 60: "1/2", 90: "0" },
  tan: { 0: "0", 30: "sqrt(3)/3", 45: "1", 60: "sqrt(3)", 90: null },
  cot: { 0: null, 30: "sqrt(3)", 45: "1", 60: "sqrt(3)/3", 90: "0" },
  sec: { 0: "1", 30: "2*sqrt(3)/3", 45: "sqrt(2)", 60: "2", 90: null },
  cosec: { 0: null, 30: "2", 45: "sqrt(2)", 60: "2*sqrt(3)/3", 90: "1" },
};
const RADIANS: Record<string, (x: number) => number> = {
  sin: Math.sin,
  cos: Math.cos,
  tan: Math.tan,
  cot: (x) => 1 / Math.tan(x),
  sec: (x) => 1 / Math.cos(x),
  cosec: (x) => 1 / Math.sin(x),
};

const FN = "(sin|cos|tan|cot|sec|cosec|csc)";
// "sin 30", "sin(30)", "sin 30 degrees", "sin^2 45", "sin² 45" (normalised to ^2).
const TERM = new RegExp(String.raw`${FN}\s*(?:\^\s*(\d))?\s*\(?\s*(\d+)\s*(?:degrees?)?\s*\)?`, "g");

/**
 * Values of trigonometric expressions at the standard angles (class 10): "find the value of
 * sin 30 + cos 60", "evaluate 2 tan 45 + cos² 30 − sin² 60". Each ratio is replaced by its exact
 * value from the table, the sum is simplified, and the result is checked against the same
 * expression worked out numerically before it is given.
 */
export const trigValuesSolver: Solver = {
  id: "trig-standard-values",
  topic: "geometry",
  solve(q) {
    const body = q.text
      .replace(
        /^(?:please )?(?:find|evaluate|what is|compute|calculate|simplify|work out)?\s*(?:the value of)?\s*:?\s*/,
        "",
      )
      .replace(/[?.]\s*$/, "")
      .trim();
    if (!new RegExp(FN).test(body)) return null;
    const used = new Map<string, string>();
    let undefinedAt = "";
    const exact = body.replace(TERM, (_m, fn: string, power: string | undefined, deg: string) => {
      const name = fn === "csc" ? "cosec" : fn;
      const angle = Number(deg) as Angle;
      if (!ANGLES.includes(angle)) return "§";
      const value = VALUES[name]?.[angle];
      if (value === null || value === undefined) {
        undefinedAt = `${name} ${angle}°`;
        return "§";
      }
      used.set(`${name} ${angle}°`, value);
      return power ? ` ((${value})^${power}) ` : ` (${value}) `;
    });
    if (undefinedAt) return null;
    if (exact.includes("§") || used.size === 0) return null;
    // Only numbers, operators and brackets may remain: anything else is another question.
    if (!/^[\d\s+\-*/^().sqrt]+$/.test(exact) || /[a-z]/.test(exact.replace(/sqrt/g, ""))) return null;
    const numericForm = body.replace(TERM, (_m, fn: string, power: string | undefined, deg: string) => {
      const name = fn === "csc" ? "cosec" : fn;
      const v = (RADIANS[name] as (x: number) => number)((Number(deg) * Math.PI) / 180);
      return power ? ` ((${v})^${power}) ` : ` (${v}) `;
    });
    const withProducts = (s: string) => s.replace(/\)\s*\(/g, ")*(").replace(/(\d)\s*\(/g, "$1*(");
    const substituted = parseExpr(withProducts(exact));
    const approx = parseExpr(withProducts(numericForm));
    if (!substituted || !approx) return null;
    const result = expandExpr(substituted);
    if (!result) return null;
    const want = numeric(approx);
    const got = numeric(result);
    if (want === null || got === null || !close(want, got, 1e-9)) return null;
    const table = [...used.entries()]
      .map(([at, value]) => {
        const v = parseExpr(value);
        return `- $\\${at.replace(" ", "\\ ").replace("°", "^\\circ")} = ${v ? tex(v) : value}$`;
      })
      .join("\n");
    return {
      explanation: explanation({
        intro: `We use the values of the trigonometric ratios at the standard angles.`,
        steps: [
          { title: "Standard values", body: table },
          { title: "Substitute", body: display(tex(substituted)) },
          { title: "Simplify", body: display(`${tex(substituted)} = ${tex(result)}`) },
        ],
        answer: `$${tex(result)}$`,
      }),
      finalAnswer: plain(result),
      similarQuestions: similar(q.seed, q.raw, (r) => {
        const fns = ["sin", "cos", "tan"];
        const a = fns[r.int(0, 2)] as string;
        const b = fns[r.int(0, 2)] as string;
        return `Find the value of ${a} ${[30, 45, 60][r.int(0, 2)]}° + ${b} ${[30, 45, 60][r.int(0, 2)]}°`;
      }),
      verified: true,
    };
  },
};
