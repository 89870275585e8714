import { describe, expect, it } from "vitest";
import { solveMath } from "../math-engine";
import { normalizeQuestion } from "../normalize";
import { readingKept } from "../reading-check";
import type { SolverOutput } from "../types";
import { quantities } from "./quantities";

const answer = (q: string, topic?: Parameters<typeof solveMath>[1]) => {
  const r = solveMath(q, topic);
  return r.kind === "solved" ? r.solution.finalAnswer : r.kind;
};

describe("quantities", () => {
  it("reads each number with its kind and unit", () => {
    const qs = quantities(
      normalizeQuestion("A shirt costs ₹1,200 and is sold at a 15% discount after 3.5 hours over 4 km").text,
    );
    expect(qs.map((q) => [q.value, q.kind, q.unit])).toEqual([
      [1200, "money", "₹"],
      [15, "percent", "%"],
      [3.5, "time", "hour"],
      [4, "length", "km"],
    ]);
  });
});

describe("the reading check", () => {
  const out = (explanation: string, finalAnswer: string): SolverOutput => ({
    explanation,
    finalAnswer,
    similarQuestions: [],
    verified: true,
  });

  it("refuses a solution that leaves out a number of the question", () => {
    const q = normalizeQuestion("What is 45% of 80 plus 20% of 50?");
    expect(readingKept(q, out("$\\frac{45}{100} \\times 80 = 36$", "36"))).toBe(false);
    expect(readingKept(q, out("$\\frac{45}{100} \\times 80 + \\frac{20}{100} \\times 50 = 46$", "46"))).toBe(
      true,
    );
  });

  it("accepts a number the solver dismissed, and refuses a qualifier it ignored", () => {
    const q = normalizeQuestion("Find the probability of not getting a 6 when a die is thrown.");
    expect(readingKept(q, out("$P(6) = \\frac{1}{6}$", "1/6"))).toBe(false);
    expect(readingKept(q, out("$P(\\text{not } 6) = 1 - \\frac{1}{6} = \\frac{5}{6}$", "5/6"))).toBe(true);
    const extra = normalizeQuestion("Find the area of a rectangle 5 cm by 4 cm painted in 3 colours.");
    expect(
      readingKept(extra, { ...out("Area of the rectangle: $5 \\times 4 = 20$", "20 cm^2"), dismissed: [3] }),
    ).toBe(true);
  });

  it("refuses an answer of the wrong kind: an angle for an area, an equation's roots for a ratio", () => {
    const area = normalizeQuestion("Find the area of the triangle with vertices (1, 2), (4, 6) and (7, 2).");
    expect(readingKept(area, out("1, 2, 4, 6, 7, 2 vertices: 180°", "180°"))).toBe(false);
    const trig = normalizeQuestion("If sin A = 3/5, find cos A.");
    expect(readingKept(trig, out("sin a = 3/5", "a = 0.6435, a = 2.4981"))).toBe(false);
  });
});

