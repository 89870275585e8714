import { describe, expect, it } from "vitest";
import { solveMath } from "./math-engine";
import { readingLine } from "./reading-line";

const explanationOf = (question: string, language?: "hi") => {
  const r = solveMath(question, undefined, language);
  if (r.kind !== "solved") throw new Error(`declined: ${question}`);
  return r.solution.explanation;
};

describe("every answer states how it read the question, before the working", () => {
  it.each([
    ["A cone has radius 7 cm and height 24 cm. Find its volume. (take pi = 22/7)", ["7", "24"]],
    ["Find the discriminant of 2x^2 - 4x + 3 = 0", ["-4", "2", "3"]],
    [
      "Find the compound interest on Rs 10000 for 2 years at 10% per annum compounded annually.",
      ["10000", "10", "2"],
    ],
    ["Find the HCF of 36 and 48.", ["HCF", "36", "48"]],
    ["Find the mean of 4, 8, 15, 16, 23, 42.", ["mean", "4, 8, 15, 16, 23, 42"]],
  ])("%s", (question, shown) => {
    const first = explanationOf(question).split("\n")[0] as string;
    expect(first).toMatch(/^\*\*Read as:\*\* \$.+\$$/);
    for (const s of shown) expect(first).toContain(s);
  });

  it("cuts a chain after the substitution: the reading is not the answer", () => {
    expect(readingLine("$$A = P(1 + r)^{T} = 10000(1.1)^{2} = 12100$$", [10000, 2, 10])).toBe(
      "A = 10000(1.1)^{2}",
    );
  });

  it("makes nothing up when no line of the working carries the question's numbers", () => {
    expect(readingLine("$$P = \\frac{\\text{favourable}}{\\text{total}}$$", [52, 4])).toBeNull();
  });

  it("labels the reading in the student's language", () => {
    expect(explanationOf("Find the HCF of 36 and 48.", "hi")).toMatch(/^\*\*प्रश्न को ऐसे पढ़ा:\*\*/);
  });
});
