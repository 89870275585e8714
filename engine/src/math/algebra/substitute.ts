import { numeric, substitute } from "../cas";
import { display, explanation } from "../explain";
import { type Expr, mapSymbols, variables } from "../expr/ast";
import { parseExpr } from "../expr/parse";
import { print } from "../expr/print";
import { assignments, equations, mathRuns } from "../extract";
import { numPlain, numTex, tex } from "../format";
import { similar } from "../rng";
import type { Solver } from "../types";

function replaceVars(e: Expr, values: Map<string, Expr>): Expr {
  return mapSymbols(e, (s) => values.get(s.name) ?? s);
}

/** "Find the value of 2x + 3 when x = 4", "if a = 2 and b = -3, find a^2 + b^2 - ab", "f(2) if f(x) = ...". */
export const substituteSolver: Solver = {
  id: "substitute",
  topic: "algebra",
  solve(q) {
    const fn = q.text.match(
      /\b([a-z])\(([a-z])\)\s*=\s*([^,;]+?)(?:[,;.]|\s+(?:find|then|what|and|evaluate)|$)/,
    );
    const at = q.text.match(/\b([a-z])\((-?\d+(?:\.\d+)?)\)/);
    const given = assignments(q.text);
    let exprText: string | undefined;
    if (fn && at && fn[1] === at[1]) {
      // Only one call, and it is what is asked: "f(f(1))", "f(2) + f(3)", "2f(3) − 1" are other
      // questions (f(1) was checked for f(f(1)), 29 Nov 2026).
      const rest = q.text.replace(fn[0], " ");
      const calls = rest.match(new RegExp(`\\b${fn[1]}\\s*\\(`, "g")) ?? [];
      const alone = new RegExp(
        String.raw`(?:^|\b(?:find|evaluate|what is|value of|calculate|compute)\s+(?:the\s+value\s+of\s+)?)${fn[1]}\(-?\d+(?:\.\d+)?\)\s*(?:[?.,;]|$|\bif\b|\bwhen\b|\bwhere\b|\bgiven\b)`,
      );
      if (calls.length !== 1 || !alone.test(rest.trim())) return null;
      exprText = fn[3];
      given.set(fn[2], at[2]);
    } else {
      if (!/\b(value of|evaluate|find|when|if|for|substitut)/.test(q.text) || given.size === 0) return null;
      // An equation still to be solved ("2x + k = 10") is the equation solver's job.
      if (equations(q.text).some((e) => !/^[a-z]\s*=\s*-?[\d.]+$/.test(e.trim()))) return null;
      // The expression asked, read whole ("a^2 + b^2 - 2ab": "2ab" is 2 × a × b, which a run of math
      // characters would cut at the letters), else the first run of math without "=".
      const asked = q.text.match(
        /\b(?:the value of|value of|evaluate|find)\s+(?!the\b)([^,;?=<>]+?)\s*(?:,|;|\bwhen\b|\bif\b|\bfor\b|\bwhere\b|\bgiven\b|[?.]?\s*$)/,
      )?.[1];
      const whole = asked ? parseExpr(asked) : null;
      exprText =
        whole && variables(whole).length > 0 && variables(whole).every((v) => given.has(v))
          ? asked
          : mathRuns(q.text).find((s) => !/[=<>]/.test(s));
    }
    const e = exprText ? parseExpr(exprText) : null;
    if (!e) return null;
    const vars = variables(e);
    if (vars.length === 0 || !vars.every((v) => given.has(v))) return null;
    const values = new Map<string, Expr>();
    const scope: Record<string, number> = {};
    for (const v of vars) {
      const val = parseExpr(given.get(v) ?? "");
      const n = numeric(val);
      if (!val || n === null) return null;
      values.set(v, val);
      scope[v] = n;
    }
    const exact = substitute(e, Object.fromEntries(values));
    const value = numeric(e, scope);
    if (value === null) return null;
    const substituted = print(replaceVars(e, values), "tex");
    const givenTex = vars.map((v) => `${v} = ${numTex(scope[v])}`).join(",\\ ");
    return {
      explanation: explanation({
        intro: `We replace each letter by its value and then work out the number, following BODMAS.\n\n${display(print(e, "tex"))}\n\nwith $${givenTex}$.`,
        steps: [
          {
            title: "Substitute the values",
            body: `Put each value in brackets so signs are not lost:\n\n${display(substituted)}`,
          },
          { title: "Calculate", body: display(`= ${exact ? tex(exact) : numTex(value)}`) },
        ],
        answer: `$${numTex(value)}$`,
      }),
      finalAnswer: numPlain(value),
      similarQuestions: similar(q.seed, q.raw, (r) => {
        const parts = vars.map((v) => `${v} = ${r.int(-5, 9)}`);
        return `Find the value of ${exprText?.trim()} when ${parts.join(" and ")}`;
      }),
      verified: exact === null || Math.abs((numeric(exact) ?? Number.NaN) - value) < 1e-9,
    };
  },
};
