import { TOPICS } from "@vidya/core/events";
import type { JobContext } from "../job";

/**
 * Marks an AI task FAILED once BullMQ has given up on its job (attempts used up, or stalled too
 * often), unless it already finished, and tells its subscribers. The one final-failure step of every
 * job that writes an AiTask (tutor answers, chat replies, Socratic turns, stories). Returns whether
 * this call failed it.
 */
export async function failAiTask(
  ctx: Pick<JobContext, "db" | "publish">,
  taskId: string,
  reason: string,
): Promise<boolean> {
  const failed = await ctx.db.aiTask.updateMany({
    where: { id: taskId, status: { notIn: ["DONE", "FAILED"] } },
    data: { status: "FAILED", error: `worker: ${reason}`.slice(0, 1000), completedAt: new Date() },
  });
  if (failed.count === 0) return false;
  await ctx.publish(TOPICS.aiTask, taskId, { id: taskId, type: "status", status: "FAILED" });
  return true;
}
