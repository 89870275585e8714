import { numeric } from "../cas";
import { display, explanation } from "../explain";
import { variables } from "../expr/ast";
import { parseExpr } from "../expr/parse";
import { fracPlain, fracTex, show, toRatio } from "../format";
import { linearPlain } from "../poly-text";
import { similar } from "../rng";
import type { Solver, SolverOutput } from "../types";

/** A number as a school answer writes it: 3, -2/3, 0.25. */
function plainOf(v: number): string {
  const r = toRatio(v, 1000);
  return r && Math.abs(r.n / r.d - v) < 1e-12 ? fracPlain(r) : show(v);
}
function texOf(v: number): string {
  const r = toRatio(v, 1000);
  return r && Math.abs(r.n / r.d - v) < 1e-12 ? fracTex(r) : show(v);
}

/** ax + by + c = 0 read from an equation in x and y, or null when it is not a straight line. */
function lineOf(text: string): { a: number; b: number; c: number } | null {
  const [l, r, extra] = text.split("=");
  if (extra !== undefined || r === undefined) return null;
  const lhs = parseExpr(l as string);
  const rhs = parseExpr(r as string);
  if (!lhs || !rhs) return null;
  if ([...variables(lhs), ...variables(rhs)].some((v) => v !== "x" && v !== "y")) return null;
  const f = (x: number, y: number) => {
    const a = numeric(lhs, { x, y });
    const b = numeric(rhs, { x, y });
    return a === null || b === null ? Number.NaN : a - b;
  };
  const c = f(0, 0);
  const a = f(1, 0) - c;
  const b = f(0, 1) - c;
  // Linear: the value at other points is what a, b and c say.
  for (const [x, y] of [
    [2, 3],
    [-1, 4],
    [5, -2],
  ] as const) {
    if (!(Math.abs(f(x, y) - (a * x + b * y + c)) < 1e-9 * Math.max(1, Math.abs(f(x, y))))) return null;
  }
  if (!Number.isFinite(a + b + c) || (a === 0 && b === 0)) return null;
  return { a, b, c };
}

function out(q: { seed: number; raw: string }, intro: string, body: string, answer: string): SolverOutput {
  return {
    explanation: explanation({ intro, steps: [{ title: "Work it out", body }], answer: `**${answer}**` }),
    finalAnswer: answer,
    similarQuestions: similar(
      q.seed,
      q.raw,
      (r) => `Find the slope of the line ${r.int(1, 5)}x + ${r.int(1, 5)}y = ${r.int(2, 12)}`,
    ),
    verified: true,
  };
}

/**
 * Straight lines (class 10–11): the slope, the y- or x-intercept of a line given by its equation, and the
 * equation of a line through a point with a slope or through two points. The equation is read as
 * ax + by + c = 0 by evaluating it (checked at further points), and a line found is checked by putting
 * the given points back in.
 */
