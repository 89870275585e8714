import {
  AnswerQuestionInputSchema,
  AssignQuickTestInputSchema,
  StartQuickTestInputSchema,
  SubmitOfflineQuickTestInputSchema,
} from "@vidya/core/schemas/assessment";
import type { QuickTestAssignment } from "@vidya/db/prisma";
import { z } from "zod";
import { builder } from "../../builder";
import { viewerId } from "../common/viewer";
import {
  assignedQuickTests,
  assignmentResults,
  assignQuickTest,
  classAssignments,
} from "./assignments.service";
import { chapterTitle, type StudentItem } from "./bank";
import { QuestionOptionRef } from "./questions.schema";
import {
  answerQuestion,
  getQuickTest,
  type QuickTestView,
  quickTestResult,
  type ResultItem,
  sendMissedToFlashcards,
  startQuickTest,
  submitOfflineQuickTest,
  submitQuickTest,
} from "./quick-test.service";

const studentOnly = { student: true } as const;
const teacherOnly = { teacher: true } as const;

export const TestItemRef = builder.objectRef<StudentItem>("TestItem").implement({
  description: "An item as a student sees it before submitting: no key, no explanation.",
  authScopes: { signedIn: true },
  fields: (t) => ({
    id: t.exposeID("id"),
    kind: t.exposeString("kind"),
    stem: t.exposeString("stem", { description: "Markdown with LaTeX." }),
    chapterId: t.exposeString("chapterId"),
    chapterTitle: t.exposeString("chapterTitle"),
    options: t.field({
      type: [QuestionOptionRef],
      description: "In this attempt's order.",
      resolve: (i) => i.options,
    }),
  }),
});

const GivenAnswerRef = builder.objectRef<{ questionId: string; answer: string }>("GivenAnswer").implement({
  authScopes: studentOnly,
  fields: (t) => ({ questionId: t.exposeID("questionId"), answer: t.exposeString("answer") }),
});

const QuickTestRef = builder.objectRef<QuickTestView>("QuickTest").implement({
  description: "A quick test while it is taken. The clock is the server's. Its student only.",
  authScopes: studentOnly,
  fields: (t) => ({
    id: t.id({ resolve: (v) => v.test.id }),
    subject: t.string({ resolve: (v) => v.test.subject }),
    grade: t.int({ resolve: (v) => v.test.grade }),
    assignmentId: t.id({ nullable: true, resolve: (v) => v.test.assignmentId }),
    startedAt: t.field({ type: "DateTime", resolve: (v) => v.test.startedAt }),
    endsAt: t.field({ type: "DateTime", resolve: (v) => v.test.endsAt }),
    secondsLeft: t.int({
      description: "By the server's clock, when this was read.",
      resolve: (v) =>
        v.test.submittedAt ? 0 : Math.max(0, Math.ceil((v.test.endsAt.getTime() - Date.now()) / 1000)),
    }),
    closed: t.boolean({ resolve: (v) => v.test.submittedAt !== null }),
    downloadedAt: t.field({
      type: "DateTime",
      nullable: true,
      description: "Set when downloaded to take offline (issue 27).",
      resolve: (v) => v.test.downloadedAt,
    }),
    limitSeconds: t.int({
      description: "The time limit.",
      resolve: (v) => Math.round((v.test.endsAt.getTime() - v.test.startedAt.getTime()) / 1000),
    }),
    dueAt: t.field({
      type: "DateTime",
      nullable: true,
      description: "The assignment's due time; finished after it, the test is marked late.",
      resolve: (v) => v.dueAt,
    }),
    items: t.field({ type: [TestItemRef], resolve: (v) => v.items }),
    answers: t.field({
      type: [GivenAnswerRef],
      resolve: (v) =>
        Object.entries((v.test.answers ?? {}) as Record<string, string>).map(([questionId, answer]) => ({
          questionId,
          answer,
        })),
    }),
  }),
});

const ResultItemRef = builder.objectRef<ResultItem>("QuickTestResultItem").implement({
  authScopes: studentOnly,
  fields: (t) => ({
    item: t.field({ type: TestItemRef, resolve: (r) => r.item }),
    yourAnswer: t.exposeString("yourAnswer", { nullable: true }),
    rightAnswer: t.exposeString("rightAnswer", { description: "The right option's id." }),
    rightAnswerText: t.exposeString("rightAnswerText"),
    correct: t.exposeBoolean("correct"),
    explanation: t.exposeString("explanation"),
  }),
});

