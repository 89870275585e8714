/// <reference path="./vendor.d.ts" />
import Algebrite from "algebrite";
import nerdamer from "nerdamer-prime";
import type { Expr } from "./expr/ast";
import { parseExpr } from "./expr/parse";
import { print } from "./expr/print";
import { compile } from "./mathjs";

/**
 * Thin, exception-free wrappers around the CAS libraries. Every function takes and returns our
 * Expr so callers never juggle library-specific strings; null means "the library could not".
 */

const cas = (e: Expr): string => print(e, "cas");

function fromCas(s: string): Expr | null {
  // Unevaluated calls and complex numbers mean the library gave up or left the reals.
  if (/\b(integrate|defint|limit|diff|solve)\(|\bi\b|NaN/.test(s)) return null;
  return parseExpr(s);
}

function attempt<T>(f: () => T): T | null {
  try {
    return f();
  } catch {
    return null;
  }
}

// nerdamer prints "Unable to compute integral!" and the like; we report failures ourselves.
nerdamer.set("SILENCE_WARNINGS", true);

/** Clears nerdamer's expression history and warning list, which otherwise grow with every call. */
export function resetCas(): void {
  nerdamer.flush();
  nerdamer.getWarnings().length = 0;
  memo.clear();
}

// Explanations ask for the same derivative or expansion several times (the rule steps, the
// answer, the check); nerdamer results are pure, so they are cached for the current question.
const memo = new Map<string, Expr | null>();

function cached(key: string, compute: () => Expr | null): Expr | null {
  if (memo.has(key)) return memo.get(key) ?? null;
  const value = compute();
  memo.set(key, value);
  return value;
}

/** Real solutions of `e = 0` for `v`, or null when nerdamer cannot solve it. */
export function solveFor(e: Expr, v: string): { real: Expr[]; complex: number } | null {
  return attempt(() => {
    const out = nerdamer.solve(`${cas(e)}=0`, v).toString();
    const items = splitTopLevel(out.replace(/^\[|\]$/g, ""));
    const real: Expr[] = [];
    let complex = 0;
    for (const item of items) {
      if (item.trim() === "") continue;
      const parsed = fromCas(item);
      if (parsed) real.push(parsed);
      else complex++;
    }
    return { real, complex };
  });
}

/** Solves a system of equations (each `e = 0`) for the given variables. */
export function solveSystem(eqs: Expr[], vars: string[]): Map<string, Expr> | null {
  return attempt(() => {
    const raw = nerdamer.solveEquations(
      eqs.map((e) => `${cas(e)}=0`),
      vars,
    ) as unknown;
    if (!Array.isArray(raw)) return null;
    const out = new Map<string, Expr>();
    for (const pair of raw) {
      if (!Array.isArray(pair) || pair.length !== 2) return null;
      const value = fromCas(String(pair[1]));
      if (!value) return null;
      out.set(String(pair[0]), value);
    }
    return out.size === vars.length ? out : null;
  });
}

/** nerdamer's derivative of order `order`. */
export function differentiate(e: Expr, v: string, order = 1): Expr | null {
  const input = cas(e);
  return cached(`diff|${input}|${v}|${order}`, () =>
    attempt(() => fromCas(nerdamer.diff(input, v, order).toString())),
  );
}

/** An antiderivative (without + C): nerdamer first, Algebrite when nerdamer leaves it unevaluated. */
export function antiderivative(e: Expr, v: string): Expr | null {
  return cached(`integrate|${cas(e)}|${v}`, () => integrateOnce(e, v));
}

function integrateOnce(e: Expr, v: string): Expr | null {
  const first = attempt(() => fromCas(nerdamer.integrate(cas(e), v).toString()));
  if (first) return first;
  return attempt(() => {
    const out = Algebrite.run(`integral(${cas(e).replace(/\bpi\b/g, "pi")},${v})`);
    return /integral|Stop|nil/.test(out) ? null : fromCas(out);
  });
}

/** nerdamer's limit; null when unevaluated. */
export function limitAt(e: Expr, v: string, at: Expr): Expr | null {
  return attempt(() => fromCas(nerdamer.limit(cas(e), v, cas(at)).toString()));
}

/** nerdamer's factorisation (over the integers). */
export function factorize(e: Expr): Expr | null {
  // The string form goes through nerdamer's full factor routine; nerdamer.factor() can return surds.
  const input = cas(e);
  return cached(`factor|${input}`, () => attempt(() => fromCas(nerdamer(`factor(${input})`).toString())));
}

/** Multiplies out brackets and collects like terms. */
export function expandExpr(e: Expr): Expr | null {
  const input = cas(e);
  return cached(`expand|${input}`, () => attempt(() => fromCas(nerdamer.expand(input).toString())));
}

/** nerdamer's general simplification; slow, so only used for short rational expressions. */
export function simplifyExpr(e: Expr): Expr | null {
  return attempt(() => fromCas(nerdamer.simplify(cas(e)).toString()));
}

/** Exact value of `e` with the variables substituted (e.g. F(π) for a definite integral). */
export function substitute(e: Expr, values: Record<string, Expr>): Expr | null {
  const subs: Record<string, string> = {};
  for (const [k, v] of Object.entries(values)) subs[k] = cas(v);
  return attempt(() => fromCas(nerdamer(cas(e), subs).toString()));
}

/** Polynomial coefficients, constant term first; null when `e` is not a polynomial in v. */
export function coefficients(e: Expr, v: string): number[] | null {
  return attempt(() => {
    const out = nerdamer.coeffs(nerdamer.expand(cas(e)), v).toString();
    const nums = splitTopLevel(out.replace(/^\[|\]$/g, "")).map((s) => numeric(parseExpr(s)));
    return nums.every((n): n is number => n !== null) ? nums : null;
  });
}

/** Numeric value with variables bound; null when undefined or not real. */
export function numeric(e: Expr | null, scope: Record<string, number> = {}): number | null {
  if (!e) return null;
  return attempt(() => {
    const value: unknown = compile(cas(e)).evaluate({ ...scope });
    return typeof value === "number" && !Number.isNaN(value) ? value : null;
  });
}

/** Splits "a,b,(c,d)" at commas outside brackets. */
export function splitTopLevel(s: string, sep = ","): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = "";
  for (const ch of s) {
    if ("([{".includes(ch)) depth++;
    if (")]}".includes(ch)) depth--;
    if (ch === sep && depth === 0) {
      out.push(cur);
      cur = "";
    } else cur += ch;
  }
  out.push(cur);
  return out.map((x) => x.trim());
}
