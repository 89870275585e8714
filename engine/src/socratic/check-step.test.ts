import { describe, expect, it } from "vitest";
import { checkStep, type Expected } from "./check-step";

const step1: Expected = { kind: "equation", lhs: "3x", rhs: "15", variable: "x" };
const sub5 = { op: "subtract" as const, by: 5, before: 20 };

describe("checkStep", () => {
  it("accepts algebraically equal forms of the expected equation", () => {
    const twoX: Expected = { kind: "equation", lhs: "2x", rhs: "12", variable: "x" };
    for (const form of ["2x = 12", "x*2 = 12", "12 = 2x", "2 x=12", "2·x = 12"]) {
      expect(checkStep(form, twoX, 6)).toEqual({ ok: true, reachedAnswer: false });
    }
  });

  it("accepts any correct transformation of a linear equation, and sees when x is isolated", () => {
    expect(checkStep("3x + 5 - 5 = 20 - 5", step1, 5)).toEqual({ ok: true, reachedAnswer: false });
    expect(checkStep("6x = 30", step1, 5)).toEqual({ ok: true, reachedAnswer: false });
    expect(checkStep("x = 5", step1, 5)).toEqual({ ok: true, reachedAnswer: true });
    expect(checkStep("5 = x", step1, 5)).toEqual({ ok: true, reachedAnswer: true });
  });

  it("names a wrong operation (added instead of subtracted)", () => {
    expect(checkStep("3x = 25", step1, 5, sub5)).toMatchObject({
      ok: false,
      mistake: "wrong-operation",
      used: "add",
    });
    const div: Expected = { kind: "equation", lhs: "x", rhs: "5", variable: "x" };
    expect(checkStep("x = 45", div, 5, { op: "divide", by: 3, before: 15 })).toMatchObject({
      mistake: "wrong-operation",
      used: "multiply",
    });
  });

  it("names a sign error and an arithmetic slip", () => {
    expect(checkStep("3x = -15", step1, 5, sub5)).toMatchObject({ ok: false, mistake: "sign-error" });
    expect(checkStep("3x = 16", step1, 5, sub5)).toMatchObject({ ok: false, mistake: "arithmetic-slip" });
  });

  it("checks values and calculations", () => {
    const v: Expected = { kind: "value", value: 180, expr: "12 * 15" };
    expect(checkStep("180", v, 187)).toEqual({ ok: true, reachedAnswer: false });
    expect(checkStep("12 × 15 = 180", v, 187)).toEqual({ ok: true, reachedAnswer: false });
    expect(checkStep("12*15 = 190 = 180", v, 187)).toMatchObject({ ok: false });
    expect(checkStep("-180", v, 187)).toMatchObject({ ok: false, mistake: "sign-error" });
    expect(checkStep("181", v, 187)).toMatchObject({ ok: false, mistake: "arithmetic-slip" });
  });

  it("reaches the answer only when the student writes its value, not an expression equal to it", () => {
    // Every BODMAS step of "48 + 7 × 2" has the value 62; "48 + 14" is right but not yet the answer.
    const step: Expected = { kind: "value", value: 62, expr: "48 + 14" };
    expect(checkStep("48 + 14", step, 62)).toEqual({ ok: true, reachedAnswer: false });
    expect(checkStep("48 + 14 = 62", step, 62)).toEqual({ ok: true, reachedAnswer: true });
    expect(checkStep("62", step, 62)).toEqual({ ok: true, reachedAnswer: true });
  });

  it("says when a step cannot be read", () => {
    expect(checkStep("three x is fifteen", step1, 5)).toMatchObject({ ok: false, mistake: "unreadable" });
    expect(checkStep("x^2 = 25", step1, 5)).toMatchObject({ ok: false, mistake: "unreadable" });
  });
});
