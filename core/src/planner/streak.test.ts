import { describe, expect, it } from "vitest";
import { addDays } from "./plan";
import { computeStreak } from "./streak";

// 2026-11-02 is a Monday.
const MON = "2026-11-02";
const studied = (...offsets: number[]) => offsets.map((o) => ({ date: addDays(MON, o), minutes: 30 }));

describe("streaks", () => {
  it("counts consecutive days at or above the daily minutes; today not yet studied keeps it", () => {
    const s = computeStreak(
      [...studied(0, 1, 2), { date: addDays(MON, 3), minutes: 5 }],
      addDays(MON, 2),
      20,
      5,
    );
    expect(s.current).toBe(3);
    expect(computeStreak(studied(0, 1), addDays(MON, 2), 20, 5).current).toBe(2);
  });
  it("a missed day without a freeze starts again", () => {
    expect(computeStreak(studied(0, 1, 3), addDays(MON, 3), 20, 5)).toMatchObject({ current: 1, best: 2 });
  });
  it("meeting the weekly goal earns a freeze that covers a later missed day", () => {
    const s = computeStreak(studied(0, 1, 2, 4, 5, 6, 7), addDays(MON, 7), 20, 3);
    expect(s.frozen).toEqual([addDays(MON, 3)]);
    expect(s.current).toBe(7);
  });
});
