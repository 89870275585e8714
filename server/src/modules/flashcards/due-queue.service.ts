import { daysUntilExam, startOfLocalDay } from "@vidya/core/flashcards/days";
import { examNewCardLimit } from "@vidya/core/flashcards/readiness";
import type { Flashcard } from "@vidya/db/prisma";
import type { Context } from "../../context";
import { NotFoundError } from "../../errors";

type Db = Pick<Context, "db">;

/** Learning cards due this soon are shown early once nothing else is left (Anki's learn-ahead limit). */
export const LEARN_AHEAD_MS = 20 * 60_000;
export const DUE_QUEUE_MAX = 200;
const STUDIED = ["LEARNING" as const, "REVIEW" as const, "RELEARNING" as const];

export interface DueQueue {
  cards: Flashcard[];
  /** Learning and review cards due now. */
  dueCount: number;
  /** New cards still allowed today. */
  newCount: number;
}

/**
 * The study queue across all the user's decks, or one deck: cards due now (by due time), then
 * today's new cards in deck order, within each deck's new-cards-per-day (raised in "before the
 * exam" mode so every card is met in time). When nothing is due, learning cards due in the next
 * 20 minutes are shown early. Two steps of queries (the first five run at once), every one an
 * index scan: (userId|deckId, state, due) and (deckId, state, position).
 */
export async function dueCards(
  ctx: Db,
  userId: string,
  options: { deckId?: string | null; limit?: number | null; tzOffsetMinutes?: number },
): Promise<DueQueue> {
  const now = new Date();
  const limit = Math.min(options.limit ?? 50, DUE_QUEUE_MAX);
  const scope = options.deckId ? { userId, deckId: options.deckId } : { userId };
  const dueWhere = { ...scope, state: { in: STUDIED }, due: { lte: now } };
  const [decks, due, introduced, unseen] = await Promise.all([
    ctx.db.deck.findMany({
      where: options.deckId ? { id: options.deckId, userId } : { userId },
      select: { id: true, newCardsPerDay: true, examMode: true, examDate: true },
    }),
    ctx.db.flashcard.findMany({ where: dueWhere, orderBy: [{ due: "asc" }], take: limit }),
    ctx.db.reviewLog.groupBy({
      by: ["deckId"],
      where: { ...scope, state: "NEW", review: { gte: startOfLocalDay(now, options.tzOffsetMinutes) } },
      _count: { _all: true },
    }),
    ctx.db.flashcard.groupBy({ by: ["deckId"], where: { ...scope, state: "NEW" }, _count: { _all: true } }),
  ]);
  if (options.deckId && decks.length === 0) throw new NotFoundError("No such deck.");
  // Only a full page of due cards needs counting; otherwise the page is the count.
  const dueCount = due.length < limit ? due.length : await ctx.db.flashcard.count({ where: dueWhere });
  const introducedBy = new Map(introduced.map((r) => [r.deckId, r._count._all]));
  const unseenBy = new Map(unseen.map((r) => [r.deckId, r._count._all]));
  const quotas = decks.map((deck) => {
    const remaining = unseenBy.get(deck.id) ?? 0;
    const seenToday = introducedBy.get(deck.id) ?? 0;
    const perDay =
      deck.examMode && deck.examDate
        ? examNewCardLimit(
            deck.newCardsPerDay,
            remaining + seenToday,
            daysUntilExam(deck.examDate, now, options.tzOffsetMinutes),
          )
        : deck.newCardsPerDay;
    return { deckId: deck.id, quota: Math.max(0, Math.min(perDay - seenToday, remaining)) };
  });
  const newCount = quotas.reduce((n, q) => n + q.quota, 0);
  const room = limit - due.length;
  const fresh =
    room > 0
      ? await newCards(
          ctx,
          quotas.filter((q) => q.quota > 0),
          room,
        )
      : [];
  if (due.length + fresh.length > 0) return { cards: [...due, ...fresh], dueCount, newCount };
  const ahead = await ctx.db.flashcard.findMany({
    where: {
      ...scope,
      state: { in: ["LEARNING", "RELEARNING"] },
      due: { lte: new Date(now.getTime() + LEARN_AHEAD_MS) },
    },
    orderBy: [{ due: "asc" }],
    take: limit,
  });
  return { cards: ahead, dueCount, newCount };
}

/** Today's new cards of each deck, in deck order, `room` at most: one query for all decks. */
async function newCards(
  ctx: Db,
  quotas: { deckId: string; quota: number }[],
  room: number,
): Promise<Flashcard[]> {
  if (quotas.length === 0) return [];
  return ctx.db.$queryRaw<Flashcard[]>`
    SELECT c.* FROM unnest(${quotas.map((q) => q.deckId)}::uuid[], ${quotas.map((q) => q.quota)}::int[]) AS q(deck_id, quota)
    CROSS JOIN LATERAL (
      SELECT f.* FROM "Flashcard" f
      WHERE f."deckId" = q.deck_id AND f.state = 'NEW'
      ORDER BY f.position LIMIT q.quota
    ) c
    ORDER BY c.position, c.id
    LIMIT ${room}`;
}
