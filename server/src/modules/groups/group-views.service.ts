import type { GroupMessageData } from "@vidya/core/groups/events";
import { Prisma } from "@vidya/db/prisma";
import type { Context } from "../../context";
import { messageData, SENDER_SELECT } from "./group-views";

/** A study group as one viewer sees it (the list and the chat header). */
export interface StudyGroupView {
  id: string;
  name: string;
  subject: string;
  classroomId: string | null;
  className: string | null;
  inviteCode: string;
  /** After this the code admits no one (null: a code from before codes expired). */
  inviteCodeExpiresAt: Date | null;
  createdAt: Date;
  viewerRole: "owner" | "member" | "class_teacher";
  /** The owner, or the teacher of the group's class (even when they also joined as a member). */
  canModerate: boolean;
  memberCount: number;
  headSeq: number;
  lastReadSeq: number;
  unreadCount: number;
  openReportCount: number;
  lastMessage: GroupMessageData | null;
}

interface Row {
  id: string;
  name: string;
  subject: string;
  classroomId: string | null;
  className: string | null;
  teacherId: string | null;
  inviteCode: string;
  inviteCodeExpiresAt: Date | null;
  createdAt: Date;
  nextSeq: number;
  role: "owner" | "member" | null;
  lastReadSeq: number | null;
  memberCount: number;
  unread: number;
  openReports: number;
}

/**
 * The groups the viewer belongs to (and, for a teacher, the groups of their classes), with unread
 * counts from the member's lastReadSeq: messages after it from others that are not deleted.
 */
export async function groupViews(
  ctx: Pick<Context, "db">,
  userId: string,
  onlyGroupId?: string,
): Promise<StudyGroupView[]> {
  const only = onlyGroupId ? Prisma.sql`AND g.id = ${onlyGroupId}::uuid` : Prisma.empty;
  const rows = await ctx.db.$queryRaw<Row[]>`
    SELECT g.id, g.name, g.subject, g."classroomId", c.name AS "className", c."teacherId", g."inviteCode", g."inviteCodeExpiresAt",
           g."createdAt", g."nextSeq", m.role::text AS role, m."lastReadSeq",
           (SELECT count(*)::int FROM "GroupMember" mm WHERE mm."groupId" = g.id) AS "memberCount",
           (SELECT count(*)::int FROM "GroupMessage" x
             WHERE x."groupId" = g.id AND m."userId" IS NOT NULL AND x.seq > m."lastReadSeq"
               AND x."senderId" <> ${userId}::uuid AND x."deletedAt" IS NULL) AS unread,
           (SELECT count(*)::int FROM "MessageReport" r WHERE r."groupId" = g.id AND r.status = 'open') AS "openReports"
    FROM "StudyGroup" g
    LEFT JOIN "GroupMember" m ON m."groupId" = g.id AND m."userId" = ${userId}::uuid
    LEFT JOIN "Classroom" c ON c.id = g."classroomId"
    WHERE (m."userId" IS NOT NULL OR c."teacherId" = ${userId}::uuid) ${only}`;
  if (rows.length === 0) return [];
  const lastIds = await ctx.db.$queryRaw<{ id: string }[]>`
    SELECT DISTINCT ON ("groupId") id FROM "GroupMessage"
    WHERE "groupId" IN (${Prisma.join(rows.map((r) => Prisma.sql`${r.id}::uuid`))})
    ORDER BY "groupId", seq DESC`;
  const lastRows = await ctx.db.groupMessage.findMany({
    where: { id: { in: lastIds.map((r) => r.id) } },
    include: { sender: { select: SENDER_SELECT } },
  });
  const lastByGroup = new Map(lastRows.map((m) => [m.groupId, messageData(m)]));
  const views = rows.map((r): StudyGroupView => {
    const moderator = r.role === "owner" || r.teacherId === userId;
    return {
      id: r.id,
      name: r.name,
      subject: r.subject,
      classroomId: r.classroomId,
      className: r.className,
      inviteCode: r.inviteCode,
      inviteCodeExpiresAt: r.inviteCodeExpiresAt,
      createdAt: r.createdAt,
      viewerRole: r.role ?? "class_teacher",
      canModerate: moderator,
      memberCount: r.memberCount,
      headSeq: r.nextSeq - 1,
      lastReadSeq: r.lastReadSeq ?? r.nextSeq - 1,
      unreadCount: r.unread,
      openReportCount: moderator ? r.openReports : 0,
      lastMessage: lastByGroup.get(r.id) ?? null,
    };
  });
  const activity = (v: StudyGroupView) =>
    v.lastMessage ? Date.parse(v.lastMessage.createdAt) : v.createdAt.getTime();
  return views.sort((a, b) => activity(b) - activity(a));
}

/** One group as the viewer sees it, or null when they have no access. */
export async function groupView(
  ctx: Pick<Context, "db">,
  userId: string,
  groupId: string,
): Promise<StudyGroupView | null> {
  return (await groupViews(ctx, userId, groupId))[0] ?? null;
}
