import { type Card, Rating } from "ts-fsrs";
import { addDays } from "./days";
import { type CardMemory, createScheduler, fromFsrsCard, retrievabilityAt, toFsrsCard } from "./fsrs";

/** The most reviews planned for one card, however far away the exam is. */
export const MAX_PLANNED_REVIEWS = 30;

/** One card's "before the exam" plan. */
export interface ExamPlan {
  /** When to review, in order; empty when the exam has started or the card is not at risk. */
  reviews: Date[];
  /** Predicted recall at the exam with no more reviews. */
  recallWithout: number;
  /** Predicted recall at the exam after following the plan, recalling the card each time (Good). */
  recallWith: number;
}

/**
 * The last moment for the final review: one day before the exam starts, so the card is fresh but
 * the student is not cramming on exam morning. With less than a day left it is now.
 */
export function finalReviewSlot(now: Date, examAt: Date): Date {
  const dayBefore = addDays(examAt, -1);
  return dayBefore > now ? dayBefore : now;
}

/**
 * Plans the reviews of one card before an exam so that its retrievability when the exam starts is
 * as high as the remaining days allow.
 *
 * Approach. In FSRS, recall at the exam depends only on the last review before it:
 * R = (1 + F·t / (9·S))^−D, with t the time from that review to the exam and S the stability the
 * review left. R falls as t grows and rises with S. A successful review (Hard, Good or Easy) never
 * lowers S, and it raises S the most when it comes about when FSRS would schedule it (the spacing
 * effect). So the plan
 *  1. reviews the card whenever FSRS says it is due at the deck's desired retention, starting now
 *     if it is overdue, each review simulated with ts-fsrs itself as Good — this builds stability
 *     as efficiently as the model knows how;
 *  2. pulls any due date that would fall after the final slot (one day before the exam, see
 *     `finalReviewSlot`) back to the final slot, and ends there. That makes t as short as the
 *     calendar allows and is what lifts exam-day recall the most.
 * Following the plan and recalling the card each time can only help: the final review is no earlier
 * than the last real review (shorter t) and leaves S at least as high, so
 * recallWith ≥ recallWithout (a property test checks this). `examAdjustedDue` applies the same
 * rule one review at a time to the real schedule, so the live schedule and this plan agree.
 */
export function planExamReviews(
  card: CardMemory,
  now: Date,
  examAt: Date,
  options: { desiredRetention: number; maxReviews?: number },
): ExamPlan {
  const scheduler = createScheduler({ desiredRetention: options.desiredRetention, fuzz: false });
  const recallWithout = retrievabilityAt(card, examAt, scheduler);
  if (examAt <= now) return { reviews: [], recallWithout, recallWith: recallWithout };
  const maxReviews = options.maxReviews ?? MAX_PLANNED_REVIEWS;
  const finalSlot = finalReviewSlot(now, examAt);
  const reviews: Date[] = [];
  let current: Card = toFsrsCard(card);
  let at = earliest(latest(now, card.due), finalSlot);
  while (reviews.length < maxReviews) {
    reviews.push(at);
    current = scheduler.next(current, at, Rating.Good).card;
    if (at >= finalSlot) break;
    // Out of budget: skip straight to the review that matters most.
    at = reviews.length === maxReviews - 1 ? finalSlot : earliest(latest(current.due, at), finalSlot);
  }
  const recallWith = retrievabilityAt(fromFsrsCard(current), examAt, scheduler);
  return { reviews, recallWithout, recallWith };
}

/**
 * "Before the exam" mode, one review at a time: after a review at `reviewedAt`, a card whose
 * next due date falls after the final slot but whose predicted recall on exam day is below
 * `target` (see core's examTarget) is due in the final slot instead. (FSRS alone would let recall
 * sink to the desired retention by exam day; this adds the last review that lifts it.) A card
 * reviewed in the final slot already had its last review.
 */
export function examAdjustedDue(card: CardMemory, reviewedAt: Date, examAt: Date, target: number): Date {
  const finalSlot = finalReviewSlot(reviewedAt, examAt);
  if (examAt <= reviewedAt || reviewedAt >= finalSlot || card.due <= finalSlot) return card.due;
  if (retrievabilityAt(card, examAt) >= target) return card.due;
  return finalSlot;
}

function earliest(a: Date, b: Date): Date {
  return a < b ? a : b;
}

function latest(a: Date, b: Date): Date {
  return a > b ? a : b;
}
