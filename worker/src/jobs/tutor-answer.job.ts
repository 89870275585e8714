import { findNcertChapter } from "@vidya/core/curriculum/catalogue";
import { type AiTaskEvent, type JobStatusName, TOPICS } from "@vidya/core/events";
import { TUTOR_ANSWER_SPEC } from "@vidya/core/jobs/specs";
import { ContextPairSchema, MathTopicSchema } from "@vidya/core/schemas/tutor";
import { isSubject } from "@vidya/core/subjects";
import { answerLanguage } from "@vidya/core/tutor/subject-tutor";
import { isDatabaseUnavailable } from "@vidya/db/database-errors";
import type { AiTask } from "@vidya/db/prisma";
import { recordActivity } from "@vidya/db/record-activity";
import { UnrecoverableError } from "bullmq";
import { z } from "zod";
import { failAiTask } from "../ai/fail-ai-task";
import { createProvider } from "../ai/providers/choose-provider";
import { createLocalProvider } from "../ai/providers/local";
import type { TokenUsage } from "../ai/providers/openai-chat";
import type { AiProvider, SubjectGrounding } from "../ai/providers/provider";
import { ProviderError } from "../ai/providers/provider";
import { answerQuestion } from "../ai/tutor/answer-question";
import { createPartialStreamer, STREAM_EVERY } from "../ai/tutor/partial-streamer";
import { saveAnswer } from "../ai/tutor/save-answer";
import { blockUnsafeReply, screenTutorQuestion } from "../ai/tutor/tutor-safety";
import { recordUsage } from "../ai/usage";
import type { WorkerDb } from "../connection";
import type { WorkerEnv } from "../env";
import { defineJob } from "../job";

let provider: { env: WorkerEnv; provider: AiProvider } | null = null;
let offline: AiProvider | null = null;
/** The offline engines, whatever AI_PROVIDER says. */
function offlineProvider(): AiProvider {
  offline ??= createLocalProvider({ AI_LOCAL_CHUNK_DELAY_MS: 0 });
  return offline;
}
/** One provider per process (the OpenAI client keeps its connections). */
function providerFor(env: WorkerEnv): AiProvider {
  if (provider?.env !== env) provider = { env, provider: createProvider(env) };
  return provider.provider;
}

/**
 * Answers one tutor question: streams the explanation to subscribers as it is written, then stores
 * the result and its history record in one transaction, once. Idempotent: a finished task is only
 * re-announced; a task retried after a crash starts its answer again and still ends with exactly one
 * answer and one history record. A provider failure fails the task (reason kept in `error`).
 * Stop (stoppedAt, set by the server) is noticed at the next save: the model is cut off and the task
 * ends DONE with the explanation written so far (no result, no history record).
 */
