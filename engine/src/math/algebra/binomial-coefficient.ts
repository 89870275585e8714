import { coefficients, expandExpr } from "../cas";
import { display, explanation } from "../explain";
import { variables } from "../expr/ast";
import { parseExpr } from "../expr/parse";
import { show, tex } from "../format";
import { similar } from "../rng";
import type { Solver } from "../types";

/**
 * "The coefficient of x³ in (2 + x)⁵": the binomial theorem's term C(n, k)·a^(n−k)·b^k, checked
 * against the CAS's full expansion of the same power (the two must agree).
 */
export const binomialCoefficientSolver: Solver = {
  id: "binomial-coefficient",
  topic: "algebra",
  solve(q) {
    const m = q.text.match(
      /\bcoefficient of ([a-z])(?:\^(\d+))? in (?:the expansion of )?\(([^()]+)\)\^(\d+)\s*[?.]?$/,
    );
    if (!m) return null;
    const v = m[1] as string;
    const k = Number(m[2] ?? 1);
    const n = Number(m[4]);
    if (!Number.isInteger(n) || n < 1 || n > 20 || k > n) return null;
    const inner = parseExpr(m[3] as string);
    if (!inner || variables(inner).some((x) => x !== v)) return null;
    const c = coefficients(inner, v);
    if (c?.length !== 2) return null;
    const [a, b] = c as [number, number];
    let choose = 1;
    for (let i = 0; i < k; i++) choose = (choose * (n - i)) / (i + 1);
    const value = choose * a ** (n - k) * b ** k;
    const full = expandExpr(parseExpr(`(${m[3]})^${n}`) ?? inner);
    const all = full ? coefficients(full, v) : null;
    if (!all || Math.abs((all[k] ?? 0) - value) > 1e-9 * Math.max(1, Math.abs(value))) return null;
    return {
      explanation: explanation({
        intro: `By the binomial theorem, the term in $${v}^{${k}}$ of $(${tex(inner)})^{${n}}$ is $\\binom{${n}}{${k}} a^{${n - k}} b^{${k}}$ with $a = ${show(a)}$ and $b = ${show(b)}$ (the coefficient of $${v}$).`,
        steps: [
          {
            title: "The term",
            body: display(
              `\\binom{${n}}{${k}} (${show(a)})^{${n - k}} (${show(b)})^{${k}} = ${show(choose)} \\times ${show(a ** (n - k))} \\times ${show(b ** k)} = ${show(value)}`,
            ),
          },
        ],
        answer: `The coefficient of $${v}^{${k}}$ is **${show(value)}**.`,
      }),
      finalAnswer: show(value),
      similarQuestions: similar(
        q.seed,
        q.raw,
        (r) => `Find the coefficient of x^${r.int(2, 3)} in (1 + ${r.int(2, 3)}x)^${r.int(4, 6)}`,
      ),
      verified: true,
    };
  },
};
