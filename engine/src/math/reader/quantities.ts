/**
 * The first half of the word-problem reader: every quantity of a question with its kind (money,
 * percent, length, time…), its unit and the words around it, so a frame can pick quantities by
 * the role they play ("the 15% is a discount", "₹800 is what it costs") rather than by position.
 */

/** What a number measures, read from its unit or symbol. */
export type Kind =
  | "money"
  | "percent"
  | "length"
  | "area"
  | "volume"
  | "time"
  | "speed"
  | "mass"
  | "angle"
  | "count"
  | "ratio"
  | "point";

/** One number of the question with what it is. */
export interface Quantity {
  value: number;
  kind: Kind;
  /** Canonical unit ("cm", "hour", "₹", "%"), "" for a bare count. */
  unit: string;
  /** Position in the normalised text, for role words before or after it. */
  at: number;
  /** Up to ~40 characters of text before and after the number, for role cues. */
  before: string;
  after: string;
}

const UNITS: [RegExp, Kind, string][] = [
  [/^(?:sq\.?\s*|square\s*)(mm|cm|m|km)\b|^(mm|cm|m|km)\^2\b|^(?:cm|m)2\b/, "area", "$1$2^2"],
  [/^(?:cubic\s*|cu\.?\s*)(mm|cm|m)\b|^(mm|cm|m)\^3\b/, "volume", "$1$2^3"],
  [/^(?:km\/h|km\/hr|kmph|km per hour|kilometres? per hour|kilometers? per hour)\b/, "speed", "km/h"],
  [/^(?:m\/s|metres? per second|meters? per second)\b/, "speed", "m/s"],
  [/^(?:mm|millimetres?|millimeters?)\b/, "length", "mm"],
  [/^(?:cm|centimetres?|centimeters?)\b/, "length", "cm"],
  [/^(?:km|kilometres?|kilometers?)\b/, "length", "km"],
  [/^(?:m|metres?|meters?)\b(?!\s*\/)/, "length", "m"],
  [/^(?:hours?|hrs?|h)\b/, "time", "hour"],
  [/^(?:minutes?|mins?)\b/, "time", "minute"],
  [/^(?:seconds?|secs?|s)\b/, "time", "second"],
  [/^days?\b/, "time", "day"],
  [/^weeks?\b/, "time", "week"],
  [/^months?\b/, "time", "month"],
  [/^(?:years?|yrs?)\b/, "time", "year"],
  [/^(?:kg|kilograms?)\b/, "mass", "kg"],
  [/^(?:g|grams?)\b/, "mass", "g"],
  [/^(?:litres?|liters?|l)\b/, "volume", "l"],
  [/^(?:ml|millilitres?|milliliters?)\b/, "volume", "ml"],
  [/^degrees?\b/, "angle", "deg"],
];

/** Every quantity of a normalised question, in reading order. */
export function quantities(text: string): Quantity[] {
  const out: Quantity[] = [];
  const re = /(₹\s*)?(-?\d+(?:\.\d+)?)(?:\s*\/\s*(\d+))?\s*(%)?/g;
  for (const m of text.matchAll(re)) {
    const at = m.index ?? 0;
    // Inside a word or a coordinate pair the number is not a quantity of its own.
    if (/[a-z^]$/.test(text.slice(Math.max(0, at - 1), at))) continue;
    const value = m[3] ? Number(m[2]) / Number(m[3]) : Number(m[2]);
    const rest = text.slice(at + m[0].length);
    const before = text.slice(Math.max(0, at - 40), at);
    const after = rest.slice(0, 40);
    let kind: Kind = "count";
    let unit = "";
    if (m[1] || /\b(?:rs\.?|rupees?|inr)\s*$/.test(before) || /^\s*(?:rupees?|rs\b)/.test(rest)) {
      kind = "money";
      unit = "₹";
    } else if (m[4]) {
      kind = "percent";
      unit = "%";
    } else if (/^\s*:\s*\d/.test(rest)) {
      kind = "ratio";
    } else {
      const tail = rest.replace(/^\s+/, "");
      for (const [u, k, name] of UNITS) {
        const found = tail.match(u);
        if (found) {
          kind = k;
          unit = found[0].replace(u, name);
          break;
        }
      }
    }
    out.push({ value, kind, unit, at, before, after });
  }
  return out;
}

/** The quantities of one kind. */
export const ofKind = (qs: Quantity[], kind: Kind): Quantity[] => qs.filter((q) => q.kind === kind);

/** Whether a role word sits close before or after a quantity ("a 15% discount", "discount of 15%"). */
export function near(q: Quantity, role: RegExp, span = 30): boolean {
  return role.test(q.before.slice(-span)) || role.test(q.after.slice(0, span));
}

/** Seconds in one unit of time, for conversions. */
export const SECONDS: Record<string, number> = {
  second: 1,
  minute: 60,
  hour: 3600,
  day: 86400,
  week: 604800,
};

/** Metres in one unit of length, grams in one unit of mass, litres in one unit of volume. */
export const BASE: Record<string, number> = {
  mm: 0.001,
  cm: 0.01,
  m: 1,
  km: 1000,
  g: 1,
  kg: 1000,
  ml: 0.001,
  l: 1,
  ...SECONDS,
};
