import { type CardTextFormat, type ImportIssue, parseCardText } from "@vidya/core/flashcards/card-text";
import type {
  CreateCardInput,
  SaveGeneratedCardsInput,
  UpdateCardInput,
} from "@vidya/core/schemas/flashcards";
import type { Flashcard, Prisma } from "@vidya/db/prisma";
import type { Context } from "../../context";
import { AppError, NotFoundError } from "../../errors";
import { ownedCard, ownedDeck } from "./decks.service";

type Db = Pick<Context, "db">;
type Tx = Prisma.TransactionClient;

/** An import that was refused: every malformed row with its line number; nothing was imported. */
export class ImportCardsError extends AppError {
  constructor(readonly issues: ImportIssue[]) {
    const first = issues[0]?.message ?? "The text could not be read.";
    const more =
      issues.length > 1
        ? ` (and ${issues.length - 1} more ${issues.length === 2 ? "problem" : "problems"})`
        : "";
    super("IMPORT_INVALID", `Nothing was imported. ${first}${more}`);
  }
}

/** The next free position at the end of a deck. */
async function nextPosition(db: Tx | Context["db"], deckId: string): Promise<number> {
  const last = await db.flashcard.aggregate({ where: { deckId }, _max: { position: true } });
  return (last._max.position ?? -1) + 1;
}

/** An image must be the user's own upload, and an image. */
async function checkImage(ctx: Db, userId: string, imageId: string | null | undefined): Promise<void> {
  if (!imageId) return;
  const upload = await ctx.db.upload.findFirst({ where: { id: imageId, userId, complete: true } });
  if (!upload?.mimeType.startsWith("image/")) throw new NotFoundError("No such image.");
}

export async function createCard(ctx: Db, userId: string, input: CreateCardInput): Promise<Flashcard> {
  await ownedDeck(ctx, userId, input.deckId);
  await checkImage(ctx, userId, input.imageId);
  const [card] = await insertCards(ctx, userId, input.deckId, [input]);
  if (!card) throw new Error("card not created");
  return card;
}

/** Edits the sides or image; a deckId moves the card (with its memory state) to another of your decks. */
export async function updateCard(
  ctx: Db,
  userId: string,
  cardId: string,
  input: UpdateCardInput,
): Promise<Flashcard> {
  const card = await ownedCard(ctx, userId, cardId);
  await checkImage(ctx, userId, input.imageId);
  const data: Prisma.FlashcardUncheckedUpdateInput = {};
  if (input.front != null) data.front = input.front;
  if (input.back != null) data.back = input.back;
  if (input.imageId !== undefined) data.imageId = input.imageId;
  if (input.deckId && input.deckId !== card.deckId) {
    await ownedDeck(ctx, userId, input.deckId);
    data.deckId = input.deckId;
    data.position = await nextPosition(ctx.db, input.deckId);
  }
  return ctx.db.flashcard.update({ where: { id: cardId }, data });
}

export async function deleteCard(ctx: Db, userId: string, cardId: string): Promise<string> {
  const { count } = await ctx.db.flashcard.deleteMany({ where: { id: cardId, userId } });
  if (count === 0) throw new NotFoundError("No such card.");
  return cardId;
}

/**
 * Imports CSV or tab-separated text into a deck in one transaction: if any row is malformed,
 * the error lists every bad row by line number and no card is added.
 */
export async function importCards(
  ctx: Db,
  userId: string,
  input: { deckId: string; text: string; format?: CardTextFormat | null },
): Promise<number> {
  await ownedDeck(ctx, userId, input.deckId);
  const parsed = parseCardText(input.text, input.format ?? undefined);
  if (parsed.issues.length > 0) throw new ImportCardsError(parsed.issues);
  return (await insertCards(ctx, userId, input.deckId, parsed.cards)).length;
}

/** Saves the generator's cards the student kept (edited or not) into a deck. */
export async function saveGeneratedCards(
  ctx: Db,
  userId: string,
  input: SaveGeneratedCardsInput,
): Promise<number> {
  const generation = await ctx.db.flashcardGeneration.findFirst({
    where: { id: input.generationId, userId },
  });
  if (!generation) throw new NotFoundError("No such generation.");
  await ownedDeck(ctx, userId, input.deckId);
  return (await insertCards(ctx, userId, input.deckId, input.cards)).length;
}

/** Appends cards to a deck in one transaction. */
/** Adds cards at the end of a deck the caller owns (positions serialised per deck). */
export async function insertCards(
  ctx: Db,
  userId: string,
  deckId: string,
  cards: { front: string; back: string; imageId?: string | null }[],
): Promise<Flashcard[]> {
  return ctx.db.$transaction(async (tx) => {
    // Serialises concurrent additions to one deck, so positions never collide.
    await tx.$executeRaw`SELECT 1 FROM "Deck" WHERE id = ${deckId}::uuid FOR UPDATE`;
    const start = await nextPosition(tx, deckId);
    const now = new Date();
    const created = await tx.flashcard.createManyAndReturn({
      data: cards.map((c, i) => ({
        deckId,
        userId,
        front: c.front,
        back: c.back,
        imageId: c.imageId ?? null,
        position: start + i,
        due: now,
      })),
    });
    await tx.deck.update({ where: { id: deckId }, data: { updatedAt: now } });
    return created;
  });
}
