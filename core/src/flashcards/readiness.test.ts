import { describe, expect, it } from "vitest";
import { daysUntilExam, examMoment, localDayKey, startOfLocalDay } from "./days";
import { newCardMemory, rateCard } from "./fsrs";
import { deckReadiness, examNewCardLimit } from "./readiness";
import { reviewsPerDay, studyStreak, trueRetention } from "./stats";

const DAY = 86_400_000;
const NOW = new Date("2026-03-01T06:00:00Z"); // 11:30 in India

describe("exam readiness", () => {
  const strong = {
    id: "strong",
    ...rateCard(newCardMemory(NOW), 4, new Date(NOW.getTime() - DAY), { fuzz: false }).card,
  };
  const fresh = { id: "fresh", ...newCardMemory(NOW) };

  it("predicts recall at the exam per card and for the deck, and flags cards at risk", () => {
    const report = deckReadiness([strong, fresh], {
      now: NOW,
      examDate: "2026-03-04",
      desiredRetention: 0.9,
    });
    expect(report.daysLeft).toBe(3);
    expect(report.examAt.toISOString()).toBe("2026-03-04T03:30:00.000Z");
    const byId = new Map(report.cards.map((c) => [c.id, c]));
    expect(byId.get("strong")?.atRisk).toBe(false);
    expect(byId.get("strong")?.recall).toBeGreaterThan(0.9);
    expect(byId.get("fresh")).toMatchObject({ recall: 0, atRisk: true });
    expect(byId.get("fresh")?.plannedRecall).toBeGreaterThan(0.9);
    expect(report.averageRecall).toBeCloseTo(((byId.get("strong")?.recall ?? 0) + 0) / 2, 6);
    expect(report.plannedAverageRecall).toBeGreaterThan(report.averageRecall);
    expect(report.atRiskCount).toBe(1);
    expect(report.newCount).toBe(1);
    // Above the risk bar but below the exam-day target (95 %): only the last review, the day before.
    expect(report.target).toBe(0.95);
    expect(byId.get("strong")?.recall).toBeLessThan(0.95);
    expect(byId.get("strong")?.plannedReviews).toEqual([new Date("2026-03-03T03:30:00.000Z")]);
    expect(byId.get("strong")?.plannedRecall).toBeGreaterThan(byId.get("strong")?.recall ?? 1);
    expect(report.reviewsNeeded).toBe((byId.get("fresh")?.plannedReviews.length ?? 0) + 1);
    expect(report.reviewsPerDay).toBe(Math.ceil(report.reviewsNeeded / 3));
    expect(report.schedule.reduce((s, d) => s + d.reviews, 0)).toBe(report.reviewsNeeded);
  });

  it("raises the new-card limit in exam mode so every card is seen in time", () => {
    expect(examNewCardLimit(20, 100, 2)).toBe(50);
    expect(examNewCardLimit(20, 10, 5)).toBe(20);
    expect(examNewCardLimit(20, 10, 0)).toBe(20);
  });
});

describe("local days", () => {
  it("uses the student's calendar day, not UTC's", () => {
    const lateNightIndia = new Date("2026-03-01T19:00:00Z"); // 00:30 on 2 March in India
    expect(localDayKey(lateNightIndia, -330)).toBe("2026-03-02");
    expect(localDayKey(lateNightIndia, 0)).toBe("2026-03-01");
    expect(startOfLocalDay(lateNightIndia, -330).toISOString()).toBe("2026-03-01T18:30:00.000Z");
    expect(examMoment("2026-03-10", 0).toISOString()).toBe("2026-03-10T09:00:00.000Z");
    expect(daysUntilExam("2026-03-02", lateNightIndia, -330)).toBe(0);
    expect(daysUntilExam("2026-02-28", NOW, -330)).toBe(-1);
  });
});

describe("stats", () => {
  it("counts a streak up to today, or yesterday while today is still open", () => {
    expect(studyStreak(["2026-03-01", "2026-02-28", "2026-02-26"], "2026-03-01")).toBe(2);
    expect(studyStreak(["2026-02-28", "2026-02-27"], "2026-03-01")).toBe(2);
    expect(studyStreak(["2026-02-27"], "2026-03-01")).toBe(0);
  });

  it("measures true retention on graduated cards only", () => {
    expect(trueRetention([])).toBeNull();
    const reviews = [
      { state: "REVIEW", rating: 3 },
      { state: "REVIEW", rating: 1 },
      { state: "REVIEW", rating: 2 },
      { state: "LEARNING", rating: 1 },
    ];
    expect(trueRetention(reviews)).toBeCloseTo(2 / 3);
  });

  it("fills days without reviews with zero", () => {
    expect(reviewsPerDay(new Map([["2026-03-01", 4]]), "2026-03-01", 3)).toEqual([
      { day: "2026-02-27", reviews: 0 },
      { day: "2026-02-28", reviews: 0 },
      { day: "2026-03-01", reviews: 4 },
    ]);
  });
});
