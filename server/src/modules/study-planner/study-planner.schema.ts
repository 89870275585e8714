import { findNcertChapter, ncertChapters } from "@vidya/core/curriculum/catalogue";
import { examChapters, type StoredAvailability } from "@vidya/core/planner/replan";
import {
  SaveExamInputSchema,
  StudyAvailabilityInputSchema,
  StudyPlanRangeSchema,
} from "@vidya/core/schemas/planner";
import { SUBJECTS } from "@vidya/core/subjects";
import type { Exam, PlanItem } from "@vidya/db/prisma";
import { z } from "zod";
import { builder } from "../../builder";
import { viewerOf } from "../common/viewer";
import {
  completePlanItem,
  deleteExam,
  listExams,
  type StudyPlanView,
  saveExam,
  setStudyAvailability,
  startPlanItem,
  studentGrade,
  studyAvailability,
  studyPlan,
  watchStudyPlan,
} from "./study-planner.service";

const PlanItemKind = builder.enumType("PlanItemKind", {
  values: ["learn", "revise", "flashcards", "examRevision", "break"] as const,
});

const ExamChapter = builder.objectRef<{ id: string; title: string }>("ExamChapter").implement({
  authScopes: { student: true },
  fields: (t) => ({ id: t.exposeID("id"), title: t.exposeString("title") }),
});

const ExamRef = builder.objectRef<Exam>("Exam").implement({
  description: "An exam the student plans for.",
  authScopes: { student: true },
  fields: (t) => ({
    id: t.exposeID("id"),
    subject: t.exposeString("subject"),
    grade: t.exposeInt("grade"),
    title: t.exposeString("title"),
    date: t.exposeString("date", { description: "YYYY-MM-DD, the student's local day." }),
    wholeSyllabus: t.exposeBoolean("wholeSyllabus"),
    chapters: t.field({
      type: [ExamChapter],
      resolve: (e) => examChapters(e).map((c) => ({ id: c.id, title: c.title })),
    }),
  }),
});

const AvailabilityRef = builder.objectRef<StoredAvailability>("StudyAvailability").implement({
  description: "Minutes the student can study each weekday (Sunday first), days off and goals.",
  authScopes: { student: true },
  fields: (t) => ({
    timeZone: t.exposeString("timeZone"),
    minutesByWeekday: t.exposeIntList("minutesByWeekday"),
    daysOff: t.exposeStringList("daysOff"),
    dailyGoalMinutes: t.exposeInt("dailyGoalMinutes"),
    weeklyGoalDays: t.exposeInt("weeklyGoalDays"),
  }),
});

const PlanItemRef = builder.objectRef<PlanItem>("PlanItem").implement({
  description: "One item of the plan on one local day; ticked off by the work itself or by hand.",
  authScopes: { student: true },
  fields: (t) => ({
    id: t.exposeID("id"),
    date: t.exposeString("date"),
    kind: t.field({ type: PlanItemKind, resolve: (i) => i.kind as "learn" }),
    minutes: t.exposeInt("minutes"),
    subject: t.exposeString("subject", { nullable: true }),
    chapterId: t.exposeString("chapterId", { nullable: true }),
    examId: t.exposeString("examId", { nullable: true }),
    title: t.exposeString("title"),
    cards: t.exposeInt("cards", { nullable: true }),
    startedAt: t.expose("startedAt", { type: "DateTime", nullable: true }),
    doneAt: t.expose("doneAt", { type: "DateTime", nullable: true }),
    doneBy: t.exposeString("doneBy", { nullable: true, description: "focus, test, flashcards or hand." }),
  }),
});

type Dropped = { examId: string; subject?: string; chapterId: string; title: string; minutes: number };
const DroppedRef = builder.objectRef<Dropped>("PlanDroppedWork").implement({
  description: "Chapter work that did not fit before its exam.",
  authScopes: { student: true },
  fields: (t) => ({
    examId: t.exposeString("examId"),
    subject: t.string({
      nullable: true,
      description: "The exam's subject (a verdict saved before subjects were stored: the chapter's).",
      resolve: (d) => d.subject ?? findNcertChapter(d.chapterId)?.subject ?? null,
    }),
    chapterId: t.exposeString("chapterId"),
    title: t.exposeString("title"),
    minutes: t.exposeInt("minutes"),
  }),
});

const StudyPlanRef = builder.objectRef<StudyPlanView>("StudyPlan").implement({
  description: "The plan's items in a range of local days, and whether the whole plan fits.",
  authScopes: { student: true },
  fields: (t) => ({
    from: t.exposeString("from"),
    to: t.exposeString("to"),
    today: t.exposeString("today", { description: "Today in the student's time zone." }),
    timeZone: t.exposeString("timeZone"),
    items: t.field({ type: [PlanItemRef], resolve: (p) => p.items }),
    planned: t.boolean({ resolve: (p) => p.verdict !== null }),
    fits: t.boolean({ resolve: (p) => p.verdict?.fits ?? true }),
    neededMinutes: t.int({ resolve: (p) => p.verdict?.neededMinutes ?? 0 }),
    availableMinutes: t.int({ resolve: (p) => p.verdict?.availableMinutes ?? 0 }),
    dropped: t.field({ type: [DroppedRef], resolve: (p) => p.verdict?.dropped ?? [] }),
    plannedAt: t.expose("plannedAt", { type: "DateTime", nullable: true }),
  }),
});

