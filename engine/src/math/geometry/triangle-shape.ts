import { dec } from "../format";
import { listOf, measureOf } from "./measures";
import { HEIGHT, readAll } from "./readers";
import { type Dims, n, type ShapeSpec, withUnit } from "./shape-types";

function heron(d: Dims) {
  const s = (d.a + d.b + d.c) / 2;
  const product = s * (s - d.a) * (s - d.b) * (s - d.c);
  return { s, product };
}

/** Triangles from base and height, from three sides (Heron's formula), or equilateral with one side. */
export const TRIANGLE: ShapeSpec = {
  name: "triangle",
  detect: /\btriangle\b|\btriangular\b/,
  read(text) {
    const sides = listOf(
      text,
      ["sides", "sides of lengths?", "sides measuring", "lengths of (?:its|the) sides"],
      3,
    );
    if (sides) {
      const unit = sides[0].unit;
      return { dims: { a: sides[0].value, b: sides[1].value, c: sides[2].value }, unit };
    }
    const bh = readAll(text, { b: { names: ["base"] }, h: HEIGHT });
    if (bh) return bh;
    if (/equilateral/.test(text)) {
      const a = measureOf(text, ["side", "sides", "each side"]);
      if (a) return { dims: { a: a.value, b: a.value, c: a.value }, unit: a.unit };
    }
    const legs = listOf(text, ["legs", "sides containing the right angle", "perpendicular sides"], 2);
    if (legs && /right/.test(text))
      return { dims: { b: legs[0].value, h: legs[1].value }, unit: legs[0].unit };
    return null;
  },
  formulas: {
    area: (d) => {
      if (d.h !== undefined) {
        return {
          formula: "A = \\frac{1}{2} \\times \\text{base} \\times \\text{height}",
          substituted: `\\frac{1}{2} \\times ${n(d.b)} \\times ${n(d.h)}`,
          coef: (d.b * d.h) / 2,
          pi: false,
          dim: 2,
        };
      }
      if (d.a === d.b && d.b === d.c) {
        return {
          formula: "A = \\frac{\\sqrt{3}}{4} a^{2}",
          substituted: `\\frac{\\sqrt{3}}{4} \\times ${n(d.a)}^{2}`,
          coef: (Math.sqrt(3) / 4) * d.a ** 2,
          pi: false,
          dim: 2,
        };
      }
      const { s, product } = heron(d);
      return {
        pre: `We know all three sides, so we use **Heron's formula**. First the semi-perimeter:\n\n$$s = \\frac{a + b + c}{2} = \\frac{${n(d.a)} + ${n(d.b)} + ${n(d.c)}}{2} = ${n(s)}$$`,
        formula: "A = \\sqrt{s(s - a)(s - b)(s - c)}",
        substituted: `\\sqrt{${n(s)} \\times ${n(s - d.a)} \\times ${n(s - d.b)} \\times ${n(s - d.c)}} = \\sqrt{${dec(product, 4)}}`,
        coef: Math.sqrt(product),
        pi: false,
        dim: 2,
      };
    },
    perimeter: (d) =>
      d.c === undefined
        ? null
        : {
            formula: "P = a + b + c",
            substituted: `${n(d.a)} + ${n(d.b)} + ${n(d.c)}`,
            coef: d.a + d.b + d.c,
            pi: false,
            dim: 1,
          },
  },
  describe: (d, u) =>
    d.h !== undefined
      ? `a triangle with base ${withUnit(d.b, u)} and height ${withUnit(d.h, u)}`
      : d.a === d.b && d.b === d.c
        ? `an equilateral triangle of side ${withUnit(d.a, u)}`
        : `a triangle with sides ${withUnit(d.a, u)}, ${withUnit(d.b, u)} and ${withUnit(d.c, u)}`,
  random: (r, _on, like): Dims => {
    if (like.h !== undefined) return { b: r.int(4, 20), h: r.int(3, 15) };
    if (like.a === like.b && like.b === like.c) {
      const a = r.int(3, 15);
      return { a, b: a, c: a };
    }
    const [a, b, c] = r.pick([
      [5, 12, 13],
      [13, 14, 15],
      [7, 24, 25],
      [9, 10, 17],
      [6, 8, 10],
      [8, 15, 17],
    ]);
    return { a, b, c };
  },
  invalid(d) {
    if (d.c === undefined) return null;
    const [x, y, z] = [d.a, d.b, d.c].sort((p, q) => p - q);
    return x + y > z
      ? null
      : `In every triangle, the two shorter sides together must be longer than the longest side (the triangle inequality). Here $${n(x)} + ${n(y)} = ${n(x + y)}$, which is not greater than $${n(z)}$, so the sides cannot meet to form a triangle.`;
  },
};
