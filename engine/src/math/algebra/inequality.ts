import { display, explanation, type Step } from "../explain";
import { variables } from "../expr/ast";
import { parseExpr } from "../expr/parse";
import { print } from "../expr/print";
import { mainVariable, mathRuns } from "../extract";
import { numPlain, numTex } from "../format";
import { linearPlain } from "../poly-text";
import { similar } from "../rng";
import type { Solver } from "../types";
import { difference, polynomial } from "./equation-parse";

type Rel = "<" | ">" | "<=" | ">=";
const FLIP: Record<Rel, Rel> = { "<": ">", ">": "<", "<=": ">=", ">=": "<=" };
const TEX: Record<Rel, string> = { "<": "<", ">": ">", "<=": "\\le", ">=": "\\ge" };
const WORDS: Record<Rel, string> = {
  "<": "less than",
  ">": "greater than",
  "<=": "less than or equal to",
  ">=": "greater than or equal to",
};

/** Linear inequalities in one variable ("solve 3x - 4 > 11"), flipping the sign when dividing by a negative. */
export const inequalitySolver: Solver = {
  id: "linear-inequality",
  topic: "algebra",
  solve(q) {
    const run = mathRuns(q.text).find((s) => /[<>]/.test(s));
    if (!run) return null;
    const m = run.match(/^(.*?)(<=|>=|<|>)(.*)$/);
    if (!m || /[<>]/.test(m[3])) return null;
    const lhs = parseExpr(m[1]);
    const rhs = parseExpr(m[3]);
    const rel = m[2] as Rel;
    if (!lhs || !rhs) return null;
    const diff = difference({ lhs, rhs });
    const v = mainVariable(run, q.text);
    if (!v || variables(diff).join() !== v) return null;
    const left = polynomial(lhs, v);
    const right = polynomial(rhs, v);
    if (!left || !right || left.length > 2 || right.length > 2) return null;
    const a = (left[1] ?? 0) - (right[1] ?? 0);
    const c = right[0] - left[0];
    if (a === 0) return null;
    const bound = c / a;
    const finalRel = a < 0 ? FLIP[rel] : rel;
    const original = `${print(lhs, "tex")} ${TEX[rel]} ${print(rhs, "tex")}`;
    const term = a === 1 ? v : a === -1 ? `-${v}` : `${numTex(a)}${v}`;
    const steps: Step[] = [
      {
        title: `Collect the ${v}-terms on one side`,
        body: `Adding or subtracting the same number on both sides keeps the inequality true:\n\n${display(`${term} ${TEX[rel]} ${numTex(c)}`)}`,
      },
    ];
    if (a !== 1) {
      steps.push({
        title: `Divide by ${numPlain(a)}`,
        body:
          a < 0
            ? `We divide both sides by $${numTex(a)}$. **Dividing by a negative number reverses the inequality sign**, so $${TEX[rel]}$ becomes $${TEX[finalRel]}$:\n\n${display(`${v} ${TEX[finalRel]} ${numTex(bound)}`)}`
            : `Dividing both sides by the positive number $${numTex(a)}$ keeps the sign the same:\n\n${display(`${v} ${TEX[finalRel]} ${numTex(bound)}`)}`,
      });
    }
    steps.push({
      title: "Describe the solution",
      body: `Every number ${WORDS[finalRel]} $${numTex(bound)}$ works. On a number line, draw ${finalRel.includes("=") ? "a filled dot" : "an open circle"} at $${numTex(bound)}$ and shade to the ${finalRel.startsWith(">") ? "right" : "left"}.`,
    });
    return {
      explanation: explanation({
        intro: `We solve an inequality almost like an equation:\n\n${display(original)}`,
        steps,
        answer: `$${v} ${TEX[finalRel]} ${numTex(bound)}$`,
      }),
      finalAnswer: `${v} ${finalRel} ${numPlain(bound)}`,
      similarQuestions: similar(q.seed, q.raw, (r) => {
        const k = r.pick([2, 3, 4, 5]) * (a < 0 ? -1 : 1);
        const b = r.int(-9, 9) || 1;
        const x = r.int(-5, 9);
        const rs: Rel[] = ["<", ">", "<=", ">="];
        return `Solve the inequality ${linearPlain(k, b, v)} ${r.pick(rs)} ${k * x + b}`;
      }),
      verified: true,
    };
  },
};
