import { display, explanation } from "../explain";
import { show } from "../format";
import { similar } from "../rng";
import type { Question, Solver, SolverOutput } from "../types";

/** Sides of the polygons named in words (also read by the diagonals count, arithmetic/counting-words.ts). */
export const POLYGONS: Record<string, number> = {
  triangle: 3,
  quadrilateral: 4,
  pentagon: 5,
  hexagon: 6,
  heptagon: 7,
  octagon: 8,
  nonagon: 9,
  decagon: 10,
  dodecagon: 12,
};

function polygonSides(t: string): number | null {
  const named = t.match(
    /\b(triangle|quadrilateral|pentagon|hexagon|heptagon|octagon|nonagon|decagon|dodecagon)\b/,
  );
  if (named) return POLYGONS[named[1]];
  const n = t.match(/(\d+)[- ]sided|polygon (?:with|having|of) (\d+) sides|(\d+) sides/);
  const v = Number(n?.[1] ?? n?.[2] ?? n?.[3]);
  return Number.isInteger(v) && v >= 3 ? v : null;
}

/** A whole number of sides, at least 3 (within rounding). */
const isPolygon = (sides: number) => Number.isInteger(Math.round(sides * 1e9) / 1e9) && sides >= 3;

/** "How many sides": the polygon's n with its working, or "Not possible" when no polygon has it. */
function sidesAnswer(
  q: Question,
  sides: number,
  intro: string,
  steps: { title: string; body: string }[],
  similarQuestion: Parameters<typeof similar>[2],
): SolverOutput {
  const ok = isPolygon(sides);
  return {
    explanation: explanation({
      intro,
      steps,
      answer: ok ? `The polygon has **${show(sides)} sides**.` : "Not possible.",
    }),
    finalAnswer: ok ? String(sides) : "not possible",
    similarQuestions: similar(q.seed, q.raw, similarQuestion),
    verified: true,
  };
}

const deg = (x: number) => `${show(Math.round(x * 100) / 100)}°`;

