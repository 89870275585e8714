import { describe, expect, it } from "vitest";
import { followText } from "./streamed-text";

describe("followText", () => {
  it("puts the answer together from a whole first text and appended pieces", () => {
    let have = "";
    for (const piece of [
      { offset: 0, text: "Subtract 5" },
      { offset: 10, text: " from both" },
      { offset: 20, text: " sides." },
    ]) {
      const next = followText(have, piece);
      expect(next.gap).toBe(false);
      have = next.text;
    }
    expect(have).toBe("Subtract 5 from both sides.");
  });

  it("replaces the text on a whole text (a late join, a resynchronisation, a retry)", () => {
    expect(followText("From the first attempt", { offset: 0, text: "Retry" })).toEqual({
      text: "Retry",
      gap: false,
    });
  });

  it("reports a gap or a repeated piece and keeps the text held, never appending at the wrong place", () => {
    expect(followText("Subtract 5", { offset: 20, text: " sides." })).toEqual({
      text: "Subtract 5",
      gap: true,
    });
    expect(followText("Subtract 5 from both", { offset: 10, text: " from both" })).toEqual({
      text: "Subtract 5 from both",
      gap: true,
    });
  });

  it("keeps the text when an event changes only the status", () => {
    expect(followText("Done text", null)).toEqual({ text: "Done text", gap: false });
  });
});
