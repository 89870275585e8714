import type { Subject } from "../subjects";
import { GSEB_GUJARATI } from "./gseb-gujarati";
import { NCERT_ENGLISH } from "./ncert-english";
import { NCERT_HINDI } from "./ncert-hindi";
import { NCERT_MATHEMATICS } from "./ncert-mathematics";
import { NCERT_SANSKRIT } from "./ncert-sanskrit";
import { NCERT_SCIENCE } from "./ncert-science";
import { NCERT_SOCIAL_SCIENCE } from "./ncert-social-science";
import type { NcertBook } from "./types";

/** Every book in the data files, current and superseded. */
const ALL_BOOKS: readonly NcertBook[] = [
  ...NCERT_MATHEMATICS,
  ...NCERT_SCIENCE,
  ...NCERT_SOCIAL_SCIENCE,
  ...NCERT_ENGLISH,
  ...NCERT_HINDI,
  ...NCERT_SANSKRIT,
  ...GSEB_GUJARATI,
];

/**
 * The shipped textbook catalogue: the current book(s) for each class and subject, in catalogue
 * order. Each data file names its public sources and the books it leaves out, and why (a title
 * that could not be confirmed is left out, never guessed). Sources are public GitHub files found
 * with the code search, named by what they are (e.g. "the StudyOS catalog", "BrainSpark AI's
 * ALL_CHAPTERS table", the "Taxila curriculum seed" index read from NCERT's prelims PDFs), where
 * the search index did not give their repository. Coverage (912 chapters):
 * - mathematics: every class, 1–12 (Joyful Mathematics, Maths Mela, Ganita Prakash, Mathematics);
 * - science: 3–12 (Our Wondrous World 3–5, Curiosity 6–8, Science 9–10, Physics, Chemistry and
 *   Biology 11–12); NCERT has no science/EVS book for classes 1–2;
 * - social science: 6–12 (Exploring Society 6–8, the four class 9 and 10 books; history,
 *   geography, political science and economics books for 11–12); India: Physical Environment
 *   and Statistics for Economics left out;
 * - English: every class, 1–12 (Mridang, Santoor, Poorvi, Beehive, Moments, First Flight,
 *   Footprints without Feet, Hornbill, Flamingo, Vistas); Snapshots left out;
 * - Hindi: 3–10 and 12 (Veena, Malhar, Kshitij, Kritika, Sanchayan, Sparsh, Vitan); Sarangi
 *   (1–2), Sparsh 1, Aroh, Antra and Antral left out;
 * - Sanskrit: 6, 8, 9, 10 (Deepakam, Shemushi); NCERT has none for 1–5; Deepakam 7 and Bhaswati
 *   left out;
 * - Gujarati (GSEB, not NCERT): class 10 (chapter 21, whose title no source confirmed, keeps its
 *   place empty), see gseb-gujarati.ts; the replaced class 7 and 8 books are kept (their ids
 *   resolve) but not listed; the other classes are left out.
 * Books replaced by a new edition (class 7 and 8 mathematics and science; class 7 and 8 GSEB
 * Gujarati) are kept out of this list; their chapter ids still resolve through findNcertChapter.
 */
export const NCERT_BOOKS: readonly NcertBook[] = ALL_BOOKS.filter((b) => !b.supersededBy);

/** One chapter as the catalogue lists it. */
export interface CatalogueChapter {
  /** "ncert:<subject>:<grade>[:<book>]:<n>". */
  id: string;
  /** The chapter's number as printed (a Part II may continue Part I's numbering). */
  number: number;
  title: string;
  book: string;
  edition: string;
}

function chapterNumber(book: NcertBook, index: number): number {
  return (book.firstChapter ?? 1) + index;
}

function chapterId(book: NcertBook, n: number): string {
  return ["ncert", book.subject, String(book.grade), ...(book.slug ? [book.slug] : []), String(n)].join(":");
}

function toChapter(book: NcertBook, title: string, index: number): CatalogueChapter {
  const number = chapterNumber(book, index);
  return { id: chapterId(book, number), number, title, book: book.book, edition: book.edition };
}

/** The current books of one class and subject, in catalogue order. Empty when none is shipped. */
export function ncertBooks(grade: number, subject: Subject): NcertBook[] {
  return NCERT_BOOKS.filter((b) => b.grade === grade && b.subject === subject);
}

/** The listed chapters of one book: a place kept for an unconfirmed title (null) is skipped. */
function bookChapters(book: NcertBook): CatalogueChapter[] {
  return book.chapters.flatMap((title, i) => (title === null ? [] : [toChapter(book, title, i)]));
}

/** Every chapter of one class and subject, books in catalogue order. Empty when not shipped. */
export function ncertChapters(grade: number, subject: Subject): CatalogueChapter[] {
  return ncertBooks(grade, subject).flatMap(bookChapters);
}

/** Why nothing is listed for a class and subject; null when chapters are listed. */
export type CatalogueGap =
  /** NCERT publishes no such book (Sanskrit before class 6, science or social science before class 3 or 6). */
  | "no-textbook"
  /** A state-board subject (Gujarati, GSEB) whose books are not shipped yet. */
  | "state-board"
  /** NCERT publishes a book, but its chapter titles are not shipped (not confirmed by public sources). */
  | "not-included";

export function catalogueGap(grade: number, subject: Subject): CatalogueGap | null {
  if (ncertBooks(grade, subject).length > 0) return null;
  if (
    (subject === "sanskrit" && grade < 6) ||
    (subject === "science" && grade < 3) ||
    (subject === "social-science" && grade < 6)
  )
    return "no-textbook";
  if (subject === "gujarati") return "state-board";
  return "not-included";
}

/** A chapter found by id, with its class, subject and the board that publishes its book. */
export type FoundChapter = CatalogueChapter & {
  grade: number;
  subject: Subject;
  publisher: "NCERT" | "GSEB";
};

const BY_ID: ReadonlyMap<string, FoundChapter> = new Map(
  ALL_BOOKS.flatMap((book) =>
    bookChapters(book).map((chapter) => {
      const found: FoundChapter = {
        ...chapter,
        grade: book.grade,
        subject: book.subject,
        publisher: book.publisher ?? "NCERT",
      };
      return [chapter.id, found] as const;
    }),
  ),
);

/**
 * Finds a chapter by id, or null. Also finds chapters of books NCERT has since replaced, so
 * saved questions and history that name them keep their meaning.
 */
export function findNcertChapter(id: string): FoundChapter | null {
  const found = BY_ID.get(id);
  return found ? { ...found } : null;
}
