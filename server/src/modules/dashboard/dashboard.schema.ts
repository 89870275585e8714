import { describeActivity } from "@vidya/core/classrooms/activity";
import { DashboardRangeSchema, SubjectSchema, TimeZoneSchema } from "@vidya/core/schemas/classrooms";
import { z } from "zod";
import { builder } from "../../builder";
import { AppError } from "../../errors";
import { ClassroomRef } from "../classrooms/classrooms.schema";
import { viewerOf } from "../common/viewer";
import { watchClassActivity } from "./class-activity.service";
import type { ClassGroupStats } from "./class-groups";
import type { DayRow, QuestionTextRow, TopicRow } from "./dashboard.range-query";
import {
  type ActivityView,
  type ClassDashboard,
  classDashboard,
  type RosterEntry,
  studentActivity,
} from "./dashboard.service";
import type { StrugglingTopic } from "./struggling";

const teacherOnly = { teacher: true } as const;

export const ClassActivityRef = builder.objectRef<ActivityView>("ClassActivity").implement({
  description: "One thing a student of the class did (kind 'online' when they come online).",
  authScopes: teacherOnly,
  fields: (t) => ({
    id: t.exposeID("id"),
    classroomId: t.exposeID("classroomId"),
    studentId: t.exposeID("studentId"),
    studentName: t.exposeString("studentName"),
    kind: t.exposeString("kind"),
    subject: t.exposeString("subject", { nullable: true }),
    topic: t.exposeString("topic", { nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    summary: t.string({
      description: "One English line for a feed; clients in other languages word it from the fields.",
      resolve: (a) => describeActivity(a.kind, a.subject, a.topic, a.details),
    }),
    question: t.string({ nullable: true, resolve: (a) => a.details.question }),
    answer: t.string({ nullable: true, resolve: (a) => a.details.answer }),
    verified: t.boolean({ nullable: true, resolve: (a) => a.details.verified }),
    seconds: t.float({ nullable: true, resolve: (a) => a.details.seconds }),
    score: t.float({ nullable: true, resolve: (a) => a.details.score }),
    total: t.float({ nullable: true, resolve: (a) => a.details.total }),
    cards: t.float({
      nullable: true,
      description: "Flashcard reviews: how many cards.",
      resolve: (a) => a.details.cards,
    }),
    endsAt: t.string({
      nullable: true,
      description: "Focus sessions: when it ends (ISO).",
      resolve: (a) => a.details.endsAt,
    }),
    groupId: t.id({
      nullable: true,
      description: "Study group messages: the class group it was posted in.",
      resolve: (a) => a.details.groupId,
    }),
  }),
});

const RosterStatusEnum = builder.enumType("RosterStatus", {
  values: ["FOCUSING", "ONLINE", "IDLE", "OFFLINE"] as const,
});

const RosterEntryRef = builder.objectRef<RosterEntry>("RosterEntry").implement({
  authScopes: teacherOnly,
  fields: (t) => ({
    studentId: t.exposeID("studentId"),
    name: t.exposeString("name"),
    joinedAt: t.expose("joinedAt", { type: "DateTime" }),
    status: t.field({ type: RosterStatusEnum, resolve: (r) => r.status }),
    online: t.exposeBoolean("online"),
    lastSeenAt: t.expose("lastSeenAt", { type: "DateTime", nullable: true }),
    lastActiveAt: t.expose("lastActiveAt", { type: "DateTime", nullable: true }),
    focusEndsAt: t.expose("focusEndsAt", { type: "DateTime", nullable: true }),
    studyTodaySeconds: t.exposeInt("studyTodaySeconds"),
    studyWeekSeconds: t.exposeInt("studyWeekSeconds"),
    questions: t.exposeInt("questions", { description: "Questions asked in the range." }),
    groupMessages: t.exposeInt("groupMessages", {
      description: "Messages posted in the class's study groups in the range.",
    }),
    events: t.exposeInt("events", { description: "Events in the range." }),
  }),
});

const TopicStatsRef = builder.objectRef<TopicRow>("TopicStats").implement({
  authScopes: teacherOnly,
  fields: (t) => ({
    subject: t.exposeString("subject", { nullable: true }),
    topic: t.exposeString("topic", { nullable: true }),
    questions: t.exposeInt("questions"),
    answers: t.exposeInt("answers"),
    unverified: t.exposeInt("unverified", { description: "Answers that could not be checked." }),
    quizzes: t.exposeInt("quizzes"),
    avgQuizPercent: t.exposeFloat("avgQuizPercent", { nullable: true }),
  }),
});

const StruggleSignalEnum = builder.enumType("StruggleSignal", {
  description:
    "Why a topic is listed as hard: many questions, answers that could not be checked, low quiz scores.",
  values: ["MANY_QUESTIONS", "UNCHECKED_ANSWERS", "LOW_QUIZ_SCORES"] as const,
});

const StrugglingTopicRef = builder.objectRef<StrugglingTopic>("StrugglingTopic").implement({
  authScopes: teacherOnly,
  fields: (t) => ({
    subject: t.exposeString("subject", { nullable: true }),
    topic: t.exposeString("topic", { nullable: true }),
    questions: t.exposeInt("questions"),
    unverified: t.exposeInt("unverified"),
    answers: t.exposeInt("answers"),
    quizzes: t.exposeInt("quizzes"),
    avgQuizPercent: t.exposeFloat("avgQuizPercent", { nullable: true }),
    score: t.exposeFloat("score"),
    signals: t.field({ type: [StruggleSignalEnum], resolve: (x) => x.signals }),
    meanQuestions: t.exposeFloat("meanQuestions", {
      description: "The class's mean questions per topic asked about: the yardstick for MANY_QUESTIONS.",
    }),
    reasons: t.exposeStringList("reasons", { description: "The signals as English sentences." }),
  }),
});

const DayActivityRef = builder.objectRef<DayRow>("DayActivity").implement({
  authScopes: teacherOnly,
  fields: (t) => ({
    day: t.exposeString("day", { description: "YYYY-MM-DD in the dashboard's time zone." }),
    questions: t.exposeInt("questions"),
    studySeconds: t.exposeFloat("studySeconds"),
    events: t.exposeInt("events"),
  }),
});

const QuestionCountRef = builder.objectRef<QuestionTextRow>("QuestionCount").implement({
  authScopes: teacherOnly,
  fields: (t) => ({
    text: t.exposeString("text"),
    count: t.exposeInt("count"),
    subject: t.exposeString("subject", { nullable: true }),
    topic: t.exposeString("topic", { nullable: true }),
  }),
});

const ClassGroupStudentRef = builder
  .objectRef<ClassGroupStats["students"][number]>("ClassGroupStudentMessages")
  .implement({
    authScopes: teacherOnly,
    fields: (t) => ({
      studentId: t.exposeID("studentId"),
      messages: t.exposeInt("messages"),
    }),
  });

const ClassGroupActivityRef = builder.objectRef<ClassGroupStats>("ClassGroupActivity").implement({
  description: "A study group of the class and the messages posted in it in the dashboard's range.",
  authScopes: teacherOnly,
  fields: (t) => ({
    groupId: t.exposeID("groupId"),
    name: t.exposeString("name"),
    subject: t.exposeString("subject"),
    memberCount: t.exposeInt("memberCount"),
    messages: t.exposeInt("messages"),
    students: t.field({
      type: [ClassGroupStudentRef],
      description: "Students who posted in the range, most messages first.",
      resolve: (g) => g.students,
    }),
  }),
});

const DashboardRef = builder.objectRef<ClassDashboard>("ClassDashboard").implement({
  authScopes: teacherOnly,
  fields: (t) => ({
    classroom: t.field({ type: ClassroomRef, resolve: (d) => d.classroom }),
    from: t.expose("from", { type: "DateTime" }),
    to: t.expose("to", { type: "DateTime" }),
    timeZone: t.exposeString("timeZone"),
    subject: t.exposeString("subject", { nullable: true }),
    generatedAt: t.expose("generatedAt", {
      type: "DateTime",
      description: "Pass as `since` to classActivity.",
    }),
    roster: t.field({ type: [RosterEntryRef], resolve: (d) => d.roster }),
    questionsPerTopic: t.field({
      type: [TopicStatsRef],
      resolve: (d) => d.topics.filter((x) => x.questions > 0),
    }),
    topics: t.field({ type: [TopicStatsRef], resolve: (d) => d.topics }),
    strugglingTopics: t.field({ type: [StrugglingTopicRef], resolve: (d) => d.struggling }),
    activityByDay: t.field({ type: [DayActivityRef], resolve: (d) => d.days }),
    topQuestions: t.field({ type: [QuestionCountRef], resolve: (d) => d.topQuestions }),
    feed: t.field({ type: [ClassActivityRef], resolve: (d) => d.feed }),
    studyGroups: t.field({
      type: [ClassGroupActivityRef],
      description: "The class's study groups, busiest first, with message counts per student.",
      resolve: (d) => d.studyGroups,
    }),
    activeStudents: t.exposeInt("activeStudents"),
    totalQuestions: t.int({ resolve: (d) => d.days.reduce((s, x) => s + x.questions, 0) }),
    totalStudySeconds: t.int({ resolve: (d) => Math.round(d.days.reduce((s, x) => s + x.studySeconds, 0)) }),
    totalEvents: t.int({ resolve: (d) => d.days.reduce((s, x) => s + x.events, 0) }),
    isEmpty: t.boolean({
      description: "No activity at all in the range.",
      resolve: (d) => d.days.length === 0,
    }),
  }),
});

const StudentActivityRef = builder
  .objectRef<Awaited<ReturnType<typeof studentActivity>>>("StudentActivity")
  .implement({
    authScopes: teacherOnly,
    fields: (t) => ({
      studentId: t.exposeID("studentId"),
      name: t.exposeString("name"),
      joinedAt: t.expose("joinedAt", { type: "DateTime" }),
      events: t.field({ type: [ClassActivityRef], resolve: (s) => s.events }),
      hasMore: t.exposeBoolean("hasMore"),
    }),
  });

const DashboardRangeInput = builder.inputType("DashboardRangeInput", {
  fields: (t) => ({
    from: t.field({ type: "DateTime", required: true }),
    to: t.field({ type: "DateTime", required: true }),
  }),
});

const id = (what: string) => z.uuid(`That is not a ${what} id.`);

builder.queryFields((t) => ({
  classDashboard: t.field({
    type: DashboardRef,
    description:
      "Live-class figures for the class's teacher. Range defaults to the last 7 days; at most 366 days.",
    authScopes: teacherOnly,
    errors: {},
    args: {
      classroomId: t.arg.id({ required: true, validate: id("class") }),
      range: t.arg({ type: DashboardRangeInput, required: false, validate: DashboardRangeSchema.nullish() }),
      timeZone: t.arg.string({ required: false, validate: TimeZoneSchema.nullish() }),
      subject: t.arg.string({ required: false, validate: SubjectSchema.nullish() }),
    },
    resolve: (_r, args, ctx) =>
      classDashboard(
        ctx,
        viewerOf(ctx).id,
        String(args.classroomId),
        args.range ?? null,
        args.timeZone ?? null,
        args.subject ?? null,
      ),
  }),
  studentActivity: t.field({
    type: StudentActivityRef,
    description: "One student's questions and answers (or all activity) in the class, newest first.",
    authScopes: teacherOnly,
    errors: {},
    args: {
      classroomId: t.arg.id({ required: true, validate: id("class") }),
      studentId: t.arg.id({ required: true, validate: id("student") }),
      before: t.arg({ type: "DateTime", required: false }),
      limit: t.arg.int({ required: false, validate: z.number().int().min(1).max(100).nullish() }),
      questionsOnly: t.arg.boolean({ required: false }),
    },
    resolve: (_r, args, ctx) =>
      studentActivity(ctx, viewerOf(ctx).id, String(args.classroomId), String(args.studentId), {
        before: args.before ?? null,
        limit: args.limit ?? 50,
        questionsOnly: args.questionsOnly ?? true,
      }),
  }),
}));

builder.subscriptionField("classActivity", (t) =>
  t.field({
    type: ClassActivityRef,
    description: "The class's live activity, for its teacher only (checked on every event).",
    authScopes: teacherOnly,
    args: {
      classroomId: t.arg.id({ required: true, validate: id("class") }),
      since: t.arg({
        type: "DateTime",
        required: false,
        description: "Replay stored events after this instant first.",
      }),
    },
    subscribe: (_r, args, ctx) =>
      watchClassActivity(ctx, viewerOf(ctx).id, String(args.classroomId), args.since ?? null),
    resolve: (event) => {
      if (event instanceof AppError) throw event;
      return event;
    },
  }),
);
