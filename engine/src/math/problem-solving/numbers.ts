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
    // "The sum of the squares of two consecutive numbers", "of their cubes": a sum of something else
    // than the numbers is another question (consecutiveSquaresSolver), never this one's.
    const sumOfOther =
      /\bsum of (?:the |their )?(?:squares?|cubes?|reciprocals?|square roots?|products?|halves|doubles?)\b/.test(
        t,
      );
    if (consecutive && sum && !sumOfOther && !/\bproduct\b/.test(t)) {
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

/**
 * Two consecutive numbers from their product or the sum of their squares: "the product of two
 * consecutive positive integers is 132", "the sum of the squares of two consecutive natural numbers is
 * 313". The quadratic in the smaller number is solved and the positive root kept (the question says
 * positive or natural); the pair is put back into the question's own sentence as the check.
 */
export const consecutiveQuadraticSolver: Solver = {
  id: "consecutive-quadratic",
  topic: "problem-solving",
  solve(q) {
    const t = q.text;
    const m = t.match(
      /\b(?:the\s+)?(product|sum of (?:the |their )?squares) of (?:the\s+)?(?:2|two) consecutive (even |odd )?(positive |natural |whole )?(?:numbers|integers)\s*(?:is|=)\s*(\d+)\b|\b(?:2|two) consecutive (even |odd )?(positive |natural |whole )?(?:numbers|integers) whose (product|sum of (?:the )?squares) is (\d+)\b/,
    );
    if (!m) return null;
    const kind = (m[1] ?? m[7]) as string;
    const parity = m[2] ?? m[5];
    const positive = Boolean(m[3] ?? m[6]) || /\bpositive\b|\bnatural\b/.test(t);
    const value = Number(m[4] ?? m[8]);
    if (!positive) return null;
    if (!/\b(?:find|what are|which are|determine)\b/.test(t)) return null;
    const step = parity ? 2 : 1;
    const product = kind === "product";
    // product: x(x + step) = v → x² + step·x − v = 0; squares: x² + (x + step)² = v → 2x² + 2·step·x + step² − v = 0.
    const [a, b, c] = product ? [1, step, -value] : [2, 2 * step, step * step - value];
    const disc = b * b - 4 * a * c;
    if (disc < 0) return null;
    const x = (-b + Math.sqrt(disc)) / (2 * a);
    if (!Number.isInteger(x) || x <= 0) return null;
    if (parity === "even " && x % 2 !== 0) return null;
    if (parity === "odd " && x % 2 !== 1) return null;
    const y = x + step;
    const back = product ? x * y : x * x + y * y;
    if (back !== value) return null;
    const equation = product ? `x(x + ${step}) = ${value}` : `x^2 + (x + ${step})^2 = ${value}`;
    const quadratic = `${a === 1 ? "" : a}x^2 + ${b}x - ${-c} = 0`;
    return {
      explanation: explanation({
        intro: `Let the 2 consecutive ${parity ?? ""}${positive ? "positive " : ""}numbers be $x$ and $x + ${step}$; their ${product ? "product" : "squares add up to"} $${value}$.`,
        steps: [
          { title: "Form the equation", body: display(`${equation} ;Rightarrow; ${quadratic}`) },
          {
            title: "Solve and keep the positive root",
            body: display(
              `x = \\frac{-${b} \\pm \\sqrt{${b}^2 + 4 \\times ${a} \\times ${-c}}}{${2 * a}} = \\frac{-${b} \\pm ${show(Math.sqrt(disc))}}{${2 * a}} \\;\\Rightarrow\\; x = ${x}`,
            ),
          },
          {
            title: "Check",
            body: display(
              product ? `${x} \\times ${y} = ${back}` : `${x}^2 + ${y}^2 = ${x * x} + ${y * y} = ${back}`,
            ),
          },
        ],
        answer: `The numbers are **${x}, ${y}**.`,
      }),
      finalAnswer: `${x}, ${y}`,
      similarQuestions: similar(q.seed, q.raw, (r) => {
        const n = r.int(4, 20);
        return product
          ? `The product of two consecutive positive integers is ${n * (n + 1)}. Find them.`
          : `The sum of the squares of two consecutive natural numbers is ${n * n + (n + 1) * (n + 1)}. Find the numbers.`;
      }),
      verified: true,
    };
  },
};
