import {
  DEFAULT_TZ_OFFSET_MINUTES,
  localDayKey,
  shiftDayKey,
  startOfLocalDay,
} from "@vidya/core/flashcards/days";
import { memoryOf } from "@vidya/core/flashcards/fsrs";
import { type DeckReadiness, deckReadiness } from "@vidya/core/flashcards/readiness";
import { reviewsPerDay, studyStreak, trueRetention } from "@vidya/core/flashcards/stats";
import { Prisma } from "@vidya/db/prisma";
import type { Context } from "../../context";
import { AppError } from "../../errors";
import { ownedDeck } from "./decks.service";

type Db = Pick<Context, "db">;

/** Readiness with each card's front, for the "cards at risk" list. */
export interface DeckReadinessReport extends Omit<DeckReadiness, "cards"> {
  deckId: string;
  cards: (DeckReadiness["cards"][number] & { front: string })[];
}

/** Exam readiness of one of the user's decks (core's deckReadiness over its cards). */
export async function getDeckReadiness(
  ctx: Db,
  userId: string,
  deckId: string,
  tzOffsetMinutes?: number,
): Promise<DeckReadinessReport> {
  const deck = await ownedDeck(ctx, userId, deckId);
  if (!deck.examDate)
    throw new AppError("NO_EXAM_DATE", "Set an exam date for this deck to see how ready you are.");
  const cards = await ctx.db.flashcard.findMany({ where: { deckId }, orderBy: [{ position: "asc" }] });
  const report = deckReadiness(
    cards.map((c) => ({ id: c.id, ...memoryOf(c) })),
    { now: new Date(), examDate: deck.examDate, desiredRetention: deck.desiredRetention, tzOffsetMinutes },
  );
  const fronts = new Map(cards.map((c) => [c.id, c.front]));
  return { ...report, deckId, cards: report.cards.map((c) => ({ ...c, front: fronts.get(c.id) ?? "" })) };
}

export interface FlashcardStats {
  reviewsPerDay: { day: string; reviews: number }[];
  /** True retention over the period (null before any graduated card was reviewed). */
  retention: number | null;
  streak: number;
  reviewsToday: number;
  totalReviews: number;
  cardCount: number;
  dueNow: number;
}

/** Reviews per day, retention and streak, over all decks or one. */
export async function flashcardStats(
  ctx: Db,
  userId: string,
  options: { deckId?: string | null; days?: number | null; tzOffsetMinutes?: number },
): Promise<FlashcardStats> {
  if (options.deckId) await ownedDeck(ctx, userId, options.deckId);
  const now = new Date();
  const days = Math.min(Math.max(options.days ?? 30, 1), 365);
  const today = localDayKey(now, options.tzOffsetMinutes);
  const since = startOfLocalDay(
    new Date(Date.parse(`${shiftDayKey(today, -days + 1)}T12:00:00Z`)),
    options.tzOffsetMinutes,
  );
  const scope = options.deckId ? { userId, deckId: options.deckId } : { userId };
  const streakFloor = new Date(now.getTime() - 366 * 86_400_000);
  const [logs, streakDays, totalReviews, cardCount, dueNow] = await Promise.all([
    ctx.db.reviewLog.findMany({
      where: { ...scope, review: { gte: since } },
      select: { review: true, state: true, rating: true },
    }),
    studyDays(
      ctx,
      userId,
      options.deckId ?? null,
      streakFloor,
      options.tzOffsetMinutes ?? DEFAULT_TZ_OFFSET_MINUTES,
    ),
    ctx.db.reviewLog.count({ where: scope }),
    ctx.db.flashcard.count({ where: scope }),
    ctx.db.flashcard.count({ where: { ...scope, state: { not: "NEW" }, due: { lte: now } } }),
  ]);
  const counts = new Map<string, number>();
  for (const log of logs) {
    const day = localDayKey(log.review, options.tzOffsetMinutes);
    counts.set(day, (counts.get(day) ?? 0) + 1);
  }
  return {
    reviewsPerDay: reviewsPerDay(counts, today, days),
    retention: trueRetention(logs),
    streak: studyStreak(streakDays, today),
    reviewsToday: counts.get(today) ?? 0,
    totalReviews,
    cardCount,
    dueNow,
  };
}

/** The distinct local days with a review since `floor`, counted in Postgres. */
async function studyDays(
  ctx: Db,
  userId: string,
  deckId: string | null,
  floor: Date,
  tzOffsetMinutes: number,
) {
  const deck = deckId ? Prisma.sql`AND "deckId" = ${deckId}::uuid` : Prisma.empty;
  const rows = await ctx.db.$queryRaw<{ day: string }[]>`
    SELECT DISTINCT to_char(review - make_interval(mins => ${tzOffsetMinutes}::int), 'YYYY-MM-DD') AS day
    FROM "ReviewLog" WHERE "userId" = ${userId}::uuid AND review >= ${floor} ${deck}`;
  return rows.map((r) => r.day);
}
