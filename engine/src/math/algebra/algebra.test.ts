import { describe, expect, it } from "vitest";
import { normalizeQuestion } from "../normalize";
import { solveQuadratic } from "./quadratic";
import { equationSolver } from "./solve-equation";
import { systemSolver } from "./system";

const q = (text: string) => normalizeQuestion(text);

describe("quadratics", () => {
  it("factorises by splitting the middle term when the roots are rational", () => {
    const work = solveQuadratic(2, -7, 3, "x");
    expect(work.roots.map((r) => r.plain)).toEqual(["1/2", "3"]);
    expect(work.steps.map((s) => s.title)).toContain("Factorise by splitting the middle term");
  });

  it("uses the quadratic formula and simplifies surds otherwise", () => {
    const work = solveQuadratic(1, -2, -1, "x");
    expect(work.roots.map((r) => r.plain)).toEqual(["1 - sqrt(2)", "1 + sqrt(2)"]);
    expect(work.steps.at(-1)?.body).toMatch(/\\sqrt\{8\} = 2\\sqrt\{2\}/);
  });

  it("reports a repeated root once", () => {
    expect(solveQuadratic(1, 6, 9, "x").roots.map((r) => r.plain)).toEqual(["-3"]);
  });
});

describe("equations", () => {
  it("keeps the balance explanation for linear equations and checks the root", () => {
    const out = equationSolver.solve(q("Solve 4(x - 2) = 2(x + 3)"));
    expect(out?.finalAnswer).toBe("x = 7");
    expect(out?.explanation).toMatch(/Remove the brackets/);
    expect(out?.explanation).toMatch(/Both sides match/);
  });

  it("substitutes a given root to find a parameter", () => {
    expect(
      equationSolver.solve(q("Find the value of k if x = 2 is a root of x^2 + kx - 6 = 0"))?.finalAnswer,
    ).toBe("k = 1");
  });

  it("solves two equations by elimination, checked by nerdamer", () => {
    const out = systemSolver.solve(q("Solve 5x + 2y = 20 and 3x - 2y = 4"));
    expect(out?.finalAnswer).toBe("x = 3, y = 2.5");
    expect(out?.verified).toBe(true);
  });
});
