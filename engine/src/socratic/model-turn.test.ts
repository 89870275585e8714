import { describe, expect, it } from "vitest";
import type { ModelPlan } from "./model-plan";
import { FALLBACK_QUESTION, reachesAnswer, socraticMessages, trimTurn, turnLeaks } from "./model-turn";

const plan: ModelPlan = { problem: "Expand (x+2)(x+3)", finalAnswer: "x^2 + 5x + 6", solution: "…" };
const open: ModelPlan = { problem: "Why are leaves green?", finalAnswer: null, solution: null };

describe("model-mode turns", () => {
  it("finds a turn that gives the engine's answer away, and trims only the leaking sentences", () => {
    const reply = "Good thinking! So the result is x^2 + 5x + 6. What do you get from x times x?";
    expect(turnLeaks(reply, plan)).toBe(true);
    expect(trimTurn(reply, plan)).toBe("Good thinking! What do you get from x times x?");
    expect(turnLeaks("What do you get from x times x?", plan)).toBe(false);
    expect(trimTurn("It is x^2 + 5x + 6.", plan)).toBe(FALLBACK_QUESTION);
    // No known answer, nothing to guard.
    expect(turnLeaks("Chlorophyll reflects green light.", open)).toBe(false);
  });

  it("knows when the student's step states the answer, and not when it only shares a number", () => {
    expect(reachesAnswer("x^2+5x+6", plan.finalAnswer)).toBe(true);
    expect(reachesAnswer("x = 2 or x = 3", "x = 2, x = 3")).toBe(true);
    expect(reachesAnswer("3x + 5 = 20", "x = 5")).toBe(false);
    expect(reachesAnswer("x = 5", "x = 5")).toBe(true);
    expect(reachesAnswer("anything", null)).toBe(false);
  });

  it("gives the model the private solution only when the engine has one, and asks again strictly", () => {
    const withPlan = socraticMessages(plan, "Mathematics", 8, [], "open");
    expect(String(withPlan[0]?.content)).toContain("Private final answer: x^2 + 5x + 6");
    expect(String(socraticMessages(open, "Science", 7, [], "open")[0]?.content)).not.toContain("Private");
    const strict = socraticMessages(
      plan,
      "Mathematics",
      8,
      [{ role: "student", kind: "step", text: "x*x" }],
      "step",
      true,
    );
    expect(strict.map((m) => m.role)).toEqual(["system", "user", "system"]);
  });
});
