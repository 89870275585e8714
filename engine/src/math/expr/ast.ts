/**
 * A small expression tree of our own, so the same expression can be printed for the student
 * (plain text or LaTeX, in textbook term order) and for the CAS libraries (fully explicit).
 */
export type Expr =
  | { t: "num"; v: number; dec?: boolean }
  | { t: "sym"; name: string }
  | { t: "add"; terms: Expr[] }
  | { t: "mul"; factors: Expr[] }
  | { t: "div"; num: Expr; den: Expr }
  | { t: "pow"; base: Expr; exp: Expr }
  | { t: "neg"; arg: Expr }
  | { t: "fn"; name: string; args: Expr[] }
  | { t: "fact"; arg: Expr };

/** Symbols that are constants, not variables. */
export const CONSTANTS = new Set(["pi", "e", "Infinity", "C"]);

/** Functions we accept from students (after renaming in parse.ts). */
export const FUNCTIONS = new Set([
  "sin",
  "cos",
  "tan",
  "csc",
  "sec",
  "cot",
  "asin",
  "acos",
  "atan",
  "sinh",
  "cosh",
  "tanh",
  "log",
  "sqrt",
  "cbrt",
  "exp",
  "abs",
]);

/** A number node (decimal flag set for non-integers). */
export const num = (v: number): Expr => ({ t: "num", v, dec: !Number.isInteger(v) });
/** A symbol node. */
export const sym = (name: string): Expr => ({ t: "sym", name });

/** The same tree with every symbol replaced by what `f` gives for it (substitution, scaling a variable). */
export function mapSymbols(e: Expr, f: (s: { t: "sym"; name: string }) => Expr): Expr {
  const go = (x: Expr): Expr => {
    switch (x.t) {
      case "sym":
        return f(x);
      case "add":
        return { t: "add", terms: x.terms.map(go) };
      case "mul":
        return { t: "mul", factors: x.factors.map(go) };
      case "div":
        return { t: "div", num: go(x.num), den: go(x.den) };
      case "pow":
        return { t: "pow", base: go(x.base), exp: go(x.exp) };
      case "neg":
        return { t: "neg", arg: go(x.arg) };
      case "fact":
        return { t: "fact", arg: go(x.arg) };
      case "fn":
        return { t: "fn", name: x.name, args: x.args.map(go) };
      default:
        return x;
    }
  };
  return go(e);
}

/** Variables (non-constant symbols) used anywhere in the expression, sorted. */
export function variables(e: Expr): string[] {
  const found = new Set<string>();
  const walk = (x: Expr): void => {
    switch (x.t) {
      case "sym":
        if (!CONSTANTS.has(x.name)) found.add(x.name);
        return;
      case "num":
        return;
      case "add":
        x.terms.forEach(walk);
        return;
      case "mul":
        x.factors.forEach(walk);
        return;
      case "div":
        walk(x.num);
        walk(x.den);
        return;
      case "pow":
        walk(x.base);
        walk(x.exp);
        return;
      case "neg":
      case "fact":
        walk(x.arg);
        return;
      case "fn":
        x.args.forEach(walk);
        return;
    }
  };
  walk(e);
  return [...found].sort();
}

/** Whether any function (sin, log, ...) appears; used to decide if a polynomial method applies. */
export function hasFunction(e: Expr): boolean {
  switch (e.t) {
    case "fn":
      return true;
    case "num":
    case "sym":
      return false;
    case "add":
      return e.terms.some(hasFunction);
    case "mul":
      return e.factors.some(hasFunction);
    case "div":
      return hasFunction(e.num) || hasFunction(e.den);
    case "pow":
      return hasFunction(e.base) || hasFunction(e.exp);
    case "neg":
    case "fact":
      return hasFunction(e.arg);
  }
}

/** A polynomial: sums and products of numbers and variables with whole-number powers only. */
export function isPolynomial(e: Expr): boolean {
  switch (e.t) {
    case "num":
      return true;
    case "sym":
      return !CONSTANTS.has(e.name) || e.name === "pi";
    case "add":
      return e.terms.every(isPolynomial);
    case "mul":
      return e.factors.every(isPolynomial);
    case "neg":
      return isPolynomial(e.arg);
    case "div":
      return isPolynomial(e.num) && e.den.t === "num";
    case "pow":
      return isPolynomial(e.base) && e.exp.t === "num" && Number.isInteger(e.exp.v) && e.exp.v >= 0;
    default:
      return false;
  }
}
