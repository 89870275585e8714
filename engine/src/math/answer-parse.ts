import { splitTopLevel } from "./cas";
import type { Expr } from "./expr/ast";
import { parseExpr } from "./expr/parse";
import { superscriptsToPowers } from "./normalize";

/** Answers with no number: compared by meaning, not by value. */
export type Verdict = "impossible" | "no-real" | "no-solution" | "all-real" | "infinite";

/** One comma-separated piece of an answer, e.g. "x = 2", "x > 5", "154 cm^2". */
export interface AnswerPart {
  name?: string;
  rel: "=" | "<" | ">" | "<=" | ">=";
  value: Expr;
  unit?: string;
  /** Decimal places written, to accept rounding ("0.33" for 1/3). */
  decimals?: number;
  hasConstant: boolean;
}

/** An answer as parts to compare, or a verdict such as "not possible". */
export type ParsedAnswer =
  | { kind: "verdict"; verdict: Verdict }
  | { kind: "parts"; parts: AnswerPart[]; words: string[] };

const VERDICTS: [RegExp, Verdict][] = [
  [/not possible|impossible|cannot exist|can't exist|does not exist|invalid|not a valid/, "impossible"],
  [/no real (roots?|solutions?)|not real|imaginary|complex roots/, "no-real"],
  [/infinitely many/, "infinite"],
  [/no solutions?|has no value/, "no-solution"],
  [/all real numbers|every real number|any real number|identity/, "all-real"],
];

// Units we recognise after a value; compared through mathjs where both sides carry one.
const UNIT =
  /\s*(sq\.?\s*units?|square units?|cubic units?|units?|(?:sq\.?|square|cubic|cu\.?)\s*(?:mm|cm|m|km|metres?|meters?|centimetres?)|mm\^?[23]?|cm\^?[23]?|km\/h|kmph|km\/hr|m\/s|km\^?2?|m\^?[23]?|kg|g|grams?|litres?|liters?|l|ml|seconds?|secs?|s|minutes?|mins?|hours?|hrs?|h|days?|weeks?|months?|years?|yrs?|deg|degrees?|rupees?|paise|%|percent|marks|men|workers|people|students|km|metres?|meters?)\.?$/;

/** Lower-cases an answer and rewrites LaTeX, symbols, currency and filler words. */
export function normalizeAnswer(s: string): string {
  return superscriptsToPowers(s)
    .toLowerCase()
    .replace(/\$|\\left|\\right|\\,|\\;|\\!/g, "")
    .replace(/\\frac\{([^{}]+)\}\{([^{}]+)\}/g, "($1)/($2)")
    .replace(/\\sqrt\{([^{}]+)\}/g, "sqrt($1)")
    .replace(/\\pi/g, "pi")
    .replace(/\\cdot|\\times|×|·/g, "*")
    .replace(/\\le|≤/g, "<=")
    .replace(/\\ge|≥/g, ">=")
    .replace(/[−–]/g, "-")
    .replace(/π/g, "pi")
    .replace(/√\s*\(/g, "sqrt(")
    .replace(/√\s*(\d+|[a-z])/g, "sqrt($1)")
    .replace(/°/g, " deg")
    .replace(/₹|\brs\.?\s*|\binr\s*/g, "")
    .replace(/^(the )?(answer|result|solution)s?( is| are|:)?\s*/, "")
    .replace(/\b(approximately|approx\.?|about|nearly|roughly)\b|≈|~/g, "")
    .replace(/(\d),(\d{3})(?!\d)/g, "$1$2")
    .replace(/\s+/g, " ")
    .replace(/[.;]\s*$/, "")
    .trim();
}

function parseValue(raw: string, name?: string, rel: AnswerPart["rel"] = "="): AnswerPart | null {
  let s = raw.trim();
  let unit: string | undefined;
  const u = s.match(UNIT);
  if (u && u.index !== undefined && u.index > 0 && /[\d)]\s*$/.test(s.slice(0, u.index))) {
    unit = u[1].replace(/\s+/g, " ");
    s = s.slice(0, u.index).trim();
  }
  const hasConstant = /(^|[^a-z])c$/.test(s.replace(/\s+/g, "")) && /\+\s*c\s*$/.test(s);
  if (hasConstant) s = s.replace(/\+\s*c\s*$/, "");
  const decimals = s.match(/^-?\d+\.(\d+)$/)?.[1].length;
  const value = parseExpr(s);
  if (!value) return null;
  return { name, rel, value, unit, decimals, hasConstant };
}

function parsePart(p: string): AnswerPart | null {
  const ineq = p.match(/^([a-z])\s*(<=|>=|<|>)\s*(.+)$/);
  if (ineq) return parseValue(ineq[3], ineq[1], ineq[2] as AnswerPart["rel"]);
  const flipped = p.match(/^(.+?)\s*(<=|>=|<|>)\s*([a-z])$/);
  if (flipped) {
    const flip = { "<": ">", ">": "<", "<=": ">=", ">=": "<=" } as const;
    return parseValue(flipped[1], flipped[3], flip[flipped[2] as keyof typeof flip]);
  }
  const eq = p.split("=");
  if (eq.length >= 2) {
    const name = eq[0].trim();
    // "f'(x) = 2x" or "x = 3": the last side is the value; "= 2x = 6" keeps the final one.
    const last = eq[eq.length - 1];
    const named = /^[a-z][a-z0-9' ()]*$/.test(name) ? name.replace(/\s+/g, " ") : undefined;
    return parseValue(last, named);
  }
  return parseValue(p);
}

/** Splits an answer into parts ("x = 2, x = 3", "₹450 and ₹750") or recognises a verdict. */
export function parseAnswer(input: string): ParsedAnswer | null {
  const s = normalizeAnswer(input);
  for (const [re, verdict] of VERDICTS) if (re.test(s)) return { kind: "verdict", verdict };
  const plusMinus = s.match(/^(.*?)(-?[\w.()]+)\s*±\s*(.+)$/);
  const expanded = plusMinus
    ? `${plusMinus[1]}${plusMinus[2]} - ${plusMinus[3]}, ${plusMinus[1]}${plusMinus[2]} + ${plusMinus[3]}`
    : s;
  const chunks = splitTopLevel(expanded, ",")
    .flatMap((c) => c.split(/\s+(?:and|or|&)\s+|;/))
    .map((c) => c.trim())
    .filter((c) => c !== "");
  const words: string[] = [];
  const parts: AnswerPart[] = [];
  for (const chunk of chunks) {
    const part = parsePart(chunk);
    if (part) {
      parts.push(part);
      continue;
    }
    // "local maximum 4 at x = 0": keep the key words and every number.
    words.push(
      ...(chunk.match(/maximum|minimum|max|min|q1|q2|q3|mean|median|mode/g) ?? []).map((w) => w.slice(0, 3)),
    );
    for (const m of chunk.matchAll(/-?\d+(?:\.\d+)?(?:\/\d+)?/g)) {
      const v = parseValue(m[0]);
      if (v) parts.push(v);
    }
  }
  return parts.length ? { kind: "parts", parts, words } : null;
}
