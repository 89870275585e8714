import {
  OFFLINE_REVIEW_STATUSES,
  ReviewCardInputSchema,
  SyncReviewsInputSchema,
  TzOffsetSchema,
} from "@vidya/core/schemas/flashcards";
import { z } from "zod";
import { builder } from "../../builder";
import { viewerId } from "../common/viewer";
import { type DueQueue, dueCards } from "./due-queue.service";
import { FlashcardRef } from "./flashcard-types.schema";
import {
  type DeckReadinessReport,
  type FlashcardStats,
  flashcardStats,
  getDeckReadiness,
} from "./readiness.service";
import { type ReviewResult, reviewCard, undoReview } from "./review.service";
import { type ReviewSync, type SyncedReview, syncReviews } from "./sync.service";

const tzOffset = {
  required: false,
  validate: TzOffsetSchema,
  description: "Date#getTimezoneOffset() of the student (India: -330).",
} as const;

const DueQueueRef = builder.objectRef<DueQueue>("DueQueue").implement({
  description: "Cards to study now: due cards first, then today's new cards.",
  authScopes: { signedIn: true },
  fields: (t) => ({
    cards: t.field({ type: [FlashcardRef], resolve: (q) => q.cards }),
    dueCount: t.exposeInt("dueCount"),
    newCount: t.exposeInt("newCount"),
  }),
});

const ReviewResultRef = builder.objectRef<ReviewResult>("ReviewResult").implement({
  authScopes: { signedIn: true },
  fields: (t) => ({
    reviewId: t.exposeID("reviewId"),
    card: t.field({
      type: FlashcardRef,
      description: "The card after the rating; its previews are its next due times per rating.",
      resolve: (r) => r.card,
    }),
  }),
});

const CardOutlookRef = builder.objectRef<DeckReadinessReport["cards"][number]>("CardReadiness").implement({
  authScopes: { signedIn: true },
  fields: (t) => ({
    cardId: t.exposeID("id"),
    front: t.exposeString("front"),
    recall: t.exposeFloat("recall", { description: "Predicted recall at the exam with no more reviews." }),
    plannedRecall: t.exposeFloat("plannedRecall", {
      description: "Predicted recall after the before-the-exam plan.",
    }),
    atRisk: t.exposeBoolean("atRisk"),
    plannedReviews: t.field({ type: ["DateTime"], resolve: (c) => c.plannedReviews }),
  }),
});

const DayCountRef = builder.objectRef<{ day: string; reviews: number }>("DayCount").implement({
  authScopes: { signedIn: true },
  fields: (t) => ({
    day: t.exposeString("day", { description: "YYYY-MM-DD (local)" }),
    reviews: t.exposeInt("reviews"),
  }),
});

const ReadinessRef = builder.objectRef<DeckReadinessReport>("DeckReadiness").implement({
  description: "Predicted recall on exam day (FSRS retrievability) and what it takes to raise it.",
  authScopes: { signedIn: true },
  fields: (t) => ({
    deckId: t.exposeID("deckId"),
    examAt: t.expose("examAt", { type: "DateTime" }),
    daysLeft: t.exposeInt("daysLeft"),
    threshold: t.exposeFloat("threshold", {
      description: "Below this on exam day a card is at risk (desired retention).",
    }),
    target: t.exposeFloat("target", { description: "What before-the-exam mode aims for on exam day." }),
    averageRecall: t.exposeFloat("averageRecall"),
    plannedAverageRecall: t.exposeFloat("plannedAverageRecall"),
    atRiskCount: t.exposeInt("atRiskCount"),
    newCount: t.exposeInt("newCount"),
    reviewsNeeded: t.exposeInt("reviewsNeeded"),
    reviewsPerDay: t.exposeInt("reviewsPerDay"),
    schedule: t.field({ type: [DayCountRef], resolve: (r) => r.schedule }),
    cards: t.field({ type: [CardOutlookRef], resolve: (r) => r.cards }),
    atRisk: t.field({
      type: [CardOutlookRef],
      args: { limit: t.arg.int({ required: false }) },
      description: "The cards at risk, weakest first.",
      resolve: (r, args) =>
        r.cards
          .filter((c) => c.atRisk)
          .sort((a, b) => a.recall - b.recall)
          .slice(0, Math.min(Math.max(args.limit ?? 20, 0), 500)),
    }),
  }),
});

const StatsRef = builder.objectRef<FlashcardStats>("FlashcardStats").implement({
  authScopes: { signedIn: true },
  fields: (t) => ({
    reviewsPerDay: t.field({ type: [DayCountRef], resolve: (s) => s.reviewsPerDay }),
    retention: t.exposeFloat("retention", {
      nullable: true,
      description: "Share of graduated cards recalled.",
    }),
    streak: t.exposeInt("streak", { description: "Days in a row with a review." }),
    reviewsToday: t.exposeInt("reviewsToday"),
    totalReviews: t.exposeInt("totalReviews"),
    cardCount: t.exposeInt("cardCount"),
    dueNow: t.exposeInt("dueNow"),
  }),
});

const ReviewCardInput = builder.inputType("ReviewCardInput", {
  fields: (t) => ({
    cardId: t.id({ required: true }),
    rating: t.int({ required: true, description: "1 Again, 2 Hard, 3 Good, 4 Easy." }),
    reps: t.int({ description: "The card's reps as shown; a mismatch means it was already rated." }),
  }),
});

