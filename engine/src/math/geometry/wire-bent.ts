import { display, explanation, type Step } from "../explain";
import { dec, show } from "../format";
import { similar } from "../rng";
import type { Solver } from "../types";
import { piChoice } from "./measures";

const NUM = String.raw`(\d+(?:\.\d+)?)`;
const UNIT = String.raw`\s*(cm|mm|m|km)\b`;

type Shape = "circle" | "square" | "equilateral triangle" | "semicircle";

/** The perimeter of the shape the wire had first ("a wire in the shape of a square of side 11 cm"). */
function firstPerimeter(t: string, pi: number): { length: number; unit: string; how: string } | null {
  const square = t.match(new RegExp(String.raw`\bshape of (?:a )?square of side ${NUM}${UNIT}`));
  if (square)
    return {
      length: 4 * Number(square[1]),
      unit: square[2] as string,
      how: `\\text{perimeter of the square} = 4 \\times ${square[1]} = ${show(4 * Number(square[1]))}`,
    };
  const rect = t.match(
    new RegExp(
      String.raw`\bshape of (?:a )?rectangle (?:of |with )?length ${NUM}(?:${UNIT})? and (?:breadth|width) ${NUM}${UNIT}`,
    ),
  );
  if (rect) {
    const p = 2 * (Number(rect[1]) + Number(rect[3]));
    return {
      length: p,
      unit: rect[4] as string,
      how: `\\text{perimeter of the rectangle} = 2(${rect[1]} + ${rect[3]}) = ${show(p)}`,
    };
  }
  const circle = t.match(new RegExp(String.raw`\bshape of (?:a )?circle of radius ${NUM}${UNIT}`));
  if (circle) {
    const p = 2 * pi * Number(circle[1]);
    return {
      length: p,
      unit: circle[2] as string,
      how: `\\text{circumference of the circle} = 2\\pi \\times ${circle[1]} = ${dec(p, 2)}`,
    };
  }
  const plain = t.match(
    new RegExp(
      String.raw`\bwire (?:of length |(?:which |that )?is )?${NUM}${UNIT}(?: long)?|\b${NUM}${UNIT} long wire\b`,
    ),
  );
  if (plain) {
    const n = plain[1] ?? plain[3];
    return { length: Number(n), unit: (plain[2] ?? plain[4]) as string, how: show(Number(n)) };
  }
  return null;
}

/**
 * A wire bent into a shape (class 6–8, and "rebent" in class 10): the wire's length is the new
 * shape's perimeter, so a circle's radius is L/2π, a square's side L/4, an equilateral triangle's L/3;
 * the area follows. The answer is checked by working the perimeter back from it.
 */
export const wireBentSolver: Solver = {
  id: "wire-bent",
  topic: "geometry",
  solve(q) {
    const t = q.text.replace(/\s+/g, " ");
    if (!/\bwire\b/.test(t) || !/\b(?:re-?bent|bent|turned|made|formed|shaped|reshaped)\b/.test(t))
      return null;
    const into = [
      ...t.matchAll(
        /\b(?:re-?bent|bent|turned|made|formed|shaped|reshaped)\b(?: back)? (?:into|in the (?:form|shape) of|to form|to make) (?:a |an )?(circle|square|equilateral triangle|semi-?circle)\b/g,
      ),
    ];
    const bent = into[0];
    if (into.length !== 1 || !bent) return null;
    const shape = (bent[1] as string).replace(/semi-?circle/, "semicircle") as Shape;
    const pi = piChoice(t);
    const first = firstPerimeter(t.slice(0, bent.index), pi.value);
    if (!first) return null;
    const ask = t.match(/\b(?:find|what is|what will be|calculate|determine)\b(.*)$/)?.[1] ?? "";
    const asks = {
      area: /\barea\b/.test(ask),
      radius: /\bradius\b/.test(ask),
      diameter: /\bdiameter\b/.test(ask),
      side: /\bside\b/.test(ask),
    };
    const asked = Object.entries(asks)
      .filter(([, v]) => v)
      .map(([k]) => k);
    if (asked.length !== 1) return null;
    const L = first.length;
    const u = first.unit;
    const steps: Step[] = [
      {
        title: "The wire's length is the new perimeter",
        body: display(`\\text{length of wire} = ${first.how} \\text{ ${u}}`),
      },
    ];
    let value: number;
    let answerUnit = u;
    if (shape === "circle" || shape === "semicircle") {
      if (asks.side) return null;
      // A semicircle's boundary is its arc and its diameter: πr + 2r.
      const r = shape === "circle" ? L / (2 * pi.value) : L / (pi.value + 2);
      steps.push({
        title: "Radius",
        body: display(
          shape === "circle"
            ? `2\\pi r = ${dec(L, 2)} \\Rightarrow r = \\frac{${dec(L, 2)}}{2 \\times ${pi.tex}} = ${dec(r, 2)} \\text{ ${u}}`
            : `\\pi r + 2r = ${dec(L, 2)} \\Rightarrow r = \\frac{${dec(L, 2)}}{${pi.tex} + 2} = ${dec(r, 2)} \\text{ ${u}}`,
        ),
      });
      if (asks.area) {
        value = (shape === "circle" ? 1 : 0.5) * pi.value * r * r;
        answerUnit = `${u}^2`;
        steps.push({
          title: "Area",
          body: display(
            `${shape === "circle" ? "" : "\\frac{1}{2}"}\\pi r^2 = ${dec(value, 2)} \\text{ ${u}}^2`,
          ),
        });
      } else value = asks.diameter ? 2 * r : r;
      const back = shape === "circle" ? 2 * pi.value * r : pi.value * r + 2 * r;
      if (Math.abs(back - L) > 1e-9 * L) return null;
      steps.push({
        title: "Check",
        body: `The ${shape}'s perimeter with $r = ${dec(r, 2)}$ is $${dec(back, 2)}$ ${u}, the wire ✓`,
      });
    } else {
      if (asks.radius || asks.diameter) return null;
      const sides = shape === "square" ? 4 : 3;
      const a = L / sides;
      steps.push({
        title: "Side",
        body: display(`${sides}a = ${dec(L, 2)} \\Rightarrow a = ${dec(a, 2)} \\text{ ${u}}`),
      });
      if (asks.area) {
        value = shape === "square" ? a * a : (Math.sqrt(3) / 4) * a * a;
        answerUnit = `${u}^2`;
        steps.push({
          title: "Area",
          body: display(
            `${shape === "square" ? "a^2" : "\\frac{\\sqrt{3}}{4}a^2"} = ${dec(value, 2)} \\text{ ${u}}^2`,
          ),
        });
      } else value = a;
      steps.push({
        title: "Check",
        body: `$${sides} \\times ${dec(a, 2)} = ${dec(sides * a, 2)}$ ${u}, the wire ✓`,
      });
    }
    const text = `${dec(value, 2)} ${answerUnit}`;
    return {
      explanation: explanation({
        intro: `Bending a wire does not change its length, so the ${shape}'s perimeter is the wire's length.${pi.exact ? "" : ` We use ${pi.label}.`}`,
        steps,
        answer: `**${text}**`,
      }),
      finalAnswer: text,
      similarQuestions: similar(
        q.seed,
        q.raw,
        (r) =>
          `A wire of length ${r.pick([44, 88, 132])} cm is bent into a circle. Find the radius of the circle.`,
      ),
      verified: true,
    };
  },
};
