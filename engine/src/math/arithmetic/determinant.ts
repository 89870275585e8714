import { display, explanation } from "../explain";
import { show } from "../format";
import { det } from "../mathjs";
import { similar } from "../rng";
import type { Solver } from "../types";

/**
 * The determinant of a 2×2 or 3×3 matrix of numbers, written as a student types it: "|2 3; 1 4|",
 * "[[3, 2], [1, 5]]", "the matrix with rows (2, 3) and (1, 4)". Worked by the cross rule (2×2) or
 * expansion along the first row (3×3), and checked against mathjs's determinant.
 */
export const determinantSolver: Solver = {
  id: "determinant",
  topic: "arithmetic",
  solve(q) {
    const t = q.text;
    if (!/\bdeterminant\b|\bdet\b|\|.*;.*\|/.test(t)) return null;
    const rows = readMatrix(t);
    if (!rows) return null;
    const n = rows.length;
    if ((n !== 2 && n !== 3) || rows.some((r) => r.length !== n || r.some((x) => !Number.isFinite(x))))
      return null;
    const { value, working } = n === 2 ? twoByTwo(rows) : threeByThree(rows);
    const check = Number(det(rows));
    if (!Number.isFinite(check) || Math.abs(check - value) > 1e-9 * Math.max(1, Math.abs(value))) return null;
    const matrix = `\\begin{vmatrix} ${rows.map((r) => r.map(show).join(" & ")).join(" \\\\ ")} \\end{vmatrix}`;
    return {
      explanation: explanation({
        intro:
          n === 2
            ? "For a 2×2 determinant, multiply down the leading diagonal and subtract the other diagonal's product."
            : "Expand along the first row: each entry times the 2×2 determinant left when its row and column are crossed out, with signs + − +.",
        steps: [
          { title: "The determinant", body: display(matrix) },
          { title: "Work it out", body: display(working) },
        ],
        answer: `The determinant is **${show(value)}**.`,
      }),
      finalAnswer: show(value),
      similarQuestions: similar(
        q.seed,
        q.raw,
        (r) => `Evaluate the determinant |${r.int(1, 9)} ${r.int(1, 9)}; ${r.int(1, 9)} ${r.int(1, 9)}|`,
      ),
      verified: true,
    };
  },
};

const NUM = /-?\d+(?:\.\d+)?/g;
// Entries are plain numbers only: "cos 30" read as 30 would be another determinant.
const nums = (s: string) => (/^[\s,\d.-]*$/.test(s) ? (s.match(NUM) ?? []).map(Number) : [Number.NaN]);

function readMatrix(t: string): number[][] | null {
  const bars = t.match(/\|([^|]*;[^|]*)\|/);
  if (bars) return (bars[1] as string).split(";").map(nums);
  const nested = t.match(/\[\s*\[([^[\]]*(?:\]\s*,\s*\[[^[\]]*)+)\]\s*\]/);
  if (nested) return (nested[1] as string).split(/\]\s*,\s*\[/).map(nums);
  const rows = t.match(/\brows?\s+((?:\(\s*[^()]+\)\s*,?\s*(?:and\s+)?){2,3})/);
  if (rows) return [...(rows[1] as string).matchAll(/\(([^()]+)\)/g)].map((m) => nums(m[1] as string));
  return null;
}

function twoByTwo([[a, b], [c, d]]: number[][]): { value: number; working: string } {
  const [p, q, r, s] = [a, b, c, d] as number[];
  const value = (p as number) * (s as number) - (q as number) * (r as number);
  const br = (x: number) => (x < 0 ? `(${show(x)})` : show(x));
  return {
    value,
    working: `${br(p as number)} \\times ${br(s as number)} - ${br(q as number)} \\times ${br(r as number)} = ${show(value)}`,
  };
}

function threeByThree(m: number[][]): { value: number; working: string } {
  const [[a, b, c], [d, e, f], [g, h, i]] = m as [
    [number, number, number],
    [number, number, number],
    [number, number, number],
  ];
  const minors = [e * i - f * h, d * i - f * g, d * h - e * g];
  const value = a * minors[0] - b * minors[1] + c * minors[2];
  const br = (x: number) => (x < 0 ? `(${show(x)})` : show(x));
  return {
    value,
    working: `${br(a)}(${br(e)} \\times ${br(i)} - ${br(f)} \\times ${br(h)}) - ${br(b)}(${br(d)} \\times ${br(i)} - ${br(f)} \\times ${br(g)}) + ${br(c)}(${br(d)} \\times ${br(h)} - ${br(e)} \\times ${br(g)}) = ${show(value)}`,
  };
}
