import type { Subject } from "../subjects";
import { NCERT_MATHEMATICS } from "./ncert-mathematics";
import { NCERT_SCIENCE } from "./ncert-science";
import { NCERT_SOCIAL_SCIENCE } from "./ncert-social-science";
import type { NcertBook } from "./types";

/**
 * The shipped NCERT catalogue. Covered: mathematics and science classes 6–10, social science
 * class 10. Not shipped (titles not known accurately enough to print): Hindi, Gujarati, Sanskrit,
 * English, other classes. Teachers add their own chapters for those.
 */
export const NCERT_BOOKS: readonly NcertBook[] = [
  ...NCERT_MATHEMATICS,
  ...NCERT_SCIENCE,
  ...NCERT_SOCIAL_SCIENCE,
];

/** One chapter as the catalogue lists it. */
export interface CatalogueChapter {
  /** "ncert:<subject>:<grade>[:<book>]:<n>". */
  id: string;
  number: number;
  title: string;
  book: string;
  edition: string;
}

function chapterId(book: NcertBook, n: number): string {
  return ["ncert", book.subject, String(book.grade), ...(book.slug ? [book.slug] : []), String(n)].join(":");
}

/** Every NCERT chapter of one class and subject, books in catalogue order. Empty when not shipped. */
export function ncertChapters(grade: number, subject: Subject): CatalogueChapter[] {
  return NCERT_BOOKS.filter((b) => b.grade === grade && b.subject === subject).flatMap((book) =>
    book.chapters.map((title, i) => ({
      id: chapterId(book, i + 1),
      number: i + 1,
      title,
      book: book.book,
      edition: book.edition,
    })),
  );
}

/** Finds an NCERT chapter by id, or null. */
export function findNcertChapter(
  id: string,
): (CatalogueChapter & { grade: number; subject: Subject }) | null {
  for (const book of NCERT_BOOKS) {
    const index = book.chapters.findIndex((_, i) => chapterId(book, i + 1) === id);
    const title = book.chapters[index];
    if (index >= 0 && title !== undefined) {
      return {
        id,
        number: index + 1,
        title,
        book: book.book,
        edition: book.edition,
        grade: book.grade,
        subject: book.subject,
      };
    }
  }
  return null;
}
