import { display, explanation } from "../explain";
import { dec, show, toRatio } from "../format";
import { similar } from "../rng";
import type { Question, Solver, SolverOutput } from "../types";

type Point = [number, number];

/** Every (x, y) pair of a question, in order. */
export function points(text: string): Point[] {
  return [...text.matchAll(/\(\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*\)/g)].map((m) => [
    Number(m[1]),
    Number(m[2]),
  ]);
}

const pt = (p: Point) => `(${show(p[0])}, ${show(p[1])})`;
const paren = (v: number) => (v < 0 ? `(${show(v)})` : show(v));

// Plain text for the final answer of a square root: exact when it is whole, else 2 decimals.
function rootAnswer(s: number): string {
  const r = Math.sqrt(s);
  return Number.isInteger(r) ? String(r) : `sqrt(${show(s)}) ≈ ${dec(r, 2)}`;
}

function out(
  q: Question,
  intro: string,
  steps: { title: string; body: string }[],
  answer: string,
  make: string,
): SolverOutput {
  return {
    explanation: explanation({ intro, steps, answer: `**${answer}**` }),
    finalAnswer: answer,
    similarQuestions: similar(q.seed, q.raw, (r) =>
      make.replace(/A/g, () => String(r.int(-6, 9))).replace(/B/g, () => String(r.int(1, 9))),
    ),
    verified: true,
  };
}

