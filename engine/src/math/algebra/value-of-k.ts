import { numeric, simplifyExpr, solveFor, substitute } from "../cas";
import { display, explanation } from "../explain";
import { type Expr, num } from "../expr/ast";
import { parseExpr } from "../expr/parse";
import { numPlain, numTex, show, tex } from "../format";
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
    if (/\bfactor of\b|\b(?:zero|0|roots?|solutions?) of\b|\bremainder\b/.test(t)) return factorTheorem(q, t);
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
    // The right side whole: "= k - 3" is k − 3, not k (a truncated side was checked, 29 Nov 2026).
    ...t.matchAll(
      /((?:[-+]?\s*(?:\d+(?:\.\d+)?|k|\d+k)?\s*[xy]\s*)+)=\s*(-?\s*(?:\d+(?:\.\d+)?k?|k)(?:\s*[-+]\s*(?:\d+(?:\.\d+)?k?|k))*)(?![\w.(^*/])/g,
    ),
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
  if (fit.length === 0) return null;
  // A k that makes the lines parallel may make them the same line (or the other way round): said so.
  const dropped = ks.filter((k) => !fit.includes(k));
  const droppedNote = dropped.length
    ? ` With ${dropped.map((k) => `$k = ${numTex(k)}$`).join(" and ")} the lines are ${infinite ? "parallel but not the same (no solution)" : "the same line (infinitely many solutions)"}, so ${dropped.length > 1 ? "those values are" : "that value is"} left out.`
    : "";
  const ratios = `\\frac{a_1}{a_2} = \\frac{${tex(p.a)}}{${tex(r.a)}},\\quad \\frac{b_1}{b_2} = \\frac{${tex(p.b)}}{${tex(r.b)}},\\quad \\frac{c_1}{c_2} = \\frac{${tex(p.c)}}{${tex(r.c)}}`;
  return answer(
    q,
    fit,
    `For $${eqs.map(([lhs, rhs]) => `${lhs.trim()} = ${rhs}`).join("$ and $")}$: $${ratios}$. ${
      infinite
        ? "Two linear equations have infinitely many solutions when they are the same line: $\\frac{a_1}{a_2} = \\frac{b_1}{b_2} = \\frac{c_1}{c_2}$."
        : "Two linear equations have no solution when their lines are parallel: $\\frac{a_1}{a_2} = \\frac{b_1}{b_2} \\ne \\frac{c_1}{c_2}$."
    }${droppedNote}`,
    `${tex(simplifyExpr(parallel) ?? parallel)} = 0`,
    (g) =>
      `Find the value of k for which 2x + 3y = 7 and ${2 * g.int(2, 4)}x + ky = ${7 * g.int(2, 4)} have infinitely many solutions.`,
  );
}

const POLY = `[-+0-9xk^*. ()]*[0-9xk)]`;
const LINEAR = String.raw`\(?\s*(\d*(?:\.\d+)?)\s*x\s*([-+])\s*(\d+(?:\.\d+)?)\s*\)?`;

/**
 * The factor and remainder theorems: "x − 1 is a factor of x² + kx + 3" (p(1) = 0), "2 is a zero of
 * …" (p(2) = 0), "… leaves remainder 5 when divided by x − 2" (p(2) = 5). The polynomial is every
 * character after "of" that can be part of one; k is found from the one condition and put back.
 */
