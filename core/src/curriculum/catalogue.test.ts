import { describe, expect, it } from "vitest";
import { ChapterIdSchema } from "../schemas/chapter-qa";
import { SUBJECTS } from "../subjects";
import idsBeforeIssue13 from "./__fixtures__/chapter-ids-before-issue-13.json";
import { catalogueGap, findNcertChapter, NCERT_BOOKS, ncertBooks, ncertChapters } from "./catalogue";
import { GSEB_GUJARATI } from "./gseb-gujarati";
import { NCERT_ENGLISH } from "./ncert-english";
import { NCERT_HINDI } from "./ncert-hindi";
import { NCERT_MATHEMATICS } from "./ncert-mathematics";
import { NCERT_SANSKRIT } from "./ncert-sanskrit";
import { NCERT_SCIENCE } from "./ncert-science";
import { NCERT_SOCIAL_SCIENCE } from "./ncert-social-science";

const EVERY_BOOK = [
  ...NCERT_MATHEMATICS,
  ...NCERT_SCIENCE,
  ...NCERT_SOCIAL_SCIENCE,
  ...NCERT_ENGLISH,
  ...NCERT_HINDI,
  ...NCERT_SANSKRIT,
  ...GSEB_GUJARATI,
];
const GRADES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
const everyListedChapter = () => GRADES.flatMap((g) => SUBJECTS.flatMap((s) => ncertChapters(g, s)));

const DEVANAGARI = /\p{Script=Devanagari}/u;
const GUJARATI = /\p{Script=Gujarati}/u;
const LATIN = /\p{Script=Latin}/u;

