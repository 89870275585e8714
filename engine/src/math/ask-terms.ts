import { escapeRegExp } from "@vidya/core/text/escape-regexp";

/**
 * The asked quantity's words, accounted for (issue 29, item 1). Every mathematical term in what a
 * question asks for ("the area of the *semicircle*", "the *discriminant* of …", "the area of the four
 * *walls*", "the *larger* number", "*B's share*") must show up in the worked solution, itself or as a
 * word that means the same. A solver that answered a neighbouring question (the whole circle, the
 * roots, the cuboid's whole surface, both numbers) never names the asked term, so its reading is not
 * accepted and the engine declines rather than checking a wrong answer.
 *
 * The vocabulary is closed on purpose: terms of school mathematics whose presence changes the
 * quantity asked. Story nouns ("marbles", "pens") and verbs are not in it, so a question's own
 * wording never stops an answer; numbers are accounted for elsewhere (`readingKept`).
 */

/** Each asked term and the words a solution may use for it (a prefix of a word in the working). */
const TERMS: Record<string, string[]> = {
  // The part of a shape is named in the working: "half" alone also describes a radius from a diameter.
  semicircle: ["semicircle", "semi-circle", "semi circle"],
  semicircular: ["semicircle", "semi-circle", "semi circle"],
  quadrant: ["quadrant", "quarter"],
  quarter: ["quadrant", "quarter"],
  hemisphere: ["hemispher"],
  hemispherical: ["hemispher"],
  ring: ["ring", "annul", "outer", "between"],
  annulus: ["ring", "annul", "outer"],
  walls: ["wall"],
  wall: ["wall"],
  // A path, border or verandah round (or inside) a field is a ring of it, not the field.
  path: ["path"],
  border: ["border"],
  verandah: ["verandah"],
  margin: ["margin"],
  // One face of a solid or a room is not its whole surface.
  floor: ["floor"],
  ceiling: ["ceiling"],
  base: ["base"],
  lid: ["lid"],
  top: ["top"],
  bottom: ["bottom"],
  curved: ["curved", "lateral", "csa"],
  lateral: ["lateral", "curved", "csa", "lsa"],
  diagonal: ["diagonal"],
  diagonals: ["diagonal"],
  discriminant: ["discriminant", "b^2 - 4ac", "b^{2} - 4ac", "b² − 4ac", "b^2-4ac"],
  hypotenuse: ["hypotenuse", "pythag"],
  slant: ["slant"],
  circumference: ["circumference", "perimeter", "2\\pi", "2π", "2 \\pi", "\\pi d", "πd"],
  perimeter: ["perimeter", "circumference", "boundary", "fence", "fencing"],
  diameter: ["diameter"],
  radius: ["radius", "radii"],
  area: ["area", "cm^2", "m^2", "cm²", "m²", "square unit", "sq"],
  volume: ["volume", "capacity", "cm^3", "m^3", "cm³", "m³", "cubic", "litre"],
  capacity: ["capacity", "volume", "litre"],
  discount: ["discount"],
  commission: ["commission"],
  depreciation: ["depreciat"],
  principal: ["principal", "sum lent", "sum borrowed", "the sum"],
  installment: ["instal"],
  instalment: ["instal"],
  median: ["median"],
  mode: ["mode"],
  range: ["range"],
  deviation: ["deviation"],
  variance: ["variance"],
  quartile: ["quartile"],
  remainder: ["remainder"],
  quotient: ["quotient"],
  complement: ["complement", "90"],
  supplement: ["supplement", "180"],
  exterior: ["exterior", "outside"],
  interior: ["interior", "inside"],
  reflex: ["reflex"],
  // One of two or more values asked: the solution says which.
  larger: ["larger", "largest", "greater", "greatest", "bigger", "biggest", "maximum"],
  largest: ["largest", "larger", "greatest", "greater", "biggest", "maximum"],
  greater: ["greater", "greatest", "larger", "largest", "bigger"],
  greatest: ["greatest", "greater", "largest", "larger", "biggest", "maximum", "hcf", "gcd", "highest"],
  bigger: ["bigger", "biggest", "larger", "largest", "greater", "greatest"],
  biggest: ["biggest", "bigger", "largest", "larger", "greatest", "greater"],
  smaller: ["smaller", "smallest", "less", "least", "lower", "minimum"],
  smallest: ["smallest", "smaller", "least", "lesser", "lowest", "minimum", "lcm"],
  least: ["least", "lesser", "smallest", "smaller", "lowest", "minimum", "lcm"],
  middle: ["middle", "second"],
  other: ["other", "second"],
  share: ["share", "part", "gets", "get"],
  shares: ["share", "part", "gets", "get"],
  ratio: ["ratio", ":"],
  // The mean proportional of a and b is √(ab), the third and fourth proportionals are other terms.
  proportional: ["proportional"],
  reciprocal: ["reciprocal"],
  inverse: ["inverse", "reciprocal"],
  // A rate, a distance and a gain or loss are their own quantities: "covers half of 120 km in 2 hours,
  // find its speed" answered with the distance (60) never names a speed.
  speed: ["speed", "km/h", "m/s", "km per hour", "metres per second", "velocity", "\\text{km/h}", "/h"],
  distance: ["distance", "km", "metre", "meter", " m", "far"],
  // A rate of motion is the derivative of the position, not the position at that time.
  velocity: ["velocity", "ds/dt", "\\frac{ds}{dt}", "v(t)", "s'(t)", "s'"],
  acceleration: ["acceleration", "d^2", "d^{2}", "\\frac{dv}{dt}", "a(t)", "s''"],
  profit: ["profit", "gain"],
  gain: ["gain", "profit"],
  loss: ["loss"],
  // Something about a number other than its value: "the sum of the digits of 2^10", "the number of
  // zeros at the end of 100!", "the factors of 36".
  digit: ["digit"],
  digits: ["digit"],
  zero: ["zero"],
  zeros: ["zero"],
  factors: ["factor", "divisor"],
  divisors: ["divisor", "factor"],
  multiples: ["multiple"],
  // "his gain or loss percent": either, as the working finds it.
  profitloss: ["profit", "gain", "loss"],
  square: ["square", "^2", "^{2}", "²", "sqrt", "√", "cm", "m"],
  cube: ["cube", "^3", "^{3}", "³", "∛", "cbrt"],
};

