import { describe, expect, it } from "vitest";
import { cleanText } from "./clean-text";

describe("cleanText", () => {
  it("removes zero-width, bidi and control characters", () => {
    expect(cleanText("Ms Teacher\u200B\u202E rehcaet")).toBe("Ms Teacher rehcaet");
    expect(cleanText("a\u2066b\u2069c\u200Ed\u200Fe\u061Cf\uFEFFg\u0007h\u009Bi")).toBe("abcdefghi");
  });

  it("keeps tabs, new lines, Indic joiners inside words and emoji sequences", () => {
    expect(cleanText("line one\n\tline two\r\n")).toBe("line one\n\tline two\r\n");
    // Devanagari with a zero-width joiner (half-form) and Gujarati with a non-joiner.
    expect(cleanText("क्\u200Dष")).toBe("क्\u200Dष");
    expect(cleanText("ક્\u200Cષ")).toBe("ક્\u200Cષ");
    expect(cleanText("👩\u200D💻")).toBe("👩\u200D💻");
  });

  it("removes joiners that join nothing", () => {
    expect(cleanText("\u200DRavi\u200C")).toBe("Ravi");
    expect(cleanText("a \u200D b")).toBe("a  b");
  });
});
