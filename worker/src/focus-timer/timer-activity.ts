import { randomUUID } from "node:crypto";
import { type ActivityInput, activityClassIds, type ClassActivityEvent, TOPICS } from "@vidya/core/events";
import type { Prisma } from "@vidya/db/prisma";
import type { JobContext } from "../job";

/**
 * recordActivity (worker/src/activity/record-activity.ts) for many actions at once: one query for the
 * students' classes, one insert for every row, then a publish per class row. Never throws.
 */
export async function recordActivities(
  ctx: Pick<JobContext, "db" | "publish" | "log" | "env">,
  inputs: ActivityInput[],
) {
  if (inputs.length === 0) return;
  try {
    const userIds = [...new Set(inputs.map((i) => i.userId))];
    const memberships = await ctx.db.classMember.findMany({
      where: { userId: { in: userIds } },
      select: { userId: true, classroomId: true },
    });
    const classesOf = new Map<string, string[]>();
    for (const m of memberships) classesOf.set(m.userId, [...(classesOf.get(m.userId) ?? []), m.classroomId]);
    const now = new Date();
    const rows = inputs.flatMap((input) => {
      const actionId = randomUUID();
      const classIds = activityClassIds(input, classesOf.get(input.userId) ?? []);
      return classIds.map((classroomId) => ({
        input,
        data: {
          id: randomUUID(),
          userId: input.userId,
          classroomId,
          kind: input.kind,
          subject: input.subject ?? null,
          topic: input.topic ?? null,
          payload: (input.payload ?? {}) as Prisma.InputJsonValue,
          actionId,
          createdAt: now,
        },
      }));
    });
    if (rows.length === 0) return;
    await ctx.db.activityEvent.createMany({ data: rows.map((r) => r.data) });
    await Promise.all(
      rows.flatMap(({ input, data }) => {
        if (!data.classroomId) return [];
        const event: ClassActivityEvent = {
          id: data.id,
          classroomId: data.classroomId,
          userId: data.userId,
          kind: input.kind,
          subject: data.subject,
          topic: data.topic,
          payload: input.payload ?? {},
          createdAt: now.toISOString(),
        };
        return [ctx.publish(TOPICS.classActivity, data.classroomId, event)];
      }),
    );
  } catch (error) {
    ctx.log.error({ err: error, count: inputs.length }, "activity not recorded");
  }
}
