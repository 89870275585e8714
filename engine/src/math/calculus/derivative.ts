import { differentiate, expandExpr, numeric, substitute } from "../cas";
import { display, explanation, type Step } from "../explain";
import { type Expr, isPolynomial, num, variables } from "../expr/ast";
import { equivalent } from "../expr/equivalent";
import { parseExpr } from "../expr/parse";
import { print } from "../expr/print";
import { numPlain, numTex, plain, tex } from "../format";
import { derivative } from "../mathjs";
import type { Solver } from "../types";
import { calcTarget, derivativeOrder } from "./calc-parse";
import { ruleSteps } from "./diff-rules";
import { similarCalculus } from "./similar-calc";

const ORDINAL = ["", "first", "second", "third", "fourth", "fifth"];

/**
 * nerdamer's derivative in the form a textbook prints: quotients as (u'v - uv')/v^2 with the
 * numerator expanded, polynomials with like terms collected. (nerdamer's general simplify is
 * far too slow for an interactive answer.)
 */
export function bestDerivative(f: Expr, v: string): Expr | null {
  if (f.t === "div" && variables(f.den).includes(v)) {
    const du = differentiate(f.num, v);
    const dv = differentiate(f.den, v);
    if (!du || !dv) return null;
    const top = expandExpr({
      t: "add",
      terms: [
        { t: "mul", factors: [du, f.den] },
        { t: "neg", arg: { t: "mul", factors: [f.num, dv] } },
      ],
    });
    return top ? { t: "div", num: top, den: { t: "pow", base: f.den, exp: num(2) } } : null;
  }
  const raw = differentiate(f, v);
  if (!raw) return null;
  // Collect like terms for plain polynomials, but keep chain-rule forms such as 6x(x^2 + 1)^2.
  return isPolynomial(raw) && !/\)\^/.test(print(f, "plain")) ? (expandExpr(raw) ?? raw) : raw;
}

// mathjs differentiates independently of nerdamer; agreement at sample points marks the answer verified.
function crossCheck(f: Expr, v: string, order: number, result: Expr): boolean {
  try {
    let node = print(f, "cas");
    for (let i = 0; i < order; i++) node = derivative(node, v).toString();
    const other = parseExpr(node);
    return other !== null && equivalent(other, result);
  } catch {
    return false;
  }
}

/** Derivatives of any order, and the derivative's value (slope) at a point. */
export const derivativeSolver: Solver = {
  id: "derivative",
  topic: "calculus",
  solve(q) {
    const t = q.text;
    if (
      !/differentiat|derivative|d\/d[a-z]|dy\/d[a-z]|d\^?2y|f'|rate of change|slope of (?:the )?(?:curve|tangent)|gradient of (?:the )?(?:curve|tangent)|(?:slope|gradient)\b.*\bat (?:x ?=|the point)/.test(
        t,
      )
    )
      return null;
    const target = calcTarget(t);
    if (!target) return null;
    const { f, v } = target;
    const order = derivativeOrder(t);
    const steps: Step[] = [];
    let current = f;
    for (let k = 1; k <= order; k++) {
      const next = bestDerivative(current, v);
      if (!next) return null;
      if (k === 1) steps.push(...ruleSteps(f, v));
      else
        steps.push({
          title: `Differentiate again (${ORDINAL[k] ?? `${k}th`} derivative)`,
          body: display(
            `\\frac{d^{${k}}y}{d${v}^{${k}}} = \\frac{d}{d${v}}\\left(${tex(current)}\\right) = ${tex(next)}`,
          ),
        });
      current = next;
    }
    const name = order === 1 ? `\\frac{dy}{d${v}}` : `\\frac{d^{${order}}y}{d${v}^{${order}}}`;
    if (order === 1) steps.push({ title: "Simplify", body: display(`${name} = ${tex(current)}`) });
    const verified = crossCheck(f, v, order, current);
    const slope = /slope|gradient|rate of change/.test(t);
    if (target.at) {
      const exact = substitute(current, { [v]: target.at });
      const value = numeric(exact ?? null) ?? numeric(current, { [v]: numeric(target.at) ?? Number.NaN });
      if (value === null) return null;
      steps.push({
        title: `Substitute $${v} = ${tex(target.at)}$`,
        body: display(`${name}\\Big|_{${v} = ${tex(target.at)}} = ${exact ? tex(exact) : numTex(value)}`),
      });
      // The normal is perpendicular to the tangent: its slope is −1 over the tangent's (the tangent's
      // slope was checked for "the slope of the normal", 29 Nov 2026).
      if (/\bnormal\b/.test(t)) {
        if (order !== 1 || !slope || Math.abs(value) < 1e-12 || /\bequation\b/.test(t)) return null;
        const normal = -1 / value;
        steps.push({
          title: "Slope of the normal",
          body: `The normal is perpendicular to the tangent, so $m_{\\text{normal}} = -\\frac{1}{m_{\\text{tangent}}} = -\\frac{1}{${numTex(value)}} = ${numTex(normal)}$.`,
        });
        return {
          explanation: explanation({
            intro: `The slope of the tangent at a point is the value of the derivative there, and the normal is perpendicular to the tangent. Let $y = ${tex(f)}$.`,
            steps,
            answer: `The slope of the normal is $${numTex(normal)}$.`,
          }),
          finalAnswer: numPlain(normal),
          similarQuestions: similarCalculus(q, target),
          verified,
        };
      }
      return {
        explanation: explanation({
          intro: `${slope ? `The slope of a curve at a point is the value of its derivative there. ` : ""}Let $y = ${tex(f)}$.`,
          steps,
          answer: `${slope ? "The slope is" : "The value is"} $${exact ? tex(exact) : numTex(value)}$.`,
        }),
        finalAnswer: exact && exact.t !== "num" ? plain(exact) : numPlain(value),
        similarQuestions: similarCalculus(q, target),
        verified,
      };
    }
    return {
      explanation: explanation({
        intro: `We need the ${ORDINAL[order] ?? `${order}th`} derivative of $y = ${tex(f)}$ with respect to $${v}$.`,
        steps,
        answer: `$${name} = ${tex(current)}$`,
      }),
      finalAnswer: plain(current),
      reading: `${name} \\text{ of } y = ${tex(f)}`,
      similarQuestions: similarCalculus(q, target),
      verified,
    };
  },
};
