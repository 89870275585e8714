import type { GrammarIssue } from "./issues";

/**
 * Common spelling mistakes of Devanagari (Hindi) and Gujarati writing, as data: each rule is a
 * pattern, what is wrong in plain words, and how to fix the match. Both scripts share their layout
 * (ISCII order), so one table serves both through each script's code points.
 */
export interface ScriptRule {
  id: string;
  kind: string;
  /** Built from the script's characters. */
  pattern: (s: Script) => RegExp;
  message: string;
  fix: (match: string, s: Script) => string;
}

export interface Script {
  name: "devanagari" | "gujarati";
  /** The block's letters, signs and digits as a character class body. */
  block: string;
  nukta: string;
  chandrabindu: string;
  anusvara: string;
  virama: string;
  /** Dependent vowel signs (matras), as a character class body. */
  matras: string;
  /** Matras written above the headline (ि ी े ै ो ौ in Hindi). */
  upperMatras: string;
  aa: string;
  e: string;
  ai: string;
  o: string;
  au: string;
}

export const DEVANAGARI: Script = {
  name: "devanagari",
  block: "\u0900-\u097F",
  nukta: "\u093C",
  chandrabindu: "\u0901",
  anusvara: "\u0902",
  virama: "\u094D",
  matras: "\u093E-\u094C",
  upperMatras: "\u093F\u0940\u0947\u0948\u094B\u094C",
  aa: "\u093E",
  e: "\u0947",
  ai: "\u0948",
  o: "\u094B",
  au: "\u094C",
};

export const GUJARATI: Script = {
  name: "gujarati",
  block: "\u0A80-\u0AFF",
  nukta: "\u0ABC",
  chandrabindu: "\u0A81",
  anusvara: "\u0A82",
  virama: "\u0ACD",
  matras: "\u0ABE-\u0ACC",
  upperMatras: "\u0ABF\u0AC0\u0AC7\u0AC8\u0ACB\u0ACC",
  aa: "\u0ABE",
  e: "\u0AC7",
  ai: "\u0AC8",
  o: "\u0ACB",
  au: "\u0ACC",
};

export const SCRIPT_RULES: ScriptRule[] = [
  {
    id: "nukta-after-matra",
    kind: "Nukta",
    pattern: (s) => new RegExp(`([${s.matras}])${s.nukta}`, "gu"),
    message: "The nukta (dot) belongs right under the consonant, before the matra.",
    fix: (m, s) => s.nukta + m.slice(0, -1),
  },
  {
    id: "bindu-before-matra",
    kind: "Chandrabindu/anusvara",
    pattern: (s) => new RegExp(`[${s.chandrabindu}${s.anusvara}]([${s.matras}])`, "gu"),
    message: "The bindu is typed after the matra, not before it.",
    fix: (m) => m.slice(1) + m.slice(0, 1),
  },
  {
    id: "chandrabindu-with-upper-matra",
    kind: "Chandrabindu/anusvara",
    pattern: (s) => new RegExp(`[${s.upperMatras}]${s.chandrabindu}`, "gu"),
    message:
      "With a matra above the line there is no room for the moon: chandrabindu is written as a plain bindu (anusvara), e.g. मैं, कहीं.",
    fix: (m, s) => m.slice(0, 1) + s.anusvara,
  },
  {
    id: "aa-plus-e",
    kind: "Matra",
    pattern: (s) => new RegExp(`${s.aa}[${s.e}${s.ai}]`, "gu"),
    message: "ा followed by े or ै is typed as one matra: ो or ौ.",
    fix: (m, s) => (m.endsWith(s.e) ? s.o : s.au),
  },
  {
    id: "double-matra",
    kind: "Matra",
    pattern: (s) => new RegExp(`([${s.matras}])\\1`, "gu"),
    message: "The same matra is typed twice.",
    fix: (m) => m.slice(0, 1),
  },
  {
    id: "two-matras",
    kind: "Matra",
    pattern: (s) => new RegExp(`[${s.matras}][${s.matras}]`, "gu"),
    message: "Two different matras on one letter: a letter takes only one vowel sign.",
    fix: (m) => m.slice(0, 1),
  },
  {
    id: "halant-before-matra",
    kind: "Halant",
    pattern: (s) => new RegExp(`${s.virama}([${s.matras}${s.anusvara}${s.chandrabindu}])`, "gu"),
    message: "A halant removes the vowel, so it cannot be followed by a matra or a bindu: drop the halant.",
    fix: (m) => m.slice(1),
  },
  {
    id: "double-halant",
    kind: "Halant",
    pattern: (s) => new RegExp(`${s.virama}{2,}`, "gu"),
    message: "The halant is typed more than once.",
    fix: (_m, s) => s.virama,
  },
  {
    id: "mixed-script",
    kind: "Mixed script",
    pattern: (s) =>
      new RegExp(
        `[${s.block}]+[A-Za-z${s.name === "devanagari" ? "\u0A80-\u0AFF" : "\u0900-\u097F"}]+[${s.block}A-Za-z\u0900-\u0AFF]*|[A-Za-z]+[${s.block}]+[${s.block}A-Za-z]*`,
        "gu",
      ),
    message:
      "This word mixes scripts (e.g. Roman letters inside a Hindi word). Write the whole word in one script.",
    fix: (m) => m,
  },
  {
    id: "full-stop",
    kind: "Punctuation",
    pattern: (s) => new RegExp(`(?<=[${s.block}])\\.(?=\\s|$)`, "gu"),
    message: "A Hindi sentence ends with a purna viram (।), not a full stop.",
    fix: () => "।",
  },
];

/** Every rule's findings in `text`, sorted by position (overlaps dropped later by mergeIssues). */
export function scriptIssues(text: string, script: Script, lowConfidence = false): GrammarIssue[] {
  const out: GrammarIssue[] = [];
  for (const rule of SCRIPT_RULES) {
    if (rule.id === "full-stop" && script.name !== "devanagari") continue;
    for (const m of text.matchAll(rule.pattern(script))) {
      const fixed = rule.fix(m[0], script);
      out.push({
        start: m.index,
        end: m.index + m[0].length,
        kind: rule.kind,
        message: rule.message,
        replacements: fixed === m[0] ? [] : [fixed],
        source: "rule",
        ...(lowConfidence ? { lowConfidence } : {}),
      });
    }
  }
  return out.sort((a, b) => a.start - b.start);
}

/** Words of the script (letters, matras and signs), with their offsets, for the spelling check. */
export function scriptWords(text: string, script: Script): { word: string; start: number }[] {
  const re = new RegExp(`[${script.block}]+`, "gu");
  return [...text.matchAll(re)]
    .map((m) => ({ word: m[0].replace(/[\u0964\u0965\u0966-\u096F\u0AE6-\u0AEF]+/gu, ""), start: m.index }))
    .filter((w) => w.word.length > 1 && /^[^\u0964\u0965]/u.test(w.word));
}
