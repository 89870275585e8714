import { describe, expect, it } from "vitest";
import { latexToWords, speakableText, speechChunks } from "./speakable";

describe("speakableText", () => {
  it("reads powers, fractions and roots as words, not symbols", () => {
    expect(speakableText("So $x^2 + 3 = 7$.")).toBe("So x squared plus 3 equals 7.");
    expect(latexToWords("\\frac{1}{2} \\times \\sqrt{16}")).toBe("1 over 2 times the square root of 16");
    expect(latexToWords("a^{n} - b^3")).toBe("a to the power n minus b cubed");
    expect(speakableText("y = x^2")).toBe("y = x squared");
  });

  it("drops Markdown marks but keeps the words", () => {
    expect(speakableText("## Step 1\n- **Add** 2 to [both sides](http://x)")).toBe(
      "Step 1.\nAdd 2 to both sides",
    );
  });
});

describe("speechChunks", () => {
  it("cuts at sentence ends, Devanagari danda included, and never exceeds the limit", () => {
    expect(speechChunks("One. Two? तीन। Four")).toEqual(["One.", "Two?", "तीन।", "Four"]);
    const long = "word ".repeat(100).trim();
    const chunks = speechChunks(long, 50);
    expect(chunks.every((c) => c.length <= 50)).toBe(true);
    expect(chunks.join(" ")).toBe(long);
  });
});