/** Words of an ask that belong to the terms above only in a wider phrase ("square metres"). */
const NOT_ASKED = [
  /\bsquare (?:centi|milli|kilo)?(?:met(?:re|er)s?|units?|cm|m|km|mm)\b/g,
  /\bsq\.? ?(?:cm|m|km|mm|units?)\b/g,
  /\bcubic (?:centi|milli|kilo)?(?:met(?:re|er)s?|units?|cm|m|km|mm)\b/g,
  /\b(?:in|to) (?:the )?(?:total|all)\b/g,
  /\bthe other hand\b/g,
  // A measure given with its value is data, not the quantity asked ("of radius 7 cm", "height = 10").
  // An operation's name before its number is the ask itself ("the mean proportional of 4 and 9").
  /\b(?!(?:square|cube|reciprocal|proportional|complement|supplement|inverse|digits?|zeros?|factors|divisors|multiples)\b)[a-z]+(?:\s+(?:is|of|=|:|equal to|equals))?\s*-?\d/g,
];

/**
 * Terms that change the quantity only where a measure is asked ("the area of the four walls", "the
 * total surface area"); in a story ("nails for the house wall", "how many total figures") they
 * are the story's words.
 */
const MEASURE_ONLY = new Set([
  "walls",
  "wall",
  "floor",
  "ceiling",
  "base",
  "lid",
  "top",
  "bottom",
  "path",
  "border",
  "verandah",
  "margin",
]);

/**
 * The figure whose measure is asked is the figure worked: "the area of a circle inscribed in a square
 * of side 14 cm" answered with the square's area (checked, 29 Nov 2026) never names the circle.
 */
const FIGURES: Record<string, RegExp> = {
  circle: /\bcirc|\\pi|π/,
  circular: /\bcirc|\\pi|π/,
  triangle: /\btriang|\bheron/,
  triangular: /\btriang|\bheron/,
  rectangle: /\brectang/,
  rectangular: /\brectang|\bcuboid/,
  square: /\bsquare|\^\{?2\}?|²/,
  sphere: /\bspher/,
  cone: /\bcon(?:e|ical)\b/,
  cylinder: /\bcylind/,
};
const FIGURE_ASKED =
  /\b(?:area|perimeter|volume|surface area|circumference|diagonal|capacity|side|length|breadth|width|radius|diameter|height)\s+of\s+(?:a|an|the|this|that|its|each)?\s*(?:[a-z]+\s+){0,2}?(circle|circular|triangle|triangular|rectangle|rectangular|square|sphere|cone|cylinder)\b/g;
const MEASURE = /\b(?:area|surface|volume|perimeter|length|capacity)\b/;
/** "Total" changes a measure only before "surface" (the total, not the curved, surface area). */
const TOTAL_SURFACE = /\btotal surface\b/;

/** The asked terms a solution left out: empty when every term of the ask is in the working. */
export function askedTermsMissing(ask: string, shown: string): string[] {
  let words = ask
    .toLowerCase()
    .replace(/\b(?:gain|profit) or loss\b|\bloss or (?:gain|profit)\b/g, " profitloss ");
  for (const phrase of NOT_ASKED) words = words.replace(phrase, " ");
  const working = shown.toLowerCase();
  const missing: string[] = [];
  for (const word of words.match(/semi[- ]circle|[a-z]+/g) ?? []) {
    const term = word.replace(/[- ]/g, "");
    const said = TERMS[term];
    if (!said || (MEASURE_ONLY.has(term) && !MEASURE.test(words))) continue;
    if (
      !said.some((w) =>
        /^[a-z]/.test(w) ? new RegExp(`\\b${escapeRegExp(w)}`).test(working) : working.includes(w),
      )
    )
      missing.push(term);
  }
  if (TOTAL_SURFACE.test(words) && !/\btotal\b|\btsa\b|\bwhole surface\b/.test(working))
    missing.push("total");
  for (const m of ask.toLowerCase().matchAll(FIGURE_ASKED)) {
    const figure = m[1] as string;
    if (!(FIGURES[figure] as RegExp).test(working)) missing.push(figure);
  }
  return missing;
}
