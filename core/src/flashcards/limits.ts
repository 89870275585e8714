// Without zod, so the client's flashcard pages can use these without loading schemas/flashcards.ts's
// schemas (and zod with them); schemas/flashcards.ts re-exports them.

/** Deck subjects (SPEC subjects, as route slugs), plus "other". */
export const DECK_SUBJECTS = [
  "mathematics",
  "science",
  "social-science",
  "english",
  "hindi",
  "gujarati",
  "sanskrit",
  "other",
] as const;
export type DeckSubject = (typeof DECK_SUBJECTS)[number];

export const DECK_TITLE_MAX = 100;
export const NEW_CARDS_PER_DAY_MAX = 500;
/** Pasted import text, at most 2 MB. */
export const IMPORT_TEXT_MAX = 2_000_000;
/** Pasted generator text. */
export const GENERATOR_TEXT_MIN = 20;
export const GENERATOR_TEXT_MAX = 200_000;
export const GENERATOR_MAX_CARDS = 100;
/** An uploaded PDF, at most 20 MB. */
export const PDF_MAX_BYTES = 20 * 1024 * 1024;

/** At most this many offline reviews in one `syncReviews` call (the device sends more in turns). */
export const SYNC_REVIEWS_MAX = 200;
