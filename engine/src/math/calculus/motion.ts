import { differentiate, numeric } from "../cas";
import { display, explanation, type Step } from "../explain";
import { variables } from "../expr/ast";
import { parseExpr } from "../expr/parse";
import { dec, plain, show, tex } from "../format";
import { normalizeQuestion } from "../normalize";
import { similar } from "../rng";
import type { Solver } from "../types";
import { integralSolver } from "./integral";

/**
 * Motion along a line from its position (class 11–12): "a particle moves so that s = t³ − 6t²; find its
 * velocity at t = 2" (v = ds/dt = 3t² − 12t = −12), and the acceleration (d²s/dt²). The derivative is
 * checked by a difference quotient of s itself at that time.
 */
export const motionSolver: Solver = {
  id: "motion",
  topic: "calculus",
  solve(q) {
    const t = q.text.replace(/\s+/g, " ");
    const pos = t.match(
      /\b([sx])(?:\(t\))?\s*=\s*([^,;]+?)(?=\s*(?:,|;|\.\s|\bm\b|\bmetres?\b|\bfind\b|\bwhat\b|\bwhere\b|\bthen\b|$))/,
    );
    const asked =
      t.match(
        /\b(velocity|speed|acceleration)\b[^.?]*?\b(?:at|when|after)\s+t\s*=\s*(-?\d+(?:\.\d+)?)\s*(?:s|sec|seconds?)?\s*[?.]?\s*$/,
      ) ??
      t.match(
        /\b(velocity|speed|acceleration)\b[^.?]*?\b(?:at|after) (?:the end of )?(\d+(?:\.\d+)?) (?:s|sec|seconds?)\b/,
      );
    if (!pos || !asked) return null;
    const s = parseExpr(pos[2] as string);
    if (!s) return null;
    const vars = variables(s);
    if (vars.length !== 1 || vars[0] !== "t") return null;
    const at = Number(asked[2]);
    const what = asked[1] as string;
    const order = what === "acceleration" ? 2 : 1;
    const d = differentiate(s, "t", order);
    if (!d) return null;
    const value = numeric(d, { t: at });
    if (value === null) return null;
    // Check: a difference quotient of s itself, independent of the symbolic derivative.
    const f = (x: number) => numeric(s, { t: x }) ?? Number.NaN;
    const h = 1e-3;
    const approx =
      order === 1 ? (f(at + h) - f(at - h)) / (2 * h) : (f(at + h) - 2 * f(at) + f(at - h)) / (h * h);
    if (!(Math.abs(approx - value) < 1e-3 * Math.max(1, Math.abs(value)))) return null;
    const speed = what === "speed";
    const result = speed ? Math.abs(value) : value;
    const v1 = order === 2 ? differentiate(s, "t", 1) : null;
    const steps: Step[] = [
      { title: "Position", body: display(`${pos[1]}(t) = ${tex(s)}`) },
      ...(v1 ? [{ title: "Velocity", body: display(`v = \\frac{d${pos[1]}}{dt} = ${tex(v1)}`) }] : []),
      {
        title:
          order === 1 ? "Velocity: differentiate the position" : "Acceleration: differentiate the velocity",
        body: display(
          `${order === 1 ? `v = \\frac{d${pos[1]}}{dt}` : `a = \\frac{d^2${pos[1]}}{dt^2}`} = ${tex(d)}`,
        ),
      },
      {
        title: `At t = ${show(at)}`,
        body: display(
          `${order === 1 ? "v" : "a"}(${show(at)}) = ${dec(value, 4)}${speed ? `, \\text{ speed } = |v| = ${dec(result, 4)}` : ""}`,
        ),
      },
    ];
    return {
      explanation: explanation({
        intro: `The ${what} is the ${order === 1 ? "rate of change of the position" : "rate of change of the velocity"} with time.`,
        steps,
        answer: `The ${what} at $t = ${show(at)}$ is **${dec(result, 4)}**.`,
      }),
      finalAnswer: `${what === "acceleration" ? "a" : "v"} = ${dec(result, 4)}`,
      similarQuestions: similar(
        q.seed,
        q.raw,
        (r) =>
          `A particle moves so that s = t^3 - ${r.int(2, 9)}t^2 + ${r.int(1, 9)}t. Find its velocity at t = ${r.int(1, 5)}.`,
      ),
      verified: true,
    };
  },
};