describe("word problems in everyday wording", () => {
  it("reads prices, taxes, rates and conversions by the role of each quantity", () => {
    expect(
      answer("A jacket marked at ₹1,200 is sold at a discount of 25%. How much does the customer pay?"),
    ).toBe("₹900");
    expect(answer("Find the GST at 18% on an item costing ₹2,500.")).toBe("₹450");
    expect(answer("A phone costs ₹12,000 before tax. What is the price including 12% GST?")).toBe("₹13440");
    expect(answer("A machine worth ₹50,000 depreciates at 10% per year. Find its value after 2 years.")).toBe(
      "₹40500",
    );
    expect(answer("A team scored 245 runs in 35 overs. What was its run rate?")).toBe("7");
    expect(answer("If 5 pens cost ₹60, what do 8 pens cost?")).toBe("₹96");
    expect(answer("Convert 2.5 km into metres.")).toBe("2500 m");
    expect(answer("How many seconds are there in 2 hours?")).toBe("7200 seconds");
  });

  it("chains through a shape, averages, consecutive numbers and ages with the CAS", () => {
    expect(answer("The area of a square is 81 m^2. Find its perimeter.")).toBe("36 m");
    expect(answer("The perimeter of a rectangle is 30 cm and its length is 9 cm. Find its area.")).toBe(
      "54 cm^2",
    );
    expect(
      answer(
        "The average of 10 numbers is 15. When another number is added the average becomes 16. Find the number added.",
      ),
    ).toBe("26");
    expect(answer("The sum of two consecutive odd numbers is 56. Find the numbers.")).toBe("27, 29");
    expect(answer("A is 5 years older than B. The sum of their ages is 35. Find their ages.")).toBe(
      "A = 20 years, B = 15 years",
    );
  });

  it("declines a consecutive-number story with no whole-number answer rather than inventing one", () => {
    expect(answer("Three consecutive integers add up to 70. Find them.")).toBe("unsolved");
  });

  it("answers one-step stories only when every number has a role, without the checked badge", () => {
    const r = solveMath(
      "Jack received 6 emails in the morning and 2 emails in the afternoon. How many more emails did Jack receive in the morning than in the afternoon?",
    );
    expect(r.kind === "solved" && [r.solution.finalAnswer, r.solution.verified]).toEqual(["4", false]);
    expect(
      answer(
        "There were 78 dollars in Olivia's wallet. She spent 15 dollars at a supermarket. How much money does she have left?",
      ),
    ).toBe("63");
    expect(
      answer(
        "Each pot has 40 flowers in it. There are 400 flowers in total. How many pots are there in all?",
      ),
    ).toBe("10");
    expect(
      answer(
        "There are a total of 16 peaches in a basket. If there are 13 red peaches and some more green peaches in the basket. How many green peaches are in the basket?",
      ),
    ).toBe("3");
    // The sweet cookies are another kind: the change reader sets them aside and says so.
    const paco = solveMath(
      "Paco had 26 salty cookies and 17 sweet cookies. He ate 9 salty cookies. How many salty cookies did Paco have left?",
    );
    expect(paco.kind === "solved" && [paco.solution.finalAnswer, paco.solution.verified]).toEqual([
      "17",
      false,
    ]);
    expect(paco.kind === "solved" && paco.solution.explanation).toContain("17 sweet cookies");
  });
});

describe("NCERT chapters", () => {
  it("coordinate geometry, progressions, polynomials", () => {
    expect(answer("Find the distance between the points (-1, 2) and (3, 5).")).toBe("5");
    expect(answer("Find the midpoint of the line segment joining (2, -4) and (6, 8).")).toBe("(4, 2)");
    expect(
      answer(
        "Find the coordinates of the point which divides the line segment joining (1, 2) and (7, 8) in the ratio 1:2 internally.",
      ),
    ).toBe("(3, 4)");
    expect(answer("Find the 20th term of the AP 10, 7, 4, ...")).toBe("-47");
    expect(answer("Find the sum of the first 15 terms of the AP 1, 3, 5, ...")).toBe("225");
    expect(answer("Find the remainder when x^3 - 3x^2 + 4x - 12 is divided by x + 1.")).toBe("-20");
    expect(answer("Find the sum and product of the zeroes of 2x^2 - 8x + 6")).toBe("sum = 4, product = 3");
  });

  it("trigonometry, circles, grouped data and probability", () => {
    expect(answer("If tan A = 5/12, find sin A and cos A.", "algebra")).toBe("sin a = 5/13, cos a = 12/13");
    expect(
      answer(
        "A tower is 50 m high. Find the distance of a point on the ground from its foot if the angle of elevation of its top is 30 degrees.",
      ),
    ).toBe("86.6 m");
    expect(
      answer(
        "Find the length of an arc of a circle of radius 14 cm subtending an angle of 60 degrees at the centre.",
      ),
    ).toBe("14.67 cm");
    expect(
      answer(
        "Find the area of the minor segment of a circle of radius 10 cm with central angle 90 degrees (use 3.14).",
      ),
    ).toBe("28.5 cm^2");
    expect(
      answer(
        "Find the mode of the following data: class 0-10, 10-20, 20-30, 30-40, 40-50; frequencies 5, 8, 12, 7, 3.",
      ),
    ).toBe("24.44");
    expect(answer("If P(E) = 0.05, what is the probability of not E?")).toBe("0.95");
  });
});
