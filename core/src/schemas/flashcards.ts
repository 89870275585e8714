import { z } from "zod";
import { CARD_SIDE_MAX, CARD_TEXT_FORMATS } from "../flashcards/card-text";
import { MAX_DESIRED_RETENTION, MIN_DESIRED_RETENTION } from "../flashcards/constants";

import {
  DECK_SUBJECTS,
  DECK_TITLE_MAX,
  GENERATOR_MAX_CARDS,
  GENERATOR_TEXT_MAX,
  GENERATOR_TEXT_MIN,
  IMPORT_TEXT_MAX,
  NEW_CARDS_PER_DAY_MAX,
  SYNC_REVIEWS_MAX,
} from "../flashcards/limits";

export {
  DECK_SUBJECTS,
  DECK_TITLE_MAX,
  type DeckSubject,
  GENERATOR_MAX_CARDS,
  GENERATOR_TEXT_MAX,
  GENERATOR_TEXT_MIN,
  IMPORT_TEXT_MAX,
  NEW_CARDS_PER_DAY_MAX,
  PDF_MAX_BYTES,
  SYNC_REVIEWS_MAX,
} from "../flashcards/limits";

const title = z
  .string()
  .trim()
  .min(1, "Give the deck a title.")
  .max(DECK_TITLE_MAX, `The title can be at most ${DECK_TITLE_MAX} characters.`);
const subject = z.enum(DECK_SUBJECTS, { error: "Choose a subject." });
const grade = z.number().int().min(1, "Choose a class from 1 to 12.").max(12, "Choose a class from 1 to 12.");
const examDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Give the exam date as YYYY-MM-DD.")
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), "That exam date does not exist.")
  // A day of slack either side of UTC, so "today" is accepted in every time zone.
  .refine(
    (v) => Date.parse(`${v}T00:00:00Z`) >= Date.now() - 2 * 86_400_000,
    "The exam date has already passed.",
  );
const newCardsPerDay = z
  .number()
  .int()
  .min(0, "New cards per day cannot be negative.")
  .max(NEW_CARDS_PER_DAY_MAX, `New cards per day can be at most ${NEW_CARDS_PER_DAY_MAX}.`);
const desiredRetention = z
  .number()
  .min(
    MIN_DESIRED_RETENTION,
    `Desired retention must be between ${MIN_DESIRED_RETENTION} and ${MAX_DESIRED_RETENTION}.`,
  )
  .max(
    MAX_DESIRED_RETENTION,
    `Desired retention must be between ${MIN_DESIRED_RETENTION} and ${MAX_DESIRED_RETENTION}.`,
  );

/** Input of `createDeck`. */
export const CreateDeckInputSchema = z.object({
  title,
  subject,
  grade,
  examDate: examDate.nullish().transform((v) => v ?? null),
  examMode: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
  newCardsPerDay: newCardsPerDay.nullish().transform((v) => v ?? 20),
  desiredRetention: desiredRetention.nullish().transform((v) => v ?? 0.9),
});
export type CreateDeckInput = z.infer<typeof CreateDeckInputSchema>;

/** Input of `updateDeck`: only the fields given change; examDate null removes the exam. */
export const UpdateDeckInputSchema = z.object({
  title: title.nullish(),
  subject: subject.nullish(),
  grade: grade.nullish(),
  examDate: examDate.nullish(),
  examMode: z.boolean().nullish(),
  newCardsPerDay: newCardsPerDay.nullish(),
  desiredRetention: desiredRetention.nullish(),
});
export type UpdateDeckInput = z.infer<typeof UpdateDeckInputSchema>;

const side = (name: "front" | "back") =>
  z
    .string()
    .trim()
    .min(1, `The ${name} is empty.`)
    .max(CARD_SIDE_MAX, `The ${name} can be at most ${CARD_SIDE_MAX} characters.`);

/** One card's sides (create, generator save). */
export const CardSidesSchema = z.object({ front: side("front"), back: side("back") });

/** Input of `createCard`. */
export const CreateCardInputSchema = CardSidesSchema.extend({
  deckId: z.uuid("No such deck."),
  imageId: z.uuid("No such image.").nullish(),
});
export type CreateCardInput = z.infer<typeof CreateCardInputSchema>;