export const linesSolver: Solver = {
  id: "straight-lines",
  topic: "geometry",
  solve(q) {
    const t = q.text.replace(/\s+/g, " ").replace(/[?.]\s*$/, "");
    const eq = t.match(/\b(?:line|of)\s+([-+*/^().\dxy\s]+=[-+*/^().\dxy\s]+)$/)?.[1];
    const ask = t.match(
      /^(?:find|what is|determine|calculate|write)\s+(?:the\s+)?(slope|gradient|y-? ?intercept|x-? ?intercept)\b/,
    )?.[1];
    if (eq && ask) {
      const line = lineOf(eq.trim());
      if (!line) return null;
      const { a, b, c } = line;
      if (/slope|gradient/.test(ask)) {
        if (b === 0) return null;
        const m = -a / b;
        return out(
          q,
          `Write $${eq.trim()}$ as $y = mx + c$: the slope is the number multiplying $x$.`,
          display(
            `${show(b)}y = ${show(-a)}x ${c <= 0 ? "+" : "-"} ${show(Math.abs(c))} \\Rightarrow y = ${texOf(m)}x + ${texOf(-c / b)}, \\quad m = ${texOf(m)}`,
          ),
          plainOf(m),
        );
      }
      const yInt = /y/.test(ask);
      const coef = yInt ? b : a;
      if (coef === 0) return null;
      const value = -c / coef;
      return out(
        q,
        `The ${yInt ? "y" : "x"}-intercept is where the line meets the ${yInt ? "y" : "x"}-axis, so put $${yInt ? "x" : "y"} = 0$ in $${eq.trim()}$.`,
        display(`${yInt ? "y" : "x"} = ${texOf(value)}`),
        plainOf(value),
      );
    }
    const P = String.raw`\(\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*\)`;
    if (!/\bequation of (?:the |a )?(?:straight )?line\b/.test(t)) return null;
    const slopeAt =
      t.match(
        new RegExp(
          String.raw`\b(?:through|passing through|at)\s+(?:the point\s+)?${P}[^.]*?\bslope\s*(?:is|of|=)?\s*(-?\d+(?:\.\d+)?(?:\s*/\s*\d+)?)\b`,
        ),
      ) ??
      t.match(
        new RegExp(
          String.raw`\bslope\s*(?:is|of|=)?\s*(-?\d+(?:\.\d+)?(?:\s*/\s*\d+)?)\b[^.]*?\b(?:through|passing through)\s+(?:the point\s+)?${P}`,
        ),
      );
    const two = t.match(
      new RegExp(
        String.raw`\b(?:through|joining|passing through)\s+(?:the points\s+)?${P}\s*(?:and|,)\s*${P}`,
      ),
    );
    let m: number;
    let x1: number;
    let y1: number;
    let how: string;
    const checkPoints: [number, number][] = [];
    if (two && !slopeAt) {
      const [ax, ay, bx, by] = [two[1], two[2], two[3], two[4]].map(Number) as [
        number,
        number,
        number,
        number,
      ];
      if (ax === bx) return null;
      m = (by - ay) / (bx - ax);
      [x1, y1] = [ax, ay];
      checkPoints.push([ax, ay], [bx, by]);
      how = `m = \\frac{${show(by)} - ${show(ay)}}{${show(bx)} - ${show(ax)}} = ${texOf(m)}`;
    } else if (slopeAt) {
      const pointFirst = slopeAt[0].trimStart().match(/^(?:through|passing through|at)/) !== null;
      const [px, py, ms] = pointFirst
        ? [slopeAt[1], slopeAt[2], slopeAt[3]]
        : [slopeAt[2], slopeAt[3], slopeAt[1]];
      const [num, den] = (ms as string).split("/").map((s) => Number(s.trim()));
      m = den === undefined ? (num as number) : (num as number) / den;
      [x1, y1] = [Number(px), Number(py)];
      checkPoints.push([x1, y1]);
      how = `m = ${texOf(m)}`;
    } else return null;
    const c = y1 - m * x1;
    if (!Number.isFinite(m) || !Number.isFinite(c)) return null;
    // Check: every given point is on the line found.
    if (!checkPoints.every(([x, y]) => Math.abs(m * x + c - y) < 1e-9)) return null;
    const mPlain = plainOf(m);
    const eqPlain =
      Number.isInteger(m) && Number.isInteger(c)
        ? `y = ${linearPlain(m, c)}`
        : `y = ${mPlain}x ${c < 0 ? "-" : "+"} ${plainOf(Math.abs(c))}`;
    return out(
      q,
      "The line through a point $(x_1, y_1)$ with slope $m$ is $y - y_1 = m(x - x_1)$.",
      `${display(how)}${display(`y - ${show(y1)} = ${texOf(m)}(x - ${show(x1)})`)}${display(eqPlain.replace(/ \+ -/, " - "))}`,
      eqPlain.replace(/ \+ -/, " - "),
    );
  },
};
