import type { NcertBook } from "./types";

/**
 * NCERT Sanskrit textbooks. Chapter titles in Devanagari, as printed. NCERT publishes no
 * Sanskrit textbook for classes 1 to 5.
 *
 * Sources (public GitHub repositories found with the code search):
 * - Deepakam 6: BrainSpark AI's ALL_CHAPTERS table and a school syllabus page listing chapters
 *   9 to 15, agreeing.
 * - Deepakam 8: a question-paper generator's NEW_NCERT_SYLLABUS, a Sanskrit reader app (with the
 *   printed page ranges), a chapter-wise video list and two further lists, agreeing.
 * - Shemushi 1 and 2: two app repositories that list the rationalised books chapter by chapter
 *   with NCERT's PDF per chapter, agreeing; the question-paper generator agrees on Shemushi 2.
 *   Shemushi 1 keeps "लौहतुला" as printed; lists that follow the CBSE syllabus leave it out.
 *
 * Not included, and why: Deepakam 7 (2025-26): the one full list found has twelve lessons and
 * unnumbered extras, so the printed numbering is not certain; Bhaswati and Shashwati (classes 11
 * and 12) and Sharada (new class 9 book, 2026-27): no full public list of their chapters found.
 */
const RATIONALISED = "NCERT rationalised edition, reprint 2023-24";

export const NCERT_SANSKRIT: readonly NcertBook[] = [
  {
    grade: 6,
    subject: "sanskrit",
    book: "दीपकम् (Deepakam)",
    language: "sa",
    edition: "NCERT first edition 2024 (in use from 2024-25)",
    chapters: [
      "वयं वर्णमालां पठामः",
      "एषः कः? एषा का? एतत् किम्?",
      "अहं च त्वं च",
      "अहं प्रातः उत्तिष्ठामि",
      "शूराः वयं धीराः वयम्",
      "सः एव महान् चित्रकारः",
      "अतिथिदेवो भव",
      "बुद्धिः सर्वार्थसाधिका",
      "यो जानाति सः पण्डितः",
      "त्वम् आपणं गच्छ",
      "पृथिव्यां त्रीणि रत्नानि",
      "आलस्यं हि मनुष्याणां शरीरस्थो महान् रिपुः",
      "सङ्ख्यागणना ननु सरला",
      "माधवस्य प्रियम् अङ्गम्",
      "वृक्षाः सत्पुरुषाः इव",
    ],
  },
  {
    grade: 8,
    subject: "sanskrit",
    book: "दीपकम् (Deepakam)",
    language: "sa",
    edition: "NCERT first edition 2025 (in use from 2025-26)",
    chapters: [
      "संगच्छध्वं संवदध्वम्",
      "अल्पानामपि वस्तूनां संहतिः कार्यसाधिका",
      "सुभाषितरसं पीत्वा जीवनं सफलं कुरु",
      "प्रणम्यो देशभक्तोऽयं गोपबन्धुर्महामनाः",
      "गीता सुगीता कर्तव्या",
      "डिजिभारतम् – युगपरिवर्तनम्",
      "मञ्जुलमञ्जूषा सुन्दरसुरभाषा",
      "पश्यत कोणमैशान्यं भारतस्य मनोहरम्",
      "कोऽरुक्? कोऽरुक्? कोऽरुक्?",
      "सन्निमित्ते वरं त्यागः (क-भागः)",
      "सन्निमित्ते वरं त्यागः (ख-भागः)",
      "सम्यग्वर्णप्रयोगेण ब्रह्मलोके महीयते",
      "वर्णोच्चारण-शिक्षा १",
    ],
  },
  {
    grade: 9,
    subject: "sanskrit",
    book: "शेमुषी प्रथमो भागः (Shemushi)",
    language: "sa",
    edition: RATIONALISED,
    chapters: [
      "भारतीवसन्तगीतिः",
      "स्वर्णकाकः",
      "गोदोहनम्",
      "सूक्तिमौक्तिकम्",
      "भ्रान्तो बालः",
      "लौहतुला",
      "सिकतासेतुः",
      "जटायोः शौर्यम्",
      "पर्यावरणम्",
      "वाङ्मनःप्राणस्वरूपम्",
    ],
  },
  {
    grade: 10,
    subject: "sanskrit",
    book: "शेमुषी द्वितीयो भागः (Shemushi)",
    language: "sa",
    edition: RATIONALISED,
    chapters: [
      "शुचिपर्यावरणम्",
      "बुद्धिर्बलवती सदा",
      "शिशुलालनम्",
      "जननी तुल्यवत्सला",
      "सुभाषितानि",
      "सौहार्दं प्रकृतेः शोभा",
      "विचित्रः साक्षी",
      "सूक्तयः",
      "भूकम्पविभीषिका",
      "अन्योक्तयः",
    ],
  },
];