/**
 * "The area under the curve y = x² from x = 0 to x = 3", "the area bounded by y = x², the x-axis and the
 * lines x = 1 and x = 2": the definite integral, when the curve stays on or above the x-axis over the
 * interval (checked at many points; a curve that dips below needs the parts added as areas, declined).
 */
export const areaUnderCurveSolver: Solver = {
  id: "area-under-curve",
  topic: "calculus",
  solve(q) {
    const t = q.text.replace(/\s+/g, " ");
    if (!/\barea\b/.test(t) || !/\b(?:under|bounded by|enclosed by|between)\b/.test(t)) return null;
    const curve = t.match(/\by\s*=\s*([^,;]+?)\s*(?=,|;|\bfrom\b|\bbetween\b|\band\b|\bthe x-?axis\b|$)/);
    const limits =
      t.match(/\bfrom x\s*=\s*(-?\d+(?:\.\d+)?) to x\s*=\s*(-?\d+(?:\.\d+)?)/) ??
      t.match(/\bfrom (-?\d+(?:\.\d+)?) to (-?\d+(?:\.\d+)?)/) ??
      t.match(/\blines x\s*=\s*(-?\d+(?:\.\d+)?) and x\s*=\s*(-?\d+(?:\.\d+)?)/) ??
      t.match(/\bbetween x\s*=\s*(-?\d+(?:\.\d+)?) and x\s*=\s*(-?\d+(?:\.\d+)?)/);
    if (!curve || !limits) return null;
    if (/\by\s*=.*\by\s*=/.test(t.replace(curve[0], ""))) return null;
    const f = parseExpr(curve[1] as string);
    if (!f) return null;
    const vars = variables(f);
    if (vars.length !== 1 || vars[0] !== "x") return null;
    const [a, b] = [Number(limits[1]), Number(limits[2])];
    if (!(b > a)) return null;
    // On or above the x-axis over [a, b], so the area is the integral itself.
    for (let i = 0; i <= 200; i++) {
      const y = numeric(f, { x: a + ((b - a) * i) / 200 });
      if (y === null || y < -1e-12) return null;
    }
    const inner = integralSolver.solve(
      normalizeQuestion(`Evaluate the integral of ${plain(f)} from ${show(a)} to ${show(b)}`),
    );
    if (!inner) return null;
    const value = numeric(parseExpr(inner.finalAnswer)) ?? Number.NaN;
    // Check: a Simpson's-rule sum agrees with the value found.
    const n = 200;
    const hStep = (b - a) / n;
    let sum = 0;
    for (let i = 0; i <= n; i++) {
      const w = i === 0 || i === n ? 1 : i % 2 ? 4 : 2;
      sum += w * (numeric(f, { x: a + i * hStep }) ?? Number.NaN);
    }
    const simpson = (sum * hStep) / 3;
    if (!Number.isFinite(value) || Math.abs(simpson - value) > 1e-4 * Math.max(1, Math.abs(value)))
      return null;
    return {
      ...inner,
      explanation: `The curve $y = ${tex(f)}$ stays on or above the $x$-axis from $x = ${show(a)}$ to $x = ${show(b)}$, so the area under it is the definite integral.\n\n${inner.explanation}`,
      finalAnswer: `${inner.finalAnswer} square units`,
      similarQuestions: similar(
        q.seed,
        q.raw,
        (r) => `Find the area under the curve y = x^2 from x = 0 to x = ${r.int(2, 6)}.`,
      ),
      verified: true,
    };
  },
};
