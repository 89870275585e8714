import { randomUUID } from "node:crypto";
import { type ActivityInput, activityClassIds, type ClassActivityEvent, TOPICS } from "@vidya/core/events";
import type { Context } from "../../context";
import type { Prisma } from "../../generated/prisma/client";

/**
 * Records one student action: a row per class the student is in (or one row with no class; only the
 * action's own class when it names one, see activityClassIds), then
 * publishes each to its class channel. Persist first, then publish. Never throws: activity is a
 * side effect and must not break the action that caused it.
 */
export async function recordActivity(
  ctx: Pick<Context, "db" | "pubsub" | "log">,
  input: ActivityInput,
): Promise<void> {
  try {
    const memberships = await ctx.db.classMember.findMany({
      where: { userId: input.userId },
      select: { classroomId: true },
    });
    const actionId = randomUUID();
    const classIds = activityClassIds(
      input,
      memberships.map((m) => m.classroomId),
    );
    if (classIds.length === 0) return;
    const now = new Date();
    const rows = classIds.map((classroomId) => ({
      id: randomUUID(),
      userId: input.userId,
      classroomId,
      kind: input.kind,
      subject: input.subject ?? null,
      topic: input.topic ?? null,
      payload: (input.payload ?? {}) as Prisma.InputJsonValue,
      actionId,
      createdAt: now,
    }));
    await ctx.db.activityEvent.createMany({ data: rows });
    for (const row of rows) {
      if (!row.classroomId) continue;
      const event: ClassActivityEvent = {
        id: row.id,
        classroomId: row.classroomId,
        userId: row.userId,
        kind: input.kind,
        subject: row.subject,
        topic: row.topic,
        payload: input.payload ?? {},
        createdAt: now.toISOString(),
      };
      ctx.pubsub.publish(TOPICS.classActivity, row.classroomId, event);
    }
  } catch (error) {
    ctx.log.error({ err: error, kind: input.kind }, "activity not recorded");
  }
}
