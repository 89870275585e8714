/**
 * Romanised Hindi and Gujarati abuse words that the English profanity list does not know. Kept
 * short and specific on purpose: each entry is either a whole word (`word`) or a word start
 * (`prefix`, for a root with many endings such as chutiya/chutiye/chutiyapa). Everyday words that
 * merely contain one of these (chutney, Gandhi, Gandiva, bench, chutki) must stay untouched; the
 * filter's tests check that.
 */
export interface AbuseWord {
  word: string;
  match: "word" | "prefix";
}

export const ROMANISED_ABUSE_WORDS: readonly AbuseWord[] = [
  // Hindi
  { word: "madarchod", match: "prefix" },
  { word: "maderchod", match: "prefix" },
  { word: "maadarchod", match: "prefix" },
  { word: "behenchod", match: "prefix" },
  { word: "behanchod", match: "prefix" },
  { word: "bhenchod", match: "prefix" },
  { word: "benchod", match: "prefix" },
  { word: "bhosdi", match: "prefix" },
  { word: "bhosda", match: "prefix" },
  { word: "bhosad", match: "prefix" },
  { word: "chutiy", match: "prefix" },
  { word: "chootiy", match: "prefix" },
  { word: "chutia", match: "word" },
  { word: "chut", match: "word" },
  { word: "chutmar", match: "prefix" },
  { word: "gandu", match: "word" },
  { word: "gaandu", match: "word" },
  { word: "gaand", match: "word" },
  { word: "gand", match: "word" },
  { word: "lund", match: "word" },
  { word: "lauda", match: "word" },
  { word: "lavda", match: "word" },
  { word: "lawda", match: "word" },
  { word: "loda", match: "word" },
  { word: "lodu", match: "word" },
  { word: "randi", match: "word" },
  { word: "randwa", match: "word" },
  { word: "randibaaz", match: "prefix" },
  { word: "harami", match: "word" },
  { word: "haraami", match: "word" },
  { word: "haramzad", match: "prefix" },
  { word: "haramkhor", match: "prefix" },
  { word: "bhadwa", match: "prefix" },
  { word: "bhadwe", match: "word" },
  { word: "jhaat", match: "prefix" },
  { word: "jhant", match: "word" },
  { word: "jhantu", match: "word" },
  { word: "kutiya", match: "word" },
  { word: "chodu", match: "word" },
  // Gujarati
  { word: "bhosdina", match: "word" },
  { word: "bhosdino", match: "word" },
  { word: "lavdo", match: "word" },
  { word: "lodo", match: "word" },
  { word: "gaandiya", match: "word" },
  { word: "randina", match: "word" },
  { word: "randino", match: "word" },
  { word: "bhadvo", match: "word" },
  { word: "bhadva", match: "word" },
  { word: "chodya", match: "word" },
];
