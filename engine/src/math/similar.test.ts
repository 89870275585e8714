import { describe, expect, it } from "vitest";
import { loadFixture } from "../../fixtures/fixture-data";
import { solveMath } from "./math-engine";

describe("similar questions", () => {
  it("are three new questions the engine itself can solve", { timeout: 600_000 }, () => {
    const problems: string[] = [];
    for (const row of loadFixture()) {
      const result = solveMath(row.question, row.topic);
      if (result.kind !== "solved") continue;
      const { similarQuestions } = result.solution;
      if (similarQuestions.length !== 3)
        problems.push(`${row.question}: ${similarQuestions.length} similar questions`);
      for (const s of similarQuestions) {
        if (s.toLowerCase() === row.question.toLowerCase())
          problems.push(`${row.question}: repeats the question`);
        const again = solveMath(s, row.topic);
        if (again.kind !== "solved") problems.push(`${row.question}\n    → "${s}" is ${again.kind}`);
      }
    }
    if (problems.length) console.log(problems.join("\n"));
    expect(problems).toEqual([]);
  });
});
