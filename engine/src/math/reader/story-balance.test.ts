import { describe, expect, it } from "vitest";
import { solveMath } from "../math-engine";

/** The answer, or "declined"; story answers are never marked verified. */
const read = (q: string) => {
  const r = solveMath(q);
  if (r.kind !== "solved") return "declined";
  expect(r.solution.verified).toBe(false);
  return r.solution.finalAnswer;
};

// Change stories that open with "some", in our own wording.
describe("a change story that opens with 'some'", () => {
  it("declines a question by the verb of a later change: the first batch, or all of it?", () => {
    expect(
      read("Meera baked some muffins. Later she baked 5 more. Now she has 20. How many did she bake?"),
    ).toBe("declined");
    expect(
      read("Meera made some muffins. Later she baked 5 more. Now she has 20. How many did she bake?"),
    ).toBe("declined");
    expect(
      read(
        "Raju collected some shells. Then he collected 12 more shells. Now he has 30 shells. How many shells did he collect?",
      ),
    ).toBe("declined");
  });

  it("answers when the question says it asks for the start", () => {
    expect(
      read(
        "Meera baked some muffins. Later she baked 5 more. Now she has 20. How many did she bake at first?",
      ),
    ).toBe("15");
    expect(
      read(
        "Raju collected some shells. Then he collected 12 more shells. Now he has 30 shells. How many shells did he collect in the beginning?",
      ),
    ).toBe("18");
  });

  it("answers by the opening verb when no later change uses it", () => {
    expect(
      read("Meera baked some muffins. She gave 5 to her friend. Now she has 20. How many did she bake?"),
    ).toBe("25");
    expect(
      read(
        "Raju collected some shells. Then he found 12 more shells. Now he has 30 shells. How many shells did he collect?",
      ),
    ).toBe("18");
  });
});
