import type { ReportGroupMessageInput } from "@vidya/core/schemas/groups";
import type { MessageReport } from "@vidya/db/prisma";
import type { Context } from "../../context";
import { AppError, ForbiddenError, NotFoundError } from "../../errors";
import { recordChildReads } from "../consent/audit.service";
import { requireMember, requireModerator } from "./group-access";
import { deleteGroupMessage } from "./group-messages.service";
import { memberName, SENDER_SELECT, type SenderRow } from "./group-views";
import { removeGroupMember } from "./groups.service";

/** A report as the owner or class teacher reviews it. */
export interface MessageReportView {
  id: string;
  groupId: string;
  messageId: string;
  seq: number;
  reason: string;
  details: string | null;
  /** The text when it was reported (still there after the message is deleted). */
  bodySnapshot: string;
  senderId: string;
  senderName: string;
  senderIsMember: boolean;
  reporterName: string;
  status: "open" | "resolved" | "dismissed";
  messageDeleted: boolean;
  createdAt: Date;
}

const reportInclude = {
  reporter: { select: SENDER_SELECT },
  message: { select: { seq: true, senderId: true, deletedAt: true, sender: { select: SENDER_SELECT } } },
} as const;

type ReportRow = MessageReport & {
  reporter: SenderRow;
  message: { seq: number; senderId: string; deletedAt: Date | null; sender: SenderRow };
};

async function toViews(ctx: Context, rows: ReportRow[]): Promise<MessageReportView[]> {
  const groupIds = [...new Set(rows.map((r) => r.groupId))];
  const members = await ctx.db.groupMember.findMany({
    where: { groupId: { in: groupIds }, userId: { in: rows.map((r) => r.message.senderId) } },
    select: { groupId: true, userId: true },
  });
  const isMember = new Set(members.map((m) => `${m.groupId}:${m.userId}`));
  return rows.map((r) => ({
    id: r.id,
    groupId: r.groupId,
    messageId: r.messageId,
    seq: r.message.seq,
    reason: r.reason,
    details: r.details,
    bodySnapshot: r.bodySnapshot,
    senderId: r.message.senderId,
    senderName: memberName(r.message.sender),
    senderIsMember: isMember.has(`${r.groupId}:${r.message.senderId}`),
    reporterName: memberName(r.reporter),
    status: r.status,
    messageDeleted: r.message.deletedAt !== null,
    createdAt: r.createdAt,
  }));
}

/** A member reports someone else's message; reporting the same message twice keeps one report. */
export async function reportGroupMessage(
  ctx: Context,
  userId: string,
  input: ReportGroupMessageInput,
): Promise<MessageReportView> {
  const message = await ctx.db.groupMessage.findUnique({ where: { id: input.messageId } });
  if (!message) throw new NotFoundError("This message does not exist.");
  await requireMember(ctx, message.groupId, userId);
  if (message.senderId === userId) throw new AppError("BAD_REQUEST", "You cannot report your own message.");
  if (message.deletedAt) throw new AppError("BAD_REQUEST", "This message was already deleted.");
  const row = await ctx.db.messageReport.upsert({
    where: { messageId_reporterId: { messageId: message.id, reporterId: userId } },
    create: {
      messageId: message.id,
      groupId: message.groupId,
      reporterId: userId,
      reason: input.reason,
      details: input.details ?? null,
      bodySnapshot: message.body,
    },
    update: {},
    include: reportInclude,
  });
  const [view] = await toViews(ctx, [row]);
  if (!view) throw new Error("report view missing");
  return view;
}

/** Reports of a group for its owner or class teacher, newest first (open ones by default). */
export async function groupReports(
  ctx: Context,
  userId: string,
  groupId: string,
  status: "open" | "resolved" | "dismissed" | null,
): Promise<MessageReportView[]> {
  await requireModerator(ctx, groupId, userId);
  const rows = await ctx.db.messageReport.findMany({
    where: { groupId, ...(status ? { status } : {}) },
    orderBy: { createdAt: "desc" },
    take: 200,
    include: reportInclude,
  });
  // Reading reported messages reads the senders' words: recorded for the children among them.
  void recordChildReads(
    ctx,
    { id: userId, role: ctx.viewer?.role ?? null },
    [...new Set(rows.map((r) => r.message.senderId))],
    "moderation:reports",
  );
  return toViews(ctx, rows);
}

export type ReportAction = "REMOVE_MESSAGE" | "REMOVE_MEMBER" | "DISMISS";

/**
 * Acts on a report: delete the message; delete it and remove its sender from the group; or
 * dismiss the report. Deleting resolves every open report of that message.
 */
export async function resolveGroupReport(
  ctx: Context,
  userId: string,
  reportId: string,
  action: ReportAction,
): Promise<MessageReportView> {
  const report = await ctx.db.messageReport.findUnique({ where: { id: reportId }, include: reportInclude });
  if (!report) throw new NotFoundError("This report does not exist.");
  await requireModerator(ctx, report.groupId, userId);
  void recordChildReads(
    ctx,
    { id: userId, role: ctx.viewer?.role ?? null },
    [report.message.senderId],
    `moderation:${action.toLowerCase()}`,
  );
  if (action === "DISMISS") {
    await ctx.db.messageReport.update({
      where: { id: reportId },
      data: { status: "dismissed", resolvedBy: userId, resolvedAt: new Date() },
    });
  } else {
    if (action === "REMOVE_MEMBER") {
      const target = await ctx.db.groupMember.findUnique({
        where: { groupId_userId: { groupId: report.groupId, userId: report.message.senderId } },
      });
      if (target?.role === "owner") throw new ForbiddenError("The group owner cannot be removed.");
    }
    if (!report.message.deletedAt) await deleteGroupMessage(ctx, userId, report.messageId);
    await ctx.db.messageReport.updateMany({
      where: { messageId: report.messageId, status: "open" },
      data: { status: "resolved", resolvedBy: userId, resolvedAt: new Date() },
    });
    if (action === "REMOVE_MEMBER") {
      const stillMember = await ctx.db.groupMember.findUnique({
        where: { groupId_userId: { groupId: report.groupId, userId: report.message.senderId } },
      });
      if (stillMember) await removeGroupMember(ctx, userId, report.groupId, report.message.senderId);
    }
  }
  const row = await ctx.db.messageReport.findUniqueOrThrow({
    where: { id: reportId },
    include: reportInclude,
  });
  const [view] = await toViews(ctx, [row]);
  if (!view) throw new Error("report view missing");
  return view;
}
