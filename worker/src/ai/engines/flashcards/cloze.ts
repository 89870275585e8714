import { escapeRegExp } from "@vidya/core/text/escape-regexp";
import type nlp from "compromise";

/** A parsed compromise document. */
export type View = ReturnType<typeof nlp>;

/** Nouns too general to be worth a card. */
const GENERIC = new Set(
  "thing things way ways part parts example examples type types kind kinds use uses process processes lot lots number numbers form forms time times page pages chapter chapters figure fig table question questions answer answers fact facts case cases point points end result results amount name names group groups place places people person day days year years life students student teachers teacher class notes summary".split(
    " ",
  ),
);
/** Quantity words that make a phrase vague ("many questions", "other things"). */
const VAGUE_START =
  /^(many|much|several|few|other|same|various|different|own|certain|such|some|any|more|most|every|each|all|both)\b/;
/** Noun phrases with these are left out: numbers, dates, people's roles, pronouns, lists, verbs. */
const EXCLUDED = "(#Value|#Date|#Actor|#Pronoun|#Conjunction|#QuestionWord|#Possessive|(#Verb && !#Noun))";

/** A noun phrase as a key: lower case, no article, possessive, trailing preposition or punctuation. */
export function termKey(phrase: string): string {
  return phrase
    .toLowerCase()
    .replace(/^(the|a|an|their|its|his|her|our|your|this|that|these|those)\s+/, "")
    .replace(/[^\p{L}\p{N}\s'-]/gu, "")
    .replace(/\s+(of|in|on|at|to|for|with|by|from|about|and|or)$/, "")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * Key terms of a parsed text: noun phrases (compromise) scored by how often they occur, with a bonus for
 * phrases that appear in the definitions found (the notes' own vocabulary), longer phrases winning
 * ties. Numbers, dates, people's roles, vague quantities and generic nouns are left out.
 */
export function keyTerms(doc: View, limit: number, definitionText = ""): string[] {
  const counts = new Map<string, { count: number; words: number }>();
  const defined = definitionText.toLowerCase();
  // Filtered with match syntax on the already parsed document: far faster than per-phrase JSON.
  const phrases = doc.nouns().ifNo(EXCLUDED).not("#Determiner").out("array") as string[];
  for (const phrase of phrases) {
    const key = termKey(phrase);
    const size = key.split(" ").length;
    if (key.length < 3 || size > 4 || GENERIC.has(key) || VAGUE_START.test(key) || /^\d/.test(key)) continue;
    const entry = counts.get(key) ?? { count: 0, words: size };
    entry.count++;
    counts.set(key, entry);
  }
  const score = (key: string, v: { count: number }) => v.count + (defined.includes(key) ? 3 : 0);
  return [...counts.entries()]
    .filter(([key, v]) => v.count >= 2 || v.words >= 2 || defined.includes(key))
    .sort(([ka, a], [kb, b]) => score(kb, b) - score(ka, a) || b.words - a.words)
    .slice(0, limit)
    .map(([key]) => key);
}

/** The sentence with the term blanked out, or null when the term is not in it as whole words. */
export function blankOut(sentence: string, term: string): { front: string; answer: string } | null {
  const escaped = escapeRegExp(term).replace(/\s+/g, "\\s+");
  const match = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, "iu").exec(sentence);
  if (!match) return null;
  const front = `${sentence.slice(0, match.index)}_____${sentence.slice(match.index + match[0].length)}`;
  return { front, answer: match[0] };
}
