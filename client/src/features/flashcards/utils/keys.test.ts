import { describe, expect, it } from "vitest";
import { reviewKeyAction } from "./keys";

const key = (k: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...mods,
});

describe("review keys", () => {
  it("Space flips the card; once flipped 1–4 rate it and Space means Good", () => {
    expect(reviewKeyAction(key(" "), false, null)).toEqual({ kind: "flip" });
    expect(reviewKeyAction(key("3"), false, null)).toBeNull();
    expect(reviewKeyAction(key("1"), true, null)).toEqual({ kind: "rate", rating: 1 });
    expect(reviewKeyAction(key("4"), true, null)).toEqual({ kind: "rate", rating: 4 });
    expect(reviewKeyAction(key(" "), true, null)).toEqual({ kind: "rate", rating: 3 });
    expect(reviewKeyAction(key("5"), true, null)).toBeNull();
  });

  it("Z or Ctrl+Z undoes; other shortcuts and typing in a field are left alone", () => {
    expect(reviewKeyAction(key("z"), true, null)).toEqual({ kind: "undo" });
    expect(reviewKeyAction(key("z", { ctrlKey: true }), false, null)).toEqual({ kind: "undo" });
    expect(reviewKeyAction(key("1", { ctrlKey: true }), true, null)).toBeNull();
    const input = document.createElement("textarea");
    expect(reviewKeyAction(key("1"), true, input)).toBeNull();
    expect(reviewKeyAction(key(" "), false, input)).toBeNull();
  });
});
