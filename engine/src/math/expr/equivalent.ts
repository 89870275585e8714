import { numeric } from "../cas";
import { type Expr, variables } from "./ast";

// Points inside the domain of most school functions (positive, away from 0 and 1, not multiples of π).
const SAMPLES = [0.7, 1.3, 2.1, 0.45, 1.9, 2.7, 0.35, 3.3];

/**
 * Numeric identity test: the two expressions agree at several sample points. With upToConstant
 * the difference only has to be the same everywhere (two antiderivatives of one function).
 */
export function equivalent(a: Expr, b: Expr, opts: { upToConstant?: boolean } = {}): boolean {
  const vars = [...new Set([...variables(a), ...variables(b)])];
  const diffs: number[] = [];
  for (let i = 0; i < SAMPLES.length; i++) {
    const scope: Record<string, number> = {};
    vars.forEach((v, k) => {
      scope[v] = SAMPLES[(i + k * 3) % SAMPLES.length];
    });
    const x = numeric(a, scope);
    const y = numeric(b, scope);
    if (x === null || y === null || !Number.isFinite(x) || !Number.isFinite(y)) continue;
    diffs.push(x - y);
    if (!opts.upToConstant && !close(x, y)) return false;
  }
  if (diffs.length < 3) return false;
  return opts.upToConstant
    ? diffs.every((d) => Math.abs(d - diffs[0]) <= 1e-6 * Math.max(1, Math.abs(d)))
    : true;
}

/** Relative-or-absolute closeness for floating point results. */
export function close(x: number, y: number, tol = 1e-7): boolean {
  return Math.abs(x - y) <= tol * Math.max(1, Math.abs(x), Math.abs(y));
}
