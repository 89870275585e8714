import { display, explanation } from "../explain";
import { dec, show } from "../format";
import { similar } from "../rng";
import type { Solver, SolverOutput } from "../types";

/**
 * Two one-formula readers of school geometry:
 * - the angle between a clock's hands at h:m: the hour hand moves 30° an hour and 0.5° a minute,
 *   the minute hand 6° a minute, so the angle is |30h − 5.5m|, or 360° less that when it is over 180°;
 * - the length of a tangent from a point d from a circle's centre, radius r: the radius to the point
 *   of contact is perpendicular to the tangent, so the length is √(d² − r²) (checked by Pythagoras).
 */
export const clockTangentSolver: Solver = {
  id: "clock-tangent",
  topic: "geometry",
  solve(q) {
    return clockAngle(q) ?? tangentLength(q);
  },
};

function clockAngle(q: { text: string; seed: number; raw: string }): SolverOutput | null {
  const t = q.text;
  if (!/\bclock\b|\bhands?\b/.test(t) || !/\bangle\b/.test(t)) return null;
  const m = t.match(/\b(?:at )?(\d{1,2})[:.](\d{2})\b(?:\s*(?:am|pm|a\.m\.|p\.m\.))?/);
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (h < 1 || h > 12 || min > 59) return null;
  const hour = (h % 12) * 30 + min * 0.5;
  const minute = min * 6;
  const raw = Math.abs(hour - minute);
  const value = raw > 180 ? 360 - raw : raw;
  // Check: the hands' positions differ by the angle (either way round the dial).
  if (
    Math.abs(((hour - minute + 720) % 360) - value) > 1e-9 &&
    Math.abs(((minute - hour + 720) % 360) - value) > 1e-9
  )
    return null;
  const reflex = /\breflex\b/.test(t);
  const answer = reflex ? 360 - value : value;
  return {
    explanation: explanation({
      intro: `At ${h}:${m[2]} the hour hand has moved past ${h % 12 === 0 ? 12 : h % 12} o'clock by ${show(min)} minutes' worth.`,
      steps: [
        {
          title: "Hour hand",
          body: display(
            `${h % 12} \\times 30^{\\circ} + ${show(min)} \\times 0.5^{\\circ} = ${show(hour)}^{\\circ}`,
          ),
        },
        { title: "Minute hand", body: display(`${show(min)} \\times 6^{\\circ} = ${show(minute)}^{\\circ}`) },
        {
          title: "The angle between them",
          body: display(
            `|${show(hour)}^{\\circ} - ${show(minute)}^{\\circ}| = ${show(raw)}^{\\circ}${raw > 180 ? `,\\quad 360^{\\circ} - ${show(raw)}^{\\circ} = ${show(value)}^{\\circ}` : ""}`,
          ),
        },
      ],
      answer: `The ${reflex ? "reflex " : ""}angle is **${dec(answer, 2)}°**.`,
    }),
    finalAnswer: `${dec(answer, 2)}°`,
    similarQuestions: similar(
      q.seed,
      q.raw,
      (r) =>
        `Find the angle between the hands of a clock at ${r.int(1, 11)}:${String(r.pick([10, 15, 20, 30, 40, 45])).padStart(2, "0")}.`,
    ),
    verified: true,
  };
}

function tangentLength(q: { text: string; seed: number; raw: string }): SolverOutput | null {
  const t = q.text;
  if (!/\btangent\b/.test(t) || !/\blength\b/.test(t)) return null;
  const d = t.match(
    /\b(\d+(?:\.\d+)?)\s*(cm|m|mm|units?)?\s*(?:away )?from the cent(?:re|er)\b|\bdistance (?:of the point )?from the cent(?:re|er)\b[^.]*?\b(\d+(?:\.\d+)?)\s*(cm|m|mm)?/,
  );
  const r = t.match(/\bradius(?: of)?(?: the circle)?(?: is| =)?\s*(\d+(?:\.\d+)?)\s*(cm|m|mm)?/);
  if (!d || !r) return null;
  const dist = Number(d[1] ?? d[3]);
  const radius = Number(r[1]);
  const unit = d[2] ?? d[4] ?? r[2] ?? "";
  if (!(dist > radius && radius > 0)) return null;
  const value = Math.sqrt(dist * dist - radius * radius);
  if (Math.abs(value * value + radius * radius - dist * dist) > 1e-9 * dist * dist) return null;
  return {
    explanation: explanation({
      intro:
        "The radius to the point of contact is perpendicular to the tangent, so the centre, the point of contact and the outside point make a right triangle with the distance to the centre as hypotenuse.",
      steps: [
        {
          title: "Pythagoras",
          body: display(
            `\\text{tangent}^{2} = ${show(dist)}^{2} - ${show(radius)}^{2} = ${show(dist * dist - radius * radius)}`,
          ),
        },
        {
          title: "The length",
          body: display(
            `\\text{tangent} = \\sqrt{${show(dist * dist - radius * radius)}} = ${dec(value, 2)}`,
          ),
        },
      ],
      answer: `The tangent is **${dec(value, 2)}${unit ? ` ${unit}` : ""}** long.`,
    }),
    finalAnswer: `${dec(value, 2)}${unit ? ` ${unit}` : ""}`,
    similarQuestions: similar(q.seed, q.raw, (g) => {
      const [a, _b, c] = g.pick([
        [3, 4, 5],
        [5, 12, 13],
        [8, 15, 17],
        [7, 24, 25],
      ]) as number[];
      return `Find the length of the tangent from a point ${c} cm from the centre of a circle of radius ${a} cm.`;
    }),
    verified: true,
  };
}
