import { numeric, solveFor } from "../cas";
import { display, explanation } from "../explain";
import { type Expr, variables } from "../expr/ast";
import { parseExpr } from "../expr/parse";
import { show, tex } from "../format";
import { similar } from "../rng";
import type { Solver } from "../types";

/**
 * "If x + 1/x = 3, find x² + 1/x²", "if 2a − 3 = 7, what is a² + 1?": an expression asked of a
 * variable an equation fixes. The equation is solved; the expression is worked out at every real
 * root, and it is answered only when every root gives the same value (a value the question does
 * not fix is no answer), which is also the check. An equation with no real root declines.
 */
export const expressionFromEquationSolver: Solver = {
  id: "expression-from-equation",
  topic: "algebra",
  solve(q) {
    const m = q.text.match(
      /^(?:if|given(?: that)?)\s+([^,;]+?=[^,;]+?)\s*(?:,|;|then)?\s*(?:then\s+)?(?:find|evaluate|what is|calculate|determine)\s+(?:the value of\s+)?([^=?;,]+?)\s*[.?]?$/,
    );
    if (!m) return null;
    const [lhsText, rhsText, extra] = (m[1] as string).split("=");
    if (extra !== undefined) return null;
    const lhs = parseExpr(lhsText as string);
    const rhs = parseExpr(rhsText as string);
    const target = parseExpr(m[2] as string);
    if (!lhs || !rhs || !target) return null;
    const vars = [...new Set([...variables(lhs), ...variables(rhs)])];
    if (vars.length !== 1) return null;
    const v = vars[0] as string;
    const asked = variables(target);
    if (asked.length !== 1 || asked[0] !== v) return null;
    // The variable itself asked is the equation solver's question.
    if (target.t === "sym") return null;
    const zero: Expr = { t: "add", terms: [lhs, { t: "neg", arg: rhs }] };
    const roots = solveFor(zero, v);
    const real = (roots?.real ?? []).map((r) => numeric(r)).filter((x): x is number => x !== null);
    if (real.length === 0) return null;
    const values = real.map((x) => numeric(target, { [v]: x }));
    if (values.some((y) => y === null || !Number.isFinite(y))) return null;
    const first = values[0] as number;
    if (!values.every((y) => Math.abs((y as number) - first) < 1e-7 * Math.max(1, Math.abs(first))))
      return null;
    const value = Math.abs(first - Math.round(first)) < 1e-9 ? Math.round(first) : first;
    const rootList = real.map((x) => show(Math.round(x * 1e6) / 1e6)).join(", ");
    return {
      explanation: explanation({
        intro: `The equation fixes $${v}$; the expression $${tex(target)}$ is then worked out from it.`,
        steps: [
          { title: "The equation", body: display(`${tex(lhs)} = ${tex(rhs)}`) },
          {
            title: `Solve for ${v}`,
            body: `Its real solution${real.length > 1 ? "s are" : " is"} $${v} \\approx ${rootList}$.`,
          },
          {
            title: "Work out the expression",
            body: `At ${real.length > 1 ? "each of these values" : "this value"}, $${tex(target)} = ${show(value)}$${real.length > 1 ? ": the same for every solution, so the question fixes it" : ""}.`,
          },
        ],
        answer: `$${tex(target)} = ${show(value)}$, so the value is **${show(value)}**.`,
      }),
      finalAnswer: show(value),
      similarQuestions: similar(q.seed, q.raw, (r) => {
        const a = r.int(3, 9);
        return `If x + 1/x = ${a}, find x^2 + 1/x^2.`;
      }),
      verified: true,
    };
  },
};
