import { factorize, numeric, solveFor, substitute } from "../cas";
import { display, explanation, type Step } from "../explain";
import type { Expr } from "../expr/ast";
import { variables } from "../expr/ast";
import { close } from "../expr/equivalent";
import { parseExpr } from "../expr/parse";
import { assignments, equations, mainVariable } from "../extract";
import { dec, numPlain, numTex, plain, tex } from "../format";
import { linearPlain, polyPlain } from "../poly-text";
import { type Rng, similar } from "../rng";
import { perturbed } from "../similar";
import type { Question, Solver, SolverOutput } from "../types";
import {
  denominators,
  difference,
  type Equation,
  equationTex,
  expandTimes,
  lcmOf,
  parseEquation,
  polynomial,
} from "./equation-parse";
import { solveLinear } from "./linear";
import { integerCoefficients, type Root, solveQuadratic } from "./quadratic";

/** Linear, quadratic and other single-variable equations ("solve 2x + 3 = 11", "find the roots of ..."). */
export const equationSolver: Solver = {
  id: "equation",
  topic: "algebra",
  solve(q) {
    const found = equations(q.text).filter((e) => !/^[a-z]\s*=\s*-?[\d.]+$/.test(e.trim()));
    if (found.length !== 1 || /\b(differentiate|derivative|integra|limit|d\/dx|dy\/dx)/.test(q.text))
      return null;
    const parsed = parseEquation(found[0]);
    if (!parsed) return null;
    const known = knownValue(parsed, q.text);
    const eq = known?.eq ?? parsed;
    const diff = difference(eq);
    const vars = variables(diff);
    const v = known ? vars[0] : mainVariable(found[0], q.text);
    if (!v || vars.length !== 1 || vars[0] !== v) return null;
    if (known) {
      const out = solveSimplified(q, eq, v);
      return out && { ...out, explanation: `${known.note}\n\n${out.explanation}` };
    }
    return solveSimplified(q, eq, v);
  },
};

/** "x = 2 is a root of x^2 + kx - 6 = 0": put the known value in, leaving one unknown. */
function knownValue(eq: Equation, text: string): { eq: Equation; note: string } | null {
  const vars = variables(difference(eq));
  if (vars.length !== 2) return null;
  const given = assignments(text);
  const known = vars.find((v) => given.has(v));
  const value = known ? parseExpr(given.get(known) ?? "") : null;
  if (!known || !value) return null;
  const lhs = substitute(eq.lhs, { [known]: value });
  const rhs = substitute(eq.rhs, { [known]: value });
  if (!lhs || !rhs) return null;
  return {
    eq: { lhs, rhs },
    note: `We are told $${known} = ${tex(value)}$, so we substitute it into $${equationTex(eq)}$ and solve for the remaining unknown.`,
  };
}

function solveSimplified(q: Question, eq: Equation, v: string): SolverOutput | null {
  {
    const diff = difference(eq);
    const lcm = lcmOf(denominators(diff));
    const cleared = expandTimes(diff, lcm);
    const coefs = polynomial(cleared, v);
    if (coefs && coefs.length === 2) return linear(q, eq, v);
    if (coefs && coefs.length === 3) return quadratic(q, eq, v, coefs);
    return general(q, eq, v);
  }
}

function rootsAnswer(v: string, roots: { plain: string }[]): string {
  return roots.map((r) => `${v} = ${r.plain}`).join(", ");
}

