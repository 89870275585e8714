import { describe, expect, it } from "vitest";
import { quoteCloses, readEscape, readString } from "./json-string";

const R = String.raw;

/** Decodes the body of a complete double-quoted literal. */
function decode(body: string): string {
  return readString(`"${body}"`, 0, true).value;
}

describe("readEscape", () => {
  it.each([
    [R`\frac{1}{2}`, R`\frac{1}{2}`],
    [R`\theta`, R`\theta`],
    [R`\times 3`, R`\times 3`],
    [R`x \neq 0`, R`x \neq 0`],
    [R`\ne 0`, R`\ne 0`],
    [R`\beta`, R`\beta`],
    [R`\nabla f`, R`\nabla f`],
    [R`\text{cm}`, R`\text{cm}`],
    [R`\right)`, R`\right)`],
    [R`\underline{x}`, R`\underline{x}`],
    [R`\sqrt{2}`, R`\sqrt{2}`],
    [R`\pi r^2`, R`\pi r^2`],
    [R`\cdot`, R`\cdot`],
    [R`\left(`, R`\left(`],
    [R`\(x\)`, R`\(x\)`],
    [R`\[x\]`, R`\[x\]`],
    [R`\{1, 2\}`, R`\{1, 2\}`],
    [R`a\,b\;c\!d`, R`a\,b\;c\!d`],
    [R`\$5`, R`\$5`],
  ])("keeps LaTeX %s as written", (body, expected) => {
    expect(decode(body)).toBe(expected);
  });
  it.each([
    [R`a\nb`, "a\nb"],
    [R`a\n\nb`, "a\n\nb"],
    [R`line\nThe end`, "line\nThe end"],
    [R`x\n2`, "x\n2"],
    [R`a\tb`, "a\tb"],
    [R`a\r\nb`, "a\r\nb"],
    [R`\"q\"`, '"q"'],
    [R`a\\b`, R`a\b`],
    [R`\\frac`, R`\frac`],
    [R`a\/b`, "a/b"],
    [R`it\'s`, "it's"],
    [R`\u0939\u0932`, "हल"],
    [R`\uD83D\uDE00`, "😀"],
    [R`\u12`, R`\u12`],
  ])("decodes the JSON escape in %s", (body, expected) => {
    expect(decode(body)).toBe(expected);
  });
  it("asks for more input only where the next characters matter", () => {
    expect(readEscape("\\", 0, false)).toBeNull();
    expect(readEscape("\\", 0, true)).toEqual({ text: "\\", length: 1 });
    expect(readEscape(R`\th`, 0, false)).toBeNull();
    expect(readEscape(R`\nX`, 0, false)).toEqual({ text: "\n", length: 2 });
    expect(readEscape(R`\sq`, 0, false)).toEqual({ text: "\\", length: 1 });
    expect(readEscape(R`\u09`, 0, false)).toBeNull();
    expect(readEscape(R`\u09`, 0, true)).toEqual({ text: "\\", length: 1 });
  });
});

describe("quoteCloses", () => {
  it.each([
    ['": 1', 1, true],
    ['" "similarQuestions": [', 1, true],
    ['", "b"', 1, true],
    ['",\n  similarQuestions: [', 1, true],
    ['", 7]', 1, true],
    ['", null]', 1, true],
    ['"}', 1, true],
    ['"]', 1, true],
    ['"\n"key"', 1, true],
    ['" means add', 1, false],
    ['", then left', 1, false],
    ['" "b"', 1, false],
  ] as const)("after %j: %s", (source, after, expected) => {
    expect(quoteCloses(source, after, true)).toBe(expected);
  });
  it("is undecided while streaming until the next non-space character arrives", () => {
    expect(quoteCloses('"  ', 1, false)).toBe("undecided");
    expect(quoteCloses('", ', 1, false)).toBe("undecided");
    expect(quoteCloses('", simil', 1, false)).toBe("undecided");
    expect(quoteCloses('" "simil', 1, false)).toBe("undecided");
    expect(quoteCloses('" "simil ', 1, false)).toBe(false);
    expect(quoteCloses('"  ', 1, true)).toBe(true);
  });
});

describe("readString", () => {
  it("reads to the closing quote and says where it ended", () => {
    expect(readString('"a "b" c", "d"', 0, true)).toEqual({ value: 'a "b" c', end: 9, closed: true });
  });
  it("reads single-quoted strings with apostrophes", () => {
    expect(readString("'it's here', 'x'", 0, true)).toEqual({ value: "it's here", end: 11, closed: true });
  });
  it("keeps raw newlines", () => {
    expect(readString('"a\nb"}', 0, true).value).toBe("a\nb");
  });
  it("reports a string cut off", () => {
    expect(readString('"abc', 0, true)).toEqual({ value: "abc", end: 4, closed: false });
  });
});
