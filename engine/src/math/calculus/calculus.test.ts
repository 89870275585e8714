import { describe, expect, it } from "vitest";
import { normalizeQuestion } from "../normalize";
import { derivativeSolver } from "./derivative";
import { integralSolver } from "./integral";
import { limitSolver } from "./limit";

const q = (text: string) => normalizeQuestion(text);

describe("derivatives", () => {
  it("names the rule used", () => {
    expect(derivativeSolver.solve(q("Differentiate x^2 sin x"))?.explanation).toMatch(/product rule/);
    expect(derivativeSolver.solve(q("Differentiate (x^2 + 1)/(x - 1)"))?.explanation).toMatch(
      /quotient rule/,
    );
    expect(derivativeSolver.solve(q("Find dy/dx if y = sin(3x^2)"))?.explanation).toMatch(/chain rule/);
  });

  it("is cross-checked against mathjs", () => {
    expect(derivativeSolver.solve(q("Differentiate x^3 cos x"))?.verified).toBe(true);
  });

  it("keeps chain-rule answers factored", () => {
    expect(derivativeSolver.solve(q("d/dx (x^2 + 1)^3"))?.finalAnswer).toBe("6x(x^2 + 1)^2");
  });
});

describe("integrals and limits", () => {
  it("adds + C and checks by differentiating", () => {
    const out = integralSolver.solve(q("Integrate 3x^2 + 2x"));
    expect(out?.finalAnswer).toBe("x^3 + x^2 + C");
    expect(out?.verified).toBe(true);
  });

  it("checks definite integrals with Simpson's rule", () => {
    const out = integralSolver.solve(q("Evaluate ∫ from 0 to π of sin x dx"));
    expect(out?.finalAnswer).toBe("2");
    expect(out?.verified).toBe(true);
  });

  it("explains 0/0 by factorising", () => {
    const out = limitSolver.solve(q("Evaluate lim x→2 (x^2 - 4)/(x - 2)"));
    expect(out?.finalAnswer).toBe("4");
    expect(out?.explanation).toMatch(/factorise/i);
  });
});
