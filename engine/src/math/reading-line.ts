/**
 * How the engine read the question, stated before the working (issue 29, item 2; DESIGN: "every
 * answer states its reading"): the formula or equation with the question's numbers, the way a
 * student would write it, so a misreading is visible at a glance. It is the displayed line among
 * the working's first four that shows most of the question's numbers; a chain "A = formula =
 * substituted = result" is cut to its left side and the link that carries the numbers. A working
 * with no such line gets no reading rather than a made-up one.
 */
export function readingLine(explanation: string, numbers: number[]): string | null {
  const asked = [...new Set(numbers.map((n) => Math.abs(n)))];
  let best: { math: string; score: number } | null = null;
  let seen = 0;
  for (const m of explanation.matchAll(/\$\$([\s\S]+?)\$\$/g)) {
    if (++seen > 4) break;
    const math = (m[1] as string).trim();
    if (math.length > 240) continue;
    const score = countAsked(math, asked);
    if (score > 0 && (!best || score > best.score)) best = { math, score };
    if (best && best.score === asked.length) break;
  }
  if (!best) return null;
  // A list of lines (",\quad", a line break) is shown whole.
  const parts = /\\q?quad|\\\\/.test(best.math) ? [best.math] : splitTopLevel(best.math);
  let shown = best.math;
  if (parts.length >= 3) {
    const middle = parts.slice(1, -1);
    const scores = middle.map((p) => countAsked(p, asked));
    shown = `${parts[0]} = ${middle[scores.indexOf(Math.max(...scores))]}`;
  }
  return shown.length <= 160 ? shown : null;
}

/** How many of the question's numbers a line of TeX shows. */
function countAsked(math: string, asked: number[]): number {
  const shown = (math.match(/\d+(?:\.\d+)?/g) ?? []).map(Number);
  return asked.filter((n) => shown.includes(n)).length;
}

/** "a = b = c" at " = " outside braces and brackets. */
function splitTopLevel(math: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < math.length; i++) {
    const ch = math[i];
    if (ch === "{" || ch === "(") depth++;
    else if (ch === "}" || ch === ")") depth--;
    else if (depth === 0 && ch === "=" && math[i - 1] === " " && math[i + 1] === " ") {
      out.push(math.slice(start, i - 1).trim());
      start = i + 2;
    }
  }
  out.push(math.slice(start).trim());
  return out.filter(Boolean);
}

/**
 * The reading an engine answer starts with ("**Read as:** $…$", or its hi/gu label), as TeX; null
 * when the answer states none. `rest` is the explanation after it.
 */
export function splitReading(explanation: string): { reading: string | null; rest: string } {
  const m = /^\*\*[^*\n]{1,40}:\*\*\s*\$([^$\n]+)\$\s*/.exec(explanation);
  return m
    ? { reading: (m[1] as string).trim(), rest: explanation.slice(m[0].length) }
    : { reading: null, rest: explanation };
}

/**
 * The explanation with its reading first: "**Read as:** $…$". A solver that knows its reading better
 * than any line of its working (HCF(36, 48), the derivative asked) gives it as `reading`.
 */
export function withReading(explanation: string, numbers: number[], given?: string): string {
  const reading = given ?? readingLine(explanation, numbers);
  return reading ? `**Read as:** $${reading}$\n\n${explanation}` : explanation;
}
