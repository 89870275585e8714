import { describe, expect, it } from "vitest";
import { loadFixture } from "../../fixtures/fixture-data";
import { answersAgree } from "./check";
import { solveMath } from "./math-engine";
import type { MathTopic } from "./types";

describe("math engine on the labelled fixture", () => {
  const rows = loadFixture();

  it("has at least 25 questions for every topic", () => {
    const topics: MathTopic[] = [
      "arithmetic",
      "algebra",
      "geometry",
      "calculus",
      "statistics",
      "problem-solving",
    ];
    for (const topic of topics)
      expect(rows.filter((r) => r.topic === topic).length).toBeGreaterThanOrEqual(25);
  });

  it("answers at least 95% of them correctly", { timeout: 180_000 }, () => {
    const failures: string[] = [];
    for (const row of rows) {
      const result = solveMath(row.question, row.topic);
      const got = result.kind === "solved" ? result.solution.finalAnswer : `<${result.kind}>`;
      // A lost backslash in a template (\t, \f, \b) would leave a control character in the LaTeX.
      if (result.kind === "solved" && /[\t\f\b\v\r]/.test(result.solution.explanation)) {
        failures.push(`[${row.topic}] ${row.question}\n    explanation contains a control character`);
      }
      if (result.kind !== "solved" || answersAgree(row.answer, got) !== true) {
        failures.push(`[${row.topic}] ${row.question}\n    expected: ${row.answer}\n    got:      ${got}`);
      }
    }
    if (failures.length)
      console.log(`Fixture failures (${failures.length}/${rows.length}):\n${failures.join("\n")}`);
    expect((rows.length - failures.length) / rows.length).toBeGreaterThanOrEqual(0.95);
  });
});
