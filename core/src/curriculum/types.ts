import type { Subject } from "../subjects";

/** One NCERT textbook: its chapters in order, with the edition they were taken from. */
export interface NcertBook {
  grade: number;
  subject: Subject;
  /** Short key when a subject has several books in one class (social science: history, …). */
  slug?: string;
  /** The book's title as printed, e.g. "Mathematics" or "Ganita Prakash". */
  book: string;
  /** Which printing the chapter list follows. */
  edition: string;
  chapters: readonly string[];
}
