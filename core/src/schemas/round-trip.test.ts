import { describe, expect, it } from "vitest";
import { RoundTripInputSchema, roundTripResult } from "./round-trip";

describe("round-trip input", () => {
  it("trims and accepts ordinary text", () => {
    expect(RoundTripInputSchema.parse({ text: "  namaste  " })).toEqual({ text: "namaste", delayMs: 0 });
  });
  it("rejects blank text with a readable message", () => {
    const r = RoundTripInputSchema.safeParse({ text: "   " });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe("Type some text to send through the pipeline.");
  });
  it("rejects over-long text", () => {
    expect(RoundTripInputSchema.safeParse({ text: "a".repeat(501) }).success).toBe(false);
  });
  it("reverses the text and counts words, Devanagari included", () => {
    expect(roundTripResult("hello world")).toBe("dlrow olleh (2 words)");
    expect(roundTripResult("नमस्ते")).toContain("(1 word)");
  });
});
