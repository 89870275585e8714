import type { GroupMessageData } from "@vidya/core/groups/events";
import { editableUntil } from "@vidya/core/groups/permissions";
import {
  EditGroupMessageInputSchema,
  GroupMessagesArgsSchema,
  IdSchema,
  SendGroupMessageInputSchema,
} from "@vidya/core/schemas/groups";
import { builder } from "../../builder";
import type { Context } from "../../context";
import { AppError } from "../../errors";
import { viewerId } from "../common/viewer";
import { requireReader } from "./group-access";
import { type GroupMessageEventView, watchGroupMessages } from "./group-live.service";
import {
  deleteGroupMessage,
  editGroupMessage,
  type GroupMessagePage,
  groupMessages,
  sendGroupMessage,
} from "./group-messages.service";

export const GroupMessageRef = builder.objectRef<GroupMessageData>("GroupMessage").implement({
  description: "A chat message. `seq` is its place in the group: 1, 2, 3… with no gaps at sending.",
  authScopes: { signedIn: true },
  fields: (t) => ({
    id: t.exposeID("id"),
    groupId: t.exposeID("groupId"),
    seq: t.exposeInt("seq"),
    clientId: t.exposeString("clientId"),
    senderId: t.exposeID("senderId"),
    senderName: t.exposeString("senderName"),
    body: t.exposeString("body", { description: "Markdown subset with $math$; masked; empty when deleted." }),
    createdAt: t.field({ type: "DateTime", resolve: (m) => new Date(m.createdAt) }),
    editedAt: t.field({
      type: "DateTime",
      nullable: true,
      resolve: (m) => (m.editedAt ? new Date(m.editedAt) : null),
    }),
    deletedAt: t.field({
      type: "DateTime",
      nullable: true,
      resolve: (m) => (m.deletedAt ? new Date(m.deletedAt) : null),
    }),
    deletedBy: t.exposeID("deletedBy", { nullable: true }),
    editableUntil: t.field({
      type: "DateTime",
      description: "The sender can edit or delete it until then.",
      resolve: (m) => editableUntil(new Date(m.createdAt)),
    }),
  }),
});

const GroupMessagePageRef = builder.objectRef<GroupMessagePage>("GroupMessagePage").implement({
  authScopes: { signedIn: true },
  fields: (t) => ({
    messages: t.field({ type: [GroupMessageRef], resolve: (p) => p.messages }),
    headSeq: t.exposeInt("headSeq", { description: "The group's newest seq when the page was read." }),
    hasMore: t.exposeBoolean("hasMore", {
      description: "afterSeq: more newer messages follow; otherwise: older messages exist.",
    }),
  }),
});

const GroupMessageEventTypeEnum = builder.enumType("GroupMessageEventType", {
  values: {
    SUBSCRIBED: {
      description: "Listening started (or resumed): fetch after your last seq, then apply live events.",
    },
    ADDED: {},
    EDITED: {},
    DELETED: {},
    REMOVED: { description: "You lost access (removed, or the group was deleted); the stream ends." },
    MEMBERS: {
      description: "Someone joined, left, was removed, became owner or changed their name: re-read members.",
    },
  } as const,
});

const GroupMessageEventRef = builder.objectRef<GroupMessageEventView>("GroupMessageEvent").implement({
  authScopes: { signedIn: true },
  fields: (t) => ({
    type: t.field({ type: GroupMessageEventTypeEnum, resolve: (e) => e.type }),
    seq: t.exposeInt("seq"),
    message: t.field({ type: GroupMessageRef, nullable: true, resolve: (e) => e.message }),
  }),
});

const SendGroupMessageInput = builder.inputType("SendGroupMessageInput", {
  fields: (t) => ({
    groupId: t.id({ required: true }),
    clientId: t.string({
      required: true,
      description: "Your device's id for this message; a retry with it never duplicates.",
    }),
    body: t.string({ required: true }),
  }),
});

const EditGroupMessageInput = builder.inputType("EditGroupMessageInput", {
  fields: (t) => ({
    messageId: t.id({ required: true }),
    body: t.string({ required: true }),
  }),
});

/**
 * Subscriptions cannot return error unions: access is checked before the stream starts, and a
 * refusal (an AppError) comes back as a GraphQL error with the same code and message.
 */
export async function guardSubscription<T>(
  ctx: Context,
  check: () => Promise<unknown>,
  start: () => AsyncIterable<T>,
) {
  if (!ctx.viewer) throw new AppError("UNAUTHENTICATED", "Please sign in to access this page");
  await check();
  return start();
}

/** Checks an id argument of a subscription. */
export function subscriptionId(value: string | number): string {
  const parsed = IdSchema.safeParse(String(value));
  if (!parsed.success) throw new AppError("VALIDATION_FAILED", "That id is not valid.");
  return parsed.data;
}

builder.queryField("groupMessages", (t) =>
  t.field({
    type: GroupMessagePageRef,
    description: "History, ascending: the newest page, or older than beforeSeq, or newer than afterSeq.",
    authScopes: { signedIn: true },
    errors: {},
    args: {
      groupId: t.arg.id({ required: true }),
      afterSeq: t.arg.int(),
      beforeSeq: t.arg.int(),
      limit: t.arg.int({ description: "1 to 100, default 50." }),
    },
    validate: GroupMessagesArgsSchema,
    resolve: (_r, args, ctx) => groupMessages(ctx, viewerId(ctx), GroupMessagesArgsSchema.parse(args)),
  }),
);

builder.mutationFields((t) => ({
  sendGroupMessage: t.field({
    type: GroupMessageRef,
    authScopes: { signedIn: true },
    errors: {},
    args: {
      input: t.arg({ type: SendGroupMessageInput, required: true, validate: SendGroupMessageInputSchema }),
    },
    resolve: (_r, args, ctx) =>
      sendGroupMessage(ctx, viewerId(ctx), SendGroupMessageInputSchema.parse(args.input)),
  }),
  editGroupMessage: t.field({
    type: GroupMessageRef,
    description: "Your own message, within 15 minutes.",
    authScopes: { signedIn: true },
    errors: {},
    args: {
      input: t.arg({ type: EditGroupMessageInput, required: true, validate: EditGroupMessageInputSchema }),
    },
    resolve: (_r, args, ctx) =>
      editGroupMessage(ctx, viewerId(ctx), EditGroupMessageInputSchema.parse(args.input)),
  }),
  deleteGroupMessage: t.field({
    type: GroupMessageRef,
    description: "Your own within 15 minutes; any message as the owner or class teacher.",
    authScopes: { signedIn: true },
    errors: {},
    args: { messageId: t.arg.id({ required: true, validate: IdSchema }) },
    resolve: (_r, args, ctx) => deleteGroupMessage(ctx, viewerId(ctx), String(args.messageId)),
  }),
}));

builder.subscriptionField("groupMessageEvents", (t) =>
  t.field({
    type: GroupMessageEventRef,
    description:
      "SUBSCRIBED first (and after any server-side reconnect), then ADDED/EDITED/DELETED; REMOVED ends it.",
    authScopes: { signedIn: true },
    args: { groupId: t.arg.id({ required: true }) },
    subscribe: (_r, args, ctx) => {
      const groupId = subscriptionId(args.groupId);
      return guardSubscription(
        ctx,
        () => requireReader(ctx, groupId, viewerId(ctx)),
        () => watchGroupMessages(ctx, viewerId(ctx), groupId),
      );
    },
    resolve: (event) => event,
  }),
);
