import { dec } from "../format";
import { measureOf } from "./measures";
import { BREADTH, HEIGHT, LENGTH, readAll, readBy, readRadius, SIDE } from "./readers";
import { cube, type Dims, n, type ShapeSpec, sq, withUnit } from "./shape-types";

const pick7 = (r: { int(a: number, b: number): number }, on: boolean, lo: number, hi: number) =>
  on ? 7 * r.int(1, 3) : r.int(lo, hi);

/** Cube: volume, total and lateral surface area, space diagonal. */
export const CUBE: ShapeSpec = {
  name: "cube",
  detect: /\bcubes?\b(?! root)|\bcubical\b/,
  read(text) {
    const m = measureOf(text, SIDE.names);
    return m ? { dims: { a: m.value }, unit: m.unit } : null;
  },
  formulas: {
    volume: (d) => ({ formula: "V = a^{3}", substituted: cube(d.a), coef: d.a ** 3, pi: false, dim: 3 }),
    tsa: (d) => ({
      formula: "\\text{TSA} = 6a^{2}",
      substituted: `6 \\times ${sq(d.a)}`,
      coef: 6 * d.a ** 2,
      pi: false,
      dim: 2,
    }),
    open: (d) => ({
      formula: "\\text{Area (open at the top)} = 5a^{2}",
      substituted: `5 \\times ${sq(d.a)}`,
      coef: 5 * d.a ** 2,
      pi: false,
      dim: 2,
    }),
    csa: (d) => ({
      formula: "\\text{LSA} = 4a^{2}",
      substituted: `4 \\times ${sq(d.a)}`,
      coef: 4 * d.a ** 2,
      pi: false,
      dim: 2,
    }),
    diagonal: (d) => ({
      formula: "d = a\\sqrt{3}",
      substituted: `${n(d.a)}\\sqrt{3}`,
      coef: d.a * Math.sqrt(3),
      pi: false,
      dim: 1,
      exactTex: `${n(d.a)}\\sqrt{3}`,
    }),
  },
  describe: (d, u) => `a cube of side ${withUnit(d.a, u)}`,
  random: (r) => ({ a: r.int(2, 15) }),
};

/** Cuboid (box, room, tank): volume, surface areas, diagonal. */
export const CUBOID: ShapeSpec = {
  name: "cuboid",
  detect:
    /\bcuboid\b|\brectangular (?:box|tank|block|room|solid|container)\b|\bbrick\b|\b(?:box|carton|room|tank)\b/,
  read(text) {
    const named = readAll(text, { l: LENGTH, b: BREADTH, h: HEIGHT });
    if (named) return named;
    const by = readBy(text, 3);
    return by ? { dims: { l: by[0].value, b: by[1].value, h: by[2].value }, unit: by[0].unit } : null;
  },
  formulas: {
    volume: (d) => ({
      formula: "V = l \\times b \\times h",
      substituted: `${n(d.l)} \\times ${n(d.b)} \\times ${n(d.h)}`,
      coef: d.l * d.b * d.h,
      pi: false,
      dim: 3,
    }),
    tsa: (d) => ({
      formula: "\\text{TSA} = 2(lb + bh + hl)",
      substituted: `2(${n(d.l)} \\times ${n(d.b)} + ${n(d.b)} \\times ${n(d.h)} + ${n(d.h)} \\times ${n(d.l)}) = 2(${n(d.l * d.b)} + ${n(d.b * d.h)} + ${n(d.h * d.l)})`,
      coef: 2 * (d.l * d.b + d.b * d.h + d.h * d.l),
      pi: false,
      dim: 2,
    }),
    open: (d) => ({
      formula: "\\text{Area (open at the top, no lid)} = lb + 2h(l + b)",
      substituted: `${n(d.l)} \\times ${n(d.b)} + 2 \\times ${n(d.h)} \\times (${n(d.l)} + ${n(d.b)})`,
      coef: d.l * d.b + 2 * d.h * (d.l + d.b),
      pi: false,
      dim: 2,
    }),
    csa: (d) => ({
      formula: "\\text{LSA} = 2h(l + b)",
      substituted: `2 \\times ${n(d.h)} \\times (${n(d.l)} + ${n(d.b)})`,
      coef: 2 * d.h * (d.l + d.b),
      pi: false,
      dim: 2,
    }),
    diagonal: (d) => ({
      formula: "d = \\sqrt{l^{2} + b^{2} + h^{2}}",
      substituted: `\\sqrt{${sq(d.l)} + ${sq(d.b)} + ${sq(d.h)}}`,
      coef: Math.hypot(d.l, d.b, d.h),
      pi: false,
      dim: 1,
    }),
  },
  describe: (d, u) =>
    `a cuboid with length ${withUnit(d.l, u)}, breadth ${withUnit(d.b, u)} and height ${withUnit(d.h, u)}`,
  random: (r) => ({ l: r.int(5, 20), b: r.int(2, 12), h: r.int(2, 10) }),
};

