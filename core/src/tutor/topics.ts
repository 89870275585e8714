import type { MathTopicName } from "../schemas/tutor";

/** What a math topic page shows (SPEC 2): its title, a description and four example questions. */
export interface TopicInfo {
  slug: MathTopicName;
  title: string;
  description: string;
  examples: [string, string, string, string];
}

/** The six topic pages, in menu order. Every example is one the offline engine solves. */
export const TOPIC_INFO: Record<MathTopicName, TopicInfo> = {
  arithmetic: {
    slug: "arithmetic",
    title: "Arithmetic",
    description:
      "Fractions, decimals, percentages, order of operations, LCM and HCF, powers and roots, rounding and factorials, worked out step by step.",
    examples: [
      "What is 15% of 240?",
      "Find the LCM and HCF of 12 and 18",
      "Simplify 3/4 + 5/6",
      "Evaluate 2 + 3 × 4 − 6 ÷ 2",
    ],
  },
  algebra: {
    slug: "algebra",
    title: "Algebra",
    description:
      "Linear and quadratic equations, systems of two equations, inequalities, expanding, factorising and simplifying expressions.",
    examples: [
      "Solve 2x + 5 = 17",
      "Solve x^2 - 5x + 6 = 0",
      "Expand (x + 3)(x - 2)",
      "Factorise x^2 + 7x + 12",
    ],
  },
  geometry: {
    slug: "geometry",
    title: "Geometry",
    description:
      "Perimeter, area, volume and surface area of the standard figures, Pythagoras, angles of triangles and polygons, and Heron's formula.",
    examples: [
      "Find the area of a circle of radius 7 cm",
      "Find the hypotenuse of a right triangle with legs 6 cm and 8 cm",
      "Find the volume of a cube of side 5 cm",
      "Find the sum of the interior angles of a hexagon",
    ],
  },
  calculus: {
    slug: "calculus",
    title: "Calculus",
    description:
      "Derivatives with the product, quotient and chain rules, integrals, limits, slopes of curves and maxima and minima.",
    examples: [
      "Differentiate x^3 + 2x^2 - 5x",
      "Integrate 3x^2 + 2x dx",
      "Find the limit of (x^2 - 4)/(x - 2) as x approaches 2",
      "Find the maximum and minimum of x^3 - 3x",
    ],
  },
  statistics: {
    slug: "statistics",
    title: "Statistics",
    description:
      "Mean, median, mode, range, variance and standard deviation, quartiles, and probability with coins, dice, cards and bags.",
    examples: [
      "Find the mean of 4, 8, 15, 16, 23, 42",
      "Find the median of 7, 3, 9, 1, 5",
      "What is the probability of getting a sum of 7 when two dice are rolled?",
      "Find the standard deviation of 2, 4, 4, 4, 5, 5, 7, 9",
    ],
  },
  "problem-solving": {
    slug: "problem-solving",
    title: "Problem Solving",
    description:
      "Word problems: speed, distance and time, profit and loss, discounts, simple and compound interest, ratios, work and time, and ages.",
    examples: [
      "A train travels 300 km in 5 hours. What is its speed?",
      "Find the simple interest on ₹5000 at 8% per annum for 3 years",
      "A shirt marked at ₹800 is sold at a discount of 15%. Find the selling price.",
      "A can do a work in 10 days and B in 15 days. In how many days can they do it together?",
    ],
  },
};
