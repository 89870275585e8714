/**
 * The queue of the heavy jobs (issue 24): reading a PDF, making flashcards or quiz items from it, and
 * writing a story. They run on their own queue with their own concurrency, and their CPU-bound parts
 * run on a thread of their own, so a huge upload can never hold up a tutor answer, a chat reply, a
 * mail or a focus timer's phase end (those stay on their own queues).
 */
export const HEAVY_QUEUE = "heavy";

/** What one heavy job may read: the same bound as the text a student may paste. */
export const HEAVY_LIMITS = {
  /** Characters of text read from one PDF; reading stops (and the run fails) past this. */
  pdfChars: 200_000,
  /** Pages of one PDF. */
  pdfPages: 300,
} as const;