function radiusAndHeight(text: string) {
  const r = readRadius(text);
  const h = measureOf(
    text,
    HEIGHT.names.filter((x) => x !== "altitude"),
    HEIGHT.after,
  );
  return r && h ? { dims: { r: r.r, h: h.value }, unit: r.unit ?? h.unit, derived: r.derived } : null;
}

/** Cylinder: volume, curved and total surface area. */
export const CYLINDER: ShapeSpec = {
  name: "cylinder",
  detect: /\bcylinders?\b|\bcylindrical\b/,
  read: radiusAndHeight,
  formulas: {
    volume: (d) => ({
      formula: "V = \\pi r^{2} h",
      substituted: `\\pi \\times ${sq(d.r)} \\times ${n(d.h)}`,
      coef: d.r ** 2 * d.h,
      pi: true,
      dim: 3,
    }),
    csa: (d) => ({
      formula: "\\text{CSA} = 2\\pi r h",
      substituted: `2 \\times \\pi \\times ${n(d.r)} \\times ${n(d.h)}`,
      coef: 2 * d.r * d.h,
      pi: true,
      dim: 2,
    }),
    open: (d) => ({
      formula: "\\text{Area (open at the top, no lid)} = 2\\pi r h + \\pi r^{2}",
      substituted: `2 \\times \\pi \\times ${n(d.r)} \\times ${n(d.h)} + \\pi \\times ${sq(d.r)}`,
      coef: 2 * d.r * d.h + d.r ** 2,
      pi: true,
      dim: 2,
    }),
    tsa: (d) => ({
      formula: "\\text{TSA} = 2\\pi r(r + h)",
      substituted: `2 \\times \\pi \\times ${n(d.r)} \\times (${n(d.r)} + ${n(d.h)})`,
      coef: 2 * d.r * (d.r + d.h),
      pi: true,
      dim: 2,
    }),
  },
  describe: (d, u) => `a cylinder with radius ${withUnit(d.r, u)} and height ${withUnit(d.h, u)}`,
  random: (r, on) => ({ r: pick7(r, on, 2, 12), h: r.int(3, 20) }),
};

/** Cone: volume, curved and total surface area, slant height (from height or given). */
export const CONE: ShapeSpec = {
  name: "cone",
  detect: /\bcones?\b|\bconical\b/,
  read(text) {
    const slant = measureOf(text, ["slant height", "slant"]);
    const r = readRadius(text);
    const h = measureOf(
      text.replace(/slant height/g, "slant"),
      ["height", "h", "vertical height"],
      ["high", "tall"],
    );
    if (!r || (!slant && !h)) return null;
    const dims: Record<string, number> = { r: r.r };
    if (h) dims.h = h.value;
    if (slant) dims.l = slant.value;
    return { dims, unit: r.unit ?? h?.unit ?? slant?.unit, derived: r.derived };
  },
  formulas: {
    volume: (d) =>
      d.h === undefined && d.l === undefined
        ? null
        : {
            pre: d.h === undefined ? slantToHeight(d.r, d.l) : undefined,
            formula: "V = \\frac{1}{3}\\pi r^{2} h",
            substituted: `\\frac{1}{3} \\times \\pi \\times ${sq(d.r)} \\times ${dec(d.h ?? Math.sqrt(d.l ** 2 - d.r ** 2), 4)}`,
            coef: (d.r ** 2 * (d.h ?? Math.sqrt(d.l ** 2 - d.r ** 2))) / 3,
            pi: true,
            dim: 3,
          },
    csa: (d) => {
      const l = d.l ?? Math.hypot(d.r, d.h);
      return {
        pre: d.l === undefined ? slantFrom(d.r, d.h) : undefined,
        formula: "\\text{CSA} = \\pi r l",
        substituted: `\\pi \\times ${n(d.r)} \\times ${dec(l, 4)}`,
        coef: d.r * l,
        pi: true,
        dim: 2,
      };
    },
    tsa: (d) => {
      const l = d.l ?? Math.hypot(d.r, d.h);
      return {
        pre: d.l === undefined ? slantFrom(d.r, d.h) : undefined,
        formula: "\\text{TSA} = \\pi r (l + r)",
        substituted: `\\pi \\times ${n(d.r)} \\times (${dec(l, 4)} + ${n(d.r)})`,
        coef: d.r * (l + d.r),
        pi: true,
        dim: 2,
      };
    },
    slant: (d) =>
      d.h === undefined
        ? null
        : {
            formula: "l = \\sqrt{r^{2} + h^{2}}",
            substituted: `\\sqrt{${sq(d.r)} + ${sq(d.h)}} = \\sqrt{${n(d.r ** 2 + d.h ** 2)}}`,
            coef: Math.hypot(d.r, d.h),
            pi: false,
            dim: 1,
          },
  },
  describe: (d, u) =>
    d.h !== undefined
      ? `a cone with radius ${withUnit(d.r, u)} and height ${withUnit(d.h, u)}`
      : `a cone with radius ${withUnit(d.r, u)} and slant height ${withUnit(d.l, u)}`,
  random: (r, on, like): Dims => {
    const [a, b] = r.pick([
      [3, 4],
      [5, 12],
      [6, 8],
      [8, 15],
      [7, 24],
      [9, 12],
    ]);
    if (like.h === undefined) {
      const rad = pick7(r, on, 3, 10);
      return { r: rad, l: rad + r.int(2, 10) };
    }
    return on ? { r: 7, h: r.int(3, 24) } : { r: a, h: b };
  },
  invalid(d) {
    return d.l !== undefined && d.l <= d.r
      ? `The slant height of a cone is the hypotenuse of a right triangle with the radius as one leg, so it must be longer than the radius; ${n(d.l)} is not longer than ${n(d.r)}.`
      : null;
  },
};