describe("the textbook catalogue", () => {
  it("gives every chapter, listed or superseded, its own id", () => {
    const ids = EVERY_BOOK.flatMap((b) =>
      b.chapters.flatMap((title, i) => {
        const n = (b.firstChapter ?? 1) + i;
        return title === null
          ? []
          : [["ncert", b.subject, b.grade, ...(b.slug ? [b.slug] : []), n].join(":")];
      }),
    );
    expect(new Set(ids).size).toBe(ids.length);
    const listed = everyListedChapter().map((c) => c.id);
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed.length).toBeGreaterThan(700);
  });

  it("keeps every chapter id shipped before issue 13, with the same title", () => {
    const before = Object.entries(idsBeforeIssue13);
    expect(before).toHaveLength(146);
    for (const [id, title] of before) {
      expect(findNcertChapter(id), id).toMatchObject({ id, title });
    }
    expect(findNcertChapter("ncert:mathematics:10:4")).toMatchObject({
      title: "Quadratic Equations",
      number: 4,
      grade: 10,
      subject: "mathematics",
      book: "Mathematics",
    });
  });

  it("lists mathematics for every class from 1 to 12", () => {
    for (const grade of GRADES) {
      expect(ncertChapters(grade, "mathematics").length, `class ${grade}`).toBeGreaterThan(5);
    }
    expect(ncertChapters(1, "mathematics")[0]).toMatchObject({
      id: "ncert:mathematics:1:1",
      title: "Finding the Furry Cat!",
      book: "Joyful Mathematics",
    });
  });

  it("lists the current book where NCERT replaced one, and still resolves the old ids", () => {
    const class7 = ncertChapters(7, "mathematics");
    expect(new Set(class7.map((c) => c.book))).toEqual(
      new Set(["Ganita Prakash Part I", "Ganita Prakash Part II"]),
    );
    expect(class7[0]).toMatchObject({ id: "ncert:mathematics:7:part-1:1", title: "Large Numbers Around Us" });
    expect(class7.some((c) => c.title === "Integers")).toBe(false);
    expect(findNcertChapter("ncert:mathematics:7:1")).toMatchObject({ title: "Integers", grade: 7 });
    expect(ncertChapters(8, "science").map((c) => c.book)).not.toContain("Science");
    expect(findNcertChapter("ncert:science:8:11")).toMatchObject({
      title: "Chemical Effects of Electric Current",
    });
    expect(NCERT_BOOKS.some((b) => b.supersededBy)).toBe(false);
  });

  it("numbers a Part II that continues Part I as printed", () => {
    const physics = ncertChapters(11, "science").filter((c) => c.book === "Physics Part II");
    expect(physics[0]).toMatchObject({
      id: "ncert:science:11:physics-2:8",
      number: 8,
      title: "Mechanical Properties of Solids",
    });
    expect(findNcertChapter("ncert:mathematics:12:part-2:13")).toMatchObject({
      title: "Probability",
      number: 13,
    });
    expect(findNcertChapter("ncert:mathematics:12:part-2:1")).toBeNull();
  });

  it("prints Hindi and Sanskrit titles in Devanagari, Gujarati in Gujarati script, the rest in English", () => {
    for (const book of EVERY_BOOK) {
      for (const title of book.chapters) {
        if (title === null) continue;
        const where = `${book.book} (class ${book.grade}): ${title}`;
        if (book.subject === "hindi" || book.subject === "sanskrit") {
          expect(DEVANAGARI.test(title) && !LATIN.test(title), where).toBe(true);
          expect(book.language, where).toBe(book.subject === "hindi" ? "hi" : "sa");
        } else if (book.subject === "gujarati") {
          expect(GUJARATI.test(title) && !LATIN.test(title) && !DEVANAGARI.test(title), where).toBe(true);
          expect(book.publisher, where).toBe("GSEB");
          expect(book.language, where).toBe("gu");
        } else {
          expect(LATIN.test(title) && !DEVANAGARI.test(title), where).toBe(true);
        }
      }
    }
    expect(ncertChapters(6, "hindi")[0]?.title).toBe("मातृभूमि");
    expect(ncertChapters(10, "sanskrit")[0]?.title).toBe("शुचिपर्यावरणम्");
    expect(ncertChapters(10, "gujarati")[0]?.title).toBe("વૈષ્ણવજન");
  });

  it("lists the GSEB Gujarati book of class 10, published by GSEB, with only Gujarati books under Gujarati", () => {
    const gujarati10 = ncertChapters(10, "gujarati");
    expect(gujarati10[1]).toMatchObject({ id: "ncert:gujarati:10:2", number: 2, title: "રેસનો ઘોડો" });
    expect(findNcertChapter("ncert:gujarati:10:24")).toMatchObject({
      title: "ઘોડીની સ્વામીભક્તિ",
      grade: 10,
      subject: "gujarati",
      publisher: "GSEB",
    });
    expect(findNcertChapter("ncert:mathematics:10:4")?.publisher).toBe("NCERT");
    expect(EVERY_BOOK.filter((b) => b.subject === "gujarati")).toEqual(GSEB_GUJARATI);
    expect(GSEB_GUJARATI.length).toBeGreaterThan(0);
    expect(EVERY_BOOK.filter((b) => b.publisher === "GSEB").every((b) => b.subject === "gujarati")).toBe(
      true,
    );
  });

  it("keeps the place of a chapter whose title no source confirmed: no id, later chapters keep their printed numbers", () => {
    const gujarati10 = ncertChapters(10, "gujarati");
    expect(gujarati10).toHaveLength(23);
    expect(gujarati10.map((c) => c.number)).not.toContain(21);
    expect(findNcertChapter("ncert:gujarati:10:21")).toBeNull();
    expect(findNcertChapter("ncert:gujarati:10:22")).toMatchObject({ number: 22, title: "હિમાલયમાં એક સાહસ" });
    // Replaced books keep their empty places and ids too, though they are not listed.
    expect(findNcertChapter("ncert:gujarati:7:11")).toBeNull();
    expect(findNcertChapter("ncert:gujarati:7:12")).toMatchObject({
      number: 12,
      title: "હાઈસ્કૂલમાં",
      publisher: "GSEB",
    });
    expect(findNcertChapter("ncert:gujarati:8:18")).toBeNull();
    expect(findNcertChapter("ncert:gujarati:8:19")).toMatchObject({ number: 19, title: "સાંઢ નાથ્યો" });
    for (const chapter of everyListedChapter()) expect(chapter.title.trim(), chapter.id).not.toBe("");
    // A book never starts or ends with an empty place: those chapters are simply not listed yet.
    for (const book of EVERY_BOOK) {
      expect(book.chapters[0], book.book).not.toBeNull();
      expect(book.chapters.at(-1), book.book).not.toBeNull();
    }
  });

  it("gives each book an edition with its year, and each class and subject at most one book without a slug", () => {
    for (const book of EVERY_BOOK) {
      expect(book.chapters.length, book.book).toBeGreaterThan(0);
      expect(book.edition, book.book).toMatch(/20\d\d/);
    }
    for (const grade of GRADES) {
      for (const subject of SUBJECTS) {
        const books = ncertBooks(grade, subject);
        const slugs = books.map((b) => b.slug);
        expect(new Set(slugs).size, `class ${grade} ${subject}`).toBe(slugs.length);
        if (books.length > 1) expect(slugs.every(Boolean), `class ${grade} ${subject}`).toBe(true);
      }
    }
  });

  it("makes ids the chapter-question form accepts, and refuses ids that are not in it", () => {
    for (const chapter of everyListedChapter()) {
      expect(ChapterIdSchema.safeParse(chapter.id).success, chapter.id).toBe(true);
      expect(findNcertChapter(chapter.id)?.title).toBe(chapter.title);
    }
    expect(findNcertChapter("ncert:mathematics:10:99")).toBeNull();
    expect(findNcertChapter("ncert:sanskrit:3:1")).toBeNull();
  });

  it("lists nothing where there is no book: Sanskrit before class 6, science before class 3", () => {
    for (const grade of [1, 2, 3, 4, 5]) expect(ncertChapters(grade, "sanskrit")).toEqual([]);
    for (const grade of [1, 2]) expect(ncertChapters(grade, "science")).toEqual([]);
  });

  it("says why a class and subject list nothing", () => {
    expect(catalogueGap(10, "mathematics")).toBeNull();
    expect(catalogueGap(3, "sanskrit")).toBe("no-textbook");
    expect(catalogueGap(2, "science")).toBe("no-textbook");
    expect(catalogueGap(4, "social-science")).toBe("no-textbook");
    expect(catalogueGap(9, "gujarati")).toBe("state-board");
    expect(catalogueGap(10, "gujarati")).toBeNull();
    // Class 7 and 8's GSEB books were replaced and the new ones' chapters are not known yet.
    for (const grade of [6, 7, 8]) expect(catalogueGap(grade, "gujarati")).toBe("state-board");
    expect(ncertChapters(8, "gujarati")).toEqual([]);
    expect(catalogueGap(1, "hindi")).toBe("not-included");
    for (const grade of GRADES) {
      for (const subject of SUBJECTS) {
        expect(catalogueGap(grade, subject) === null, `class ${grade} ${subject}`).toBe(
          ncertChapters(grade, subject).length > 0,
        );
      }
    }
  });

  it("names each book of a class and subject differently (the chapter picker groups by book)", () => {
    for (const grade of GRADES) {
      for (const subject of SUBJECTS) {
        const names = ncertBooks(grade, subject).map((b) => b.book);
        expect(new Set(names).size, `class ${grade} ${subject}`).toBe(names.length);
      }
    }
  });
});
