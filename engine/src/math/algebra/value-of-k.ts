import { numeric, solveFor, substitute } from "../cas";
import { display, explanation } from "../explain";
import { type Expr, num } from "../expr/ast";
import { parseExpr } from "../expr/parse";
import { show, tex } from "../format";
import { type Rng, similar } from "../rng";
import type { Solver, SolverOutput } from "../types";

/**
 * "Value of k" questions that are one condition on k (the equal-roots kind is in progressions.ts):
 * - points (x₁, y₁), (x₂, y₂), (x₃, y₃) with k in a coordinate are collinear: the triangle they make
 *   has area 0, x₁(y₂ − y₃) + x₂(y₃ − y₁) + x₃(y₁ − y₂) = 0;
 * - a pair of linear equations a₁x + b₁y = c₁, a₂x + b₂y = c₂ with k in a coefficient has infinitely
 *   many solutions (a₁/a₂ = b₁/b₂ = c₁/c₂) or none (a₁/a₂ = b₁/b₂ ≠ c₁/c₂).
 * Every k found is put back and the condition checked; anything else declines.
 */
export const valueOfKSolver: Solver = {
  id: "value-of-k",
  topic: "algebra",
  solve(q) {
    const t = q.text;
    if (!/\bk\b/.test(t)) return null;
    if (/\bcollinear\b/.test(t)) return collinear(q, t);
    if (/\binfinitely many solutions\b|\bno solutions?\b|\bcoincident\b|\bparallel\b/.test(t))
      return linearPair(q, t);
    return null;
  },
};

const COORD = String.raw`\(\s*([^,()]+?)\s*,\s*([^,()]+?)\s*\)`;

function collinear(q: { seed: number; raw: string }, t: string): SolverOutput | null {
  const points = [...t.matchAll(new RegExp(COORD, "g"))].map((m) => [m[1] as string, m[2] as string]);
  if (points.length !== 3) return null;
  const [[x1, y1], [x2, y2], [x3, y3]] = points as [[string, string], [string, string], [string, string]];
  const condition = parseExpr(
    `(${x1})*((${y2})-(${y3})) + (${x2})*((${y3})-(${y1})) + (${x3})*((${y1})-(${y2}))`,
  );
  if (!condition) return null;
  const ks = solutions(condition);
  if (!ks) return null;
  return answer(
    q,
    ks,
    `Three points are collinear exactly when the triangle they make has no area: $x_1(y_2 - y_3) + x_2(y_3 - y_1) + x_3(y_1 - y_2) = 0$.`,
    `${tex(condition)} = 0`,
    (r) => {
      const m = r.int(1, 3);
      return `Find k if the points (1, ${1 + m}), (3, k) and (5, ${1 + 5 * m}) are collinear.`;
    },
  );
}

function linearPair(q: { seed: number; raw: string }, t: string): SolverOutput | null {
  const eqs = [
    ...t.matchAll(/((?:[-+]?\s*(?:\d+(?:\.\d+)?|k|\d+k)?\s*[xy]\s*)+)=\s*(-?\s*(?:\d+(?:\.\d+)?k?|k))/g),
  ].map((m) => [m[1] as string, (m[2] as string).replace(/\s+/g, "")]);
  if (eqs.length !== 2) return null;
  const at = (e: Expr, x: number, y: number) => substitute(e, { x: num(x), y: num(y) });
  const parts = eqs.map(([lhs, rhs]) => {
    const e = parseExpr(lhs);
    const c = parseExpr(rhs);
    if (!e || !c) return null;
    const zero = at(e, 0, 0);
    const ax = at(e, 1, 0);
    const by = at(e, 0, 1);
    if (!zero || !ax || !by || Math.abs(numeric(zero, { k: 0.37 }) ?? 1) > 1e-9) return null;
    return { a: ax, b: by, c };
  });
  if (parts.some((x) => !x)) return null;
  const [p, r] = parts as { a: Expr; b: Expr; c: Expr }[] as [
    { a: Expr; b: Expr; c: Expr },
    { a: Expr; b: Expr; c: Expr },
  ];
  const cross = (u: Expr, v: Expr, w: Expr, z: Expr): Expr => ({
    t: "add",
    terms: [
      { t: "mul", factors: [u, v] },
      { t: "neg", arg: { t: "mul", factors: [w, z] } },
    ],
  });
  // a₁b₂ − a₂b₁ = 0 makes the lines parallel or the same; then b₁c₂ − b₂c₁ decides which.
  const parallel = cross(p.a, r.b, r.a, p.b);
  const same = cross(p.b, r.c, r.b, p.c);
  const infinite = /\binfinitely many\b|\bcoincident\b/.test(t);
  const ks = solutions(parallel);
  if (!ks) return null;
  const fit = ks.filter((k) => {
    const s = numeric(same, { k });
    return s !== null && (infinite ? Math.abs(s) < 1e-9 : Math.abs(s) > 1e-9);
  });
  if (fit.length === 0 || fit.length !== ks.length) return null;
  const ratios = `\\frac{a_1}{a_2} = \\frac{${tex(p.a)}}{${tex(r.a)}},\\quad \\frac{b_1}{b_2} = \\frac{${tex(p.b)}}{${tex(r.b)}},\\quad \\frac{c_1}{c_2} = \\frac{${tex(p.c)}}{${tex(r.c)}}`;
  return answer(
    q,
    fit,
    `For $${eqs.map(([lhs, rhs]) => `${lhs.trim()} = ${rhs}`).join("$ and $")}$: $${ratios}$. ${
      infinite
        ? "Two linear equations have infinitely many solutions when they are the same line: $\\frac{a_1}{a_2} = \\frac{b_1}{b_2} = \\frac{c_1}{c_2}$."
        : "Two linear equations have no solution when their lines are parallel: $\\frac{a_1}{a_2} = \\frac{b_1}{b_2} \\ne \\frac{c_1}{c_2}$."
    }`,
    `${tex(parallel)} = 0`,
    (g) =>
      `Find the value of k for which 2x + 3y = 7 and ${2 * g.int(2, 4)}x + ky = ${7 * g.int(2, 4)} have infinitely many solutions.`,
  );
}

/** The real k that make `e` zero, each checked by putting it back; null when none or not a condition on k. */
function solutions(e: Expr): number[] | null {
  const roots = solveFor(e, "k");
  if (!roots || roots.real.length === 0) return null;
  const ks = roots.real.map((r) => numeric(r)).filter((v): v is number => v !== null);
  if (ks.length === 0 || ks.some((k) => Math.abs(numeric(e, { k }) ?? 1) > 1e-9)) return null;
  return [...new Set(ks.map((k) => Math.round(k * 1e9) / 1e9))].sort((a, b) => a - b);
}

function answer(
  q: { seed: number; raw: string },
  ks: number[],
  intro: string,
  condition: string,
  make: (r: Rng) => string,
): SolverOutput {
  const shown = ks.map((k) => `k = ${show(k)}`).join(", ");
  return {
    explanation: explanation({
      intro,
      steps: [
        { title: "Write the condition", body: display(condition) },
        { title: "Solve for k", body: display(ks.map((k) => `k = ${show(k)}`).join(",\\quad ")) },
      ],
      answer: `**${shown}**`,
    }),
    finalAnswer: shown,
    similarQuestions: similar(q.seed, q.raw, make),
    verified: true,
  };
}
