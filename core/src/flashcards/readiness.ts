import { examTarget } from "./constants";
import { daysUntilExam, examMoment, localDayKey } from "./days";
import { planExamReviews } from "./exam-plan";
import type { CardMemory } from "./fsrs";

/** One card's outlook for the exam. */
export interface CardReadiness {
  id: string;
  /** Predicted recall when the exam starts, with no more reviews (0 for a card never studied). */
  recall: number;
  /** Predicted recall after following the "before the exam" plan. */
  plannedRecall: number;
  /** Below the deck's desired retention on exam day. */
  atRisk: boolean;
  /** The plan's review times (empty when already above the exam-day target). */
  plannedReviews: Date[];
}

/** A deck's outlook for its exam. */
export interface DeckReadiness {
  examAt: Date;
  /** Local calendar days from today to the exam day. */
  daysLeft: number;
  /** The bar a card must clear on exam day: the deck's desired retention. */
  threshold: number;
  /** Mean predicted recall over the deck's cards on exam day, with no more reviews. */
  averageRecall: number;
  /** The same after following the plan. */
  plannedAverageRecall: number;
  atRiskCount: number;
  /** Cards never studied (all at risk). */
  newCount: number;
  /** The recall the plan aims for on exam day (examTarget). */
  target: number;
  /** Reviews the plan needs in total, and per day until the day before the exam. */
  reviewsNeeded: number;
  reviewsPerDay: number;
  /** Planned reviews per local day, in order. */
  schedule: { day: string; reviews: number }[];
  cards: CardReadiness[];
}

/**
 * Exam readiness of a deck: each card's FSRS retrievability when the exam starts, the deck mean,
 * the cards at risk (below `desiredRetention`), and what the "before the exam" plan asks for.
 */
export function deckReadiness(
  cards: (CardMemory & { id: string })[],
  options: { now: Date; examDate: Date | string; desiredRetention: number; tzOffsetMinutes?: number },
): DeckReadiness {
  const { now, desiredRetention, tzOffsetMinutes } = options;
  const target = examTarget(desiredRetention);
  const examAt = examMoment(options.examDate, tzOffsetMinutes);
  const daysLeft = daysUntilExam(options.examDate, now, tzOffsetMinutes);
  const perDay = new Map<string, number>();
  const outlook = cards.map((card): CardReadiness => {
    const plan = planExamReviews(card, now, examAt, { desiredRetention });
    const atRisk = plan.recallWithout < desiredRetention;
    // The plan covers every card below the exam-day target, at risk or not yet.
    if (plan.recallWithout >= target) {
      return {
        id: card.id,
        recall: plan.recallWithout,
        plannedRecall: plan.recallWithout,
        atRisk,
        plannedReviews: [],
      };
    }
    for (const at of plan.reviews) {
      const day = localDayKey(at, tzOffsetMinutes);
      perDay.set(day, (perDay.get(day) ?? 0) + 1);
    }
    return {
      id: card.id,
      recall: plan.recallWithout,
      plannedRecall: plan.recallWith,
      atRisk,
      plannedReviews: plan.reviews,
    };
  });
  const reviewsNeeded = outlook.reduce((sum, c) => sum + c.plannedReviews.length, 0);
  const mean = (values: number[]) =>
    values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;
  return {
    examAt,
    daysLeft,
    threshold: desiredRetention,
    target,
    averageRecall: mean(outlook.map((c) => c.recall)),
    plannedAverageRecall: mean(outlook.map((c) => c.plannedRecall)),
    atRiskCount: outlook.filter((c) => c.atRisk).length,
    newCount: cards.filter((c) => c.state === "NEW").length,
    reviewsNeeded,
    reviewsPerDay: daysLeft <= 0 ? reviewsNeeded : Math.ceil(reviewsNeeded / daysLeft),
    schedule: [...perDay.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([day, reviews]) => ({ day, reviews })),
    cards: outlook,
  };
}

/**
 * In "before the exam" mode the daily new-card limit rises when needed so every new card is met
 * at least once before the final day: the larger of the deck setting and an even share of the
 * remaining new cards over the days left.
 */
export function examNewCardLimit(newCardsPerDay: number, remainingNew: number, daysLeft: number): number {
  if (daysLeft < 0) return newCardsPerDay;
  return Math.max(newCardsPerDay, Math.ceil(remainingNew / Math.max(1, daysLeft)));
}
