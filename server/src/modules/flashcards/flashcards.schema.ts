import {
  CreateCardInputSchema,
  CreateDeckInputSchema,
  ImportCardsInputSchema,
  TzOffsetSchema,
  UpdateCardInputSchema,
  UpdateDeckInputSchema,
} from "@vidya/core/schemas/flashcards";
import { z } from "zod";
import { builder } from "../../builder";
import { viewerId } from "../common/viewer";
import { createCard, deleteCard, ImportCardsError, importCards, updateCard } from "./cards.service";
import { createDeck, deleteDeck, exportDeck, listDecks, updateDeck } from "./decks.service";
import { AddedCardsRef, CardTextFormatEnum } from "./flashcard-types.schema";
import { usable } from "./schema-helpers";

const ExportRef = builder
  .objectRef<{ fileName: string; mimeType: string; text: string; cardCount: number }>("DeckExport")
  .implement({
    authScopes: { signedIn: true },
    fields: (t) => ({
      fileName: t.exposeString("fileName"),
      mimeType: t.exposeString("mimeType"),
      text: t.exposeString("text"),
      cardCount: t.exposeInt("cardCount"),
    }),
  });

const DeckInput = builder.inputType("DeckInput", {
  fields: (t) => ({
    title: t.string(),
    subject: t.string({
      description: "mathematics, science, social-science, english, hindi, gujarati, sanskrit or other",
    }),
    grade: t.int({ description: "Class 1 to 12." }),
    examDate: t.string({ description: "YYYY-MM-DD; null removes the exam (update)." }),
    examMode: t.boolean(),
    newCardsPerDay: t.int(),
    desiredRetention: t.float(),
  }),
});

const ImportCardsInput = builder.inputType("ImportCardsInput", {
  fields: (t) => ({
    deckId: t.id({ required: true }),
    text: t.string({
      required: true,
      description: "CSV or tab-separated text, one card per row: front, back.",
    }),
    format: t.field({ type: CardTextFormatEnum, description: "Detected from the text when not given." }),
  }),
});

const CardInput = builder.inputType("CardInput", {
  fields: (t) => ({
    deckId: t.id({ description: "Create: the deck. Update: moves the card to this deck." }),
    front: t.string(),
    back: t.string(),
    imageId: t.id({ description: "An image uploaded with POST /upload; null removes it (update)." }),
  }),
});

builder.queryFields((t) => ({
  decks: t.prismaField({
    type: ["Deck"],
    authScopes: { signedIn: true },
    resolve: (query, _r, _a, ctx) => listDecks(ctx, viewerId(ctx), query),
  }),
  deck: t.prismaField({
    type: "Deck",
    nullable: true,
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (query, _r, args, ctx) =>
      z.uuid().safeParse(args.id).success
        ? ctx.db.deck.findFirst({ ...usable(query), where: { id: String(args.id), userId: viewerId(ctx) } })
        : null,
  }),
  exportDeck: t.field({
    type: ExportRef,
    authScopes: { signedIn: true },
    errors: {},
    args: {
      id: t.arg.id({ required: true, validate: z.uuid("No such deck.") }),
      format: t.arg({ type: CardTextFormatEnum, required: true }),
    },
    resolve: (_r, args, ctx) => exportDeck(ctx, viewerId(ctx), String(args.id), args.format),
  }),
}));

