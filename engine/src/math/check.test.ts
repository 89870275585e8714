import { describe, expect, it } from "vitest";
import { answersAgree } from "./check";

describe("answersAgree", () => {
  it.each([
    ["x = 2, x = 3", "x=3, x=2"],
    ["1/2", "0.5"],
    ["3/4", "0.75"],
    ["1/3", "0.33"],
    ["x = 1 - sqrt(2), x = 1 + sqrt(2)", "x = 1 ± √2"],
    ["153.94 cm^2", "154 cm²"],
    ["88 cm", "0.88 m"],
    ["20 m/s", "72 km/h"],
    ["x^3 + x^2 + C", "x^2 + x^3 + c"],
    ["ln|x| + C", "log(abs(x)) + C"],
    ["(x + 3)(x + 4)", "(x+4)(x+3)"],
    ["2x sin(x) + x^2 cos(x)", "x^2cos(x) + 2xsin(x)"],
    ["x >= -2", "x ≥ -2"],
    ["x > 5", "5 < x"],
    ["no real roots", "The equation has no real solutions"],
    ["not possible", "impossible"],
    ["₹450 and ₹750", "Rs. 450, Rs. 750"],
    ["3 2/5", "17/5"],
    ["LCM = 72, HCF = 12", "HCF = 12, LCM = 72"],
    ["70°", "70 degrees"],
    ["2^3 × 3^2 × 5", "360"],
  ])("%s ≡ %s", (a, b) => {
    expect(answersAgree(a, b)).toBe(true);
  });

  it.each([
    ["x = 4", "x = 5"],
    ["1/3", "0.4"],
    ["x > 5", "x < 5"],
    ["(x + 3)(x + 4)", "(x + 3)(x - 4)"],
    ["not possible", "12"],
    ["12", "12.5"],
    ["x = 2, x = 3", "x = 2"],
  ])("%s ≢ %s", (a, b) => {
    expect(answersAgree(a, b)).toBe(false);
  });

  it("requires a factored form when asked", () => {
    expect(answersAgree("(x + 3)(x + 4)", "x^2 + 7x + 12", { factored: true })).toBe(false);
    expect(answersAgree("(x + 3)(x + 4)", "(x+4)(x+3)", { factored: true })).toBe(true);
  });
});
