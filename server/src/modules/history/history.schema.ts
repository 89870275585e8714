import { HistoryInputSchema } from "@vidya/core/schemas/tutor";
import { z } from "zod";
import { builder } from "../../builder";
import { viewerId } from "../common/viewer";
import { MathTopicEnum } from "../tutor/tutor.schema";
import { deleteHistoryRecord, type HistoryPage, listHistory } from "./history.service";

const HistoryRecord = builder.prismaObject("HistoryRecord", {
  description: "SPEC 3's history record: a question, its answer and the similar questions offered.",
  authScopes: { verified: true },
  fields: (t) => ({
    id: t.exposeID("id"),
    text: t.exposeString("text", { description: "The question." }),
    aiResponse: t.exposeString("aiResponse"),
    chatType: t.exposeString("chatType"),
    toolType: t.exposeString("toolType", {
      description: "The topic (algebra, geometry, …), the subject page (science, …) or the tool (socratic).",
    }),
    similarQuestions: t.stringList({
      resolve: (r) =>
        z
          .object({ similarQuestions: z.array(z.string()).catch([]) })
          .catch({ similarQuestions: [] })
          .parse(r.additionalData).similarQuestions,
    }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

const HistoryPageRef = builder.objectRef<HistoryPage>("HistoryPage").implement({
  authScopes: { verified: true },
  fields: (t) => ({
    records: t.field({ type: [HistoryRecord], resolve: (p) => p.records }),
    nextCursor: t.exposeID("nextCursor", { nullable: true }),
    total: t.exposeInt("total"),
  }),
});

const HistoryInput = builder.inputType("HistoryInput", {
  fields: (t) => ({
    search: t.string({ description: "Words to find in the question or the answer." }),
    topic: t.field({ type: MathTopicEnum }),
    toolType: t.string({
      description: "Instead of a math topic: a subject page (science, hindi, …) or a tool (socratic).",
    }),
    first: t.int({ description: "Page size, 1 to 100 (default 20)." }),
    after: t.id({ description: "nextCursor of the previous page." }),
  }),
});

builder.queryField("history", (t) =>
  t.field({
    type: HistoryPageRef,
    description: "Your answered questions across topics, newest first.",
    authScopes: { verified: true },
    errors: {},
    args: { input: t.arg({ type: HistoryInput, validate: HistoryInputSchema }) },
    resolve: (_root, args, ctx) =>
      listHistory(ctx, viewerId(ctx), HistoryInputSchema.parse(args.input ?? {})),
  }),
);

builder.mutationField("deleteHistoryRecord", (t) =>
  t.id({
    description: "Deletes one of your history records; returns its id.",
    authScopes: { verified: true },
    errors: {},
    args: { id: t.arg.id({ required: true, validate: z.uuid("That history record does not exist.") }) },
    resolve: (_root, args, ctx) => deleteHistoryRecord(ctx, viewerId(ctx), String(args.id)),
  }),
);
