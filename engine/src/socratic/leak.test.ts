import { describe, expect, it } from "vitest";
import { leaksAnswer, trimLeaks } from "./leak";

describe("leaksAnswer", () => {
  it("flags a text with the final answer or its number", () => {
    expect(leaksAnswer("So x = 5 is the answer.", "x = 5", "Solve 3x + 7 = 22")).toBe(true);
    expect(leaksAnswer("x=5", "x = 5", "Solve 3x + 7 = 22")).toBe(true);
    expect(leaksAnswer("The value is 5.", "x = 5", "Solve 3x + 7 = 22")).toBe(true);
    expect(leaksAnswer("45% of 80 is 36.", "36", "What is 45% of 80?")).toBe(true);
  });

  it("does not flag numbers of the problem or numbers that merely contain the digits", () => {
    expect(leaksAnswer("Subtract 5 from both sides.", "x = 5", "Solve 3x + 5 = 20")).toBe(false);
    expect(leaksAnswer("Divide 15 by 3.", "x = 5", "Solve 3x + 5 = 20")).toBe(false);
    expect(leaksAnswer("Now x = 5.", "x = 5", "Solve 3x + 5 = 20")).toBe(true);
    expect(leaksAnswer("Multiply 45 by 80.", "36", "What is 45% of 80?")).toBe(false);
  });

  it("trims only the sentences that leak", () => {
    expect(trimLeaks("Divide both sides by 3. That gives x = 5.", "x = 5", "Solve 3x + 5 = 20")).toBe(
      "Divide both sides by 3.",
    );
  });
});
