import { NO_MODEL_MESSAGE } from "@vidya/core/ai-usage/daily-limit";
import { type AiTaskEvent, TOPICS } from "@vidya/core/events";
import { SOCRATIC_TURN_SPEC } from "@vidya/core/jobs/specs";
import { BLOCKED_MESSAGE, HELPLINE_REPLY, replyLanguage } from "@vidya/core/moderation/moderate";
import { SUBJECT_LABELS, type Subject } from "@vidya/core/subjects";
import type { Prisma } from "@vidya/db/prisma";
import type { ModelPlan } from "@vidya/engine/socratic/model-plan";
import { socraticMessages, trimTurn, turnLeaks } from "@vidya/engine/socratic/model-turn";
import type { SocraticTurn } from "@vidya/engine/socratic/session";
import { UnrecoverableError } from "bullmq";
import { failAiTask } from "../ai/fail-ai-task";
import { usesOpenAi } from "../ai/providers/choose-provider";
import { sharedOpenAiChat } from "../ai/providers/openai-chat";
import { ProviderError } from "../ai/providers/provider";
import { flagForTeacher, flagOf, moderate } from "../ai/safety";
import { overDailyLimit, recordUsage } from "../ai/usage";
import { defineJob } from "../job";

/** The task's stored result (AiTask.result for kind SOCRATIC). */
export interface SocraticTurnResult {
  kind: "socratic";
  text: string;
  /** The first draft gave the answer away and was written again. */
  regenerated: boolean;
  /** The second draft still did, and its leaking sentences were removed. */
  trimmed: boolean;
}

/** What the tutor says when the model cannot be asked. */
const COULD_NOT_REPLY =
  "I could not think of my next question just now. Please send your step again in a moment.";

/**
 * Writes one model-mode tutor turn of a Socratic session. The student's words pass moderation first;
 * then the model gets the Socratic instruction (with the engine's private solution where it has one).
 * The whole turn is checked before anything is shown: a turn that gives the engine's answer away
 * before the student reached it (or asked for it after two tries) is written again once, and if it
 * still does, its leaking sentences are removed. The turn is appended to the session, which stops
 * waiting; the task's status is published on the aiTask channel.
 */
export const socraticTurnJob = defineJob({
  spec: SOCRATIC_TURN_SPEC,
  async process({ taskId, sessionId, request }, ctx, job) {
    const task = await ctx.db.aiTask.findUnique({ where: { id: taskId } });
    const session = await ctx.db.socraticSession.findUnique({ where: { id: sessionId } });
    if (!task || !session) throw new UnrecoverableError(`socratic task ${taskId} has no session`);
    if (task.status === "DONE" || task.status === "FAILED" || session.pendingTaskId !== taskId) {
      return { skipped: true };
    }
    await ctx.db.aiTask.update({
      where: { id: taskId },
      data: { status: "RUNNING", attempts: { increment: 1 }, startedAt: new Date() },
    });
    await ctx.publish(TOPICS.aiTask, taskId, {
      id: taskId,
      type: "status",
      status: "RUNNING",
    } satisfies AiTaskEvent);

    const turns = session.turns as unknown as SocraticTurn[];
    const plan = session.ladder as unknown as ModelPlan;
    const subject = session.subject as Subject;

    /** Appends the tutor's turn, ends the wait and the task. */
    const finish = async (
      text: string,
      outcome: { failed?: string; flag?: string | null; result?: SocraticTurnResult } = {},
    ) => {
      const turn: SocraticTurn = { role: "tutor", kind: outcome.failed ? "info" : "question", text };
      await ctx.db.$transaction([
        ctx.db.socraticSession.updateMany({
          where: { id: sessionId, pendingTaskId: taskId },
          data: { turns: [...turns, turn] as unknown as Prisma.InputJsonValue, pendingTaskId: null },
        }),
        ctx.db.aiTask.update({
          where: { id: taskId },
          data: outcome.failed
            ? {
                status: "FAILED",
                error: outcome.failed.slice(0, 1000),
                flag: outcome.flag ?? null,
                completedAt: new Date(),
              }
            : {
                status: "DONE",
                partial: text,
                result: outcome.result as unknown as Prisma.InputJsonValue,
                flag: outcome.flag ?? null,
                completedAt: new Date(),
              },
        }),
      ]);
      const status = outcome.failed ? "FAILED" : "DONE";
      await ctx.publish(TOPICS.aiTask, taskId, { id: taskId, type: "status", status } satisfies AiTaskEvent);
      return { status };
    };

    const asked = request === "step" ? await moderate(ctx, task.question) : { action: "allow" as const };
    if (asked.action !== "allow") {
      await flagForTeacher(ctx, task.userId, subject, asked);
      const text =
        asked.action === "care" ? HELPLINE_REPLY[replyLanguage(task.question, subject)] : BLOCKED_MESSAGE;
      return finish(text, { failed: "moderation blocked: the step", flag: flagOf(asked) });
    }
    if (!usesOpenAi(ctx.env))
      return finish(NO_MODEL_MESSAGE, { failed: `none no-model: ${NO_MODEL_MESSAGE}` });
    if (await overDailyLimit(ctx.db, ctx.env, task.userId)) {
      return finish("You have used today's AI allowance. Come back tomorrow to keep going.", {
        failed: "limit daily-limit: tokens used up",
      });
    }

    const ask = async (strict: boolean) => {
      let text = "";
      await sharedOpenAiChat(ctx.env).stream(
        {
          messages: socraticMessages(
            plan,
            SUBJECT_LABELS[subject] ?? subject,
            session.classLevel,
            turns,
            request,
            strict,
          ),
          feature: "tutor",
          onUsage: (usage) => {
            recordUsage(ctx.db, task.userId, usage).catch((err: unknown) =>
              ctx.log.warn({ err }, "usage not recorded"),
            );
          },
        },
        (piece) => {
          text += piece;
        },
      );
      return text.trim();
    };

    // The answer may be said once the student asked for it (after two tries) or the session ended.
    const guarded = request !== "reveal" && session.status === "ACTIVE";
    let text: string;
    let regenerated = false;
    let trimmed = false;
    try {
      text = await ask(false);
      if (guarded && turnLeaks(text, plan)) {
        regenerated = true;
        text = await ask(true);
        if (turnLeaks(text, plan)) {
          trimmed = true;
          text = trimTurn(text, plan);
        }
      }
    } catch (error) {
      const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      if (error instanceof ProviderError || lastAttempt) {
        const reason =
          error instanceof ProviderError
            ? `openai ${error.kind}: ${error.message}`
            : `internal: ${String(error)}`;
        ctx.log.warn({ taskId, reason }, "socratic turn failed");
        await finish(COULD_NOT_REPLY, { failed: reason });
        throw new UnrecoverableError(reason);
      }
      throw error;
    }
    if (text === "") return finish(COULD_NOT_REPLY, { failed: "openai empty: empty reply" });
    const verdict = await moderate(ctx, text);
    if (verdict.action !== "allow") {
      await flagForTeacher(ctx, task.userId, subject, verdict);
      return finish(COULD_NOT_REPLY, { failed: "moderation blocked: the reply", flag: flagOf(verdict) });
    }
    return finish(text, { result: { kind: "socratic", text, regenerated, trimmed } });
  },
  async onFinalFailure({ taskId, sessionId }, ctx, reason) {
    // The student is not left waiting for a turn that will never come.
    await ctx.db.socraticSession.updateMany({
      where: { id: sessionId, pendingTaskId: taskId },
      data: { pendingTaskId: null },
    });
    await failAiTask(ctx, taskId, reason);
  },
});