type Result = Awaited<ReturnType<typeof quickTestResult>>;
const QuickTestResultRef = builder.objectRef<Result>("QuickTestResult").implement({
  description: "A submitted test: score, time, each item with the right answer and explanation.",
  authScopes: studentOnly,
  fields: (t) => ({
    id: t.id({ resolve: (r) => r.test.id }),
    subject: t.string({ resolve: (r) => r.test.subject }),
    grade: t.int({ resolve: (r) => r.test.grade }),
    chapterIds: t.stringList({ resolve: (r) => r.test.chapterIds }),
    score: t.int({ resolve: (r) => r.test.score ?? 0 }),
    total: t.int({ resolve: (r) => r.test.total }),
    seconds: t.exposeInt("seconds"),
    closedBy: t.string({ description: "student or time", resolve: (r) => r.test.closedBy ?? "student" }),
    late: t.boolean({
      description: "Finished after the assignment's due time.",
      resolve: (r) => r.test.late,
    }),
    items: t.field({ type: [ResultItemRef], resolve: (r) => r.items }),
  }),
});

type Assigned = QuickTestAssignment & { className?: string };
const AssignmentRef = builder.objectRef<Assigned>("QuickTestAssignment").implement({
  description: "A quick test a teacher set for a class.",
  authScopes: { signedIn: true },
  fields: (t) => ({
    id: t.exposeID("id"),
    classroomId: t.exposeID("classroomId"),
    className: t.string({ nullable: true, resolve: (a) => a.className ?? null }),
    subject: t.exposeString("subject"),
    grade: t.exposeInt("grade"),
    chapterTitles: t.stringList({ resolve: (a) => a.chapterIds.map(chapterTitle) }),
    length: t.int({ resolve: (a) => a.questionIds.length }),
    minutes: t.exposeInt("minutes"),
    dueAt: t.expose("dueAt", { type: "DateTime" }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

type Results = Awaited<ReturnType<typeof assignmentResults>>;
const StudentResultRef = builder.objectRef<Results["students"][number]>("AssignmentStudentResult").implement({
  authScopes: teacherOnly,
  fields: (t) => ({
    studentId: t.exposeID("studentId"),
    name: t.exposeString("name"),
    status: t.exposeString("status", { description: "not started, in progress or submitted" }),
    score: t.exposeInt("score", { nullable: true }),
    total: t.exposeInt("total"),
    submittedAt: t.expose("submittedAt", { type: "DateTime", nullable: true }),
    late: t.exposeBoolean("late", { description: "Finished after the due time (taken offline)." }),
  }),
});
const ItemResultRef = builder.objectRef<Results["items"][number]>("AssignmentItemResult").implement({
  authScopes: teacherOnly,
  fields: (t) => ({
    questionId: t.exposeID("questionId"),
    stem: t.exposeString("stem"),
    keyText: t.exposeString("keyText"),
    right: t.exposeInt("right"),
    answered: t.exposeInt("answered"),
  }),
});
const AssignmentResultsRef = builder.objectRef<Results>("AssignmentResults").implement({
  authScopes: teacherOnly,
  fields: (t) => ({
    assignment: t.field({ type: AssignmentRef, resolve: (r) => r.assignment }),
    students: t.field({ type: [StudentResultRef], resolve: (r) => r.students }),
    items: t.field({ type: [ItemResultRef], resolve: (r) => r.items }),
  }),
});

const StartQuickTestInput = builder.inputType("StartQuickTestInput", {
  fields: (t) => ({
    subject: t.string(),
    grade: t.int(),
    chapterIds: t.stringList(),
    length: t.int({ description: "5, 10 or 20." }),
    assignmentId: t.id({ description: "Take a test your teacher assigned instead." }),
  }),
});
const AnswerQuestionInput = builder.inputType("AnswerQuestionInput", {
  fields: (t) => ({
    testId: t.id({ required: true }),
    questionId: t.id({ required: true }),
    answer: t.string({ required: true, description: "An option id, or the typed answer." }),
  }),
});
const OfflineAnswerInput = builder.inputType("OfflineAnswerInput", {
  fields: (t) => ({
    questionId: t.id({ required: true }),
    answer: t.string({ required: true, description: "An option id, or the typed answer." }),
    answeredAt: t.field({ type: "DateTime", required: true, description: "On the server's clock." }),
  }),
});
const SubmitOfflineQuickTestInput = builder.inputType("SubmitOfflineQuickTestInput", {
  fields: (t) => ({
    testId: t.id({ required: true }),
    startedAt: t.field({ type: "DateTime", required: true, description: "On the server's clock." }),
    finishedAt: t.field({ type: "DateTime", required: true, description: "On the server's clock." }),
    answers: t.field({ type: [OfflineAnswerInput], required: true }),
  }),
});
const AssignQuickTestInput = builder.inputType("AssignQuickTestInput", {
  fields: (t) => ({
    classroomId: t.id({ required: true }),
    questionIds: t.idList({ required: true }),
    dueAt: t.field({ type: "DateTime", required: true }),
    minutes: t.int(),
  }),
});

const testId = z.uuid("No such test.");

builder.mutationFields((t) => ({
  startQuickTest: t.field({
    type: QuickTestRef,
    description:
      "Starts a timed quick test (fresh items on a retake). Works in a child's limited mode: no model.",
    authScopes: studentOnly,
    errors: {},
    args: {
      input: t.arg({ type: StartQuickTestInput, required: true, validate: StartQuickTestInputSchema }),
    },
    resolve: (_r, args, ctx) =>
      startQuickTest(ctx, viewerId(ctx), StartQuickTestInputSchema.parse(args.input)),
  }),
  downloadQuickTest: t.field({
    type: QuickTestRef,
    description:
      "Makes a quick test to take offline (issue 27): items, limit and due time, never keys; no clock runs on the server.",
    authScopes: studentOnly,
    errors: {},
    args: {
      input: t.arg({ type: StartQuickTestInput, required: true, validate: StartQuickTestInputSchema }),
    },
    resolve: (_r, args, ctx) =>
      startQuickTest(ctx, viewerId(ctx), StartQuickTestInputSchema.parse(args.input), true),
  }),
  submitOfflineQuickTest: t.field({
    type: QuickTestResultRef,
    description:
      "Submits a test taken offline, once (a second submit returns the first result); graded on the server.",
    authScopes: studentOnly,
    errors: {},
    args: {
      input: t.arg({
        type: SubmitOfflineQuickTestInput,
        required: true,
        validate: SubmitOfflineQuickTestInputSchema,
      }),
    },
    resolve: (_r, args, ctx) =>
      submitOfflineQuickTest(ctx, viewerId(ctx), SubmitOfflineQuickTestInputSchema.parse(args.input)),
  }),
  answerQuestion: t.field({
    type: QuickTestRef,
    description: "Stores one answer (refused after time, after submitting, or twice). No key is returned.",
    authScopes: studentOnly,
    errors: {},
    args: {
      input: t.arg({ type: AnswerQuestionInput, required: true, validate: AnswerQuestionInputSchema }),
    },
    resolve: (_r, args, ctx) =>
      answerQuestion(ctx, viewerId(ctx), AnswerQuestionInputSchema.parse(args.input)),
  }),
  submitQuickTest: t.field({
    type: QuickTestResultRef,
    description: "Submits and grades on the server; the result holds the keys and explanations.",
    authScopes: studentOnly,
    errors: {},
    args: { testId: t.arg.id({ required: true, validate: testId }) },
    resolve: (_r, args, ctx) => submitQuickTest(ctx, viewerId(ctx), String(args.testId)),
  }),
  sendMissedToFlashcards: t.int({
    description: "Adds the missed items of a submitted test to the student's flashcards; returns how many.",
    authScopes: studentOnly,
    errors: {},
    args: { testId: t.arg.id({ required: true, validate: testId }) },
    resolve: (_r, args, ctx) => sendMissedToFlashcards(ctx, viewerId(ctx), String(args.testId)),
  }),
  assignQuickTest: t.field({
    type: AssignmentRef,
    description: "Sets approved items as a quick test for one of your classes.",
    authScopes: teacherOnly,
    errors: {},
    args: {
      input: t.arg({ type: AssignQuickTestInput, required: true, validate: AssignQuickTestInputSchema }),
    },
    resolve: (_r, args, ctx) =>
      assignQuickTest(ctx, viewerId(ctx), AssignQuickTestInputSchema.parse(args.input)),
  }),
}));

builder.queryFields((t) => ({
  quickTest: t.field({
    type: QuickTestRef,
    authScopes: studentOnly,
    errors: {},
    args: { id: t.arg.id({ required: true, validate: testId }) },
    resolve: (_r, args, ctx) => getQuickTest(ctx, viewerId(ctx), String(args.id)),
  }),
  quickTestResult: t.field({
    type: QuickTestResultRef,
    description: "Only after submitting (or the clock closing the test); before that, no keys.",
    authScopes: studentOnly,
    errors: {},
    args: { id: t.arg.id({ required: true, validate: testId }) },
    resolve: (_r, args, ctx) => quickTestResult(ctx, viewerId(ctx), String(args.id)),
  }),
  assignedQuickTests: t.field({
    type: [AssignmentRef],
    description: "Tests your teachers assigned that you have not taken yet.",
    authScopes: studentOnly,
    resolve: (_r, _a, ctx) => assignedQuickTests(ctx, viewerId(ctx)),
  }),
  classAssignments: t.field({
    type: [AssignmentRef],
    authScopes: teacherOnly,
    errors: {},
    args: {
      classroomId: t.arg.id({
        required: true,
        validate: z.uuid("This class does not exist or is not yours."),
      }),
    },
    resolve: (_r, args, ctx) => classAssignments(ctx, viewerId(ctx), String(args.classroomId)),
  }),
  assignmentResults: t.field({
    type: AssignmentResultsRef,
    description: "Per student and per item; refetch on the class's quiz_completed activity for live results.",
    authScopes: teacherOnly,
    errors: {},
    args: { id: t.arg.id({ required: true, validate: z.uuid("No such assignment.") }) },
    resolve: (_r, args, ctx) => assignmentResults(ctx, viewerId(ctx), String(args.id)),
  }),
}));
