import {
  AskChapterQuestionInputSchema,
  ChapterIdSchema,
  CustomChapterInputSchema,
  PracticeQuestionsInputSchema,
} from "@vidya/core/schemas/chapter-qa";
import { GradeSchema, SubjectSchema } from "@vidya/core/schemas/classrooms";
import { z } from "zod";
import { builder } from "../../builder";
import { JobStatusEnum } from "../common/job-status.schema";
import { viewerOf } from "../common/viewer";
import {
  addCustomChapter,
  askChapterQuestion,
  type ChapterView,
  type CurriculumView,
  chapterHistory,
  curriculum,
  generatePracticeQuestions,
  getChapterQuestion,
  removeCustomChapter,
  watchChapterQuestion,
} from "./chapters.service";

const ChapterSourceEnum = builder.enumType("ChapterSource", { values: ["NCERT", "CUSTOM"] as const });
const ChapterTaskKindEnum = builder.enumType("ChapterTaskKind", { values: ["ANSWER", "PRACTICE"] as const });

const ChapterRef = builder.objectRef<ChapterView>("Chapter").implement({
  authScopes: { signedIn: true },
  fields: (t) => ({
    id: t.exposeID("id"),
    number: t.exposeInt("number"),
    title: t.exposeString("title"),
    book: t.exposeString("book"),
    edition: t.exposeString("edition", {
      description: "Which printing the title follows, e.g. NCERT rationalised edition, reprint 2023-24.",
    }),
    source: t.field({ type: ChapterSourceEnum, resolve: (c) => c.source }),
  }),
});

const CurriculumRef = builder.objectRef<CurriculumView>("Curriculum").implement({
  authScopes: { signedIn: true },
  fields: (t) => ({
    grade: t.exposeInt("grade"),
    subject: t.exposeString("subject"),
    chapters: t.field({ type: [ChapterRef], resolve: (c) => c.chapters }),
    editions: t.exposeStringList("editions"),
    note: t.exposeString("note", { nullable: true }),
  }),
});

