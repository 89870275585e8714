import type { GeneratedCard } from "@vidya/core/jobs/generate-flashcards";
import { GenerateFlashcardsInputSchema, SaveGeneratedCardsInputSchema } from "@vidya/core/schemas/flashcards";
import { z } from "zod";
import { builder } from "../../builder";
import { JobStatusEnum } from "../common/job-status.schema";
import { viewerId } from "../common/viewer";
import { saveGeneratedCards } from "./cards.service";
import { AddedCardsRef } from "./flashcard-types.schema";
import { getGeneration, startGeneration, watchGeneration } from "./generation.service";

const GeneratedCardRef = builder.objectRef<GeneratedCard>("GeneratedCard").implement({
  authScopes: { signedIn: true },
  fields: (t) => ({
    front: t.exposeString("front"),
    back: t.exposeString("back"),
    kind: t.exposeString("kind", {
      description: "definition or cloze (offline extractor), or question (written by the AI model)",
    }),
  }),
});

function resultCards(result: unknown): GeneratedCard[] {
  return Array.isArray(result) ? (result as GeneratedCard[]) : [];
}

const GenerationRef = builder.prismaObject("FlashcardGeneration", {
  description: "A run of the flashcard generator over pasted text or a PDF.",
  authScopes: { signedIn: true },
  fields: (t) => ({
    id: t.exposeID("id"),
    status: t.field({ type: JobStatusEnum, resolve: (g) => g.status }),
    progress: t.exposeInt("progress", { description: "0 to 100." }),
    stage: t.exposeString("stage", { nullable: true }),
    fileName: t.exposeString("fileName", { nullable: true }),
    error: t.exposeString("error", { nullable: true }),
    cards: t.field({ type: [GeneratedCardRef], resolve: (g) => resultCards(g.result) }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    completedAt: t.expose("completedAt", { type: "DateTime", nullable: true }),
  }),
});

const GenerateInput = builder.inputType("GenerateFlashcardsInput", {
  fields: (t) => ({
    text: t.string({ description: "Pasted notes." }),
    uploadId: t.id({ description: "A PDF uploaded with POST /upload (20 MB at most)." }),
    maxCards: t.int({ description: "Most cards to suggest (default 30)." }),
  }),
});

const GeneratedCardInput = builder.inputType("GeneratedCardInput", {
  fields: (t) => ({ front: t.string({ required: true }), back: t.string({ required: true }) }),
});

const SaveInput = builder.inputType("SaveGeneratedCardsInput", {
  fields: (t) => ({
    generationId: t.id({ required: true }),
    deckId: t.id({ required: true }),
    cards: t.field({ type: [GeneratedCardInput], required: true }),
  }),
});

builder.queryField("flashcardGeneration", (t) =>
  t.prismaField({
    type: "FlashcardGeneration",
    nullable: true,
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_q, _r, args, ctx) =>
      z.uuid().safeParse(args.id).success ? getGeneration(ctx, viewerId(ctx), String(args.id)) : null,
  }),
);

builder.mutationFields((t) => ({
  generateFlashcards: t.prismaField({
    type: "FlashcardGeneration",
    description:
      "Suggests cards from notes or a PDF; watch the flashcardGeneration subscription for progress.",
    authScopes: { signedIn: true },
    errors: {},
    args: { input: t.arg({ type: GenerateInput, required: true, validate: GenerateFlashcardsInputSchema }) },
    resolve: (_q, _r, args, ctx) =>
      startGeneration(ctx, viewerId(ctx), GenerateFlashcardsInputSchema.parse(args.input)),
  }),
  saveGeneratedCards: t.field({
    type: AddedCardsRef,
    description: "Saves the suggested cards you kept (edited as you like) to a deck.",
    authScopes: { signedIn: true },
    errors: {},
    args: { input: t.arg({ type: SaveInput, required: true, validate: SaveGeneratedCardsInputSchema }) },
    resolve: async (_r, args, ctx) => {
      const input = SaveGeneratedCardsInputSchema.parse(args.input);
      return { imported: await saveGeneratedCards(ctx, viewerId(ctx), input), deckId: input.deckId };
    },
  }),
}));

builder.subscriptionField("flashcardGeneration", (t) =>
  t.field({
    type: GenerationRef,
    description: "The run's stored state, then each change (progress, then the suggested cards).",
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true, validate: z.uuid("No such generation.") }) },
    subscribe: (_root, args, ctx) => watchGeneration(ctx, viewerId(ctx), String(args.id)),
    resolve: (row) => row,
  }),
);
