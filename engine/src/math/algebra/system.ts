import { numeric, solveSystem } from "../cas";
import { display, explanation } from "../explain";
import { variables } from "../expr/ast";
import { close } from "../expr/equivalent";
import { equations } from "../extract";
import { numPlain, numTex } from "../format";
import { similar } from "../rng";
import type { Solver } from "../types";
import { difference, equationTex, parseEquation } from "./equation-parse";

function lin(a: number, b: number, x: string, y: string): string {
  const t = (c: number, v: string, first: boolean) => {
    if (c === 0) return "";
    const abs = Math.abs(c);
    const sign = c < 0 ? (first ? "-" : " - ") : first ? "" : " + ";
    return `${sign}${abs === 1 ? "" : numTex(abs)}${v}`;
  };
  return `${t(a, x, true)}${t(b, y, a === 0)}` || "0";
}

/** Two linear equations in two unknowns, worked by elimination and checked by nerdamer. */
export const systemSolver: Solver = {
  id: "linear-system",
  topic: "algebra",
  solve(q) {
    const found = equations(q.text);
    // "x = 3 is a solution of 2x + k = 10" gives a value, not a second equation.
    if (found.length !== 2 || found.some((e) => /^[a-z]\s*=\s*-?[\d.]+$/.test(e.trim()))) return null;
    const eqs = found.map(parseEquation);
    const [e1, e2] = eqs;
    if (!e1 || !e2) return null;
    const d1 = difference(e1);
    const d2 = difference(e2);
    const vars = [...new Set([...variables(d1), ...variables(d2)])].sort();
    if (vars.length !== 2) return null;
    const [x, y] = vars;
    // Each equation as a·x + b·y = c, read off by evaluating at three points.
    const row = (d: typeof d1) => {
      const c0 = numeric(d, { [x]: 0, [y]: 0 });
      const cx = numeric(d, { [x]: 1, [y]: 0 });
      const cy = numeric(d, { [x]: 0, [y]: 1 });
      const check = numeric(d, { [x]: 2, [y]: 3 });
      if (c0 === null || cx === null || cy === null || check === null) return null;
      const a = cx - c0;
      const b = cy - c0;
      return close(check, c0 + 2 * a + 3 * b) ? { a, b, c: -c0 } : null;
    };
    const r1 = row(d1);
    const r2 = row(d2);
    if (!r1 || !r2) return null;
    const det = r1.a * r2.b - r2.a * r1.b;
    const intro = `We have two equations in two unknowns, $${x}$ and $${y}$:\n\n${display(`${equationTex(e1)} \\quad (1)`)}\n${display(`${equationTex(e2)} \\quad (2)`)}`;
    if (close(det, 0)) {
      const same = close(r1.a * r2.c, r2.a * r1.c) && close(r1.b * r2.c, r2.b * r1.c);
      const final = same ? "infinitely many solutions" : "no solution";
      return {
        explanation: explanation({
          intro,
          steps: [
            {
              title: "Compare the equations",
              body: `The coefficients are in the same ratio ($\\frac{${numTex(r1.a)}}{${numTex(r2.a)}} = \\frac{${numTex(r1.b)}}{${numTex(r2.b)}}$), so the two lines are ${same ? "the same line: every point on it is a solution" : "parallel and never meet"}.`,
            },
          ],
          answer: final,
        }),
        finalAnswer: final,
        similarQuestions: similarSystems(q.seed, q.raw, x, y),
        verified: true,
      };
    }
    const xv = (r1.c * r2.b - r2.c * r1.b) / det;
    const yv = (r1.a * r2.c - r2.a * r1.c) / det;
    // Eliminate y: multiply (1) by b2 and (2) by b1, then subtract.
    const m1 = r2.b;
    const m2 = r1.b;
    const steps = [
      {
        title: `Make the ${y}-coefficients equal`,
        body: `Multiply equation (1) by $${numTex(m1)}$ and equation (2) by $${numTex(m2)}$:\n\n${display(`${lin(r1.a * m1, r1.b * m1, x, y)} = ${numTex(r1.c * m1)}`)}\n${display(`${lin(r2.a * m2, r2.b * m2, x, y)} = ${numTex(r2.c * m2)}`)}`,
      },
      {
        title: `Subtract to eliminate ${y}`,
        body: `${display(`${numTex(det)}${x} = ${numTex(r1.c * m1 - r2.c * m2)}`)}\n${display(`${x} = ${numTex(xv)}`)}`,
      },
      {
        title: `Substitute to find ${y}`,
        body: `Put $${x} = ${numTex(xv)}$ into equation (${r1.b !== 0 ? 1 : 2}) and solve for $${y}$:\n\n${display(`${y} = ${numTex(yv)}`)}`,
      },
      {
        title: "Check in both equations",
        body: `Equation (1): $${numTex(r1.a)}(${numTex(xv)}) + ${numTex(r1.b)}(${numTex(yv)}) = ${numTex(r1.a * xv + r1.b * yv)}$ ✓. Equation (2): $${numTex(r2.a)}(${numTex(xv)}) + ${numTex(r2.b)}(${numTex(yv)}) = ${numTex(r2.a * xv + r2.b * yv)}$ ✓.`,
      },
    ];
    const cas = solveSystem([d1, d2], [x, y]);
    const cx = cas?.get(x);
    const cy = cas?.get(y);
    const verified =
      close(numeric(cx ?? null) ?? Number.NaN, xv) && close(numeric(cy ?? null) ?? Number.NaN, yv);
    return {
      explanation: explanation({
        intro: `${intro}\n\nWe use the **elimination method**.`,
        steps,
        answer: `$${x} = ${numTex(xv)}$, $${y} = ${numTex(yv)}$`,
      }),
      finalAnswer: `${x} = ${numPlain(xv)}, ${y} = ${numPlain(yv)}`,
      similarQuestions: similarSystems(q.seed, q.raw, x, y),
      verified,
    };
  },
};

function similarSystems(seed: number, raw: string, x: string, y: string): string[] {
  return similar(seed, raw, (r) => {
    const xv = r.int(-3, 8);
    const yv = r.int(-3, 8);
    const [a1, b1, a2, b2] = [r.int(1, 5), r.int(1, 5), r.int(1, 5), -r.int(1, 5)];
    const side = (a: number, b: number) =>
      `${a === 1 ? "" : a}${x} ${b < 0 ? "-" : "+"} ${Math.abs(b) === 1 ? "" : Math.abs(b)}${y}`;
    return `Solve ${side(a1, b1)} = ${a1 * xv + b1 * yv} and ${side(a2, b2)} = ${a2 * xv + b2 * yv}`;
  });
}
