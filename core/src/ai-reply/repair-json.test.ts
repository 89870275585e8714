import { describe, expect, it } from "vitest";
import { findJsonStart, repairJson } from "./repair-json";

const R = String.raw;

function repair(text: string): unknown {
  const start = findJsonStart(text);
  const { json, complete } = repairJson(text, start);
  expect(complete).toBe(true);
  return JSON.parse(json);
}

describe("findJsonStart", () => {
  it("finds the value at the start, after a fence, or the reply object inside prose", () => {
    expect(findJsonStart('{"a": 1}')).toBe(0);
    expect(findJsonStart("[1]")).toBe(0);
    expect(findJsonStart('```json\n{"a": 1}\n```')).toBe(8);
    expect(findJsonStart('```\n\n  {"a": 1}')).toBe(7);
    expect(findJsonStart('The set {1} and then {"explanation": "x"}')).toBe(21);
    expect(findJsonStart("{ 'similarQuestions': []}")).toBe(0);
  });
  it("finds nothing in prose without a reply object", () => {
    expect(findJsonStart("The set {1, 2} has two elements.")).toBe(-1);
    expect(findJsonStart('"just a string"')).toBe(-1);
  });
});

describe("repairJson", () => {
  it("drops trailing commas", () => {
    expect(repair('{"a": [1, 2, ], "b": {"c": 1,},}')).toEqual({ a: [1, 2], b: { c: 1 } });
  });
  it("quotes bare keys and reads Python literals", () => {
    expect(repair("{a: True, b_2: None, c: False, d: 1e3}")).toEqual({
      a: true,
      b_2: null,
      c: false,
      d: 1000,
    });
  });
  it("re-encodes every string: LaTeX, raw newlines, single quotes", () => {
    expect(repair(`${R`{'e': 'It's \frac{1}{2}', "n": "a`}\nb"}`)).toEqual({
      e: R`It's \frac{1}{2}`,
      n: "a\nb",
    });
  });
  it("stops at the closing bracket, ignoring what follows", () => {
    const text = '{"a": "x"}\n```\nMore {prose}';
    expect(repairJson(text, 0)).toEqual({ json: '{"a": "x"}', complete: true });
  });
  it("reports a value cut off", () => {
    expect(repairJson('{"a": [1, 2', 0).complete).toBe(false);
    expect(repairJson('{"a": "text', 0).complete).toBe(false);
  });
});
