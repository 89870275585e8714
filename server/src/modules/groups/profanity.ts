import { ROMANISED_ABUSE_WORDS } from "@vidya/core/groups/abuse-words";
import {
  DataSet,
  englishDataset,
  englishRecommendedTransformers,
  type MatchPayload,
  parseRawPattern,
  RegExpMatcher,
} from "obscenity";

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
const letter = /[\p{L}\p{N}]/u;

/** Widens a match to the whole word around it, so "f***ing" does not leave "ing" readable. */
function wordSpan(text: string, match: MatchPayload): [number, number] {
  let start = match.startIndex;
  let end = match.endIndex + 1;
  while (start > 0 && letter.test(text.charAt(start - 1))) start--;
  while (end < text.length && letter.test(text.charAt(end))) end++;
  return [start, end];
}

/** Replaces every abusive word with asterisks of the same length; clean text comes back unchanged. */
export function maskProfanity(text: string): string {
  const matches = matcher.getAllMatches(text);
  if (matches.length === 0) return text;
  const chars = [...text];
  // Indices from obscenity are UTF-16 offsets; map them onto code points.
  const offsets: number[] = [];
  let offset = 0;
  for (const ch of chars) {
    offsets.push(offset);
    offset += ch.length;
  }
  for (const match of matches) {
    const [start, end] = wordSpan(text, match);
    for (let i = 0; i < chars.length; i++) {
      const at = offsets[i] ?? 0;
      if (at >= start && at < end && !/\s/.test(chars[i] ?? "")) chars[i] = "*";
    }
  }
  return chars.join("");
}

/** True when the text holds something the filter would mask. */
export function hasProfanity(text: string): boolean {
  return matcher.hasMatch(text);
}
