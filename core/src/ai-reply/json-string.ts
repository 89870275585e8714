import { LATEX_ESCAPE_LOOKALIKES } from "./latex-commands";

/**
 * Lenient reading of one JSON-like string literal as a model writes it: LaTeX backslashes, raw
 * newlines, unescaped inner quotes, single quotes. Shared by the repair (which re-encodes what it reads),
 * the pattern fallback and the streaming preview, so all three decode a reply the same way.
 *
 * `final` says whether the text is complete. While streaming (`final` false) a reading never guesses
 * about input it has not seen: it stops before anything the next characters could change.
 */

/** What a backslash sequence stands for, or null when more input is needed to tell. */
export type EscapeReading = { text: string; length: number } | null;

const SIMPLE_ESCAPES: Readonly<Record<string, string>> = {
  '"': '"',
  "\\": "\\",
  "/": "/",
  "'": "'",
  b: "\b",
  f: "\f",
  n: "\n",
  r: "\r",
  t: "\t",
};

const LETTER = /[A-Za-z]/;
const HEX4 = /^[0-9a-fA-F]{4}$/;
const HEX_PREFIX = /^[0-9a-fA-F]{0,3}$/;

function couldBecomeCommand(letters: string): boolean {
  for (const command of LATEX_ESCAPE_LOOKALIKES) if (command.startsWith(letters)) return true;
  return false;
}

/** Reads the backslash sequence at `index` (where `source[index]` is a backslash). */
export function readEscape(source: string, index: number, final: boolean): EscapeReading {
  const next = source[index + 1];
  if (next === undefined) return final ? { text: "\\", length: 1 } : null;
  if (!LETTER.test(next)) {
    const simple = SIMPLE_ESCAPES[next];
    // Anything else (`\(`, `\[`, `\{`, `\,`, `\$`…) is LaTeX or a stray backslash: keep it.
    return simple === undefined ? { text: "\\", length: 1 } : { text: simple, length: 2 };
  }
  let end = index + 1;
  while (end < source.length && LETTER.test(source[end] ?? "")) end += 1;
  const run = source.slice(index + 1, end);
  // Streaming: wait while the letters so far could still grow into a LaTeX command.
  if (end === source.length && !final && "bfnrtu".includes(next) && couldBecomeCommand(run)) return null;
  if (LATEX_ESCAPE_LOOKALIKES.has(run)) return { text: `\\${run}`, length: 1 + run.length };
  if (next === "u") {
    const hex = source.slice(index + 2, index + 6);
    if (HEX4.test(hex)) return { text: String.fromCharCode(Number.parseInt(hex, 16)), length: 6 };
    if (!final && index + 6 > source.length && HEX_PREFIX.test(hex)) return null;
    return { text: "\\", length: 1 };
  }
  const simple = SIMPLE_ESCAPES[next];
  return simple === undefined ? { text: "\\", length: 1 } : { text: simple, length: 2 };
}

const WHITESPACE = /\s/;
const IDENTIFIER_START = /[A-Za-z_$]/;
const IDENTIFIER_PART = /[A-Za-z0-9_$]/;
const KEY_AHEAD = /(["'])[A-Za-z_$][\w$]*\1\s*:/y;
const PARTIAL_KEY_AHEAD = /(["'])(?:[A-Za-z_$][\w$]*(?:\1\s*)?)?$/y;
const LITERALS: ReadonlySet<string> = new Set(["true", "false", "null"]);

function matchesAt(pattern: RegExp, source: string, index: number): boolean {
  pattern.lastIndex = index;
  return pattern.test(source);
}

/** Index of the first non-whitespace character at or after `index` (or the text's length). */
export function skipWhitespace(source: string, index: number): number {
  let i = index;
  while (i < source.length && WHITESPACE.test(source[i] ?? "")) i += 1;
  return i;
}

/**
 * Whether a quote just before `after` closes the string, judged by what follows it: a `:`, `}` or
 * `]`, the end of the text, a comma before another value, key or closing bracket, or (a forgotten
 * comma) a string on the next line or a key. Otherwise it is a quote inside the text, as in
 * `"the word "sum" means"`. "undecided" while streaming and the deciding characters are not there yet.
 */
export function quoteCloses(source: string, after: number, final: boolean): boolean | "undecided" {
  const atEnd = final ? true : "undecided";
  const k = skipWhitespace(source, after);
  if (k >= source.length) return atEnd;
  const ch = source[k] ?? "";
  if (":}]".includes(ch)) return true;
  if (ch === '"' || ch === "'") {
    // A forgotten comma: another string on the next line, or a key right after.
    if (source.slice(after, k).includes("\n")) return true;
    if (matchesAt(KEY_AHEAD, source, k)) return true;
    return !final && matchesAt(PARTIAL_KEY_AHEAD, source, k) ? "undecided" : false;
  }
  if (ch !== ",") return false;
  const m = skipWhitespace(source, k + 1);
  if (m >= source.length) return atEnd;
  const next = source[m] ?? "";
  // Another string, a closing bracket, or another value in a list.
  if (/["'}\]{[0-9-]/.test(next)) return true;
  if (!IDENTIFIER_START.test(next)) return false;
  // An unquoted key (`, similarQuestions:`) or a literal (`, null]`).
  let e = m + 1;
  while (e < source.length && IDENTIFIER_PART.test(source[e] ?? "")) e += 1;
  const afterWord = skipWhitespace(source, e);
  if (afterWord >= source.length) return atEnd;
  const word = source.slice(m, e);
  return source[afterWord] === ":" || (LITERALS.has(word) && ",]}".includes(source[afterWord] ?? ""));
}

/** The result of reading one string literal. */
export interface StringReading {
  /** The decoded text read so far. */
  value: string;
  /** Index just after the closing quote, or where reading stopped. */
  end: number;
  /** Whether the closing quote was found. */
  closed: boolean;
}

/** Reads the string literal whose opening quote (`"` or `'`) is at `open`. */
export function readString(source: string, open: number, final: boolean): StringReading {
  const quote = source[open];
  let value = "";
  let i = open + 1;
  while (i < source.length) {
    const c = source[i] ?? "";
    if (c === "\\") {
      const reading = readEscape(source, i, final);
      if (reading === null) return { value, end: i, closed: false };
      value += reading.text;
      i += reading.length;
    } else if (c === quote) {
      const closes = quoteCloses(source, i + 1, final);
      if (closes === "undecided") return { value, end: i, closed: false };
      if (closes) return { value, end: i + 1, closed: true };
      value += c;
      i += 1;
    } else {
      value += c;
      i += 1;
    }
  }
  return { value, end: source.length, closed: false };
}
