import { randomUUID } from "node:crypto";
import { TOPICS } from "@vidya/core/events";
import { GROUP_PRESENCE_HEARTBEAT_MS, GROUP_PRESENCE_TTL_MS } from "@vidya/core/groups/constants";
import type { Context } from "../../context";
import { EventQueue, endable, pump } from "./event-queue";
import { currentReaders, whenGroupsClose } from "./group-access";
import { memberName, SENDER_SELECT } from "./group-views";

/** Who is online in a group now. */
export interface GroupPresenceView {
  groupId: string;
  online: { userId: string; name: string }[];
}

/**
 * Presence lives in one Redis sorted set per group: member `<userId>:<connection>`, score = the
 * moment it expires. Watching a group adds the viewer's entry and refreshes it every heartbeat
 * (25 s); an entry not refreshed for 60 s (a crashed server, a dead socket) no longer counts, and
 * the set itself expires when nobody refreshes it.
 */
function presenceKey(ctx: Context, groupId: string): string {
  return `${ctx.env.REDIS_PREFIX}:group-presence:${groupId}`;
}

async function touch(ctx: Context, key: string, member: string): Promise<void> {
  await ctx.redis
    .multi()
    .zadd(key, Date.now() + GROUP_PRESENCE_TTL_MS, member)
    .pexpire(key, GROUP_PRESENCE_TTL_MS)
    .exec();
}

async function onlineIds(ctx: Context, key: string): Promise<string[]> {
  const now = Date.now();
  const [, members] =
    (await ctx.redis.multi().zremrangebyscore(key, "-inf", now).zrange(key, 0, -1).exec()) ?? [];
  const list = Array.isArray(members?.[1]) ? (members[1] as string[]) : [];
  return [...new Set(list.map((m) => m.slice(0, m.lastIndexOf(":"))))].sort();
}

type PresenceItem = { source: "event"; event: object } | { source: "tick" } | { source: "closed" };

/**
 * The online list: first now, then after every change. The viewer counts as online while this
 * subscription lives. Each change is re-checked against the viewer's access, and a child the tool
 * closes for meanwhile leaves the online list at once (issue 24).
 */
export function watchGroupPresence(
  ctx: Context,
  userId: string,
  groupId: string,
): AsyncGenerator<GroupPresenceView> {
  const queue = new EventQueue<PresenceItem>();
  return endable(presenceStream(ctx, userId, groupId, queue), () => queue.end());
}

async function* presenceStream(
  ctx: Context,
  userId: string,
  groupId: string,
  queue: EventQueue<PresenceItem>,
): AsyncGenerator<GroupPresenceView> {
  const key = presenceKey(ctx, groupId);
  const member = `${userId}:${randomUUID()}`;
  const subscription = ctx.pubsub.subscribe(TOPICS.groupPresence, groupId);
  subscription.ready.catch(() => undefined);
  const stopPump = pump(subscription, queue, (event) => ({ source: "event" as const, event }));
  const timer = setInterval(() => queue.push({ source: "tick" }), GROUP_PRESENCE_HEARTBEAT_MS);
  const offAccess = whenGroupsClose(ctx, userId, () => queue.push({ source: "closed" }));
  let shown = "";
  const names = new Map<string, string>();
  const current = async (): Promise<GroupPresenceView | null> => {
    const ids = await onlineIds(ctx, key);
    const signature = ids.join(",");
    if (signature === shown) return null;
    shown = signature;
    const unknown = ids.filter((id) => !names.has(id));
    if (unknown.length > 0) {
      const users = await ctx.db.user.findMany({ where: { id: { in: unknown } }, select: SENDER_SELECT });
      for (const u of users) names.set(u.id, memberName(u));
    }
    return { groupId, online: ids.map((id) => ({ userId: id, name: names.get(id) ?? "Member" })) };
  };
  try {
    await touch(ctx, key, member).catch(() => undefined);
    ctx.pubsub.publish(TOPICS.groupPresence, groupId, { groupId, userId, online: true });
    const first = await current().catch(() => null);
    yield first ?? { groupId, online: [] };
    for (;;) {
      const next = await queue.next();
      if (next.done) return;
      if (next.value.source === "closed") return;
      if (next.value.source === "tick") await touch(ctx, key, member).catch(() => undefined);
      else {
        const readers = await currentReaders(ctx, groupId).catch(() => null);
        if (readers && !readers.has(userId)) return;
      }
      const view = await current().catch(() => null);
      if (view) yield view;
    }
  } finally {
    clearInterval(timer);
    offAccess();
    queue.end();
    await stopPump();
    subscription.close();
    await ctx.redis.zrem(key, member).catch(() => undefined);
    ctx.pubsub.publish(TOPICS.groupPresence, groupId, { groupId, userId, online: false });
  }
}
