import {
  type Card,
  createEmptyCard,
  type FSRS,
  fsrs,
  type Grade,
  Rating,
  type ReviewLog,
  State,
} from "ts-fsrs";
import { DEFAULT_DESIRED_RETENTION } from "./constants";

/** A card's learning state as we store it (names as in the Prisma model). */
export const CARD_STATES = ["NEW", "LEARNING", "REVIEW", "RELEARNING"] as const;
export type CardStateName = (typeof CARD_STATES)[number];

/** 1 Again, 2 Hard, 3 Good, 4 Easy (FSRS grades). */
export const RATINGS = [1, 2, 3, 4] as const;
export type RatingValue = (typeof RATINGS)[number];
export const RATING_LABELS: Record<RatingValue, string> = { 1: "Again", 2: "Hard", 3: "Good", 4: "Easy" };

/** The FSRS memory state of one card, exactly the fields Prisma stores on Flashcard. */
export interface CardMemory {
  due: Date;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  state: CardStateName;
  lastReview: Date | null;
}

/**
 * A card's memory as a store keeps it: dates as `Date` (the server's PostgreSQL rows) or as ISO text
 * (the phone's IndexedDB copy, issue 27).
 */
export interface StoredCardMemory extends Omit<CardMemory, "due" | "lastReview" | "state"> {
  due: Date | string;
  lastReview: Date | string | null;
  state: string;
}

/** The FSRS memory of a stored card, wherever it is stored: the one reading server and phone share. */
export function memoryOf(card: StoredCardMemory): CardMemory {
  return {
    due: new Date(card.due),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsedDays,
    scheduledDays: card.scheduledDays,
    learningSteps: card.learningSteps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state as CardStateName,
    lastReview: card.lastReview === null ? null : new Date(card.lastReview),
  };
}

/** One rating as ts-fsrs logs it (names as in the Prisma ReviewLog model). */
export interface ReviewRecord {
  rating: RatingValue;
  state: CardStateName;
  due: Date;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  lastElapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  review: Date;
}

export interface ReviewOutcome {
  card: CardMemory;
  log: ReviewRecord;
}

export interface SchedulerOptions {
  /** Probability of recall at which a card falls due (deck setting, default 0.9). */
  desiredRetention?: number;
  /**
   * Spread due dates by a few percent so cards learnt together do not stay together (Anki does
   * this). Deterministic: ts-fsrs seeds it from the review time and the card's review count.
   */
  fuzz?: boolean;
}

const STATE_BY_NAME: Record<CardStateName, State> = {
  NEW: State.New,
  LEARNING: State.Learning,
  REVIEW: State.Review,
  RELEARNING: State.Relearning,
};

/** ts-fsrs's State → our name. */
export function stateName(state: State): CardStateName {
  return CARD_STATES[state] ?? "NEW";
}

/** A ts-fsrs scheduler with our defaults (FSRS-6 default weights, learning steps 1m/10m). */
export function createScheduler(options: SchedulerOptions = {}): FSRS {
  return fsrs({
    request_retention: options.desiredRetention ?? DEFAULT_DESIRED_RETENTION,
    enable_fuzz: options.fuzz ?? true,
    enable_short_term: true,
  });
}

/** The memory state of a card nobody has studied yet. */
export function newCardMemory(now: Date): CardMemory {
  return fromFsrsCard(createEmptyCard(now));
}

/** Our stored state → a ts-fsrs Card. */
export function toFsrsCard(card: CardMemory): Card {
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: card.elapsedDays,
    scheduled_days: card.scheduledDays,
    learning_steps: card.learningSteps,
    reps: card.reps,
    lapses: card.lapses,
    state: STATE_BY_NAME[card.state],
    last_review: card.lastReview ?? undefined,
  };
}

/** A ts-fsrs Card → our stored state. */
export function fromFsrsCard(card: Card): CardMemory {
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: stateName(card.state),
    lastReview: card.last_review ?? null,
  };
}

function fromFsrsLog(log: ReviewLog): ReviewRecord {
  return {
    rating: log.rating as RatingValue,
    state: stateName(log.state),
    due: log.due,
    stability: log.stability,
    difficulty: log.difficulty,
    elapsedDays: log.elapsed_days,
    lastElapsedDays: log.last_elapsed_days,
    scheduledDays: log.scheduled_days,
    learningSteps: log.learning_steps,
    review: log.review,
  };
}

/** Rates one card at `now`: its next memory state and the log line to store. */
export function rateCard(
  card: CardMemory,
  rating: RatingValue,
  now: Date,
  options: SchedulerOptions = {},
): ReviewOutcome {
  const result = createScheduler(options).next(toFsrsCard(card), now, rating as Grade);
  return { card: fromFsrsCard(result.card), log: fromFsrsLog(result.log) };
}

/** What each of the four ratings would do to the card now, for the labels on the rating buttons. */
export function previewRatings(
  card: CardMemory,
  now: Date,
  options: SchedulerOptions = {},
): Record<RatingValue, ReviewOutcome> {
  const preview = createScheduler(options).repeat(toFsrsCard(card), now);
  const pick = (rating: Grade): ReviewOutcome => ({
    card: fromFsrsCard(preview[rating].card),
    log: fromFsrsLog(preview[rating].log),
  });
  return { 1: pick(Rating.Again), 2: pick(Rating.Hard), 3: pick(Rating.Good), 4: pick(Rating.Easy) };
}

/** Days as a fraction between two instants. */
export function daysBetween(from: Date, to: Date): number {
  return (to.getTime() - from.getTime()) / 86_400_000;
}

/**
 * Probability of recalling the card at `at` with no further review: the FSRS forgetting curve
 * R(t, S) with t the (fractional) days since the last review. A card never studied is 0.
 */
export function retrievabilityAt(card: CardMemory, at: Date, scheduler: FSRS = createScheduler()): number {
  if (card.state === "NEW" || !card.lastReview || card.stability <= 0) return 0;
  const t = Math.max(0, daysBetween(card.lastReview, at));
  return scheduler.forgetting_curve(t, card.stability);
}
