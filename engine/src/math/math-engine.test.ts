import { MESSAGES } from "@vidya/core/messages";
import { describe, expect, it } from "vitest";
import { checkFinalAnswer, type MathSolution, solveMath } from "./math-engine";

function solved(question: string, topic?: Parameters<typeof solveMath>[1]): MathSolution {
  const result = solveMath(question, topic);
  if (result.kind !== "solved") throw new Error(`not solved: ${question} → ${result.kind}`);
  return result.solution;
}

describe("solveMath", () => {
  it("refuses questions that are not mathematics with the exact message", () => {
    for (const q of [
      "who is the prime minister of India",
      "write a poem",
      "What is the capital of France?",
    ]) {
      expect(solveMath(q)).toEqual({ kind: "not-math", explanation: MESSAGES.onlyMath });
    }
    expect(MESSAGES.onlyMath).toBe("I can only help with mathematics questions...");
  });

  it("reports math it cannot do as unsolved, not as not-math", () => {
    const result = solveMath("Prove that the square root of 2 is irrational");
    expect(result.kind).toBe("unsolved");
  });

  it("solves a question from another topic than the page hint", () => {
    expect(solved("Find the area of a circle with radius 7 cm", "algebra").finalAnswer).toBe("153.94 cm^2");
    expect(solved("Solve 2x + 3 = 11", "geometry").finalAnswer).toBe("x = 4");
  });

  it("returns step-by-step Markdown with LaTeX and exactly three similar questions", () => {
    const s = solved("Solve x^2 - 5x + 6 = 0", "algebra");
    expect(s.explanation).toMatch(/\*\*Step 1/);
    expect(s.explanation).toMatch(/\$\$.+\$\$/);
    expect(s.similarQuestions).toHaveLength(3);
    expect(new Set(s.similarQuestions).size).toBe(3);
    expect(s.verified).toBe(true);
  });

  it("understands student phrasing and symbols", () => {
    expect(solved("what is 15 percent of 240").finalAnswer).toBe("36");
    expect(solved("square root of 49").finalAnswer).toBe("7");
    expect(solved("solve x squared - 9 = 0").finalAnswer).toBe("x = -3, x = 3");
    expect(solved("What is 3 1/2 × 2 2/7?").finalAnswer).toBe("8");
    expect(solved("Evaluate 12 + 6 ÷ 3 × 2 − 4").finalAnswer).toBe("12");
    expect(solved("find the value of 8 factorial").finalAnswer).toBe("40320");
  });

  it("explains why a negative or impossible measure has no answer", () => {
    const circle = solved("area of a circle with radius -3", "geometry");
    expect(circle.finalAnswer).toBe("not possible");
    expect(circle.explanation).toMatch(/negative/);
    const triangle = solved("Find the area of a triangle with sides 1, 2 and 10", "geometry");
    expect(triangle.finalAnswer).toBe("not possible");
    expect(triangle.explanation).toMatch(/triangle inequality/);
  });

  it("honours π = 22/7 when the question asks for it and says which π it used otherwise", () => {
    expect(solved("Find the area of a circle of radius 7 cm (use π = 22/7)").finalAnswer).toBe("154 cm^2");
    expect(solved("Find the area of a circle of radius 7 cm").explanation).toMatch(/3\.14159/);
  });

  it("answers exponents typed as Unicode superscripts as if typed with ^, never dropping one", () => {
    expect(solved("Evaluate 4⁰ + 2³").finalAnswer).toBe("9");
    expect(solved("10⁻³ × 10⁵").finalAnswer).toBe("100");
    expect(solved("find the value of 2ⁿ⁺¹ when n = 3").finalAnswer).toBe("16");
    expect(solved("Differentiate eˣ").finalAnswer).toBe("e^x");
    expect(checkFinalAnswer("what is 2⁶", undefined, "2⁶")).toBe("agree");
    expect(checkFinalAnswer("Evaluate 4⁰ + 2³", undefined, "8")).toBe("disagree");
  });

  it("answers Hinglish as a student types it", () => {
    expect(solved("5000 ka 10% kitna hai").finalAnswer).toBe("500");
    expect(solved("25 aur 35 ka ausat kya hai").finalAnswer).toBe("30");
    expect(solved("2x + 3 = 11 mein x ki value nikalo").finalAnswer).toBe("x = 4");
  });

  it("divides whole numbers asked as a division, and reads sums of money without ₹", () => {
    expect(solved("what is 12 / 4").finalAnswer).toBe("3");
    expect(solved("What is 3 crore divided by 5 lakh?").finalAnswer).toBe("60");
    expect(solved("find the simple interest on 10000 at 8% per annum for 3 years").finalAnswer).toBe("₹2400");
    expect(solved("Find the simple interest on 1 lakh at 8% per annum for 3 years").finalAnswer).toBe(
      "₹24000",
    );
    expect(
      solved("find the interest for a period of 3 years on 10000 rupees at 8% per annum").finalAnswer,
    ).toBe("₹2400");
  });

  it("evaluates trigonometric ratios at the standard angles exactly", () => {
    expect(solved("find the value of sin 30 + cos 60").finalAnswer).toBe("1");
    expect(solved("Evaluate 2 tan 45° + cos² 30° − sin² 60°").finalAnswer).toBe("2");
    expect(solved("sin 60 cos 30 + sin 30 cos 60").finalAnswer).toBe("1");
    expect(checkFinalAnswer("find the value of tan 60 + tan 30", undefined, "4/√3")).toBe("agree");
    expect(checkFinalAnswer("what is sec 30", undefined, "2/sqrt(3)")).toBe("agree");
    expect(checkFinalAnswer("what is sec 30", undefined, "2")).toBe("disagree");
    // tan 90° is not defined: declined, never a number.
    expect(solveMath("find tan 90").kind).not.toBe("solved");
  });

  it("answers progressions and zeroes in more than one wording", () => {
    expect(solved("find the 6th term of the GP 2, 6, 18, ...").finalAnswer).toBe("486");
    expect(solved("Find the sum of first 5 terms of the geometric progression 3, 6, 12, …").finalAnswer).toBe(
      "93",
    );
    expect(solved("find the sum of the first 10 natural numbers").finalAnswer).toBe("55");
    expect(solved("What is the sum of first 15 odd numbers?").finalAnswer).toBe("225");
    expect(solved("which term of the AP 3, 8, 13, ... is 78").finalAnswer).toBe("n = 16");
    expect(solved("Which term of the A.P. 21, 18, 15, … is −81?").finalAnswer).toBe("n = 35");
    expect(solved("find the zeroes of x^2 - 7x + 12").finalAnswer).toBe("x = 3, x = 4");
    expect(solved("Find the zeros of the polynomial p(x) = x² − 3x − 10").finalAnswer).toBe("x = -2, x = 5");
  });

  it("answers the factor theorem, division by x - a and 'value of k' in more than one wording", () => {
    expect(solved("Is x - 2 a factor of x^3 - 8?").finalAnswer).toBe("yes");
    expect(solved("is x + 1 a factor of x³ + 2x² + 3").finalAnswer).toBe("no");
    expect(solved("Divide x^3 - 6x^2 + 11x - 6 by x - 1").finalAnswer).toBe("x^2 - 5x + 6");
    expect(solved("divide 2x^3 + 3x^2 - 5 by (x + 2)").finalAnswer).toBe(
      "quotient = 2x^2 - x + 2, remainder = -9",
    );
    expect(solved("Find k if x^2 + kx + 16 = 0 has equal roots").finalAnswer).toBe("k = -8, k = 8");
    expect(solved("for what value of k does x² − 6x + k = 0 have equal roots?").finalAnswer).toBe("k = 9");
    expect(solved("find the value of k such that kx^2 - 4x + 1 = 0 has equal roots").finalAnswer).toBe(
      "k = 4",
    );
  });

  it("explains quadratics with no real roots", () => {
    const s = solved("Solve x^2 + x + 1 = 0");
    expect(s.finalAnswer).toBe("no real roots");
    expect(s.explanation).toMatch(/D < 0/);
  });

  it("says whether a standard deviation is for a population or a sample", () => {
    expect(solved("Find the standard deviation of 2, 4, 4, 4, 5, 5, 7, 9").explanation).toMatch(
      /population/i,
    );
    expect(solved("Find the sample standard deviation of 2, 4, 6, 8, 10").explanation).toMatch(/n - 1/);
  });

  it("is fast enough for an interactive reply", () => {
    solveMath("Differentiate x^3 + 2x");
    const start = performance.now();
    solveMath("Integrate 3x^2 + 2x");
    expect(performance.now() - start).toBeLessThan(1000);
  });
});

