import { HELPLINE_REPLY, replyLanguage } from "@vidya/core/moderation/moderate";
import type { TutorResult } from "@vidya/core/tutor/tutor-result";
import type { Prisma } from "@vidya/db/prisma";
import type { JobContext } from "../../job";
import { flagForTeacher, flagOf, moderate } from "../safety";
import { overDailyLimit } from "../usage";

interface TaskRow {
  id: string;
  userId: string;
  question: string;
  topic: string;
}

/**
 * The tutor's gate before a model is asked: a self-harm message gets the helpline reply (DONE), an
 * abusive one a kind refusal (FAILED, flagged for the teacher), a student over the daily token limit
 * the limit message (FAILED). Returns the status written, or null when the question may go on.
 */
export async function screenTutorQuestion(
  ctx: JobContext,
  task: TaskRow,
  subject: string,
): Promise<"DONE" | "FAILED" | null> {
  const verdict = task.question.trim() === "" ? null : await moderate(ctx, task.question);
  if (verdict && verdict.action !== "allow") {
    await flagForTeacher(ctx, task.userId, subject, verdict);
    if (verdict.action === "care") {
      const result: TutorResult = {
        explanation: HELPLINE_REPLY[replyLanguage(task.question, subject)],
        similarQuestions: [],
        finalAnswer: null,
        verified: false,
        checkStatus: "unchecked",
        engineAnswer: null,
        engineReading: null,
        toast: null,
      };
      return write(ctx, task.id, {
        status: "DONE",
        result: result as unknown as Prisma.InputJsonValue,
        partial: result.explanation,
        flag: flagOf(verdict),
      });
    }
    return write(ctx, task.id, {
      status: "FAILED",
      error: "moderation blocked: the question",
      flag: flagOf(verdict),
    });
  }
  if (await overDailyLimit(ctx.db, ctx.env, task.userId)) {
    return write(ctx, task.id, { status: "FAILED", error: "limit daily-limit: tokens used up" });
  }
  return null;
}

/** After the model: a reply that fails moderation is not stored (FAILED, flagged); true when blocked. */
export async function blockUnsafeReply(
  ctx: JobContext,
  task: TaskRow,
  subject: string,
  explanation: string,
): Promise<boolean> {
  const verdict = await moderate(ctx, explanation);
  if (verdict.action === "allow") return false;
  await flagForTeacher(ctx, task.userId, subject, verdict);
  await write(ctx, task.id, {
    status: "FAILED",
    error: "moderation blocked: the reply",
    partial: "",
    // Outranks every partial already streamed, so subscribers drop the text.
    partialSeq: { increment: 999_999 },
    flag: flagOf(verdict),
  });
  return true;
}

async function write(
  ctx: JobContext,
  id: string,
  data: Prisma.AiTaskUpdateManyMutationInput & { status: "DONE" | "FAILED" },
): Promise<"DONE" | "FAILED"> {
  await ctx.db.aiTask.updateMany({
    where: { id, status: { notIn: ["DONE", "FAILED"] } },
    data: { ...data, completedAt: new Date() },
  });
  return data.status;
}
