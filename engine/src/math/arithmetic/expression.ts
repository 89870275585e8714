import { display, explanation, type Step } from "../explain";
import { parseExpr } from "../expr/parse";
import { dec, fracPlain, mixedTex, show } from "../format";
import { type Rng, similar } from "../rng";
import type { Solver } from "../types";
import { type ANode, toTree, treeTex, type Val, valTex } from "./evaluate";
import { evaluateSteps } from "./steps";
import { arithmeticInput } from "./words";

function countOps(n: ANode): number {
  return n.t === "val" ? 0 : n.t === "un" ? 1 + countOps(n.a) : 1 + countOps(n.a) + countOps(n.b);
}

function answerOf(v: Val, fractions: boolean): { plain: string; tex: string; extra: string } {
  if (!v.exact) return { plain: dec(v.approx, 4), tex: dec(v.approx, 4), extra: "" };
  const n = Number(v.exact.s * v.exact.n);
  const d = Number(v.exact.d);
  if (d === 1) return { plain: String(n), tex: String(n), extra: "" };
  const terminating = /^-?\d+\.\d{1,6}$/.test(String(v.approx));
  const ratio = { n, d };
  if (!fractions && terminating) return { plain: show(v.approx), tex: show(v.approx), extra: "" };
  const mixed = Math.abs(n) > d ? ` = ${mixedTex(ratio)}` : "";
  return {
    plain: fracPlain(ratio),
    tex: `${valTex(v, true)}${mixed}`,
    extra: ` (about $${dec(v.approx, 4)}$ as a decimal)`,
  };
}

/** Numeric expressions: BODMAS, fractions, decimals, powers, roots, factorials — one operation per step. */
export const expressionSolver: Solver = {
  id: "arithmetic-expression",
  topic: "arithmetic",
  solve(q) {
    const input = arithmeticInput(q.raw);
    if (!input) return null;
    const e = parseExpr(input.expr);
    const tree = e ? toTree(e, input.fractions) : null;
    if (!tree || tree.t === "val") return null;
    const result = evaluateSteps(tree, input.fractions);
    const steps: Step[] = [];
    if (input.mixed.length) {
      steps.push({
        title: "Change mixed numbers into improper fractions",
        body: input.mixed
          .map((m) =>
            display(
              `${m.whole}\\tfrac{${m.num}}{${m.den}} = \\frac{${m.whole} \\times ${m.den} + ${m.num}}{${m.den}} = \\frac{${m.whole * m.den + m.num}}{${m.den}}`,
            ),
          )
          .join("\n"),
      });
    }
    const start = treeTex(tree, input.fractions);
    if ("error" in result) {
      return {
        explanation: explanation({
          intro: display(start),
          steps: [{ title: "Why there is no answer", body: result.error }],
          answer: "undefined",
        }),
        finalAnswer: "undefined",
        similarQuestions: similar(q.seed, q.raw, (r) => bodmasQuestion(r)),
        verified: true,
      };
    }
    steps.push(...result.steps);
    const ans = answerOf(result.value, input.fractions);
    const bodmas = countOps(tree) > 1;
    return {
      explanation: explanation({
        intro: `${bodmas ? "We follow **BODMAS**: Brackets, Orders (powers and roots), Division and Multiplication (left to right), then Addition and Subtraction (left to right).\n\n" : ""}${display(start)}`,
        steps,
        answer: `$${start} = ${ans.tex}$${ans.extra}`,
      }),
      finalAnswer: ans.plain,
      similarQuestions: similar(q.seed, q.raw, (r) =>
        similarTo(r, `${q.raw} ${input.expr}`, input.fractions, input.mixed.length > 0),
      ),
      verified: true,
    };
  },
};

function bodmasQuestion(r: Rng): string {
  const [a, b, c, d] = [r.int(2, 20), r.int(2, 9), r.int(2, 9), r.int(1, 9)];
  return `Evaluate ${a} + ${b * c} ÷ ${c} × ${d} - ${r.int(1, a)}`;
}

function similarTo(r: Rng, raw: string, fractions: boolean, mixed: boolean): string {
  const frac = () => {
    const d = r.pick([2, 3, 4, 5, 6, 8, 9, 10, 12]);
    return `${r.int(1, d - 1)}/${d}`;
  };
  if (/\d\/\d+ of /.test(raw)) return `What is ${frac()} of ${r.int(2, 30) * 12}?`;
  if (/square of|cube of/i.test(raw)) return `Find the ${r.pick(["square", "cube"])} of ${r.int(2, 30)}`;
  if (mixed)
    return `What is ${r.int(1, 4)} ${r.pick(["1/2", "1/3", "2/3", "3/4", "2/5"])} × ${r.int(1, 3)} ${r.pick(["1/4", "1/2", "3/5", "2/7"])}?`;
  if (fractions) {
    const op = /divide|÷/i.test(raw)
      ? "Divide"
      : /multipl|×|\*/i.test(raw)
        ? "Multiply"
        : /subtract|−|-/.test(raw)
          ? "Subtract"
          : "Add";
    return op === "Subtract"
      ? `Subtract ${frac()} from ${r.int(1, 3)}`
      : `${op} ${frac()} ${op === "Add" ? "and" : "by"} ${frac()}`;
  }
  if (/!/.test(raw)) return `Find the value of ${r.int(4, 8)}!`;
  if (/√|sqrt|root/i.test(raw))
    return `Find the square root of ${r.pick([49, 64, 81, 121, 169, 196, 225, 256, 324, 400])}`;
  if (/\d\.\d/.test(raw)) {
    const op = /\+/.test(raw) ? "+" : /÷|\//.test(raw) ? "÷" : "×";
    return `Calculate ${r.int(1, 9)}.${r.int(1, 9)} ${op} ${r.int(1, 9)}.${r.int(1, 9)}`;
  }
  if (/\^|power/i.test(raw)) return `What is ${r.int(2, 5)}^${r.int(2, 6)}?`;
  return bodmasQuestion(r);
}
