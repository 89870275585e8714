import type { Question } from "./types";

// Symbols students paste from phones and PDFs, mapped to what the parsers understand.
const SYMBOLS: [RegExp, string][] = [
  [/[×✕✖⋅∗]/g, "*"],
  [/÷/g, "/"],
  [/[−–—‐]/g, "-"],
  [/⁻¹/g, "^-1"],
  [/²/g, "^2"],
  [/³/g, "^3"],
  [/⁴/g, "^4"],
  [/⁵/g, "^5"],
  [/∛\s*\(/g, "cbrt("],
  [/∛\s*([0-9.]+|[a-z])/g, "cbrt($1)"],
  [/√\s*\(/g, "sqrt("],
  [/√\s*([0-9.]+|[a-z])/g, "sqrt($1)"],
  [/π/g, "pi"],
  [/θ/g, "t"],
  [/≤|=</g, "<="],
  [/≥|=>/g, ">="],
  [/≠/g, "!="],
  [/∞/g, "infinity"],
  [/→|⟶/g, "->"],
  [/∫/g, " integral "],
  [/°/g, " degrees"],
  [/[“”]/g, '"'],
  [/[‘’]/g, "'"],
  [/½/g, "1/2"],
  [/¼/g, "1/4"],
  [/¾/g, "3/4"],
];

const NUMBER_WORDS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  hundred: 100,
};

// Word forms of operations, applied only where they sit between math tokens.
const WORDS: [RegExp, string][] = [
  [/\b([a-z0-9)]+)\s+squared\b/g, "$1^2"],
  [/\b([a-z0-9)]+)\s+cubed\b/g, "$1^3"],
  [/\bsquare\s+root\s+of\s+([0-9.]+|[a-z]\b|\([^)]*\))/g, "sqrt($1)"],
  [/\bcube\s+root\s+of\s+([0-9.]+|[a-z]\b|\([^)]*\))/g, "cbrt($1)"],
  [/\s*(?:raised\s+)?to\s+the\s+power\s+(?:of\s+)?(-?[0-9a-z.]+)/g, "^$1"],
  [/\s*raised\s+to\s+(-?[0-9a-z.]+)/g, "^$1"],
  [/(\d)\s+plus\s+(?=[\d(a-z])/g, "$1 + "],
  [/(\d)\s+minus\s+(?=[\d(a-z])/g, "$1 - "],
  [/(\d)\s+(?:multiplied\s+by|times)\s+(?=\d)/g, "$1 * "],
  [/(\d)\s+divided\s+by\s+(?=\d)/g, "$1 / "],
  [/(\d)\s*(?:percent|per\s+cent)\b/g, "$1%"],
  [/\b(\d+)\s+factorial\b|\bfactorial\s+(?:of\s+)?(\d+)/g, "$1$2!"],
  // "5! (5 factorial)" says the same number twice; it is one 5!, not 5! × 5!.
  [/\b(\d+)!\s*\(\s*\1\s*!\s*\)/g, "$1!"],
  [/\btwice\s+(?=\d)/g, "2 * "],
  [/\bthrice\s+(?=\d)/g, "3 * "],
];

const FRACTION_WORDS: Record<string, number> = {
  half: 2,
  halves: 2,
  third: 3,
  thirds: 3,
  fourth: 4,
  fourths: 4,
  quarter: 4,
  quarters: 4,
  fifth: 5,
  fifths: 5,
  sixth: 6,
  sixths: 6,
  seventh: 7,
  sevenths: 7,
  eighth: 8,
  eighths: 8,
  ninth: 9,
  ninths: 9,
  tenth: 10,
  tenths: 10,
};

// "three-fourths", "two thirds", "one-quarter", "a third of": a fraction, never "3 - fourths".
function fractionWords(text: string): string {
  return text
    .replace(
      /\b([1-9])[\s-](halves|thirds?|fourths?|quarters?|fifths?|sixths?|sevenths?|eighths?|ninths?|tenths?)\b/g,
      (m, n: string, w: string) => (Number(n) === 1 || /s$/.test(w) ? `${n}/${FRACTION_WORDS[w]}` : m),
    )
    .replace(
      /\b(?:a|one)\s+(third|fourth|quarter|fifth|sixth|seventh|eighth|ninth|tenth)\s+of\b/g,
      (_m, w: string) => `1/${FRACTION_WORDS[w]} of`,
    );
}

/** Turns a student's question into the shared normalised form every solver reads. */
export function normalizeQuestion(input: string): Question {
  const raw = input.trim().replace(/\s+/g, " ");
  let text = raw.toLowerCase();
  for (const [pattern, replacement] of SYMBOLS) text = text.replace(pattern, replacement);
  text = text.replace(/₹\s*|\brs\.?\s*(?=\d)|\binr\s*(?=\d)/g, "₹");
  // Indian and international digit grouping: 1,00,000 and 10,000, but not lists like 2,4,6.
  text = text.replace(/\b\d{1,3}(?:,\d{2})*,\d{3}\b(?!\.\d)/g, (m) =>
    /^\d{1,3}(,\d{3})+$|^\d{1,2}(,\d{2})*,\d{3}$/.test(m) && !looksLikeList(text) ? m.replace(/,/g, "") : m,
  );
  text = text.replace(/\b[a-z]+\b/g, (w) => (w in NUMBER_WORDS ? String(NUMBER_WORDS[w]) : w));
  text = text.replace(/\b([2-9]0)[\s-]([1-9])\b(?![\s-]*[\d/.])/g, (_m, tens, units) =>
    String(Number(tens) + Number(units)),
  );
  text = fractionWords(text);
  for (const [pattern, replacement] of WORDS) text = text.replace(pattern, replacement);
  text = text.replace(/\s+/g, " ");
  text = text.replace(/\s+([?.!,;:])(?=\s|$)/g, "$1").trim();
  return { raw, text, numbers: extractNumbers(text), seed: hash(raw) };
}

function looksLikeList(text: string): boolean {
  return /\b(mean|median|mode|average|data|observations|variance|deviation|range|quartile|marks)\b/.test(
    text,
  );
}

/** Numbers in reading order; a minus counts as a sign only when it is not between two terms. */
export function extractNumbers(text: string): number[] {
  const out: number[] = [];
  const re = /(^|[\s(=,:;₹])?(-)?(\d+(?:\.\d+)?|\.\d+)/g;
  for (const m of text.matchAll(re)) {
    const negative = m[2] === "-" && m[1] !== undefined;
    out.push(Number(m[3]) * (negative ? -1 : 1));
  }
  return out;
}

/** Mixed numbers such as "3 1/2" become "(3+1/2)" so expression parsers read them as one value. */
export function joinMixedNumbers(text: string): string {
  return text.replace(/(^|[^\d./^])(\d+)\s+(\d+)\/(\d+)(?![\d.])/g, (m, pre, w, n, d) =>
    Number(n) < Number(d) ? `${pre}(${w}+${n}/${d})` : m,
  );
}

/** FNV-1a, enough to seed a small PRNG deterministically. */
export function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}
