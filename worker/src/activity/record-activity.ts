import { randomUUID } from "node:crypto";
import { type ActivityInput, activityRecords, channelName, TOPICS } from "@vidya/core/events";
import type { Prisma } from "../generated/prisma/client";
import type { JobContext } from "../job";

/**
 * The worker's twin of the server's recordActivity (server/src/modules/activity): a row per class
 * the student is in (only the action's own class when it names one), then a publish per class.
 * The rows and events come from core's activityRecords; only the I/O differs. Never throws.
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
    for (const event of events) {
      await ctx.publish(channelName(ctx.env.REDIS_PREFIX, TOPICS.classActivity, event.classroomId), event);
    }
  } catch (error) {
    ctx.log.error({ err: error, kind: input.kind }, "activity not recorded");
  }
}