/** Coordinate geometry (class 10): distance, midpoint, section formula, area of a triangle from vertices. */
export const coordinateSolver: Solver = {
  id: "coordinate-geometry",
  topic: "geometry",
  solve(q) {
    const t = q.text;
    const ps = points(t);
    const others = q.numbers.length - 2 * ps.length;
    if (ps.length === 2 && /\bdistance\b/.test(t) && others === 0) {
      const [[x1, y1], [x2, y2]] = ps;
      const s = (x2 - x1) ** 2 + (y2 - y1) ** 2;
      return out(
        q,
        `The distance between $(x_1, y_1)$ and $(x_2, y_2)$ is $\\sqrt{(x_2 - x_1)^2 + (y_2 - y_1)^2}$; here the points are $${pt(ps[0])}$ and $${pt(ps[1])}$.`,
        [
          {
            title: "Substitute",
            body: display(
              `d = \\sqrt{(${show(x2)} - ${paren(x1)})^2 + (${show(y2)} - ${paren(y1)})^2} = \\sqrt{${show((x2 - x1) ** 2)} + ${show((y2 - y1) ** 2)}} = \\sqrt{${show(s)}}`,
            ),
          },
        ],
        rootAnswer(s),
        "Find the distance between the points (A, A) and (A, A).",
      );
    }
    if (
      ps.length === 2 &&
      /\b(?:slope|gradient)\b/.test(t) &&
      /\b(?:line|points?|joining|through)\b/.test(t) &&
      !/\b(?:perpendicular|parallel|normal|tangent|curve|intercept|inclination|angle|equation)\b/.test(t) &&
      others === 0
    )
      return slope(q, ps[0], ps[1]);
    if (ps.length === 2 && /\bmid-?point\b/.test(t) && others === 0) {
      const [[x1, y1], [x2, y2]] = ps;
      const m: Point = [(x1 + x2) / 2, (y1 + y2) / 2];
      return out(
        q,
        `The midpoint of the line segment joining $(x_1, y_1)$ and $(x_2, y_2)$ is $\\left(\\frac{x_1 + x_2}{2}, \\frac{y_1 + y_2}{2}\\right)$, for the points $${pt(ps[0])}$ and $${pt(ps[1])}$.`,
        [
          {
            title: "Substitute",
            body: display(
              `\\left(\\frac{${show(x1)} + ${paren(x2)}}{2}, \\frac{${show(y1)} + ${paren(y2)}}{2}\\right) = ${pt(m)}`,
            ),
          },
        ],
        pt(m),
        "Find the midpoint of the line segment joining (A, A) and (A, A).",
      );
    }
    const ratio = t.match(/\bratio (\d+(?:\.\d+)?)\s*:\s*(\d+(?:\.\d+)?)/);
    if (
      ps.length === 2 &&
      ratio &&
      /\b(?:divides?|dividing|divided|internally|section)\b/.test(t) &&
      others === 2
    ) {
      const [[x1, y1], [x2, y2]] = ps;
      const [m, n] = [Number(ratio[1]), Number(ratio[2])];
      const p: Point = [(m * x2 + n * x1) / (m + n), (m * y2 + n * y1) / (m + n)];
      return out(
        q,
        `A point dividing the line segment joining $${pt(ps[0])}$ and $${pt(ps[1])}$ internally in the ratio $m : n = ${show(m)} : ${show(n)}$ is $\\left(\\frac{m x_2 + n x_1}{m + n}, \\frac{m y_2 + n y_1}{m + n}\\right)$ (section formula).`,
        [
          {
            title: "Substitute",
            body: display(
              `\\left(\\frac{${show(m)} \\times ${paren(x2)} + ${show(n)} \\times ${paren(x1)}}{${show(m + n)}}, \\frac{${show(m)} \\times ${paren(y2)} + ${show(n)} \\times ${paren(y1)}}{${show(m + n)}}\\right) = (${dec(p[0], 2)}, ${dec(p[1], 2)})`,
            ),
          },
        ],
        `(${dec(p[0], 2)}, ${dec(p[1], 2)})`,
        "Find the coordinates of the point which divides the join of (A, A) and (A, A) in the ratio B:B internally.",
      );
    }
    // "In what ratio does the point (3, 4) divide the segment joining (1, 2) and (6, 7)?": the ratio
    // asked, from the point and the two ends (named by "joining … and …").
    const ends = t.match(
      /\bjoin(?:ing)?\s+(?:the\s+)?(?:points\s+)?(?:[a-z]\s*)?(\(\s*-?[\d.]+\s*,\s*-?[\d.]+\s*\))\s+and\s+(?:[a-z]\s*)?(\(\s*-?[\d.]+\s*,\s*-?[\d.]+\s*\))/,
    );
    if (
      ps.length === 3 &&
      ends &&
      others === 0 &&
      /\bratio\b/.test(t) &&
      /\bdivide[sd]?\b/.test(t) &&
      !/\bx-?axis\b|\by-?axis\b|\bline\b\s*[a-z0-9]*\s*[-+=]/.test(t)
    ) {
      const a = points(ends[1] as string)[0] as Point;
      const b = points(ends[2] as string)[0] as Point;
      const p = ps.find((x) => pt(x) !== pt(a) && pt(x) !== pt(b)) as Point | undefined;
      if (p) {
        // P = (kB + A)/(k + 1) in each coordinate: k = (P − A)/(B − P); both coordinates must agree.
        const ks = [0, 1]
          .filter((i) => (b[i] as number) !== (p[i] as number))
          .map((i) => ((p[i] as number) - (a[i] as number)) / ((b[i] as number) - (p[i] as number)));
        const k = ks[0];
        if (k !== undefined && k > 0 && ks.every((v) => Math.abs(v - k) < 1e-9)) {
          const r = toRatio(k, 1000);
          if (r) {
            const back: Point = [
              (r.n * b[0] + r.d * a[0]) / (r.n + r.d),
              (r.n * b[1] + r.d * a[1]) / (r.n + r.d),
            ];
            if (Math.abs(back[0] - p[0]) < 1e-9 && Math.abs(back[1] - p[1]) < 1e-9)
              return out(
                q,
                `Let $${pt(p)}$ divide the segment from $A${pt(a)}$ to $B${pt(b)}$ in the ratio $k : 1$. By the section formula its $x$-coordinate is $\\frac{k x_2 + x_1}{k + 1}$ (and its $y$ likewise).`,
                [
                  {
                    title: "Solve for k",
                    body: display(
                      `${show(p[0] === b[0] ? p[1] : p[0])} = \\frac{k \\times ${paren(p[0] === b[0] ? b[1] : b[0])} + ${paren(p[0] === b[0] ? a[1] : a[0])}}{k + 1} \\Rightarrow k = ${dec(k, 4)}, \\text{ so the ratio is } ${r.n} : ${r.d}`,
                    ),
                  },
                  {
                    title: "Check: the section formula gives the point back",
                    body: display(
                      `\\left(\\frac{${r.n} \\times ${paren(b[0])} + ${r.d} \\times ${paren(a[0])}}{${r.n + r.d}}, \\frac{${r.n} \\times ${paren(b[1])} + ${r.d} \\times ${paren(a[1])}}{${r.n + r.d}}\\right) = ${pt(back)}`,
                    ),
                  },
                ],
                `${r.n}:${r.d}`,
                "In what ratio does the point (A, A) divide the line segment joining (A, A) and (A, A)?",
              );
          }
        }
      }
    }
    if (ps.length === 3 && /\barea\b/.test(t) && /\btriangle\b/.test(t) && others === 0) {
      const [[x1, y1], [x2, y2], [x3, y3]] = ps;
      const twice = x1 * (y2 - y3) + x2 * (y3 - y1) + x3 * (y1 - y2);
      const area = Math.abs(twice) / 2;
      return out(
        q,
        `The area of a triangle with vertices $(x_1, y_1), (x_2, y_2), (x_3, y_3)$ is $\\frac{1}{2}\\left|x_1(y_2 - y_3) + x_2(y_3 - y_1) + x_3(y_1 - y_2)\\right|$; here the vertices are $${ps.map(pt).join(", ")}$.`,
        [
          {
            title: "Substitute",
            body: display(
              `\\frac{1}{2}\\left|${show(x1)}(${show(y2)} - ${paren(y3)}) + ${paren(x2)}(${show(y3)} - ${paren(y1)}) + ${paren(x3)}(${show(y1)} - ${paren(y2)})\\right| = \\frac{1}{2} \\times ${show(Math.abs(twice))} = ${show(area)}`,
            ),
          },
        ],
        area === 0 ? "0 (the points are collinear)" : `${show(area)} square units`,
        "Find the area of the triangle whose vertices are (A, A), (A, A) and (A, A).",
      );
    }
    return null;
  },
};

