import { antiderivative, differentiate, numeric, substitute } from "../cas";
import { display, explanation, type Step } from "../explain";
import { type Expr, variables } from "../expr/ast";
import { close, equivalent } from "../expr/equivalent";
import { parseExpr } from "../expr/parse";
import { dec, numPlain, plain, tex } from "../format";
import type { Solver } from "../types";
import { calcTarget } from "./calc-parse";
import { similarCalculus } from "./similar-calc";

const BOUNDS = [
  /\bfrom (-?[\w./^]+) to (-?[\w./^]+)/,
  /\bbetween (?:the limits )?(-?[\w./^]+) and (-?[\w./^]+)/,
  /\blimits? (-?[\w./^]+) (?:to|and) (-?[\w./^]+)/,
  /\bintegral\s*_\s*\{?(-?[\w./^]+)\}?\s*\^\s*\{?(-?[\w./^]+)\}?/,
];

const isConst = (e: Expr, v: string) => !variables(e).includes(v);

function methodStep(f: Expr, v: string): Step {
  if (f.t === "add") {
    const lines = f.terms
      .map((t) => {
        const F = antiderivative(t, v);
        return display(`\\int ${tex(t)}\\,d${v} = ${F ? tex(F) : "?"}`);
      })
      .join("\n");
    return {
      title: "Integrate term by term",
      body: `The integral of a sum is the sum of the integrals. For powers we use $\\int ${v}^{n}\\,d${v} = \\frac{${v}^{n+1}}{n+1}$ (for $n \\ne -1$):\n\n${lines}`,
    };
  }
  if (f.t === "mul") {
    const rest = f.factors.filter((x) => !isConst(x, v));
    if (rest.length >= 2) {
      const algebraic = rest.find(
        (x) => x.t === "sym" || (x.t === "pow" && x.base.t === "sym" && x.base.name === v),
      );
      if (algebraic) {
        const dv = rest.filter((x) => x !== algebraic);
        const dvExpr: Expr = dv.length === 1 ? dv[0] : { t: "mul", factors: dv };
        const du = differentiate(algebraic, v);
        const w = antiderivative(dvExpr, v);
        return {
          title: "Integrate by parts",
          body: `${display(`\\int u\\,dv = uv - \\int v\\,du`)}\n\nChoose $u = ${tex(algebraic)}$ (it gets simpler when differentiated) and $dv = ${tex(dvExpr)}\\,d${v}$. Then $du = ${du ? tex(du) : "?"}\\,d${v}$ and $v = ${w ? tex(w) : "?"}$, so\n\n${
            du && w
              ? display(
                  `\\int ${tex(f)}\\,d${v} = ${tex({ t: "mul", factors: [algebraic, w] })} - \\int ${tex({ t: "mul", factors: [du, w] })}\\,d${v}`,
                )
              : ""
          }`,
        };
      }
    }
  }
  if (f.t === "div" && f.num.t === "num" && f.den.t === "sym") {
    return {
      title: "Use the standard result",
      body: display(`\\int \\frac{1}{${v}}\\,d${v} = \\ln|${v}| + C`),
    };
  }
  if (f.t === "fn" && f.args[0] && f.args[0].t !== "sym") {
    return {
      title: "Substitute for the inner expression",
      body: `Let $u = ${tex(f.args[0])}$; the inner expression is linear, so we integrate the outer function and divide by the coefficient of $${v}$.`,
    };
  }
  return {
    title: "Use a standard integral",
    body: "This matches a standard form from the table of integrals (or a substitution that reduces to one).",
  };
}

/** Simpson's rule, an independent numeric check of a definite integral. */
function simpson(f: Expr, v: string, a: number, b: number): number | null {
  const n = 200;
  const h = (b - a) / n;
  let sum = 0;
  for (let i = 0; i <= n; i++) {
    const y = numeric(f, { [v]: a + i * h });
    if (y === null || !Number.isFinite(y)) return null;
    sum += (i === 0 || i === n ? 1 : i % 2 ? 4 : 2) * y;
  }
  return (sum * h) / 3;
}

