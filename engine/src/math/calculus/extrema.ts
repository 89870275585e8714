import { differentiate, numeric, solveFor, substitute } from "../cas";
import { display, explanation, type Step } from "../explain";
import type { Expr } from "../expr/ast";
import { numPlain, numTex, plain, tex } from "../format";
import { polyPlain } from "../poly-text";
import { similar } from "../rng";
import type { Question, Solver } from "../types";
import { calcTarget } from "./calc-parse";

interface Critical {
  x: Expr;
  xv: number;
  fv: number;
  fTex: string;
  kind: "maximum" | "minimum" | "neither";
}

/** Critical points and local maxima/minima by f'(x) = 0 and the second-derivative test. */
export const extremaSolver: Solver = {
  id: "extrema",
  topic: "calculus",
  solve(q) {
    const t = q.text;
    const interval = t.match(INTERVAL);
    if (interval) return onInterval(q, t, interval);
    const critOnly = /critical points?|stationary points?|turning points?/.test(t) && !/maxim|minim/.test(t);
    if (!critOnly && !/maxim|minim|\bmax\b|\bmin\b|extreme values?/.test(t)) return null;
    const target = calcTarget(t, [/\b(?:local|absolute|relative)\b/g]);
    if (!target) return null;
    const { f, v } = target;
    const d1 = differentiate(f, v);
    const d2 = d1 ? differentiate(d1, v) : null;
    if (!d1 || !d2) return null;
    const roots = solveFor(d1, v);
    if (!roots) return null;
    const points: Critical[] = roots.real
      .map((x) => {
        const xv = numeric(x);
        const exactF = substitute(f, { [v]: x });
        const fv = numeric(exactF);
        const second = numeric(d2, { [v]: xv ?? Number.NaN });
        if (xv === null || fv === null || second === null) return null;
        const kind: Critical["kind"] = second < -1e-12 ? "maximum" : second > 1e-12 ? "minimum" : "neither";
        return { x, xv, fv, fTex: exactF ? tex(exactF) : numTex(fv), kind };
      })
      .filter((p): p is Critical => p !== null)
      .sort((a, b) => a.xv - b.xv);
    const steps: Step[] = [
      { title: "Differentiate", body: display(`f'(${v}) = ${tex(d1)}`) },
      {
        title: "Set the derivative to zero",
        body: points.length
          ? `At a critical point the tangent is horizontal, so $f'(${v}) = 0$:\n\n${display(`${tex(d1)} = 0 \\;\\Rightarrow\\; ${points.map((p) => `${v} = ${tex(p.x)}`).join(",\\ ")}`)}`
          : `$f'(${v}) = ${tex(d1)}$ is never zero for real $${v}$, so there are no critical points.`,
      },
    ];
    if (!critOnly && points.length) {
      steps.push({
        title: "Second derivative test",
        body: `${display(`f''(${v}) = ${tex(d2)}`)}\n${points.map((p) => `- At $${v} = ${tex(p.x)}$: $f'' ${p.kind === "maximum" ? "< 0" : p.kind === "minimum" ? "> 0" : "= 0"}$, so this is ${p.kind === "neither" ? "not decided by this test (check the sign of f' on both sides)" : `a **local ${p.kind}**`}, with $f(${tex(p.x)}) = ${p.fTex}$.`).join("\n")}`,
      });
    }
    const onlyMin = /minimum value|least value|smallest value/.test(t) && !/maxim/.test(t);
    const onlyMax = /maximum value|greatest value|largest value/.test(t) && !/minim/.test(t);
    const chosen = points.filter(
      (p) => p.kind !== "neither" && (!onlyMin || p.kind === "minimum") && (!onlyMax || p.kind === "maximum"),
    );
    const final = critOnly
      ? points.length
        ? points.map((p) => `${v} = ${plain(p.x)}`).join(", ")
        : "no critical points"
      : chosen.length === 1 && (onlyMax || onlyMin)
        ? // "The maximum value" asked is a value; where it is reached stays in the working.
          numPlain((chosen[0] as Critical).fv)
        : chosen.length
          ? chosen.map((p) => `local ${p.kind} ${numPlain(p.fv)} at ${v} = ${plain(p.x)}`).join(", ")
          : "no local maximum or minimum";
    return {
      explanation: explanation({
        intro: `Let $f(${v}) = ${tex(f)}$. Maxima and minima can only occur where the derivative is zero.`,
        steps,
        answer: critOnly
          ? points.length
            ? points.map((p) => `$${v} = ${tex(p.x)}$`).join(", ")
            : final
          : chosen.map((p) => `local ${p.kind} $${p.fTex}$ at $${v} = ${tex(p.x)}$`).join("; ") || final,
      }),
      finalAnswer: final,
      similarQuestions: similar(q.seed, q.raw, (r) => {
        const a = r.int(-3, 1);
        const b = a + 2 * r.int(1, 2);
        const c = r.int(-5, 9);
        const cubic = polyPlain([1, (-3 * (a + b)) / 2, 3 * a * b, c], v);
        if (critOnly) return `Find the critical points of f(${v}) = ${cubic}`;
        if (onlyMin) return `Find the minimum value of ${polyPlain([1, -2 * a, a * a + c], v)}`;
        if (onlyMax) return `Find the maximum value of ${polyPlain([-1, 2 * b, c], v)}`;
        return `Find the maximum and minimum values of f(${v}) = ${cubic}`;
      }),
      verified: points.every((p) => Math.abs(numeric(d1, { [v]: p.xv }) ?? 1) < 1e-6),
    };
  },
};

