import { memoryOf, RATING_LABELS, type RatingValue } from "@vidya/core/flashcards/fsrs";
import { ratingPreviews, scheduleRating } from "@vidya/core/flashcards/schedule";
import type { OfflineCard, OfflineDeck, Snapshot } from "./offline-store";

/**
 * Grading on the device (issue 27) with the very FSRS step the server uses (`core`), so a review
 * made offline schedules the card exactly as the server will when it is synced.
 */

function scheduleOf(deck: OfflineDeck | undefined) {
  return {
    desiredRetention: deck?.desiredRetention ?? 0.9,
    examMode: deck?.examMode ?? false,
    examDate: deck?.examDate ?? null,
  };
}

/** The card with its rating buttons' next due times as of `now`. */
export function withPreviews(
  card: OfflineCard,
  deck: OfflineDeck | undefined,
  now: Date,
  tz: number,
): OfflineCard {
  const previews = ratingPreviews(memoryOf(card), scheduleOf(deck), now, tz).map((p) => ({
    __typename: "RatingPreview" as const,
    rating: p.rating,
    label: RATING_LABELS[p.rating],
    interval: p.interval,
    due: p.due.toISOString(),
  }));
  return { ...card, previews };
}

/** The card after being rated `rating` at `now` (the server's clock). */
export function gradeOffline(
  card: OfflineCard,
  deck: OfflineDeck | undefined,
  rating: RatingValue,
  now: Date,
  tz: number,
): OfflineCard {
  const { card: next } = scheduleRating(memoryOf(card), rating, scheduleOf(deck), now, tz);
  return {
    ...card,
    due: next.due.toISOString(),
    stability: next.stability,
    difficulty: next.difficulty,
    elapsedDays: next.elapsedDays,
    scheduledDays: next.scheduledDays,
    learningSteps: next.learningSteps,
    reps: next.reps,
    lapses: next.lapses,
    state: next.state,
    lastReview: next.lastReview?.toISOString() ?? null,
    retrievability: 1,
  };
}

/** What to study now from the saved queue: today's new cards and cards due by `now`, as ordered. */
export function dueNow(snapshot: Snapshot, now: Date, tz: number): OfflineCard[] {
  const decks = new Map(snapshot.decks.map((d) => [d.id, d]));
  return snapshot.cards
    .filter((c) => c.state === "NEW" || Date.parse(c.due) <= now.getTime())
    .map((c) => withPreviews(c, decks.get(c.deckId), now, tz));
}
