import { TOPICS } from "@vidya/core/events";
import { GROUP_MAX_MEMBERS, INVITE_CODE_VALID_DAYS } from "@vidya/core/groups/constants";
import { userLabel } from "@vidya/core/schemas/auth";
import type { CreateStudyGroupInput } from "@vidya/core/schemas/groups";
import type { Context } from "../../context";
import { AppError, ForbiddenError, NotFoundError } from "../../errors";
import { checkLimit, consumeLimit } from "../../rate-limit";
import { assertToolAllowed, closedReason, toolAccessOf } from "../consent/tool-access";
import { forgetReaders, loadGroup, requireModerator, requireOwner, requireReader } from "./group-access";
import { memberName, SENDER_SELECT } from "./group-views";
import { groupView, groupViews, type StudyGroupView } from "./group-views.service";
import { withFreshCode } from "./invite-code";

/** A member as the chat shows them. */
export interface GroupMemberView {
  userId: string;
  name: string;
  role: "owner" | "member";
  joinedAt: Date;
  /** How the viewer's class roster names this member: only for a teacher of a class they are in. */
  rosterName: string | null;
}

/** When a code issued now stops admitting people. */
function inviteExpiry(days: number | null | undefined, now = new Date()): Date {
  return new Date(now.getTime() + (days ?? INVITE_CODE_VALID_DAYS) * 86_400_000);
}

async function viewOrThrow(ctx: Context, userId: string, groupId: string): Promise<StudyGroupView> {
  const view = await groupView(ctx, userId, groupId);
  if (!view) throw new AppError("NOT_A_MEMBER", "Only members of this group can do that.");
  return view;
}

/** Creates a group with the viewer as owner; a class group only for a class they teach or are in. */
export async function createStudyGroup(
  ctx: Context,
  userId: string,
  input: CreateStudyGroupInput,
): Promise<StudyGroupView> {
  await assertToolAllowed(ctx, userId, "studyGroups");
  if (input.classroomId) {
    const classroom = await ctx.db.classroom.findUnique({
      where: { id: input.classroomId },
      select: { teacherId: true, members: { where: { userId }, select: { userId: true } } },
    });
    if (!classroom || (classroom.teacherId !== userId && classroom.members.length === 0)) {
      throw new ForbiddenError("You can only make a class group for a class you teach or are in.");
    }
  }
  const group = await withFreshCode((inviteCode) =>
    ctx.db.studyGroup.create({
      data: {
        name: input.name,
        subject: input.subject,
        classroomId: input.classroomId ?? null,
        inviteCode,
        inviteCodeExpiresAt: inviteExpiry(input.inviteValidDays),
        members: { create: { userId, role: "owner" } },
      },
    }),
  );
  return viewOrThrow(ctx, userId, group.id);
}

/** The message an adult reads when a children's study group refuses them (issue 25). */
export const CHILDREN_ONLY_MESSAGE =
  "Study groups with students are for the students and their class's teacher. Parents and other teachers cannot join them.";

/**
 * Adults never join children's study groups (issue 25): a parent, or a teacher who is not the teacher
 * of the group's class, cannot join a group that has a student in it, whatever code they hold.
 */
async function refuseAdultInChildrensGroup(
  ctx: Context,
  userId: string,
  groupId: string,
  classTeacherId: string | null,
): Promise<void> {
  if (classTeacherId === userId) return;
  const joiner = await ctx.db.user.findUnique({ where: { id: userId }, select: { role: true } });
  if (joiner?.role === "student") return;
  const children = await ctx.db.groupMember.count({ where: { groupId, user: { role: "student" } } });
  if (children > 0) throw new AppError("CHILDREN_ONLY", CHILDREN_ONLY_MESSAGE);
}