function slantFrom(r: number, h: number): string {
  return `First the slant height: $l = \\sqrt{r^{2} + h^{2}} = \\sqrt{${sq(r)} + ${sq(h)}} = ${dec(Math.hypot(r, h), 4)}$.`;
}

function slantToHeight(r: number, l: number): string {
  return `First the vertical height: $h = \\sqrt{l^{2} - r^{2}} = \\sqrt{${sq(l)} - ${sq(r)}} = ${dec(Math.sqrt(l ** 2 - r ** 2), 4)}$.`;
}

/** Sphere: volume and surface area. */
export const SPHERE: ShapeSpec = {
  name: "sphere",
  detect: /\bspheres?\b|\bspherical\b|\bball\b/,
  read(text) {
    const r = readRadius(text);
    return r ? { dims: { r: r.r }, unit: r.unit, derived: r.derived } : null;
  },
  formulas: {
    volume: (d) => ({
      formula: "V = \\frac{4}{3}\\pi r^{3}",
      substituted: `\\frac{4}{3} \\times \\pi \\times ${cube(d.r)}`,
      coef: (4 * d.r ** 3) / 3,
      pi: true,
      dim: 3,
    }),
    tsa: (d) => ({
      formula: "S = 4\\pi r^{2}",
      substituted: `4 \\times \\pi \\times ${sq(d.r)}`,
      coef: 4 * d.r ** 2,
      pi: true,
      dim: 2,
    }),
    csa: (d) => ({
      formula: "S = 4\\pi r^{2}",
      substituted: `4 \\times \\pi \\times ${sq(d.r)}`,
      coef: 4 * d.r ** 2,
      pi: true,
      dim: 2,
    }),
  },
  describe: (d, u) => `a sphere of radius ${withUnit(d.r, u)}`,
  random: (r, on) => ({ r: pick7(r, on, 2, 12) }),
};

/** Hemisphere: volume, curved and total surface area. */
export const HEMISPHERE: ShapeSpec = {
  name: "hemisphere",
  detect: /\bhemispheres?\b|\bhemispherical\b/,
  read: SPHERE.read,
  formulas: {
    volume: (d) => ({
      formula: "V = \\frac{2}{3}\\pi r^{3}",
      substituted: `\\frac{2}{3} \\times \\pi \\times ${cube(d.r)}`,
      coef: (2 * d.r ** 3) / 3,
      pi: true,
      dim: 3,
    }),
    csa: (d) => ({
      formula: "\\text{CSA} = 2\\pi r^{2}",
      substituted: `2 \\times \\pi \\times ${sq(d.r)}`,
      coef: 2 * d.r ** 2,
      pi: true,
      dim: 2,
    }),
    tsa: (d) => ({
      formula: "\\text{TSA} = 3\\pi r^{2}",
      substituted: `3 \\times \\pi \\times ${sq(d.r)}`,
      coef: 3 * d.r ** 2,
      pi: true,
      dim: 2,
    }),
  },
  describe: (d, u) => `a hemisphere of radius ${withUnit(d.r, u)}`,
  random: (r, on) => ({ r: pick7(r, on, 2, 12) }),
};
