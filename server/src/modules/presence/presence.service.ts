import { TOPICS } from "@vidya/core/events";
import { presencePrefix } from "@vidya/core/redis-keys";
import type { Plugin } from "graphql-yoga";
import type { Context, Services, Viewer } from "../../context";

/** A student counts as online for this long after their last request or heartbeat. */
export const PRESENCE_TTL_SECONDS = 60;
/** One process refreshes a student's key at most this often (requests come in bursts). */
const REFRESH_EVERY_MS = 15_000;

const presenceKey = (prefix: string, userId: string) => `${presencePrefix(prefix)}:${userId}`;

// Throttle only: losing it (restart, another replica) costs one extra SET, never correctness.
const lastWrite = new Map<string, number>();

/**
 * Marks a student online: `SET key <now> EX 60 GET` in one round trip. When the key was absent
 * (they just came online) each of their classes hears about it on class-presence:<classId>.
 * Never throws: presence must not break the request that carried it.
 */
export async function touchPresence(
  services: Pick<Services, "redis" | "db" | "pubsub" | "env" | "logger">,
  viewer: Viewer,
  force = false,
) {
  if (viewer.role !== "student") return;
  const now = Date.now();
  if (!force && now - (lastWrite.get(viewer.id) ?? 0) < REFRESH_EVERY_MS) return;
  lastWrite.set(viewer.id, now);
  if (lastWrite.size > 50_000) lastWrite.clear();
  try {
    const at = new Date(now).toISOString();
    const previous = await services.redis.set(
      presenceKey(services.env.REDIS_PREFIX, viewer.id),
      at,
      "EX",
      PRESENCE_TTL_SECONDS,
      "GET",
    );
    if (previous !== null) return;
    const classes = await services.db.classMember.findMany({
      where: { userId: viewer.id },
      select: { classroomId: true },
    });
    for (const { classroomId } of classes) {
      services.pubsub.publish(TOPICS.classPresence, classroomId, { classroomId, userId: viewer.id, at });
    }
  } catch (error) {
    services.logger.warn({ err: (error as Error).message }, "presence not recorded");
  }
}

/** Last-seen times of the given users who are online now (absent = offline). One MGET. */
export async function onlineSince(
  ctx: Pick<Context, "redis" | "env" | "log">,
  userIds: string[],
): Promise<Map<string, Date>> {
  const out = new Map<string, Date>();
  if (userIds.length === 0) return out;
  try {
    const values = await ctx.redis.mget(userIds.map((id) => presenceKey(ctx.env.REDIS_PREFIX, id)));
    values.forEach((v, i) => {
      const id = userIds[i];
      if (v && id) out.set(id, new Date(v));
    });
  } catch (error) {
    ctx.log.warn({ err: (error as Error).message }, "presence unavailable");
  }
  return out;
}

/** Refreshes presence on every authenticated operation (HTTP or WebSocket), without awaiting it. */
export function presencePlugin(services: Services): Plugin {
  const touch = (contextValue: unknown) => {
    const viewer = (contextValue as Partial<Context> | undefined)?.viewer;
    if (viewer) void touchPresence(services, viewer);
  };
  return {
    onExecute: ({ args }) => touch(args.contextValue),
    onSubscribe: ({ args }) => touch(args.contextValue),
  };
}
