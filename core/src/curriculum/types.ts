import type { Subject } from "../subjects";

/** One textbook: its chapters in order, with the edition they were taken from. */
export interface NcertBook {
  grade: number;
  subject: Subject;
  /** Short key when a subject has several books in one class (social science: history, …). */
  slug?: string;
  /** The book's title as printed, e.g. "Mathematics" or "Ganita Prakash". */
  book: string;
  /** Which printing the chapter list follows. */
  edition: string;
  /** Language (and so script) of the chapter titles; English when absent. */
  language?: "en" | "hi" | "sa" | "gu";
  /** Who publishes the book; NCERT when absent (Gujarati comes from the Gujarat state board). */
  publisher?: "NCERT" | "GSEB";
  /** Printed number of the first chapter, for a Part II that continues Part I's numbering. */
  firstChapter?: number;
  /**
   * Set on a book NCERT has replaced: its chapter ids still resolve (history and saved questions
   * keep working) but it is no longer listed. Names the book that replaced it.
   */
  supersededBy?: string;
  /**
   * The chapter titles in printed order. A null keeps the place of a chapter whose title no public
   * source confirmed: it is not listed and has no id, and the chapters after it keep their printed
   * numbers (so their ids stay the same when the title is added later). The data file says which.
   */
  chapters: readonly (string | null)[];
}
