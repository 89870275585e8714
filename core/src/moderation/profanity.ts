import {
  DataSet,
  englishDataset,
  englishRecommendedTransformers,
  type MatchPayload,
  parseRawPattern,
  RegExpMatcher,
} from "obscenity";
import { ROMANISED_ABUSE_WORDS } from "./abuse-words";
import { NATIVE_ABUSE_WORDS } from "./native-words";

/**
 * English (obscenity's maintained list, with its whitelist that keeps "Scunthorpe", "class" and
 * "assignment" clean) plus romanised Hindi and Gujarati from core. `|` anchors a pattern at a word
 * boundary: whole words for short roots, word starts for roots with many endings.
 */
function buildMatcher(): RegExpMatcher {
  const dataset = new DataSet<{ originalWord: string }>().addAll(englishDataset);
  for (const { word, match } of ROMANISED_ABUSE_WORDS) {
    const raw = match === "word" ? `|${word}|` : `|${word}`;
    dataset.addPhrase((phrase) =>
      phrase.setMetadata({ originalWord: word }).addPattern(parseRawPattern(raw)),
    );
  }
  return new RegExpMatcher({ ...dataset.build(), ...englishRecommendedTransformers });
}

const matcher = buildMatcher();
const letter = /[\p{L}\p{M}\p{N}]/u;

/**
 * Devanagari and Gujarati words: obscenity's transformers and boundaries are Latin-only, so these use
 * a Unicode regex whose boundaries count vowel signs and viramas (\p{M}) as part of a word.
 */
const nativePattern = new RegExp(
  NATIVE_ABUSE_WORDS.map(
    ({ word, match }) =>
      `(?<![\\p{L}\\p{M}\\p{N}])${word.normalize("NFC")}${match === "word" ? "(?![\\p{L}\\p{M}\\p{N}])" : ""}`,
  ).join("|"),
  "gu",
);

/** [start, end) UTF-16 spans of native-script abuse in `text` (already NFC). */
function nativeSpans(text: string): [number, number][] {
  return [...text.matchAll(nativePattern)].map((m) => [m.index, m.index + m[0].length]);
}

/** Widens a match to the whole word around it, so "f***ing" does not leave "ing" readable. */
function wordSpan(text: string, match: MatchPayload): [number, number] {
  return widen(text, [match.startIndex, match.endIndex + 1]);
}

function widen(text: string, [from, to]: [number, number]): [number, number] {
  let start = from;
  let end = to;
  while (start > 0 && letter.test(text.charAt(start - 1))) start--;
  while (end < text.length && letter.test(text.charAt(end))) end++;
  return [start, end];
}

/** Replaces every abusive word with asterisks of the same length; clean text comes back unchanged. */
export function maskProfanity(raw: string): string {
  const text = raw.normalize("NFC");
  const matches = matcher.getAllMatches(text);
  const spans = [...matches.map((m) => wordSpan(text, m)), ...nativeSpans(text).map((s) => widen(text, s))];
  if (spans.length === 0) return raw;
  const chars = [...text];
  // Indices from obscenity are UTF-16 offsets; map them onto code points.
  const offsets: number[] = [];
  let offset = 0;
  for (const ch of chars) {
    offsets.push(offset);
    offset += ch.length;
  }
  for (const [start, end] of spans) {
    for (let i = 0; i < chars.length; i++) {
      const at = offsets[i] ?? 0;
      if (at >= start && at < end && !/\s/.test(chars[i] ?? "")) chars[i] = "*";
    }
  }
  return chars.join("");
}

/** True when the text holds something the filter would mask. */
export function hasProfanity(text: string): boolean {
  const normal = text.normalize("NFC");
  return matcher.hasMatch(normal) || nativeSpans(normal).length > 0;
}
