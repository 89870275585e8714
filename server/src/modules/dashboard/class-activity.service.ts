import { activityDetails } from "@vidya/core/classrooms/activity";
import { type ClassActivityEvent, type ClassPresenceEvent, TOPICS } from "@vidya/core/events";
import { userLabel } from "@vidya/core/schemas/auth";
import type { Context } from "../../context";
import { AppError } from "../../errors";
import { requireOwnClassroom } from "../classrooms/classrooms.service";
import { classEventsSinceQuery } from "./dashboard.queries";
import { type ActivityView, eventView } from "./dashboard.service";
import { mergeIterators } from "./merge-iterators";

/** At most this many stored events are replayed to a (re)connecting subscriber. */
export const REPLAY_LIMIT = 200;

type Live = { type: "activity"; event: ClassActivityEvent } | { type: "presence"; event: ClassPresenceEvent };

async function* activity(source: AsyncIterable<ClassActivityEvent>): AsyncGenerator<Live> {
  for await (const event of source) yield { type: "activity", event };
}

async function* presence(source: AsyncIterable<ClassPresenceEvent>): AsyncGenerator<Live> {
  for await (const event of source) yield { type: "presence", event };
}

/**
 * The class's live feed for its teacher: events stored since `since` first (so nothing between
 * the dashboard query and this subscription is missed), then each new event and each student
 * coming online. The teacher's right to the class is checked again before every event, so a
 * class that changes hands (or is deleted) stops streaming at once: the subscriber gets that
 * error as the last message (the resolver throws it), then the stream completes.
 */
export async function* watchClassActivity(
  ctx: Context,
  teacherId: string,
  classroomId: string,
  since: Date | null,
): AsyncGenerator<ActivityView | AppError> {
  await requireOwnClassroom(ctx, teacherId, classroomId);
  const activitySub = ctx.pubsub.subscribe(TOPICS.classActivity, classroomId);
  const presenceSub = ctx.pubsub.subscribe(TOPICS.classPresence, classroomId);
  const live = mergeIterators<Live>([activity(activitySub), presence(presenceSub)]);
  const labels = new Map<string, string>();
  const label = async (userId: string) => {
    const known = labels.get(userId);
    if (known) return known;
    const user = await ctx.db.user.findUnique({
      where: { id: userId },
      select: { username: true, displayName: true, email: true },
    });
    const name = userLabel(user);
    labels.set(userId, name);
    return name;
  };
  try {
    // Listening before reading: an event stored between the replay query and now is not lost.
    await Promise.all([activitySub.ready, presenceSub.ready]);
    const replayed = new Set<string>();
    if (since) {
      for (const row of await classEventsSinceQuery(ctx.db, classroomId, since, REPLAY_LIMIT)) {
        replayed.add(row.id);
        yield eventView(classroomId, row);
      }
    }
    for await (const item of live) {
      const denied = await requireOwnClassroom(ctx, teacherId, classroomId).then(
        () => null,
        (error: unknown) => (error instanceof AppError ? error : Promise.reject(error)),
      );
      if (denied) {
        yield denied;
        return;
      }
      if (item.type === "presence") {
        const e = item.event;
        yield {
          id: `online:${e.userId}:${e.at}`,
          classroomId,
          studentId: e.userId,
          studentName: await label(e.userId),
          kind: "online",
          subject: null,
          topic: null,
          createdAt: new Date(e.at),
          details: activityDetails({}),
        };
        continue;
      }
      const e = item.event;
      if (replayed.has(e.id)) continue;
      yield {
        id: e.id,
        classroomId,
        studentId: e.userId,
        studentName: await label(e.userId),
        kind: e.kind,
        subject: e.subject,
        topic: e.topic,
        createdAt: new Date(e.createdAt),
        details: activityDetails(e.payload),
      };
    }
  } finally {
    activitySub.close();
    presenceSub.close();
    await live.return(undefined);
  }
}
