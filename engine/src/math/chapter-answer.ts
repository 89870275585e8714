import { difference, parseEquation, polynomial } from "./algebra/equation-parse";
import { integerCoefficients, solveQuadratic } from "./algebra/quadratic";
import {
  antiderivative,
  differentiate,
  expandExpr,
  factorize,
  numeric,
  resetCas,
  simplifyExpr,
  solveFor,
  solveSystem,
} from "./cas";
import { type Expr, variables } from "./expr/ast";
import { parseExpr } from "./expr/parse";
import { equations, mainExpression, mainVariable } from "./extract";
import { plain, show } from "./format";
import { normalizeQuestion } from "./normalize";

/** What the local engine says when a question has no equation or expression it can work on. */
export const LOCAL_MATH_CANNOT =
  'The local math engine answers questions that contain a calculation, an equation or an expression, for example "Solve 3x + 5 = 20", "Factorise x^2 - 5x + 6" or "Evaluate 3/4 + 5/6". For explanations in words, an AI provider is needed: ask your administrator to set OPENAI_API_KEY.';

const lines = (...parts: (string | null | false)[]) =>
  parts.filter((p): p is string => typeof p === "string").join("\n");

function linear(eqText: string, c0: number, c1: number, v: string): string {
  const root = -c0 / c1;
  return lines(
    `Equation: ${eqText}`,
    `Step 1. Bring the ${v} terms to one side and the numbers to the other: ${show(c1)}${v} = ${show(-c0)}.`,
    `Step 2. Divide both sides by ${show(c1)}: ${v} = ${show(root)}.`,
    `Check: substituting ${v} = ${show(root)} makes both sides equal.`,
    `Answer: ${v} = ${show(root)}`,
  );
}

function quadratic(eqText: string, coefs: number[], v: string): string {
  const [c, b, a] = integerCoefficients(coefs) ?? coefs;
  const work = solveQuadratic(a ?? 0, b ?? 0, c ?? 0, v);
  const roots = work.roots.map((r) => `${v} = ${r.plain}`);
  return lines(
    `Equation: ${eqText}`,
    `Step 1. Standard form: ${show(a ?? 0)}${v}^2 + ${show(b ?? 0)}${v} + ${show(c ?? 0)} = 0.`,
    `Step 2. Discriminant D = b^2 - 4ac = ${show(work.discriminant)}.`,
    work.discriminant < 0
      ? "Step 3. D is negative, so there are no real roots."
      : `Step 3. ${v} = (-b ± √D) / 2a gives ${roots.join(" and ")}.`,
    `Answer: ${work.discriminant < 0 ? "no real roots" : roots.join(", ")}`,
  );
}

function oneEquation(text: string, eqText: string): string | null {
  const eq = parseEquation(eqText);
  if (!eq) return null;
  const v = mainVariable(eqText, text);
  if (!v) return null;
  const diff = difference(eq);
  const coefs = polynomial(diff, v);
  if (coefs && coefs.length === 2 && coefs[1] !== 0) return linear(eqText, coefs[0] ?? 0, coefs[1] ?? 1, v);
  if (coefs && coefs.length === 3) return quadratic(eqText, coefs, v);
  const solved = solveFor(diff, v);
  if (!solved || solved.real.length === 0) return null;
  return lines(`Equation: ${eqText}`, `Answer: ${solved.real.map((r) => `${v} = ${plain(r)}`).join(", ")}`);
}

function system(eqTexts: string[]): string | null {
  const parsed = eqTexts.map(parseEquation);
  if (parsed.some((p) => p === null)) return null;
  const diffs = parsed.flatMap((p) => (p ? [difference(p)] : []));
  const vars = [...new Set(diffs.flatMap((d) => variables(d)))].sort();
  if (vars.length === 0 || vars.length > eqTexts.length) return null;
  const solution = solveSystem(diffs, vars);
  if (!solution) return null;
  const values = vars.map(
    (v) => `${v} = ${plain(solution.get(v) ?? parseExpr("0") ?? { t: "num", v: 0, dec: false })}`,
  );
  return lines(
    `Equations: ${eqTexts.join(" and ")}`,
    "Solve them together (substitution or elimination).",
    `Answer: ${values.join(", ")}`,
  );
}

function expression(text: string, exprText: string): string | null {
  const e = parseExpr(exprText);
  if (!e) return null;
  const vars = variables(e);
  const v = mainVariable(exprText, text) ?? vars[0] ?? "x";
  const say = (verb: string, out: Expr | null) =>
    out ? lines(`${verb} ${exprText}:`, `Answer: ${plain(out)}`) : null;
  if (/factori[sz]/.test(text)) return say("Factorising", factorize(e));
  if (/expand|multiply out/.test(text)) return say("Expanding", expandExpr(e));
  if (/differentiat|derivative|d\/d/.test(text))
    return say(`Differentiating with respect to ${v}`, differentiate(e, v));
  if (/integrat/.test(text)) {
    const f = antiderivative(e, v);
    return f ? lines(`Integrating ${exprText} with respect to ${v}:`, `Answer: ${plain(f)} + C`) : null;
  }
  if (vars.length === 0) {
    const exact = simplifyExpr(e);
    const value = numeric(e);
    if (value === null) return null;
    const exactText = exact ? plain(exact) : null;
    return lines(
      `Evaluating ${exprText}:`,
      `Answer: ${exactText && exactText !== show(value) ? `${exactText} ≈ ${show(value)}` : show(value)}`,
    );
  }
  return say("Simplifying", simplifyExpr(e));
}

/** Answers a mathematics question with the local computer-algebra engine, as plain text. */
export function answerMathLocally(question: string): string {
  resetCas();
  const q = normalizeQuestion(question);
  const eqs = equations(q.text);
  const answer =
    (eqs.length >= 2 ? system(eqs) : null) ??
    (eqs.length === 1 && eqs[0] ? oneEquation(q.text, eqs[0]) : null) ??
    (() => {
      const main = mainExpression(q.text);
      return main ? expression(q.text, main) : null;
    })();
  return answer ?? LOCAL_MATH_CANNOT;
}