/** Joins by invite code; joining twice is harmless. Wrong codes are rate limited per user. */
export async function joinStudyGroup(ctx: Context, userId: string, code: string): Promise<StudyGroupView> {
  await assertToolAllowed(ctx, userId, "studyGroups");
  await checkLimit(ctx, "groupJoinFailures", userId);
  const group = await ctx.db.studyGroup.findUnique({
    where: { inviteCode: code },
    include: {
      classroom: {
        select: { name: true, teacherId: true, members: { where: { userId }, select: { userId: true } } },
      },
      bans: { where: { userId }, select: { userId: true } },
      members: { where: { userId }, select: { userId: true } },
      _count: { select: { members: true } },
    },
  });
  if (!group) {
    await consumeLimit(ctx, "groupJoinFailures", userId);
    throw new AppError(
      "INVALID_CODE",
      "This invite code is not valid. Check it, or ask the group owner for a new one (codes change when the owner resets them).",
    );
  }
  if (group.members.length > 0) return viewOrThrow(ctx, userId, group.id);
  if (group.inviteCodeExpiresAt && group.inviteCodeExpiresAt.getTime() <= Date.now()) {
    throw new AppError("INVITE_EXPIRED", "This invite code has expired. Ask the group owner for a new one.");
  }
  if (group.bans.length > 0)
    throw new AppError("REMOVED", "You were removed from this group and cannot join it again.");
  const { classroom } = group;
  await refuseAdultInChildrensGroup(ctx, userId, group.id, classroom?.teacherId ?? null);
  if (classroom && classroom.teacherId !== userId && classroom.members.length === 0) {
    throw new AppError(
      "CLASS_ONLY",
      `This group is for the class "${classroom.name}". Join the class first.`,
    );
  }
  if (group._count.members >= GROUP_MAX_MEMBERS) {
    throw new AppError("GROUP_FULL", `This group is full (${GROUP_MAX_MEMBERS} members).`);
  }
  await ctx.db.groupMember.upsert({
    where: { groupId_userId: { groupId: group.id, userId } },
    create: { groupId: group.id, userId, role: "member", lastReadSeq: 0 },
    update: {},
  });
  forgetReaders(group.id);
  ctx.pubsub.publish(TOPICS.groupMessages, group.id, { kind: "member_joined", userId });
  return viewOrThrow(ctx, userId, group.id);
}

/**
 * Leaves a group. An owner hands the group to the longest-standing member; the last member leaving
 * deletes it. Leaves of one group run one at a time (the group row is locked), and each re-reads
 * the membership inside its transaction, so owners leaving at once still leave exactly one owner.
 */
