import { describe, expect, it } from "vitest";
import { solveMath } from "./math-engine";
import { joinMixedNumbers, normalizeQuestion } from "./normalize";

describe("normalizeQuestion", () => {
  it("reads a quantity named with no verb as asked, and lists typed with spaces as lists", () => {
    expect(normalizeQuestion("value of 2 sin 45 cos 45").text).toBe("find the value of 2 sin 45 cos 45");
    expect(normalizeQuestion("the range of 4 9 1").text).toBe("find the range of 4, 9, 1");
    // A statement, a verb of its own, an equation: left as typed.
    expect(normalizeQuestion("sum of two numbers is 50").text).toBe("sum of 2 numbers is 50");
    expect(normalizeQuestion("value of x if 2x = 8").text).toBe("value of x if 2x = 8");
    expect(normalizeQuestion("ap 3 7 11 ... 99").text).toBe("ap 3, 7, 11, ..., 99");
    expect(normalizeQuestion("lcm of 12 15 and 20").text).toBe("find the lcm of 12, 15 and 20");
    // A mixed number and two numbers alone are not lists.
    expect(normalizeQuestion("2 3/4 + 1").text).toBe("2 3/4 + 1");
    expect(normalizeQuestion("sq root of 729").text).toBe("sqrt(729)");
  });

  it("rewrites symbols students paste", () => {
    expect(normalizeQuestion("12 × 3 ÷ 4 − 1").text).toBe("12 * 3 / 4 - 1");
    expect(normalizeQuestion("x² + √49 + π").text).toBe("x^2 + sqrt(49) + pi");
    expect(normalizeQuestion("a ≤ b ≥ c").text).toBe("a <= b >= c");
  });

  it("keeps every Unicode superscript as an exponent, a run as one", () => {
    expect(normalizeQuestion("4⁰ + 2⁶ + 7⁹").text).toBe("4^0 + 2^6 + 7^9");
    expect(normalizeQuestion("10⁻³ × 10⁵").text).toBe("10^-3 * 10^5");
    expect(normalizeQuestion("differentiate eˣ").text).toBe("differentiate e^x");
    expect(normalizeQuestion("2ⁿ⁺¹ and aᵐ⁻ⁿ").text).toBe("2^(n+1) and a^(m-n)");
    expect(normalizeQuestion("area in cm²").text).toBe("area in cm^2");
  });

  it("reads lakh and crore exactly", () => {
    expect(normalizeQuestion("2.5 lakh").text).toBe("250000");
    expect(normalizeQuestion("1.2 lakhs and 3 crore").text).toBe("120000 and 30000000");
    expect(normalizeQuestion("2.3 lac").text).toBe("230000");
  });

  it("reads the Hinglish words a school question is made of", () => {
    expect(normalizeQuestion("5000 ka 10% kitna hai").text).toBe("10% of 5000 how much is");
    expect(normalizeQuestion("2x + 3 = 11 mein x ki value nikalo").text).toBe(
      "2x + 3 = 11 in the value of x find",
    );
    expect(normalizeQuestion("3 ghante mein kitni doori").text).toBe("3 hours in how much distance");
    expect(normalizeQuestion("teen sau ka 20% kya hai").text).toBe("20% of 300 what is");
    expect(normalizeQuestion("do hazaar rupaye 2 saal ke liye").numbers).toEqual([2000, 2]);
    expect(normalizeQuestion("ek aur chaar ka jod batao").text).toBe("1 and 4 of jod find");
    expect(normalizeQuestion("x ki value gyaat karo").text).toBe("the value of x find");
    expect(normalizeQuestion("do the sum of 2 and 3").text).toBe("do the sum of 2 and 3");
    expect(normalizeQuestion("chhe aur nau kya hoga").text).toBe("6 and 9 what is");
    expect(normalizeQuestion("three hundred and 5 thousand").numbers).toEqual([300, 5000]);
    expect(normalizeQuestion("mulya 10% badhta hai phir 10% ghatta hai").text).toBe(
      "price 10% increases is then 10% decreases is",
    );
  });

  it("reads words for operations and numbers", () => {
    expect(normalizeQuestion("what is 15 percent of 240").text).toBe("what is 15% of 240");
    expect(normalizeQuestion("x squared plus 5x").text).toBe("x^2 + 5x");
    expect(normalizeQuestion("square root of 49").text).toBe("sqrt(49)");
    expect(normalizeQuestion("two dice are thrown").text).toBe("2 dice are thrown");
    expect(normalizeQuestion("seventy two km/h").text).toBe("72 km/h");
    expect(normalizeQuestion("2 to the power of 10").text).toBe("2^10");
  });

  it("removes digit grouping but keeps data lists", () => {
    expect(normalizeQuestion("Round 4,768 to the nearest hundred").numbers).toEqual([4768, 100]);
    expect(normalizeQuestion("₹1,00,000 at 5%").numbers).toEqual([100000, 5]);
    expect(normalizeQuestion("mean of 2,4,6").numbers).toEqual([2, 4, 6]);
  });

  it("keeps negative numbers but not subtraction", () => {
    expect(normalizeQuestion("radius -3 cm").numbers).toEqual([-3]);
    expect(normalizeQuestion("x - 3 = 2").numbers).toEqual([3, 2]);
  });
});

describe("joinMixedNumbers", () => {
  it("turns 3 1/2 into one value", () => {
    expect(joinMixedNumbers("3 1/2 * 2 2/7")).toBe("(3+1/2) * (2+2/7)");
    expect(joinMixedNumbers("LCM of 12 and 18")).toBe("LCM of 12 and 18");
  });
});

describe("a story typed with no full stop", () => {
  it("starts the question as a sentence of its own, after a word of a short story only", () => {
    expect(normalizeQuestion("i had 60 apples and gave 25 to my friend how many are left").raw).toBe(
      "i had 60 apples and gave 25 to my friend. how many are left",
    );
    // Punctuated, an equation, "if … find", "in how many ways", after a number: as typed.
    for (const q of [
      "I had 60 apples. How many are left?",
      "if n = 7 find n!",
      "in how many ways can 3 books be arranged",
      "144 ÷ 12 how much",
    ])
      expect(normalizeQuestion(q).raw).toBe(q.replace("÷", "÷"));
    // A longer story's sentences cannot be told apart without full stops: left whole (then declined).
    const long = "he found 65 wrappers and 5 caps now he has 31 caps and 9 wrappers how many more wrappers";
    expect(normalizeQuestion(long).raw).toBe(long);
  });

  it('answers such a story as it answers it punctuated, "remaining" as "left"', () => {
    for (const q of [
      "i had 60 apples and gave 25 to my friend how many are remaining",
      "Ravi had 60 apples. He gave 25 to his friend. How many apples are remaining?",
    ]) {
      const r = solveMath(q);
      expect(r.kind === "solved" && r.solution.finalAnswer, q).toBe("35");
    }
  });
});

describe("Indian amounts said in parts", () => {
  it("reads lakh with thousands and crore with lakh as one sum, and nothing else together", () => {
    expect(normalizeQuestion("what is 3 lakh 50 hazaar plus 1 crore").text).toBe("what is 350000 + 10000000");
    expect(normalizeQuestion("2 lakh 25 thousand").text).toBe("225000");
    expect(normalizeQuestion("1 crore 20 lakh").text).toBe("12000000");
    expect(normalizeQuestion("3 lakh 50 students").text).toBe("300000 50 students");
  });
});
