import { MASTERY_LEVELS } from "@vidya/core/planner/mastery-level";
import { z } from "zod";
import { builder } from "../../builder";
import { viewerOf } from "../common/viewer";
import {
  type ChapterProgress,
  type LearnerPath,
  type LearnerPathChapter,
  learnerPath,
  type Progress,
  progress,
} from "./progress.service";

const MasteryLevelEnum = builder.enumType("MasteryLevel", { values: MASTERY_LEVELS });
const NextStepEnum = builder.enumType("NextStep", { values: ["learn", "practise", "review"] as const });

const ProgressDay = builder.objectRef<Progress["days"][number]>("ProgressDay").implement({
  authScopes: { signedIn: true },
  fields: (t) => ({
    date: t.exposeString("date"),
    minutes: t.exposeInt("minutes"),
    focusSessions: t.exposeInt("focusSessions"),
  }),
});

const ProgressSubject = builder.objectRef<Progress["subjects"][number]>("ProgressSubject").implement({
  authScopes: { signedIn: true },
  fields: (t) => ({
    subject: t.exposeString("subject"),
    minutes: t.exposeInt("minutes", { description: "Minutes of plan items done in this subject." }),
    questions: t.exposeInt("questions", { description: "Questions asked to the tutors (a year)." }),
  }),
});

const StreakRef = builder.objectRef<Progress["streak"]>("Streak").implement({
  authScopes: { signedIn: true },
  fields: (t) => ({
    current: t.exposeInt("current"),
    best: t.exposeInt("best"),
    freezes: t.exposeInt("freezes", {
      description: "Freezes earned by meeting the weekly goal, not used yet.",
    }),
    frozen: t.exposeStringList("frozen", { description: "Missed days a freeze covered." }),
    thisWeek: t.exposeInt("thisWeek"),
    weeklyGoal: t.exposeInt("weeklyGoal"),
  }),
});

const ChapterProgressRef = builder.objectRef<ChapterProgress>("ChapterProgress").implement({
  authScopes: { signedIn: true },
  fields: (t) => ({
    chapterId: t.exposeString("chapterId"),
    subject: t.exposeString("subject"),
    title: t.exposeString("title"),
    level: t.field({ type: MasteryLevelEnum, resolve: (c) => c.level }),
    reason: t.exposeString("reason", { description: "How the level was earned." }),
    mastery: t.exposeFloat("mastery", { nullable: true }),
    evidence: t.exposeInt("evidence"),
    tutorQuestions: t.exposeInt("tutorQuestions"),
  }),
});

const Retention = builder.objectRef<Progress["retention"]>("FlashcardRetention").implement({
  authScopes: { signedIn: true },
  fields: (t) => ({
    reviews: t.exposeInt("reviews", { description: "Reviews of learned cards in the last 30 days." }),
    remembered: t.exposeInt("remembered"),
    rate: t.exposeFloat("rate", { nullable: true }),
  }),
});

const TopicCount = builder.objectRef<Progress["topics"][number]>("TopicQuestions").implement({
  authScopes: { signedIn: true },
  fields: (t) => ({
    subject: t.exposeString("subject"),
    topic: t.exposeString("topic"),
    questions: t.exposeInt("questions"),
  }),
});

const Badge = builder.objectRef<Progress["badges"][number]>("Badge").implement({
  authScopes: { signedIn: true },
  fields: (t) => ({
    key: t.exposeString("key"),
    title: t.exposeString("title"),
    earned: t.boolean({ resolve: (b) => b.earnedOn !== null }),
    earnedOn: t.string({ nullable: true, resolve: (b) => (b.earnedOn ? b.earnedOn : null) }),
  }),
});

const ProgressRef = builder.objectRef<Progress>("Progress").implement({
  description: "The signed-in user's progress, computed in SQL from stored activity (a year).",
  authScopes: { signedIn: true },
  fields: (t) => ({
    today: t.exposeString("today"),
    days: t.field({ type: [ProgressDay], resolve: (p) => p.days }),
    subjects: t.field({ type: [ProgressSubject], resolve: (p) => p.subjects }),
    streak: t.field({ type: StreakRef, resolve: (p) => p.streak }),
    dailyGoalMinutes: t.exposeInt("dailyGoalMinutes"),
    chapters: t.field({ type: [ChapterProgressRef], resolve: (p) => p.chapters }),
    retention: t.field({ type: Retention, resolve: (p) => p.retention }),
    topics: t.field({ type: [TopicCount], resolve: (p) => p.topics }),
    badges: t.field({ type: [Badge], resolve: (p) => p.badges }),
    totalMinutes: t.exposeInt("totalMinutes"),
  }),
});

const LearnerChapter = builder.objectRef<LearnerPathChapter>("LearnerPathChapter").implement({
  authScopes: { student: true },
  fields: (t) => ({
    chapterId: t.exposeString("chapterId"),
    title: t.exposeString("title"),
    level: t.field({ type: MasteryLevelEnum, resolve: (c) => c.level }),
    reason: t.exposeString("reason", { description: "How the level was earned." }),
    number: t.exposeInt("number"),
    book: t.exposeString("book", { description: "The book the chapter is in, as its cover names it." }),
    next: t.field({ type: NextStepEnum, resolve: (c) => c.next }),
    readyNext: t.exposeBoolean("readyNext"),
  }),
});

const LearnerPathRef = builder.objectRef<LearnerPath>("LearnerPath").implement({
  authScopes: { student: true },
  fields: (t) => ({
    subject: t.exposeString("subject"),
    grade: t.exposeInt("grade"),
    readyReason: t.exposeString("readyReason"),
    chapters: t.field({ type: [LearnerChapter], resolve: (p) => p.chapters }),
  }),
});

const LearnerSubject = z.enum(["mathematics", "science", "social-science"], {
  error: "Learner paths are for mathematics, science and social-science.",
});

builder.queryFields((t) => ({
  progress: t.field({
    type: ProgressRef,
    authScopes: { signedIn: true },
    resolve: (_r, _a, ctx) => progress(ctx, viewerOf(ctx).id),
  }),
  learnerPath: t.field({
    type: LearnerPathRef,
    description: "The subject's chapters for the student's class in book order, with levels and next steps.",
    authScopes: { student: true },
    errors: {},
    args: { subject: t.arg.string({ required: true, validate: LearnerSubject }) },
    resolve: (_r, args, ctx) => learnerPath(ctx, viewerOf(ctx).id, LearnerSubject.parse(args.subject)),
  }),
}));
