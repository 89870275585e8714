import { describe, expect, it } from "vitest";
import { joinMixedNumbers, normalizeQuestion } from "./normalize";

describe("normalizeQuestion", () => {
  it("rewrites symbols students paste", () => {
    expect(normalizeQuestion("12 × 3 ÷ 4 − 1").text).toBe("12 * 3 / 4 - 1");
    expect(normalizeQuestion("x² + √49 + π").text).toBe("x^2 + sqrt(49) + pi");
    expect(normalizeQuestion("a ≤ b ≥ c").text).toBe("a <= b >= c");
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
