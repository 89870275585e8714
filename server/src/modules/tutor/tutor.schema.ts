import type { TextPiece } from "@vidya/core/ai-reply/text-piece";
import {
  AskTutorInputSchema,
  MATH_TOPICS,
  type MathTopicName,
  MathTopicSchema,
  OfflineMathQuestionSchema,
  TutorScopeArgsSchema,
} from "@vidya/core/schemas/tutor";
import { CHECK_STATUSES, type TutorResult, TutorResultSchema } from "@vidya/core/tutor/tutor-result";
import { builder } from "../../builder";
import { JobStatusEnum } from "../common/job-status.schema";
import { viewerId } from "../common/viewer";
import { AI_FAILURES, failureMessageOf, failureOf } from "./ai-failure";
import {
  askTutor,
  clearTutorConversation,
  getOwnAiTask,
  recentTutorQuestions,
  recordOfflineMathAnswer,
  type TutorScope,
} from "./tutor.service";
import { type WatchedAiTask, watchAiTask } from "./watch-ai-task";

/** The six topics; GraphQL names are upper-case (PROBLEM_SOLVING), values the page slugs. */
export const MathTopicEnum = builder.enumType("MathTopic", {
  values: Object.fromEntries(
    MATH_TOPICS.map((t) => [t.toUpperCase().replace("-", "_"), { value: t }]),
  ) as Record<string, { value: MathTopicName }>,
});

const AnswerCheckEnum = builder.enumType("AnswerCheck", {
  description:
    "computed: by the offline engine; agree/disagree: the engine re-solved the model's answer; unchecked.",
  values: CHECK_STATUSES.map((s) => s.toUpperCase()) as Uppercase<(typeof CHECK_STATUSES)[number]>[],
});

const AiTaskKindEnum = builder.enumType("AiTaskKind", {
  values: ["TUTOR", "CHAT", "SOCRATIC", "STORY"] as const,
});

const AiFailureEnum = builder.enumType("AiFailure", { values: AI_FAILURES });

const TutorAnswer = builder.objectRef<TutorResult>("TutorAnswer").implement({
  description: "A finished answer: Markdown with LaTeX, three similar questions and how it was checked.",
  authScopes: { verified: true },
  fields: (t) => ({
    explanation: t.exposeString("explanation"),
    similarQuestions: t.exposeStringList("similarQuestions"),
    finalAnswer: t.exposeString("finalAnswer", { nullable: true }),
    verified: t.exposeBoolean("verified"),
    check: t.field({
      type: AnswerCheckEnum,
      resolve: (r) => r.checkStatus.toUpperCase() as Uppercase<(typeof CHECK_STATUSES)[number]>,
    }),
    engineAnswer: t.exposeString("engineAnswer", { nullable: true }),
    engineReading: t.exposeString("engineReading", {
      nullable: true,
      description: 'On DISAGREE: how the engine read the question, as plain math ("A = 12 * 5").',
    }),
    toast: t.exposeString("toast", { nullable: true, description: "SPEC 8's note on a malformed reply." }),
  }),
});

const TextPieceRef = builder.objectRef<TextPiece>("TextPiece").implement({
  description: "A piece of a streamed text: `text` goes at `offset` of the text held; offset 0 replaces it.",
  // Reached only through an AiTask, whose owner alone may see it.
  authScopes: { verified: true },
  fields: (t) => ({
    offset: t.exposeInt("offset"),
    text: t.exposeString("text"),
  }),
});

