import { describe, expect, it } from "vitest";
import { normalizeQuestion } from "../normalize";
import { agesSolver } from "./ages";
import { interestSolver } from "./interest";
import { speedSolver } from "./speed";
import { workSolver } from "./work";

const q = (text: string) => normalizeQuestion(text);

describe("word problems", () => {
  it("converts km/h to m/s for trains crossing a platform", () => {
    const out = speedSolver.solve(
      q("A train 200 m long crosses a platform 300 m long at 36 km/h. Find the time taken."),
    );
    expect(out?.finalAnswer).toBe("50 seconds");
    expect(out?.explanation).toMatch(/5\}\{18\}/);
  });

  it("treats an emptying pipe as negative work", () => {
    const out = workSolver.solve(
      q(
        "Pipe A can fill a tank in 4 hours and pipe B can empty it in 6 hours. If both are opened together, how long will it take to fill the tank?",
      ),
    );
    expect(out?.finalAnswer).toBe("12 hours");
  });

  it("compounds half-yearly when asked", () => {
    expect(
      interestSolver.solve(q("Find the amount on ₹10000 at 10% per annum compounded half-yearly for 1 year"))
        ?.finalAnswer,
    ).toBe("₹11025");
  });

  it("turns age sentences into equations", () => {
    const out = agesSolver.solve(
      q(
        "A man is 4 times as old as his son. After 16 years he will be twice as old as his son. Find their present ages.",
      ),
    );
    expect(out?.finalAnswer).toBe("man = 32 years, son = 8 years");
  });
});