/** Angle sums of triangles and polygons, regular polygon angles, complements and supplements. */
export const angleSolver: Solver = {
  id: "angles",
  topic: "geometry",
  solve(q) {
    const t = q.text;
    if (!/angle|complement|supplement/.test(t)) return null;
    const angles = [...t.matchAll(/(-?\d+(?:\.\d+)?)\s*degrees?/g)].map((m) => Number(m[1]));
    const comp = t.match(
      /(complement|supplement)(?:ary angle)? of (?:an angle of |the angle )?(-?\d+(?:\.\d+)?)/,
    );
    if (comp) {
      const total = comp[1] === "complement" ? 90 : 180;
      const a = Number(comp[2]);
      const ok = a > 0 && a < total;
      return {
        explanation: explanation({
          intro: `Two angles are ${comp[1] === "complement" ? "complementary when they add up to 90°" : "supplementary when they add up to 180°"}.`,
          steps: [
            {
              title: "Subtract",
              body: ok
                ? display(`${total}^\\circ - ${show(a)}^\\circ = ${show(total - a)}^\\circ`)
                : `An angle of ${show(a)}° has no ${comp[1]}, because the ${comp[1]} would be zero or negative.`,
            },
          ],
          answer: ok ? `The ${comp[1]} is **${deg(total - a)}**.` : "Not possible.",
        }),
        finalAnswer: ok ? deg(total - a) : "not possible",
        similarQuestions: similar(
          q.seed,
          q.raw,
          (r) => `Find the ${comp[1]} of ${r.int(5, total === 90 ? 85 : 175)}°`,
        ),
        verified: true,
      };
    }
    const byRatio = anglesInRatio(q.seed, q.raw, t);
    if (byRatio) return byRatio;
    // Angles given by a ratio that does not fit the shape are not its angle sum ("1:2:3:4" for a triangle).
    if (/\bratio\b|\d\s*:\s*\d/.test(t)) return null;
    const n = polygonSides(t);
    if (/triangle/.test(t) && angles.length === 2 && !/exterior/.test(t)) {
      const third = 180 - angles[0] - angles[1];
      const ok = third > 0 && angles.every((a) => a > 0);
      return {
        explanation: explanation({
          intro: `The three angles of any triangle add up to $180^\\circ$ (the angle sum property); two of them are given: $${show(angles[0])}^\\circ$ and $${show(angles[1])}^\\circ$.`,
          steps: [
            {
              title: "Subtract the known angles from 180°",
              body: ok
                ? display(
                    `180^\\circ - (${show(angles[0])}^\\circ + ${show(angles[1])}^\\circ) = 180^\\circ - ${show(angles[0] + angles[1])}^\\circ = ${show(third)}^\\circ`,
                  )
                : `The given angles already add up to ${show(angles[0] + angles[1])}°, leaving ${show(third)}° for the third angle. An angle of a triangle must be more than 0°, so no such triangle exists.`,
            },
          ],
          answer: ok ? `The third angle is **${deg(third)}**.` : "Not possible.",
        }),
        finalAnswer: ok ? deg(third) : "not possible",
        similarQuestions: similar(
          q.seed,
          q.raw,
          (r) =>
            `Two angles of a triangle are ${r.int(20, 80)}° and ${r.int(20, 80)}°. Find the third angle.`,
        ),
        verified: true,
      };
    }
    // "The sum of the interior angles of a polygon is 1080°": (n − 2) × 180° = 1080°, n = 8.
    const asksSides = /number of sides|how many sides/.test(t) && angles.length === 1;
    if (asksSides && /\bsum of (?:(?:all|the|its)\s+)*(?:interior |exterior )?angles\b/.test(t)) {
      if (/\bsum of (?:(?:all|the|its)\s+)*exterior angles\b/.test(t)) return null;
      const total = angles[0] as number;
      const sides = total / 180 + 2;
      return sidesAnswer(
        q,
        sides,
        "The interior angles of a polygon with n sides add up to (n − 2) × 180°.",
        [
          {
            title: "Solve for n",
            body: isPolygon(sides)
              ? display(
                  `(n - 2) \\times 180^\\circ = ${show(total)}^\\circ \\Rightarrow n - 2 = ${show(total / 180)} \\Rightarrow n = ${show(sides)}`,
                )
              : `$${show(total)} \\div 180 + 2$ is not a whole number of at least 3, so no polygon has this angle sum.`,
          },
          ...(isPolygon(sides)
            ? [
                {
                  title: "Check",
                  body: display(
                    `(${show(sides)} - 2) \\times 180^\\circ = ${show((sides - 2) * 180)}^\\circ`,
                  ),
                },
              ]
            : []),
        ],
        (r) =>
          `The sum of the interior angles of a polygon is ${(r.int(5, 12) - 2) * 180}°. How many sides does it have?`,
      );
    }
    // One angle of a regular polygon: 360° over one exterior angle.
    if (asksSides) {
      const exterior = /interior/.test(t) ? 180 - angles[0] : angles[0];
      const sides = exterior > 0 ? 360 / exterior : Number.NaN;
      return sidesAnswer(
        q,
        sides,
        "The exterior angles of any polygon add up to 360°, and in a regular polygon they are all equal.",
        [
          ...(/interior/.test(t)
            ? [
                {
                  title: "Find the exterior angle",
                  body: display(`180^\\circ - ${show(angles[0])}^\\circ = ${show(exterior)}^\\circ`),
                },
              ]
            : []),
          {
            title: "Divide 360° by one exterior angle",
            body: isPolygon(sides)
              ? display(`n = \\frac{360^\\circ}{${show(exterior)}^\\circ} = ${show(sides)}`)
              : `$360 \\div ${show(exterior)}$ is not a whole number of at least 3, so no regular polygon has this angle.`,
          },
        ],
        (r) =>
          `Each exterior angle of a regular polygon is ${r.pick([24, 30, 36, 40, 45, 60, 72, 90])}°. How many sides does it have?`,
      );
    }
    if (!n) return null;
    const sum = (n - 2) * 180;
    const kind = /exterior/.test(t) ? "exterior" : "interior";
    const each =
      /\beach\b|\bevery\b|one (?:interior|exterior) angle|measure of (?:an|one|each)/.test(t) ||
      (/regular/.test(t) && !/sum/.test(t));
    const value = kind === "exterior" ? (each ? 360 / n : 360) : each ? sum / n : sum;
    const steps =
      kind === "exterior"
        ? [
            {
              title: "Use the exterior angle sum",
              body: `The exterior angles of any polygon add up to $360^\\circ$.${each ? ` A regular polygon with ${n} sides has ${n} equal exterior angles:\n\n${display(`\\frac{360^\\circ}{${n}} = ${show(360 / n)}^\\circ`)}` : ""}`,
            },
          ]
        : [
            {
              title: "Use the interior angle sum formula",
              body: `A polygon with $n$ sides can be cut into $n - 2$ triangles, so its interior angles add up to $(n - 2) \\times 180^\\circ$:\n\n${display(`(${n} - 2) \\times 180^\\circ = ${sum}^\\circ`)}`,
            },
            ...(each
              ? [
                  {
                    title: "Share equally among the angles",
                    body: `In a regular polygon all ${n} angles are equal:\n\n${display(`\\frac{${sum}^\\circ}{${n}} = ${show(sum / n)}^\\circ`)}`,
                  },
                ]
              : []),
          ];
    return {
      explanation: explanation({
        intro: `We need ${each ? `each ${kind} angle` : `the sum of the ${kind} angles`} of a polygon with ${n} sides.`,
        steps,
        answer: `**${deg(value)}**`,
      }),
      finalAnswer: deg(value),
      similarQuestions: similar(q.seed, q.raw, (r) => {
        const name = r.pick(Object.keys(POLYGONS).filter((k) => k !== "triangle"));
        return each
          ? `Find each ${kind} angle of a regular ${name}`
          : `Find the sum of the ${kind} angles of a ${name}`;
      }),
      verified: true,
    };
  },
};

