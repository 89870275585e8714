import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { examAdjustedDue, finalReviewSlot, planExamReviews } from "./exam-plan";
import { type CardMemory, newCardMemory, type RatingValue, rateCard, retrievabilityAt } from "./fsrs";

const DAY = 86_400_000;
const T0 = new Date("2026-02-01T10:00:00Z");

/** A card with a random history: `ratings` spaced by `gaps` days before `now`. */
function studied(now: Date, history: { gapDays: number; rating: RatingValue }[]): CardMemory {
  const total = history.reduce((s, h) => s + h.gapDays, 0);
  let at = new Date(now.getTime() - total * DAY);
  let card = newCardMemory(at);
  for (const step of history) {
    card = rateCard(card, step.rating, at, { fuzz: false }).card;
    at = new Date(at.getTime() + step.gapDays * DAY);
  }
  return card;
}

const historyArb = fc.array(
  fc.record({
    gapDays: fc.double({ min: 0, max: 40, noNaN: true }),
    rating: fc.constantFrom<RatingValue>(1, 2, 3, 4),
  }),
  { minLength: 0, maxLength: 8 },
);

describe("the before-the-exam plan", () => {
  it("never lowers predicted recall on exam day (property, following the plan with Good)", () => {
    fc.assert(
      fc.property(
        historyArb,
        fc.double({ min: 0.01, max: 120, noNaN: true }),
        fc.double({ min: 0.7, max: 0.99, noNaN: true }),
        (history, examInDays, retention) => {
          const card = studied(T0, history);
          const examAt = new Date(T0.getTime() + examInDays * DAY);
          const plan = planExamReviews(card, T0, examAt, { desiredRetention: retention });
          expect(plan.recallWith).toBeGreaterThanOrEqual(plan.recallWithout);
          // Each planned review happens now or later, in order, and none after the final slot.
          const slot = finalReviewSlot(T0, examAt);
          let previous = T0.getTime();
          for (const at of plan.reviews) {
            expect(at.getTime()).toBeGreaterThanOrEqual(previous);
            expect(at.getTime()).toBeLessThanOrEqual(slot.getTime());
            previous = at.getTime();
          }
          expect(plan.reviews.at(-1)?.getTime()).toBe(slot.getTime());
        },
      ),
      { numRuns: 300 },
    );
  });

  it("lifts a forgotten card to high recall with the last review the day before the exam", () => {
    const card = studied(T0, [
      { gapDays: 3, rating: 3 },
      { gapDays: 2, rating: 3 },
    ]);
    const examAt = new Date(T0.getTime() + 60 * DAY);
    const plan = planExamReviews(card, T0, examAt, { desiredRetention: 0.9 });
    expect(plan.recallWithout).toBeLessThan(0.8);
    expect(plan.recallWith).toBeGreaterThan(0.95);
    expect(plan.reviews.at(-1)).toEqual(new Date(examAt.getTime() - DAY));
    expect(plan.reviews.length).toBeGreaterThanOrEqual(2);
  });

  it("beats simply following FSRS's own intervals without an exam in mind", () => {
    const card = studied(T0, [{ gapDays: 4, rating: 3 }]);
    const examAt = new Date(T0.getTime() + 21 * DAY);
    const plan = planExamReviews(card, T0, examAt, { desiredRetention: 0.9 });
    // Plain FSRS: review whenever due, stop at the exam.
    let plain = card;
    let at = new Date(Math.max(T0.getTime(), card.due.getTime()));
    while (at < examAt) {
      plain = rateCard(plain, 3, at, { fuzz: false }).card;
      at = plain.due;
    }
    expect(plan.recallWith).toBeGreaterThan(retrievabilityAt(plain, examAt));
  });

  it("plans nothing once the exam has started", () => {
    const card = studied(T0, [{ gapDays: 2, rating: 3 }]);
    const plan = planExamReviews(card, T0, new Date(T0.getTime() - DAY), { desiredRetention: 0.9 });
    expect(plan.reviews).toEqual([]);
    expect(plan.recallWith).toBe(plan.recallWithout);
  });

  it("in exam mode pulls an at-risk card's due date in to the final slot, and only then", () => {
    const examAt = new Date(T0.getTime() + 10 * DAY);
    const slot = new Date(examAt.getTime() - DAY);
    const weak = { ...studied(T0, [{ gapDays: 0, rating: 3 }]), due: new Date(T0.getTime() + 40 * DAY) };
    expect(examAdjustedDue(weak, T0, examAt, 0.9)).toEqual(slot);
    const dueSoon = { ...weak, due: new Date(T0.getTime() + 2 * DAY) };
    expect(examAdjustedDue(dueSoon, T0, examAt, 0.9)).toEqual(dueSoon.due);
    // Reviewed in the final slot: that was the last review, no loop.
    expect(examAdjustedDue(weak, new Date(slot.getTime() + 60_000), examAt, 0.9)).toEqual(weak.due);
  });
});
