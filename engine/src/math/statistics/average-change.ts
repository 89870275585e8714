import { numeric, solveFor } from "../cas";
import { display, explanation } from "../explain";
import { variables } from "../expr/ast";
import { parseExpr } from "../expr/parse";
import { dec, show } from "../format";
import { similar } from "../rng";
import type { Solver } from "../types";
import { dataList } from "./data";

/**
 * The mean after every value is changed the same way (class 9–11): "the average of 6 numbers is 8; each
 * is multiplied by 2: the new average?" (16), "2 is added to each" (12). Adding, taking away,
 * multiplying or dividing every value does the same to the mean; checked on a sample list with that mean.
 * Also the mean of a listed data set after one value is removed ("… if 80 is removed").
 */
export const averageChangeSolver: Solver = {
  id: "average-change",
  topic: "statistics",
  solve(q) {
    const t = q.text.replace(/\s+/g, " ").replace(/[?.]\s*$/, "");
    if (!/\b(?:mean|average)\b/.test(t)) return null;
    const removed = t.match(/\bif (\d+(?:\.\d+)?) is (?:removed|excluded|dropped|taken away|left out)\b/);
    if (removed) return meanWithout(q, t, Number(removed[1]));
    const first = t.match(
      /\b(?:mean|average) of (\d+) (?:numbers|observations|values|items|students|terms)\b[^.]*?\b(?:is|was) (-?\d+(?:\.\d+)?)/,
    );
    if (!first) return null;
    const op = t.match(
      /\b(?:each|every|all the) (?:number|observation|value|item|term|of them|of the numbers|numbers|observations|values)?\s*(?:is |are )?(multiplied by|divided by|increased by|decreased by|reduced by)\s+(\d+(?:\.\d+)?)\b|\b(\d+(?:\.\d+)?) is (added to|subtracted from) (?:each|every|all)\b/,
    );
    if (
      !op ||
      !/\bnew (?:mean|average)\b|\b(?:mean|average) (?:now|becomes|will be|of the new)\b|\bfind the (?:mean|average)\b|\bwhat is the (?:mean|average)\b/.test(
        t,
      )
    )
      return null;
    if (q.numbers.length !== 3) return null;
    const n = Number(first[1]);
    const m = Number(first[2]);
    const how = (op[1] ?? op[4]) as string;
    const k = Number(op[2] ?? op[3]);
    const apply = (v: number) =>
      /multiplied/.test(how)
        ? v * k
        : /divided/.test(how)
          ? k === 0
            ? Number.NaN
            : v / k
          : /increased|added/.test(how)
            ? v + k
            : v - k;
    const value = apply(m);
    if (!Number.isFinite(value)) return null;
    // Check: a sample list of n values with mean m, each changed, has the new mean.
    const sample = Array.from({ length: n }, (_, i) => m + (i - (n - 1) / 2));
    const changed = sample.map(apply);
    const check = changed.reduce((a, b) => a + b, 0) / n;
    if (Math.abs(check - value) > 1e-9 * Math.max(1, Math.abs(value))) return null;
    const sign = /multiplied/.test(how)
      ? "\\times"
      : /divided/.test(how)
        ? "\\div"
        : /increased|added/.test(how)
          ? "+"
          : "-";
    return {
      explanation: explanation({
        intro: `The mean of ${show(n)} numbers is ${show(m)}. When every value is ${how.replace(/^(?:added to|subtracted from)$/, (w) => (w === "added to" ? "increased by" : "decreased by"))} ${show(k)}, the total changes in the same way, so the mean does too.`,
        steps: [{ title: "The new mean", body: display(`${show(m)} ${sign} ${show(k)} = ${dec(value, 4)}`) }],
        answer: `The new mean is **${dec(value, 4)}**.`,
      }),
      finalAnswer: dec(value, 4),
      similarQuestions: similar(
        q.seed,
        q.raw,
        (r) =>
          `The average of ${r.int(5, 10)} numbers is ${r.int(10, 40)}. If each number is multiplied by ${r.int(2, 5)}, what is the new average?`,
      ),
      verified: true,
    };
  },
};