/**
 * "The angles of a quadrilateral are in the ratio 3:5:9:13": one ratio term per angle of the named
 * polygon, and the angle sum (n - 2) × 180° shared in that ratio. All the angles are given unless one
 * (the largest, the smallest) is asked; a ratio with the wrong number of terms is not read.
 */
function anglesInRatio(seed: number, raw: string, t: string): SolverOutput | null {
  const m = t.match(
    /\bangles? of (?:a |an |the )?(triangle|quadrilateral|pentagon|hexagon)\b[^.?]*?\bratio (?:of )?(\d+(?:\.\d+)?(?:\s*:\s*\d+(?:\.\d+)?)+)/,
  );
  if (!m || /\bexterior\b|\boutside\b/.test(t)) return null;
  const sides = POLYGONS[m[1]];
  const parts = m[2].split(":").map((p) => Number(p.trim()));
  if (parts.length !== sides || parts.some((p) => p <= 0)) return null;
  const total = (sides - 2) * 180;
  const sum = parts.reduce((a, b) => a + b, 0);
  const k = total / sum;
  const angles = parts.map((p) => p * k);
  const ask = t.match(/\b(?:find|what (?:is|are)|calculate|determine)\b([^.?]*)/)?.[1] ?? "";
  const largest = /\b(?:largest|greatest|biggest|maximum)\b/.test(ask);
  const smallest = /\b(?:smallest|least|minimum)\b/.test(ask);
  if (largest && smallest) return null;
  const one = largest ? Math.max(...angles) : smallest ? Math.min(...angles) : null;
  const all = angles.map(deg).join(", ");
  const answer = one === null ? all : deg(one);
  return {
    explanation: explanation({
      intro: `The ${sides} angles of a ${m[1]} always add up to $(${sides} - 2) \\times 180^\\circ = ${total}^\\circ$.`,
      steps: [
        {
          title: "Write the angles with a common multiplier",
          body: `Let the angles be $${parts.map((p) => `${show(p)}k`).join(", ")}$. Then $${show(sum)}k = ${total}^\\circ$, so $k = ${show(Math.round(k * 10000) / 10000)}^\\circ$.`,
        },
        {
          title: "Multiply out",
          body: display(
            parts
              .map(
                (p, i) =>
                  `${show(p)} \\times ${show(Math.round(k * 10000) / 10000)} = ${show(Math.round(angles[i] * 100) / 100)}^\\circ`,
              )
              .join(",\\quad "),
          ),
        },
        {
          title: "Check",
          body: `$${angles.map((a) => show(Math.round(a * 100) / 100)).join(" + ")} = ${total}^\\circ$ ✓`,
        },
      ],
      answer:
        one === null
          ? `The angles are **${all}**.`
          : `The ${largest ? "largest" : "smallest"} angle is **${answer}** (the angles are ${all}).`,
    }),
    finalAnswer: answer,
    similarQuestions: similar(seed, raw, (r) =>
      sides === 3
        ? `The angles of a triangle are in the ratio ${r.int(1, 4)}:${r.int(2, 5)}:${r.int(3, 7)}. Find the angles.`
        : `The angles of a quadrilateral are in the ratio ${r.int(1, 3)}:${r.int(2, 4)}:${r.int(3, 5)}:${r.int(4, 8)}. Find all the angles.`,
    ),
    verified: Math.abs(angles.reduce((a, b) => a + b, 0) - total) < 1e-9,
  };
}
