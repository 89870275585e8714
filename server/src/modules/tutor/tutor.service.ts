import { DEFAULT_CLASS, RECENT_QUESTIONS } from "@vidya/core/constants";
import { findNcertChapter } from "@vidya/core/curriculum/catalogue";
import { TUTOR_ANSWER_SPEC } from "@vidya/core/jobs/specs";
import type { TutorAnswerPayload } from "@vidya/core/jobs/tutor-answer";
import type { AskTutorInput, MathTopicName } from "@vidya/core/schemas/tutor";
import { SUBJECT_LABELS, type Subject } from "@vidya/core/subjects";
import { guessTopic } from "@vidya/core/tutor/guess-topic";
import { boundedMath } from "@vidya/db/bounded-math";
import type { AiTask, Prisma } from "@vidya/db/prisma";
import { recordActivity } from "@vidya/db/record-activity";
import type { Context } from "../../context";
import { AppError, NotFoundError } from "../../errors";
import { enqueueOrMarkFailed } from "../../queues";
import { consumeCostly } from "../../rate-limit";
import { assertToolAllowed, closedReason, toolAccessOf } from "../consent/tool-access";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Activity payloads quote at most this much of a question or answer. */
export const ACTIVITY_TEXT_CHARS = 500;

/** Where a tutor question belongs: mathematics by topic, the other subjects by page. */
export type TutorScope =
  | { subject: "mathematics"; topic: MathTopicName }
  | { subject: Exclude<Subject, "mathematics"> };

function scopeWhere(scope: TutorScope) {
  return scope.subject === "mathematics"
    ? { subject: "mathematics", topic: scope.topic }
    : { subject: scope.subject };
}

/**
 * The class and chapter a subject question is grounded in: the class asked for, else the student's
 * own (preferences), else class 7; a chapter must be a catalogue chapter of that class and subject.
 */
async function groundingOf(
  ctx: Pick<Context, "db">,
  userId: string,
  input: AskTutorInput,
): Promise<{ grade: number | null; chapterId: string | null; chapterTitle: string | null }> {
  if (input.subject === "mathematics" && input.grade === null && input.chapterId === null) {
    return { grade: null, chapterId: null, chapterTitle: null };
  }
  const grade =
    input.grade ??
    (await ctx.db.user.findUnique({ where: { id: userId }, select: { preferredClass: true } }))
      ?.preferredClass ??
    DEFAULT_CLASS;
  if (input.chapterId === null) return { grade, chapterId: null, chapterTitle: null };
  const chapter = findNcertChapter(input.chapterId);
  if (!chapter) {
    throw new AppError(
      "CHAPTER_NOT_FOUND",
      "That chapter is not in the catalogue. Choose a chapter from the list.",
    );
  }
  if (chapter.subject !== input.subject || chapter.grade !== grade) {
    throw new AppError(
      "WRONG_CHAPTER",
      `That chapter belongs to Class ${chapter.grade} ${SUBJECT_LABELS[chapter.subject]}, not Class ${grade} ${SUBJECT_LABELS[input.subject]}. Choose a chapter of this class and subject.`,
    );
  }
  return { grade, chapterId: chapter.id, chapterTitle: chapter.title };
}

/**
 * Stores the question as a QUEUED task, then enqueues its job with jobId = task id (a second enqueue
 * of the same task is a no-op), and returns at once: the answer arrives over the `aiTask` subscription.
 * If the queue is unreachable the task is marked FAILED, never left QUEUED forever.
 */
export async function askTutor(ctx: Context, userId: string, input: AskTutorInput): Promise<AiTask> {
  // Another subject needs a model; a maths question a child asks without consent stays with the
  // offline engine (the worker is told by offlineOnly), so the math tutor stays open in limited mode.
  let offlineOnly = false;
  if (input.subject !== "mathematics") await assertToolAllowed(ctx, userId, "subjectTutor");
  else offlineOnly = closedReason(await toolAccessOf(ctx, userId), "subjectTutor") !== null;
  if (input.voice) await assertToolAllowed(ctx, userId, "voice");
  const [, image, grounding] = await Promise.all([
    consumeCostly(ctx, "tutor", userId),
    input.imageId
      ? ctx.db.storedImage.findFirst({ where: { id: input.imageId, ownerId: userId }, select: { id: true } })
      : null,
    groundingOf(ctx, userId, input),
  ]);
  if (input.imageId && !image) throw new NotFoundError("That image was not found. Please attach it again.");
  // On a subject page the topic is the one the math engine would use, should the question be maths.
  const topic = input.topic ?? guessTopic(input.question);
  const task = await ctx.db.aiTask.create({
    data: {
      userId,
      kind: "TUTOR",
      topic,
      subject: input.subject,
      grade: grounding.grade,
      chapterId: grounding.chapterId,
      question: input.question,
      context: input.context as Prisma.InputJsonValue,
      imageId: input.imageId ?? null,
      offlineOnly,
    },
  });
  const payload: TutorAnswerPayload = { taskId: task.id };
  // Retries are for crashes and stalls; provider failures are retried inside the provider.
  await enqueueOrMarkFailed(
    ctx,
    ctx.queues.ai,
    { spec: TUTOR_ANSWER_SPEC, data: payload, rowId: task.id },
    () =>
      ctx.db.aiTask.update({
        where: { id: task.id },
        data: { status: "FAILED", error: "queue unavailable" },
      }),
  );
  // A side effect that never throws; the answer is already on its way, so the reply does not wait for it.
  void recordActivity(
    { db: ctx.db, log: ctx.log, publish: ctx.pubsub.publish },
    {
      userId,
      kind: "question_asked",
      subject: input.subject,
      topic: input.subject === "mathematics" ? topic : grounding.chapterTitle,
      payload: { question: input.question.slice(0, ACTIVITY_TEXT_CHARS), withImage: Boolean(input.imageId) },
    },
  );
  return task;
}

