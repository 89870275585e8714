import { dec } from "../format";
import { listOf, measureOf } from "./measures";
import { BREADTH, HEIGHT, LENGTH, readAll, readBy, readRadius, SIDE } from "./readers";
import { type Dims, n, type ShapeSpec, sq, withUnit } from "./shape-types";

const pick7 = (r: { int(a: number, b: number): number }, on: boolean, lo: number, hi: number) =>
  on ? 7 * r.int(1, 3) : r.int(lo, hi);

/** Square: area, perimeter, diagonal. */
export const SQUARE: ShapeSpec = {
  name: "square",
  detect: /\bsquare\b(?!\s+(?:root|units?|cm|m|metres?|meters?|km|mm|inch|feet|of (?:a|the) number))/,
  read(text) {
    const m = measureOf(text, SIDE.names);
    return m ? { dims: { a: m.value }, unit: m.unit } : null;
  },
  formulas: {
    area: (d) => ({ formula: "A = a^{2}", substituted: sq(d.a), coef: d.a ** 2, pi: false, dim: 2 }),
    perimeter: (d) => ({
      formula: "P = 4a",
      substituted: `4 \\times ${n(d.a)}`,
      coef: 4 * d.a,
      pi: false,
      dim: 1,
    }),
    diagonal: (d) => ({
      formula: "d = a\\sqrt{2}",
      substituted: `${n(d.a)}\\sqrt{2}`,
      coef: d.a * Math.SQRT2,
      pi: false,
      dim: 1,
      exactTex: `${n(d.a)}\\sqrt{2}`,
    }),
  },
  describe: (d, u) => `a square of side ${withUnit(d.a, u)}`,
  random: (r) => ({ a: r.int(3, 25) }),
};

/** Rectangle: area, perimeter, diagonal; sides named or written as "12 cm by 8 cm". */
export const RECTANGLE: ShapeSpec = {
  name: "rectangle",
  detect: /\brectangle\b|\brectangular (?:field|park|garden|plot|sheet|board|floor|lawn|room floor)\b/,
  read(text) {
    const named = readAll(text, { l: LENGTH, b: BREADTH });
    if (named) return named;
    const by = readBy(text, 2);
    return by ? { dims: { l: by[0].value, b: by[1].value }, unit: by[0].unit } : null;
  },
  formulas: {
    area: (d) => ({
      formula: "A = l \\times b",
      substituted: `${n(d.l)} \\times ${n(d.b)}`,
      coef: d.l * d.b,
      pi: false,
      dim: 2,
    }),
    perimeter: (d) => ({
      formula: "P = 2(l + b)",
      substituted: `2(${n(d.l)} + ${n(d.b)}) = 2 \\times ${n(d.l + d.b)}`,
      coef: 2 * (d.l + d.b),
      pi: false,
      dim: 1,
    }),
    diagonal: (d) => ({
      formula: "d = \\sqrt{l^{2} + b^{2}}",
      substituted: `\\sqrt{${sq(d.l)} + ${sq(d.b)}} = \\sqrt{${n(d.l ** 2 + d.b ** 2)}}`,
      coef: Math.hypot(d.l, d.b),
      pi: false,
      dim: 1,
    }),
  },
  describe: (d, u) => `a rectangle of length ${withUnit(d.l, u)} and breadth ${withUnit(d.b, u)}`,
  random: (r) => {
    const b = r.int(3, 15);
    return { l: b + r.int(1, 12), b };
  },
};

/** Circle: area and circumference, from the radius or the diameter. */
export const CIRCLE: ShapeSpec = {
  name: "circle",
  detect: /\bcircle\b|\bcircular\b/,
  read(text) {
    const r = readRadius(text);
    return r ? { dims: { r: r.r }, unit: r.unit, derived: r.derived } : null;
  },
  formulas: {
    area: (d) => ({
      formula: "A = \\pi r^{2}",
      substituted: `\\pi \\times ${sq(d.r)}`,
      coef: d.r ** 2,
      pi: true,
      dim: 2,
    }),
    perimeter: (d) => ({
      formula: "C = 2\\pi r",
      substituted: `2 \\times \\pi \\times ${n(d.r)}`,
      coef: 2 * d.r,
      pi: true,
      dim: 1,
    }),
  },
  describe: (d, u) => `a circle of radius ${withUnit(d.r, u)}`,
  random: (r, on) => ({ r: pick7(r, on, 2, 20) }),
};

/** A part of a circle, by the fraction of the whole it is: its area from the radius or the diameter. */
function circlePart(name: string, detect: RegExp, fraction: 2 | 4): ShapeSpec {
  return {
    name,
    detect,
    read: CIRCLE.read,
    formulas: {
      area: (d) => ({
        formula: `A = \\frac{1}{${fraction}} \\pi r^{2}`,
        substituted: `\\frac{1}{${fraction}} \\times \\pi \\times ${sq(d.r)}`,
        coef: d.r ** 2 / fraction,
        pi: true,
        dim: 2,
      }),
    },
    describe: (d, u) => `a ${name} of radius ${withUnit(d.r, u)}`,
    random: CIRCLE.random,
  };
}

