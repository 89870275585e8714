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
    if (speller.correct(word)) continue;
    const replacements = suggested++ < SUGGEST_LIMIT ? speller.suggest(word).slice(0, 3) : [];
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
