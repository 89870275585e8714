/**
 * Text as it should be heard: Markdown marks dropped and LaTeX read as words ("x squared", not
 * "x caret 2"), then cut into short chunks a speech engine reads without stalling.
 */

const SYMBOLS: [RegExp, string][] = [
  [/\\times|\\cdot/g, " times "],
  [/\\div/g, " divided by "],
  [/\\pm/g, " plus or minus "],
  [/\\leq?|≤/g, " is less than or equal to "],
  [/\\geq?|≥/g, " is greater than or equal to "],
  [/\\neq?|≠/g, " is not equal to "],
  [/\\approx|≈/g, " is approximately "],
  [/\\infty|∞/g, " infinity "],
  [/\\to|\\rightarrow|→/g, " goes to "],
  [/\\(alpha|beta|gamma|delta|theta|lambda|mu|pi|sigma|omega|phi)\b/g, " $1 "],
  [/\\(sin|cos|tan|log|ln)\b/g, " $1 "],
  [/\\degree|\^\{?\\circ\}?|°/g, " degrees "],
  [/\\%/g, " percent "],
];

/** Reads one piece of LaTeX as words. */
export function latexToWords(tex: string): string {
  let s = tex;
  // Innermost first, so nested fractions and roots read in order.
  for (let i = 0; i < 5; i++) {
    s = s
      .replace(/\\[dt]?frac\{([^{}]*)\}\{([^{}]*)\}/g, " $1 over $2 ")
      .replace(/\\sqrt\[([^\]]*)\]\{([^{}]*)\}/g, " root $1 of $2 ")
      .replace(/\\sqrt\{([^{}]*)\}/g, " the square root of $1 ")
      .replace(/\\(?:text|mathrm|mathbf|operatorname)\{([^{}]*)\}/g, " $1 ");
  }
  for (const [pattern, words] of SYMBOLS) s = s.replace(pattern, words);
  s = powersToWords(s);
  return s
    .replace(/\\left|\\right|\\,|\\;|\\!|\\quad/g, " ")
    .replace(/[{}]/g, " ")
    .replace(/\\([a-zA-Z]+)/g, " $1 ")
    .replace(/\s*=\s*/g, " equals ")
    .replace(/\s*\+\s*/g, " plus ")
    .replace(/(\S)\s*-\s*(\S)/g, "$1 minus $2")
    .replace(/\s+/g, " ")
    .trim();
}

/** x^2 → x squared, x^3 → x cubed, x^{n} → x to the power n. */
function powersToWords(s: string): string {
  return s
    .replace(/\^\{?2\}?(?![\d])/g, " squared ")
    .replace(/\^\{?3\}?(?![\d])/g, " cubed ")
    .replace(/\^\{([^{}]*)\}/g, " to the power $1 ")
    .replace(/\^(-?\w+)/g, " to the power $1 ");
}

/** Markdown and LaTeX → plain words for a speech engine. */
export function speakableText(markdown: string): string {
  let s = markdown;
  s = s.replace(/\$\$([\s\S]+?)\$\$/g, (_m, tex: string) => ` ${latexToWords(tex)}. `);
  s = s.replace(/\\\[([\s\S]+?)\\\]/g, (_m, tex: string) => ` ${latexToWords(tex)}. `);
  s = s.replace(/\\\(([\s\S]+?)\\\)/g, (_m, tex: string) => ` ${latexToWords(tex)} `);
  s = s.replace(/\$([^$\n]+?)\$/g, (_m, tex: string) => ` ${latexToWords(tex)} `);
  s = s
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/!\[[^\]]*\]\([^)]*\)/g, " ")
    .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1")
    .replace(/^\s{0,3}#{1,6}\s+(.*)$/gm, "$1.")
    .replace(/^\s*(?:[-*+]|\d+[.)])\s+/gm, "")
    .replace(/^\s*>\s?/gm, "")
    .replace(/(\*\*|__|\*|_|`|~~)/g, "")
    .replace(/\|/g, " ");
  s = powersToWords(s);
  return s
    .replace(/[ \t]+/g, " ")
    .replace(/ ([.,:;?!।])/g, "$1")
    .replace(/\s*\n\s*/g, "\n")
    .trim();
}

/**
 * Splits text into chunks of at most `max` characters at sentence ends (., ?, !, ।, newlines),
 * then at commas, then at spaces: long answers are spoken a sentence or so at a time.
 */
export function speechChunks(text: string, max = 180): string[] {
  const sentences = text
    .split(/(?<=[.?!।॥])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
  const out: string[] = [];
  for (const sentence of sentences) {
    if (sentence.length <= max) {
      out.push(sentence);
      continue;
    }
    let rest = sentence;
    while (rest.length > max) {
      const window = rest.slice(0, max);
      const cut = Math.max(window.lastIndexOf(", "), window.lastIndexOf("; "));
      const at = cut > max / 3 ? cut + 1 : window.lastIndexOf(" ") > 0 ? window.lastIndexOf(" ") : max;
      out.push(rest.slice(0, at).trim());
      rest = rest.slice(at).trim();
    }
    if (rest) out.push(rest);
  }
  return out;
}
