import { describe, expect, it } from "vitest";
import { applyPiece, pieceBetween } from "./text-piece";

describe("pieceBetween", () => {
  it("sends only the new end of a text that extends the last one", () => {
    expect(pieceBetween("The sum is", "The sum is 12.")).toEqual({ offset: 10, text: " 12." });
  });

  it("replaces a text that changed its mind, and sends nothing for no change", () => {
    expect(pieceBetween("Let x", '{"explanation": ')).toEqual({ offset: 0, text: '{"explanation": ' });
    expect(pieceBetween("same", "same")).toBeNull();
    expect(pieceBetween("", "first")).toEqual({ offset: 0, text: "first" });
  });
});

describe("applyPiece", () => {
  it("appends a piece at the end and replaces on offset 0", () => {
    expect(applyPiece("The sum", { offset: 7, text: " is 12" })).toBe("The sum is 12");
    expect(applyPiece("an older attempt", { offset: 0, text: "Retry" })).toBe("Retry");
  });

  it("refuses a piece after a gap or a stale one, never gluing text at the wrong place", () => {
    expect(applyPiece("abc", { offset: 5, text: "fg" })).toBeNull();
    expect(applyPiece("abcdef", { offset: 3, text: "def" })).toBeNull();
  });

  it("rebuilds exactly the final text from the pieces between its stages", () => {
    const stages = [
      "",
      "Step 1",
      "Step 1: add",
      "Prose became JSON",
      "Prose became JSON, then grew",
      "Prose became JSON, then grew.",
    ];
    let have = "";
    for (let i = 1; i < stages.length; i++) {
      const piece = pieceBetween(stages[i - 1] ?? "", stages[i] ?? "");
      if (piece) have = applyPiece(have, piece) ?? "GAP";
    }
    expect(have).toBe(stages.at(-1));
  });
});
