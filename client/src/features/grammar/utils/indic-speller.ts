import type NSpell from "nspell";
import { type Script, scriptWords } from "./indic-rules";
import type { GrammarIssue } from "./issues";

/** The Debian hunspell dictionaries the server serves (server/src/modules/language). */
const DICTIONARY = { devanagari: "hi_IN", gujarati: "gu_IN" } as const;

const spellers = new Map<string, Promise<NSpell>>();

/** Loads (once) the script's dictionary from our server; the service worker keeps it for offline use. */
export function loadSpeller(script: Script): Promise<NSpell> {
  const name = DICTIONARY[script.name];
  let speller = spellers.get(name);
  if (!speller) {
    speller = (async () => {
      const get = async (ext: string) => {
        const res = await fetch(`/dictionaries/${name}.${ext}`);
        if (!res.ok) {
          const body = (await res.json().catch(() => ({}))) as { message?: string };
          throw new Error(body.message ?? `HTTP ${res.status}`);
        }
        return res.text();
      };
      // nspell itself loads with the dictionary, not with the page.
      const [aff, dic, nspell] = await Promise.all([get("aff"), get("dic"), import("nspell")]);
      return nspell.default(aff, dic);
    })();
    speller.catch(() => spellers.delete(name));
    spellers.set(name, speller);
  }
  return speller;
}

/** At most this many misspelt words get suggestions (suggesting is the slow part). */
const SUGGEST_LIMIT = 20;

/**
 * Misspellings so common that the dictionary lists some of them (मैने) or suggests something worse for
 * them (भि → कि): each with its one right spelling (issue 25).
 */
const COMMON_MISSPELLINGS: Record<Script["name"], Record<string, string>> = {
  devanagari: {
    मैने: "मैंने",
    भि: "भी",
    खुब: "खूब",
    बहोत: "बहुत",
    हु: "हूँ",
    नही: "नहीं",
  },
  gujarati: {},
};

/** Short and long vowel signs, and a missing bindu or nukta: the slips a learner makes most. */
const SWAPS: [string, string][] = [
  ["\u093F", "\u0940"],
  ["\u0940", "\u093F"],
  ["\u0941", "\u0942"],
  ["\u0942", "\u0941"],
  ["\u0ABF", "\u0AC0"],
  ["\u0AC0", "\u0ABF"],
  ["\u0AC1", "\u0AC2"],
  ["\u0AC2", "\u0AC1"],
];
const NUKTA_LETTERS: Record<Script["name"], [string, string][]> = {
  devanagari: [
    ["ज", "ज़"],
    ["फ", "फ़"],
    ["ड", "ड़"],
    ["ढ", "ढ़"],
    ["क", "क़"],
    ["ख", "ख़"],
    ["ग", "ग़"],
  ],
  gujarati: [],
};

/** Spellings one learner's slip away (a vowel sign's length, a bindu, a nukta), in order. */
function slipVariants(word: string, script: Script): string[] {
  const out: string[] = [];
  const chars = [...word];
  chars.forEach((c, i) => {
    for (const [from, to] of SWAPS) {
      if (c === from) out.push([...chars.slice(0, i), to, ...chars.slice(i + 1)].join(""));
    }
    for (const [plain, dotted] of NUKTA_LETTERS[script.name]) {
      if (c === plain) out.push([...chars.slice(0, i), dotted, ...chars.slice(i + 1)].join(""));
    }
  });
  out.push(`${word}${script.anusvara}`);
  return out;
}

/**
 * The fixes for a misspelt word: the known one-slip spellings first (भि → भी, खुब → खूब, मजा → मज़ा),
 * then the dictionary's own closest words.
 */
export function suggestionsFor(speller: NSpell, word: string, script: Script): string[] {
  const slips = slipVariants(word, script).filter((v) => v !== word && speller.correct(v));
  return [...new Set([...slips, ...speller.suggest(word)])].slice(0, 3);
}

/** Words the dictionary does not know, with its closest words as fixes. */
export function spellingIssues(
  speller: NSpell,
  text: string,
  script: Script,
  message: (word: string) => string,
  lowConfidence = false,
): GrammarIssue[] {
  let suggested = 0;
  const out: GrammarIssue[] = [];
  for (const { word, start } of scriptWords(text, script)) {
    const common = COMMON_MISSPELLINGS[script.name][word];
    if (common) {
      out.push({
        start,
        end: start + word.length,
        kind: "Spelling",
        message: message(word),
        replacements: [common],
        source: "spelling",
        ...(lowConfidence ? { lowConfidence } : {}),
      });
      continue;
    }
    if (speller.correct(word)) continue;
    const replacements = suggested++ < SUGGEST_LIMIT ? suggestionsFor(speller, word, script) : [];
    out.push({
      start,
      end: start + word.length,
      kind: "Spelling",
      message: message(word),
      replacements,
      source: "spelling",
      ...(lowConfidence ? { lowConfidence } : {}),
    });
  }
  return out;
}