/** Semicircle: half a circle's area (its perimeter, πr + 2r, is not a multiple of π: declined here). */
export const SEMICIRCLE = circlePart("semicircle", /\bsemi[- ]?circle|\bsemicircular\b/, 2);

/** Quadrant: a quarter of a circle's area. */
export const QUADRANT = circlePart(
  "quadrant",
  /\bquadrant\b|\bquarter[- ]?circle|\bquarter of a circle\b/,
  4,
);

/** Parallelogram: area from base and height. */
export const PARALLELOGRAM: ShapeSpec = {
  name: "parallelogram",
  detect: /\bparallelogram\b/,
  read(text) {
    return readAll(text, { b: { names: ["base"] }, h: HEIGHT });
  },
  formulas: {
    area: (d) => ({
      formula: "A = b \\times h",
      substituted: `${n(d.b)} \\times ${n(d.h)}`,
      coef: d.b * d.h,
      pi: false,
      dim: 2,
    }),
  },
  describe: (d, u) => `a parallelogram with base ${withUnit(d.b, u)} and height ${withUnit(d.h, u)}`,
  random: (r) => ({ b: r.int(4, 20), h: r.int(3, 15) }),
};

/** Trapezium: area from the parallel sides and the height. */
export const TRAPEZIUM: ShapeSpec = {
  name: "trapezium",
  detect: /\btrapezi?um\b|\btrapezoid\b/,
  read(text) {
    const sides = listOf(text, ["parallel sides", "parallel sides of lengths?"], 2);
    const h = measureOf(
      text,
      [...HEIGHT.names, "distance between them", "distance between the parallel sides"],
      HEIGHT.after,
    );
    if (!sides || !h) return null;
    return { dims: { a: sides[0].value, b: sides[1].value, h: h.value }, unit: sides[0].unit ?? h.unit };
  },
  formulas: {
    area: (d) => ({
      formula: "A = \\frac{1}{2}(a + b) \\times h",
      substituted: `\\frac{1}{2}(${n(d.a)} + ${n(d.b)}) \\times ${n(d.h)} = \\frac{1}{2} \\times ${n(d.a + d.b)} \\times ${n(d.h)}`,
      coef: ((d.a + d.b) * d.h) / 2,
      pi: false,
      dim: 2,
    }),
  },
  describe: (d, u) =>
    `a trapezium whose parallel sides are ${withUnit(d.a, u)} and ${withUnit(d.b, u)} and whose height is ${withUnit(d.h, u)}`,
  random: (r) => ({ a: r.int(6, 20), b: r.int(2, 12), h: r.int(2, 10) }),
};

/** Rhombus: area from the diagonals, perimeter from a side or the diagonals. */
export const RHOMBUS: ShapeSpec = {
  name: "rhombus",
  detect: /\brhombus\b/,
  read(text) {
    const diags = listOf(text, ["diagonals", "diagonals of lengths?"], 2);
    const fromDiagonals: Dims | null = diags ? { p: diags[0].value, q: diags[1].value } : null;
    if (diags && fromDiagonals) return { dims: fromDiagonals, unit: diags[0].unit };
    const side = measureOf(text, SIDE.names);
    const fromSide: Dims | null = side ? { a: side.value } : null;
    return side && fromSide ? { dims: fromSide, unit: side.unit } : null;
  },
  formulas: {
    area: (d) =>
      d.p === undefined
        ? null
        : {
            formula: "A = \\frac{1}{2} d_1 d_2",
            substituted: `\\frac{1}{2} \\times ${n(d.p)} \\times ${n(d.q)}`,
            coef: (d.p * d.q) / 2,
            pi: false,
            dim: 2,
          },
    perimeter: (d) => {
      const a = d.a ?? Math.hypot(d.p / 2, d.q / 2);
      const pre =
        d.a === undefined
          ? `The diagonals of a rhombus bisect each other at right angles, so each side is $\\sqrt{(${n(d.p / 2)})^{2} + (${n(d.q / 2)})^{2}} = ${dec(a, 2)}$.`
          : undefined;
      return {
        formula: "P = 4a",
        substituted: `4 \\times ${dec(a, 4)}`,
        coef: 4 * a,
        pi: false,
        dim: 1,
        pre,
      };
    },
  },
  describe: (d, u) =>
    d.p === undefined
      ? `a rhombus of side ${withUnit(d.a, u)}`
      : `a rhombus whose diagonals are ${withUnit(d.p, u)} and ${withUnit(d.q, u)}`,
  random: (r) => ({ p: 2 * r.int(3, 12), q: 2 * r.int(2, 9) }),
};
