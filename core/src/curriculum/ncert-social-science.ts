import { NCERT_SOCIAL_SCIENCE_SENIOR } from "./ncert-social-science-senior";
import type { NcertBook } from "./types";

/**
 * NCERT social science, classes 6 to 10 (classes 11 and 12 in ncert-social-science-senior.ts).
 *
 * Sources: the "NCERT catalog generated from ncert.nic.in (textbook.php)" file (fees1, gees1,
 * gees2, hees1), BrainSpark AI's ALL_CHAPTERS table, the StudyOS catalog and, for classes 9
 * and 10, the ready4exam static curriculum (GitHub ready4exam/ready4exam-master-automation),
 * all public GitHub sources; the "Taxila curriculum seed"
 * index for editions and chapter counts.
 *
 * Class 10 Economics keeps chapter 5 "Consumer Rights" as printed (NCERT chapter PDF jess205;
 * three lists agree); lists that follow the CBSE syllabus leave it out.
 *
 * Classes 6 to 8 follow "Exploring Society: India and Beyond", which replaced Our Pasts, The
 * Earth Our Habitat and Social and Political Life (classes 6 and 7 in two parts; each part
 * numbers its chapters from 1). Class 7 Part II chapter 6 is "The State, the Government, and
 * You" in two sources and "Handmade in India" in one; the two agreeing sources are followed.
 * Class 8 Part II (first printed June 2026) follows five agreeing lists, one of them "confirmed
 * against an ncert.nic.in audit" (book code hees2), numbered from 1 as printed.
 *
 * Not included, and why:
 * - Class 9 "Understanding Society: India and Beyond" (2026-27): Part II not yet published; the
 *   four rationalised class 9 books stay.
 */
const RATIONALISED = "NCERT rationalised edition, reprint 2023-24";

export const NCERT_SOCIAL_SCIENCE: readonly NcertBook[] = [
  {
    grade: 6,
    subject: "social-science",
    book: "Exploring Society: India and Beyond",
    edition: "NCERT first edition 2024 (in use from 2024-25)",
    chapters: [
      "Locating Places on the Earth",
      "Oceans and Continents",
      "Landforms and Life",
      "Timeline and Sources of History",
      "India, That Is Bharat",
      "The Beginnings of Indian Civilisation",
      "India's Cultural Roots",
      "Unity in Diversity, or 'Many in the One'",
      "Family and Community",
      "Grassroots Democracy — Part 1: Governance",
      "Grassroots Democracy — Part 2: Local Government in Rural Areas",
      "Grassroots Democracy — Part 3: Local Government in Urban Areas",
      "The Value of Work",
      "Economic Activities Around Us",
    ],
  },
  {
    grade: 7,
    subject: "social-science",
    slug: "part-1",
    book: "Exploring Society: India and Beyond Part I",
    edition: "NCERT first edition 2025 (in use from 2025-26)",
    chapters: [
      "Geographical Diversity of India",
      "Understanding the Weather",
      "Climates of India",
      "New Beginnings: Cities and States",
      "The Rise of Empires",
      "The Age of Reorganisation",
      "The Gupta Era: An Age of Tireless Creativity",
      "How the Land Becomes Sacred",
      "From the Rulers to the Ruled: Types of Governments",
      "The Constitution of India — An Introduction",
      "From Barter to Money",
      "Understanding Markets",
    ],
  },
  {
    grade: 7,
    subject: "social-science",
    slug: "part-2",
    book: "Exploring Society: India and Beyond Part II",
    edition: "NCERT first edition 2025 (in use from 2025-26)",
    chapters: [
      "The Story of Indian Farming",
      "India and Her Neighbours",
      "Empires and Kingdoms: 6th to 10th Centuries",
      "Turning Tides: 11th and 12th Centuries",
      "India, A Home to Many",
      "The State, the Government, and You",
      "Infrastructure: Engine of India's Development",
      "Banks and the Magic of Finance",
    ],
  },
  {
    grade: 8,
    subject: "social-science",
    slug: "part-1",
    book: "Exploring Society: India and Beyond Part I",
    edition: "NCERT first edition 2025 (in use from 2025-26)",
    chapters: [
      "Natural Resources and Their Use",
      "Reshaping India's Political Map",
      "The Rise of the Marathas",
      "The Colonial Era in India",
      "Universal Franchise and India's Electoral System",
      "The Parliamentary System: Legislature and Executive",
      "Factors of Production",
    ],
  },
  {
    grade: 8,
    subject: "social-science",
    slug: "part-2",
    book: "Exploring Society: India and Beyond Part II",
    edition: "NCERT first edition June 2026 (in use from 2026-27)",
    chapters: [
      "World Geography: Some Glimpses",
      "India's Long Road to Independence",
      "A Journey Through Indian Architecture",
      "The Role of the Judiciary in Our Society",
      "Citizenship: Rights and Duties",
      "Dynamics of Population",
      "India's Urban Landscape",
      "Cultural Currents: 13th to 17th Centuries",
    ],
  },
  {
    grade: 9,
    subject: "social-science",
    slug: "history",
    book: "India and the Contemporary World – I (History)",
    edition: RATIONALISED,
    chapters: [
      "The French Revolution",
      "Socialism in Europe and the Russian Revolution",
      "Nazism and the Rise of Hitler",
      "Forest Society and Colonialism",
      "Pastoralists in the Modern World",
    ],
  },
  {
    grade: 9,
    subject: "social-science",
    slug: "geography",
    book: "Contemporary India – I (Geography)",
    edition: RATIONALISED,
    chapters: [
      "India – Size and Location",
      "Physical Features of India",
      "Drainage",
      "Climate",
      "Natural Vegetation and Wildlife",
      "Population",
    ],
  },
  {
    grade: 9,
    subject: "social-science",
    slug: "political-science",
    book: "Democratic Politics – I (Political Science)",
    edition: RATIONALISED,
    chapters: [
      "What is Democracy? Why Democracy?",
      "Constitutional Design",
      "Electoral Politics",
      "Working of Institutions",
      "Democratic Rights",
    ],
  },
  {
    grade: 9,
    subject: "social-science",
    slug: "economics",
    book: "Economics",
    edition: RATIONALISED,
    chapters: [
      "The Story of Village Palampur",
      "People as Resource",
      "Poverty as a Challenge",
      "Food Security in India",
    ],
  },
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
      "Consumer Rights",
    ],
  },
  ...NCERT_SOCIAL_SCIENCE_SENIOR,
];
