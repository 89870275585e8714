import { type CardMemory, memoryOf, type RatingValue } from "@vidya/core/flashcards/fsrs";
import { scheduleRating } from "@vidya/core/flashcards/schedule";
import type { OfflineReview, OfflineReviewStatus } from "@vidya/core/schemas/flashcards";
import type { Deck, Flashcard, Prisma } from "@vidya/db/prisma";
import { recordActivity } from "@vidya/db/record-activity";
import type { Context } from "../../context";
import { memoryBefore } from "./decks.service";

type Tx = Prisma.TransactionClient;
type CardWithDeck = Flashcard &
  Pick<Deck, "desiredRetention" | "examMode" | "examDate" | "subject" | "title">;

export interface SyncedReview {
  reviewId: string;
  status: OfflineReviewStatus;
}

export interface ReviewSync {
  results: SyncedReview[];
  /** Reviews applied now (new ones, including those merged into a card reviewed elsewhere since). */
  applied: number;
}

/** A review time the device sent: never in the server's future, never before the card existed. */
function reviewTime(sent: Date, card: Flashcard, now: Date): Date {
  if (sent.getTime() > now.getTime()) return now;
  if (sent.getTime() < card.createdAt.getTime()) return card.createdAt;
  return sent;
}

/** The log columns a rating writes: its FSRS log, the card's state before it. */
function logColumns(before: CardMemory, rating: RatingValue, at: Date, deck: CardWithDeck, tz?: number) {
  const { card: memory, log } = scheduleRating(before, rating, deck, at, tz);
  const columns = {
    rating: log.rating,
    state: log.state,
    due: log.due,
    stability: log.stability,
    difficulty: log.difficulty,
    elapsedDays: log.elapsedDays,
    lastElapsedDays: log.lastElapsedDays,
    scheduledDays: log.scheduledDays,
    learningSteps: log.learningSteps,
    review: log.review,
    prevDue: before.due,
    prevStability: before.stability,
    prevDifficulty: before.difficulty,
    prevElapsedDays: before.elapsedDays,
    prevScheduledDays: before.scheduledDays,
    prevLearningSteps: before.learningSteps,
    prevReps: before.reps,
    prevLapses: before.lapses,
    prevState: before.state,
    prevLastReview: before.lastReview,
  };
  return { memory, columns };
}

/**
 * One review made offline, in its own transaction with the card locked. Sent twice (same review
 * id) it is applied once. If the card was reviewed since, elsewhere (a later review time on the
 * server), neither review is lost: the ratings are replayed in review-time order from the state
 * before the earliest of them, each log line rewritten with the state it then had, and the card
 * ends in the state the last of them gives.
 */
async function applyOne(
  tx: Tx,
  userId: string,
  review: OfflineReview,
  now: Date,
  tz: number | undefined,
): Promise<{ status: OfflineReviewStatus; card?: CardWithDeck }> {
  const [card] = await tx.$queryRaw<CardWithDeck[]>`
    SELECT f.*, d."desiredRetention", d."examMode", d."examDate", d.subject, d.title
    FROM "Flashcard" f JOIN "Deck" d ON d.id = f."deckId"
    WHERE f.id = ${review.cardId}::uuid AND f."userId" = ${userId}::uuid
    FOR UPDATE OF f`;
  if (!card) return { status: "CARD_GONE" };
  const seen = await tx.reviewLog.findUnique({
    where: { userId_clientReviewId: { userId, clientReviewId: review.reviewId } },
    select: { id: true },
  });
  if (seen) return { status: "DUPLICATE" };

  const at = reviewTime(review.reviewedAt, card, now);
  const later = await tx.reviewLog.findMany({
    where: { cardId: card.id, review: { gt: at } },
    orderBy: [{ review: "asc" }, { id: "asc" }],
  });
  const first = later[0];
  let state = first ? memoryBefore(first) : memoryOf(card);
  const rated = logColumns(state, review.rating as RatingValue, at, card, tz);
  await tx.reviewLog.create({
    data: {
      ...rated.columns,
      cardId: card.id,
      userId,
      deckId: card.deckId,
      clientReviewId: review.reviewId,
    },
  });
  state = rated.memory;
  for (const log of later) {
    const replayed = logColumns(state, log.rating as RatingValue, log.review, card, tz);
    await tx.reviewLog.update({ where: { id: log.id }, data: replayed.columns });
    state = replayed.memory;
  }
  await tx.flashcard.update({
    where: { id: card.id },
    data: {
      due: state.due,
      stability: state.stability,
      difficulty: state.difficulty,
      elapsedDays: state.elapsedDays,
      scheduledDays: state.scheduledDays,
      learningSteps: state.learningSteps,
      reps: state.reps,
      lapses: state.lapses,
      state: state.state,
      lastReview: state.lastReview,
      updatedAt: now,
    },
  });
  return { status: first ? "MERGED" : "APPLIED", card };
}

/**
 * Applies reviews made offline, in the order sent (the device's order, which is review-time
 * order): each is graded by the same FSRS code as an online rating, at its own review time.
 */
export async function syncReviews(
  ctx: Pick<Context, "db" | "pubsub" | "log">,
  userId: string,
  reviews: OfflineReview[],
  tzOffsetMinutes?: number,
): Promise<ReviewSync> {
  const results: SyncedReview[] = [];
  const perDeck = new Map<string, { card: CardWithDeck; cards: number; rating: number }>();
  for (const review of reviews) {
    const now = new Date();
    const { status, card } = await ctx.db.$transaction((tx) =>
      applyOne(tx, userId, review, now, tzOffsetMinutes),
    );
    results.push({ reviewId: review.reviewId, status });
    if (card) {
      const seen = perDeck.get(card.deckId);
      perDeck.set(card.deckId, { card, cards: (seen?.cards ?? 0) + 1, rating: review.rating });
    }
  }
  for (const { card, cards, rating } of perDeck.values()) {
    void recordActivity(
      { db: ctx.db, log: ctx.log, publish: ctx.pubsub.publish },
      {
        userId,
        kind: "flashcards_reviewed",
        subject: card.subject,
        topic: card.title,
        payload: { cards, rating, deckId: card.deckId, offline: true },
      },
    );
  }
  return { results, applied: results.filter((r) => r.status === "APPLIED" || r.status === "MERGED").length };
}
