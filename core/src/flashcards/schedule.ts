import { examTarget } from "./constants";
import { examMoment } from "./days";
import { examAdjustedDue } from "./exam-plan";
import { type CardMemory, previewRatings, RATINGS, type RatingValue, rateCard } from "./fsrs";
import { formatInterval } from "./intervals";

/**
 * A rating as the server applies it and as a phone applies it offline (issue 27): the same FSRS
 * step, with the deck's retention and, in before-the-exam mode, the due time pulled in.
 */

/** Deck settings that shape a card's schedule (examDate: a date column, or YYYY-MM-DD). */
export interface DeckSchedule {
  desiredRetention: number;
  examMode: boolean;
  examDate: Date | string | null;
}

export interface RatingPreview {
  rating: RatingValue;
  due: Date;
  /** "10m", "4d" … */
  interval: string;
}

/** The due time a rating's next memory state gets: FSRS's, or earlier before an exam. */
export function scheduledDue(
  next: CardMemory,
  deck: DeckSchedule,
  now: Date,
  tzOffsetMinutes?: number,
): Date {
  if (!deck.examMode || !deck.examDate) return next.due;
  return examAdjustedDue(
    next,
    now,
    examMoment(deck.examDate, tzOffsetMinutes),
    examTarget(deck.desiredRetention),
  );
}

/** Rates a card at `now`: its next memory state (due time as scheduled) and the FSRS log. */
export function scheduleRating(
  card: CardMemory,
  rating: RatingValue,
  deck: DeckSchedule,
  now: Date,
  tzOffsetMinutes?: number,
) {
  const { card: next, log } = rateCard(card, rating, now, { desiredRetention: deck.desiredRetention });
  return { card: { ...next, due: scheduledDue(next, deck, now, tzOffsetMinutes) }, log };
}

/**
 * The card's next due time for each rating, as the review would set it (exam mode included), so
 * the rating buttons can say what each does.
 */
export function ratingPreviews(
  card: CardMemory,
  deck: DeckSchedule,
  now: Date,
  tzOffsetMinutes?: number,
): RatingPreview[] {
  const preview = previewRatings(card, now, { desiredRetention: deck.desiredRetention });
  return RATINGS.map((rating) => {
    const due = scheduledDue(preview[rating].card, deck, now, tzOffsetMinutes);
    return { rating, due, interval: formatInterval(due.getTime() - now.getTime()) };
  });
}