builder.queryFields((t) => ({
  dueCards: t.field({
    type: DueQueueRef,
    authScopes: { signedIn: true },
    errors: {},
    args: {
      deckId: t.arg.id({ required: false, validate: z.uuid("No such deck.").nullish() }),
      limit: t.arg.int({ required: false, validate: z.number().int().min(1).max(200).nullish() }),
      tzOffset: t.arg.int(tzOffset),
    },
    resolve: (_r, args, ctx) =>
      dueCards(ctx, viewerId(ctx), {
        deckId: args.deckId ? String(args.deckId) : null,
        limit: args.limit,
        tzOffsetMinutes: args.tzOffset ?? undefined,
      }),
  }),
  deckReadiness: t.field({
    type: ReadinessRef,
    authScopes: { signedIn: true },
    errors: {},
    args: {
      deckId: t.arg.id({ required: true, validate: z.uuid("No such deck.") }),
      tzOffset: t.arg.int(tzOffset),
    },
    resolve: (_r, args, ctx) =>
      getDeckReadiness(ctx, viewerId(ctx), String(args.deckId), args.tzOffset ?? undefined),
  }),
  flashcardStats: t.field({
    type: StatsRef,
    authScopes: { signedIn: true },
    errors: {},
    args: {
      deckId: t.arg.id({ required: false, validate: z.uuid("No such deck.").nullish() }),
      days: t.arg.int({ required: false, validate: z.number().int().min(1).max(365).nullish() }),
      tzOffset: t.arg.int(tzOffset),
    },
    resolve: (_r, args, ctx) =>
      flashcardStats(ctx, viewerId(ctx), {
        deckId: args.deckId ? String(args.deckId) : null,
        days: args.days,
        tzOffsetMinutes: args.tzOffset ?? undefined,
      }),
  }),
}));

builder.mutationFields((t) => ({
  reviewCard: t.field({
    type: ReviewResultRef,
    authScopes: { signedIn: true },
    errors: {},
    args: {
      input: t.arg({
        type: ReviewCardInput,
        required: true,
        validate: ReviewCardInputSchema.extend({ reps: z.number().int().min(0).nullish() }),
      }),
      tzOffset: t.arg.int(tzOffset),
    },
    resolve: (_r, args, ctx) =>
      reviewCard(ctx, viewerId(ctx), {
        cardId: String(args.input.cardId),
        rating: args.input.rating,
        expectedReps: args.input.reps,
        tzOffsetMinutes: args.tzOffset ?? undefined,
      }),
  }),
  undoReview: t.field({
    type: FlashcardRef,
    description: "Takes back your last rating (in this deck, if given); the card returns exactly as it was.",
    authScopes: { signedIn: true },
    errors: {},
    args: { deckId: t.arg.id({ required: false, validate: z.uuid("No such deck.").nullish() }) },
    resolve: (_r, args, ctx) => undoReview(ctx, viewerId(ctx), args.deckId ? String(args.deckId) : null),
  }),
}));

const OfflineReviewStatusEnum = builder.enumType("OfflineReviewStatus", {
  values: OFFLINE_REVIEW_STATUSES,
  description:
    "APPLIED; MERGED (reviewed elsewhere since: both kept, in time order); DUPLICATE (already synced); CARD_GONE.",
});

const SyncedReviewRef = builder.objectRef<SyncedReview>("SyncedReview").implement({
  authScopes: { signedIn: true },
  fields: (t) => ({
    reviewId: t.exposeID("reviewId"),
    status: t.field({ type: OfflineReviewStatusEnum, resolve: (r) => r.status }),
  }),
});

const ReviewSyncRef = builder.objectRef<ReviewSync>("ReviewSync").implement({
  authScopes: { signedIn: true },
  fields: (t) => ({
    applied: t.exposeInt("applied", { description: "Reviews applied now (APPLIED or MERGED)." }),
    results: t.field({ type: [SyncedReviewRef], resolve: (r) => r.results }),
  }),
});

const OfflineReviewInput = builder.inputType("OfflineReviewInput", {
  fields: (t) => ({
    reviewId: t.id({ required: true, description: "Made on the device; the same id twice applies once." }),
    cardId: t.id({ required: true }),
    rating: t.int({ required: true, description: "1 Again, 2 Hard, 3 Good, 4 Easy." }),
    reviewedAt: t.field({
      type: "DateTime",
      required: true,
      description: "When it was rated, on the server's clock as the device measured it.",
    }),
  }),
});

builder.mutationFields((t) => ({
  syncReviews: t.field({
    type: ReviewSyncRef,
    description: "Applies reviews made offline, in the order given (oldest first), each once.",
    authScopes: { signedIn: true },
    errors: {},
    args: {
      reviews: t.arg({
        type: [OfflineReviewInput],
        required: true,
        validate: SyncReviewsInputSchema,
      }),
      tzOffset: t.arg.int(tzOffset),
    },
    resolve: (_r, args, ctx) =>
      syncReviews(
        ctx,
        viewerId(ctx),
        args.reviews.map((r) => ({ ...r, reviewId: String(r.reviewId), cardId: String(r.cardId) })),
        args.tzOffset ?? undefined,
      ),
  }),
}));
