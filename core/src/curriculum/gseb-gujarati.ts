import type { NcertBook } from "./types";

/**
 * Gujarati. NCERT publishes no Gujarati textbook; Gujarati medium schools use the books of the
 * Gujarat State Board of School Textbooks (ગુજરાત રાજ્ય શાળા પાઠ્યપુસ્તક મંડળ, GSEB), so those are
 * the books listed here, with publisher "GSEB", language "gu" and titles in Gujarati script. A
 * book is named by its subject, class and language level, as the sources name it.
 *
 * No public repository lists a GSEB Gujarati contents page (the one that names GSEB Gujarati
 * titles, a question-paper app's GSEB_CURRICULUM, is partly invented: its class 10 list has
 * "ડુંગર રહેવા દે" for chapter 10 and no chapter 17 to 24). The titles below are taken chapter by
 * chapter from public study pages that print the chapter number with the title. A chapter is
 * listed when such a page gives its number and title and no source disagrees; class 10's all
 * have two or more agreeing pages:
 * - Class 7: girisheducation.in ("ધોરણ 7 ગુજરાતી … એકમ : N. …", chapters 3 to 10 and 12 to
 *   20, first term 1 to 10, second term 12 to 20), eclassguru.blogspot.com ("ધોરણ-7 [ગુજરાતી]
 *   N. …": 1, 2, 3), gsebsolutions.com and studiestoday.com (2), gsebsolutions.in (3), and the
 *   educationalpoint.in and gettitnow.com unit quizzes (3, 6, 10; their quiz numbers do not
 *   always match the chapters, so no title rests on them alone). No source dates the edition:
 *   an April 2025 class 7 paper (edum2p.com) asks about pieces not in this list, so a newer
 *   book may have replaced it; this is the book those study pages follow.
 * - Class 8: girisheducation.in ("ધોરણ 8 ગુજરાતી … એકમ : N. …", every listed chapter),
 *   eclassguru.blogspot.com ("ધોરણ-8 [ગુજરાતી] N. …": 1, 2, 6, 8, 9, 19, 20), gsebsolutions.com
 *   (chapter 9; its revision units "પુનરાવર્તન 3 (પાઠ 11થી 16)" and "4 (પાઠ 17થી 22)" fix the
 *   order of 11 to 14 and the 22 lessons), studiestoday.com (20), and the educationalpoint.in and
 *   gettitnow.com unit quizzes ("ધોરણ – 8 ગુજરાતી એકમ કસોટી – N": 6, 7, 8, 10; chapter 7 is
 *   from this quiz alone, whose numbers match the chapters wherever another source can check).
 *   No source dates the edition; it is the book those pages followed in 2021-22 to 2023-24.
 * - Class 10 (first language): gsebsolutions.com, gsebsolutions.in, studiestoday.com ("GSEB
 *   Solutions for Class 10 Gujarati Chapter NN … (First Language)"), shaikharif.com ("ધોરણ 10
 *   ગુજરાતી પ્રકરણ – N"), sabdekho.in, easyeducation.guru and the gettitnow.com and
 *   educationalpoint.in chapter quizzes ("ધોરણ 10 ગુજરાતી – N. …"). The edition: zigya.com's
 *   class 10 Gujarati page, "2017 થી નવા સુધારેલા અભ્યાસક્રમ પ્રમાણેનું પાઠ્યપુસ્તક".
 *
 * Replaced books. The class 7 and class 8 books below are the ones those study pages follow, and
 * both have since been replaced, so (like NCERT's replaced books) they are not listed; their
 * chapter ids still resolve for saved questions. Class 8: GSEB's list of new books for 2025-26
 * names a new class 8 Gujarati book (gujaratsamachar.com and vatsalyamsamachar.com, 27 Feb 2025:
 * "ધો.8માં ગુજરાતી, ગણિત, વિજ્ઞાનના પુસ્તકો બદલાશે"; connectgujarat.com, safeer.co.in). Class 7:
 * no announcement was found, but the April 2025 class 7 annual paper (edum2p.com,
 * shixakpower.tk) asks about three pieces that are not in this book, and class 6 had a new book
 * ("પલાશ") by 2023-24 (gyansarita1.blogspot.com, quizgecko.com), so the class 7 book was
 * replaced by 2024-25. No chapter list of the new class 6, 7 or 8 books was found.
 *
 * Left out, and why:
 * - Class 8, chapters 15 to 18, and class 10, chapter 21: no source found gives their titles, so
 *   their places are kept empty (null) and the chapters after them keep their printed numbers.
 * - Class 7, chapter 11: no source found gives its title; its place is kept empty. No page for a
 *   chapter after 20 was found, so the book is listed with 20.
 * - Class 9: three different books are called "class 9 Gujarati" by the pages found: the older
 *   first language book (ch. 1 "સાંજ સમે શામળિયો", 3 "પછે શામળિયોજી બોલિયા", 4 "ગોપાળબાપા", 5
 *   "ગુર્જરીના ગૃહ કુંજે"; study pages of 2023 and 2024), a newer one (studiestoday.com,
 *   gsebsolutions.org: 1 "છપ્પા", 2 "પરોપકારી મનુષ્ય", 3 "જ્યાં જ્યાં વસે એક ગુજરાતી", 6 "ભાષા જાય
 *   તો સંસ્કૃતિ જાય", 13 "ઘડવૈયા", 15 "સો ટચનું સોનું") and a second-language book (ch. 1
 *   "એટલામાં રાજી!"). None was found whole, and no source says which one is in use now.
 * - Class 6: only chapters 1 to 9 (a school's specimen contents page) and 11 of the older book
 *   were found, and it has been replaced by "પલાશ" (see above), whose chapters were not found.
 * - Classes 6 to 8, current books: no chapter list found (see above).
 * - Classes 1 to 5, 11 and 12: no numbered list of their chapters was found.
 * Teachers add the chapters they teach as their own.
 */
