import { NO_MODEL_MESSAGE } from "@vidya/core/ai-usage/daily-limit";
import { CHAT_RECENT_TURNS, ChatbotSubjectSchema } from "@vidya/core/chat/chatbot";
import { type AiTaskEvent, type JobStatusName, TOPICS } from "@vidya/core/events";
import { CHAT_REPLY_SPEC } from "@vidya/core/jobs/specs";
import {
  HELPLINE_REPLY,
  type ModerationVerdict,
  moderateLocally,
  replyLanguage,
} from "@vidya/core/moderation/moderate";
import { boundedMath } from "@vidya/db/bounded-math";
import type { Prisma } from "@vidya/db/prisma";
import { UnrecoverableError } from "bullmq";
import { chatMessages, type PastTurn } from "../ai/chat/chat-prompt";
import { updateSummary } from "../ai/chat/summary";
import { failAiTask } from "../ai/fail-ai-task";
import { usesOpenAi } from "../ai/providers/choose-provider";
import { sharedOpenAiChat } from "../ai/providers/openai-chat";
import { ProviderError } from "../ai/providers/provider";
import { flagForTeacher, flagOf, moderate, moderationWindow } from "../ai/safety";
import { createPartialStreamer, STREAM_EVERY } from "../ai/tutor/partial-streamer";
import { overDailyLimit, recordUsage } from "../ai/usage";
import { defineJob, type JobContext } from "../job";

/** The reply's stored result (AiTask.result for kind CHAT). */
export interface ChatResult {
  kind: "chat";
  text: string;
  /** True when the offline math engine computed and checked the answer. */
  verified: boolean;
}

type Outcome =
  | { status: "DONE"; text: string; verified?: boolean; flag?: string | null }
  | { status: "FAILED"; error: string; flag?: string | null };

/**
 * Writes one chatbot reply. The student's message is checked first (word lists, self-harm phrases,
 * OpenAI moderation when available): self-harm gets the helpline reply, abuse a kind refusal, and the
 * class teacher a flag. Then the model streams the reply (recent turns plus the running summary as
 * memory); each published piece passes the word lists, the whole reply all checks before it is
 * stored. Stop (stoppedAt, set by the server) is noticed at the next save and keeps what was written.
 * Without a model, a mathematics question is answered by the offline engine; anything else fails with
 * a clear "no AI is set up" (never a fake answer).
 */
