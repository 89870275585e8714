import { display, explanation } from "../explain";
import { dec, show } from "../format";
import { similar } from "../rng";
import type { Solver } from "../types";

type Dim = "side" | "radius" | "length" | "breadth" | "height" | "base";

/** A measure as a product of powers of the shape's lengths (so a change in each scales it). */
const MEASURES: [RegExp, RegExp, Partial<Record<Dim, number>>, string][] = [
  [/\bsquare\b/, /\barea\b/, { side: 2 }, "A = s^2"],
  [/\bsquare\b/, /\bperimeter\b/, { side: 1 }, "P = 4s"],
  [/\bcircle\b/, /\barea\b/, { radius: 2 }, "A = \\pi r^2"],
  [/\bcircle\b/, /\bcircumference\b|\bperimeter\b/, { radius: 1 }, "C = 2\\pi r"],
  [/\bcube\b/, /\bvolume\b/, { side: 3 }, "V = a^3"],
  [/\bcube\b/, /\bsurface area\b/, { side: 2 }, "S = 6a^2"],
  [/\bsphere\b/, /\bvolume\b/, { radius: 3 }, "V = \\frac{4}{3}\\pi r^3"],
  [/\bsphere\b/, /\bsurface area\b/, { radius: 2 }, "S = 4\\pi r^2"],
  [/\brectangle\b/, /\barea\b/, { length: 1, breadth: 1 }, "A = l \\times b"],
  [/\bcuboid\b/, /\bvolume\b/, { length: 1, breadth: 1, height: 1 }, "V = l \\times b \\times h"],
  [/\btriangle\b/, /\barea\b/, { base: 1, height: 1 }, "A = \\frac{1}{2} b h"],
  [/\bcylinder\b/, /\bvolume\b/, { radius: 2, height: 1 }, "V = \\pi r^2 h"],
];

const DIM_WORDS: [Dim, RegExp][] = [
  ["side", /\b(?:side|edge)s?\b/],
  ["radius", /\bradius\b|\bradii\b/],
  ["length", /\blength\b/],
  ["breadth", /\bbreadth\b|\bwidth\b/],
  ["height", /\bheight\b/],
  ["base", /\bbase\b/],
];

/** The factor a dimension is changed by, from the words after it. */
function factorOf(change: string): number | null {
  if (/\bdoubled\b|\bmade double\b|\btwice\b/.test(change)) return 2;
  if (/\btripled\b|\btrebled\b|\bmade 3 times\b|\bthrice\b/.test(change)) return 3;
  if (/\bhalved\b|\bmade half\b/.test(change)) return 0.5;
  const pct = change.match(
    /\b(increased|decreased|reduced|raised|lowered|diminished)\s+by\s+(\d+(?:\.\d+)?)\s*%/,
  );
  if (pct) return 1 + ((/increased|raised/.test(pct[1] as string) ? 1 : -1) * Number(pct[2])) / 100;
  const times = change.match(/\bmade (\d+) times\b|\bincreased (\d+) times\b/);
  if (times) return Number(times[1] ?? times[2]);
  return null;
}

/**
 * A measure when the lengths it depends on change (class 8–10): "the side of a square is doubled: by
 * what percent does its area increase?" (×4, +300%), "the radius is increased by 10%: the change in the
 * area?" (×1.21, +21%), "length up 20% and breadth down 20%: the change in area?" (×0.96, −4%). The
 * measure is a product of powers of the lengths, so each factor is raised to its power; checked by
 * working the measure out for a sample shape before and after.
 */
