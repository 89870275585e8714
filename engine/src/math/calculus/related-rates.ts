import { display, explanation } from "../explain";
import { dec, show } from "../format";
import { similar } from "../rng";
import type { Solver } from "../types";

type Measure = "radius" | "side" | "area" | "perimeter" | "volume" | "surface area";

/** A quantity of a shape as coefficient × (π) × variable^power, with the variable it is written in. */
interface Formula {
  of: Measure;
  coef: number;
  pi: boolean;
  power: number;
  tex: string;
}

interface Shape {
  variable: "radius" | "side";
  letter: string;
  formulas: Formula[];
}

const SHAPES: [RegExp, Shape][] = [
  [
    /\b(?:sphere|spherical|balloon|ball|bubble)\b/,
    {
      variable: "radius",
      letter: "r",
      formulas: [
        { of: "volume", coef: 4 / 3, pi: true, power: 3, tex: "V = \\frac{4}{3}\\pi r^3" },
        { of: "surface area", coef: 4, pi: true, power: 2, tex: "S = 4\\pi r^2" },
      ],
    },
  ],
  [
    /\bcube\b/,
    {
      variable: "side",
      letter: "a",
      formulas: [
        { of: "volume", coef: 1, pi: false, power: 3, tex: "V = a^3" },
        { of: "surface area", coef: 6, pi: false, power: 2, tex: "S = 6a^2" },
      ],
    },
  ],
  [
    /\b(?:circle|circular|ripple|disc|disk)\b/,
    {
      variable: "radius",
      letter: "r",
      formulas: [
        { of: "area", coef: 1, pi: true, power: 2, tex: "A = \\pi r^2" },
        { of: "perimeter", coef: 2, pi: true, power: 1, tex: "C = 2\\pi r" },
      ],
    },
  ],
  [
    /\bsquare\b(?! (?:cm|m|mm|km|units?|metres?|meters?)\b)/,
    {
      variable: "side",
      letter: "a",
      formulas: [
        { of: "area", coef: 1, pi: false, power: 2, tex: "A = a^2" },
        { of: "perimeter", coef: 4, pi: false, power: 1, tex: "P = 4a" },
      ],
    },
  ],
];

const MEASURE = String.raw`(surface area|area|volume|circumference|perimeter|radius|diameter|side|edge)`;

function measureOf(word: string): Measure | "diameter" {
  if (word === "circumference") return "perimeter";
  if (word === "edge") return "side";
  return word as Measure | "diameter";
}

const UNIT = String.raw`(mm|cm|km|m)`;
const TIME = String.raw`(s|sec|secs|seconds?|min|mins|minutes?|hr|hrs|hours?|h)`;

/** π-free number × π in TeX and plain text: 60 → "60\pi" / "60π". */
function withPi(v: number, pi: boolean): { tex: string; plain: string } {
  if (!pi) return { tex: show(v), plain: dec(v, 4) };
  const n = show(v) === "1" ? "" : show(v);
  return { tex: `${n}\\pi`, plain: `${dec(v, 4) === "1" ? "" : dec(v, 4)}π` };
}

/**
 * Related rates for one shape (calculus, class 12: "the radius of a circle increases at 3 cm/s; how fast
 * is its area increasing when the radius is 10 cm?"), both ways: a measure's rate from the variable's,
 * or the variable's from a measure's. The chain rule dQ/dt = dQ/dr · dr/dt gives the answer; a
 * difference quotient of the formula around the given value checks it.
 */
