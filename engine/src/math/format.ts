import type { Expr } from "./expr/ast";
import { canonical } from "./expr/canonical";
import { formatNumber, print } from "./expr/print";
import { fraction } from "./mathjs";

/** Rounds to `dp` decimal places and drops trailing zeros: 153.938 → "153.94", 154 → "154". */
export function dec(v: number, dp = 2): string {
  const r = Math.round((v + Math.sign(v) * Number.EPSILON) * 10 ** dp) / 10 ** dp;
  return formatNumber(Object.is(r, -0) ? 0 : r);
}

/** Plain number, exact when it is an integer or short decimal, else 4 decimal places. */
export function show(v: number): string {
  const exact = formatNumber(v);
  return exact.replace(/^-/, "").length <= 8 ? exact : dec(v, 4);
}

/** A rational p/q in lowest terms with a positive denominator. */
export interface Ratio {
  n: number;
  d: number;
}

/** Exact fraction for a terminating decimal or a float close to a small-denominator fraction. */
export function toRatio(v: number, maxDen = 10000): Ratio | null {
  if (!Number.isFinite(v)) return null;
  const f = fraction(v);
  const n = Number(f.s * f.n);
  const d = Number(f.d);
  if (d <= maxDen) return { n, d };
  const approx = fraction(v).simplify(1e-12);
  const ad = Number(approx.d);
  return ad <= maxDen ? { n: Number(approx.s * approx.n), d: ad } : null;
}

/** n/d in lowest terms with a positive denominator. */
export function ratio(n: number, d: number): Ratio {
  const g = gcd(n, d);
  const sign = d < 0 ? -1 : 1;
  return { n: (sign * n) / g, d: (sign * d) / g };
}

/** Greatest common divisor of two integers (1 for 0 and 0). */
export function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y) [x, y] = [y, x % y];
  return x || 1;
}

/** "3/4", or "5" when the denominator is 1. */
export function fracPlain(r: Ratio): string {
  return r.d === 1 ? String(r.n) : `${r.n}/${r.d}`;
}

/** "\frac{3}{4}", "-\frac{3}{4}" or "5". */
export function fracTex(r: Ratio): string {
  if (r.d === 1) return String(r.n);
  return `${r.n < 0 ? "-" : ""}\\frac{${Math.abs(r.n)}}{${r.d}}`;
}

/** Mixed number "3 2/5" for an improper fraction, in plain text. */
export function mixedPlain(r: Ratio): string {
  const whole = Math.trunc(r.n / r.d);
  const rest = Math.abs(r.n % r.d);
  if (rest === 0 || whole === 0) return fracPlain(r);
  return `${whole} ${rest}/${r.d}`;
}

/** Mixed number in LaTeX: 3\tfrac{2}{5}. */
export function mixedTex(r: Ratio): string {
  const whole = Math.trunc(r.n / r.d);
  const rest = Math.abs(r.n % r.d);
  if (rest === 0 || whole === 0) return fracTex(r);
  return `${whole}\\tfrac{${rest}}{${r.d}}`;
}

/** Number in the best exact form for LaTeX: fraction when it is a simple rational, else decimal. */
export function numTex(v: number): string {
  const r = Number.isInteger(v) ? null : toRatio(v, 1000);
  return r ? fracTex(r) : show(v);
}

/** Number in plain text: fraction when simple rational and not a short decimal. */
export function numPlain(v: number): string {
  if (Number.isInteger(v)) return String(v);
  const r = toRatio(v, 1000);
  const short = formatNumber(v);
  if (r && (short.length > 6 || !/^-?\d+\.\d{1,3}$/.test(short))) return fracPlain(r);
  return show(v);
}

/** LaTeX of an expression in textbook term order. */
export const tex = (e: Expr): string => print(canonical(e), "tex");
/** Plain text of an expression in textbook term order (for final answers). */
export const plain = (e: Expr): string => print(canonical(e), "plain");

/** Singular or plural unit word. */
export function plural(n: number, word: string): string {
  return `${show(n)} ${word}${n === 1 ? "" : "s"}`;
}
