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

/**
 * Two numbers fixed by their sum (or difference) and their product, and an expression of them asked:
 * "if a + b = 10 and ab = 21, find a² + b²", "if x − y = 3 and xy = 10, find x³ − y³". The two numbers
 * are the roots of a quadratic (t² − st + p = 0); the expression is worked out with them both ways
 * round, and answered only when both give the same value (so the question fixes it). Complex numbers
 * (no real pair) are declined.
 */
export const sumProductExpressionSolver: Solver = {
  id: "sum-product-expression",
  topic: "algebra",
  solve(q) {
    const m = q.text.match(
      /^(?:if|given(?: that)?)\s+([^,;]+?=[^,;]+?)\s*(?:,\s*and|,|\band\b|;)\s*([^,;]+?=[^,;]+?)\s*(?:,|;|then)?\s*(?:then\s+)?(?:find|evaluate|what is|calculate|determine)\s+(?:the value of\s+)?([^=?;,]+?)\s*[.?]?$/,
    );
    if (!m) return null;
    const sides = [m[1], m[2]].map((e) => (e as string).split("="));
    if (sides.some((s) => s.length !== 2)) return null;
    const eqs = sides.map(([l, r]) => ({ l: parseExpr(l as string), r: parseExpr(r as string) }));
    const target = parseExpr(m[3] as string);
    if (!target || eqs.some((e) => !e.l || !e.r)) return null;
    const vars = [
      ...new Set(eqs.flatMap((e) => [...variables(e.l as Expr), ...variables(e.r as Expr)])),
    ].sort();
    if (vars.length !== 2) return null;
    const [u, v] = vars as [string, string];
    if (variables(target).some((x) => x !== u && x !== v) || variables(target).length === 0) return null;
    const f = (e: { l: Expr | null; r: Expr | null }) => (x: number, y: number) => {
      const a = numeric(e.l, { [u]: x, [v]: y });
      const b = numeric(e.r, { [u]: x, [v]: y });
      return a === null || b === null ? Number.NaN : a - b;
    };
    // Which equation is the sum (or difference) and which the product, read by evaluating them.
    const probes: [number, number][] = [
      [0, 0],
      [1, 0],
      [0, 1],
      [2, 3],
      [-1, 5],
    ];
    const linear = (g: (x: number, y: number) => number, sign: number) =>
      probes.every(([x, y]) => Math.abs(g(x, y) - g(0, 0) - (x + sign * y)) < 1e-9);
    const product = (g: (x: number, y: number) => number) =>
      probes.every(([x, y]) => Math.abs(g(x, y) - g(0, 0) - x * y) < 1e-9);
    const [g1, g2] = eqs.map(f) as [(x: number, y: number) => number, (x: number, y: number) => number];
    const [lin, prod] = product(g2) ? [g1, g2] : product(g1) ? [g2, g1] : [null, null];
    if (!lin || !prod) return null;
    const sign = linear(lin, 1) ? 1 : linear(lin, -1) ? -1 : 0;
    if (sign === 0) return null;
    const s = -lin(0, 0);
    const p = -prod(0, 0);
    // u + v = s, uv = p: u, v are the roots of t² − st + p = 0. u − v = s, uv = p: v² + sv − p = 0.
    const disc = sign === 1 ? s * s - 4 * p : s * s + 4 * p;
    if (disc < -1e-12) return null;
    const root = Math.sqrt(Math.max(0, disc));
    const pairs: [number, number][] =
      sign === 1
        ? [
            [(s + root) / 2, (s - root) / 2],
            [(s - root) / 2, (s + root) / 2],
          ]
        : [
            [(s + root) / 2, (-s + root) / 2],
            [(s - root) / 2, (-s - root) / 2],
          ];
    const values = pairs.map(([x, y]) => numeric(target, { [u]: x, [v]: y }));
    if (values.some((y) => y === null || !Number.isFinite(y))) return null;
    const first = values[0] as number;
    if (!values.every((y) => Math.abs((y as number) - first) < 1e-7 * Math.max(1, Math.abs(first))))
      return null;
    // The pairs solve both equations (the check of the reading).
    if (!pairs.every(([x, y]) => Math.abs(lin(x, y)) < 1e-7 && Math.abs(prod(x, y)) < 1e-7)) return null;
    const value = Math.abs(first - Math.round(first)) < 1e-9 ? Math.round(first) : first;
    const nice = (x: number) => show(Math.round(x * 1e6) / 1e6);
    const [a0, b0] = pairs[0] as [number, number];
    return {
      explanation: explanation({
        intro: `$${u} ${sign === 1 ? "+" : "-"} ${v} = ${show(s)}$ and $${u}${v} = ${show(p)}$ fix the two numbers; then $${tex(target)}$ is worked out.`,
        steps: [
          {
            title: "Find the two numbers",
            body:
              sign === 1
                ? `They are the roots of $t^2 - ${show(s)}t + ${show(p)} = 0$: $${u} = ${nice(a0)}, ${v} = ${nice(b0)}$ (or the other way round).`
                : `With $${u} = ${v} + ${show(s)}$: $${v}^2 + ${show(s)}${v} - ${show(p)} = 0$, so $${u} = ${nice(a0)}, ${v} = ${nice(b0)}$ (or $${u} = ${nice((pairs[1] as [number, number])[0])}, ${v} = ${nice((pairs[1] as [number, number])[1])}$).`,
          },
          {
            title: "Work out the expression",
            body: `${display(`${tex(target)} = ${show(value)}`)}The same for both pairs, so the question fixes it.`,
          },
        ],
        answer: `**${show(value)}**`,
      }),
      finalAnswer: show(value),
      similarQuestions: similar(q.seed, q.raw, (r) => {
        const a = r.int(1, 6);
        const b = r.int(2, 9);
        return `If a + b = ${a + b} and ab = ${a * b}, find a^2 + b^2.`;
      }),
      verified: true,
    };
  },
};
