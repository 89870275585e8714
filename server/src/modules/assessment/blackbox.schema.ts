import { AnswerBlackboxInputSchema, StartBlackboxInputSchema } from "@vidya/core/schemas/assessment";
import { SUBJECTS } from "@vidya/core/subjects";
import { z } from "zod";
import { builder } from "../../builder";
import { viewerId } from "../common/viewer";
import { classMastery } from "./assignments.service";
import { chapterTitle } from "./bank";
import {
  answerBlackbox,
  type BlackboxView,
  blackboxResult,
  type ChapterResult,
  startBlackbox,
} from "./blackbox.service";
import { TestItemRef } from "./quick-test.schema";

const studentOnly = { student: true } as const;
const teacherOnly = { teacher: true } as const;

const BlackboxRunRef = builder.objectRef<BlackboxView>("BlackboxRun").implement({
  description: "An adaptive diagnostic in progress: the current item (no key), how far it has gone.",
  authScopes: studentOnly,
  fields: (t) => ({
    id: t.id({ resolve: (v) => v.run.id }),
    subject: t.string({ resolve: (v) => v.run.subject }),
    grade: t.int({ resolve: (v) => v.run.grade }),
    answered: t.exposeInt("answered"),
    finished: t.boolean({ resolve: (v) => v.run.finishedAt !== null }),
    current: t.field({ type: TestItemRef, nullable: true, resolve: (v) => v.current }),
    emptyChapters: t.stringList({
      description: "Chapters of the class that have no items in the bank yet (titles).",
      resolve: (v) => v.run.emptyChapters.map(chapterTitle),
    }),
  }),
});

const ChapterResultRef = builder.objectRef<ChapterResult>("ChapterMasteryResult").implement({
  authScopes: { signedIn: true },
  fields: (t) => ({
    chapterId: t.exposeString("chapterId"),
    title: t.exposeString("title"),
    mastery: t.exposeFloat("mastery", { description: "Estimated share right, 0 to 1." }),
    evidence: t.exposeInt("evidence", { description: "Answers behind it." }),
    band: t.exposeString("band", { description: "mastered, developing, needsWork or notEnough" }),
  }),
});

type Result = Awaited<ReturnType<typeof blackboxResult>>;
const BlackboxResultRef = builder.objectRef<Result>("BlackboxResult").implement({
  description: "The mastery map of a finished run, strongest and weakest chapters, and what to learn next.",
  authScopes: studentOnly,
  fields: (t) => ({
    id: t.id({ resolve: (r) => r.run.id }),
    subject: t.string({ resolve: (r) => r.run.subject }),
    grade: t.int({ resolve: (r) => r.run.grade }),
    answered: t.exposeInt("answered"),
    ability: t.float({ resolve: (r) => r.run.theta }),
    abilitySd: t.float({ resolve: (r) => r.run.sd }),
    chapters: t.field({ type: [ChapterResultRef], resolve: (r) => r.chapters }),
    strongest: t.field({ type: ChapterResultRef, nullable: true, resolve: (r) => r.strongest }),
    weakest: t.field({ type: ChapterResultRef, nullable: true, resolve: (r) => r.weakest }),
    recommendations: t.field({ type: [ChapterResultRef], resolve: (r) => r.recommendations }),
  }),
});

type Heat = Awaited<ReturnType<typeof classMastery>>;
const HeatStudentRef = builder.objectRef<Heat["students"][number]>("MasteryStudent").implement({
  authScopes: teacherOnly,
  fields: (t) => ({ studentId: t.exposeID("studentId"), name: t.exposeString("name") }),
});
const HeatChapterRef = builder.objectRef<Heat["chapters"][number]>("MasteryChapter").implement({
  authScopes: teacherOnly,
  fields: (t) => ({ chapterId: t.exposeString("chapterId"), title: t.exposeString("title") }),
});
const HeatCellRef = builder.objectRef<Heat["cells"][number]>("MasteryCell").implement({
  authScopes: teacherOnly,
  fields: (t) => ({
    studentId: t.exposeID("studentId"),
    chapterId: t.exposeString("chapterId"),
    mastery: t.exposeFloat("mastery"),
    evidence: t.exposeInt("evidence"),
    band: t.exposeString("band"),
  }),
});
const ClassMasteryRef = builder.objectRef<Heat>("ClassMastery").implement({
  description: "Class × chapter mastery of one subject, from BlackBox runs and quick tests.",
  authScopes: teacherOnly,
  fields: (t) => ({
    students: t.field({ type: [HeatStudentRef], resolve: (h) => h.students }),
    chapters: t.field({ type: [HeatChapterRef], resolve: (h) => h.chapters }),
    cells: t.field({ type: [HeatCellRef], resolve: (h) => h.cells }),
  }),
});

const StartBlackboxInput = builder.inputType("StartBlackboxInput", {
  fields: (t) => ({ subject: t.string({ required: true }), grade: t.int({ required: true }) }),
});
const AnswerBlackboxInput = builder.inputType("AnswerBlackboxInput", {
  fields: (t) => ({
    runId: t.id({ required: true }),
    questionId: t.id({ required: true }),
    answer: t.string({ required: true }),
  }),
});

builder.mutationFields((t) => ({
  startBlackbox: t.field({
    type: BlackboxRunRef,
    description: "Starts the adaptive diagnostic for a subject and class.",
    authScopes: studentOnly,
    errors: {},
    args: { input: t.arg({ type: StartBlackboxInput, required: true, validate: StartBlackboxInputSchema }) },
    resolve: (_r, args, ctx) => startBlackbox(ctx, viewerId(ctx), StartBlackboxInputSchema.parse(args.input)),
  }),
  answerBlackbox: t.field({
    type: BlackboxRunRef,
    description: "Answers the current item; the next one is chosen by the ability estimate.",
    authScopes: studentOnly,
    errors: {},
    args: {
      input: t.arg({ type: AnswerBlackboxInput, required: true, validate: AnswerBlackboxInputSchema }),
    },
    resolve: (_r, args, ctx) =>
      answerBlackbox(ctx, viewerId(ctx), AnswerBlackboxInputSchema.parse(args.input)),
  }),
}));

builder.queryFields((t) => ({
  blackboxResult: t.field({
    type: BlackboxResultRef,
    authScopes: studentOnly,
    errors: {},
    args: { id: t.arg.id({ required: true, validate: z.uuid("No such BlackBox run.") }) },
    resolve: (_r, args, ctx) => blackboxResult(ctx, viewerId(ctx), String(args.id)),
  }),
  classMastery: t.field({
    type: ClassMasteryRef,
    description: "The class × chapter mastery heatmap for one subject.",
    authScopes: teacherOnly,
    errors: {},
    args: {
      classroomId: t.arg.id({
        required: true,
        validate: z.uuid("This class does not exist or is not yours."),
      }),
      subject: t.arg.string({ required: true, validate: z.enum(SUBJECTS, { error: "Choose a subject." }) }),
    },
    resolve: (_r, args, ctx) => classMastery(ctx, viewerId(ctx), String(args.classroomId), args.subject),
  }),
}));
