import type { TutorResult } from "@vidya/core/tutor/tutor-result";
import type { AiTask } from "@vidya/db/prisma";
import type { WorkerDb } from "../../connection";

/** The history record's text for a question asked with a picture only. */
export const PICTURE_QUESTION_TEXT = "(question in a picture)";

/**
 * Stores the answer and SPEC 3's history record in one transaction, only if the task is not finished
 * yet: a retried or duplicated run can never write a second answer or a second record (the record is
 * also unique per task). Returns false when another run got there first.
 */
export async function saveAnswer(
  db: WorkerDb,
  task: AiTask,
  result: TutorResult,
  finalSeq: number,
): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const updated = await tx.aiTask.updateMany({
      where: { id: task.id, status: { notIn: ["DONE", "FAILED"] } },
      data: {
        status: "DONE",
        result,
        partial: result.explanation,
        partialSeq: finalSeq,
        error: null,
        completedAt: new Date(),
      },
    });
    if (updated.count === 0) return false;
    await tx.historyRecord.create({
      data: {
        userId: task.userId,
        taskId: task.id,
        text: task.question || PICTURE_QUESTION_TEXT,
        aiResponse: result.explanation,
        chatType: "teacher",
        // A math topic page saves its topic (DESIGN: geometry as geometry); a subject page its subject.
        toolType: task.subject === "mathematics" ? task.topic : task.subject,
        additionalData: { similarQuestions: result.similarQuestions },
      },
    });
    return true;
  });
}
