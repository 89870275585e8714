import { CONSTANTS, type Expr, num } from "./ast";

/** A product in the form coefficient · factors / denominators, the way a textbook writes a term. */
interface Term {
  n: number;
  d: number;
  dec: boolean;
  top: Expr[];
  bottom: Expr[];
}

/**
 * Rewrites an expression into textbook order: coefficients first, terms by falling degree,
 * constants last, so CAS output like "-6+x+x^2" reads "x^2 + x - 6".
 */
export function canonical(e: Expr): Expr {
  switch (e.t) {
    case "num":
    case "sym":
      return e;
    case "add":
      return sortSum(e.terms.flatMap((x) => flattenAdd(canonical(x))));
    case "mul":
    case "div":
    case "neg":
      return buildTerm(collect(e, { n: 1, d: 1, dec: false, top: [], bottom: [] }));
    case "pow":
      return canonicalPow(canonical(e.base), canonical(e.exp));
    case "fn":
      return { t: "fn", name: e.name, args: e.args.map(canonical) };
    case "fact":
      return { t: "fact", arg: canonical(e.arg) };
  }
}

function rationalExponent(exp: Expr): [number, number] | null {
  if (exp.t === "num")
    return Number.isInteger(exp.v) ? [exp.v, 1] : exp.v === 0.5 ? [1, 2] : exp.v === -0.5 ? [-1, 2] : null;
  if (exp.t === "div" && exp.num.t === "num" && exp.den.t === "num") return [exp.num.v, exp.den.v];
  if (exp.t === "neg") {
    const inner = rationalExponent(exp.arg);
    return inner ? [-inner[0], inner[1]] : null;
  }
  return null;
}

function canonicalPow(base: Expr, exp: Expr): Expr {
  if (exp.t === "num" && exp.v === 1) return base;
  const r = rationalExponent(exp);
  // x^(1/2) is √x and x^(-1/2) is 1/√x, as written in school.
  if (r && r[1] === 2 && Math.abs(r[0]) === 1) {
    const root: Expr = { t: "fn", name: "sqrt", args: [base] };
    return r[0] > 0 ? root : { t: "div", num: num(1), den: root };
  }
  if (r && r[0] < 0 && r[1] !== 1) {
    return {
      t: "div",
      num: num(1),
      den: { t: "pow", base, exp: { t: "div", num: num(-r[0]), den: num(r[1]) } },
    };
  }
  // nerdamer writes 1/(x-1)^2 as (x-1)^(-2); put it back under a fraction bar.
  if (exp.t === "num" && exp.v < 0 && Number.isInteger(exp.v)) {
    return { t: "div", num: num(1), den: canonicalPow(base, num(-exp.v)) };
  }
  return { t: "pow", base, exp };
}

function flattenAdd(e: Expr): Expr[] {
  return e.t === "add" ? e.terms : e.t === "num" && e.v === 0 ? [] : [e];
}

function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y) [x, y] = [y, x % y];
  return x || 1;
}

function collect(e: Expr, acc: Term): Term {
  switch (e.t) {
    case "num":
      if (Number.isInteger(e.v) && !acc.dec) acc.n *= e.v;
      else {
        acc.n = (acc.n * e.v) / acc.d;
        acc.d = 1;
        acc.dec = true;
      }
      return acc;
    case "neg":
      acc.n = -acc.n;
      return collect(e.arg, acc);
    case "mul":
      for (const f of e.factors) collect(f, acc);
      return acc;
    case "div": {
      collect(e.num, acc);
      const below = collect(e.den, { n: 1, d: 1, dec: false, top: [], bottom: [] });
      acc.top.push(...below.bottom);
      acc.bottom.push(...below.top);
      if (below.dec || acc.dec) {
        acc.n = (acc.n * below.d) / (below.n * acc.d);
        acc.d = 1;
        acc.dec = true;
      } else {
        acc.n *= below.d;
        acc.d *= below.n;
      }
      return acc;
    }
    default: {
      const c = canonical(e);
      if (c.t === "div" && c.num.t === "num" && c.num.v === 1) acc.bottom.push(c.den);
      else if (c.t === "num" || c.t === "neg" || c.t === "mul" || c.t === "div") return collect(c, acc);
      else acc.top.push(c);
      return acc;
    }
  }
}

