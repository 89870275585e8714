import { WITHDRAWAL_GRACE_DAYS } from "@vidya/core/consent/consent";
import { GUARDED_TOOLS, type GuardedTool } from "@vidya/core/consent/tools";
import { userLabel } from "@vidya/core/schemas/auth";
import type { Context } from "../../context";
import { AppError, NotFoundError } from "../../errors";
import { exportMyData } from "../profile/export.service";
import { purgeAccount } from "./account-deletion";
import { recordChildReads } from "./audit.service";
import { announceToolAccess } from "./consent.service";
import { toolAccessOf } from "./tool-access";

const NOT_YOUR_CHILD = "This child is not linked to your parent account.";

/** The link between a parent and a child, or NOT_FOUND (a parent may not learn of other children). */
async function requireLink(ctx: Pick<Context, "db">, parentId: string, childId: string) {
  const link = await ctx.db.parentLink.findUnique({ where: { parentId_childId: { parentId, childId } } });
  if (!link) throw new NotFoundError(NOT_YOUR_CHILD);
  return link;
}

/** A linked child as a parent sees them in the list. */
export interface ChildSummary {
  id: string;
  name: string;
  consentedAt: Date;
  withdrawnAt: Date | null;
  deleteAfter: Date | null;
  disabledTools: GuardedTool[];
  dailyLimitMinutes: number | null;
}

function summary(link: {
  childId: string;
  consentedAt: Date;
  withdrawnAt: Date | null;
  deleteAfter: Date | null;
  disabledTools: string[];
  dailyLimitMinutes: number | null;
  child: { username: string | null; displayName: string | null; email: string };
}): ChildSummary {
  return {
    id: link.childId,
    name: userLabel(link.child),
    consentedAt: link.consentedAt,
    withdrawnAt: link.withdrawnAt,
    deleteAfter: link.deleteAfter,
    disabledTools: link.disabledTools as GuardedTool[],
    dailyLimitMinutes: link.dailyLimitMinutes,
  };
}

const CHILD_NAME = { select: { username: true, displayName: true, email: true } } as const;

/** The parent's linked children. */
export async function parentChildren(ctx: Context, parentId: string): Promise<ChildSummary[]> {
  const links = await ctx.db.parentLink.findMany({
    where: { parentId },
    include: { child: CHILD_NAME },
    orderBy: { consentedAt: "asc" },
  });
  return links.map(summary);
}

/** One child's figures (what their class teacher sees), flags and settings, for their parent. */
export interface ChildDetail extends ChildSummary {
  studyTodaySeconds: number;
  studyWeekSeconds: number;
  studyTotalSeconds: number;
  questions: number;
  subjects: string[];
  mastery: { chapterId: string; subject: string; mastery: number; updatedAt: Date }[];
  flags: { at: Date; flag: string; subject: string; kind: string }[];
  openTools: GuardedTool[];
}

export async function parentChild(ctx: Context, parentId: string, childId: string): Promise<ChildDetail> {
  const link = await ctx.db.parentLink.findUnique({
    where: { parentId_childId: { parentId, childId } },
    include: { child: CHILD_NAME },
  });
  if (!link) throw new NotFoundError(NOT_YOUR_CHILD);
  const weekAgo = new Date(Date.now() - 7 * 24 * 3600 * 1000);
  const [days, total, subjects, questions, mastery, flags, access] = await Promise.all([
    ctx.db.studyDay.findMany({ where: { userId: childId }, orderBy: { localDate: "desc" }, take: 7 }),
    ctx.db.studyTotal.findUnique({ where: { userId: childId } }),
    ctx.db.aiTask.groupBy({ by: ["subject"], where: { userId: childId } }),
    ctx.db.aiTask.count({ where: { userId: childId, createdAt: { gte: weekAgo } } }),
    ctx.db.chapterMastery.findMany({ where: { userId: childId }, orderBy: { updatedAt: "desc" }, take: 50 }),
    ctx.db.aiTask.findMany({
      where: { userId: childId, flag: { not: null } },
      orderBy: { createdAt: "desc" },
      take: 50,
      select: { createdAt: true, flag: true, subject: true, kind: true },
    }),
    toolAccessOf(ctx, childId),
  ]);
  await recordChildReads(ctx, { id: parentId, role: "parent" }, [childId], "parent:child");
  return {
    ...summary(link),
    // The same count the limit uses: what the server accepted today in the limit's zone.
    studyTodaySeconds: access.studiedTodaySeconds,
    studyWeekSeconds: days.reduce((sum, d) => sum + d.activeSeconds, 0),
    studyTotalSeconds: total?.totalSeconds ?? 0,
    questions,
    subjects: subjects.map((s) => s.subject).sort(),
    mastery: mastery.map((m) => ({
      chapterId: m.chapterId,
      subject: m.subject,
      mastery: m.mastery,
      updatedAt: m.updatedAt,
    })),
    flags: flags.map((f) => ({ at: f.createdAt, flag: f.flag ?? "", subject: f.subject, kind: f.kind })),
    openTools:
      access.basis === "parent" || access.basis === "school" ? openToolsOf(access.disabledTools) : [],
  };
}

function openToolsOf(disabled: GuardedTool[]): GuardedTool[] {
  return GUARDED_TOOLS.filter((t) => !disabled.includes(t));
}

