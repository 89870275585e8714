import { coefficients, expandExpr } from "../cas";
import { type Expr, num } from "../expr/ast";
import { neg, parseExpr } from "../expr/parse";
import { print } from "../expr/print";
import { gcd } from "../format";

/** Both sides of an equation as typed. */
export interface Equation {
  lhs: Expr;
  rhs: Expr;
}

/** "2x + 3 = 11" → sides; null when there is not exactly one "=" or a side does not parse. */
export function parseEquation(s: string): Equation | null {
  const parts = s.split("=");
  if (parts.length !== 2) return null;
  const lhs = parseExpr(parts[0]);
  const rhs = parseExpr(parts[1]);
  return lhs && rhs ? { lhs, rhs } : null;
}

/** LHS − RHS, the form CAS solvers want. */
export function difference(eq: Equation): Expr {
  return { t: "add", terms: [eq.lhs, neg(eq.rhs)] };
}

/** The equation as the student typed it, in LaTeX. */
export function equationTex(eq: Equation, rel = "="): string {
  return `${print(eq.lhs, "tex")} ${rel} ${print(eq.rhs, "tex")}`;
}

/** Integer denominators in the expression (x/3, (x - 1)/2), for clearing fractions. */
export function denominators(e: Expr): number[] {
  switch (e.t) {
    case "div":
      return [
        ...(e.den.t === "num" && Number.isInteger(e.den.v) ? [Math.abs(e.den.v)] : []),
        ...denominators(e.num),
      ];
    case "add":
      return e.terms.flatMap(denominators);
    case "mul":
      return e.factors.flatMap(denominators);
    case "neg":
      return denominators(e.arg);
    default:
      return [];
  }
}

/** Least common multiple of positive integers. */
export function lcmOf(values: number[]): number {
  return values.reduce((acc, v) => (acc * v) / gcd(acc, v), 1);
}

/** Whether the expression has a bracket being multiplied (something to expand). */
export function hasBrackets(e: Expr): boolean {
  switch (e.t) {
    case "mul":
      return e.factors.some((f) => f.t === "add") || e.factors.some(hasBrackets);
    case "pow":
      return e.base.t === "add";
    case "add":
      return e.terms.some(hasBrackets);
    case "neg":
      return e.arg.t === "add" || hasBrackets(e.arg);
    case "div":
      return hasBrackets(e.num);
    default:
      return false;
  }
}

/** Expands k·e, falling back to e when the CAS cannot. */
export function expandTimes(e: Expr, k: number): Expr {
  const scaled: Expr = k === 1 ? e : { t: "mul", factors: [num(k), e] };
  return expandExpr(scaled) ?? scaled;
}

/** Coefficients [c0, c1, ...] of a polynomial in v, or null. */
export function polynomial(e: Expr, v: string): number[] | null {
  const c = coefficients(e, v);
  if (!c) return null;
  while (c.length > 1 && c[c.length - 1] === 0) c.pop();
  return c;
}
