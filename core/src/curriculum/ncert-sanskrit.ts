import type { NcertBook } from "./types";

/**
 * NCERT Sanskrit textbooks. Chapter titles in Devanagari, as printed. NCERT publishes no
 * Sanskrit textbook for classes 1 to 5.
 *
 * Sources: BrainSpark AI's ALL_CHAPTERS table (Deepakam 6) and a school syllabus page in a
 * public GitHub repository that lists Deepakam 6 chapters 9 to 15; for Shemushi, two public app
 * repositories that list the rationalised Shemushi 1 and Shemushi 2 chapter by chapter (NCERT
 * PDF links per chapter), agreeing with each other.
 *
 * Not included, and why: Deepakam 7 and 8 (2025-26) and Bhaswati (classes 11 and 12): no full
 * public list of their chapters was found. Shemushi 2 follows the two agreeing lists; one
 * further source numbers the CBSE-prescribed chapters differently (with "व्यायामः सर्वदा पथ्यः").
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
