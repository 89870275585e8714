import { describe, expect, it } from "vitest";
import { previewText, withPowers } from "./conversation";

describe("previewText", () => {
  it("keeps formulas whole and inline, and never cuts inside one", () => {
    expect(previewText("## Answer\n\n**x** is $$\\frac{15}{3}$$", 100)).toBe("Answer x is $\\frac{15}{3}$");
    const text = "Divide both sides: $x = \\frac{15}{3} = 5$ and so on";
    expect(previewText(text, 30)).toBe("Divide both sides:…");
    expect(previewText(text, 45)).toBe("Divide both sides: $x = \\frac{15}{3} = 5$ and…");
  });
});

describe("withPowers", () => {
  it("writes powers as superscripts", () => {
    expect(withPowers("615.75 cm^3")).toBe("615.75 cm³");
    expect(withPowers("x^{-2} + y^2")).toBe("x⁻² + y²");
  });
});