export const chatReplyJob = defineJob({
  spec: CHAT_REPLY_SPEC,
  async process({ taskId }, ctx, job) {
    const publish = (event: AiTaskEvent) => ctx.publish(TOPICS.aiTask, taskId, event);
    const announce = (status: JobStatusName) => publish({ id: taskId, type: "status", status });

    const task = await ctx.db.aiTask.findUnique({
      where: { id: taskId },
      include: { chatTurn: { include: { chat: true } } },
    });
    if (!task?.chatTurn) throw new UnrecoverableError(`chat task ${taskId} does not exist`);
    if (task.status === "DONE" || task.status === "FAILED") {
      await announce(task.status);
      return { skipped: true };
    }
    const { chat } = task.chatTurn;
    const subject = ChatbotSubjectSchema.parse(chat.subject);
    // The final text outranks every partial of this run, so a subscriber shows it (or its removal).
    const finalSeq = (task.attempts + 1) * 1_000_000 + 999_999;
    const finish = async (outcome: Outcome, partial?: string) => {
      const data: Prisma.AiTaskUpdateManyMutationInput =
        outcome.status === "DONE"
          ? {
              status: "DONE",
              partial: outcome.text,
              partialSeq: finalSeq,
              result: { kind: "chat", text: outcome.text, verified: outcome.verified ?? false },
              flag: outcome.flag ?? null,
              completedAt: new Date(),
            }
          : {
              status: "FAILED",
              error: outcome.error.slice(0, 1000),
              flag: outcome.flag ?? null,
              ...(partial === undefined ? {} : { partial, partialSeq: finalSeq }),
              completedAt: new Date(),
            };
      const written = await ctx.db.aiTask.updateMany({
        where: { id: taskId, status: { notIn: ["DONE", "FAILED"] } },
        data,
      });
      await ctx.db.chat.update({ where: { id: chat.id }, data: { updatedAt: new Date() } });
      if (written.count > 0) await announce(outcome.status);
      return { status: outcome.status };
    };
    if (task.stoppedAt) return finish({ status: "DONE", text: "" });

    await ctx.db.aiTask.update({
      where: { id: taskId },
      data: { status: "RUNNING", attempts: { increment: 1 }, startedAt: new Date(), partial: "" },
    });
    await announce("RUNNING");

    const asked = await moderate(ctx, task.question);
    if (asked.action !== "allow") {
      await flagForTeacher(ctx, task.userId, subject, asked);
      if (asked.action === "care") {
        const text = HELPLINE_REPLY[replyLanguage(task.question, subject)];
        return finish({ status: "DONE", text, flag: flagOf(asked) });
      }
      return finish({ status: "FAILED", error: "moderation blocked: the message", flag: flagOf(asked) });
    }
    if (await overDailyLimit(ctx.db, ctx.env, task.userId)) {
      return finish({ status: "FAILED", error: "limit daily-limit: tokens used up" });
    }
    if (!usesOpenAi(ctx.env)) return finish(await offlineReply(task.question));

    const past = await pastTurns(ctx, chat.id, task.chatTurn.createdAt);
    const controller = new AbortController();
    let replyVerdict: ModerationVerdict = { action: "allow" };
    const seqBase = (task.attempts + 1) * 1_000_000;
    const streamer = createPartialStreamer({
      seqBase,
      ...STREAM_EVERY,
      publish: async (piece, whole) => {
        // Nothing unsafe is shown, even for a moment: each piece passes the word lists first, with
        // the text just before it, so a word split across pieces is still caught (the whole reply
        // is checked once more before it is stored).
        const verdict = moderateLocally(moderationWindow(whole, piece.offset));
        if (verdict.action !== "allow") {
          replyVerdict = verdict;
          controller.abort();
          return;
        }
        await publish({ id: taskId, type: "partial", ...piece });
      },
      save: async (seq, text) => {
        const saved = await ctx.db.aiTask.updateMany({
          where: { id: taskId, status: "RUNNING", stoppedAt: null },
          data: { partial: text, partialSeq: seq },
        });
        if (saved.count === 0) controller.abort(); // Stop (or a finished run elsewhere)
      },
      onError: (err) => ctx.log.warn({ err, taskId }, "partial not sent"),
    });
    let text = "";
    try {
      await sharedOpenAiChat(ctx.env).stream(
        {
          messages: chatMessages(subject, chat.grade, chat.summary, past, task.question),
          feature: "chat",
          onUsage: (usage) => {
            recordUsage(ctx.db, task.userId, usage).catch((err: unknown) =>
              ctx.log.warn({ err }, "usage not recorded"),
            );
          },
        },
        (piece) => {
          text += piece;
          streamer.push(text);
        },
        controller.signal,
      );
    } catch (error) {
      await streamer.stop();
      if (replyVerdict.action !== "allow") return blocked(ctx, task.userId, subject, replyVerdict, finish);
      const current = await ctx.db.aiTask.findUnique({ where: { id: taskId }, select: { stoppedAt: true } });
      if (current?.stoppedAt) return finish({ status: "DONE", text: await safeSoFar(ctx, text) });
      const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      if (error instanceof ProviderError || lastAttempt) {
        const reason =
          error instanceof ProviderError
            ? `openai ${error.kind}: ${error.message}`
            : `internal: ${String(error)}`;
        ctx.log.warn({ taskId, reason }, "chat reply failed");
        await finish({ status: "FAILED", error: reason }, "");
        throw new UnrecoverableError(reason);
      }
      throw error;
    }
    await streamer.stop();
    if (text.trim() === "") return finish({ status: "FAILED", error: "openai empty: empty reply" }, "");
    const verdict = await moderate(ctx, text);
    if (verdict.action !== "allow") return blocked(ctx, task.userId, subject, verdict, finish);
    const done = await finish({ status: "DONE", text });
    // Memory for later turns, after the student already has the reply.
    await updateSummary(ctx, chat.id, task.userId).catch((err: unknown) =>
      ctx.log.warn({ err, chatId: chat.id }, "chat summary not updated"),
    );
    return done;
  },
  async onFinalFailure({ taskId }, ctx, reason) {
    await failAiTask(ctx, taskId, reason);
  },
});

/** A reply that failed moderation: nothing of it is kept or shown; the teacher gets a flag. */
async function blocked(
  ctx: JobContext,
  userId: string,
  subject: string,
  verdict: ModerationVerdict,
  finish: (outcome: Outcome, partial?: string) => Promise<{ status: string }>,
) {
  await flagForTeacher(ctx, userId, subject, verdict);
  return finish({ status: "FAILED", error: "moderation blocked: the reply", flag: flagOf(verdict) }, "");
}

/** What was written before Stop, if it is safe to keep. */
async function safeSoFar(ctx: JobContext, text: string): Promise<string> {
  return (await moderate(ctx, text)).action === "allow" ? text : "";
}

/** The turns before this one whose replies finished, oldest first (only the recent ones are needed). */
async function pastTurns(ctx: JobContext, chatId: string, before: Date): Promise<PastTurn[]> {
  const turns = await ctx.db.chatTurn.findMany({
    where: { chatId, createdAt: { lt: before }, task: { status: "DONE" } },
    orderBy: { createdAt: "desc" },
    take: CHAT_RECENT_TURNS,
    include: { task: { select: { partial: true } } },
  });
  return turns.reverse().map((t) => ({ message: t.message, reply: t.task.partial }));
}

/** Without a model: the math engine answers (and checks) mathematics; anything else says no AI is set up. */
async function offlineReply(question: string): Promise<Outcome> {
  const result = await boundedMath().solveMath(question);
  if (result.kind === "solved") {
    const { explanation, verified } = result.solution;
    return { status: "DONE", text: explanation, verified };
  }
  return { status: "FAILED", error: `none no-model: ${NO_MODEL_MESSAGE}` };
}
