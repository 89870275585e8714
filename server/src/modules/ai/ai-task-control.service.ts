import { CHAT_MESSAGES } from "@vidya/core/chat/chatbot";
import { type AiTaskEvent, TOPICS } from "@vidya/core/events";
import { jobOptions, TUTOR_ANSWER_SPEC } from "@vidya/core/jobs/specs";
import type { TutorAnswerPayload } from "@vidya/core/jobs/tutor-answer";
import type { AiTask, Prisma } from "@vidya/db/prisma";
import type { Context } from "../../context";
import { AppError, NotFoundError } from "../../errors";
import { consumeCostly } from "../../rate-limit";
import { enqueueChatReply } from "../chat/chat.service";
import { assertToolAllowed, closedReason, toolAccessOf } from "../consent/tool-access";
import { getOwnAiTask } from "../tutor/tutor.service";
import { assertWithinDailyLimit } from "./ai-usage.service";

const TERMINAL = new Set(["DONE", "FAILED"]);

/**
 * Stop: the reply ends DONE with what was written so far. A reply still waiting in the queue is taken
 * out and finished at once; a running one is stopped by its worker at its next save (within 250 ms),
 * which keeps the text written so far. Stopping a finished reply is refused.
 */
export async function stopAiTask(ctx: Context, userId: string, id: string): Promise<AiTask> {
  const task = await getOwnAiTask(ctx, userId, id);
  if (TERMINAL.has(task.status)) throw new AppError("ALREADY_FINISHED", CHAT_MESSAGES.alreadyFinished);
  const marked = await ctx.db.aiTask.updateMany({
    where: { id, status: { in: ["QUEUED", "RUNNING"] }, stoppedAt: null },
    data: { stoppedAt: new Date() },
  });
  if (marked.count === 0) return getOwnAiTask(ctx, userId, id);
  if (task.status === "QUEUED") {
    const job = await ctx.queues.ai.getJob(id);
    const removed = job
      ? await job.remove().then(
          () => true,
          () => false,
        )
      : true;
    if (removed) {
      const done = await ctx.db.aiTask.updateMany({
        where: { id, status: "QUEUED" },
        data: { status: "DONE", completedAt: new Date() },
      });
      if (done.count > 0) {
        const event: AiTaskEvent = { id, type: "status", status: "DONE" };
        ctx.pubsub.publish(TOPICS.aiTask, id, event);
      }
    }
  }
  return getOwnAiTask(ctx, userId, id);
}

/**
 * Regenerate (and Retry after a failure): a new reply to the same question. For a chat the turn's
 * reply is replaced; for a tutor question a new task is asked. Refused while the reply is still written.
 * The new task is the old one's twin (issue 24): the same page (subject), class, chapter and
 * offline-only flag, and consent is checked again as for a new question, so a regenerated science
 * question stays science and a child who lost consent since gets no model answer.
 */
export async function regenerateAiTask(ctx: Context, userId: string, id: string): Promise<AiTask> {
  const old = await ctx.db.aiTask.findUnique({
    where: { id: (await getOwnAiTask(ctx, userId, id)).id },
    include: { chatTurn: true },
  });
  if (!old) throw new NotFoundError("No such question.");
  if (old.kind !== "TUTOR" && old.kind !== "CHAT")
    throw new AppError("CANNOT_REGENERATE", "This answer cannot be written again here.");
  if (!TERMINAL.has(old.status)) throw new AppError("STILL_RUNNING", CHAT_MESSAGES.stillRunning);
  // A new reply sends the question to a model again; a maths question stays with the offline engine
  // when it was offline-only or the subject tutor is closed to the child now.
  let offlineOnly = old.offlineOnly;
  if (old.kind === "CHAT") await assertToolAllowed(ctx, userId, "chatbot");
  else if (old.subject !== "mathematics") await assertToolAllowed(ctx, userId, "subjectTutor");
  else offlineOnly ||= closedReason(await toolAccessOf(ctx, userId), "subjectTutor") !== null;
  await consumeCostly(ctx, old.chatTurn ? "chat" : "tutor", userId);
  await assertWithinDailyLimit(ctx, userId);
  const data = {
    userId,
    kind: old.kind,
    topic: old.topic,
    subject: old.subject,
    grade: old.grade,
    chapterId: old.chapterId,
    question: old.question,
    context: old.context as Prisma.InputJsonValue,
    imageId: old.imageId,
    offlineOnly,
  };
  if (old.chatTurn) {
    const turn = old.chatTurn;
    const task = await ctx.db.$transaction(async (tx) => {
      const created = await tx.aiTask.create({ data });
      await tx.chatTurn.update({ where: { id: turn.id }, data: { taskId: created.id } });
      await tx.aiTask.delete({ where: { id: old.id } });
      return created;
    });
    await enqueueChatReply(ctx, task);
    return task;
  }
  const task = await ctx.db.aiTask.create({ data });
  const payload: TutorAnswerPayload = { taskId: task.id };
  await ctx.queues.ai.add(TUTOR_ANSWER_SPEC.name, payload, jobOptions(TUTOR_ANSWER_SPEC, { jobId: task.id }));
  return task;
}
