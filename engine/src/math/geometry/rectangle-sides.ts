import { display, explanation, type Step } from "../explain";
import { dec, show } from "../format";
import { similar } from "../rng";
import type { Solver } from "../types";
import { commonUnit, type Measure, measureOf } from "./measures";

type Part = "length" | "breadth" | "area" | "perimeter" | "diagonal";

/**
 * A rectangle known by its perimeter or area and one side: "the perimeter of a rectangle is 60 cm
 * and its length is 18 cm; find its breadth" (and then its area, its diagonal). The missing side is
 * worked out first, and the answer is checked by putting both sides back into what was given.
 */
export const rectangleSidesSolver: Solver = {
  id: "rectangle-sides",
  topic: "geometry",
  solve(q) {
    // "A rectangular field (garden, plot…)" is the rectangle itself.
    const t = q.text.replace(
      /\brectangular (?:field|garden|plot|park|lawn|ground|sheet|board|piece of land|land|card|playground)\b/g,
      "rectangle",
    );
    if (
      !/\brectang(?:le|ular)\b/.test(t) ||
      /\b(?:cuboid|box|room|tank|path|border|verandah|walls?)\b/.test(t)
    )
      return null;
    const how = t.match(/\bhow (long|wide|broad) is (?:it|the (?:rectangle|field|garden|plot))\b/)?.[1];
    const ask = how
      ? how === "long"
        ? "length"
        : "breadth"
      : t.match(
          /\b(?:find|what is|calculate|determine)\s+(?:its |the |their )?(length|breadth|width|area|perimeter|diagonal)\b/,
        )?.[1];
    if (!ask) return null;
    const asked: Part = ask === "width" ? "breadth" : (ask as Part);
    const before = t.slice(
      0,
      t.search(/\b(?:find|what is|calculate|determine|how (?:long|wide|broad) is)\b/),
    );
    const perimeter = measureOf(before, ["perimeter"]);
    const area = measureOf(before, ["area"]);
    const length = measureOf(before, ["length"], ["long"]);
    const breadth = measureOf(before, ["breadth", "width"], ["wide", "broad"]);
    // Exactly one whole (perimeter or area) and exactly one side: anything else is another question.
    if (Number(!!perimeter) + Number(!!area) !== 1 || Number(!!length) + Number(!!breadth) !== 1) return null;
    const whole = (perimeter ?? area) as Measure;
    const side = (length ?? breadth) as Measure;
    const sideName = length ? "length" : "breadth";
    const otherName = length ? "breadth" : "length";
    if (asked === sideName || (perimeter && asked === "perimeter") || (area && asked === "area")) return null;
    // An area in other units than the side would need a squared conversion: not this reader's.
    if (area && whole.unit && side.unit && whole.unit !== side.unit) return null;
    const { unit } = commonUnit([side, ...(perimeter ? [whole] : [])]);
    if (perimeter && whole.unit && side.unit && whole.unit !== side.unit) return null;
    const u = unit ?? "";
    const other = perimeter ? whole.value / 2 - side.value : whole.value / side.value;
    if (!(other > 0) || !(side.value > 0)) return null;
    const [l, b] = length ? [side.value, other] : [other, side.value];
    const steps: Step[] = [
      {
        title: `Find the ${otherName}`,
        body: perimeter
          ? display(
              `2(l + b) = ${show(whole.value)} \\Rightarrow ${otherName[0]} = \\frac{${show(whole.value)}}{2} - ${show(side.value)} = ${show(other)}`,
            )
          : display(
              `l \\times b = ${show(whole.value)} \\Rightarrow ${otherName[0]} = \\frac{${show(whole.value)}}{${show(side.value)}} = ${show(other)}`,
            ),
      },
    ];
    const values: Record<Part, number> = {
      length: l,
      breadth: b,
      area: l * b,
      perimeter: 2 * (l + b),
      diagonal: Math.hypot(l, b),
    };
    const value = values[asked];
    if (asked !== otherName) {
      const formula =
        asked === "area"
          ? `l \\times b = ${show(l)} \\times ${show(b)}`
          : asked === "perimeter"
            ? `2(l + b) = 2(${show(l)} + ${show(b)})`
            : `\\sqrt{l^{2} + b^{2}} = \\sqrt{${show(l)}^{2} + ${show(b)}^{2}}`;
      steps.push({ title: `Then the ${asked}`, body: display(`${formula} = ${dec(value, 2)}`) });
    }
    // Check: the sides give back what the question gave.
    const back = perimeter ? 2 * (l + b) : l * b;
    if (Math.abs(back - whole.value) > 1e-9 * Math.max(1, whole.value)) return null;
    steps.push({
      title: "Check",
      body: `With $l = ${show(l)}$ and $b = ${show(b)}$: ${perimeter ? `$2(l + b) = ${show(back)}$` : `$l \\times b = ${show(back)}$`}, as given ✓`,
    });
    const unitOut = !u ? "" : asked === "area" ? ` ${u}^2` : ` ${u}`;
    const shown = `${dec(value, 2)}${unitOut}`;
    return {
      explanation: explanation({
        intro: `A rectangle with ${perimeter ? "perimeter" : "area"} ${show(whole.value)}${perimeter ? (u ? ` ${u}` : "") : u ? ` ${u}^2` : ""} and ${sideName} ${show(side.value)}${u ? ` ${u}` : ""}.`,
        steps,
        answer: `The ${asked} is **${shown}**.`,
      }),
      finalAnswer: shown,
      similarQuestions: similar(q.seed, q.raw, (r) => {
        const len = r.int(8, 20);
        const br = r.int(3, len - 1);
        return r.pick([true, false])
          ? `The perimeter of a rectangle is ${2 * (len + br)} cm and its length is ${len} cm. Find its breadth.`
          : `The area of a rectangle is ${len * br} cm² and its breadth is ${br} cm. Find its length.`;
      }),
      verified: true,
    };
  },
};
