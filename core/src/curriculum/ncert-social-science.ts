import type { NcertBook } from "./types";

const RATIONALISED = "NCERT rationalised edition, reprint 2023-24";

/**
 * NCERT social science, class 10 only (four books). Economics stops at chapter 4: whether
 * "Consumer Rights" is still a chapter of the rationalised printing was not certain, so it is
 * left for teachers to add as a custom chapter rather than guessed.
 */
export const NCERT_SOCIAL_SCIENCE: readonly NcertBook[] = [
  {
    grade: 10,
    subject: "social-science",
    slug: "history",
    book: "India and the Contemporary World – II (History)",
    edition: RATIONALISED,
    chapters: [
      "The Rise of Nationalism in Europe",
      "Nationalism in India",
      "The Making of a Global World",
      "The Age of Industrialisation",
      "Print Culture and the Modern World",
    ],
  },
  {
    grade: 10,
    subject: "social-science",
    slug: "geography",
    book: "Contemporary India – II (Geography)",
    edition: RATIONALISED,
    chapters: [
      "Resources and Development",
      "Forest and Wildlife Resources",
      "Water Resources",
      "Agriculture",
      "Minerals and Energy Resources",
      "Manufacturing Industries",
      "Lifelines of National Economy",
    ],
  },
  {
    grade: 10,
    subject: "social-science",
    slug: "political-science",
    book: "Democratic Politics – II (Political Science)",
    edition: RATIONALISED,
    chapters: [
      "Power Sharing",
      "Federalism",
      "Gender, Religion and Caste",
      "Political Parties",
      "Outcomes of Democracy",
    ],
  },
  {
    grade: 10,
    subject: "social-science",
    slug: "economics",
    book: "Understanding Economic Development (Economics)",
    edition: RATIONALISED,
    chapters: [
      "Development",
      "Sectors of the Indian Economy",
      "Money and Credit",
      "Globalisation and the Indian Economy",
    ],
  },
];