function linear(q: Question, eq: Equation, v: string): SolverOutput | null {
  const work = solveLinear(eq, v);
  if (!work) return null;
  const final =
    work.root === "all"
      ? "all real numbers"
      : work.root === "none"
        ? "no solution"
        : `${v} = ${numPlain(work.root)}`;
  return {
    explanation: explanation({
      intro: `This is a linear equation in $${v}$. We keep it balanced: whatever we do to one side, we do to the other.\n\n${display(equationTex(eq))}`,
      steps: work.steps,
      answer: typeof work.root === "number" ? `$${v} = ${numTex(work.root)}$` : final,
    }),
    finalAnswer: final,
    similarQuestions: similar(q.seed, q.raw, (r) =>
      linearQuestion(r, v, /\(/.test(q.text), /\/\s*\d/.test(q.text)),
    ),
    verified: typeof work.root !== "number" || checks(eq, v, [work.root]),
  };
}

function linearQuestion(r: Rng, v: string, brackets: boolean, fractions: boolean): string {
  const x = r.int(-6, 12);
  const a = r.pick([2, 3, 4, 5, 6, 7]);
  const b = r.int(1, 15) * r.pick([1, -1]);
  if (fractions) {
    const d = r.pick([2, 3, 4, 5]);
    const k = r.int(1, 9);
    return `Solve ${v}/${d} + ${k} = ${x + k}`;
  }
  if (brackets) {
    const c = r.pick([2, 3, 4]);
    return `Solve ${a}(${linearPlain(1, b, v)}) = ${linearPlain(c, a * (x + b) - c * x, v)}`;
  }
  return `Solve ${linearPlain(a, b, v)} = ${a * x + b}`;
}

function quadratic(q: Question, eq: Equation, v: string, coefs: number[]): SolverOutput | null {
  const ints = integerCoefficients([...coefs].reverse());
  if (!ints) return general(q, eq, v);
  const [a, b, c] = ints[0] < 0 ? ints.map((x) => -x) : ints;
  const work = solveQuadratic(a, b, c, v);
  const steps: Step[] = [];
  const standard = `${polyPlain([a, b, c], v)} = 0`;
  if (print(eq) !== standard) {
    steps.push({
      title: "Bring every term to one side",
      body: `Move all terms to the left-hand side (and clear any brackets or fractions) so the right-hand side is $0$.`,
    });
  }
  steps.push(...work.steps);
  const final = work.roots.length === 0 ? "no real roots" : rootsAnswer(v, work.roots);
  return {
    explanation: explanation({
      intro: `This is a quadratic equation in $${v}$ (the highest power of $${v}$ is 2), so it can have at most two roots.\n\n${display(equationTex(eq))}`,
      steps,
      answer:
        work.roots.length === 0
          ? "There are no real roots."
          : work.roots.map((r) => `$${v} = ${r.tex}$`).join(" and "),
    }),
    finalAnswer: final,
    similarQuestions: similar(q.seed, q.raw, (r) =>
      quadraticQuestion(r, v, work.discriminant, work.roots, a),
    ),
    verified: rootsCheck(eq, v, work.roots),
  };
}

function print(eq: Equation): string {
  return `${plain(eq.lhs)} = ${plain(eq.rhs)}`;
}

function quadraticQuestion(r: Rng, v: string, d: number, roots: Root[], a: number): string {
  if (d < 0) {
    const p = r.int(1, 5);
    return `Solve ${polyPlain([1, r.pick([-1, 1]) * p, p * p + r.int(1, 6)], v)} = 0`;
  }
  const r1 = r.int(-7, 7);
  if (d === 0) return `Solve the quadratic equation ${polyPlain([1, -2 * r1, r1 * r1], v)} = 0`;
  if (roots.some((x) => !Number.isInteger(x.value)) && roots.every((x) => !x.plain.includes("sqrt"))) {
    const k = a > 1 ? a : 2;
    const m = r.pick([-3, -1, 1, 3, 5]);
    return `Find the roots of ${polyPlain([k, -(k * r1 + m), m * r1], v)} = 0`;
  }
  if (roots.some((x) => x.plain.includes("sqrt"))) {
    const p = r.int(1, 4);
    return `Solve ${polyPlain([1, -2 * p, p * p - r.pick([2, 3, 5, 6, 7])], v)} = 0`;
  }
  let r2 = r.int(-7, 7);
  if (r2 === r1) r2 = r1 + 1;
  return `Solve ${polyPlain([1, -(r1 + r2), r1 * r2], v)} = 0`;
}

function checks(eq: Equation, v: string, roots: number[]): boolean {
  return roots.every((x) => {
    const l = numeric(eq.lhs, { [v]: x });
    const r = numeric(eq.rhs, { [v]: x });
    return l !== null && r !== null && close(l, r);
  });
}

// Each root found by hand must satisfy the original equation. (Asking nerdamer's general solver
// as well cost more than the whole explanation, so the substitution check stands alone.)
function rootsCheck(eq: Equation, v: string, roots: Root[]): boolean {
  return checks(
    eq,
    v,
    roots.map((r) => r.value),
  );
}

function general(q: Question, eq: Equation, v: string): SolverOutput | null {
  const diff = difference(eq);
  const solved = solveFor(diff, v);
  if (!solved) return null;
  const roots = solved.real
    .map((e) => ({ e, value: numeric(e) }))
    .filter((x): x is { e: typeof x.e; value: number } => x.value !== null && checks(eq, v, [x.value]))
    .sort((x, y) => x.value - y.value);
  // With no verified real root we cannot tell "none exist" from "nerdamer did not find them".
  if (roots.length === 0) return null;
  const factored = factorize(diff);
  const steps: Step[] = [
    {
      title: "Bring every term to one side",
      body: display(`${tex(diff)} = 0`),
    },
  ];
  if (factored && factored.t === "mul") {
    steps.push({
      title: "Factorise",
      body: `${display(`${tex(factored)} = 0`)}\n\nSet each factor equal to zero.`,
    });
  }
  // nerdamer answers some equations numerically (e.g. 78708775/41524143); show those as decimals.
  const exact = (e: Expr) => plain(e).length <= 24 && !/\d{6,}/.test(plain(e));
  const rootTex = (r: { e: Expr; value: number }) => (exact(r.e) ? tex(r.e) : `${dec(r.value, 4)}`);
  const rootPlain = (r: { e: Expr; value: number }) => (exact(r.e) ? plain(r.e) : dec(r.value, 4));
  steps.push({
    title: "Solve and check",
    body: `Solving gives ${roots.map((r) => `$${v} ${exact(r.e) ? "=" : "\\approx"} ${rootTex(r)}$`).join(", ")}. Substituting each value back into the original equation makes both sides equal.`,
  });
  const final = roots.map((r) => `${v} = ${rootPlain(r)}`).join(", ");
  return {
    explanation: explanation({
      intro: `We need every value of $${v}$ that makes both sides equal.\n\n${display(equationTex(eq))}`,
      steps,
      answer: roots.map((r) => `$${v} = ${rootTex(r)}$`).join(", "),
    }),
    finalAnswer: final,
    similarQuestions: polynomial(diff, v)
      ? similar(q.seed, q.raw, (r) => {
          const [x1, x2, x3] = [r.int(-4, -1), r.int(0, 2), r.int(3, 6)];
          return `Solve ${polyPlain([1, -(x1 + x2 + x3), x1 * x2 + x1 * x3 + x2 * x3, -x1 * x2 * x3], v)} = 0`;
        })
      : perturbed(q, (text) => equationSolver.solve(text)),
    verified: true,
  };
}
