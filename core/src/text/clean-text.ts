/**
 * Code points that change how text around them looks without being seen themselves: C0 and C1
 * control characters (tab, line feed and carriage return kept), bidirectional embeddings, overrides,
 * isolates and marks (U+202A–U+202E, U+2066–U+2069, U+200E, U+200F, U+061C), the zero-width space,
 * the word joiner and invisible operators, and the byte-order mark. "Ms Teacher\u200B\u202E rehcaet"
 * would otherwise show to others as a name that reads differently from what it is (issue 24).
 */
const ZWNJ = 0x200c;
const ZWJ = 0x200d;

const INVISIBLE_RANGES: readonly (readonly [number, number])[] = [
  [0x00, 0x08],
  [0x0b, 0x0c],
  [0x0e, 0x1f],
  [0x7f, 0x9f],
  [0x061c, 0x061c],
  [0x180e, 0x180e],
  [0x200b, 0x200b],
  [0x200e, 0x200f],
  [0x202a, 0x202e],
  [0x2060, 0x2064],
  [0x2066, 0x2069],
  [0xfeff, 0xfeff],
];

function invisible(code: number): boolean {
  return INVISIBLE_RANGES.some(([from, to]) => code >= from && code <= to);
}

const hex = (code: number) => code.toString(16).padStart(4, "0");
/** Any code point cleanText may remove: a quick test, so a long clean text (a data URL) is not copied. */
const SUSPECT = new RegExp(
  `[${INVISIBLE_RANGES.map(([from, to]) => `\\u${hex(from)}-\\u${hex(to)}`).join("")}\\u${hex(ZWNJ)}\\u${hex(ZWJ)}]`,
);

/** A letter, a combining mark, a pictograph or an emoji presentation selector: what a joiner joins. */
const JOINABLE = /^[\p{L}\p{M}\p{Extended_Pictographic}]$|^\uFE0F$/u;

/**
 * `text` without invisible control, zero-width and bidi characters (the one place this rule lives).
 * The zero-width joiner and non-joiner shape Devanagari and Gujarati conjuncts and join emoji, so
 * they stay between two such characters; anywhere else (leading, trailing, beside a space) they go.
 */
export function cleanText(text: string): string {
  if (!SUSPECT.test(text)) return text;
  const chars = [...text].filter((c) => !invisible(c.codePointAt(0) ?? 0));
  return chars
    .filter((c, i) => {
      const code = c.codePointAt(0);
      if (code !== ZWJ && code !== ZWNJ) return true;
      return JOINABLE.test(chars[i - 1] ?? "") && JOINABLE.test(chars[i + 1] ?? "");
    })
    .join("");
}
