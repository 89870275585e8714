import { CONSTANTS, type Expr } from "./ast";

/** plain: what a student types ("3x^2 + 2"); tex: LaTeX for the explanation; cas: explicit input for nerdamer. */
export type PrintMode = "plain" | "tex" | "cas";

const PREC = { add: 1, neg: 2, mul: 3, div: 3, pow: 5, fact: 6, atom: 7 } as const;

function prec(e: Expr): number {
  switch (e.t) {
    case "add":
      return PREC.add;
    case "neg":
      return PREC.neg;
    case "mul":
      return PREC.mul;
    case "div":
      return PREC.div;
    case "pow":
      return PREC.pow;
    case "fact":
      return PREC.fact;
    case "num":
      return e.v < 0 ? PREC.neg : PREC.atom;
    default:
      return PREC.atom;
  }
}

/** Formats a number without floating-point noise (0.1 + 0.2 prints 0.3). */
export function formatNumber(v: number): string {
  if (!Number.isFinite(v)) return v > 0 ? "Infinity" : "-Infinity";
  if (Number.isInteger(v)) return String(v);
  return String(Number.parseFloat(v.toPrecision(12)));
}

const TEX_FN: Record<string, string> = {
  log: "\\ln",
  asin: "\\sin^{-1}",
  acos: "\\cos^{-1}",
  atan: "\\tan^{-1}",
  csc: "\\csc",
};
const PLAIN_FN: Record<string, string> = { log: "ln", asin: "arcsin", acos: "arccos", atan: "arctan" };

function wrap(s: string, mode: PrintMode): string {
  return mode === "tex" ? `\\left(${s}\\right)` : `(${s})`;
}

function child(e: Expr, min: number, mode: PrintMode): string {
  const s = print(e, mode);
  return prec(e) < min || (mode === "cas" && prec(e) < PREC.atom) ? wrap(s, mode) : s;
}

function printSym(name: string, mode: PrintMode): string {
  if (name === "pi") return mode === "tex" ? "\\pi" : mode === "plain" ? "π" : "pi";
  if (name === "Infinity") return mode === "tex" ? "\\infty" : mode === "plain" ? "∞" : "Infinity";
  return name;
}

function printAdd(terms: Expr[], mode: PrintMode): string {
  return terms
    .map((t, i) => {
      const negative = t.t === "neg" || (t.t === "num" && t.v < 0);
      const body =
        t.t === "neg"
          ? child(t.arg, PREC.mul, mode)
          : t.t === "num" && t.v < 0
            ? print({ ...t, v: -t.v }, mode)
            : print(t, mode);
      if (i === 0) return negative ? `-${body}` : body;
      return negative ? ` - ${body}` : ` + ${body}`;
    })
    .join("");
}

function printMul(factors: Expr[], mode: PrintMode): string {
  if (mode === "cas") return factors.map((f) => child(f, PREC.atom, mode)).join("*");
  let out = "";
  factors.forEach((f, i) => {
    const s = child(f, PREC.mul + 1, mode);
    if (i === 0) {
      out = s;
      return;
    }
    const prev = factors[i - 1];
    const needsDot = f.t === "num" || (f.t === "pow" && f.base.t === "num") || /^\d/.test(s);
    if (needsDot) out += mode === "tex" ? " \\cdot " : "*";
    else if (
      f.t === "fn" ||
      (f.t === "pow" && (f.base.t === "fn" || (f.base.t === "sym" && f.base.name === "e"))) ||
      (prev.t === "fn" && mode === "plain")
    )
      out += " ";
    else if (mode === "tex" && prev.t === "sym" && f.t === "sym" && CONSTANTS.has(f.name)) out += " ";
    out += s;
  });
  return out;
}

function printPow(base: Expr, exp: Expr, mode: PrintMode): string {
  if (mode === "cas") return `${child(base, PREC.atom, mode)}^${child(exp, PREC.atom, mode)}`;
  if (mode === "tex" && exp.t === "div" && exp.num.t === "num" && exp.num.v === 1 && exp.den.t === "num") {
    const inner = print(base, mode);
    return exp.den.v === 2 ? `\\sqrt{${inner}}` : `\\sqrt[${exp.den.v}]{${inner}}`;
  }
  const atomicBase =
    (base.t === "num" && base.v >= 0) ||
    base.t === "sym" ||
    (mode === "plain" && base.t === "fn" && base.name !== "abs");
  const b = atomicBase ? print(base, mode) : wrap(print(base, mode), mode);
  if (mode === "tex") {
    if (base.t === "fn" && base.args.length === 1 && !["sqrt", "cbrt", "abs", "exp"].includes(base.name)) {
      const name = TEX_FN[base.name] ?? `\\${base.name}`;
      return `${name}^{${print(exp, mode)}}${texArg(base.args[0])}`;
    }
    return `${b}^{${print(exp, mode)}}`;
  }
  const simpleExp = (exp.t === "num" && exp.v >= 0 && Number.isInteger(exp.v)) || exp.t === "sym";
  return `${b}^${simpleExp ? print(exp, mode) : `(${print(exp, mode)})`}`;
}

function texArg(a: Expr): string {
  const s = print(a, "tex");
  return a.t === "sym" || (a.t === "num" && a.v >= 0) ? ` ${s}` : `\\left(${s}\\right)`;
}

function printFn(name: string, args: Expr[], mode: PrintMode): string {
  const inner = args.map((a) => print(a, mode)).join(", ");
  if (mode === "cas") return name === "exp" ? `e^(${inner})` : `${name}(${inner})`;
  if (mode === "plain") {
    if (name === "abs") return `|${inner}|`;
    if (name === "log" && args[0]?.t === "fn" && args[0].name === "abs") return `ln${inner}`;
    if (name === "exp") return `e^(${inner})`;
    return `${PLAIN_FN[name] ?? name}(${inner})`;
  }
  switch (name) {
    case "sqrt":
      return `\\sqrt{${inner}}`;
    case "cbrt":
      return `\\sqrt[3]{${inner}}`;
    case "abs":
      return `\\left|${inner}\\right|`;
    case "exp":
      return `e^{${inner}}`;
    default:
      return `${TEX_FN[name] ?? `\\${name}`}${args.length === 1 ? texArg(args[0]) : `\\left(${inner}\\right)`}`;
  }
}

/** Prints an expression in one of the three modes. */
export function print(e: Expr, mode: PrintMode): string {
  switch (e.t) {
    case "num":
      return mode === "cas" && e.v < 0 ? `(${formatNumber(e.v)})` : formatNumber(e.v);
    case "sym":
      return printSym(e.name, mode);
    case "add":
      return mode === "cas"
        ? e.terms.map((t) => child(t, PREC.atom, mode)).join("+")
        : printAdd(e.terms, mode);
    case "mul":
      return printMul(e.factors, mode);
    case "div":
      if (mode === "tex") return `\\frac{${print(e.num, mode)}}{${print(e.den, mode)}}`;
      return `${child(e.num, PREC.mul, mode)}/${child(e.den, PREC.pow, mode)}`;
    case "pow":
      return printPow(e.base, e.exp, mode);
    case "neg":
      return mode === "cas" ? `-(${print(e.arg, mode)})` : `-${child(e.arg, PREC.mul, mode)}`;
    case "fn":
      return printFn(e.name, e.args, mode);
    case "fact":
      return mode === "cas" ? `factorial(${print(e.arg, mode)})` : `${child(e.arg, PREC.atom, mode)}!`;
  }
}