describe("checkFinalAnswer", () => {
  it("agrees with equivalent answers in any order or form", () => {
    expect(checkFinalAnswer("Solve x^2 - 5x + 6 = 0", "algebra", "x=3, x=2")).toBe("agree");
    expect(
      checkFinalAnswer("A coin is tossed once. What is the probability of getting a head?", undefined, "0.5"),
    ).toBe("agree");
    expect(checkFinalAnswer("Integrate 3x^2 + 2x", "calculus", "x^3 + x^2 + 7 + C")).toBe("agree");
    expect(checkFinalAnswer("Find the area of a circle with radius 7 cm", "geometry", "154 cm²")).toBe(
      "agree",
    );
    expect(checkFinalAnswer("Divide ₹1200 in the ratio 3:5", undefined, "Rs 450 and Rs 750")).toBe("agree");
  });

  it("disagrees with wrong answers", () => {
    expect(checkFinalAnswer("Solve 2x + 3 = 11", "algebra", "x = 5")).toBe("disagree");
    expect(checkFinalAnswer("Differentiate x^2 sin x", "calculus", "2x cos(x)")).toBe("disagree");
    expect(checkFinalAnswer("Factorise x^2 + 7x + 12", "algebra", "x^2 + 7x + 12")).toBe("disagree");
  });

  it("is unknown when the engine cannot solve the question", () => {
    expect(checkFinalAnswer("write a poem", undefined, "42")).toBe("unknown");
    expect(checkFinalAnswer("Prove that the square root of 2 is irrational", undefined, "done")).toBe(
      "unknown",
    );
  });
});
