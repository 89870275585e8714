import { type CardTextFormat, formatCardText } from "@vidya/core/flashcards/card-text";
import { examTarget } from "@vidya/core/flashcards/constants";
import { examMoment } from "@vidya/core/flashcards/days";
import { examAdjustedDue } from "@vidya/core/flashcards/exam-plan";
import { type CardMemory, memoryOf } from "@vidya/core/flashcards/fsrs";
import type { CreateDeckInput, UpdateDeckInput } from "@vidya/core/schemas/flashcards";
import type { Deck, Flashcard, Prisma, ReviewLog } from "@vidya/db/prisma";
import type { Context } from "../../context";
import { NotFoundError } from "../../errors";
import { usable } from "./schema-helpers";

type Db = Pick<Context, "db">;

/** "YYYY-MM-DD" → the Date Prisma stores in a DATE column. */
export function toDateColumn(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

/** The DATE column → "YYYY-MM-DD". */
export function fromDateColumn(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** A deck of this user, or NOT_FOUND: another user's deck does not exist for you. */
export async function ownedDeck(ctx: Db, userId: string, deckId: string): Promise<Deck> {
  const deck = await ctx.db.deck.findFirst({ where: { id: deckId, userId } });
  if (!deck) throw new NotFoundError("No such deck.");
  return deck;
}

/** A card in one of this user's decks, or NOT_FOUND. */
export async function ownedCard(
  ctx: Db,
  userId: string,
  cardId: string,
): Promise<Flashcard & { deck: Deck }> {
  const card = await ctx.db.flashcard.findFirst({ where: { id: cardId, userId }, include: { deck: true } });
  if (!card) throw new NotFoundError("No such card.");
  return card;
}

/** The user's decks, most recently changed first. */
export function listDecks(
  ctx: Db,
  userId: string,
  query: { include?: Prisma.DeckInclude; select?: Prisma.DeckSelect },
) {
  return ctx.db.deck.findMany({
    ...usable(query),
    where: { userId },
    orderBy: [{ updatedAt: "desc" }, { id: "asc" }],
  });
}

export async function createDeck(
  ctx: Db,
  userId: string,
  input: CreateDeckInput,
  tzOffsetMinutes?: number,
): Promise<Deck> {
  const deck = await ctx.db.deck.create({
    data: { ...input, userId, examDate: input.examDate ? toDateColumn(input.examDate) : null },
  });
  if (deck.examMode && deck.examDate) await applyExamSchedule(ctx, deck, new Date(), tzOffsetMinutes);
  return deck;
}

/** Changes the fields given. Turning on "before the exam" mode (or moving the exam) reschedules at-risk cards. */
export async function updateDeck(
  ctx: Db,
  userId: string,
  deckId: string,
  input: UpdateDeckInput,
  tzOffsetMinutes?: number,
): Promise<Deck> {
  await ownedDeck(ctx, userId, deckId);
  const data: Prisma.DeckUpdateInput = {};
  if (input.title != null) data.title = input.title;
  if (input.subject != null) data.subject = input.subject;
  if (input.grade != null) data.grade = input.grade;
  if (input.examDate !== undefined) data.examDate = input.examDate ? toDateColumn(input.examDate) : null;
  if (input.examDate === null) data.examMode = false;
  else if (input.examMode != null) data.examMode = input.examMode;
  if (input.newCardsPerDay != null) data.newCardsPerDay = input.newCardsPerDay;
  if (input.desiredRetention != null) data.desiredRetention = input.desiredRetention;
  const deck = await ctx.db.deck.update({ where: { id: deckId }, data });
  if (deck.examMode && deck.examDate) await applyExamSchedule(ctx, deck, new Date(), tzOffsetMinutes);
  return deck;
}

/** Deletes the deck with its cards and their review history. Returns the deck's id. */
export async function deleteDeck(ctx: Db, userId: string, deckId: string): Promise<string> {
  const { count } = await ctx.db.deck.deleteMany({ where: { id: deckId, userId } });
  if (count === 0) throw new NotFoundError("No such deck.");
  return deckId;
}

/**
 * "Before the exam" mode switched on: every studied card predicted to be below the exam-day target
 * (core's examTarget: 95 %, or the desired retention if higher) falls due no later than the day
 * before the exam (core's examAdjustedDue, the same rule reviews follow). Cards due sooner keep
 * their date.
 */
export async function applyExamSchedule(
  ctx: Db,
  deck: Deck,
  now = new Date(),
  tzOffsetMinutes?: number,
): Promise<number> {
  if (!deck.examDate) return 0;
  const examAt = examMoment(deck.examDate, tzOffsetMinutes);
  if (examAt <= now) return 0;
  const cards = await ctx.db.flashcard.findMany({ where: { deckId: deck.id, state: { not: "NEW" } } });
  const moves = new Map<number, string[]>();
  for (const card of cards) {
    const due = examAdjustedDue(memoryOf(card), now, examAt, examTarget(deck.desiredRetention));
    if (due.getTime() !== card.due.getTime())
      moves.set(due.getTime(), [...(moves.get(due.getTime()) ?? []), card.id]);
  }
  for (const [due, ids] of moves) {
    await ctx.db.flashcard.updateMany({ where: { id: { in: ids } }, data: { due: new Date(due) } });
  }
  return [...moves.values()].reduce((n, ids) => n + ids.length, 0);
}

/** A card's FSRS memory state before a logged rating (what undo restores). */
export function memoryBefore(log: ReviewLog): CardMemory {
  return {
    due: log.prevDue,
    stability: log.prevStability,
    difficulty: log.prevDifficulty,
    elapsedDays: log.prevElapsedDays,
    scheduledDays: log.prevScheduledDays,
    learningSteps: log.prevLearningSteps,
    reps: log.prevReps,
    lapses: log.prevLapses,
    state: log.prevState,
    lastReview: log.prevLastReview,
  };
}

/** A deck's cards as CSV or Anki-style tab-separated text, with a file name to save it under. */
export async function exportDeck(ctx: Db, userId: string, deckId: string, format: CardTextFormat) {
  const deck = await ownedDeck(ctx, userId, deckId);
  const cards = await ctx.db.flashcard.findMany({
    where: { deckId },
    orderBy: [{ position: "asc" }, { createdAt: "asc" }],
    select: { front: true, back: true },
  });
  const base = deck.title.replace(/[^\p{L}\p{N}]+/gu, "-").replace(/^-|-$/g, "") || "deck";
  return {
    fileName: `${base}.${format === "CSV" ? "csv" : "txt"}`,
    mimeType: format === "CSV" ? "text/csv" : "text/tab-separated-values",
    text: formatCardText(cards, format),
    cardCount: cards.length,
  };
}
