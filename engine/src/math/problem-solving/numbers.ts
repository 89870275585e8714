import { numeric, solveFor, solveSystem } from "../cas";
import { display, explanation } from "../explain";
import type { Expr } from "../expr/ast";
import { parseExpr } from "../expr/parse";
import { show, tex } from "../format";
import { similar } from "../rng";
import type { Solver } from "../types";

function solveLinearSystem(eqs: string[], vars: string[]): Map<string, number> | null {
  const parsed = eqs.map((e) => {
    const [l, r] = e.split("=");
    const lhs = parseExpr(l);
    const rhs = parseExpr(r);
    return lhs && rhs ? ({ t: "add", terms: [lhs, { t: "neg", arg: rhs }] } as Expr) : null;
  });
  const valid = parsed.filter((p): p is Expr => p !== null);
  if (valid.length !== parsed.length) return null;
  if (vars.length === 1) {
    const roots = solveFor(valid[0], vars[0]);
    const value = roots?.real.length === 1 ? numeric(roots.real[0]) : null;
    return value === null ? null : new Map([[vars[0], value]]);
  }
  const sol = solveSystem(valid, vars);
  if (!sol) return null;
  const out = new Map<string, number>();
  for (const v of vars) {
    const value = numeric(sol.get(v) ?? null);
    if (value === null) return null;
    out.set(v, value);
  }
  return out;
}

const eqTex = (e: string) => {
  const [l, r] = e.split("=");
  const a = parseExpr(l);
  const b = parseExpr(r);
  return a && b ? `${tex(a)} = ${tex(b)}` : e;
};

/** "Sum is 50 and difference is 10", "one number is 7 more than the other", consecutive (even/odd) numbers. */
export const numberPuzzleSolver: Solver = {
  id: "number-puzzles",
  topic: "problem-solving",
  solve(q) {
    const t = q.text;
    const consecutive = t.match(
      /(\d+) consecutive (even |odd )?(?:natural |whole |positive )?(?:numbers|integers)/,
    );
    const sum = t.match(/sum (?:of [a-z0-9 ]+?)?(?:is|=|equals)\s*(-?\d+(?:\.\d+)?)/);
    if (consecutive && sum) {
      const n = Number(consecutive[1]);
      const step = consecutive[2] ? 2 : 1;
      const S = Number(sum[1]);
      const terms = Array.from({ length: n }, (_, i) => (i === 0 ? "x" : `(x + ${i * step})`));
      const sol = solveLinearSystem([`${terms.join(" + ")} = ${S}`], ["x"]);
      const x = sol?.get("x");
      if (
        x === undefined ||
        (consecutive[2] === "even " && x % 2 !== 0) ||
        (consecutive[2] === "odd " && Math.abs(x % 2) !== 1) ||
        !Number.isInteger(x)
      )
        return null;
      const values = Array.from({ length: n }, (_, i) => x + i * step);
      return {
        explanation: explanation({
          intro: `Let the smallest number be $x$. Consecutive ${consecutive[2] ?? ""}numbers go up by ${step}.`,
          steps: [
            { title: "Form the equation", body: display(`${terms.join(" + ")} = ${S}`) },
            {
              title: "Solve",
              body: display(
                `${n}x + ${show((step * n * (n - 1)) / 2)} = ${S} \\;\\Rightarrow\\; x = ${show(x)}`,
              ),
            },
          ],
          answer: `The numbers are **${values.join(", ")}**.`,
        }),
        finalAnswer: values.join(", "),
        similarQuestions: similar(q.seed, q.raw, (r) => {
          const k = r.int(2, 3);
          const start = (consecutive[2] ? 2 : 1) * r.int(5, 40);
          const total = Array.from({ length: k }, (_, i) => start + i * step).reduce((a, b) => a + b, 0);
          return `The sum of ${k === 2 ? "two" : "three"} consecutive ${consecutive[2] ?? ""}numbers is ${total}. Find the numbers.`;
        }),
        verified: true,
      };
    }
    if (!/two numbers|2 numbers/.test(t) || !sum) return null;
    const diff = t.match(/difference[a-z0-9 ]*? (?:is|=)\s*(-?\d+(?:\.\d+)?)/);
    const more = t.match(
      /(?:one|1)(?: number)? is (\d+(?:\.\d+)?) (more|less|greater|smaller) than (?:the )?other/,
    );
    const times = t.match(
      /(?:one|1)(?: number| of them)? is (\d+(?:\.\d+)?|twice|thrice)(?: times?)? (?:the )?other/,
    );
    const S = Number(sum[1]);
    let eqs: string[];
    if (diff) eqs = [`x + y = ${S}`, `x - y = ${diff[1]}`];
    else if (more) eqs = [`x + y = ${S}`, `x = y ${/more|greater/.test(more[2]) ? "+" : "-"} ${more[1]}`];
    else if (times)
      eqs = [`x + y = ${S}`, `x = ${times[1] === "twice" ? 2 : times[1] === "thrice" ? 3 : times[1]}y`];
    else return null;
    const sol = solveLinearSystem(eqs, ["x", "y"]);
    const x = sol?.get("x");
    const y = sol?.get("y");
    if (x === undefined || y === undefined) return null;
    return {
      explanation: explanation({
        intro: "Let the two numbers be $x$ (the larger) and $y$.",
        steps: [
          { title: "Write the equations", body: eqs.map((e) => display(eqTex(e))).join("\n") },
          {
            title: "Solve them together",
            body: diff
              ? `Adding the two equations: $2x = ${show(S + Number(diff[1]))}$, so $x = ${show(x)}$; then $y = ${show(S)} - ${show(x)} = ${show(y)}$.`
              : `Substitute the second equation into the first and solve: $y = ${show(y)}$, then $x = ${show(x)}$.`,
          },
          { title: "Check", body: `$${show(x)} + ${show(y)} = ${show(x + y)}$ ✓` },
        ],
        answer: `The numbers are **${show(x)} and ${show(y)}**.`,
      }),
      finalAnswer: `${show(x)} and ${show(y)}`,
      similarQuestions: similar(q.seed, q.raw, (r) => {
        const a = r.int(10, 60);
        const b = r.int(1, a - 1);
        return `The sum of two numbers is ${a + b} and their difference is ${a - b}. Find the numbers.`;
      }),
      verified: true,
    };
  },
};
