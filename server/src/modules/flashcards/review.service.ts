import { randomUUID } from "node:crypto";
import { memoryOf, type RatingValue } from "@vidya/core/flashcards/fsrs";
import { scheduleRating } from "@vidya/core/flashcards/schedule";
import type { Deck, Flashcard } from "@vidya/db/prisma";
import { recordActivity } from "@vidya/db/record-activity";
import type { Context } from "../../context";
import { AppError, NotFoundError } from "../../errors";
import { memoryBefore, ownedDeck } from "./decks.service";

type Db = Pick<Context, "db">;

const ALREADY_REVIEWED = "This card was already rated. Showing the next one.";

export interface ReviewResult {
  card: Flashcard;
  reviewId: string;
}

type CardWithDeck = Flashcard &
  Pick<Deck, "desiredRetention" | "examMode" | "examDate" | "subject"> & { deckTitle: string };

/**
 * Rates a card: the new FSRS state and the review log (with the card's previous state, for undo)
 * are written by one SQL statement, so they succeed or fail together in one round trip. The
 * update only applies while the card still has the reps the student saw, so a double submit is a
 * clear error instead of a second rating.
 */
export async function reviewCard(
  ctx: Pick<Context, "db" | "pubsub" | "log">,
  userId: string,
  input: { cardId: string; rating: number; expectedReps?: number | null; tzOffsetMinutes?: number },
): Promise<ReviewResult> {
  const [card] = await ctx.db.$queryRaw<CardWithDeck[]>`
    SELECT f.*, d."desiredRetention", d."examMode", d."examDate", d.subject, d.title AS "deckTitle"
    FROM "Flashcard" f JOIN "Deck" d ON d.id = f."deckId"
    WHERE f.id = ${input.cardId}::uuid AND f."userId" = ${userId}::uuid`;
  if (!card) throw new NotFoundError("No such card.");
  const reps = input.expectedReps ?? card.reps;
  if (reps !== card.reps) throw new AppError("ALREADY_REVIEWED", ALREADY_REVIEWED);
  const now = new Date();
  const before = memoryOf(card);
  const { card: next, log } = scheduleRating(
    before,
    input.rating as RatingValue,
    card,
    now,
    input.tzOffsetMinutes,
  );
  const due = next.due;
  const reviewId = randomUUID();
  const [updated] = await ctx.db.$queryRaw<Flashcard[]>`
    WITH updated AS (
      UPDATE "Flashcard" SET due = ${due}, stability = ${next.stability}, difficulty = ${next.difficulty},
        "elapsedDays" = ${next.elapsedDays}, "scheduledDays" = ${next.scheduledDays},
        "learningSteps" = ${next.learningSteps}, reps = ${next.reps}, lapses = ${next.lapses},
        state = ${next.state}::"CardState", "lastReview" = ${next.lastReview}, "updatedAt" = ${now}
      WHERE id = ${card.id}::uuid AND reps = ${reps}
      RETURNING *
    ), logged AS (
      INSERT INTO "ReviewLog" (id, "cardId", "userId", "deckId", rating, state, due, stability, difficulty,
        "elapsedDays", "lastElapsedDays", "scheduledDays", "learningSteps", review,
        "prevDue", "prevStability", "prevDifficulty", "prevElapsedDays", "prevScheduledDays",
        "prevLearningSteps", "prevReps", "prevLapses", "prevState", "prevLastReview")
      SELECT ${reviewId}::uuid, id, ${userId}::uuid, "deckId", ${log.rating}, ${log.state}::"CardState", ${log.due},
        ${log.stability}, ${log.difficulty}, ${log.elapsedDays}, ${log.lastElapsedDays}, ${log.scheduledDays},
        ${log.learningSteps}, ${log.review}, ${before.due}, ${before.stability}, ${before.difficulty},
        ${before.elapsedDays}, ${before.scheduledDays}, ${before.learningSteps}, ${before.reps}, ${before.lapses},
        ${before.state}::"CardState", ${before.lastReview}
      FROM updated
    )
    SELECT * FROM updated`;
  if (!updated) throw new AppError("ALREADY_REVIEWED", ALREADY_REVIEWED);
  // The teacher's feed is a side effect: it is written (then published) after the answer, so the
  // student never waits for it; recordActivity never throws.
  void recordActivity(
    { db: ctx.db, log: ctx.log, publish: ctx.pubsub.publish },
    {
      userId,
      kind: "flashcards_reviewed",
      subject: card.subject,
      topic: card.deckTitle,
      payload: { cards: 1, rating: input.rating, deckId: card.deckId },
    },
  );
  return { card: updated, reviewId };
}

/**
 * Takes back the user's last rating (in one deck, if given): the card returns exactly to its state
 * before it, and the log line is removed. Only the latest rating of a card can be undone.
 */
export async function undoReview(ctx: Db, userId: string, deckId?: string | null): Promise<Flashcard> {
  if (deckId) await ownedDeck(ctx, userId, deckId);
  return ctx.db.$transaction(async (tx) => {
    const log = await tx.reviewLog.findFirst({
      where: { userId, ...(deckId ? { deckId } : {}) },
      orderBy: [{ review: "desc" }, { id: "desc" }],
    });
    if (!log) throw new AppError("NOTHING_TO_UNDO", "There is no rating to undo.");
    const restored = await tx.flashcard.updateMany({
      where: { id: log.cardId, userId, reps: log.prevReps + 1, lastReview: log.review },
      data: memoryBefore(log),
    });
    if (restored.count === 0) throw new AppError("NOTHING_TO_UNDO", "That rating can no longer be undone.");
    await tx.reviewLog.delete({ where: { id: log.id } });
    return tx.flashcard.findUniqueOrThrow({ where: { id: log.cardId } });
  });
}