const withAbsLog = (F: Expr): string =>
  tex(F)
    .replace(/\\ln\s?([a-z])\b/g, "\\ln|$1|")
    .replace(/\\ln\\left\((.*?)\\right\)/g, "\\ln\\left|$1\\right|");
const plainAbsLog = (F: Expr): string => plain(F).replace(/\bln\(([^()]*)\)/g, "ln|$1|");

/** Indefinite integrals (+ C) and definite integrals by F(b) − F(a), checked by differentiating back. */
export const integralSolver: Solver = {
  id: "integral",
  topic: "calculus",
  solve(q) {
    const t = q.text;
    if (!/integrat|integral|antiderivative|anti-derivative/.test(t)) return null;
    const bound = BOUNDS.map((re) => t.match(re)).find((m) => m !== null);
    const target = calcTarget(t, [...BOUNDS, /\bintegral\b/g, /\bdefinite\b|\bindefinite\b/g]);
    if (!target) return null;
    const { f, v } = target;
    const F = antiderivative(f, v);
    if (!F) return null;
    const back = differentiate(F, v);
    const verifiedIndef = back !== null && equivalent(back, f);
    const steps: Step[] = [methodStep(f, v)];
    if (!bound) {
      steps.push({
        title: "Add the constant of integration",
        body: `Any constant differentiates to zero, so we add $+ C$:\n\n${display(`\\int ${tex(f)}\\,d${v} = ${withAbsLog(F)} + C`)}`,
      });
      steps.push({
        title: "Check by differentiating",
        body: `Differentiating $${withAbsLog(F)}$ gives back $${tex(f)}$. ✓`,
      });
      return {
        explanation: explanation({
          intro: `We need a function whose derivative is $${tex(f)}$.`,
          steps,
          answer: `$${withAbsLog(F)} + C$`,
        }),
        finalAnswer: `${plainAbsLog(F)} + C`,
        similarQuestions: similarCalculus(q, target),
        verified: verifiedIndef,
      };
    }
    const a = parseExpr(bound[1] ?? "");
    const b = parseExpr(bound[2] ?? "");
    if (!a || !b) return null;
    const Fb = substitute(F, { [v]: b });
    const Fa = substitute(F, { [v]: a });
    const nb = numeric(Fb);
    const na = numeric(Fa);
    if (nb === null || na === null) return null;
    const value = nb - na;
    const exact = Fb && Fa ? substitute({ t: "add", terms: [Fb, { t: "neg", arg: Fa }] }, {}) : null;
    const check = simpson(f, v, numeric(a) ?? Number.NaN, numeric(b) ?? Number.NaN);
    const exactText = exact && exact.t !== "num" && plain(exact).length < 16 ? plain(exact) : null;
    steps.push({
      title: "Apply the limits",
      body: `${display(`\\int_{${tex(a)}}^{${tex(b)}} ${tex(f)}\\,d${v} = \\Big[${withAbsLog(F)}\\Big]_{${tex(a)}}^{${tex(b)}}`)}\n${display(`= \\left(${Fb ? tex(Fb) : dec(nb, 4)}\\right) - \\left(${Fa ? tex(Fa) : dec(na, 4)}\\right) = ${exact ? tex(exact) : dec(value, 4)}${exactText ? ` \\approx ${dec(value, 4)}` : ""}`)}\n(The constant $C$ cancels, so we leave it out.)`,
    });
    return {
      explanation: explanation({
        intro: `First find an antiderivative $F(${v})$ of $${tex(f)}$, then compute $F(${tex(b)}) - F(${tex(a)})$.`,
        steps,
        answer: `$${exact ? tex(exact) : dec(value, 4)}$`,
      }),
      finalAnswer:
        exactText ??
        numPlain(Math.abs(value - Math.round(value)) < 1e-9 ? Math.round(value) : Number(dec(value, 4))),
      similarQuestions: similarCalculus(q, target),
      verified: verifiedIndef && check !== null && close(check, value, 1e-6),
    };
  },
};
