import { numeric } from "../cas";
import { display, explanation } from "../explain";
import { type Expr, num, variables } from "../expr/ast";
import { close } from "../expr/equivalent";
import { equations, mainVariable } from "../extract";
import { dec, numPlain, numTex, tex } from "../format";
import { linearPlain } from "../poly-text";
import { similar } from "../rng";
import type { Solver } from "../types";
import { equationTex, parseEquation } from "./equation-parse";
import { solveLinear } from "./linear";

interface PowerSide {
  base: number;
  exp: Expr;
}

function asPower(e: Expr): PowerSide | null {
  if (e.t === "pow" && e.base.t === "num" && e.base.v > 1) return { base: e.base.v, exp: e.exp };
  const v = numeric(e);
  if (e.t !== "pow" && variables(e).length === 0 && v !== null && v > 0) return { base: v, exp: num(1) };
  return null;
}

/** log base g of n when it is an integer (or simple reciprocal power), else null. */
function intLog(n: number, g: number): number | null {
  const k = Math.round(Math.log(n) / Math.log(g));
  return close(g ** k, n, 1e-9) ? k : null;
}

/** Exponential equations such as 2^x = 32 or 3^(x+1) = 81, by writing both sides as powers of one base. */
export const exponentialSolver: Solver = {
  id: "exponential-equation",
  topic: "algebra",
  solve(q) {
    const found = equations(q.text);
    if (found.length !== 1 || !/\^\s*\(?[^=]*[a-z]/.test(found[0])) return null;
    const eq = parseEquation(found[0]);
    if (!eq) return null;
    const v = mainVariable(found[0], q.text);
    const l = asPower(eq.lhs);
    const r = asPower(eq.rhs);
    if (!v || !l || !r || (variables(l.exp).length === 0 && variables(r.exp).length === 0)) return null;
    const g = [2, 3, 5, 6, 7, 10, l.base, r.base].find(
      (b) => intLog(l.base, b) !== null && intLog(r.base, b) !== null,
    );
    const pow = (b: number, e: Expr) => (b === 1 ? "1" : `${numTex(b)}^{${tex(e)}}`);
    if (g === undefined) {
      if (variables(r.exp).length > 0 || !(l.exp.t === "sym")) return null;
      const x = Math.log(r.base) / Math.log(l.base);
      return {
        explanation: explanation({
          intro: `The unknown is in the exponent:\n\n${display(equationTex(eq))}`,
          steps: [
            {
              title: "Take logarithms of both sides",
              body: `${numPlain(r.base)} is not a whole power of ${numPlain(l.base)}, so we use logarithms:\n\n${display(`${v} = \\frac{\\log ${numTex(r.base)}}{\\log ${numTex(l.base)}} \\approx ${dec(x, 4)}`)}`,
            },
          ],
          answer: `$${v} \\approx ${dec(x, 4)}$`,
        }),
        finalAnswer: `${v} = ${dec(x, 4)}`,
        similarQuestions: similarExp(q.seed, q.raw, v),
        verified: true,
      };
    }
    const kl = intLog(l.base, g) ?? 1;
    const kr = intLog(r.base, g) ?? 1;
    const lhsExp: Expr = kl === 1 ? l.exp : { t: "mul", factors: [num(kl), l.exp] };
    const rhsExp: Expr = kr === 1 ? r.exp : { t: "mul", factors: [num(kr), r.exp] };
    const work = solveLinear({ lhs: lhsExp, rhs: rhsExp }, v);
    if (!work || typeof work.root !== "number") return null;
    const root = work.root;
    const lv = numeric(eq.lhs, { [v]: root });
    const rv = numeric(eq.rhs, { [v]: root });
    return {
      explanation: explanation({
        intro: `The unknown is in the exponent, so we write both sides as powers of the same base.\n\n${display(equationTex(eq))}`,
        steps: [
          {
            title: `Write both sides as powers of ${g}`,
            body: display(`${pow(g, lhsExp)} = ${pow(g, rhsExp)}`),
          },
          {
            title: "Equate the exponents",
            body: `If $${g}^a = ${g}^b$ then $a = b$:\n\n${display(`${tex(lhsExp)} = ${tex(rhsExp)}`)}`,
          },
          ...work.steps.filter((s) => s.title !== "Check the answer"),
          {
            title: "Check the answer",
            body: `With $${v} = ${numTex(root)}$ the left side is $${lv === null ? "?" : numTex(lv)}$ and the right side is $${rv === null ? "?" : numTex(rv)}$. ✓`,
          },
        ],
        answer: `$${v} = ${numTex(root)}$`,
      }),
      finalAnswer: `${v} = ${numPlain(root)}`,
      similarQuestions: similarExp(q.seed, q.raw, v),
      verified: lv !== null && rv !== null && close(lv, rv),
    };
  },
};

function similarExp(seed: number, raw: string, v: string): string[] {
  return similar(seed, raw, (r) => {
    const b = r.pick([2, 3, 5]);
    const x = r.int(1, 4);
    const shift = r.int(-1, 2);
    const exp = shift === 0 ? v : `(${linearPlain(1, shift, v)})`;
    return `Solve ${b}^${exp} = ${b ** (x + shift)}`;
  });
}