const INTERVAL =
  /\b(?:on|in|over)\s+(?:the\s+)?(?:closed\s+)?(?:interval\s+)?\[\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*\]/;

/**
 * Absolute (global) maximum or minimum on a closed interval [a, b]: the largest or smallest value of
 * f at the ends and at the critical points inside (class 12, Application of Derivatives).
 */
function onInterval(q: Question, t: string, m: RegExpMatchArray) {
  const wantMax = /\bmaxim|\bgreatest\b|\blargest\b/.test(t);
  const wantMin = /\bminim|\bleast\b|\bsmallest\b/.test(t);
  if (wantMax === wantMin && !/\bextreme|\bmaximum and minimum\b|\bmax(?:imum)? and min/.test(t)) return null;
  const [a, b] = [Number(m[1]), Number(m[2])];
  if (!(b > a)) return null;
  const target = calcTarget(t.replace(INTERVAL, " "), [/\b(?:local|absolute|global|relative)\b/g]);
  if (!target) return null;
  const { f, v } = target;
  const d1 = differentiate(f, v);
  const roots = d1 ? solveFor(d1, v) : null;
  if (!d1 || !roots) return null;
  const inside = roots.real.map((x) => numeric(x)).filter((x): x is number => x !== null && x > a && x < b);
  const points = [a, ...inside, b].map((x) => ({ x, fx: numeric(f, { [v]: x }) }));
  if (points.some((p) => p.fx === null || !Number.isFinite(p.fx))) return null;
  const values = points.map((p) => p.fx as number);
  const max = Math.max(...values);
  const min = Math.min(...values);
  const both = wantMax === wantMin;
  const final = both
    ? `absolute maximum ${numPlain(max)}, absolute minimum ${numPlain(min)}`
    : numPlain(wantMax ? max : min);
  const steps: Step[] = [
    { title: "Differentiate", body: display(`f'(${v}) = ${tex(d1)}`) },
    {
      title: "Critical points inside the interval",
      body: inside.length
        ? `$f'(${v}) = 0$ at $${v} = ${inside.map(numTex).join(", ")}$, inside $[${numTex(a)}, ${numTex(b)}]$.`
        : `No zero of $f'(${v})$ lies inside $[${numTex(a)}, ${numTex(b)}]$.`,
    },
    {
      title: "Compare the values at the ends and the critical points",
      body: points.map((p) => `$f(${numTex(p.x)}) = ${numTex(p.fx as number)}$`).join(", "),
    },
  ];
  return {
    explanation: explanation({
      intro: `Let $f(${v}) = ${tex(f)}$ on $[${numTex(a)}, ${numTex(b)}]$. On a closed interval the absolute maximum and minimum are among the values at the ends and at the critical points.`,
      steps,
      answer: both
        ? `Absolute maximum **${numPlain(max)}**, absolute minimum **${numPlain(min)}**.`
        : `The absolute ${wantMax ? "maximum" : "minimum"} is **${numPlain(wantMax ? max : min)}**.`,
    }),
    finalAnswer: final,
    similarQuestions: similar(
      q.seed,
      q.raw,
      (r) => `Find the absolute maximum of f(x) = x^2 - ${2 * r.int(1, 3)}x on [0, ${r.int(4, 6)}]`,
    ),
    verified: true,
  };
}
