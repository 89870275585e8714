import { randomUUID } from "node:crypto";
import {
  type ActivityInput,
  activityRecords,
  type ClassActivityEvent,
  type TOPICS,
} from "@vidya/core/events";
import type { Db } from "./client";
import type { Prisma } from "./generated/prisma/client";

/** What recording an activity needs: the database, a logger and a publish to a class's channel. */
export interface ActivityDeps {
  db: Pick<Db, "classMember" | "activityEvent">;
  log: { error: (details: object, message: string) => void };
  publish: (topic: typeof TOPICS.classActivity, classroomId: string, event: ClassActivityEvent) => unknown;
}

/**
 * Records one student action, for the server and the worker alike: a row per class the student is in
 * (only the action's own class when it names one; core's activityRecords decides), then a publish per
 * class. Persist first, then publish. Never throws: activity is a side effect and must not break the
 * action that caused it.
 */
export async function recordActivity(deps: ActivityDeps, input: ActivityInput): Promise<void> {
  try {
    const memberships = await deps.db.classMember.findMany({
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
    await deps.db.activityEvent.createMany({
      data: rows.map((row) => ({ ...row, payload: row.payload as Prisma.InputJsonValue })),
    });
    for (const event of events) await deps.publish("class-activity", event.classroomId, event);
  } catch (error) {
    deps.log.error({ err: error, kind: input.kind }, "activity not recorded");
  }
}
