import type { Question, SolverOutput } from "./types";

/**
 * The engine's last line against being confidently wrong: a solver's reading of a question is
 * accepted only when its worked solution keeps every number of the question (each one used, or
 * named in `dismissed` as irrelevant) and every qualifier word that changes what is asked
 * ("not", "sector", "vertices", "removed"…) shows up in the solution too. A solver that quietly
 * dropped a term ("45% of 80 plus 20% of 50" answered as 45% of 80) or answered another question
 * (a triangle's angle sum for its area from vertices) fails here, and the engine declines.
 */
export function readingKept(q: Question, out: SolverOutput): boolean {
  const shown = explanationText(out);
  const shownNumbers = numbersIn(shown);
  const dismissed = out.dismissed ?? [];
  for (const n of numbersIn(questionText(q))) {
    if (dismissed.some((d) => same(d, n))) continue;
    if (!shownNumbers.some((s) => same(s, n))) return false;
  }
  const words = shown.toLowerCase();
  for (const [asked, shownAs] of QUALIFIERS) {
    if (asked.test(q.text) && !shownAs.test(words)) return false;
  }
  return answersTheAsk(q.text, out.finalAnswer);
}

/**
 * Whether the answer is the kind of thing asked for: a trigonometric ratio is not a solution for
 * the angle, an area is not an angle, a definite integral or a slope at a point is a number, and
 * a school question does not have a dozen numeric roots.
 */
function answersTheAsk(t: string, answer: string): boolean {
  const ask =
    t.match(/\b(?:find|what is|what are|evaluate|determine|calculate|compute)\b([^.?;]*)/)?.[1] ?? "";
  if (/\b(?:sin|cos|tan|cot|sec|cosec|csc)\b/.test(ask) && /^[a-z]\s*=/.test(answer)) return false;
  if (/\barea\b/.test(ask) && /°|\bdeg/.test(answer)) return false;
  const numberAsked =
    /\bdefinite\b|\bintegra\w*\b.*\bfrom -?[\d.]+ to -?[\d.]+\b/.test(t) ||
    /\b(?:slope|gradient)\b.*\bat (?:x\s*=|the point)/.test(t);
  if (numberAsked && /[a-z]/.test(answer.replace(/\b(?:sqrt|pi|e|ln|log|units?|square)\b/g, "")))
    return false;
  if ((answer.match(/=/g) ?? []).length > 4) return false;
  return true;
}

// A word in the question that changes what is asked, and how a solution that heeded it says so.
const QUALIFIERS: [RegExp, RegExp][] = [
  [
    /\bnot\b|\bn't\b|\bneither\b|\bother than\b|\bexcept\b/,
    /\bnot\b|\bcomplement|\bneither\b|\bother than\b|\bexcept\b|1\s*-|= 1 - /,
  ],
  // An operation the question asks for must be in the reading ("… plus 20% of the rest").
  [/\+|\bplus\b|\badded to\b/, /\+|\bplus\b|\badd|\bsum\b|\btotal/],
  [/\b(?:the )?rest\b|\bremaining\b/, /\brest\b|\bremain/],
  [/\bsectors?\b/, /\bsector/],
  [/\barcs?\b/, /\barc\b/],
  [/\bsegments?\b/, /\bsegment/],
  [/\bvertices\b|\bvertex\b/, /\bvert/],
  // Grouped data ("classes 0-10, 10-20", "the modal class"), not a "gym class" in a story.
  [
    /\bgrouped\b|\bclass(?:es)?\s*(?:\d|:|-|intervals?\b|marks?\b|widths?\b|sizes?\b|limits?\b|boundar)|\b(?:modal|median) class\b|\bfrequenc/,
    /\bclass|\bfrequenc|\bgroup/,
  ],
  [/\bremoved?\b|\bdropped\b|\bexcluded?\b|\btaken away\b/, /\bremov|\bdrop|\bexclu|\btaken away/],
  [/\btangent\b|\bslope\b|\bgradient\b/, /\btangent|\bslope|\bgradient/],
  [
    /\bdefinite\b|\bintegra\w*\b.*\bfrom -?[\d.]+ to -?[\d.]+\b|\bbetween the limits\b/,
    /\bdefinite|\blimits?\b|\\Big\||\\bigg\||\\right\|_|\]_\{|\|_\{|evaluat/,
  ],
  [/\bgst\b|\btax\b/, /\bgst\b|\btax/],
  [/\bdepreciat/, /\bdepreciat/],
  [/\bdiscount/, /\bdiscount/],
  [/\bconsecutive\b/, /\bconsecutive/],
  [/\bremainder\b/, /\bremainder/],
  [/\bmedian\b/, /\bmedian/],
  [/\bmode\b/, /\bmode\b/],
  [/\bcompound\b/, /\bcompound/],
  [/\bsimple interest\b/, /\bsimple interest|\bsi\b|s\.i\./],
  [/\bnature\b|\bkind of roots\b|\bequal roots\b|\breal roots\b/, /\bdiscriminant|\broots?\b/],
];

/** The question as the solver saw it, less what is not a quantity (ordinals of terms, labels). */
function questionText(q: Question): string {
  return (
    q.text
      // "5! (5 factorial)" restates the same number once.
      .replace(/(\d+)!\s*\(\s*\1\s*!?\s*(?:factorial)?\s*\)/g, "$1!")
      // Exponent and index words that solvers write as symbols.
      .replace(/\bclass(?:es)?\s+\d+\b/g, " ")
  );
}

/** The explanation and answer as plain text: LaTeX fractions spelt out, digit grouping removed. */
function explanationText(out: SolverOutput): string {
  return `${out.explanation}\n${out.finalAnswer}`
    .replace(/\\[dt]?frac\{([^{}]*)\}\{([^{}]*)\}/g, "($1)/($2)")
    .replace(/(\d),(?=\d{2,3}\b)/g, "$1")
    .replace(/(\d)\\,(?=\d{3})/g, "$1")
    .replace(/\{,\}/g, "")
    .replace(/\b(one|two|three|four|five|six|seven|eight|nine|ten)\b/gi, (w) =>
      String(WORD_NUMBERS.indexOf(w.toLowerCase()) + 1),
    );
}

const WORD_NUMBERS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

/** Every unsigned number written in a text, decimals included. */
export function numbersIn(text: string): number[] {
  const out: number[] = [];
  for (const m of text.replace(/(\d),(?=\d{2,3}\b)/g, "$1").matchAll(/\d+(?:\.\d+)?|\.\d+/g)) {
    out.push(Number(m[0]));
  }
  return out;
}

function same(a: number, b: number): boolean {
  return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
}