export const tutorAnswerJob = defineJob({
  spec: TUTOR_ANSWER_SPEC,
  async process({ taskId }, ctx, job) {
    const publish = (event: AiTaskEvent) => ctx.publish(TOPICS.aiTask, taskId, event);
    const announce = (status: JobStatusName) => publish({ id: taskId, type: "status", status });

    const task = await ctx.db.aiTask.findUnique({ where: { id: taskId }, include: { image: true } });
    if (!task) throw new UnrecoverableError(`AI task ${taskId} does not exist`);
    if (task.status === "DONE" || task.status === "FAILED") {
      await announce(task.status);
      return { skipped: true };
    }
    const screened = await screenTutorQuestion(ctx, task, task.subject);
    if (screened) {
      await announce(screened);
      return { screened };
    }
    // A child without consent gets the offline engine only: their words never reach a model (issue 18).
    const ai = task.offlineOnly ? offlineProvider() : providerFor(ctx.env);
    const seqBase = (task.attempts + 1) * 1_000_000;
    /** Stopped by the student: DONE with what was written (if it is safe to keep), once. */
    const finishStopped = async (explanation: string) => {
      if (await blockUnsafeReply(ctx, task, task.subject, explanation)) {
        await announce("FAILED");
        return { stopped: true };
      }
      const written = await ctx.db.aiTask.updateMany({
        where: { id: taskId, status: { notIn: ["DONE", "FAILED"] } },
        data: {
          status: "DONE",
          partial: explanation,
          partialSeq: seqBase + 999_999,
          completedAt: new Date(),
        },
      });
      if (written.count > 0) await announce("DONE");
      return { stopped: true };
    };
    if (task.stoppedAt) return finishStopped("");
    // Marked RUNNING while the model already starts: the student waits for the model, not for us.
    const running = ctx.db.aiTask
      .update({
        where: { id: taskId },
        data: {
          status: "RUNNING",
          attempts: { increment: 1 },
          startedAt: new Date(),
          provider: ai.name,
          partial: "",
          partialSeq: seqBase,
        },
      })
      .then(() => announce("RUNNING"));

    const controller = new AbortController();
    let written = "";
    const streamer = createPartialStreamer({
      seqBase,
      ...STREAM_EVERY,
      publish: (piece) => publish({ id: taskId, type: "partial", ...piece }),
      save: async (seq, text) => {
        const saved = await ctx.db.aiTask.updateMany({
          where: { id: taskId, status: "RUNNING", stoppedAt: null },
          data: { partial: text, partialSeq: seq },
        });
        if (saved.count === 0) controller.abort(); // Stop (or a finished run elsewhere)
      },
      onError: (err) => ctx.log.warn({ err, taskId }, "partial not sent"),
    });
    const request = {
      topic: MathTopicSchema.parse(task.topic),
      grounding: await groundingOf(ctx.db, task),
      question: task.question,
      context: z.array(ContextPairSchema).catch([]).parse(task.context),
      image: task.image ? { mime: task.image.mime, bytes: task.image.bytes } : null,
      language: await interfaceLanguage(ctx.db, task.userId),
    };
    let result: Awaited<ReturnType<typeof answerQuestion>>;
    try {
      const onUsage = (usage: TokenUsage) => {
        recordUsage(ctx.db, task.userId, usage).catch((err: unknown) =>
          ctx.log.warn({ err }, "usage not recorded"),
        );
      };
      const onExplanation = (text: string) => {
        written = text;
        streamer.push(text);
      };
      [result] = await Promise.all([
        answerQuestion(ai, request, onExplanation, controller.signal, onUsage),
        running,
      ]);
    } catch (error) {
      // The RUNNING write must land before FAILED is written, never after it.
      await running.catch(() => undefined);
      await streamer.stop();
      if (controller.signal.aborted) {
        const current = await ctx.db.aiTask.findUnique({
          where: { id: taskId },
          select: { stoppedAt: true },
        });
        if (current?.stoppedAt) return finishStopped(written);
      }
      const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      // A database outage never fails the task: the worker waits for Postgres without using an attempt.
      if (isDatabaseUnavailable(error)) throw error;
      if (error instanceof ProviderError || lastAttempt) {
        const reason =
          error instanceof ProviderError
            ? `${ai.name} ${error.kind}: ${error.message}`
            : `internal: ${String(error)}`;
        const failed = await ctx.db.aiTask.updateMany({
          where: { id: taskId, status: { notIn: ["DONE", "FAILED"] } },
          data: { status: "FAILED", error: reason.slice(0, 1000), completedAt: new Date() },
        });
        ctx.log.warn({ taskId, reason, provider: ai.name }, "tutor answer failed");
        if (failed.count > 0) await announce("FAILED");
        throw new UnrecoverableError(reason);
      }
      throw error;
    }
    await streamer.stop();
    if (await blockUnsafeReply(ctx, task, task.subject, result.explanation)) {
      await announce("FAILED");
      return { blocked: true };
    }
    const saved = await saveAnswer(ctx.db, task, result, streamer.seq + 1);
    if (!saved) {
      // Another run finished it meanwhile; subscribers already have its result.
      return { written: false };
    }
    // Everything the answer leaves behind is stored before anyone hears DONE (persist, then publish).
    await recordActivity(ctx, {
      userId: task.userId,
      kind: "question_answered",
      subject: task.subject,
      topic: request.grounding ? (request.grounding.chapter?.title ?? null) : task.topic,
      payload: {
        verified: result.verified,
        question: task.question.slice(0, 500),
        answer: result.explanation.slice(0, 500),
      },
    });
    await announce("DONE");
    return { written: true, checkStatus: result.checkStatus };
  },
  async onFinalFailure({ taskId }, ctx, reason) {
    await failAiTask(ctx, taskId, reason);
  },
});

/** The student's interface language, which the offline engine's explanation words follow (issue 25). */
async function interfaceLanguage(db: WorkerDb, userId: string): Promise<"en" | "hi" | "gu"> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { language: true } });
  return user?.language === "hi" || user?.language === "gu" ? user.language : "en";
}

/** A subject page's class, chapter and answer language (the student's UI language where it applies). */
async function groundingOf(db: WorkerDb, task: AiTask): Promise<SubjectGrounding | null> {
  const subject = task.subject;
  if (!isSubject(subject) || subject === "mathematics") return null;
  const user = await db.user.findUnique({ where: { id: task.userId }, select: { language: true } });
  const chapter = task.chapterId ? findNcertChapter(task.chapterId) : null;
  return {
    subject,
    grade: task.grade ?? chapter?.grade ?? 7,
    chapter: chapter
      ? { title: chapter.title, number: chapter.number, book: chapter.book, publisher: chapter.publisher }
      : null,
    language: answerLanguage(subject, user?.language ?? "en"),
  };
}
