import { randomUUID } from "node:crypto";
import {
  type ActivityInput,
  activityClassIds,
  type ClassActivityEvent,
  channelName,
  TOPICS,
} from "@vidya/core/events";
import type { Prisma } from "../generated/prisma/client";
import type { JobContext } from "../job";

/**
 * The worker's twin of the server's recordActivity (server/src/modules/activity): a row per class
 * the student is in (only the action's own class when it names one), then a publish per class.
 * Never throws.
 */
export async function recordActivity(
  ctx: Pick<JobContext, "db" | "publish" | "log" | "env">,
  input: ActivityInput,
) {
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
      await ctx.publish(channelName(ctx.env.REDIS_PREFIX, TOPICS.classActivity, row.classroomId), event);
    }
  } catch (error) {
    ctx.log.error({ err: error, kind: input.kind }, "activity not recorded");
  }
}
