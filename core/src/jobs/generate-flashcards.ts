import { z } from "zod";

/** Job of the flashcard generator (on HEAVY_QUEUE); the server enqueues, the worker processes. */
export const GENERATE_FLASHCARDS_JOB = "generate-flashcards";

/** Payloads carry ids only; the worker reads the text or PDF from Postgres. */
export const GenerateFlashcardsPayloadSchema = z.object({ generationId: z.uuid() });
export type GenerateFlashcardsPayload = z.infer<typeof GenerateFlashcardsPayloadSchema>;

/**
 * One suggested card: from the offline extractor a definition ("X is Y") or a cloze (a key term
 * blanked out of a sentence); from the AI model a question and its answer.
 */
export interface GeneratedCard {
  front: string;
  back: string;
  kind: "definition" | "cloze" | "question";
}

/** Messages a student sees when a PDF cannot be used. */
export const PDF_MESSAGES = {
  noText: "No text found in this PDF",
  encrypted: "This PDF is password-protected. Remove the password and upload it again.",
  corrupt: "This file is not a readable PDF. It may be damaged; try saving or exporting it as PDF again.",
  tooManyPages: "This PDF has too many pages; upload at most 300 pages at a time.",
  tooMuchText:
    "This PDF holds more text than Vidya reads at once (200,000 characters, about 100 pages of notes). Upload one chapter at a time.",
  tooSlow:
    "This took too long to read, so it was stopped. Upload a shorter PDF, such as one chapter, or paste less text.",
  noCards: "No definitions or key terms were found in this text. Try notes with sentences like “X is …”.",
} as const;