const SaveExamInput = builder.inputType("SaveExamInput", {
  fields: (t) => ({
    id: t.id({ required: false, description: "An exam of yours to change; absent to add one." }),
    subject: t.string({ required: true }),
    title: t.string({ required: true }),
    date: t.string({ required: true, description: "YYYY-MM-DD, after today." }),
    wholeSyllabus: t.boolean({ required: true }),
    chapterIds: t.stringList({ required: true, description: "Catalogue chapter ids of your class." }),
  }),
});

const AvailabilityInput = builder.inputType("StudyAvailabilityInput", {
  fields: (t) => ({
    minutesByWeekday: t.intList({ required: true, description: "7 entries, Sunday first, 0–720." }),
    daysOff: t.stringList({ required: true }),
    timeZone: t.string({ required: true }),
    dailyGoalMinutes: t.int({ required: true }),
    weeklyGoalDays: t.int({ required: true }),
  }),
});

const itemId = z.uuid("That is not a plan item id.");

const SubjectArg = z.enum(SUBJECTS, { error: `Choose a subject: ${SUBJECTS.join(", ")}.` });

builder.queryFields((t) => ({
  planChapters: t.field({
    type: [ExamChapter],
    description:
      "The chapters of a subject for the student's class, in book order, to choose an exam's from.",
    authScopes: { student: true },
    errors: {},
    args: { subject: t.arg.string({ required: true, validate: SubjectArg }) },
    resolve: async (_r, args, ctx) =>
      ncertChapters(await studentGrade(ctx, viewerOf(ctx).id), SubjectArg.parse(args.subject)).map((c) => ({
        id: c.id,
        title: c.title,
      })),
  }),
  exams: t.field({
    type: [ExamRef],
    authScopes: { student: true },
    resolve: (_r, _a, ctx) => listExams(ctx, viewerOf(ctx).id),
  }),
  studyAvailability: t.field({
    type: AvailabilityRef,
    authScopes: { student: true },
    resolve: (_r, _a, ctx) => studyAvailability(ctx, viewerOf(ctx).id),
  }),
  studyPlan: t.field({
    type: StudyPlanRef,
    description: "The plan from `from` to `to` (local days, inclusive, at most 120).",
    authScopes: { student: true },
    errors: {},
    args: { from: t.arg.string({ required: true }), to: t.arg.string({ required: true }) },
    validate: StudyPlanRangeSchema,
    resolve: (_r, args, ctx) => studyPlan(ctx, viewerOf(ctx).id, args.from, args.to),
  }),
}));

builder.subscriptionField("studyPlan", (t) =>
  t.field({
    type: StudyPlanRef,
    description:
      "The plan in the range now, then again on every re-plan (an action or the night job) or tick.",
    authScopes: { student: true },
    args: { from: t.arg.string({ required: true }), to: t.arg.string({ required: true }) },
    validate: StudyPlanRangeSchema,
    subscribe: (_r, _a, ctx) => watchStudyPlan(ctx, viewerOf(ctx).id),
    resolve: (_signal, args, ctx) => studyPlan(ctx, viewerOf(ctx).id, args.from, args.to),
  }),
);

builder.mutationFields((t) => ({
  saveExam: t.field({
    type: ExamRef,
    description: "Adds an exam, or changes one of yours; the plan is re-made.",
    authScopes: { student: true },
    errors: {},
    args: { input: t.arg({ type: SaveExamInput, required: true, validate: SaveExamInputSchema }) },
    resolve: (_r, args, ctx) => saveExam(ctx, viewerOf(ctx).id, SaveExamInputSchema.parse(args.input)),
  }),
  deleteExam: t.boolean({
    authScopes: { student: true },
    errors: {},
    args: { id: t.arg.id({ required: true, validate: z.uuid("That is not an exam id.") }) },
    resolve: (_r, args, ctx) => deleteExam(ctx, viewerOf(ctx).id, String(args.id)),
  }),
  setStudyAvailability: t.field({
    type: AvailabilityRef,
    authScopes: { student: true },
    errors: {},
    args: {
      input: t.arg({ type: AvailabilityInput, required: true, validate: StudyAvailabilityInputSchema }),
    },
    resolve: (_r, args, ctx) =>
      setStudyAvailability(ctx, viewerOf(ctx).id, StudyAvailabilityInputSchema.parse(args.input)),
  }),
  completePlanItem: t.field({
    type: PlanItemRef,
    description: "Ticks an item off by hand (done: false undoes it); the days ahead are re-planned.",
    authScopes: { student: true },
    errors: {},
    args: {
      id: t.arg.id({ required: true, validate: itemId }),
      done: t.arg.boolean({ required: false }),
    },
    resolve: (_r, args, ctx) => completePlanItem(ctx, viewerOf(ctx).id, String(args.id), args.done ?? true),
  }),
  startPlanItem: t.field({
    type: PlanItemRef,
    description: "Marks an item started and labels the focus timer with its chapter.",
    authScopes: { student: true },
    errors: {},
    args: { id: t.arg.id({ required: true, validate: itemId }) },
    resolve: (_r, args, ctx) => startPlanItem(ctx, viewerOf(ctx).id, String(args.id)),
  }),
}));
