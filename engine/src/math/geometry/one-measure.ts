import { display, explanation } from "../explain";
import { dec, show } from "../format";
import { similar } from "../rng";
import type { Solver } from "../types";
import { type Measure, measureOf, piChoice } from "./measures";

type Figure = "circle" | "square" | "equilateral" | "cube" | "sphere";

/** Each figure's measures as functions of its one length (the radius or the side). */
const MEASURES: Record<
  Figure,
  Record<string, { of: (x: number, pi: number) => number; tex: string; dim: 1 | 2 | 3 }>
> = {
  circle: {
    radius: { of: (r) => r, tex: "r", dim: 1 },
    diameter: { of: (r) => 2 * r, tex: "d = 2r", dim: 1 },
    circumference: { of: (r, pi) => 2 * pi * r, tex: "C = 2\\pi r", dim: 1 },
    area: { of: (r, pi) => pi * r * r, tex: "A = \\pi r^{2}", dim: 2 },
  },
  square: {
    side: { of: (s) => s, tex: "s", dim: 1 },
    perimeter: { of: (s) => 4 * s, tex: "P = 4s", dim: 1 },
    area: { of: (s) => s * s, tex: "A = s^{2}", dim: 2 },
    diagonal: { of: (s) => s * Math.SQRT2, tex: "d = s\\sqrt{2}", dim: 1 },
  },
  equilateral: {
    side: { of: (s) => s, tex: "s", dim: 1 },
    perimeter: { of: (s) => 3 * s, tex: "P = 3s", dim: 1 },
    area: { of: (s) => (Math.sqrt(3) / 4) * s * s, tex: "A = \\frac{\\sqrt{3}}{4} s^{2}", dim: 2 },
    height: { of: (s) => (Math.sqrt(3) / 2) * s, tex: "h = \\frac{\\sqrt{3}}{2} s", dim: 1 },
  },
  cube: {
    side: { of: (s) => s, tex: "s", dim: 1 },
    volume: { of: (s) => s ** 3, tex: "V = s^{3}", dim: 3 },
    "surface area": { of: (s) => 6 * s * s, tex: "S = 6s^{2}", dim: 2 },
    diagonal: { of: (s) => s * Math.sqrt(3), tex: "d = s\\sqrt{3}", dim: 1 },
  },
  sphere: {
    radius: { of: (r) => r, tex: "r", dim: 1 },
    diameter: { of: (r) => 2 * r, tex: "d = 2r", dim: 1 },
    volume: { of: (r, pi) => (4 / 3) * pi * r ** 3, tex: "V = \\frac{4}{3}\\pi r^{3}", dim: 3 },
    "surface area": { of: (r, pi) => 4 * pi * r * r, tex: "S = 4\\pi r^{2}", dim: 2 },
  },
};

/** Parts of a figure, figures in figures, and stories around them: other readers' questions. */
const OTHER_STORY =
  /\b(?:semi|semicircle|semicircular|quadrant|quarter|half|sector|arc|segment|ring|inscribed|circumscribed|cost|rate|revolutions?|wheel|path|border|cut|left|remaining|shaded|removed|inside|outside|increased|decreased|doubled|halved|tripled)\b/;

const FIGURES = [
  /\b(?:circle|circular)\b/,
  /\bsquare\b(?!\s*(?:root|metres?|meters?|cm|m|km|units?|centimet))/,
  /\btriangle\b/,
  /\b(?:rectangle|rectangular)\b/,
  /\b(?:cube|cuboid|sphere|cylinder|cone|hemisphere)\b/,
];

/** Other names of a measure: an equilateral triangle's altitude is its height. */
const SYNONYMS: Record<string, string> = {
  altitude: "height",
  edge: "side",
  "total surface area": "surface area",
};

/**
 * A circle, square or equilateral triangle known by one measure, another asked: "the
 * circumference of a circle is 44 cm; find its radius", "the area of a square is 169 cm²; find its
 * side", "the perimeter of an equilateral triangle is 36 cm; find its area". The one length (radius
 * or side) is found from the measure given by undoing its formula, then the asked measure from it;
 * the check works the given measure out again from that length. Without a value of π in the
 * question, 22/7 is used when it gives the whole numbers textbooks choose (154 cm² → r = 7 cm), else π.
 */
