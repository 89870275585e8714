import { describe, expect, it } from "vitest";
import { normalizeQuestion } from "../normalize";
import { expressionSolver } from "./expression";
import { lcmHcfSolver } from "./lcm-hcf";
import { roundingSolver } from "./rounding";

const q = (text: string) => normalizeQuestion(text);

describe("arithmetic", () => {
  it("works BODMAS one operation at a time", () => {
    const out = expressionSolver.solve(q("Using BODMAS, simplify 8 + (12 − 4) × 3 ÷ 6"));
    expect(out?.finalAnswer).toBe("12");
    expect(out?.explanation).toMatch(/Brackets first[\s\S]*Multiplication[\s\S]*Division[\s\S]*Addition/);
  });

  it("adds fractions over the LCM of the denominators and gives the mixed number", () => {
    const out = expressionSolver.solve(q("Add 3/4 and 5/6"));
    expect(out?.finalAnswer).toBe("19/12");
    expect(out?.explanation).toMatch(/LCM is 12/);
    expect(out?.explanation).toMatch(/1\\tfrac\{7\}\{12\}/);
  });

  it("explains why division by zero has no value", () => {
    expect(expressionSolver.solve(q("Evaluate 5 ÷ (3 - 3)"))?.finalAnswer).toBe("undefined");
  });

  it("finds LCM and HCF by prime factorisation", () => {
    const out = lcmHcfSolver.solve(q("Find the LCM and HCF of 24 and 36"));
    expect(out?.finalAnswer).toBe("LCM = 72, HCF = 12");
    expect(out?.explanation).toMatch(/2\^\{3\} \\times 3/);
  });

  it("rounds to places and to the nearest hundred", () => {
    expect(roundingSolver.solve(q("Round 3.14159 to 2 decimal places"))?.finalAnswer).toBe("3.14");
    expect(roundingSolver.solve(q("Round 4,768 to the nearest hundred"))?.finalAnswer).toBe("4800");
  });
});