builder.mutationFields((t) => ({
  createDeck: t.prismaField({
    type: "Deck",
    authScopes: { signedIn: true },
    errors: {},
    args: {
      input: t.arg({ type: DeckInput, required: true, validate: CreateDeckInputSchema }),
      tzOffset: t.arg.int({ required: false, validate: TzOffsetSchema }),
    },
    resolve: async (query, _r, args, ctx) => {
      const deck = await createDeck(
        ctx,
        viewerId(ctx),
        CreateDeckInputSchema.parse(args.input),
        args.tzOffset ?? undefined,
      );
      return ctx.db.deck.findUniqueOrThrow({ ...usable(query), where: { id: deck.id } });
    },
  }),
  updateDeck: t.prismaField({
    type: "Deck",
    authScopes: { signedIn: true },
    errors: {},
    args: {
      id: t.arg.id({ required: true, validate: z.uuid("No such deck.") }),
      input: t.arg({ type: DeckInput, required: true, validate: UpdateDeckInputSchema }),
      tzOffset: t.arg.int({ required: false, validate: TzOffsetSchema }),
    },
    resolve: async (query, _r, args, ctx) => {
      const input = UpdateDeckInputSchema.parse(args.input);
      const deck = await updateDeck(ctx, viewerId(ctx), String(args.id), input, args.tzOffset ?? undefined);
      return ctx.db.deck.findUniqueOrThrow({ ...usable(query), where: { id: deck.id } });
    },
  }),
  deleteDeck: t.id({
    authScopes: { signedIn: true },
    errors: {},
    args: { id: t.arg.id({ required: true, validate: z.uuid("No such deck.") }) },
    resolve: (_r, args, ctx) => deleteDeck(ctx, viewerId(ctx), String(args.id)),
  }),
  createCard: t.prismaField({
    type: "Flashcard",
    authScopes: { signedIn: true },
    errors: {},
    args: { input: t.arg({ type: CardInput, required: true, validate: CreateCardInputSchema }) },
    resolve: async (query, _r, args, ctx) => {
      const card = await createCard(ctx, viewerId(ctx), CreateCardInputSchema.parse(args.input));
      return ctx.db.flashcard.findUniqueOrThrow({ ...usable(query), where: { id: card.id } });
    },
  }),
  updateCard: t.prismaField({
    type: "Flashcard",
    authScopes: { signedIn: true },
    errors: {},
    args: {
      id: t.arg.id({ required: true, validate: z.uuid("No such card.") }),
      input: t.arg({ type: CardInput, required: true, validate: UpdateCardInputSchema }),
    },
    resolve: async (query, _r, args, ctx) => {
      const card = await updateCard(
        ctx,
        viewerId(ctx),
        String(args.id),
        UpdateCardInputSchema.parse(args.input),
      );
      return ctx.db.flashcard.findUniqueOrThrow({ ...usable(query), where: { id: card.id } });
    },
  }),
  moveCard: t.prismaField({
    type: "Flashcard",
    description: "Moves a card, with its study history, to another of your decks.",
    authScopes: { signedIn: true },
    errors: {},
    args: {
      id: t.arg.id({ required: true, validate: z.uuid("No such card.") }),
      deckId: t.arg.id({ required: true, validate: z.uuid("No such deck.") }),
    },
    resolve: async (query, _r, args, ctx) => {
      const card = await updateCard(ctx, viewerId(ctx), String(args.id), { deckId: String(args.deckId) });
      return ctx.db.flashcard.findUniqueOrThrow({ ...usable(query), where: { id: card.id } });
    },
  }),
  deleteCard: t.id({
    authScopes: { signedIn: true },
    errors: {},
    args: { id: t.arg.id({ required: true, validate: z.uuid("No such card.") }) },
    resolve: (_r, args, ctx) => deleteCard(ctx, viewerId(ctx), String(args.id)),
  }),
  importCards: t.field({
    type: AddedCardsRef,
    description: "Adds CSV or tab-separated (Anki) cards in one transaction; any bad row → nothing imported.",
    authScopes: { signedIn: true },
    errors: { types: [ImportCardsError] },
    args: { input: t.arg({ type: ImportCardsInput, required: true, validate: ImportCardsInputSchema }) },
    resolve: async (_r, args, ctx) => {
      const input = ImportCardsInputSchema.parse(args.input);
      return { imported: await importCards(ctx, viewerId(ctx), input), deckId: input.deckId };
    },
  }),
}));
