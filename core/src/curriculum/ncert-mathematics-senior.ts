import type { NcertBook } from "./types";

/**
 * NCERT mathematics, classes 9 to 12, rationalised edition (reprint 2023-24).
 *
 * Sources: the StudyOS catalog (NCERT book codes kemh1, lemh1, lemh2) and the ready4exam static
 * curriculum (GitHub ready4exam/ready4exam-master-automation, static_curriculum/), both public
 * GitHub sources, checked against the rationalised contents (class 11 without "Mathematical
 * Reasoning" and "Principle of Mathematical Induction").
 * Class 12 Part II continues Part I's numbering (chapters 7 to 13), as printed.
 *
 * Not included: NCERT's new class 9 book "Ganita Manjari" (2026-27). Only one public list of
 * its chapters was found, and Part II was still being printed; the rationalised class 9 book
 * stays until the new one can be confirmed.
 */
const RATIONALISED = "NCERT rationalised edition, reprint 2023-24";

export const NCERT_MATHEMATICS_SENIOR: readonly NcertBook[] = [
  {
    grade: 9,
    subject: "mathematics",
    book: "Mathematics",
    edition: RATIONALISED,
    chapters: [
      "Number Systems",
      "Polynomials",
      "Coordinate Geometry",
      "Linear Equations in Two Variables",
      "Introduction to Euclid's Geometry",
      "Lines and Angles",
      "Triangles",
      "Quadrilaterals",
      "Circles",
      "Heron's Formula",
      "Surface Areas and Volumes",
      "Statistics",
    ],
  },
  {
    grade: 10,
    subject: "mathematics",
    book: "Mathematics",
    edition: RATIONALISED,
    chapters: [
      "Real Numbers",
      "Polynomials",
      "Pair of Linear Equations in Two Variables",
      "Quadratic Equations",
      "Arithmetic Progressions",
      "Triangles",
      "Coordinate Geometry",
      "Introduction to Trigonometry",
      "Some Applications of Trigonometry",
      "Circles",
      "Areas Related to Circles",
      "Surface Areas and Volumes",
      "Statistics",
      "Probability",
    ],
  },
  {
    grade: 11,
    subject: "mathematics",
    book: "Mathematics",
    edition: RATIONALISED,
    chapters: [
      "Sets",
      "Relations and Functions",
      "Trigonometric Functions",
      "Complex Numbers and Quadratic Equations",
      "Linear Inequalities",
      "Permutations and Combinations",
      "Binomial Theorem",
      "Sequences and Series",
      "Straight Lines",
      "Conic Sections",
      "Introduction to Three Dimensional Geometry",
      "Limits and Derivatives",
      "Statistics",
      "Probability",
    ],
  },
  {
    grade: 12,
    subject: "mathematics",
    slug: "part-1",
    book: "Mathematics Part I",
    edition: RATIONALISED,
    chapters: [
      "Relations and Functions",
      "Inverse Trigonometric Functions",
      "Matrices",
      "Determinants",
      "Continuity and Differentiability",
      "Application of Derivatives",
    ],
  },
  {
    grade: 12,
    subject: "mathematics",
    slug: "part-2",
    book: "Mathematics Part II",
    edition: RATIONALISED,
    firstChapter: 7,
    chapters: [
      "Integrals",
      "Application of Integrals",
      "Differential Equations",
      "Vector Algebra",
      "Three Dimensional Geometry",
      "Linear Programming",
      "Probability",
    ],
  },
];
