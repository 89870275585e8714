import { show } from "../format";
import { commonUnit, type Measure, measureOf } from "./measures";

/** Reads several named measures at once and puts them in one unit; null if any is missing. */
export function readAll(
  text: string,
  spec: Record<string, { names: string[]; after?: string[] }>,
): { dims: Record<string, number>; unit?: string } | null {
  const keys = Object.keys(spec);
  const found: Measure[] = [];
  for (const k of keys) {
    const m = measureOf(text, spec[k].names, spec[k].after ?? []);
    if (!m) return null;
    found.push(m);
  }
  const { values, unit } = commonUnit(found);
  return { dims: Object.fromEntries(keys.map((k, i) => [k, values[i]])), unit };
}

/** "12 cm by 8 cm", "10 cm × 8 cm × 5 cm": dimensions given as a product. */
export function readBy(text: string, count: 2 | 3): Measure[] | null {
  const num = String.raw`(-?\d+(?:\.\d+)?)\s*(mm|cm|km|m)?`;
  const sep = String.raw`\s*(?:by|x|\*)\s*`;
  const re = new RegExp(count === 2 ? `${num}${sep}${num}` : `${num}${sep}${num}${sep}${num}`);
  const m = text.match(re);
  if (!m) return null;
  const out: Measure[] = [];
  for (let i = 0; i < count; i++) out.push({ value: Number(m[1 + 2 * i]), unit: m[2 + 2 * i] });
  const unit = out.find((x) => x.unit)?.unit;
  return out.map((x) => ({ value: x.value, unit: x.unit ?? unit }));
}

const RADIUS = ["radius", "radii", "r"];
const DIAMETER = ["diameter", "d"];

/** Radius, or half the diameter (with the working), for circles, cylinders, cones and spheres. */
export function readRadius(text: string): { r: number; unit?: string; derived?: string } | null {
  const r = measureOf(text, RADIUS);
  if (r) return { r: r.value, unit: r.unit };
  const d = measureOf(text, DIAMETER);
  if (!d) return null;
  return {
    r: d.value / 2,
    unit: d.unit,
    derived: `The radius is half the diameter: $r = \\frac{${show(d.value)}}{2} = ${show(d.value / 2)}$${d.unit ? ` ${d.unit}` : ""}.`,
  };
}

/** Names and trailing words for each common dimension ("length 12 cm", "12 cm long"). */
export const LENGTH = { names: ["length", "l"], after: ["long", "in length"] };
export const BREADTH = {
  names: ["breadth", "width", "b", "w"],
  after: ["wide", "broad", "in width", "in breadth"],
};
export const HEIGHT = {
  names: ["height", "h", "altitude", "depth"],
  after: ["high", "tall", "deep", "in height", "in depth"],
};
export const SIDE = { names: ["side", "edge", "side length", "sides"], after: [] };