function meanWithout(q: { seed: number; raw: string; text: string }, t: string, gone: number) {
  const data = dataList(
    t.replace(/\bif \d+(?:\.\d+)? is (?:removed|excluded|dropped|taken away|left out)\b.*$/, ""),
  );
  if (!data || !/\b(?:mean|average)\b/.test(t)) return null;
  const at = data.values.indexOf(gone);
  if (at < 0 || data.values.filter((v) => v === gone).length !== 1 || data.values.length < 2) return null;
  const rest = data.values.filter((_, i) => i !== at);
  const sum = rest.reduce((a, b) => a + b, 0);
  const value = sum / rest.length;
  return {
    explanation: explanation({
      intro: `The ${data.values.length} values are ${data.values.map(show).join(", ")}; ${show(gone)} is removed, leaving ${rest.length} values.`,
      steps: [
        { title: "The remaining values", body: `$${rest.map(show).join(", ")}$` },
        { title: "Their mean", body: display(`\\frac{${show(sum)}}{${rest.length}} = ${dec(value, 4)}`) },
      ],
      answer: `The mean of the remaining values is **${dec(value, 4)}**.`,
    }),
    finalAnswer: dec(value, 4),
    similarQuestions: similar(q.seed, q.raw, (r) => {
      const xs = Array.from({ length: 5 }, () => r.int(10, 90));
      return `The marks of 5 students are ${xs.join(", ")}. Find the mean of the remaining marks if ${xs[4]} is removed.`;
    }),
    verified: true,
  };
}

/**
 * A mean of expressions in one unknown given: "the mean of x, x + 2, x + 4, x + 6 and x + 8 is 13; find
 * x" (5x + 20 = 65, x = 9). The sum of the expressions is the mean times how many there are; the value
 * found is put back and the mean worked out again as the check.
 */
export const meanOfExpressionsSolver: Solver = {
  id: "mean-of-expressions",
  topic: "statistics",
  solve(q) {
    const t = q.text.replace(/\s+/g, " ");
    const m = t.match(
      /\b(?:mean|average|arithmetic mean) of ([^=]+?) (?:is|=) (-?\d+(?:\.\d+)?)\b[^.?]*?[.,;]?\s*(?:find|what is|determine|calculate)\s+(?:the value of\s+)?([a-z])\b/,
    );
    if (!m) return null;
    const parts = (m[1] as string).split(/\s*,\s*(?:and\s+)?|\s+and\s+/).filter(Boolean);
    if (parts.length < 2 || parts.length > 12) return null;
    const v = m[3] as string;
    const exprs = parts.map((p) => parseExpr(p));
    if (
      exprs.some((e) => !e || variables(e).some((x) => x !== v)) ||
      !exprs.some((e) => e && variables(e).includes(v))
    )
      return null;
    const target = Number(m[2]);
    const n = parts.length;
    const sum = `(${parts.join(") + (")})`;
    const eq = parseExpr(`${sum} - ${target * n}`);
    if (!eq) return null;
    const roots = solveFor(eq, v);
    const real = (roots?.real ?? []).map((r) => numeric(r)).filter((x): x is number => x !== null);
    if (real.length !== 1) return null;
    const value = real[0] as number;
    const values = exprs.map((e) => numeric(e, { [v]: value }));
    if (values.some((x) => x === null)) return null;
    const mean = (values as number[]).reduce((a, b) => a + b, 0) / n;
    if (Math.abs(mean - target) > 1e-9 * Math.max(1, Math.abs(target))) return null;
    return {
      explanation: explanation({
        intro: `The mean of ${n} values is their sum divided by ${n}, so their sum is $${show(target)} \\times ${n} = ${show(target * n)}$.`,
        steps: [
          { title: "Add them up", body: display(`${parts.join(" + ")} = ${show(target * n)}`) },
          { title: `Solve for ${v}`, body: display(`${v} = ${dec(value, 4)}`) },
          {
            title: "Check",
            body: `The values are ${(values as number[]).map((x) => dec(x, 4)).join(", ")}; their mean is $${dec(mean, 4)}$ ✓`,
          },
        ],
        answer: `$${v} = ${dec(value, 4)}$`,
      }),
      finalAnswer: `${v} = ${dec(value, 4)}`,
      similarQuestions: similar(q.seed, q.raw, (r) => {
        const x = r.int(2, 12);
        return `The mean of x, x + 2, x + 4 and x + 6 is ${x + 3}. Find x.`;
      }),
      verified: true,
    };
  },
};
