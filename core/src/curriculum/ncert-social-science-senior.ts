import type { NcertBook } from "./types";

/**
 * NCERT history, geography, political science and economics books for classes 11 and 12,
 * rationalised edition (reprint 2023-24).
 *
 * Sources: the StudyOS catalog (NCERT book codes keps1/keps2, keec1, leps1/leps2, leec1/leec2,
 * legy1/legy2), a public GitHub source, checked against the rationalised contents (Political
 * Theory without "Peace" and "Development"; Contemporary World Politics without "The Cold War
 * Era" and "US Hegemony"; Politics in India without "Rise of Popular Movements"; Indian
 * Economic Development without "Poverty" and "Infrastructure"). Themes in World History: a
 * study repository that renamed each NCERT PDF by its first page and tabled the old and new
 * theme numbers (four themes deleted, seven kept), with three further lists agreeing. Themes in
 * Indian History: three lists agreeing on the twelve themes kept, numbered through the three
 * parts as printed. Fundamentals of Physical Geography: the StudyOS catalog and two lists that
 * title chapter 9 "Atmospheric Circulation and Weather Systems" (without "Minerals and Rocks"
 * and "Life on the Earth", deleted).
 *
 * Not included, and why: India: Physical Environment (11) and Statistics for Economics (11):
 * the public lists found disagree on the rationalised chapter titles, so they are left for
 * teachers to add as their own chapters.
 */
const RATIONALISED = "NCERT rationalised edition, reprint 2023-24";

export const NCERT_SOCIAL_SCIENCE_SENIOR: readonly NcertBook[] = [
  {
    grade: 11,
    subject: "social-science",
    slug: "history",
    book: "Themes in World History (History)",
    edition: RATIONALISED,
    chapters: [
      "Writing and City Life",
      "An Empire Across Three Continents",
      "Nomadic Empires",
      "The Three Orders",
      "Changing Cultural Traditions",
      "Displacing Indigenous Peoples",
      "Paths to Modernisation",
    ],
  },
  {
    grade: 11,
    subject: "social-science",
    slug: "physical-geography",
    book: "Fundamentals of Physical Geography (Geography)",
    edition: RATIONALISED,
    chapters: [
      "Geography as a Discipline",
      "The Origin and Evolution of the Earth",
      "Interior of the Earth",
      "Distribution of Oceans and Continents",
      "Geomorphic Processes",
      "Landforms and their Evolution",
      "Composition and Structure of Atmosphere",
      "Solar Radiation, Heat Balance and Temperature",
      "Atmospheric Circulation and Weather Systems",
      "Water in the Atmosphere",
      "World Climate and Climate Change",
      "Water (Oceans)",
      "Movements of Ocean Water",
      "Biodiversity and Conservation",
    ],
  },
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
    slug: "indian-history-1",
    book: "Themes in Indian History Part I (History)",
    edition: RATIONALISED,
    chapters: [
      "Bricks, Beads and Bones",
      "Kings, Farmers and Towns",
      "Kinship, Caste and Class",
      "Thinkers, Beliefs and Buildings",
    ],
  },
  {
    grade: 12,
    subject: "social-science",
    slug: "indian-history-2",
    book: "Themes in Indian History Part II (History)",
    edition: RATIONALISED,
    firstChapter: 5,
    chapters: [
      "Through the Eyes of Travellers",
      "Bhakti-Sufi Traditions",
      "An Imperial Capital: Vijayanagara",
      "Peasants, Zamindars and the State",
    ],
  },
  {
    grade: 12,
    subject: "social-science",
    slug: "indian-history-3",
    book: "Themes in Indian History Part III (History)",
    edition: RATIONALISED,
    firstChapter: 9,
    chapters: [
      "Colonialism and the Countryside",
      "Rebels and the Raj",
      "Mahatma Gandhi and the Nationalist Movement",
      "Framing the Constitution",
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
