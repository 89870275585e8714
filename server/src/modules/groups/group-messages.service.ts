import { TOPICS } from "@vidya/core/events";
import { GROUP_PAGE_DEFAULT } from "@vidya/core/groups/constants";
import type { GroupMessageData } from "@vidya/core/groups/events";
import { deleteRefusal, editRefusal } from "@vidya/core/groups/permissions";
import { maskProfanity } from "@vidya/core/moderation/profanity";
import type {
  EditGroupMessageInput,
  GroupMessagesArgs,
  SendGroupMessageInput,
} from "@vidya/core/schemas/groups";
import { Prisma } from "@vidya/db/prisma";
import { recordActivity } from "@vidya/db/record-activity";
import type { Context } from "../../context";
import { AppError, NotFoundError } from "../../errors";
import { consumeLimit } from "../../rate-limit";
import { assertToolAllowed } from "../consent/tool-access";
import { loadGroup, requireMember, requireReader } from "./group-access";
import { messageData, SENDER_SELECT } from "./group-views";
import { groupView, type StudyGroupView } from "./group-views.service";

/** A page of history. */
export interface GroupMessagePage {
  messages: GroupMessageData[];
  headSeq: number;
  hasMore: boolean;
}

const withSender = { sender: { select: SENDER_SELECT } } as const;

async function headSeq(ctx: Context, groupId: string): Promise<number> {
  const group = await ctx.db.studyGroup.findUnique({ where: { id: groupId }, select: { nextSeq: true } });
  return (group?.nextSeq ?? 1) - 1;
}

function badCursor(message: string): AppError {
  return new AppError("INVALID_CURSOR", message);
}

/**
 * History by cursor: the newest page (no cursor), older than `beforeSeq`, or newer than `afterSeq`,
 * always ascending. The head is read before the rows: every seq up to it is committed (seqs are
 * taken under the group row lock, so commits happen in seq order), which lets a client that got
 * `hasMore: false` trust that it holds everything up to `headSeq`.
 */
export async function groupMessages(
  ctx: Context,
  userId: string,
  args: GroupMessagesArgs,
): Promise<GroupMessagePage> {
  await requireReader(ctx, args.groupId, userId);
  const head = await headSeq(ctx, args.groupId);
  const limit = args.limit ?? GROUP_PAGE_DEFAULT;
  const { afterSeq, beforeSeq } = args;
  if (afterSeq != null && afterSeq > head) {
    throw badCursor(`afterSeq ${afterSeq} is past the newest message (${head}). Reload the chat.`);
  }
  if (beforeSeq != null && (beforeSeq < 1 || beforeSeq > head + 1)) {
    throw badCursor(
      `beforeSeq ${beforeSeq} is not a position in this chat (1 to ${head + 1}). Reload the chat.`,
    );
  }
  if (afterSeq != null) {
    const rows = await ctx.db.groupMessage.findMany({
      where: { groupId: args.groupId, seq: { gt: afterSeq, lte: head } },
      orderBy: { seq: "asc" },
      take: limit + 1,
      include: withSender,
    });
    return { messages: rows.slice(0, limit).map(messageData), headSeq: head, hasMore: rows.length > limit };
  }
  const rows = await ctx.db.groupMessage.findMany({
    where: { groupId: args.groupId, seq: { lt: beforeSeq ?? head + 1 } },
    orderBy: { seq: "desc" },
    take: limit + 1,
    include: withSender,
  });
  return {
    messages: rows.slice(0, limit).reverse().map(messageData),
    headSeq: head,
    hasMore: rows.length > limit,
  };
}

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
}

async function existingSend(ctx: Context, groupId: string, senderId: string, clientId: string) {
  const row = await ctx.db.groupMessage.findUnique({
    where: { groupId_senderId_clientId: { groupId, senderId, clientId } },
    include: withSender,
  });
  return row ? messageData(row) : null;
}

/**
 * Persist, then publish. The seq comes from the group's counter in the same transaction as the
 * insert, so seqs have no holes and commit in order. A send repeated with the same clientId
 * (a retry after a lost reply) returns the stored message and costs no rate-limit point.
 */