/** Input of `updateCard`; deckId moves the card to another of your decks, imageId null removes the image. */
export const UpdateCardInputSchema = z.object({
  front: side("front").nullish(),
  back: side("back").nullish(),
  imageId: z.uuid("No such image.").nullish(),
  deckId: z.uuid("No such deck.").nullish(),
});
export type UpdateCardInput = z.infer<typeof UpdateCardInputSchema>;

/** Input of `importCards`. */
export const ImportCardsInputSchema = z.object({
  deckId: z.uuid("No such deck."),
  text: z.string().max(IMPORT_TEXT_MAX, "The text is too long to import at once (2 MB at most)."),
  format: z.enum(CARD_TEXT_FORMATS).nullish(),
});
export type ImportCardsInput = z.infer<typeof ImportCardsInputSchema>;

/** Input of `reviewCard`. */
export const ReviewCardInputSchema = z.object({
  cardId: z.uuid("No such card."),
  rating: z.number().int().min(1, "Rate 1 (Again) to 4 (Easy).").max(4, "Rate 1 (Again) to 4 (Easy)."),
});
export type ReviewCardInput = z.infer<typeof ReviewCardInputSchema>;

/** One review made offline (issue 27): an id made on the device, and when it was made (server clock). */
export const OfflineReviewSchema = ReviewCardInputSchema.extend({
  reviewId: z.uuid("A review made offline needs its id."),
  reviewedAt: z.date("A review made offline needs its time."),
});
export type OfflineReview = z.infer<typeof OfflineReviewSchema>;

export const SyncReviewsInputSchema = z
  .array(OfflineReviewSchema)
  .min(1, "Nothing to sync.")
  .max(SYNC_REVIEWS_MAX, `Send at most ${SYNC_REVIEWS_MAX} reviews at a time.`);

/**
 * What became of one offline review: APPLIED; MERGED (the card had been reviewed since, elsewhere:
 * both reviews kept, replayed in time order); DUPLICATE (already synced); CARD_GONE (deleted since).
 */
export const OFFLINE_REVIEW_STATUSES = ["APPLIED", "MERGED", "DUPLICATE", "CARD_GONE"] as const;
export type OfflineReviewStatus = (typeof OFFLINE_REVIEW_STATUSES)[number];

/** Minutes to add to local time to get UTC (Date#getTimezoneOffset), for calendar days. */
export const TzOffsetSchema = z
  .number()
  .int()
  .min(-840, "Unknown time zone.")
  .max(720, "Unknown time zone.")
  .nullish()
  .transform((v) => v ?? undefined);

/** Input of `generateFlashcards`: pasted text or an uploaded PDF (from POST /upload). */
export const GenerateFlashcardsInputSchema = z
  .object({
    text: z
      .string()
      .trim()
      .max(GENERATOR_TEXT_MAX, `Paste at most ${GENERATOR_TEXT_MAX.toLocaleString("en-IN")} characters.`)
      .nullish(),
    uploadId: z.uuid("No such upload.").nullish(),
    maxCards: z.number().int().min(1).max(GENERATOR_MAX_CARDS).nullish(),
  })
  .refine((v) => Boolean(v.text) !== Boolean(v.uploadId), {
    message: "Paste some text or upload a PDF (one of the two).",
    path: ["text"],
  })
  .refine((v) => !v.text || v.text.length >= GENERATOR_TEXT_MIN, {
    message: `Paste at least ${GENERATOR_TEXT_MIN} characters of notes.`,
    path: ["text"],
  });
export type GenerateFlashcardsInput = z.infer<typeof GenerateFlashcardsInputSchema>;

/** Input of `saveGeneratedCards`: the cards the student kept, possibly edited. */
export const SaveGeneratedCardsInputSchema = z.object({
  generationId: z.uuid("No such generation."),
  deckId: z.uuid("No such deck."),
  cards: z.array(CardSidesSchema).min(1, "Select at least one card to save.").max(GENERATOR_MAX_CARDS),
});
export type SaveGeneratedCardsInput = z.infer<typeof SaveGeneratedCardsInputSchema>;
