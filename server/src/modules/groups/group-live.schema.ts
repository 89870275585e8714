import type { GroupTypingEvent } from "@vidya/core/groups/events";
import { IdSchema } from "@vidya/core/schemas/groups";
import { builder } from "../../builder";
import { viewerId } from "../common/viewer";
import { requireReader } from "./group-access";
import { setGroupTyping, watchGroupTyping } from "./group-live.service";
import { guardSubscription, subscriptionId } from "./group-messages.schema";
import { type GroupPresenceView, watchGroupPresence } from "./group-presence.service";

const GroupTypingEventRef = builder.objectRef<GroupTypingEvent>("GroupTypingEvent").implement({
  description: "Someone started or stopped typing. Show it for 5 s after the last event.",
  authScopes: { signedIn: true },
  fields: (t) => ({
    groupId: t.exposeID("groupId"),
    userId: t.exposeID("userId"),
    name: t.exposeString("name"),
    typing: t.exposeBoolean("typing"),
    at: t.field({ type: "DateTime", resolve: (e) => new Date(e.at) }),
  }),
});

const OnlineMemberRef = builder.objectRef<GroupPresenceView["online"][number]>("OnlineMember").implement({
  authScopes: { signedIn: true },
  fields: (t) => ({
    userId: t.exposeID("userId"),
    name: t.exposeString("name"),
  }),
});

const GroupPresenceRef = builder.objectRef<GroupPresenceView>("GroupPresence").implement({
  description: "Who has the group open right now (you included).",
  authScopes: { signedIn: true },
  fields: (t) => ({
    groupId: t.exposeID("groupId"),
    online: t.field({ type: [OnlineMemberRef], resolve: (p) => p.online }),
  }),
});

builder.mutationField("setGroupTyping", (t) =>
  t.boolean({
    description: "Typing started (throttled by the server) or stopped. Nothing is stored.",
    authScopes: { signedIn: true },
    errors: {},
    args: {
      groupId: t.arg.id({ required: true, validate: IdSchema }),
      typing: t.arg.boolean({ required: true }),
    },
    resolve: (_r, args, ctx) => setGroupTyping(ctx, viewerId(ctx), String(args.groupId), args.typing),
  }),
);

builder.subscriptionFields((t) => ({
  groupTyping: t.field({
    type: GroupTypingEventRef,
    description: "Other members' typing events.",
    authScopes: { signedIn: true },
    args: { groupId: t.arg.id({ required: true }) },
    subscribe: (_r, args, ctx) => {
      const groupId = subscriptionId(args.groupId);
      return guardSubscription(
        ctx,
        () => requireReader(ctx, groupId, viewerId(ctx)),
        () => watchGroupTyping(ctx, viewerId(ctx), groupId),
      );
    },
    resolve: (event) => event,
  }),
  groupPresence: t.field({
    type: GroupPresenceRef,
    description: "The online list now, then after every change; you count as online while subscribed.",
    authScopes: { signedIn: true },
    args: { groupId: t.arg.id({ required: true }) },
    subscribe: (_r, args, ctx) => {
      const groupId = subscriptionId(args.groupId);
      return guardSubscription(
        ctx,
        () => requireReader(ctx, groupId, viewerId(ctx)),
        () => watchGroupPresence(ctx, viewerId(ctx), groupId),
      );
    },
    resolve: (view) => view,
  }),
}));
