import { describe, expect, it } from "vitest";
import { labelEvery, niceTicks, shortLabel } from "./scale";

describe("chart axes", () => {
  it("ticks in whole steps of 1, 2 or 5 × 10ⁿ from 0 to at least the largest value", () => {
    expect(niceTicks(0)).toEqual([0, 1]);
    expect(niceTicks(3)).toEqual([0, 1, 2, 3]);
    expect(niceTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(niceTicks(95)).toEqual([0, 50, 100]);
    expect(niceTicks(120)).toEqual([0, 50, 100, 150]);
    for (const max of [1, 9, 13, 48, 333, 2500]) {
      const ticks = niceTicks(max);
      expect(ticks.at(-1)).toBeGreaterThanOrEqual(max);
      expect(ticks.every((t) => Number.isInteger(t))).toBe(true);
    }
  });

  it("writes every k-th label so labels do not overlap on a narrow screen", () => {
    expect(labelEvery(7, 600)).toBe(1);
    expect(labelEvery(30, 300)).toBe(5);
    expect(labelEvery(0, 300)).toBe(1);
  });

  it("cuts long names with an ellipsis, counting Hindi letters whole", () => {
    expect(shortLabel("Asha")).toBe("Asha");
    expect(shortLabel("Chandrashekhar Iyer")).toBe("Chandrash…");
    expect([...shortLabel("रामचन्द्र प्रसाद शर्मा")].length).toBe(10);
  });
});