/**
 * The slope of the line through two points, (y2 - y1) / (x2 - x1). A vertical line (x1 = x2) has no
 * slope: the answer says so and is never a number. Two equal points fix no line.
 */
function slope(q: Question, a: Point, b: Point): SolverOutput | null {
  const [[x1, y1], [x2, y2]] = [a, b];
  if (x1 === x2 && y1 === y2) return null;
  const intro = `The slope of the line through $(x_1, y_1)$ and $(x_2, y_2)$ is $m = \\frac{y_2 - y_1}{x_2 - x_1}$; here the points are $${pt(a)}$ and $${pt(b)}$.`;
  const make = "Find the slope of the line through (A, A) and (A, A).";
  const rise = y2 - y1;
  const run = x2 - x1;
  if (run === 0) {
    return out(
      q,
      intro,
      [
        {
          title: "Substitute",
          body: display(
            `m = \\frac{${show(y2)} - ${paren(y1)}}{${show(x2)} - ${paren(x1)}} = \\frac{${show(rise)}}{0}`,
          ),
        },
        {
          title: "A vertical line",
          body: `Both points have $x = ${show(x1)}$, so the line is vertical (parallel to the y-axis). Division by zero is not defined: a vertical line has no slope.`,
        },
      ],
      `undefined (the line x = ${show(x1)} is vertical)`,
      make,
    );
  }
  const m = fraction(rise, run);
  return out(
    q,
    intro,
    [
      {
        title: "Substitute",
        body: display(
          `m = \\frac{${show(y2)} - ${paren(y1)}}{${show(x2)} - ${paren(x1)}} = \\frac{${show(rise)}}{${show(run)}} = ${m.tex}`,
        ),
      },
    ],
    m.text,
    make,
  );
}

/** rise / run in lowest terms: "2", "-1/2", or a decimal when either is not whole. */
function fraction(rise: number, run: number): { text: string; tex: string } {
  if (!Number.isInteger(rise) || !Number.isInteger(run)) {
    const v = dec(rise / run, 4);
    return { text: v, tex: v };
  }
  const g = gcd(Math.abs(rise), Math.abs(run)) || 1;
  const sign = rise * run < 0 ? "-" : "";
  const [p, r] = [Math.abs(rise) / g, Math.abs(run) / g];
  if (r === 1) return { text: `${sign}${p}`, tex: `${sign}${p}` };
  return { text: `${sign}${p}/${r}`, tex: `${sign}\\frac{${p}}{${r}}` };
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}
