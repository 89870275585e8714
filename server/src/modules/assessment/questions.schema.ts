import type { QuestionOption } from "@vidya/core/assessment/question";
import { GenerateQuestionsInputSchema, ReviewQuestionInputSchema } from "@vidya/core/schemas/assessment";
import type { Question, QuestionGeneration } from "@vidya/db/prisma";
import { z } from "zod";
import { builder } from "../../builder";
import { JobStatusEnum } from "../common/job-status.schema";
import { viewerId } from "../common/viewer";
import { chapterTitle, optionsOf } from "./bank";
import {
  getQuestionGeneration,
  listQuestions,
  reviewQuestion,
  startQuestionGeneration,
  watchQuestionGeneration,
} from "./questions.service";

const teacherOnly = { teacher: true } as const;

export const QuestionOptionRef = builder.objectRef<QuestionOption>("QuestionOption").implement({
  description:
    "One option of an item; its id is stable, so a key never depends on order. The id is unique within its item only (a, b, c, …), not across items.",
  authScopes: { signedIn: true },
  fields: (t) => ({ id: t.exposeID("id"), text: t.exposeString("text") }),
});

const PageNoteRef = builder.objectRef<{ page: number; note: string }>("PageNote").implement({
  authScopes: teacherOnly,
  fields: (t) => ({ page: t.exposeInt("page"), note: t.exposeString("note") }),
});

export const BankQuestionRef = builder.objectRef<Question>("BankQuestion").implement({
  description: "An item of the question bank as its teacher reviews it, key included. Teachers only.",
  authScopes: teacherOnly,
  fields: (t) => ({
    id: t.exposeID("id"),
    subject: t.exposeString("subject"),
    grade: t.exposeInt("grade"),
    chapterId: t.exposeString("chapterId"),
    chapterTitle: t.string({ resolve: (q) => chapterTitle(q.chapterId) }),
    kind: t.string({ resolve: (q) => q.kind }),
    stem: t.exposeString("stem"),
    options: t.field({ type: [QuestionOptionRef], resolve: (q) => optionsOf(q) }),
    key: t.exposeString("key", { description: "The right option's id." }),
    explanation: t.exposeString("explanation"),
    source: t.exposeString("source", { description: "pdf, math or teacher" }),
    sourcePage: t.exposeInt("sourcePage", { nullable: true }),
    quote: t.exposeString("quote", { nullable: true }),
    status: t.string({ resolve: (q) => q.status, description: "DRAFT, CHECKED, APPROVED or REJECTED" }),
    rejectReason: t.exposeString("rejectReason", { nullable: true }),
    flagged: t.exposeBoolean("flagged", { description: "Possibly miskeyed: better students miss it more." }),
    difficulty: t.exposeFloat("difficulty"),
    discrimination: t.exposeFloat("discrimination"),
    responses: t.exposeInt("responses"),
  }),
});

const QuestionGenerationRef = builder.objectRef<QuestionGeneration>("QuestionGeneration").implement({
  description: "A run of the question generator over a PDF or a mathematics chapter.",
  authScopes: teacherOnly,
  fields: (t) => ({
    id: t.exposeID("id"),
    status: t.field({ type: JobStatusEnum, resolve: (g) => g.status }),
    progress: t.exposeInt("progress"),
    stage: t.exposeString("stage", { nullable: true }),
    error: t.exposeString("error", { nullable: true }),
    fileName: t.exposeString("fileName", { nullable: true }),
    chapterId: t.exposeString("chapterId"),
    madeBy: t.exposeString("madeBy", { nullable: true, description: "model, local or local-fallback" }),
    pageNotes: t.field({
      type: [PageNoteRef],
      description: "Pages without usable text, each said by number.",
      resolve: (g) =>
        Array.isArray(g.pageNotes) ? (g.pageNotes as unknown as { page: number; note: string }[]) : [],
    }),
  }),
});

const GenerateQuestionsInput = builder.inputType("GenerateQuestionsInput", {
  fields: (t) => ({
    chapterId: t.string({ required: true, description: "A catalogue chapter id." }),
    uploadId: t.id({
      description: "A PDF uploaded with POST /upload; omit for a mathematics chapter's templates.",
    }),
  }),
});

const ReviewQuestionInput = builder.inputType("ReviewQuestionInput", {
  fields: (t) => ({
    questionId: t.id({ required: true }),
    decision: t.string({ required: true, description: "APPROVE, REJECT or EDIT" }),
    reason: t.string(),
    stem: t.string(),
    options: t.stringList(),
    keyIndex: t.int(),
    explanation: t.string(),
  }),
});

builder.mutationFields((t) => ({
  generateQuestions: t.field({
    type: QuestionGenerationRef,
    description: "Makes items from a PDF (or a mathematics chapter's templates); follow questionGeneration.",
    authScopes: teacherOnly,
    errors: {},
    args: {
      input: t.arg({ type: GenerateQuestionsInput, required: true, validate: GenerateQuestionsInputSchema }),
    },
    resolve: (_r, args, ctx) =>
      startQuestionGeneration(ctx, viewerId(ctx), GenerateQuestionsInputSchema.parse(args.input)),
  }),
  reviewQuestion: t.field({
    type: BankQuestionRef,
    description: "Approve, reject or edit an item (an edit is checked again).",
    authScopes: teacherOnly,
    errors: {},
    args: {
      input: t.arg({ type: ReviewQuestionInput, required: true, validate: ReviewQuestionInputSchema }),
    },
    resolve: (_r, args, ctx) =>
      reviewQuestion(ctx, viewerId(ctx), ReviewQuestionInputSchema.parse(args.input)),
  }),
}));

builder.queryFields((t) => ({
  questions: t.field({
    type: [BankQuestionRef],
    description: "The teacher's bank: a generation's items, or a subject, class and chapter's.",
    authScopes: teacherOnly,
    errors: {},
    args: {
      generationId: t.arg.id({ validate: z.uuid("No such generation.").nullish() }),
      subject: t.arg.string(),
      grade: t.arg.int(),
      chapterId: t.arg.string(),
      status: t.arg.string({ validate: z.enum(["DRAFT", "CHECKED", "APPROVED", "REJECTED"]).nullish() }),
    },
    resolve: (_r, args, ctx) =>
      listQuestions(ctx, viewerId(ctx), {
        generationId: args.generationId ? String(args.generationId) : null,
        subject: args.subject ?? null,
        grade: args.grade ?? null,
        chapterId: args.chapterId ?? null,
        status: args.status ?? null,
      }),
  }),
  questionGenerationRun: t.field({
    type: QuestionGenerationRef,
    nullable: true,
    authScopes: teacherOnly,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) =>
      z.uuid().safeParse(args.id).success ? getQuestionGeneration(ctx, viewerId(ctx), String(args.id)) : null,
  }),
}));

builder.subscriptionField("questionGeneration", (t) =>
  t.field({
    type: QuestionGenerationRef,
    description: "The run's stored state, then each change until it is DONE or FAILED.",
    authScopes: teacherOnly,
    args: { id: t.arg.id({ required: true, validate: z.uuid("No such generation.") }) },
    subscribe: (_root, args, ctx) => watchQuestionGeneration(ctx, viewerId(ctx), String(args.id)),
    resolve: (row) => row,
  }),
);