export const scaledMeasureSolver: Solver = {
  id: "scaled-measure",
  topic: "geometry",
  solve(q) {
    const t = q.text.replace(/\s+/g, " ").replace(/[?.]\s*$/, "");
    const askAt = t.search(
      /\b(?:by what percent|by how much percent|what percent|find the (?:percentage |percent )?(?:change|increase|decrease)|percentage (?:change|increase|decrease)|how many times|find the change)\b/,
    );
    if (askAt < 0) return null;
    const ask = t.slice(askAt);
    const statement = t.slice(0, askAt);
    const fits = MEASURES.filter(([shape, measure]) => shape.test(t) && measure.test(ask));
    if (fits.length !== 1) return null;
    const [, measureRe, powers, formula] = fits[0] as (typeof MEASURES)[number];
    const measureName = ask.match(measureRe)?.[0] ?? "measure";
    // Each length's change, read from its clause ("the length is increased by 20% and the breadth …").
    const clauses = statement.split(/\band\b|,|;|\.|\bwhile\b|\bbut\b/);
    const changes = new Map<Dim, number>();
    const said: string[] = [];
    for (const clause of clauses) {
      const dims = DIM_WORDS.filter(([, re]) => re.test(clause)).map(([d]) => d);
      const f = factorOf(clause);
      if (f === null) continue;
      if (dims.length !== 1) return null;
      const d = dims[0] as Dim;
      if (changes.has(d) || !(d in powers)) return null;
      changes.set(d, f);
      said.push(`${clause.trim()}: the ${d} is multiplied by ${dec(f, 4)}`);
    }
    if (changes.size === 0 || ![...changes.values()].every((f) => f > 0)) return null;
    const factor = Object.entries(powers).reduce(
      (acc, [d, p]) => acc * (changes.get(d as Dim) ?? 1) ** (p as number),
      1,
    );
    // Check: a sample shape (every length 7) worked out before and after.
    const before = Object.values(powers).reduce((acc, p) => acc * 7 ** (p as number), 1);
    const after = Object.entries(powers).reduce(
      (acc, [d, p]) => acc * (7 * (changes.get(d as Dim) ?? 1)) ** (p as number),
      1,
    );
    if (Math.abs(after / before - factor) > 1e-9) return null;
    const pct = (factor - 1) * 100;
    const timesAsked = /\bhow many times\b/.test(ask);
    const decreaseAsked = /\bdecrease\b/.test(ask) && !/\bincrease\b/.test(ask);
    const value = timesAsked ? factor : decreaseAsked ? -pct : pct;
    const answer = timesAsked ? `${dec(factor, 4)} times` : `${dec(value, 2)}%`;
    const changed = said.join("; ");
    return {
      explanation: explanation({
        intro: `The ${measureName} is $${formula}$, a product of powers of the lengths, so each change multiplies it by the change raised to that power.`,
        steps: [
          { title: "The changes", body: changed },
          {
            title: "New measure ÷ old measure",
            body: display(
              `${Object.entries(powers)
                .filter(([d]) => changes.has(d as Dim))
                .map(
                  ([d, p]) =>
                    `(${dec(changes.get(d as Dim) as number, 4)})${(p as number) > 1 ? `^{${p}}` : ""}`,
                )
                .join(" \\times ")} = ${dec(factor, 4)}`,
            ),
          },
          {
            title: timesAsked ? "How many times" : "As a percentage",
            body: timesAsked
              ? `The new measure is ${dec(factor, 4)} times the old one.`
              : display(`(${dec(factor, 4)} - 1) \\times 100\\% = ${dec(pct, 2)}\\%`) +
                `${pct < 0 ? "\nA decrease." : pct > 0 ? "\nAn increase." : ""}`,
          },
          {
            title: "Check",
            body: `With every length 7: ${show(before)} before, ${dec(after, 4)} after, a ratio of ${dec(after / before, 4)} ✓`,
          },
        ],
        answer: `**${answer}**`,
      }),
      finalAnswer: answer,
      similarQuestions: similar(
        q.seed,
        q.raw,
        (r) =>
          `The radius of a circle is increased by ${r.pick([10, 20, 25, 50])}%. Find the percentage increase in its area.`,
      ),
      verified: true,
    };
  },
};