export async function sendGroupMessage(
  ctx: Context,
  userId: string,
  input: SendGroupMessageInput,
): Promise<GroupMessageData> {
  await assertToolAllowed(ctx, userId, "studyGroups");
  const { group } = await requireMember(ctx, input.groupId, userId);
  const before = await existingSend(ctx, input.groupId, userId, input.clientId);
  if (before) return before;
  await consumeLimit(ctx, "groupSend", userId);
  const body = maskProfanity(input.body);
  let message: GroupMessageData;
  try {
    const row = await ctx.db.$transaction(async (tx) => {
      const [taken] = await tx.$queryRaw<{ seq: number }[]>`
        UPDATE "StudyGroup" SET "nextSeq" = "nextSeq" + 1, "updatedAt" = now()
        WHERE id = ${input.groupId}::uuid RETURNING "nextSeq" - 1 AS seq`;
      if (!taken) throw new NotFoundError("This group does not exist (it may have been deleted).");
      const created = await tx.groupMessage.create({
        data: { groupId: input.groupId, seq: taken.seq, senderId: userId, clientId: input.clientId, body },
        include: withSender,
      });
      // Your own message is read: it never counts as unread for you.
      await tx.$executeRaw`
        UPDATE "GroupMember" SET "lastReadSeq" = GREATEST("lastReadSeq", ${taken.seq})
        WHERE "groupId" = ${input.groupId}::uuid AND "userId" = ${userId}::uuid`;
      return created;
    });
    message = messageData(row);
  } catch (error) {
    // Two copies of one send raced: the loser's transaction rolled back (seq included).
    if (isUniqueViolation(error)) {
      const winner = await existingSend(ctx, input.groupId, userId, input.clientId);
      if (winner) return winner;
    }
    throw error;
  }
  ctx.pubsub.publish(TOPICS.groupMessages, input.groupId, { kind: "added", message });
  // Only the group's own class hears of it: the student's other classes have no business with it.
  if (group.classroomId && ctx.viewer?.role === "student") {
    void recordActivity(
      { db: ctx.db, log: ctx.log, publish: ctx.pubsub.publish },
      {
        userId,
        kind: "group_message",
        subject: group.subject,
        topic: group.name,
        payload: { groupId: group.id, classroomId: group.classroomId },
        classroomId: group.classroomId,
      },
    );
  }
  return message;
}

async function loadMessage(ctx: Context, messageId: string, userId: string) {
  const row = await ctx.db.groupMessage.findUnique({ where: { id: messageId }, include: withSender });
  if (!row) throw new NotFoundError("This message does not exist.");
  const loaded = await loadGroup(ctx, row.groupId, userId);
  if (!loaded.access.role && !loaded.access.isClassTeacher) {
    throw new AppError("NOT_A_MEMBER", "Only members of this group can do that.");
  }
  return { row, ...loaded };
}

/** Edits your own message within 15 minutes; the new text is masked too. */
export async function editGroupMessage(
  ctx: Context,
  userId: string,
  input: EditGroupMessageInput,
): Promise<GroupMessageData> {
  await assertToolAllowed(ctx, userId, "studyGroups");
  const { row } = await loadMessage(ctx, input.messageId, userId);
  const refusal = editRefusal(row, userId, new Date());
  if (refusal) throw new AppError("EDIT_NOT_ALLOWED", refusal);
  const updated = await ctx.db.groupMessage.update({
    where: { id: row.id },
    data: { body: maskProfanity(input.body), editedAt: new Date() },
    include: withSender,
  });
  const message = messageData(updated);
  ctx.pubsub.publish(TOPICS.groupMessages, row.groupId, { kind: "edited", message });
  return message;
}

/**
 * Deletes a message: your own within 15 minutes, or any as the owner or class teacher. The text is
 * erased; the message keeps its place and shows as deleted. Open reports about it are resolved.
 */
export async function deleteGroupMessage(
  ctx: Context,
  userId: string,
  messageId: string,
): Promise<GroupMessageData> {
  const { row, access } = await loadMessage(ctx, messageId, userId);
  const refusal = deleteRefusal(row, userId, access, new Date());
  if (refusal) throw new AppError("DELETE_NOT_ALLOWED", refusal);
  const now = new Date();
  const [updated] = await ctx.db.$transaction([
    ctx.db.groupMessage.update({
      where: { id: row.id },
      data: { body: "", deletedAt: now, deletedBy: userId },
      include: withSender,
    }),
    ctx.db.messageReport.updateMany({
      where: { messageId: row.id, status: "open" },
      data: { status: "resolved", resolvedBy: userId, resolvedAt: now },
    }),
  ]);
  const message = messageData(updated);
  ctx.pubsub.publish(TOPICS.groupMessages, row.groupId, { kind: "deleted", message });
  return message;
}

/** Marks everything up to `seq` as read (never moves backwards); returns the updated group. */
export async function markGroupRead(
  ctx: Context,
  userId: string,
  groupId: string,
  seq: number,
): Promise<StudyGroupView> {
  const { access } = await requireReader(ctx, groupId, userId);
  const head = await headSeq(ctx, groupId);
  if (seq < 0 || seq > head) throw badCursor(`seq ${seq} is not a position in this chat (0 to ${head}).`);
  if (access.role) {
    await ctx.db.$executeRaw`
      UPDATE "GroupMember" SET "lastReadSeq" = GREATEST("lastReadSeq", ${seq})
      WHERE "groupId" = ${groupId}::uuid AND "userId" = ${userId}::uuid`;
  }
  const view = await groupView(ctx, userId, groupId);
  if (!view) throw new AppError("NOT_A_MEMBER", "Only members of this group can do that.");
  return view;
}
