import { expandExpr, factorize } from "../cas";
import { display, explanation, type Step } from "../explain";
import { type Expr, variables } from "../expr/ast";
import { equivalent } from "../expr/equivalent";
import { parseExpr } from "../expr/parse";
import { print } from "../expr/print";
import { mainExpression } from "../extract";
import { plain, tex } from "../format";
import { linearPlain, polyPlain } from "../poly-text";
import { similar } from "../rng";
import type { Solver } from "../types";
import { polynomial } from "./equation-parse";

function target(text: string): Expr | null {
  const s = mainExpression(text);
  const e = s ? parseExpr(s) : null;
  return e && variables(e).length > 0 ? e : null;
}

function distributeStep(e: Expr): Step | null {
  if (
    e.t === "pow" &&
    e.base.t === "add" &&
    e.base.terms.length === 2 &&
    e.exp.t === "num" &&
    e.exp.v === 2
  ) {
    const [a, b] = e.base.terms;
    return {
      title: "Use the identity",
      body: `${display("(a + b)^2 = a^2 + 2ab + b^2")}\n\nwith $a = ${tex(a)}$ and $b = ${tex(b)}$.`,
    };
  }
  if (e.t === "mul" && e.factors.length === 2 && e.factors.every((f) => f.t === "add")) {
    const [p, q] = e.factors;
    if (p.t !== "add" || q.t !== "add") return null;
    const pieces = p.terms.flatMap((s) => q.terms.map((t) => expandExpr({ t: "mul", factors: [s, t] })));
    if (pieces.some((x) => x === null)) return null;
    const joined = pieces.map((x, i) => {
      const s = x ? tex(x) : "";
      return i === 0 || s.startsWith("-") ? s.replace(/^-/, i === 0 ? "-" : " - ") : ` + ${s}`;
    });
    return {
      title: "Multiply each term of the first bracket by each term of the second",
      body: display(joined.join("")),
    };
  }
  return null;
}

/** "Expand (x + 3)(x - 2)", "(2a + 3b)^2", "multiply out ...". */
export const expandSolver: Solver = {
  id: "expand",
  topic: "algebra",
  solve(q) {
    if (!/\b(expand|multiply out|open the brackets|remove the brackets)\b/.test(q.text)) return null;
    const e = target(q.text);
    const result = e ? expandExpr(e) : null;
    if (!e || !result) return null;
    const steps: Step[] = [];
    const first = distributeStep(e);
    if (first) steps.push(first);
    steps.push({ title: "Collect like terms", body: display(`${print(e, "tex")} = ${tex(result)}`) });
    return {
      explanation: explanation({
        intro: `To expand means to multiply out the brackets and write the result as a sum of terms.\n\n${display(print(e, "tex"))}`,
        steps,
        answer: `$${tex(result)}$`,
      }),
      finalAnswer: plain(result),
      similarQuestions: similar(q.seed, q.raw, (r) => {
        const a = r.int(1, 9) * r.pick([1, -1]);
        const b = r.int(1, 9) * r.pick([1, -1]);
        return e.t === "pow"
          ? `Expand (${linearPlain(r.pick([1, 2, 3]), a)})^2`
          : `Expand (${linearPlain(1, a)})(${linearPlain(r.pick([1, 2]), b)})`;
      }),
      verified: equivalent(e, result),
    };
  },
};

function factorMethod(e: Expr, v: string | undefined): string {
  const coefs = v ? polynomial(e, v) : null;
  if (coefs && coefs.length === 3 && coefs[0] !== 0) {
    const [c, b, a] = coefs;
    return `For $ax^2 + bx + c$ we look for two numbers whose product is $a \\times c = ${a * c}$ and whose sum is $b = ${b}$, split the middle term with them and group in pairs.`;
  }
  if (e.t === "add" && e.terms.length === 2) {
    return "This is a difference of two squares, so we use $a^2 - b^2 = (a - b)(a + b)$ (after taking out any common factor).";
  }
  return "First take out any common factor, then look for a known pattern or use the factor theorem.";
}

/** "Factorise x^2 + 7x + 12", "factor 4x^2 - 9y^2". */
export const factorSolver: Solver = {
  id: "factorise",
  topic: "algebra",
  solve(q) {
    // "Factor" as the instruction, not the noun ("x − 1 is a factor of …", "… ka factor hai": the
    // polynomial given back unfactored was checked for the value of k, 29 Nov 2026).
    if (
      !/\b(?:factori[sz]e|resolve into factors)\b|(?:^|[.,;:?]\s*|\b(?:then|and|now|please)\s+)factor\b(?!s?\s+(?:of|is|are)\b)/.test(
        q.text,
      )
    )
      return null;
    const e = target(q.text);
    const result = e ? factorize(e) : null;
    if (!e || !result) return null;
    const vars = variables(e);
    const irreducible = result.t !== "mul" && !(result.t === "pow" && result.base.t === "add");
    return {
      explanation: explanation({
        intro: `To factorise means to write the expression as a product of simpler factors.\n\n${display(print(e, "tex"))}`,
        steps: [
          { title: "Choose a method", body: factorMethod(e, vars.length === 1 ? vars[0] : undefined) },
          {
            title: irreducible ? "Conclusion" : "Write the factors",
            body: irreducible
              ? "This expression has no factors with whole-number coefficients, so it stays as it is."
              : display(`${print(e, "tex")} = ${tex(result)}`),
          },
          {
            title: "Check by expanding",
            body: `Multiplying the factors out gives back $${tex(expandExpr(result) ?? result)}$, the original expression. ✓`,
          },
        ],
        answer: `$${tex(result)}$`,
      }),
      finalAnswer: plain(result),
      similarQuestions: similar(q.seed, q.raw, (r) => {
        const m = r.int(1, 8) * r.pick([1, -1]);
        const n = r.int(1, 8) * r.pick([1, -1]);
        if (e.t === "add" && e.terms.length === 2)
          return `Factorise ${polyPlain([r.pick([1, 4, 9]), 0, -r.pick([1, 4, 16, 25])])}`;
        return `Factorise ${polyPlain([1, m + n, m * n])}`;
      }),
      verified: equivalent(e, result),
      answerForm: "factored",
    };
  },
};
