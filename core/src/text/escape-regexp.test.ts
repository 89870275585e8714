import { describe, expect, it } from "vitest";
import { escapeRegExp } from "./escape-regexp";

describe("escapeRegExp", () => {
  it("matches the text itself, every special character literally", () => {
    const text = "a.b*c+d?e^f$g{h}i(j)k|l[m]n\\o";
    const re = new RegExp(`^${escapeRegExp(text)}$`);
    expect(re.test(text)).toBe(true);
    expect(re.test("aXb*c+d?e^f$g{h}i(j)k|l[m]n\\o")).toBe(false);
  });
});
