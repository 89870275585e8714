/** A length read from the question, with its unit when one was written. */
export interface Measure {
  value: number;
  unit?: string;
}

const NUM = String.raw`(-?\d+(?:\.\d+)?)`;
const UNIT = String.raw`(mm|cm|km|m|millimet(?:re|er)s?|centimet(?:re|er)s?|kilomet(?:re|er)s?|met(?:re|er)s?|inch(?:es)?|in|feet|foot|ft|units?)\b`;
const FILL = String.raw`(?:\s+(?:is|are|of|=|:|measures|measuring|equal to|equals|being|with|has|having|length|of length|as|each|respectively))*`;

const UNIT_NAMES: [RegExp, string][] = [
  [/^millimet/, "mm"],
  [/^centimet/, "cm"],
  [/^kilomet/, "km"],
  [/^met/, "m"],
  [/^inch|^in$/, "in"],
  [/^f(ee|oo)t|^ft$/, "ft"],
  [/^units?$/, ""],
];

/** "centimetres" → "cm"; undefined for "units" or no unit. */
export function shortUnit(u: string | undefined): string | undefined {
  if (!u) return undefined;
  for (const [re, to] of UNIT_NAMES) if (re.test(u)) return to || undefined;
  return u;
}

function make(value: string, unit: string | undefined): Measure {
  return { value: Number(value), unit: shortUnit(unit) };
}

/**
 * The number attached to a named measure: "radius 7 cm", "radius of 7 cm", "the radius of the circle
 * is 7 cm", "radius = 7", and reversed forms such as "12 cm long" via `after` words.
 */
export function measureOf(text: string, names: string[], after: string[] = []): Measure | null {
  const nameRe = names.join("|");
  // "The length is 3 more than the breadth", "3 times the breadth": a comparison, not the length.
  const forward = new RegExp(
    String.raw`\b(?:${nameRe})s?(?:\s+of\s+(?:a|an|the|its|this)\s+[a-z]+)?${FILL}\s*${NUM}\s*(?:${UNIT})?(?!\s*(?:${UNIT})?\s*(?:more|less|greater|smaller|longer|shorter|bigger|times|fewer)\b)`,
  );
  // A measure said by comparison anywhere in the question ("the radius is 2 cm more than another's
  // radius of 5 cm", "a side 4 times the side of a square of side 2 cm") is not read off one number.
  const compared = new RegExp(
    String.raw`\b(?:${nameRe})s?\b[^.?;]*?\b\d+(?:\.\d+)?\s*(?:${UNIT})?\s*(?:more|less|greater|smaller|longer|shorter|bigger|fewer)\s+than\b|\b(?:${nameRe})s?\b[^.?;]*?\b\d+(?:\.\d+)?\s+times\b|\b(?:twice|thrice|double|half)\s+(?:the|its|as)\b[^.?;]*?\b(?:${nameRe})`,
  );
  if (compared.test(text)) return null;
  const m = text.match(forward);
  if (m) return make(m[1], m[2]);
  if (after.length) {
    const back = new RegExp(String.raw`${NUM}\s*(?:${UNIT})?\s+(?:${after.join("|")})\b`);
    const b = text.match(back);
    if (b) return make(b[1], b[2]);
  }
  return null;
}

/** Several numbers after a plural name: "sides are 13 cm, 14 cm and 15 cm", "diagonals 16 cm and 12 cm". */
export function listOf(text: string, names: string[], count: number): Measure[] | null {
  const re = new RegExp(
    String.raw`\b(?:${names.join("|")})${FILL}((?:\s*(?:,|and|&)?\s*-?\d+(?:\.\d+)?\s*(?:${UNIT})?){${count}})`,
  );
  const m = text.match(re);
  if (!m) return null;
  const items = [...m[1].matchAll(new RegExp(String.raw`${NUM}\s*(?:${UNIT})?`, "g"))].map((x) =>
    make(x[1], x[2]),
  );
  const unit = items.find((i) => i.unit)?.unit;
  return items.length === count ? items.map((i) => ({ value: i.value, unit: i.unit ?? unit })) : null;
}

/** The value of π the question asks for; exact π (shown as π, decimal to 2 places) by default. */
export interface PiChoice {
  value: number;
  tex: string;
  label: string;
  exact: boolean;
}

/** Which value of π the question asks for (22/7, 3.14), else exact π. */
export function piChoice(text: string): PiChoice {
  if (/(?:pi|π)\s*(?:=|as|is|to be)?\s*22\/7|22\/7/.test(text)) {
    return { value: 22 / 7, tex: "\\frac{22}{7}", label: "π = 22/7 (as the question asks)", exact: false };
  }
  if (/(?:pi|π)\s*(?:=|as|is|to be)?\s*3\.14\b/.test(text)) {
    return { value: 3.14, tex: "3.14", label: "π = 3.14 (as the question asks)", exact: false };
  }
  return { value: Math.PI, tex: "3.14159\\ldots", label: "π ≈ 3.14159", exact: true };
}

/** All given measures in one unit: converts mixed units (2 m and 50 cm) to the smallest one used. */
export function commonUnit(ms: Measure[]): { values: number[]; unit: string | undefined } {
  const order = ["mm", "cm", "in", "ft", "m", "km"];
  const toMm: Record<string, number> = { mm: 1, cm: 10, m: 1000, km: 1e6, in: 25.4, ft: 304.8 };
  const units = [...new Set(ms.map((m) => m.unit).filter((u): u is string => u !== undefined))];
  if (units.length <= 1) return { values: ms.map((m) => m.value), unit: units[0] };
  const target = units.sort((a, b) => order.indexOf(a) - order.indexOf(b))[0];
  return {
    values: ms.map((m) =>
      m.unit && toMm[m.unit] && toMm[target] ? (m.value * toMm[m.unit]) / toMm[target] : m.value,
    ),
    unit: target,
  };
}
