import { randomUUID } from "node:crypto";
import { type ActivityInput, activityRecords, TOPICS } from "@vidya/core/events";
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
    const { rows, events } = activityRecords(
      input,
      memberships.map((m) => m.classroomId),
      new Date(),
      randomUUID,
    );
    if (rows.length === 0) return;
    await ctx.db.activityEvent.createMany({
      data: rows.map((row) => ({ ...row, payload: row.payload as Prisma.InputJsonValue })),
    });
    for (const event of events) ctx.pubsub.publish(TOPICS.classActivity, event.classroomId, event);
  } catch (error) {
    ctx.log.error({ err: error, kind: input.kind }, "activity not recorded");
  }
}
