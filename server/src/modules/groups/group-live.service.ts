import { TOPICS } from "@vidya/core/events";
import { GROUP_TYPING_THROTTLE_MS } from "@vidya/core/groups/constants";
import type { GroupChannelEvent, GroupMessageData, GroupTypingEvent } from "@vidya/core/groups/events";
import type { Context } from "../../context";
import { AppError } from "../../errors";
import { assertToolAllowed } from "../consent/tool-access";
import { EventQueue, endable, pump } from "./event-queue";
import { currentReaders, forgetReaders, requireMember, whenGroupsClose } from "./group-access";
import { memberName, SENDER_SELECT } from "./group-views";

export type GroupMessageEventType = "SUBSCRIBED" | "ADDED" | "EDITED" | "DELETED" | "REMOVED" | "MEMBERS";

/** One event of groupMessageEvents. */
export interface GroupMessageEventView {
  type: GroupMessageEventType;
  /** The message's seq; for SUBSCRIBED, the newest seq when listening started. */
  seq: number;
  message: GroupMessageData | null;
}

async function headSeq(ctx: Context, groupId: string): Promise<number> {
  const group = await ctx.db.studyGroup.findUnique({ where: { id: groupId }, select: { nextSeq: true } });
  return (group?.nextSeq ?? 1) - 1;
}

type MessageItem =
  | { source: "event"; event: GroupChannelEvent }
  | { source: "reconnect" }
  | { source: "closed" };

/**
 * One view object per channel event, shared by every subscriber in this process, so the GraphQL
 * result is computed once per event (see shared-results.plugin.ts).
 */
const views = new WeakMap<object, GroupMessageEventView>();
function viewOf(event: Extract<GroupChannelEvent, { message: GroupMessageData }>): GroupMessageEventView {
  let view = views.get(event);
  if (!view) {
    const type = event.kind === "added" ? "ADDED" : event.kind === "edited" ? "EDITED" : "DELETED";
    view = { type, seq: event.message.seq, message: event.message };
    views.set(event, view);
  }
  return view;
}

/** How long a new subscription waits for Redis to confirm before saying SUBSCRIBED anyway. */
const READY_WAIT_MS = 2000;

/**
 * Live messages of one group for one reader (access is checked by the caller before this starts).
 * It listens first (Redis has confirmed the SUBSCRIBE) and then says SUBSCRIBED: from that moment
 * no event is missed, so the client fetches what it lacks after its last seq
 * and only then applies the live events. SUBSCRIBED is repeated whenever this process's Redis
 * subscription came back after a loss, since events may have been dropped meanwhile. Every event
 * re-checks that the viewer may still read; a removed member gets REMOVED and the stream ends, and so
 * does a child the tool closes for meanwhile (consent withdrawn, a class left: issue 24).
 */
export function watchGroupMessages(
  ctx: Context,
  userId: string,
  groupId: string,
): AsyncGenerator<GroupMessageEventView> {
  const queue = new EventQueue<MessageItem>();
  return endable(messageStream(ctx, userId, groupId, queue), () => queue.end());
}