const ChapterQuestionRef = builder.prismaObject("ChapterQuestion", {
  description: "A teacher's chapter question or practice worksheet, and its answer (history).",
  authScopes: { teacher: true },
  fields: (t) => ({
    id: t.exposeID("id"),
    kind: t.field({ type: ChapterTaskKindEnum, resolve: (q) => q.kind }),
    classroomId: t.exposeID("classroomId", { nullable: true }),
    grade: t.exposeInt("grade"),
    subject: t.exposeString("subject"),
    chapterId: t.exposeString("chapterId"),
    chapterTitle: t.exposeString("chapterTitle"),
    question: t.exposeString("question"),
    language: t.exposeString("language"),
    count: t.exposeInt("count", { nullable: true }),
    status: t.field({ type: JobStatusEnum, resolve: (q) => q.status }),
    answer: t.exposeString("answer", { nullable: true }),
    provider: t.exposeString("provider", {
      nullable: true,
      description: "openai, local-math or none (no AI provider configured).",
    }),
    error: t.exposeString("error", { nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    completedAt: t.expose("completedAt", { type: "DateTime", nullable: true }),
  }),
});

const AskInput = builder.inputType("AskChapterQuestionInput", {
  fields: (t) => ({
    classroomId: t.id({ required: false }),
    grade: t.int({ required: true }),
    subject: t.string({ required: true }),
    chapterId: t.string({ required: true }),
    question: t.string({ required: true }),
    language: t.string({ required: false, description: "en, hi or gu (default en)." }),
  }),
});

const PracticeInput = builder.inputType("PracticeQuestionsInput", {
  fields: (t) => ({
    grade: t.int({ required: true }),
    subject: t.string({ required: true }),
    chapterId: t.string({ required: true }),
    count: t.int({ required: false, description: "3 to 20 (default 10)." }),
    language: t.string({ required: false }),
  }),
});

const CustomChapterInput = builder.inputType("CustomChapterInput", {
  fields: (t) => ({
    grade: t.int({ required: true }),
    subject: t.string({ required: true }),
    title: t.string({ required: true }),
  }),
});

const questionId = z.uuid("That is not a question id.");

builder.queryFields((t) => ({
  curriculum: t.field({
    type: CurriculumRef,
    description:
      "NCERT chapter titles of a class and subject (edition noted), then the teacher's own chapters.",
    authScopes: { signedIn: true },
    errors: {},
    args: {
      grade: t.arg.int({ required: true, validate: GradeSchema }),
      subject: t.arg.string({ required: true, validate: SubjectSchema }),
    },
    resolve: (_r, args, ctx) => curriculum(ctx, viewerOf(ctx), args.grade, SubjectSchema.parse(args.subject)),
  }),
  chapterQuestions: t.prismaField({
    type: ["ChapterQuestion"],
    description: "Your Chapter Q&A and worksheet history, newest first.",
    authScopes: { teacher: true },
    args: {
      kind: t.arg({ type: ChapterTaskKindEnum, required: false }),
      subject: t.arg.string({ required: false, validate: SubjectSchema.nullish() }),
      limit: t.arg.int({ required: false, validate: z.number().int().min(1).max(100).nullish() }),
    },
    resolve: (_q, _r, args, ctx) =>
      chapterHistory(ctx, viewerOf(ctx).id, {
        kind: args.kind ?? null,
        subject: args.subject ?? null,
        limit: args.limit ?? 20,
      }),
  }),
  chapterQuestion: t.prismaField({
    type: "ChapterQuestion",
    authScopes: { teacher: true },
    errors: {},
    args: { id: t.arg.id({ required: true, validate: questionId }) },
    resolve: (_q, _r, args, ctx) => getChapterQuestion(ctx, viewerOf(ctx).id, String(args.id)),
  }),
}));

builder.mutationFields((t) => ({
  askChapterQuestion: t.prismaField({
    type: "ChapterQuestion",
    description:
      "Queues a question about a chapter; follow the answer with the chapterQuestion subscription.",
    authScopes: { teacher: true },
    errors: {},
    args: { input: t.arg({ type: AskInput, required: true, validate: AskChapterQuestionInputSchema }) },
    resolve: (_q, _r, args, ctx) =>
      askChapterQuestion(ctx, viewerOf(ctx).id, AskChapterQuestionInputSchema.parse(args.input)),
  }),
  generatePracticeQuestions: t.prismaField({
    type: "ChapterQuestion",
    description: "Queues a practice worksheet for a chapter (printable on the client).",
    authScopes: { teacher: true },
    errors: {},
    args: { input: t.arg({ type: PracticeInput, required: true, validate: PracticeQuestionsInputSchema }) },
    resolve: (_q, _r, args, ctx) =>
      generatePracticeQuestions(ctx, viewerOf(ctx).id, PracticeQuestionsInputSchema.parse(args.input)),
  }),
  addCustomChapter: t.field({
    type: ChapterRef,
    authScopes: { teacher: true },
    errors: {},
    args: { input: t.arg({ type: CustomChapterInput, required: true, validate: CustomChapterInputSchema }) },
    resolve: (_r, args, ctx) =>
      addCustomChapter(ctx, viewerOf(ctx).id, CustomChapterInputSchema.parse(args.input)),
  }),
  removeCustomChapter: t.boolean({
    authScopes: { teacher: true },
    errors: {},
    args: { chapterId: t.arg.string({ required: true, validate: ChapterIdSchema }) },
    resolve: (_r, args, ctx) => removeCustomChapter(ctx, viewerOf(ctx).id, args.chapterId),
  }),
}));

builder.subscriptionField("chapterQuestion", (t) =>
  t.field({
    type: ChapterQuestionRef,
    description:
      "The question's row, then its answer as it streams, then the final row. Only for the teacher who asked.",
    authScopes: { teacher: true },
    args: { id: t.arg.id({ required: true, validate: questionId }) },
    subscribe: (_r, args, ctx) => watchChapterQuestion(ctx, viewerOf(ctx).id, String(args.id)),
    resolve: (row) => row,
  }),
);
