import { display, explanation } from "../explain";
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
