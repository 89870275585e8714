import { type Expr, mapSymbols, num } from "../expr/ast";
import { plain } from "../format";
import { makeRng, type Rng } from "../rng";
import type { Question } from "../types";
import type { CalcTarget } from "./calc-parse";

function nudge(e: Expr, r: Rng): Expr {
  switch (e.t) {
    case "num":
      if (!Number.isInteger(e.v) || e.v === 0) return e;
      return num(Math.max(1, Math.abs(e.v) + r.int(-2, 3)) * Math.sign(e.v));
    case "add":
      return { t: "add", terms: e.terms.map((x) => nudge(x, r)) };
    case "mul":
      return { t: "mul", factors: e.factors.map((x) => nudge(x, r)) };
    case "div":
      return { t: "div", num: nudge(e.num, r), den: nudge(e.den, r) };
    case "pow":
      return {
        t: "pow",
        base: nudge(e.base, r),
        exp: e.exp.t === "num" && e.exp.v > 0 ? num(Math.min(6, Math.max(2, e.exp.v + r.int(-1, 1)))) : e.exp,
      };
    case "neg":
      return { t: "neg", arg: nudge(e.arg, r) };
    case "fn":
      return { t: "fn", name: e.name, args: e.args.map((x) => nudge(x, r)) };
    default:
      return e;
  }
}

function scaleVariable(e: Expr, v: string, k: number): Expr {
  return mapSymbols(e, (s) => (s.name === v ? { t: "mul", factors: [num(k), s] } : s));
}

/**
 * Same question, same phrasing, new coefficients: the function is re-printed with nudged numbers
 * (or with k·x inside when it has none, e.g. tan x → tan(3x)).
 */
export function similarCalculus(
  q: Question,
  target: CalcTarget,
  tweakText?: (text: string, r: Rng) => string,
): string[] {
  const r = makeRng(q.seed ^ 0x5bd1e995);
  const out: string[] = [];
  const seen = new Set([q.text]);
  const hasNumbers = /\d/.test(target.source);
  for (let i = 0; out.length < 3 && i < 30; i++) {
    const base = hasNumbers ? nudge(target.f, r) : scaleVariable(target.f, target.v, r.int(2, 5));
    // After a few tries (a function like x^2 has few variants) also scale the whole function.
    const f: Expr = i >= 6 && i % 2 === 1 ? { t: "mul", factors: [num(r.int(2, 6)), base] } : base;
    let text = q.text.replace(target.source, plain(f));
    if (tweakText) text = tweakText(text, r);
    if (seen.has(text)) continue;
    seen.add(text);
    out.push(/^[a-z]{2}/.test(text) ? text.charAt(0).toUpperCase() + text.slice(1) : text);
  }
  return out;
}
