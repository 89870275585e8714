import { describe, expect, it } from "vitest";
import { extractJsonFields, extractProseSections } from "./extract-by-pattern";

describe("extractJsonFields", () => {
  it("finds the fields in JSON that will not parse", () => {
    expect(
      extractJsonFields('{"explanation": "x = 2" "similarQuestions": ["Q1", "Q2"] "finalAnswer": "2"'),
    ).toEqual({ explanation: "x = 2", similarQuestions: ["Q1", "Q2"], finalAnswer: "2" });
  });
  it("accepts other spellings of the keys", () => {
    expect(extractJsonFields("{Explanation: 'x = 2', similar_questions: ['Q1'")).toEqual({
      explanation: "x = 2",
      similarQuestions: ["Q1"],
    });
  });
  it("keeps a cut-off explanation up to its last certain character", () => {
    expect(extractJsonFields(String.raw`{"explanation": "so \th`)).toEqual({
      explanation: "so",
      similarQuestions: [],
    });
  });
  it("finds nothing without an explanation", () => {
    expect(extractJsonFields('{"similarQuestions": ["Q1"]}')).toBeNull();
    expect(extractJsonFields('{"explanation": "  "}')).toBeNull();
  });
});

describe("extractProseSections", () => {
  it("splits at a Similar Questions heading", () => {
    const text =
      "## Explanation\nAdd them: 5.\n\n### Similar questions\n1. Add 2 and 4.\n2. Add 1 and 1.\nThat's all.";
    expect(extractProseSections(text)).toEqual({
      explanation: "Add them: 5.",
      similarQuestions: ["Add 2 and 4.", "Add 1 and 1."],
    });
  });
  it("accepts a reply that only has an Explanation label", () => {
    expect(extractProseSections("Explanation: 2 + 3 = 5.")).toEqual({
      explanation: "2 + 3 = 5.",
      similarQuestions: [],
    });
  });
  it("leaves ordinary prose alone", () => {
    expect(extractProseSections("Explanation of the steps follows. 2 + 3 = 5.")).toBeNull();
    expect(extractProseSections("2 + 3 = 5.")).toBeNull();
    expect(extractProseSections("Similar Questions:\n1. Add 2 and 4.")).toBeNull();
  });
});
