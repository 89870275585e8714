import type { Expr } from "../expr/ast";
import { dec, show } from "../format";
import { type Fraction, fraction } from "../mathjs";

/** An exact rational when we have one, and always a floating value. */
export interface Val {
  exact: Fraction | null;
  approx: number;
}

/** The binary operations of school arithmetic (^ for powers). */
export type BinOp = "+" | "-" | "*" | "/" | "^";
/** Unary operations: sign, roots and factorial. */
export type UnOp = "neg" | "sqrt" | "cbrt" | "fact";

/** A numeric expression tree that keeps the student's left-to-right structure for BODMAS steps. */
export type ANode =
  | { t: "val"; v: Val; literal?: string }
  | { t: "bin"; op: BinOp; a: ANode; b: ANode }
  | { t: "un"; op: UnOp; a: ANode };

/** A value known exactly as a fraction. */
export const exactVal = (f: Fraction): Val => ({ exact: f, approx: Number(f.valueOf()) });
const approxVal = (x: number): Val => ({ exact: null, approx: x });

const isInt = (e: Expr): e is { t: "num"; v: number } => e.t === "num" && Number.isInteger(e.v);

/** Builds the tree; `fractions` turns integer/integer into a fraction literal. Null for non-numeric input. */
export function toTree(e: Expr, fractions: boolean): ANode | null {
  switch (e.t) {
    case "num":
      return { t: "val", v: exactVal(fraction(e.v)) };
    case "add": {
      let acc = toTree(e.terms[0], fractions);
      for (const term of e.terms.slice(1)) {
        const minus = term.t === "neg" || (term.t === "num" && term.v < 0);
        const body =
          term.t === "neg" ? term.arg : term.t === "num" && term.v < 0 ? { ...term, v: -term.v } : term;
        const b = toTree(body, fractions);
        if (!acc || !b) return null;
        acc = { t: "bin", op: minus ? "-" : "+", a: acc, b };
      }
      return acc;
    }
    case "mul": {
      let acc = toTree(e.factors[0], fractions);
      for (const f of e.factors.slice(1)) {
        const b = toTree(f, fractions);
        if (!acc || !b) return null;
        acc = { t: "bin", op: "*", a: acc, b };
      }
      return acc;
    }
    case "div": {
      if (fractions && isInt(e.num) && isInt(e.den) && e.den.v !== 0) {
        return {
          t: "val",
          v: exactVal(fraction(e.num.v, e.den.v)),
          literal: `\\frac{${e.num.v}}{${e.den.v}}`,
        };
      }
      return bin("/", e.num, e.den, fractions);
    }
    case "pow":
      return bin("^", e.base, e.exp, fractions);
    case "neg":
      return un("neg", e.arg, fractions);
    case "fact":
      return un("fact", e.arg, fractions);
    case "fn":
      return (e.name === "sqrt" || e.name === "cbrt") && e.args.length === 1
        ? un(e.name, e.args[0], fractions)
        : null;
    case "sym":
      return e.name === "pi" ? { t: "val", v: approxVal(Math.PI), literal: "\\pi" } : null;
  }
}

function bin(op: BinOp, x: Expr, y: Expr, fractions: boolean): ANode | null {
  const a = toTree(x, fractions);
  const b = toTree(y, fractions);
  return a && b ? { t: "bin", op, a, b } : null;
}

function un(op: UnOp, x: Expr, fractions: boolean): ANode | null {
  const a = toTree(x, fractions);
  return a ? { t: "un", op, a } : null;
}

const PREC: Record<BinOp, number> = { "+": 1, "-": 1, "*": 2, "/": 2, "^": 4 };
const OP_TEX: Record<BinOp, string> = { "+": "+", "-": "-", "*": "\\times", "/": "\\div", "^": "^" };

/** How a value is written: fraction style keeps \frac, decimal style prefers decimals. */
export function valTex(v: Val, fractions: boolean): string {
  if (!v.exact) return dec(v.approx, 4);
  const f = v.exact;
  const n = Number(f.s * f.n);
  const d = Number(f.d);
  if (d === 1) return String(n);
  const terminating = /^-?\d+\.\d{1,6}$/.test(String(v.approx));
  if (!fractions && terminating) return show(v.approx);
  return `${n < 0 ? "-" : ""}\\frac{${Math.abs(n)}}{${d}}`;
}

function prec(n: ANode): number {
  if (n.t === "bin") return PREC[n.op];
  if (n.t === "un") return n.op === "neg" ? 3 : 5;
  return n.v.approx < 0 || n.literal?.startsWith("\\frac") ? 3.5 : 6;
}

/** LaTeX of the tree with brackets exactly where precedence needs them. */
export function treeTex(n: ANode, fractions: boolean): string {
  if (n.t === "val") return n.literal ?? valTex(n.v, fractions);
  if (n.t === "un") {
    const inner = treeTex(n.a, fractions);
    if (n.op === "sqrt") return `\\sqrt{${inner}}`;
    if (n.op === "cbrt") return `\\sqrt[3]{${inner}}`;
    if (n.op === "neg") return `-${prec(n.a) < 3 ? `(${inner})` : inner}`;
    return `${prec(n.a) < 6 ? `(${inner})` : inner}!`;
  }
  const p = PREC[n.op];
  if (n.op === "^") {
    const base = treeTex(n.a, fractions);
    return `${prec(n.a) < 6 ? `\\left(${base}\\right)` : base}^{${treeTex(n.b, fractions)}}`;
  }
  const left = treeTex(n.a, fractions);
  const right = treeTex(n.b, fractions);
  const lp = prec(n.a) < p;
  const rp = prec(n.b) < p || (prec(n.b) === p && (n.op === "-" || n.op === "/"));
  return `${lp ? `(${left})` : left} ${OP_TEX[n.op]} ${rp ? `(${right})` : right}`;
}

/** Whether this node sits inside brackets in the printed expression. */
export function bracketed(child: ANode, parent: ANode | null, right: boolean): boolean {
  if (parent?.t !== "bin" || child.t !== "bin") return false;
  const p = PREC[parent.op];
  const c = PREC[child.op];
  return c < p || (right && c === p && (parent.op === "-" || parent.op === "/"));
}