async function* messageStream(
  ctx: Context,
  userId: string,
  groupId: string,
  queue: EventQueue<MessageItem>,
): AsyncGenerator<GroupMessageEventView> {
  const subscription = ctx.pubsub.subscribe(TOPICS.groupMessages, groupId);
  const stopPump = pump(subscription, queue, (event) => ({ source: "event" as const, event }));
  const offReconnect = ctx.pubsub.onReconnect(() => queue.push({ source: "reconnect" }));
  const offAccess = whenGroupsClose(ctx, userId, () => queue.push({ source: "closed" }));
  try {
    // Normally Redis confirms the SUBSCRIBE within milliseconds. While Redis is away, say
    // SUBSCRIBED anyway (the client can still fetch what is stored) and again once it confirms.
    const confirmed = await Promise.race([
      subscription.ready.then(
        () => true,
        () => false,
      ),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), READY_WAIT_MS)),
    ]);
    if (!confirmed)
      void subscription.ready.then(
        () => queue.push({ source: "reconnect" }),
        () => undefined,
      );
    yield { type: "SUBSCRIBED", seq: await headSeq(ctx, groupId), message: null };
    for (;;) {
      const next = await queue.next();
      if (next.done) return;
      const item = next.value;
      if (item.source === "closed") {
        yield { type: "REMOVED", seq: 0, message: null };
        return;
      }
      if (item.source === "reconnect") {
        forgetReaders();
        yield { type: "SUBSCRIBED", seq: await headSeq(ctx, groupId), message: null };
        continue;
      }
      const event = item.event;
      if (
        event.kind !== "added" &&
        event.kind !== "edited" &&
        event.kind !== "deleted" &&
        event.kind !== "member_updated"
      )
        forgetReaders(groupId);
      if (event.kind === "group_deleted" || (event.kind === "member_removed" && event.userId === userId)) {
        yield { type: "REMOVED", seq: 0, message: null };
        return;
      }
      if (
        event.kind === "member_joined" ||
        event.kind === "member_removed" ||
        event.kind === "member_updated"
      ) {
        // Every open page re-reads the members (count, roles, names, its own Leave wording) now.
        yield { type: "MEMBERS", seq: 0, message: null };
        continue;
      }
      let readers: Set<string>;
      try {
        readers = await currentReaders(ctx, groupId);
      } catch (error) {
        // Cannot confirm access (database away): hold the event back; the client's gap check refetches.
        ctx.log.warn({ err: error, groupId }, "group event not delivered: access check failed");
        continue;
      }
      if (!readers.has(userId)) {
        yield { type: "REMOVED", seq: 0, message: null };
        return;
      }
      yield viewOf(event);
    }
  } finally {
    offReconnect();
    offAccess();
    queue.end();
    await stopPump();
    subscription.close();
  }
}

function typingKey(ctx: Context, groupId: string, userId: string): string {
  return `${ctx.env.REDIS_PREFIX}:group-typing:${groupId}:${userId}`;
}

/** Says "typing" (at most once per throttle window per user) or "stopped typing". Never stored. */
export async function setGroupTyping(
  ctx: Context,
  userId: string,
  groupId: string,
  typing: boolean,
): Promise<boolean> {
  await assertToolAllowed(ctx, userId, "studyGroups");
  await requireMember(ctx, groupId, userId);
  try {
    if (typing) {
      const fresh = await ctx.redis.set(
        typingKey(ctx, groupId, userId),
        "1",
        "PX",
        GROUP_TYPING_THROTTLE_MS,
        "NX",
      );
      if (fresh === null) return true;
    } else {
      await ctx.redis.del(typingKey(ctx, groupId, userId));
    }
  } catch {
    throw new AppError("UNAVAILABLE", "Live features are briefly unavailable.");
  }
  const user = await ctx.db.user.findUnique({ where: { id: userId }, select: SENDER_SELECT });
  if (!user) return false;
  ctx.pubsub.publish(TOPICS.groupTyping, groupId, {
    groupId,
    userId,
    name: memberName(user),
    typing,
    at: new Date().toISOString(),
  });
  return true;
}

/** Others' typing events, each re-checked against the viewer's access. */
export function watchGroupTyping(
  ctx: Context,
  userId: string,
  groupId: string,
): AsyncGenerator<GroupTypingEvent> {
  const subscription = ctx.pubsub.subscribe(TOPICS.groupTyping, groupId);
  subscription.ready.catch(() => undefined);
  // A child the tool closes for stops hearing who types (issue 24).
  const offAccess = whenGroupsClose(ctx, userId, () => subscription.close());
  return endable(typingStream(ctx, userId, groupId, subscription, offAccess), () => {
    offAccess();
    subscription.close();
  });
}

async function* typingStream(
  ctx: Context,
  userId: string,
  groupId: string,
  subscription: AsyncIterable<GroupTypingEvent>,
  offAccess: () => void,
): AsyncGenerator<GroupTypingEvent> {
  const events = subscription[Symbol.asyncIterator]();
  try {
    for (;;) {
      const next = await events.next();
      if (next.done) return;
      if (next.value.userId === userId) continue;
      const readers = await currentReaders(ctx, groupId).catch(() => null);
      if (!readers) continue;
      if (!readers.has(userId)) return;
      yield next.value;
    }
  } finally {
    offAccess();
    await events.return?.();
  }
}