export const GSEB_GUJARATI: readonly NcertBook[] = [
  {
    grade: 7,
    subject: "gujarati",
    book: "ગુજરાતી ધોરણ 7 (Gujarati)",
    language: "gu",
    publisher: "GSEB",
    edition: "GSEB edition followed by study pages in 2021-22 to 2023-24 (print year not confirmed)",
    supersededBy: "a newer GSEB Gujarati book, in use by 2024-25 (its chapters were not found)",
    chapters: [
      "મેળામાં",
      "આજની ઘડી રળિયામણી",
      "પરીક્ષા",
      "બે ખાનાંનો પરિગ્રહ",
      "રાનમાં",
      "ભીખુ",
      "જીવનપાથેય",
      "માલમ હલેસાં માર",
      "બાનો વાડો",
      "વલયની અવકાશી સફર",
      null,
      "હાઈસ્કૂલમાં",
      "ભમીએ ગુજરાતે : દક્ષિણ ભણી",
      "આવ, ભાણા આવ !",
      "ગ્રામમાતા",
      "સિંહની દોસ્તી",
      "જીવરામ ભટ્ટ",
      "સોના જેવી સવાર",
      "પાંચ દાણા",
      "સુભાષિતો",
    ],
  },
  {
    grade: 8,
    subject: "gujarati",
    book: "ગુજરાતી ધોરણ 8 (Gujarati)",
    language: "gu",
    publisher: "GSEB",
    edition: "GSEB edition taught in 2021-22 to 2024-25 (print year not confirmed)",
    supersededBy: "the new GSEB Gujarati book (2025-26; its chapters were not found)",
    chapters: [
      "બજારમાં",
      "એક જ દે ચિનગારી",
      "જુમો ભિસ્તી",
      "તને ઓળખું છું, મા",
      "એક મુલાકાત",
      "ધૂળિયે મારગ",
      "દેશભક્ત જગડુશા",
      "આજ આનંદ",
      "દીકરાનો મારનાર",
      "અઢી આના",
      "વળાવી બા આવી",
      "નવા વર્ષના સંકલ્પો",
      "શરૂઆત કરીએ",
      "સાકરનો શોધનારો",
      null,
      null,
      null,
      null,
      "સાંઢ નાથ્યો",
      "બહેનનો પત્ર",
      "કમાડે ચિતર્યાં મેં…",
      "કિસ્સા-ટુચકા",
    ],
  },
  {
    grade: 10,
    subject: "gujarati",
    book: "ગુજરાતી (પ્રથમ ભાષા) ધોરણ 10 (Gujarati, first language)",
    language: "gu",
    publisher: "GSEB",
    edition: "GSEB, revised syllabus edition (in use since 2017-18)",
    chapters: [
      "વૈષ્ણવજન",
      "રેસનો ઘોડો",
      "શીલવંત સાધુને",
      "ભૂલી ગયા પછી",
      "દીકરી",
      "વાઇરલ ઇન્ફેક્શન",
      "હું એવો ગુજરાતી",
      "છત્રી",
      "માધવને દીઠો છે ક્યાંય?",
      "ડાંગવનો અને…",
      "શિકારીને",
      "ચોપડાની ઈન્દ્રજાળ",
      "વતનથી વિદાય થતાં",
      "જન્મોત્સવ",
      "બોલીએ ના કાંઈ",
      "ગતિભંગ",
      "દિવસો જુદાઈના જાય છે",
      "ભૂખથીય ભૂંડી ભીખ",
      "એક બપોરે",
      "વિરલ વિભૂતિ",
      null,
      "હિમાલયમાં એક સાહસ",
      "લઘુકાવ્યો: દુહા – મુક્તક – હાઈકુ",
      "ઘોડીની સ્વામીભક્તિ",
    ],
  },
];
