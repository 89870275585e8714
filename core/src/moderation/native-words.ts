/**
 * Hindi and Gujarati abuse words in their own scripts (Devanagari, Gujarati), the counterpart of the
 * romanised list in abuse-words.ts. Same rule: whole words (`word`) or word starts (`prefix`), short
 * and specific, so everyday words stay untouched (Gujarati ગાંડો "mad" and ગાંધી, Hindi गांधी and
 * गंदा "dirty" must pass; the tests check that). Written in NFC; text is normalised the same way.
 */
import type { AbuseWord } from "./abuse-words";

export const NATIVE_ABUSE_WORDS: readonly AbuseWord[] = [
  // Hindi (Devanagari)
  { word: "मादरचोद", match: "prefix" },
  { word: "मादरजात", match: "prefix" },
  { word: "बहनचोद", match: "prefix" },
  { word: "बहेनचोद", match: "prefix" },
  { word: "भेनचोद", match: "prefix" },
  { word: "भोसड़", match: "prefix" },
  { word: "भोसड", match: "prefix" },
  { word: "चूतिय", match: "prefix" },
  { word: "चुतिय", match: "prefix" },
  { word: "चूत", match: "word" },
  { word: "गांडू", match: "word" },
  { word: "गाँडू", match: "word" },
  { word: "गांड", match: "word" },
  { word: "गाँड", match: "word" },
  { word: "लौड़ा", match: "word" },
  { word: "लौडा", match: "word" },
  { word: "लौड़े", match: "word" },
  { word: "लंड", match: "word" },
  { word: "रंडी", match: "word" },
  { word: "रण्डी", match: "word" },
  { word: "हरामी", match: "word" },
  { word: "हरामज़ाद", match: "prefix" },
  { word: "हरामजाद", match: "prefix" },
  { word: "हरामखोर", match: "prefix" },
  { word: "भड़वा", match: "word" },
  { word: "भड़वे", match: "word" },
  { word: "भडवा", match: "word" },
  { word: "कुतिया", match: "word" },
  { word: "झाटू", match: "word" },
  // Gujarati
  { word: "ભોસડી", match: "prefix" },
  { word: "મદારચોદ", match: "prefix" },
  { word: "માદરચોદ", match: "prefix" },
  { word: "બેનચોદ", match: "prefix" },
  { word: "ચૂતિય", match: "prefix" },
  { word: "ચુતિય", match: "prefix" },
  { word: "લવડો", match: "word" },
  { word: "લવડા", match: "word" },
  { word: "લોડો", match: "word" },
  { word: "રંડી", match: "word" },
  { word: "ભડવો", match: "word" },
  { word: "ભડવા", match: "word" },
  { word: "હરામી", match: "word" },
  { word: "હરામખોર", match: "prefix" },
];