/** One task, only for its owner; anyone else is told it does not exist. */
export async function getOwnAiTask(ctx: Pick<Context, "db">, userId: string, id: string): Promise<AiTask> {
  const task = UUID.test(id) ? await ctx.db.aiTask.findUnique({ where: { id } }) : null;
  if (!task || task.userId !== userId) throw new NotFoundError("No such question.");
  return task;
}

/** Recent Questions of one topic or subject page: the last 5 answered, not cleared, newest first. */
export function recentTutorQuestions(
  ctx: Pick<Context, "db">,
  userId: string,
  scope: TutorScope,
): Promise<AiTask[]> {
  return ctx.db.aiTask.findMany({
    where: { userId, kind: "TUTOR", ...scopeWhere(scope), status: "DONE", clearedAt: null },
    orderBy: { createdAt: "desc" },
    take: RECENT_QUESTIONS,
  });
}

/**
 * Clear Chat: the conversation itself lives in the page (SPEC 3 keeps it in the session); here the
 * topic's (or subject page's) tasks leave Recent Questions on every device, while History keeps them. Returns how many
 * were cleared, so the page can tell 'Conversation cleared' from 'No conversation to clear'.
 */
export async function clearTutorConversation(
  ctx: Pick<Context, "db">,
  userId: string,
  scope: TutorScope,
): Promise<number> {
  const { count } = await ctx.db.aiTask.updateMany({
    where: { userId, kind: "TUTOR", ...scopeWhere(scope), clearedAt: null },
    data: { clearedAt: new Date() },
  });
  return count;
}

/** What the phone sends for a mathematics question it answered offline (issue 27): never its answer. */
/** See OfflineMathQuestionSchema. */
export interface OfflineMathQuestion {
  clientId: string;
  topic: MathTopicName;
  question: string;
}

/** The engine's answer stored for an offline question: what the worker's local provider would store. */
async function engineResult(question: string, topic: MathTopicName, language: "en" | "hi" | "gu") {
  // On the engine's thread, with a time limit: a question that would keep the CAS busy for minutes
  // must not stall this server's other requests.
  const result = await boundedMath().solveMath(question, topic, language);
  const unchecked = { verified: false, checkStatus: "unchecked" } as const;
  const base = { engineAnswer: null, engineReading: null, toast: null };
  if (result.kind === "solved") {
    const { explanation, similarQuestions, finalAnswer, verified } = result.solution;
    return {
      ...base,
      explanation,
      similarQuestions,
      finalAnswer,
      verified,
      checkStatus: "computed" as const,
    };
  }
  if (result.kind === "not-math")
    return {
      ...base,
      ...unchecked,
      explanation: result.explanation,
      similarQuestions: [],
      finalAnswer: null,
    };
  return { ...base, ...unchecked, explanation: result.reason, similarQuestions: [], finalAnswer: null };
}

/**
 * Saves a mathematics question the phone answered offline to the student's history (issue 27 item 3).
 * The phone's answer is not trusted, nor even sent: the server's engine solves the question again and
 * stores its own answer, as a DONE tutor task with its history record, in one transaction. The
 * phone's id becomes the task's id, so a second send returns the first task; an id already used by
 * another account is refused as not found.
 */
export async function recordOfflineMathAnswer(
  ctx: Context,
  userId: string,
  input: OfflineMathQuestion,
): Promise<AiTask> {
  const existing = await ctx.db.aiTask.findUnique({ where: { id: input.clientId } });
  if (existing) {
    if (existing.userId !== userId || existing.kind !== "TUTOR") throw new NotFoundError("No such question.");
    return existing;
  }
  // A new question costs a solve on this server: the tutor's limit counts it like a question asked
  // online (a resend of one already saved, above, costs nothing).
  await consumeCostly(ctx, "tutor", userId);
  const user = await ctx.db.user.findUnique({ where: { id: userId }, select: { language: true } });
  const language = user?.language === "hi" || user?.language === "gu" ? user.language : "en";
  const result = await engineResult(input.question, input.topic, language);
  const now = new Date();
  const task = await ctx.db.$transaction(async (tx) => {
    const created = await tx.aiTask.createManyAndReturn({
      data: {
        id: input.clientId,
        userId,
        kind: "TUTOR",
        status: "DONE",
        topic: input.topic,
        subject: "mathematics",
        question: input.question,
        result,
        partial: result.explanation,
        provider: "offline-device",
        offlineOnly: true,
        startedAt: now,
        completedAt: now,
      },
      skipDuplicates: true,
    });
    const row = created[0];
    if (!row) return null;
    await tx.historyRecord.create({
      data: {
        userId,
        taskId: row.id,
        text: input.question,
        aiResponse: result.explanation,
        chatType: "teacher",
        toolType: input.topic,
        additionalData: { similarQuestions: result.similarQuestions, answeredOffline: true },
      },
    });
    return row;
  });
  // Sent twice at once: the other request stored it; answer with that one (or refuse another's).
  if (!task) return recordOfflineMathAnswer(ctx, userId, input);
  void recordActivity(
    { db: ctx.db, log: ctx.log, publish: ctx.pubsub.publish },
    {
      userId,
      kind: "question_asked",
      subject: "mathematics",
      topic: input.topic,
      payload: { question: input.question.slice(0, ACTIVITY_TEXT_CHARS), withImage: false, offline: true },
    },
  );
  return task;
}
