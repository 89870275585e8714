import { differentiate, factorize, limitAt, numeric, simplifyExpr } from "../cas";
import { display, explanation, type Step } from "../explain";
import { type Expr, isPolynomial } from "../expr/ast";
import { close } from "../expr/equivalent";
import { parseExpr } from "../expr/parse";
import { numPlain, plain, tex } from "../format";
import { similar } from "../rng";
import type { Solver } from "../types";
import { calcTarget } from "./calc-parse";

const APPROACH =
  /\b(?:as )?([a-z])\s*(?:->|tends to|approaches|goes to|tending to|approaching)\s*(-?\s*(?:infinity|∞|[\d.]+(?:\/\d+)?|pi(?:\/\d+)?))/;

function approachValue(f: Expr, v: string, at: number): number | null {
  if (!Number.isFinite(at)) {
    const big = numeric(f, { [v]: at > 0 ? 1e7 : -1e7 });
    return big;
  }
  const left = numeric(f, { [v]: at - 1e-6 });
  const right = numeric(f, { [v]: at + 1e-6 });
  if (left === null || right === null) return null;
  return Math.abs(left - right) < 1e-3 * Math.max(1, Math.abs(left)) ? (left + right) / 2 : null;
}

/** 0/0 with non-polynomial parts: differentiate top and bottom until substitution works. */
function lHopital(f: Expr & { t: "div" }, v: string, at: number, atTex: string): Step {
  let top: Expr = f.num;
  let bottom: Expr = f.den;
  const lines: string[] = [];
  for (let i = 0; i < 3; i++) {
    const dt = differentiate(top, v);
    const db = differentiate(bottom, v);
    if (!dt || !db) break;
    [top, bottom] = [dt, db];
    lines.push(display(`\\lim_{${v} \\to ${atTex}} \\frac{${tex(top)}}{${tex(bottom)}}`));
    const b = numeric(bottom, { [v]: at });
    if (b !== null && Math.abs(b) > 1e-12) break;
  }
  return {
    title: "Substitution gives 0/0, so use L'Hôpital's rule",
    body: `Both the numerator and the denominator become $0$ at $${v} = ${atTex}$. L'Hôpital's rule lets us differentiate the top and the bottom separately (as many times as needed) and substitute again:\n\n${lines.join("\n")}`,
  };
}

/** Limits: direct substitution, cancelling a common factor, the standard sin x / x, and x → ∞. */
export const limitSolver: Solver = {
  id: "limit",
  topic: "calculus",
  solve(q) {
    const t = q.text;
    if (!/\blim(it|its)?\b/.test(t)) return null;
    const ap = t.match(APPROACH);
    if (!ap) return null;
    const target = calcTarget(t, [APPROACH, /\blim(?:it)?s?\b/g, /\bof\b/g]);
    if (!target || target.v !== ap[1]) return null;
    const { f, v } = target;
    const infinite = /infinity|∞/.test(ap[2]);
    const atExpr = infinite ? ({ t: "sym", name: "Infinity" } as Expr) : parseExpr(ap[2].replace(/\s+/g, ""));
    if (!atExpr) return null;
    const at = infinite ? (ap[2].trim().startsWith("-") ? -Infinity : Infinity) : numeric(atExpr);
    if (at === null) return null;
    const result = limitAt(f, v, infinite && at < 0 ? { t: "neg", arg: atExpr } : atExpr);
    const value = numeric(result);
    if (!result || value === null) return null;
    const steps: Step[] = [];
    const direct = infinite ? null : numeric(f, { [v]: at });
    const atTex = infinite ? (at > 0 ? "\\infty" : "-\\infty") : tex(atExpr);
    if (direct !== null && Number.isFinite(direct)) {
      steps.push({
        title: "Try direct substitution",
        body: `The function is defined at $${v} = ${atTex}$, so we can substitute:\n\n${display(`${tex(f)}\\Big|_{${v} = ${atTex}} = ${tex(result)}`)}`,
      });
    } else if (infinite) {
      steps.push({
        title: "Divide by the highest power",
        body: `As $${v} \\to ${atTex}$, divide the numerator and the denominator by the highest power of $${v}$; every term with $${v}$ in a denominator tends to $0$, which leaves the limit:\n\n${display(`\\lim_{${v} \\to ${atTex}} ${tex(f)} = ${tex(result)}`)}`,
      });
    } else if (f.t === "div" && /sin|tan/.test(plain(f))) {
      steps.push({
        title: "Recognise the standard limit",
        body: `Substituting gives the indeterminate form $\\frac{0}{0}$. We use the standard result $\\lim_{${v} \\to 0} \\frac{\\sin ${v}}{${v}} = 1$ (rewriting the expression to match it if needed):\n\n${display(`\\lim_{${v} \\to ${atTex}} ${tex(f)} = ${tex(result)}`)}`,
      });
    } else if (f.t === "div" && !(isPolynomial(f.num) && isPolynomial(f.den))) {
      steps.push(lHopital(f, v, at, atTex));
    } else if (f.t === "div") {
      const top = factorize(f.num) ?? f.num;
      const bottom = factorize(f.den) ?? f.den;
      const cancelled = simplifyExpr(f);
      steps.push({
        title: "Substitution gives 0/0, so factorise",
        body: `At $${v} = ${atTex}$ both the numerator and the denominator become $0$. Factorise them:\n\n${display(`\\frac{${tex(top)}}{${tex(bottom)}}`)}\nCancel the common factor (allowed because $${v} \\ne ${atTex}$ while approaching):\n\n${display(cancelled ? tex(cancelled) : tex(f))}`,
      });
      steps.push({
        title: "Now substitute",
        body: display(`\\lim_{${v} \\to ${atTex}} ${tex(f)} = ${tex(result)}`),
      });
    } else {
      steps.push({
        title: "Evaluate the limit",
        body: display(`\\lim_{${v} \\to ${atTex}} ${tex(f)} = ${tex(result)}`),
      });
    }
    const numericCheck = approachValue(f, v, at);
    return {
      explanation: explanation({
        intro: `We want the value that $${tex(f)}$ gets closer and closer to as $${v}$ approaches $${atTex}$.`,
        steps,
        answer: `$\\lim_{${v} \\to ${atTex}} ${tex(f)} = ${tex(result)}$`,
      }),
      finalAnswer:
        result.t === "num"
          ? numPlain(value)
          : Number.isFinite(value)
            ? plain(result)
            : value > 0
              ? "infinity"
              : "-infinity",
      similarQuestions: similar(q.seed, q.raw, (r) => {
        const a = r.int(1, 6);
        if (infinite)
          return `Find the limit of (${r.int(2, 7)}x^2 + ${r.int(1, 9)})/(${r.int(2, 5)}x^2 - ${r.int(1, 9)}) as x tends to infinity`;
        if (direct === null && /sin/.test(plain(f)))
          return `Find the limit of sin(${a + 1}x)/x as x approaches 0`;
        return `Evaluate the limit of (x^2 - ${a * a})/(x - ${a}) as x approaches ${a}`;
      }),
      verified:
        numericCheck !== null &&
        (Math.abs(value) > 1e6 ? Math.abs(numericCheck) > 1e3 : close(numericCheck, value, 1e-3)),
    };
  },
};
