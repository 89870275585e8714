/**
 * Finds the mathematical parts of a sentence ("solve for x: 5x - 7 = 3x + 9" → "5x - 7 = 3x + 9").
 * Words are the boundaries: a token is math when it is built only from numbers, single-letter
 * variables, operators and function names.
 */

const FUNCTION_WORDS =
  /(asin|acos|atan|arcsin|arccos|arctan|sinh|cosh|tanh|sin|cos|tan|cot|sec|cosec|csc|log|ln|sqrt|cbrt|exp|abs|pi|e)/;
const OPERATOR = /[+\-*/^=<>!]/;

function isMathToken(token: string): boolean {
  if (token === "") return false;
  if (/^(a|i)$/.test(token)) return false;
  if (!/^[0-9a-z.+\-*/^()=<>!|,_']+$/.test(token)) return false;
  // Letters must come as single variables or known function names: "2x", "sin(x)", not "find".
  const words = token.match(/[a-z]{2,}/g) ?? [];
  return words.every(
    (w) => new RegExp(`^(${FUNCTION_WORDS.source}|[xyz])+$`).test(w) && !/^(cost|sect)/.test(w),
  );
}

/** Runs of math tokens, each trimmed of sentence punctuation. */
export function mathRuns(text: string): string[] {
  const tokens = text
    .replace(/\bwith respect to [a-z]\b|\bw\.?r\.?t\.? [a-z]\b/g, " ")
    .replace(/([a-z0-9)])\s*([=<>]=?)\s*/g, "$1 $2 ")
    .split(/\s+/);
  const runs: string[][] = [];
  let cur: string[] = [];
  const flush = () => {
    if (cur.length) runs.push(cur);
    cur = [];
  };
  const clean = tokens.map((raw) => raw.replace(/[:;?.,]+$/, ""));
  clean.forEach((token, i) => {
    const nearOperator = isOperatorToken(clean[i - 1]) || isOperatorToken(clean[i + 1]);
    if (isMathToken(token) || (/^[a-z]$/.test(token) && (token !== "a" || nearOperator))) cur.push(token);
    else if (nearOperator && /^[a-z]{2,3}$/.test(token) && !STOP_WORDS.has(token)) cur.push(token);
    else flush();
    if (/[:;?.,]$/.test(tokens[i])) flush();
  });
  flush();
  return runs
    .map((r) => trimRun(r).join(" "))
    .filter(
      (s) =>
        s !== "" &&
        (OPERATOR.test(s) ||
          /\d[a-z(]|[a-z]\d|\(/.test(s) ||
          /^[a-z]$/.test(s) ||
          new RegExp(`\\b${FUNCTION_WORDS.source}\\b`).test(s)),
    );
}

const STOP_WORDS = new Set(
  "is of to by in if an as at or on so be and the for are its has was not but all per its how".split(" "),
);

function isOperatorToken(t: string | undefined): boolean {
  return t !== undefined && /^[+\-*/^=<>]=?$|^[+\-*/^=<>]/.test(t);
}

// Drops dangling single letters (the article "a", a variable named in prose) at either end.
function trimRun(run: string[]): string[] {
  const r = [...run];
  const loose = (t: string | undefined, neighbour: string | undefined) =>
    t !== undefined &&
    /^[a-z]$/.test(t) &&
    neighbour !== undefined &&
    !OPERATOR.test(neighbour) &&
    !new RegExp(`^${FUNCTION_WORDS.source}$`).test(neighbour);
  while (r.length > 1 && loose(r[0], r[1])) r.shift();
  while (r.length > 1 && loose(r[r.length - 1], r[r.length - 2])) r.pop();
  return r;
}

/** The equations (containing "=") in a sentence, split at "and", commas and semicolons. */
export function equations(text: string): string[] {
  return text
    .split(/\band\b|;|,(?=\s*[-\d a-z(]+=)/)
    .flatMap((part) => mathRuns(part))
    .filter((s) => /=/.test(s) && !/[<>!]=?/.test(s));
}

/** The longest math run without "=" (the expression to work on). */
export function mainExpression(text: string): string | null {
  const runs = mathRuns(text).filter((s) => !/[=<>]/.test(s));
  if (runs.length === 0) return null;
  return runs.reduce((a, b) => (b.length > a.length ? b : a));
}

/** Assignments like "x = 4" or "a = -3" found anywhere in the sentence. */
export function assignments(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of text.matchAll(
    /(?<![-+*/^(]\s*)\b([a-z])\s*=\s*(-?\s*\d+(?:\.\d+)?(?:\/\d+)?)(?![\d.]*(?:[a-z(*^]|\s*[+*/^]\s*[\da-z(]))/g,
  )) {
    out.set(m[1], m[2].replace(/\s+/g, ""));
  }
  return out;
}

/** The variable to solve for: "for x", else the only letter used, preferring x. */
export function mainVariable(expr: string, text = ""): string | null {
  const named = text.match(/\b(?:for|in terms of|value of) ([a-z])\b/);
  const letters = [
    ...new Set(expr.replace(/[a-z]{2,}/g, (w) => (FUNCTION_WORDS.test(w) ? " " : w)).match(/[a-z]/g) ?? []),
  ].filter((l) => l !== "e");
  if (named && letters.includes(named[1])) return named[1];
  if (letters.includes("x")) return "x";
  return letters.length === 1 ? letters[0] : (letters[0] ?? null);
}
