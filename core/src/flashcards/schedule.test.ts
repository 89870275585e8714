import { describe, expect, it } from "vitest";
import { memoryOf, newCardMemory, rateCard } from "./fsrs";
import { ratingPreviews, scheduleRating } from "./schedule";

const NOW = new Date("2026-11-28T10:00:00Z");
const PLAIN = { desiredRetention: 0.9, examMode: false, examDate: null };

describe("scheduleRating (the server's step and the device's offline step)", () => {
  it("is FSRS's rating outside exam mode", () => {
    const card = newCardMemory(NOW);
    expect(scheduleRating(card, 4, PLAIN, NOW)).toEqual(rateCard(card, 4, NOW, { desiredRetention: 0.9 }));
  });

  it("pulls the due time in before an exam, as the rating buttons say", () => {
    const card = newCardMemory(NOW);
    const exam = { desiredRetention: 0.9, examMode: true, examDate: "2026-12-03" };
    const plain = scheduleRating(card, 4, PLAIN, NOW, -330).card.due;
    const before = scheduleRating(card, 4, exam, NOW, -330).card.due;
    expect(before.getTime()).toBeLessThan(plain.getTime());
    expect(before.getTime()).toBeLessThanOrEqual(Date.parse("2026-12-03T03:30:00Z"));
    const easy = ratingPreviews(card, exam, NOW, -330)[3];
    expect(easy?.due).toEqual(before);
  });
});

describe("a stored card's memory", () => {
  it("reads the same from a server row (Dates) and the phone's copy (ISO text)", () => {
    const row = {
      due: new Date("2026-11-28T05:00:00.000Z"),
      stability: 3.2,
      difficulty: 5.1,
      elapsedDays: 2,
      scheduledDays: 3,
      learningSteps: 0,
      reps: 4,
      lapses: 1,
      state: "Review",
      lastReview: new Date("2026-11-25T05:00:00.000Z"),
    };
    const phone = { ...row, due: row.due.toISOString(), lastReview: row.lastReview.toISOString() };
    expect(memoryOf(phone)).toEqual(memoryOf(row));
    expect(memoryOf(row).due).toEqual(row.due);
    expect(memoryOf(row).due).not.toBe(row.due); // a copy: scheduling never changes the row's own Date
    expect(memoryOf({ ...phone, lastReview: null }).lastReview).toBeNull();
  });
});