/** Switches one AI tool on or off for the child; the child's open pages close it at once. */
export async function setChildToolAccess(
  ctx: Context,
  parentId: string,
  childId: string,
  tool: GuardedTool,
  enabled: boolean,
): Promise<ChildSummary> {
  const link = await requireLink(ctx, parentId, childId);
  const disabled = new Set(link.disabledTools);
  if (enabled) disabled.delete(tool);
  else disabled.add(tool);
  const updated = await ctx.db.parentLink.update({
    where: { id: link.id },
    data: { disabledTools: [...disabled] },
    include: { child: CHILD_NAME },
  });
  announceToolAccess(ctx, childId);
  return summary(updated);
}

/**
 * Sets (or clears, with null) the child's daily study time limit in minutes, counted by the server's
 * date in `timeZone` (the child's; unchanged when not given, Asia/Kolkata at first).
 */
export async function setChildDailyLimit(
  ctx: Context,
  parentId: string,
  childId: string,
  minutes: number | null,
  timeZone: string | null = null,
): Promise<ChildSummary> {
  const link = await requireLink(ctx, parentId, childId);
  const updated = await ctx.db.parentLink.update({
    where: { id: link.id },
    data: { dailyLimitMinutes: minutes, ...(timeZone ? { timeZone } : {}) },
    include: { child: CHILD_NAME },
  });
  announceToolAccess(ctx, childId);
  return summary(updated);
}

/**
 * Withdraws consent: processing stops at once (limited mode), and what consent covered (chats, AI
 * questions, study-group messages) is deleted after a 7-day grace period unless the parent undoes it.
 */
export async function withdrawConsent(
  ctx: Context,
  parentId: string,
  childId: string,
): Promise<ChildSummary> {
  const link = await requireLink(ctx, parentId, childId);
  if (link.withdrawnAt)
    throw new AppError("ALREADY_WITHDRAWN", "You have already withdrawn consent for this child.");
  const now = new Date();
  const updated = await ctx.db.parentLink.update({
    where: { id: link.id },
    data: {
      withdrawnAt: now,
      deleteAfter: new Date(now.getTime() + WITHDRAWAL_GRACE_DAYS * 24 * 3600 * 1000),
    },
    include: { child: CHILD_NAME },
  });
  announceToolAccess(ctx, childId);
  return summary(updated);
}

/** Undoes a withdrawal within its grace period. */
export async function undoWithdrawal(ctx: Context, parentId: string, childId: string): Promise<ChildSummary> {
  const link = await requireLink(ctx, parentId, childId);
  if (!link.withdrawnAt) throw new AppError("NOT_WITHDRAWN", "Consent for this child is not withdrawn.");
  if (link.deleteAfter && link.deleteAfter.getTime() <= Date.now())
    throw new AppError(
      "GRACE_OVER",
      "The 7 days to undo have passed; please give consent again from a new link.",
    );
  const updated = await ctx.db.parentLink.update({
    where: { id: link.id },
    data: { withdrawnAt: null, deleteAfter: null },
    include: { child: CHILD_NAME },
  });
  announceToolAccess(ctx, childId);
  return summary(updated);
}

/** Everything Vidya holds about the child, with their consent records and parent links, for their parent. */
export async function exportChildData(ctx: Context, parentId: string, childId: string): Promise<string> {
  await requireLink(ctx, parentId, childId);
  await recordChildReads(ctx, { id: parentId, role: "parent" }, [childId], "parent:export");
  return exportMyData(ctx, childId);
}

/** Deletes the child's account and everything held about it; `confirmName` must be the child's name. */
export async function deleteChildAccount(
  ctx: Context,
  parentId: string,
  childId: string,
  confirmName: string,
): Promise<boolean> {
  const link = await ctx.db.parentLink.findUnique({
    where: { parentId_childId: { parentId, childId } },
    include: { child: CHILD_NAME },
  });
  if (!link) throw new NotFoundError(NOT_YOUR_CHILD);
  if (confirmName.trim().toLowerCase() !== userLabel(link.child).toLowerCase())
    throw new AppError("CONFIRMATION_MISMATCH", "Type your child's name exactly as shown to confirm.");
  await purgeAccount(ctx, childId);
  return true;
}

/** Reads of a child's data by others, newest first: for their parent, or the teacher of a class they are in. */
export async function childAuditLog(ctx: Context, viewerId: string, childId: string) {
  const [link, classTeacher] = await Promise.all([
    ctx.db.parentLink.findUnique({ where: { parentId_childId: { parentId: viewerId, childId } } }),
    ctx.db.classMember.findFirst({ where: { userId: childId, classroom: { teacherId: viewerId } } }),
  ]);
  if (!link && !classTeacher) throw new NotFoundError(NOT_YOUR_CHILD);
  const rows = await ctx.db.childAuditEntry.findMany({
    where: { childId },
    orderBy: { createdAt: "desc" },
    take: 200,
  });
  const actors = await ctx.db.user.findMany({
    where: { id: { in: [...new Set(rows.map((r) => r.actorId).filter((id): id is string => id !== null))] } },
    select: { id: true, username: true, displayName: true, email: true },
  });
  const names = new Map(actors.map((a) => [a.id, userLabel(a)]));
  return rows.map((r) => ({
    id: r.id,
    at: r.createdAt,
    action: r.action,
    actorRole: r.actorRole,
    actorName: r.actorId ? (names.get(r.actorId) ?? "A deleted account") : "Vidya",
  }));
}
