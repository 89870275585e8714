import { expandExpr, factorize, simplifyExpr } from "../cas";
import { display, explanation, type Step } from "../explain";
import { type Expr, variables } from "../expr/ast";
import { equivalent } from "../expr/equivalent";
import { parseExpr } from "../expr/parse";
import { print } from "../expr/print";
import { mainExpression } from "../extract";
import { plain, tex } from "../format";
import { similar } from "../rng";
import type { Solver } from "../types";

function hasVariableDenominator(e: Expr): boolean {
  switch (e.t) {
    case "div":
      return variables(e.den).length > 0 || hasVariableDenominator(e.num);
    case "add":
      return e.terms.some(hasVariableDenominator);
    case "mul":
      return e.factors.some(hasVariableDenominator);
    case "neg":
      return hasVariableDenominator(e.arg);
    default:
      return false;
  }
}

/** "Simplify 3x + 5y - 2x + 4y" (like terms) and "(x^2 - 9)/(x - 3)" (cancel common factors). */
export const simplifySolver: Solver = {
  id: "simplify",
  topic: "algebra",
  solve(q) {
    if (!/\b(simplify|simplification|collect like terms|combine like terms)\b/.test(q.text)) return null;
    const s = mainExpression(q.text);
    const e = s ? parseExpr(s) : null;
    if (!e || variables(e).length === 0) return null;
    const steps: Step[] = [];
    let result: Expr | null;
    if (e.t === "div" && hasVariableDenominator(e)) {
      const top = factorize(e.num) ?? e.num;
      const bottom = factorize(e.den) ?? e.den;
      result = simplifyExpr(e);
      steps.push({
        title: "Factorise the numerator and the denominator",
        body: display(`\\frac{${tex(top)}}{${tex(bottom)}}`),
      });
      steps.push({
        title: "Cancel the common factor",
        body: `A factor that appears above and below the line divides out (for values where it is not zero):\n\n${display(`${result ? tex(result) : ""}`)}`,
      });
    } else {
      result = expandExpr(e);
      steps.push({
        title: "Group the like terms",
        body: "Like terms have exactly the same letters with the same powers; only their numbers (coefficients) are added or subtracted.",
      });
      steps.push({
        title: "Add the coefficients",
        body: display(`${print(e, "tex")} = ${result ? tex(result) : ""}`),
      });
    }
    if (!result) return null;
    return {
      explanation: explanation({
        intro: `Let's simplify\n\n${display(print(e, "tex"))}`,
        steps,
        answer: `$${tex(result)}$`,
      }),
      finalAnswer: plain(result),
      similarQuestions: similar(q.seed, q.raw, (r) => {
        if (e.t === "div") {
          const a = r.int(1, 9);
          return `Simplify (x^2 - ${a * a})/(x - ${a})`;
        }
        const [a, b, c, d] = [r.int(2, 9), r.int(2, 9), r.int(2, 9), r.int(2, 9)];
        return `Simplify ${a}x + ${b}y - ${c}x + ${d}y`;
      }),
      verified: equivalent(e, result),
    };
  },
};