export async function leaveStudyGroup(ctx: Context, userId: string, groupId: string): Promise<boolean> {
  await loadGroup(ctx, groupId, userId);
  const outcome = await ctx.db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "StudyGroup" WHERE id = ${groupId}::uuid FOR UPDATE`;
    const left = await tx.groupMember.deleteMany({ where: { groupId, userId } });
    if (left.count === 0) return "not_member" as const;
    const owner = await tx.groupMember.findFirst({
      where: { groupId, role: "owner" },
      select: { userId: true },
    });
    if (owner) return "left" as const;
    const heir = await tx.groupMember.findFirst({ where: { groupId }, orderBy: { joinedAt: "asc" } });
    if (!heir) {
      await tx.studyGroup.delete({ where: { id: groupId } });
      return "deleted" as const;
    }
    await tx.groupMember.update({
      where: { groupId_userId: { groupId, userId: heir.userId } },
      data: { role: "owner" },
    });
    return "left" as const;
  });
  if (outcome === "not_member") throw new AppError("NOT_A_MEMBER", "You are not a member of this group.");
  forgetReaders(groupId);
  ctx.pubsub.publish(
    TOPICS.groupMessages,
    groupId,
    outcome === "deleted" ? { kind: "group_deleted" } : { kind: "member_removed", userId },
  );
  ctx.pubsub.publish(TOPICS.groupPresence, groupId, { groupId, userId, online: false });
  return true;
}

/** A new invite code working for `validDays` (7 when not given); the old one stops working at once. */
export async function rotateInviteCode(
  ctx: Context,
  userId: string,
  groupId: string,
  validDays?: number | null,
): Promise<StudyGroupView> {
  await requireOwner(ctx, groupId, userId);
  await withFreshCode((inviteCode) =>
    ctx.db.studyGroup.update({
      where: { id: groupId },
      data: { inviteCode, inviteCodeExpiresAt: inviteExpiry(validDays) },
    }),
  );
  return viewOrThrow(ctx, userId, groupId);
}

/** Removes a member (owner or class teacher); they cannot rejoin, and their subscriptions end now. */
export async function removeGroupMember(
  ctx: Context,
  userId: string,
  groupId: string,
  memberId: string,
): Promise<boolean> {
  await requireModerator(ctx, groupId, userId);
  if (memberId === userId) throw new AppError("BAD_REQUEST", "To leave the group yourself, use Leave group.");
  const target = await ctx.db.groupMember.findUnique({
    where: { groupId_userId: { groupId, userId: memberId } },
  });
  if (!target) throw new NotFoundError("That person is not a member of this group.");
  if (target.role === "owner") throw new ForbiddenError("The group owner cannot be removed.");
  await ctx.db.$transaction([
    ctx.db.groupMember.delete({ where: { groupId_userId: { groupId, userId: memberId } } }),
    ctx.db.groupBan.upsert({
      where: { groupId_userId: { groupId, userId: memberId } },
      create: { groupId, userId: memberId, bannedBy: userId },
      update: {},
    }),
  ]);
  forgetReaders(groupId);
  ctx.pubsub.publish(TOPICS.groupMessages, groupId, { kind: "member_removed", userId: memberId });
  ctx.pubsub.publish(TOPICS.groupPresence, groupId, { groupId, userId: memberId, online: false });
  return true;
}

/** Deletes the group and all its messages (owner only, confirmed by typing the group's name). */
export async function deleteStudyGroup(
  ctx: Context,
  userId: string,
  groupId: string,
  confirmName: string,
): Promise<boolean> {
  const { group } = await requireOwner(ctx, groupId, userId);
  if (confirmName.trim().toLowerCase() !== group.name.trim().toLowerCase()) {
    throw new AppError("CONFIRMATION_MISMATCH", "Type the group's name exactly to confirm.");
  }
  await ctx.db.studyGroup.delete({ where: { id: groupId } });
  forgetReaders(groupId);
  ctx.pubsub.publish(TOPICS.groupMessages, groupId, { kind: "group_deleted" });
  return true;
}

/** Whether study groups are closed to the user (a child without consent, issue 24). */
async function groupsClosed(ctx: Context, userId: string): Promise<boolean> {
  return closedReason(await toolAccessOf(ctx, userId), "studyGroups") !== null;
}

/**
 * The viewer's groups with their last messages; none while the tool is closed to them (their page
 * says why), so no other member's words reach a child without consent.
 */
export async function listStudyGroups(ctx: Context, userId: string): Promise<StudyGroupView[]> {
  if (await groupsClosed(ctx, userId)) return [];
  return groupViews(ctx, userId);
}

/** The group as the viewer sees it; null when it does not exist, they have no access, or it is closed to them. */
export async function getStudyGroup(
  ctx: Context,
  userId: string,
  groupId: string,
): Promise<StudyGroupView | null> {
  if (await groupsClosed(ctx, userId)) return null;
  return groupView(ctx, userId, groupId);
}

/** Members, owner first, then by joining time. */
export async function groupMembers(
  ctx: Context,
  userId: string,
  groupId: string,
): Promise<GroupMemberView[]> {
  await requireReader(ctx, groupId, userId);
  const rows = await ctx.db.groupMember.findMany({
    where: { groupId },
    include: { user: { select: { ...SENDER_SELECT, email: true } } },
    orderBy: [{ role: "asc" }, { joinedAt: "asc" }],
  });
  // A teacher knows who is who among their own students, in any group they can read.
  const taught =
    ctx.viewer?.role === "teacher"
      ? new Set(
          (
            await ctx.db.classMember.findMany({
              where: { userId: { in: rows.map((m) => m.userId) }, classroom: { teacherId: userId } },
              select: { userId: true },
            })
          ).map((m) => m.userId),
        )
      : new Set<string>();
  return rows.map((m) => ({
    userId: m.userId,
    name: memberName(m.user),
    role: m.role,
    joinedAt: m.joinedAt,
    rosterName: taught.has(m.userId) ? userLabel(m.user) : null,
  }));
}

/** Tells every group the user is in that their name changed, so open pages show the new one. */
export async function announceRename(ctx: Context, userId: string): Promise<void> {
  const groups = await ctx.db.groupMember.findMany({ where: { userId }, select: { groupId: true } });
  for (const { groupId } of groups)
    ctx.pubsub.publish(TOPICS.groupMessages, groupId, { kind: "member_updated", userId });
}