export const oneMeasureSolver: Solver = {
  id: "one-measure",
  topic: "geometry",
  solve(q) {
    const t = q.text;
    const figure: Figure | null = /\bequilateral triangle\b/.test(t)
      ? "equilateral"
      : /\bcube\b/.test(t) && !/\bcubes\b|\bcube root\b|\bcuboid\b|\blateral\b/.test(t)
        ? "cube"
        : /\bsphere\b|\bspherical\b/.test(t) && !/\bhemispher|\bcurved\b/.test(t)
          ? "sphere"
          : /\bsquare\b(?!\s*(?:root|metres?|meters?|cm|m|km|units?|centimet))/.test(t) &&
              !/\bsquare (?:field|plot|garden|park)\b.*\bcost\b/.test(t)
            ? "square"
            : /\bcircle\b|\bcircular\b/.test(t)
              ? "circle"
              : null;
    if (!figure || OTHER_STORY.test(t)) return null;
    // One figure only: a second one ("a circle cut from a square") makes it another question.
    if (FIGURES.filter((f) => f.test(t)).length > 1) return null;
    // The given measure is read from the statement, or from the "whose …" clause of a question asked first.
    const text = t.replace(/\bequilateral triangle\b/g, "triangle");
    const split = text.search(/\b(?:find|what is|calculate|determine)\b/);
    if (split < 0) return null;
    const whose = text
      .slice(split)
      .search(/\b(?:whose|which has|that has|having|with|if its|if the|when its|when the)\b/);
    const [given, askText] =
      split === 0 && whose > 0
        ? [text.slice(whose), text.slice(0, whose)]
        : [text.slice(0, split), text.slice(split)];
    const names = Object.keys(MEASURES[figure]);
    const asked = askText.match(
      new RegExp(
        `\\b(?:its |the )?(?:length of (?:its |the |an? )?)?(total surface area|${[...names, "altitude", "edge"].join("|")})\\b`,
      ),
    )?.[1];
    if (!asked) return null;
    const want = SYNONYMS[asked] ?? asked;
    const found: [string, Measure][] = [];
    for (const name of names) {
      const m = measureOf(
        given,
        name === "circumference"
          ? ["circumference", "perimeter"]
          : name === "side"
            ? ["side", "edge"]
            : name === "surface area"
              ? ["total surface area", "surface area"]
              : [name],
      );
      if (m) found.push([name, m]);
    }
    if (found.length !== 1) return null;
    const [givenName, measure] = found[0] as [string, Measure];
    if (givenName === want || !(measure.value > 0)) return null;
    const spec = MEASURES[figure];
    const from = spec[givenName];
    const to = spec[want];
    if (!from || !to) return null;
    // Undo the given measure's formula: every one is k·x or k·x² of the one length.
    const undo = (pi: number) => (measure.value / from.of(1, pi)) ** (1 / from.dim);
    const stated = piChoice(t);
    // From the radius or diameter the shape solver works (with π exact unless the question gives one).
    if ((figure === "circle" || figure === "sphere") && (givenName === "radius" || givenName === "diameter"))
      return null;
    const usesPi = figure === "circle" || figure === "sphere";
    const nice = (v: number) => Math.abs(v * 2 - Math.round(v * 2)) < 1e-9;
    const pi = !usesPi || !stated.exact ? stated.value : nice(undo(22 / 7)) ? 22 / 7 : Math.PI;
    const length = undo(pi);
    const value = to.of(length, pi);
    if (!Number.isFinite(value) || !(value > 0)) return null;
    if (Math.abs(from.of(length, pi) - measure.value) > 1e-9 * Math.max(1, measure.value)) return null;
    const unit = measure.unit ?? "";
    const unitOut = !unit ? "" : to.dim > 1 ? ` ${unit}^${to.dim}` : ` ${unit}`;
    const lengthName = figure === "circle" || figure === "sphere" ? "radius" : "side";
    const piNote = usesPi
      ? pi === Math.PI
        ? " (π ≈ 3.14159)"
        : pi === 22 / 7
          ? " (taking π = 22/7)"
          : " (π = 3.14)"
      : "";
    const shown = `${dec(value, 2)}${unitOut}`;
    return {
      explanation: explanation({
        intro: `A ${figure === "equilateral" ? "equilateral triangle" : figure} whose ${givenName} is ${show(measure.value)}${unit ? ` ${unit}${from.dim === 2 ? "²" : from.dim === 3 ? "³" : ""}` : ""}; its ${want} is asked.`,
        steps: [
          {
            title: `Find the ${lengthName}${piNote}`,
            body: display(
              `${from.tex} = ${show(measure.value)} \\Rightarrow ${lengthName === "radius" ? "r" : "s"} = ${dec(length, 2)}`,
            ),
          },
          ...(want === lengthName
            ? []
            : [{ title: `Then the ${want}`, body: display(`${to.tex} = ${dec(value, 2)}`) }]),
          {
            title: "Check",
            body: `With ${lengthName} $${dec(length, 2)}$ the ${givenName} is $${dec(from.of(length, pi), 2)}$, as given ✓`,
          },
        ],
        answer: `The ${want} is **${shown}**.`,
      }),
      finalAnswer: shown,
      similarQuestions: similar(q.seed, q.raw, (r) => {
        const k = r.int(2, 6) * 7;
        return r.pick([true, false])
          ? `The circumference of a circle is ${(44 * k) / 7} cm. Find its radius.`
          : `The area of a square is ${k * k} cm². Find its perimeter.`;
      }),
      verified: true,
    };
  },
};
