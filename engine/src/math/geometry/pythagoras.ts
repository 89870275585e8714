import { surd } from "../algebra/quadratic";
import { display, explanation, type Step } from "../explain";
import { dec, show } from "../format";
import { similar } from "../rng";
import type { Solver } from "../types";
import { commonUnit, listOf, type Measure, measureOf } from "./measures";

function rootTex(square: number): { tex: string; value: number } {
  const value = Math.sqrt(square);
  if (Number.isInteger(value)) return { tex: String(value), value };
  if (Number.isInteger(square)) {
    const { k, m } = surd(square);
    return { tex: `${k === 1 ? "" : k}\\sqrt{${m}} \\approx ${dec(value, 2)}`, value };
  }
  return { tex: `\\approx ${dec(value, 2)}`, value };
}

const TRIPLES = [
  [3, 4, 5],
  [5, 12, 13],
  [6, 8, 10],
  [8, 15, 17],
  [7, 24, 25],
  [9, 12, 15],
  [20, 21, 29],
  [12, 16, 20],
];

/** Pythagoras' theorem: the hypotenuse from two legs, or a leg from the hypotenuse and the other leg. */
export const pythagorasSolver: Solver = {
  id: "pythagoras",
  topic: "geometry",
  solve(q) {
    const t = q.text;
    if (!/hypotenuse|pythagora|right[- ]angled|right triangle|\bladder\b/.test(t)) return null;
    const ladder = /\bladder\b/.test(t);
    const hyp = ladder ? measureOf(t, ["ladder"], []) : measureOf(t, ["hypotenuse"]);
    let legs: Measure[] | null = null;
    let known: Measure | null = null;
    const wantsHyp = !hyp && (/hypotenuse/.test(t) || /third side|longest side/.test(t));
    if (wantsHyp) {
      legs = listOf(
        t,
        [
          "legs",
          "other two sides",
          "sides",
          "two sides",
          "perpendicular sides",
          "sides containing the right angle",
        ],
        2,
      );
      if (!legs) {
        const base = measureOf(t, ["base"]);
        const perp = measureOf(t, ["perpendicular", "height", "altitude"]);
        legs = base && perp ? [base, perp] : null;
      }
      if (!legs) return null;
    } else if (hyp) {
      known = ladder
        ? (measureOf(
            t,
            ["foot of the ladder is", "distance"],
            ["away", "from the wall", "from the foot of the wall"],
          ) ??
          measureOf(
            t,
            ["height of", "reaches a height of", "reaches a window"],
            ["high", "above the ground"],
          ))
        : measureOf(t, [
            "one side",
            "one of the sides",
            "one leg",
            "one of its sides",
            "base",
            "perpendicular",
            "side",
            "height",
          ]);
      if (!known) return null;
    } else return null;
    const ms = legs ?? [known as Measure, hyp as Measure];
    const { values, unit } = commonUnit(ms);
    const u = unit ? ` ${unit}` : "";
    const steps: Step[] = [
      {
        title: "Recall Pythagoras' theorem",
        body: `In a right-angled triangle, the square on the hypotenuse (the side opposite the right angle) equals the sum of the squares on the other two sides:\n\n${display("c^{2} = a^{2} + b^{2}")}`,
      },
    ];
    const bad = values.find((v) => !(v > 0));
    if (bad !== undefined || (!legs && values[0] >= values[1])) {
      const why =
        bad !== undefined
          ? `A side of a triangle is a length, so it cannot be $${show(bad)}$; lengths are always positive.`
          : `The hypotenuse is the longest side of a right-angled triangle, so a side of $${show(values[0])}${u}$ cannot sit beside a hypotenuse of only $${show(values[1])}${u}$.`;
      return {
        explanation: explanation({
          intro: "Let's first check the given lengths.",
          steps: [...steps, { title: "Check the lengths", body: why }],
          answer: "Not possible — such a right-angled triangle does not exist.",
        }),
        finalAnswer: "not possible",
        similarQuestions: similarPyth(q.seed, q.raw, true, unit),
        verified: true,
      };
    }
    let result: { tex: string; value: number };
    if (legs) {
      const [a, b] = values;
      result = rootTex(a * a + b * b);
      steps.push({
        title: "Substitute the two shorter sides",
        body: display(
          `c^{2} = ${show(a)}^{2} + ${show(b)}^{2} = ${show(a * a)} + ${show(b * b)} = ${show(a * a + b * b)}`,
        ),
      });
      steps.push({
        title: "Take the square root",
        body: display(`c = \\sqrt{${show(a * a + b * b)}} = ${result.tex}${u ? `\\text{${u}}` : ""}`),
      });
    } else {
      const [a, c] = values;
      result = rootTex(c * c - a * a);
      steps.push({
        title: "Rearrange for the unknown side",
        body: display(
          `b^{2} = c^{2} - a^{2} = ${show(c)}^{2} - ${show(a)}^{2} = ${show(c * c)} - ${show(a * a)} = ${show(c * c - a * a)}`,
        ),
      });
      steps.push({
        title: "Take the square root",
        body: display(`b = \\sqrt{${show(c * c - a * a)}} = ${result.tex}${u ? `\\text{${u}}` : ""}`),
      });
    }
    const answer = `${dec(result.value, 2)}${u}`;
    return {
      explanation: explanation({
        intro: ladder
          ? "The ladder, the wall and the ground make a right-angled triangle; the ladder is the hypotenuse."
          : "This is a right-angled triangle, so Pythagoras' theorem connects its three sides.",
        steps,
        answer: `**${answer}**`,
      }),
      finalAnswer: answer,
      similarQuestions: similarPyth(q.seed, q.raw, Boolean(legs), unit),
      verified: true,
    };
  },
};

function similarPyth(seed: number, raw: string, hyp: boolean, unit: string | undefined): string[] {
  const u = unit ?? "cm";
  return similar(seed, raw, (r) => {
    const [a, b, c] = r.pick(TRIPLES);
    const k = r.pick([1, 1, 2, 3]);
    return hyp
      ? `Find the hypotenuse of a right triangle whose legs are ${a * k} ${u} and ${b * k} ${u}`
      : `In a right-angled triangle the hypotenuse is ${c * k} ${u} and one side is ${a * k} ${u}. Find the other side.`;
  });
}
