import type { NcertBook } from "./types";

/**
 * NCERT history, geography, political science and economics books for classes 11 and 12,
 * rationalised edition (reprint 2023-24).
 *
 * Sources: the StudyOS catalog (NCERT book codes keps1/keps2, keec1, leps1/leps2, leec1/leec2,
 * legy1/legy2), a public GitHub source, checked against the rationalised contents (Political
 * Theory without "Peace" and "Development"; Contemporary World Politics without "The Cold War
 * Era" and "US Hegemony"; Politics in India without "Rise of Popular Movements"; Indian
 * Economic Development without "Poverty" and "Infrastructure").
 *
 * Not included, and why: Themes in World History (11), Fundamentals of Physical Geography (11),
 * India: Physical Environment (11), Statistics for Economics (11) and Themes in Indian History
 * I–III (12). The public lists found disagree on which chapters the rationalised printing kept
 * or on their titles, so they are left for teachers to add as their own chapters.
 */
const RATIONALISED = "NCERT rationalised edition, reprint 2023-24";

export const NCERT_SOCIAL_SCIENCE_SENIOR: readonly NcertBook[] = [
  {
    grade: 11,
    subject: "social-science",
    slug: "political-theory",
    book: "Political Theory (Political Science)",
    edition: RATIONALISED,
    chapters: [
      "Political Theory: An Introduction",
      "Freedom",
      "Equality",
      "Social Justice",
      "Rights",
      "Citizenship",
      "Nationalism",
      "Secularism",
    ],
  },
  {
    grade: 11,
    subject: "social-science",
    slug: "indian-constitution",
    book: "Indian Constitution at Work (Political Science)",
    edition: RATIONALISED,
    chapters: [
      "Constitution: Why and How?",
      "Rights in the Indian Constitution",
      "Election and Representation",
      "Executive",
      "Legislature",
      "Judiciary",
      "Federalism",
      "Local Governments",
      "Constitution as a Living Document",
      "The Philosophy of the Constitution",
    ],
  },
  {
    grade: 11,
    subject: "social-science",
    slug: "indian-economic-development",
    book: "Indian Economic Development (Economics)",
    edition: RATIONALISED,
    chapters: [
      "Indian Economy on the Eve of Independence",
      "Indian Economy 1950-1990",
      "Liberalisation, Privatisation and Globalisation: An Appraisal",
      "Human Capital Formation in India",
      "Rural Development",
      "Employment: Growth, Informalisation and Other Issues",
      "Environment and Sustainable Development",
      "Comparative Development Experiences of India and its Neighbours",
    ],
  },
  {
    grade: 12,
    subject: "social-science",
    slug: "world-politics",
    book: "Contemporary World Politics (Political Science)",
    edition: RATIONALISED,
    chapters: [
      "The End of Bipolarity",
      "Contemporary Centres of Power",
      "Contemporary South Asia",
      "International Organisations",
      "Security in the Contemporary World",
      "Environment and Natural Resources",
      "Globalisation",
    ],
  },
  {
    grade: 12,
    subject: "social-science",
    slug: "politics-in-india",
    book: "Politics in India since Independence (Political Science)",
    edition: RATIONALISED,
    chapters: [
      "Challenges of Nation Building",
      "Era of One-Party Dominance",
      "Politics of Planned Development",
      "India's External Relations",
      "Challenges to and Restoration of the Congress System",
      "The Crisis of Democratic Order",
      "Regional Aspirations",
      "Recent Developments in Indian Politics",
    ],
  },
  {
    grade: 12,
    subject: "social-science",
    slug: "human-geography",
    book: "Fundamentals of Human Geography (Geography)",
    edition: RATIONALISED,
    chapters: [
      "Human Geography: Nature and Scope",
      "The World Population: Distribution, Density and Growth",
      "Human Development",
      "Primary Activities",
      "Secondary Activities",
      "Tertiary and Quaternary Activities",
      "Transport and Communication",
      "International Trade",
    ],
  },
  {
    grade: 12,
    subject: "social-science",
    slug: "india-people-economy",
    book: "India: People and Economy (Geography)",
    edition: RATIONALISED,
    chapters: [
      "Population: Distribution, Density, Growth and Composition",
      "Human Settlements",
      "Land Resources and Agriculture",
      "Water Resources",
      "Mineral and Energy Resources",
      "Planning and Sustainable Development in Indian Context",
      "Transport and Communication",
      "International Trade",
      "Geographical Perspective on Selected Issues and Problems",
    ],
  },
  {
    grade: 12,
    subject: "social-science",
    slug: "macroeconomics",
    book: "Introductory Macroeconomics (Economics)",
    edition: RATIONALISED,
    chapters: [
      "Introduction",
      "National Income Accounting",
      "Money and Banking",
      "Determination of Income and Employment",
      "Government Budget and the Economy",
      "Open Economy Macroeconomics",
    ],
  },
  {
    grade: 12,
    subject: "social-science",
    slug: "microeconomics",
    book: "Introductory Microeconomics (Economics)",
    edition: RATIONALISED,
    chapters: [
      "Introduction",
      "Theory of Consumer Behaviour",
      "Production and Costs",
      "The Theory of the Firm under Perfect Competition",
      "Market Equilibrium",
    ],
  },
];