builder.prismaObject("AiTask", {
  description: "A question to the AI tutor and, once written, its answer. Visible to its owner only.",
  authScopes: { verified: true },
  fields: (t) => ({
    id: t.exposeID("id"),
    kind: t.field({ type: AiTaskKindEnum, resolve: (r) => r.kind }),
    status: t.field({ type: JobStatusEnum, resolve: (r) => r.status }),
    topic: t.field({
      type: MathTopicEnum,
      nullable: true,
      description:
        "The math topic; on another subject's page, the one the math engine would use; null for a chat reply.",
      resolve: (r) => MathTopicSchema.safeParse(r.topic).data ?? null,
    }),
    subject: t.exposeString("subject", { description: "The page it was asked on: mathematics, science, …" }),
    grade: t.exposeInt("grade", { nullable: true, description: "The class it is grounded in." }),
    chapterId: t.exposeString("chapterId", { nullable: true, description: "The catalogue chapter." }),
    question: t.exposeString("question"),
    hasImage: t.boolean({ resolve: (r) => r.imageId !== null }),
    partial: t.exposeString("partial", {
      description:
        "The explanation written so far while RUNNING, whole. On the aiTask subscription select partialDelta instead: this field sends the whole text again with every piece.",
    }),
    partialDelta: t.field({
      type: TextPieceRef,
      nullable: true,
      description:
        "On the aiTask subscription: what the text gained since this subscriber's previous event — `text` goes at `offset` of the text the subscriber holds; offset 0 means replace it all (the first event, which carries the saved text whole for a late or reconnecting subscriber; a resynchronisation after a missed piece; a retry). Null when the text did not change. A piece whose offset is not the length of the text held means a missed event: subscribe again. Elsewhere (queries, mutations): the whole text at offset 0.",
      resolve: (r) => {
        const watched = r as Partial<WatchedAiTask>;
        return watched.partialDelta !== undefined ? watched.partialDelta : { offset: 0, text: r.partial };
      },
    }),
    result: t.field({
      type: TutorAnswer,
      nullable: true,
      resolve: (r) =>
        r.kind === "TUTOR" && r.status === "DONE" && r.result !== null
          ? TutorResultSchema.parse(r.result)
          : null,
    }),
    failureCode: t.field({
      type: AiFailureEnum,
      nullable: true,
      description: "Why it FAILED, for a localised message; null unless FAILED.",
      resolve: (r) => failureOf(r),
    }),
    failureMessage: t.string({
      nullable: true,
      description: "What to tell the student when FAILED (the reason itself stays in the logs).",
      resolve: (r, _args, ctx) => failureMessageOf(r, ctx.env.AI_DAILY_TOKEN_LIMIT),
    }),
    stopped: t.boolean({
      description: "Stopped by the student: the text written until then is kept.",
      resolve: (r) => r.stoppedAt !== null,
    }),
    checked: t.boolean({
      description: "The offline math engine computed or confirmed the answer.",
      resolve: (r) => r.status === "DONE" && (r.result as { verified?: unknown } | null)?.verified === true,
    }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    completedAt: t.expose("completedAt", { type: "DateTime", nullable: true }),
  }),
});

const ContextPairInput = builder.inputType("TutorContextPair", {
  fields: (t) => ({ question: t.string({ required: true }), answer: t.string({ required: true }) }),
});

const AskTutorInput = builder.inputType("AskTutorInput", {
  fields: (t) => ({
    subject: t.string({
      description: "mathematics (default), science, social-science, hindi, gujarati, sanskrit or english.",
    }),
    topic: t.field({ type: MathTopicEnum, description: "Required for mathematics." }),
    grade: t.int({
      description: "The class (1–12) a subject question is grounded in; default the student's.",
    }),
    chapterId: t.string({
      description: "A catalogue chapter of that class and subject (curriculum); another is refused.",
    }),
    question: t.string({ description: "At most 2000 characters; may be empty when an image is attached." }),
    imageId: t.id({ description: "From uploadImage." }),
    context: t.field({
      type: [ContextPairInput],
      description: "The last 3 pairs, answers cut to 300 characters.",
    }),
    voice: t.boolean({
      description:
        "Asked by voice (voice assistant, voice bot): the voice tool must be allowed for the student.",
    }),
  }),
});

builder.mutationField("askTutor", (t) =>
  t.prismaField({
    type: "AiTask",
    description: "Queues a question and returns its task at once; follow it with the aiTask subscription.",
    authScopes: { verified: true },
    errors: {},
    args: { input: t.arg({ type: AskTutorInput, required: true, validate: AskTutorInputSchema }) },
    resolve: (_q, _root, args, ctx) => askTutor(ctx, viewerId(ctx), AskTutorInputSchema.parse(args.input)),
  }),
);

const OfflineMathQuestionInput = builder.inputType("OfflineMathQuestionInput", {
  fields: (t) => ({
    clientId: t.id({ required: true, description: "The id the phone gave the question (a UUID)." }),
    topic: t.field({ type: MathTopicEnum, required: true }),
    question: t.string({ required: true, description: "At most 2000 characters." }),
  }),
});

builder.mutationField("recordOfflineMathAnswer", (t) =>
  t.prismaField({
    type: "AiTask",
    description:
      "Saves a mathematics question answered on the phone while offline to history; the server's engine solves it again and stores its own answer. Idempotent by clientId.",
    authScopes: { verified: true },
    errors: {},
    args: {
      input: t.arg({ type: OfflineMathQuestionInput, required: true, validate: OfflineMathQuestionSchema }),
    },
    resolve: (_q, _root, args, ctx) =>
      recordOfflineMathAnswer(ctx, viewerId(ctx), OfflineMathQuestionSchema.parse(args.input)),
  }),
);

/** A math topic (mathematics, the default subject) or another subject's page. */
function scopeOf(args: { topic?: MathTopicName | null; subject?: string | null }): TutorScope {
  const parsed = TutorScopeArgsSchema.parse(args);
  if (parsed.subject !== "mathematics") return { subject: parsed.subject };
  return { subject: "mathematics", topic: MathTopicSchema.parse(parsed.topic) };
}

builder.mutationField("clearTutorConversation", (t) =>
  t.int({
    description:
      "Clear Chat: removes the topic's (or subject page's) questions from Recent Questions; returns how many.",
    authScopes: { verified: true },
    errors: {},
    args: {
      topic: t.arg({ type: MathTopicEnum, required: false, description: "Required for mathematics." }),
      subject: t.arg.string({ required: false, description: "mathematics (default), science, hindi, …" }),
    },
    validate: TutorScopeArgsSchema,
    resolve: (_root, args, ctx) => clearTutorConversation(ctx, viewerId(ctx), scopeOf(args)),
  }),
);

builder.queryField("aiTask", (t) =>
  t.prismaField({
    type: "AiTask",
    authScopes: { verified: true },
    errors: {},
    args: { id: t.arg.id({ required: true }) },
    resolve: (_q, _root, args, ctx) => getOwnAiTask(ctx, viewerId(ctx), String(args.id)),
  }),
);

builder.queryField("recentTutorQuestions", (t) =>
  t.prismaField({
    type: ["AiTask"],
    description:
      "A topic's (or subject page's) Recent Questions: the last 5 answered and not cleared, newest first.",
    authScopes: { verified: true },
    args: {
      topic: t.arg({ type: MathTopicEnum, required: false, description: "Required for mathematics." }),
      subject: t.arg.string({ required: false, description: "mathematics (default), science, hindi, …" }),
    },
    validate: TutorScopeArgsSchema,
    resolve: (_q, _root, args, ctx) => recentTutorQuestions(ctx, viewerId(ctx), scopeOf(args)),
  }),
);

builder.subscriptionField("aiTask", (t) =>
  t.prismaField({
    type: "AiTask",
    description: "The task from Postgres first, then status changes and the explanation as it is written.",
    authScopes: { verified: true },
    args: { id: t.arg.id({ required: true }) },
    subscribe: (_root, args, ctx) => watchAiTask(ctx, viewerId(ctx), String(args.id)),
    resolve: (_q, row) => row,
  }),
);
