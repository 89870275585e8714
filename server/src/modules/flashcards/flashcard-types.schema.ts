import { CARD_TEXT_FORMATS } from "@vidya/core/flashcards/card-text";
import { memoryOf, RATING_LABELS, retrievabilityAt } from "@vidya/core/flashcards/fsrs";
import { type RatingPreview, ratingPreviews } from "@vidya/core/flashcards/schedule";
import { TzOffsetSchema } from "@vidya/core/schemas/flashcards";
import { builder } from "../../builder";
import { ErrorInterface } from "../common/errors.schema";
import { ImportCardsError } from "./cards.service";
import { fromDateColumn } from "./decks.service";
import { usable } from "./schema-helpers";

/** The flashcards domain's object types, shared by its schema files. */

export const CardStateEnum = builder.enumType("CardState", {
  values: ["NEW", "LEARNING", "REVIEW", "RELEARNING"] as const,
});
export const CardTextFormatEnum = builder.enumType("CardTextFormat", { values: CARD_TEXT_FORMATS });

const RatingPreviewRef = builder.objectRef<RatingPreview>("RatingPreview").implement({
  description: "What one rating would do: the card's next due time.",
  authScopes: { signedIn: true },
  fields: (t) => ({
    rating: t.exposeInt("rating"),
    label: t.string({ resolve: (p) => RATING_LABELS[p.rating] }),
    due: t.expose("due", { type: "DateTime" }),
    interval: t.exposeString("interval", { description: 'Short label such as "10m" or "4d".' }),
  }),
});

export const DeckRef = builder.prismaObject("Deck", {
  description: "A student's flashcard deck for one subject and class, optionally with an exam date.",
  authScopes: { signedIn: true },
  fields: (t) => ({
    id: t.exposeID("id"),
    title: t.exposeString("title"),
    subject: t.exposeString("subject"),
    grade: t.exposeInt("grade"),
    examDate: t.string({
      nullable: true,
      description: "YYYY-MM-DD",
      resolve: (d) => (d.examDate ? fromDateColumn(d.examDate) : null),
    }),
    examMode: t.exposeBoolean("examMode", { description: '"Before the exam" mode is on.' }),
    newCardsPerDay: t.exposeInt("newCardsPerDay"),
    desiredRetention: t.exposeFloat("desiredRetention"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
    cardCount: t.relationCount("cards"),
    newCount: t.relationCount("cards", { where: { state: "NEW" } }),
    dueCount: t.relationCount("cards", {
      description: "Studied cards due now.",
      where: () => ({ state: { not: "NEW" as const }, due: { lte: new Date() } }),
    }),
    cards: t.relation("cards", { query: { orderBy: [{ position: "asc" }, { createdAt: "asc" }] } }),
  }),
});

export const FlashcardRef = builder.prismaObject("Flashcard", {
  description: "A card: front and back in Markdown with $KaTeX$ math, and its FSRS memory state.",
  authScopes: { signedIn: true },
  fields: (t) => ({
    id: t.exposeID("id"),
    deckId: t.exposeID("deckId"),
    front: t.exposeString("front"),
    back: t.exposeString("back"),
    imageId: t.exposeID("imageId", { nullable: true }),
    imageUrl: t.string({
      nullable: true,
      description: "GET it with your access token.",
      resolve: (c) => (c.imageId ? `/upload/${c.imageId}` : null),
    }),
    position: t.exposeInt("position"),
    state: t.field({ type: CardStateEnum, resolve: (c) => c.state }),
    due: t.expose("due", { type: "DateTime" }),
    stability: t.exposeFloat("stability"),
    difficulty: t.exposeFloat("difficulty"),
    reps: t.exposeInt("reps"),
    lapses: t.exposeInt("lapses"),
    elapsedDays: t.exposeInt("elapsedDays"),
    scheduledDays: t.exposeInt("scheduledDays"),
    learningSteps: t.exposeInt("learningSteps"),
    lastReview: t.expose("lastReview", { type: "DateTime", nullable: true }),
    retrievability: t.float({
      description: "Probability of recalling it now (0 for a card never studied).",
      resolve: (c) => retrievabilityAt(memoryOf(c), new Date()),
    }),
    previews: t.field({
      type: [RatingPreviewRef],
      description: "The next due time each rating (Again, Hard, Good, Easy) would give, for the buttons.",
      args: { tzOffset: t.arg.int({ required: false, validate: TzOffsetSchema }) },
      select: { deck: { select: { desiredRetention: true, examMode: true, examDate: true } } },
      resolve: (c, args) => ratingPreviews(memoryOf(c), c.deck, new Date(), args.tzOffset ?? undefined),
    }),
  }),
});

const ImportIssueRef = builder.objectRef<{ line: number; message: string }>("ImportIssue").implement({
  authScopes: { public: true },
  fields: (t) => ({ line: t.exposeInt("line"), message: t.exposeString("message") }),
});

builder.objectType(ImportCardsError, {
  name: "ImportCardsError",
  description: "Malformed rows, each with its line number. Nothing was imported.",
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof ImportCardsError,
  fields: (t) => ({
    issues: t.field({ type: [ImportIssueRef], authScopes: { public: true }, resolve: (e) => e.issues }),
  }),
});

/** Cards added to a deck (import, generator). */
export const AddedCardsRef = builder.objectRef<{ imported: number; deckId: string }>("AddedCards").implement({
  authScopes: { signedIn: true },
  fields: (t) => ({
    imported: t.exposeInt("imported"),
    deck: t.prismaField({
      type: "Deck",
      resolve: (query, r, _a, ctx) =>
        ctx.db.deck.findUniqueOrThrow({ ...usable(query), where: { id: r.deckId } }),
    }),
  }),
});