export const relatedRatesSolver: Solver = {
  id: "related-rates",
  topic: "calculus",
  solve(q) {
    const t = q.text.replace(/\s+/g, " ");
    if (!/\b(?:rate|how fast|how quickly)\b/.test(t)) return null;
    const shapes = SHAPES.filter(([re]) => re.test(t));
    if (shapes.length !== 1) return null;
    const shape = (shapes[0] as [RegExp, Shape])[1];
    const rates = [
      ...t.matchAll(
        new RegExp(
          String.raw`\b(?:${MEASURE}|(waves?|ripples?))\b([^.?]*?)\b(?:at|by)\s+(?:the |a )?(?:(?:uniform|constant|steady) )?(?:(?:rate|speed) of\s+)?(\d+(?:\.\d+)?)\s*${UNIT}\s*(\^\s*[23]|²|³)?\s*(?:/|per)\s*(?:a |an |1 )?${TIME}\b`,
          "g",
        ),
      ),
    ];
    if (rates.length !== 1) return null;
    const rm = rates[0] as RegExpMatchArray;
    // Waves or ripples moving outwards at a speed: the radius grows at that speed.
    if (rm[2] && shape.variable !== "radius") return null;
    const given = rm[2] ? "radius" : measureOf(rm[1] as string);
    if (given === "diameter") return null;
    const verb = rm[3] as string;
    const givenRate = Number(rm[4]) * (/\b(?:decreas|shrink|contract|deflat|leak)/.test(verb) ? -1 : 1);
    const unit = rm[5] as string;
    const power = rm[6] ? (/[3³]/.test(rm[6]) ? 3 : 2) : 1;
    const time = (rm[7] as string)
      .replace(/^(?:secs?|seconds?)$/, "s")
      .replace(/^(?:mins?|minutes?)$/, "min");
    const timeUnit = /^(?:hrs?|hours?|h)$/.test(time) ? "h" : time;
    // What is asked: the first measure named after the ask, other than the one whose rate is given.
    const whenRe = new RegExp(
      String.raw`\b(?:when|at the instant when|at the moment when) (?:the |its )?(?:length of (?:the |its |an |each )?|(?:circular |spherical )?(?:wave|ripple|balloon|circle|cube|square|sphere)'?s? )?(radius|diameter|side|edge|r|a|x)(?: of (?:the |its )?[a-z ]+?)?\s*(?:is|=|becomes|measures|equals)\s*(\d+(?:\.\d+)?)\s*(?:${UNIT}\b)?`,
      "g",
    );
    const whens = [...t.matchAll(whenRe)];
    if (whens.length > 1) return null;
    const wm = whens[0];
    const askText = t
      .slice((rm.index ?? 0) + rm[0].length)
      .replace(wm?.[0] ?? "\u0000", " ")
      .match(/\b(?:find|how fast|how quickly|at what rate|what is|calculate|determine|rate)\b.*$/)?.[0];
    if (!askText) return null;
    const askedWord = askText.match(new RegExp(String.raw`\b${MEASURE}\b`))?.[1];
    if (!askedWord) return null;
    const asked = measureOf(askedWord);
    if (asked === "diameter" || asked === given) return null;
    const variable = shape.variable;
    const formulaOf = (m: Measure) => (m === variable ? null : shape.formulas.find((f) => f.of === m));
    const fGiven = formulaOf(given);
    const fAsked = formulaOf(asked);
    if (fGiven === undefined || fAsked === undefined) return null;
    // The unit's power must be the given measure's: cm/s for a length, cm²/s for an area, cm³/s for a volume.
    const dims = (m: Measure) => (m === "volume" ? 3 : m === "area" || m === "surface area" ? 2 : 1);
    if (power !== dims(given)) return null;
    // The variable's value at that instant; a measure linear in it (a circle's circumference) needs none.
    const needsValue = (f: Formula | null) => f !== null && f.power !== 1;
    let said: number | null = null;
    let v = 1;
    const isDiameter = wm?.[1] === "diameter";
    if (wm) {
      const whenWord = wm[1] as string;
      if (wm[3] && wm[3] !== unit) return null;
      if (isDiameter && variable !== "radius") return null;
      if (["radius", "r"].includes(whenWord) && variable !== "radius") return null;
      if (["side", "edge", "a", "x"].includes(whenWord) && variable !== "side") return null;
      said = Number(wm[2]);
      v = isDiameter ? said / 2 : said;
    } else if (needsValue(fGiven) || needsValue(fAsked)) return null;
    const L = shape.letter;
    const name = (f: Formula | null) => (f ? (f.tex[0] as string) : L);
    const slopeCoef = (f: Formula | null) => (f ? f.coef * f.power * v ** (f.power - 1) : 1);
    const piOf = (f: Formula | null) => (f?.pi ? 1 : 0);
    // dv/dt from the given rate, then the asked measure's rate; π kept apart so the answer stays exact.
    const gSlope = slopeCoef(fGiven);
    if (gSlope === 0) return null;
    const coefficient = (slopeCoef(fAsked) * givenRate) / gSlope;
    const piPower = piOf(fAsked) - piOf(fGiven);
    const value = coefficient * Math.PI ** piPower;
    // A difference quotient of each formula itself, independent of the power rule used above.
    const Q = (f: Formula | null) => (x: number) => (f ? f.coef * (f.pi ? Math.PI : 1) * x ** f.power : x);
    const h = 1e-4 * Math.max(1, v);
    const dq = (f: Formula | null) => (Q(f)(v + h) - Q(f)(v - h)) / (2 * h);
    const numeric = (dq(fAsked) * givenRate) / dq(fGiven);
    if (Math.abs(numeric - value) > 1e-6 * Math.max(1, Math.abs(value))) return null;
    const askedDecreasing = /\bdecreas|\bshrink/.test(askText);
    const sign = askedDecreasing ? -1 : 1;
    const per = `${unit}${dims(asked) > 1 ? `^${dims(asked)}` : ""}/${timeUnit}`;
    const exactPlain = piPower === 1 ? withPi(sign * coefficient, true).plain : dec(sign * value, 4);
    const exactTex = piPower === 1 ? withPi(coefficient, true).tex : dec(value, 4);
    const answerPlain = `${exactPlain} ${per}`;
    const label = (m: Measure) => (m === "perimeter" && variable === "radius" ? "circumference" : m);
    const derivative = (f: Formula) =>
      `\\frac{d${name(f)}}{d${L}} = ${show(f.coef * f.power)}${f.pi ? "\\pi" : ""}${f.power > 2 ? ` ${L}^{${f.power - 1}}` : f.power === 2 ? ` ${L}` : ""}${needsValue(f) ? ` = ${show(slopeCoef(f))}${f.pi ? "\\pi" : ""}` : ""}`;
    const formulas = [fGiven, fAsked].filter((f): f is Formula => f !== null);
    const rateTex = (f: Formula | null) => `\\frac{d${name(f)}}{dt}`;
    const steps = [
      {
        title: "Write the formula and differentiate",
        body: formulas.map((f) => `${display(f.tex)}${display(derivative(f))}`).join("\n"),
      },
      ...(said === null
        ? []
        : [
            {
              title: "The value at that instant",
              body: isDiameter
                ? display(`${L} = \\frac{${show(said)}}{2} = ${show(v)} \\text{ ${unit}}`)
                : display(`${L} = ${show(v)} \\text{ ${unit}}`),
            },
          ]),
      {
        title: "Chain rule: rate of change with time",
        body: `The ${label(given)} is ${givenRate < 0 ? "decreasing" : "increasing"} at $${show(Math.abs(givenRate))}$ ${unit}${power > 1 ? `^${power}` : ""}/${timeUnit}, so $${rateTex(fGiven)} = ${show(givenRate)}$.\n${display(
          fGiven
            ? `${rateTex(null)} = \\frac{${rateTex(fGiven)}}{d${name(fGiven)}/d${L}}${fAsked ? `, \\quad ${rateTex(fAsked)} = \\frac{d${name(fAsked)}}{d${L}} \\cdot ${rateTex(null)}` : ""} = ${exactTex}`
            : `${rateTex(fAsked)} = \\frac{d${name(fAsked)}}{d${L}} \\cdot ${rateTex(null)} = ${show(slopeCoef(fAsked))}${fAsked?.pi ? "\\pi" : ""} \\times ${show(givenRate)} = ${exactTex}`,
        )}`,
      },
    ];
    const direction = sign * value < 0 ? (askedDecreasing ? "increasing" : "decreasing") : undefined;
    const askedName = label(asked);
    const givenName = label(given);
    return {
      explanation: explanation({
        intro: `The rate of change of the ${askedName} comes from the rate of change of the ${givenName} by the chain rule.`,
        steps,
        answer: `The ${askedName} is changing at **${answerPlain}**${direction ? ` (it is ${direction})` : ""}.`,
      }),
      finalAnswer: answerPlain,
      similarQuestions: similar(q.seed, q.raw, (r) => {
        const rate = r.int(2, 6);
        const at = r.int(4, 15);
        return `The radius of a circle is increasing at the rate of ${rate} cm/s. Find the rate at which its area is increasing when the radius is ${at} cm.`;
      }),
      verified: true,
    };
  },
};
