import { type Expr, variables } from "../expr/ast";
import { parseExpr } from "../expr/parse";
import { mathRuns } from "../extract";

/** The function a calculus question is about, its variable, and an optional point "at x = 2". */
export interface CalcTarget {
  f: Expr;
  v: string;
  at?: Expr;
  /** Text of the function as found, for similar questions. */
  source: string;
}

const POINT =
  /\bat (?:the point )?(?:where )?([a-z]) ?= ?(-?[\d./]+|pi(?:\/\d+)?)|\bat \((-?[\d.]+), ?(-?[\d.]+)\)|\bwhen ([a-xz]) ?= ?(-?[\d./]+)/;

/**
 * Finds the function in phrasing like "differentiate x^2 sin x", "find dy/dx if y = sin(3x^2)",
 * "f(x) = x^3 - 3x", after cutting away the given `noise` (limits, bounds, points).
 */
export function calcTarget(text: string, noise: RegExp[] = []): CalcTarget | null {
  let t = text.replace(/\bd\^?2y\/dx\^?2|\bd\/d[a-z]|\bdy\/d[a-z]|\bd\^?\d?\/dx\^?\d?/g, " ");
  let at: Expr | undefined;
  const p = t.match(POINT);
  if (p) {
    const value = p[2] ?? p[3] ?? p[6];
    const parsed = value ? parseExpr(value) : null;
    if (parsed) at = parsed;
    t = t.replace(POINT, " ");
  }
  for (const re of noise) t = t.replace(re, " ");
  t = t.replace(/\b(?:with respect to|w\.?r\.?t\.?) [a-z]\b/g, " ").replace(/\s+d[a-z]\b/g, " ");
  const defined = t.match(
    /\b(?:y|f ?\([a-z]\)|g ?\([a-z]\)|[a-z] ?\([a-z]\))\s*=\s*(.+?)(?:[,;?]|\s+(?:find|then|and|at|is|for|has|where|when)\b|\.(?:\s|$)|$)/,
  );
  const candidates = defined ? [defined[1]] : mathRuns(t).filter((s) => !/[=<>]/.test(s));
  const source = candidates
    .sort((a, b) => b.length - a.length)[0]
    ?.trim()
    .replace(/\.$/, "");
  const constant = t.match(
    /(?:integrate|differentiate|derivative of|integral of)\s+(-?\d+(?:\.\d+)?)\s*(?:$|[?.])/,
  )?.[1];
  const text0 = source ?? constant;
  if (!text0) return null;
  const f = parseExpr(text0);
  if (!f) return null;
  const vars = variables(f);
  const named = text.match(/(?:respect to|w\.?r\.?t\.?|d\/d|dy\/d|as) ([a-z])\b|\bd([a-z])\b/);
  const namedVar = named?.[1] ?? named?.[2];
  let v: string | null = null;
  if (vars.length === 0)
    v = namedVar ?? "x"; // a constant ("integrate 5 dx") still has a variable
  else if (namedVar && vars.includes(namedVar)) v = namedVar;
  else if (vars.includes("x")) v = "x";
  else if (vars.length === 1) v = vars[0];
  if (!v || vars.length > 1) return null;
  return { f, v, at, source: text0 };
}

/** "second derivative" → 2, "d^2y/dx^2" → 2, "f'''(x)" → 3. */
export function derivativeOrder(text: string): number {
  if (/\bthird\b|\b3rd\b|d\^?3y|f'''/.test(text)) return 3;
  if (/\bsecond\b|\b2nd\b|d\^?2y|f''/.test(text)) return 2;
  const nth = text.match(/\b(\d)(?:th)? (?:order )?derivative/);
  return nth ? Number(nth[1]) : 1;
}