function factorRank(e: Expr): number {
  if (e.t === "sym" && CONSTANTS.has(e.name)) return e.name === "e" ? 3 : 0;
  if (e.t === "sym" || (e.t === "pow" && e.base.t === "sym" && !CONSTANTS.has(e.base.name))) return 1;
  if (e.t === "pow" && e.base.t === "sym") return 3;
  if (e.t === "fn" || e.t === "pow") return 2;
  return 4;
}

function factorName(e: Expr): string {
  if (e.t === "sym") return e.name;
  if (e.t === "pow" && e.base.t === "sym") return e.base.name;
  return "";
}

function sortFactors(fs: Expr[]): Expr[] {
  return [...fs].sort((a, b) => factorRank(a) - factorRank(b) || factorName(a).localeCompare(factorName(b)));
}

function buildTerm(t: Term): Expr {
  let n = t.n;
  let d = t.d;
  if (!t.dec) {
    const g = gcd(n, d);
    n /= g;
    d /= g;
    if (d < 0) {
      n = -n;
      d = -d;
    }
  }
  if (n === 0) return num(0);
  const negative = n < 0;
  const top = sortFactors(t.top);
  const abs = Math.abs(n);
  const coef: Expr = { t: "num", v: abs, dec: t.dec };
  const upper: Expr[] = abs === 1 && top.length > 0 ? top : [coef, ...top];
  const numerator: Expr = upper.length === 1 ? upper[0] : { t: "mul", factors: upper };
  const lower: Expr[] = [...(d !== 1 ? [num(d)] : []), ...sortFactors(t.bottom)];
  const body: Expr =
    lower.length === 0
      ? numerator
      : { t: "div", num: numerator, den: lower.length === 1 ? lower[0] : { t: "mul", factors: lower } };
  return negative ? { t: "neg", arg: body } : body;
}

/** Exponents of each variable in a term, for ordering terms like 4a^2 + 12ab + 9b^2. */
function exponents(e: Expr, into: Map<string, number>, sign = 1): Map<string, number> {
  const add = (name: string, k: number) => into.set(name, (into.get(name) ?? 0) + sign * k);
  switch (e.t) {
    case "sym":
      if (!CONSTANTS.has(e.name)) add(e.name, 1);
      break;
    case "pow":
      if (e.base.t === "sym" && !CONSTANTS.has(e.base.name) && e.exp.t === "num") add(e.base.name, e.exp.v);
      else if (e.exp.t === "num" && e.base.t === "add") {
        const inner = Math.max(...e.base.terms.map((x) => degree(x)));
        add("~", inner * e.exp.v);
      }
      break;
    case "mul":
      for (const f of e.factors) exponents(f, into, sign);
      break;
    case "div":
      exponents(e.num, into, sign);
      exponents(e.den, into, -sign);
      break;
    case "neg":
      exponents(e.arg, into, sign);
      break;
    case "add":
      add("~", Math.max(...e.terms.map((x) => degree(x))));
      break;
    default:
      break;
  }
  return into;
}

function degree(e: Expr): number {
  let total = 0;
  for (const v of exponents(e, new Map()).values()) total += v;
  return total;
}

function isConstantTerm(e: Expr): boolean {
  const x = e.t === "neg" ? e.arg : e;
  return x.t === "num";
}

function sortSum(terms: Expr[]): Expr {
  if (terms.length === 0) return num(0);
  if (terms.length === 1) return terms[0];
  const keyed = terms.map((term) => ({ term, exps: exponents(term, new Map()), deg: degree(term) }));
  const names = [...new Set(keyed.flatMap((k) => [...k.exps.keys()]))].sort();
  keyed.sort((a, b) => {
    const constant = Number(isConstantTerm(a.term)) - Number(isConstantTerm(b.term));
    if (constant !== 0) return constant;
    if (b.deg !== a.deg) return b.deg - a.deg;
    for (const name of names) {
      const diff = (b.exps.get(name) ?? 0) - (a.exps.get(name) ?? 0);
      if (diff !== 0) return diff;
    }
    return 0;
  });
  return { t: "add", terms: keyed.map((k) => k.term) };
}