function factorTheorem(q: { seed: number; raw: string }, t: string): SolverOutput | null {
  let divisor: { m: number; c: number } | null = null;
  let poly: string | undefined;
  let remainder = 0;
  let said = "";
  const linear = (m: RegExpMatchArray, i: number) => ({
    m: m[i] === "" || m[i] === undefined ? 1 : Number(m[i]),
    c: (m[i + 1] === "-" ? -1 : 1) * Number(m[i + 2]),
  });
  const factor = t.match(
    new RegExp(
      String.raw`(?:^|[\s,])${LINEAR}\s+is\s+a\s+factor\s+of\s+(?:the\s+polynomial\s+)?(?:[pfg]\(x\)\s*=\s*)?(${POLY})`,
    ),
  );
  // A zero of a polynomial, or a root of its equation: "2 is a root of x² − 5x + k = 0", "one root
  // of x² − 5x + k = 0 is 2" (the polynomial is then zero there too).
  const rootFirst = t.match(
    new RegExp(
      String.raw`\b(?:one|1)\s+(?:of\s+the\s+|of\s+its\s+)?(?:roots?|zero(?:e)?s?|solutions?)\s+of\s+(?:the\s+(?:quadratic\s+)?(?:equation|polynomial)\s+)?(${POLY})(?:\s*=\s*0)?\s+is\s+(-?\d+(?:\.\d+)?)`,
    ),
  );
  const zero =
    t.match(
      new RegExp(
        String.raw`(?:^|[\s,])(?:x\s*=\s*)?(-?\d+(?:\.\d+)?)\s+is\s+a\s+(?:zero|0|root|solution)\s+of\s+(?:the\s+(?:quadratic\s+)?(?:polynomial|equation)\s+)?(?:[pfg]\(x\)\s*=\s*)?(${POLY})(?:\s*=\s*0)?`,
      ),
    ) ?? (rootFirst ? ([rootFirst[0], rootFirst[2], rootFirst[1]] as unknown as RegExpMatchArray) : null);
  if (zero && rootFirst) (zero as RegExpMatchArray).index = rootFirst.index;
  const rem =
    t.match(
      new RegExp(
        String.raw`(?:^|[\s,])(?:[pfg]\(x\)\s*=\s*)?(${POLY})\s+(?:is\s+divided|when\s+divided|on\s+division)\s+by\s+${LINEAR}\s*,?\s*(?:the\s+)?remainder\s+(?:is|comes out to be|obtained is)\s+(-?\d+(?:\.\d+)?)`,
      ),
    ) ??
    t.match(
      new RegExp(
        String.raw`(?:^|[\s,])(?:[pfg]\(x\)\s*=\s*)?(${POLY})\s+leaves\s+(?:a\s+|the\s+)?remainder\s+(-?\d+(?:\.\d+)?)\s+when\s+(?:it\s+is\s+)?divided\s+by\s+${LINEAR}`,
      ),
    );
  const found = [factor, zero, rem].filter(Boolean);
  // One condition, on one polynomial that ends its clause ("… + 3, find k"; not "… + 3 and x + 1 is …").
  if (
    found.length !== 1 ||
    (t.match(/\bfactor of\b|\b(?:zero|0|zeroes|zeros|roots?|solutions?) of\b|\bremainder\b/g) ?? [])
      .length !== 1
  )
    return null;
  // "Find the other root" is another question (k first, then the equation solved).
  if (/\bother (?:root|zero|solution)\b/.test(t)) return null;
  const hit = found[0] as RegExpMatchArray;
  const rest = t.slice((hit.index ?? 0) + hit[0].length);
  if (
    !/^\s*(?:[,.?;]|$|then\b|find\b|what\b)/.test(rest) &&
    !(rem && /^\s*(?:\.|,|$|find\b|then\b)/.test(rest))
  )
    return null;
  if (/\bnot\b/.test(t)) return null;
  if (factor) {
    divisor = linear(factor, 1);
    poly = factor[4];
    said = `${factor[1] ?? ""}x ${factor[2]} ${factor[3]} is a factor`;
  } else if (zero) {
    divisor = { m: 1, c: -Number(zero[1]) };
    poly = zero[2];
    said = `${zero[1]} is a zero`;
  } else if (rem) {
    const leaves = /\bleaves\b/.test(rem[0]);
    poly = rem[1];
    divisor = leaves ? linear(rem, 3) : linear(rem, 2);
    remainder = Number(leaves ? rem[2] : rem[5]);
    said = `the remainder is ${remainder}`;
  }
  if (!divisor || !poly || divisor.m === 0) return null;
  // The polynomial's brackets must balance, and it must have k in it and be in x.
  if ((poly.match(/\(/g) ?? []).length !== (poly.match(/\)/g) ?? []).length) return null;
  const p = parseExpr(poly.replace(/(\d|k)\s*(?=[xk(])/g, "$1*").replace(/\)\s*(?=[xk(\d])/g, ")*"));
  if (!p || !/k/.test(poly) || !/x/.test(poly)) return null;
  const a = -divisor.c / divisor.m;
  const at = substitute(p, { x: num(a) });
  if (!at) return null;
  const condition: Expr = remainder === 0 ? at : { t: "add", terms: [at, { t: "neg", arg: num(remainder) }] };
  const ks = solutions(condition);
  if (!ks) return null;
  // Put each k back: the polynomial at x = a gives the remainder asked.
  if (ks.some((k) => Math.abs((numeric(p, { x: a, k }) ?? Number.NaN) - remainder) > 1e-9)) return null;
  const theorem =
    remainder === 0 && !zero
      ? "the factor theorem"
      : zero
        ? "the meaning of a zero"
        : "the remainder theorem";
  return answer(
    q,
    ks,
    `By ${theorem}, ${said} of $p(x) = ${tex(p)}$ exactly when $p(${show(a)}) = ${show(remainder)}$ (${show(a)} is where the divisor $${divisor.m === 1 ? "" : show(divisor.m)}x ${divisor.c < 0 ? "-" : "+"} ${show(Math.abs(divisor.c))}$ is zero).`,
    `p(${show(a)}) = ${tex(at)} = ${show(remainder)}`,
    (g) => {
      const r = g.int(1, 4);
      return `Find the value of k if x - ${r} is a factor of x^2 + kx + ${g.int(1, 9) * 2}.`;
    },
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
  const shown = ks.map((k) => `k = ${numPlain(k)}`).join(", ");
  return {
    explanation: explanation({
      intro,
      steps: [
        { title: "Write the condition", body: display(condition) },
        { title: "Solve for k", body: display(ks.map((k) => `k = ${numTex(k)}`).join(",\\quad ")) },
      ],
      answer: `**${shown}**`,
    }),
    finalAnswer: shown,
    similarQuestions: similar(q.seed, q.raw, make),
    verified: true,
  };
}
