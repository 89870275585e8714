import { describe, expect, it } from "vitest";
import { normalizeQuestion } from "../normalize";
import { angleSolver } from "./angles";
import { pythagorasSolver } from "./pythagoras";
import { shapeSolver } from "./shape-solver";

const solve = (text: string) => shapeSolver.solve(normalizeQuestion(text));

describe("mensuration", () => {
  it("derives the radius from a diameter and names the π it uses", () => {
    const out = solve("The diameter of a circle is 28 cm. Find its area. Use π = 22/7");
    expect(out?.finalAnswer).toBe("616 cm^2");
    expect(out?.explanation).toMatch(/half the diameter/);
    expect(out?.explanation).toMatch(/22\/7/);
  });

  it("reads dimensions written as 'long', 'wide' and 'high'", () => {
    expect(solve("Find the volume of a box that is 5 cm long, 4 cm wide and 3 cm high")?.finalAnswer).toBe(
      "60 cm^3",
    );
  });

  it("refuses a zero or negative length with a reason", () => {
    const out = solve("Find the volume of a cube with side 0 cm");
    expect(out?.finalAnswer).toBe("not possible");
    expect(out?.explanation).toMatch(/can never be negative or zero/);
  });

  it("uses Heron's formula for three sides", () => {
    expect(solve("Find the area of a triangle whose sides are 13 cm, 14 cm and 15 cm")?.explanation).toMatch(
      /Heron/,
    );
  });
});

describe("Pythagoras and angles", () => {
  it("finds a leg and rejects a leg longer than the hypotenuse", () => {
    const ok = pythagorasSolver.solve(
      normalizeQuestion(
        "The hypotenuse is 13 cm and one side is 5 cm. Find the other side of the right-angled triangle.",
      ),
    );
    expect(ok?.finalAnswer).toBe("12 cm");
    const bad = pythagorasSolver.solve(
      normalizeQuestion(
        "In a right triangle the hypotenuse is 5 cm and one side is 13 cm. Find the other side.",
      ),
    );
    expect(bad?.finalAnswer).toBe("not possible");
  });

  it("finds the third angle and rejects impossible angle pairs", () => {
    expect(
      angleSolver.solve(normalizeQuestion("Two angles of a triangle are 50° and 60°. Find the third angle."))
        ?.finalAnswer,
    ).toBe("70°");
    expect(
      angleSolver.solve(normalizeQuestion("Two angles of a triangle are 120° and 70°. Find the third angle."))
        ?.finalAnswer,
    ).toBe("not possible");
  });
});
