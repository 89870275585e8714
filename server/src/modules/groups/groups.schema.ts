import {
  CreateStudyGroupInputSchema,
  formatInviteCode,
  GROUP_SUBJECTS,
  IdSchema,
  InviteCodeSchema,
  InviteValidDaysSchema,
  toGroupSubject,
} from "@vidya/core/schemas/groups";
import { z } from "zod";
import { builder } from "../../builder";
import { viewerId } from "../common/viewer";
import { GroupMessageRef } from "./group-messages.schema";
import { markGroupRead } from "./group-messages.service";
import type { StudyGroupView } from "./group-views.service";
import {
  createStudyGroup,
  deleteStudyGroup,
  type GroupMemberView,
  getStudyGroup,
  groupMembers,
  joinStudyGroup,
  leaveStudyGroup,
  listStudyGroups,
  removeGroupMember,
  rotateInviteCode,
} from "./groups.service";

export const GroupRoleEnum = builder.enumType("GroupRole", { values: ["owner", "member"] as const });
const GroupViewerRoleEnum = builder.enumType("GroupViewerRole", {
  description: "How the viewer relates to a group: owner, member, or the teacher of its class.",
  values: ["owner", "member", "class_teacher"] as const,
});
const GroupSubjectEnum = builder.enumType("GroupSubject", { values: GROUP_SUBJECTS });

const GroupMemberRef = builder.objectRef<GroupMemberView>("GroupMember").implement({
  authScopes: { signedIn: true },
  fields: (t) => ({
    userId: t.exposeID("userId"),
    name: t.exposeString("name"),
    role: t.field({ type: GroupRoleEnum, resolve: (m) => m.role }),
    joinedAt: t.expose("joinedAt", { type: "DateTime" }),
    rosterName: t.exposeString("rosterName", {
      nullable: true,
      description: "For a teacher: how their class roster names this student (null otherwise).",
    }),
  }),
});

export const StudyGroupRef = builder.objectRef<StudyGroupView>("StudyGroup").implement({
  description: "A study group chat as the viewer sees it.",
  authScopes: { signedIn: true },
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    subject: t.field({ type: GroupSubjectEnum, resolve: (g) => toGroupSubject(g.subject) }),
    classroomId: t.exposeID("classroomId", { nullable: true }),
    className: t.exposeString("className", { nullable: true }),
    inviteCode: t.string({
      description: "Shown as XXXX-XXXX.",
      resolve: (g) => formatInviteCode(g.inviteCode),
    }),
    inviteCodeExpiresAt: t.expose("inviteCodeExpiresAt", {
      type: "DateTime",
      nullable: true,
      description: "When the invite code stops admitting people.",
    }),
    viewerRole: t.field({ type: GroupViewerRoleEnum, resolve: (g) => g.viewerRole }),
    canModerate: t.exposeBoolean("canModerate"),
    memberCount: t.exposeInt("memberCount"),
    headSeq: t.exposeInt("headSeq", { description: "The newest message's seq (0 when there is none)." }),
    lastReadSeq: t.exposeInt("lastReadSeq"),
    unreadCount: t.exposeInt("unreadCount"),
    openReportCount: t.exposeInt("openReportCount", {
      description: "Open reports (owner and class teacher only).",
    }),
    lastMessage: t.field({ type: GroupMessageRef, nullable: true, resolve: (g) => g.lastMessage }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    members: t.field({
      type: [GroupMemberRef],
      resolve: (g, _args, ctx) => groupMembers(ctx, viewerId(ctx), g.id),
    }),
  }),
});

const CreateStudyGroupInput = builder.inputType("CreateStudyGroupInput", {
  fields: (t) => ({
    name: t.string({ required: true }),
    subject: t.field({ type: GroupSubjectEnum, required: true }),
    classroomId: t.id({ required: false, description: "Make it a class group of this class." }),
    inviteValidDays: t.int({ required: false, description: "Days the invite code works (1, 7 or 30; 7)." }),
  }),
});

builder.queryFields((t) => ({
  studyGroups: t.field({
    type: [StudyGroupRef],
    description: "Your groups (and, for a teacher, your classes' groups), most recent activity first.",
    authScopes: { signedIn: true },
    resolve: (_r, _a, ctx) => listStudyGroups(ctx, viewerId(ctx)),
  }),
  studyGroup: t.field({
    type: StudyGroupRef,
    nullable: true,
    description: "One group; null when it does not exist or you have no access.",
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true, validate: IdSchema }) },
    resolve: (_r, args, ctx) => getStudyGroup(ctx, viewerId(ctx), String(args.id)),
  }),
}));

builder.mutationFields((t) => ({
  createStudyGroup: t.field({
    type: StudyGroupRef,
    authScopes: { signedIn: true },
    errors: {},
    args: {
      input: t.arg({ type: CreateStudyGroupInput, required: true, validate: CreateStudyGroupInputSchema }),
    },
    resolve: (_r, args, ctx) =>
      createStudyGroup(ctx, viewerId(ctx), CreateStudyGroupInputSchema.parse(args.input)),
  }),
  joinStudyGroup: t.field({
    type: StudyGroupRef,
    description: "Joins with an invite code (any case, dash optional).",
    authScopes: { signedIn: true },
    errors: {},
    args: { code: t.arg.string({ required: true, validate: InviteCodeSchema }) },
    resolve: (_r, args, ctx) => joinStudyGroup(ctx, viewerId(ctx), InviteCodeSchema.parse(args.code)),
  }),
  leaveStudyGroup: t.boolean({
    description:
      "Leaves; an owner hands the group to the longest-standing member, the last member deletes it.",
    authScopes: { signedIn: true },
    errors: {},
    args: { groupId: t.arg.id({ required: true, validate: IdSchema }) },
    resolve: (_r, args, ctx) => leaveStudyGroup(ctx, viewerId(ctx), String(args.groupId)),
  }),
  rotateGroupInviteCode: t.field({
    type: StudyGroupRef,
    description: "A new invite code (owner); the old one stops working.",
    authScopes: { signedIn: true },
    errors: {},
    args: {
      groupId: t.arg.id({ required: true, validate: IdSchema }),
      validDays: t.arg.int({
        required: false,
        description: "Days the new code works (1, 7 or 30; 7 when not given).",
        validate: InviteValidDaysSchema.nullish(),
      }),
    },
    resolve: (_r, args, ctx) => rotateInviteCode(ctx, viewerId(ctx), String(args.groupId), args.validDays),
  }),
  removeGroupMember: t.boolean({
    description: "Removes a member (owner or class teacher); they cannot rejoin.",
    authScopes: { signedIn: true },
    errors: {},
    args: {
      groupId: t.arg.id({ required: true, validate: IdSchema }),
      userId: t.arg.id({ required: true, validate: IdSchema }),
    },
    resolve: (_r, args, ctx) =>
      removeGroupMember(ctx, viewerId(ctx), String(args.groupId), String(args.userId)),
  }),
  deleteStudyGroup: t.boolean({
    description: "Deletes the group and its messages (owner), confirmed by typing its name.",
    authScopes: { signedIn: true },
    errors: {},
    args: {
      groupId: t.arg.id({ required: true, validate: IdSchema }),
      confirmName: t.arg.string({ required: true, validate: z.string().max(100) }),
    },
    resolve: (_r, args, ctx) => deleteStudyGroup(ctx, viewerId(ctx), String(args.groupId), args.confirmName),
  }),
  markGroupRead: t.field({
    type: StudyGroupRef,
    description: "Everything up to seq is read (never moves back).",
    authScopes: { signedIn: true },
    errors: {},
    args: {
      groupId: t.arg.id({ required: true, validate: IdSchema }),
      seq: t.arg.int({ required: true, validate: z.number().int().min(0, "seq cannot be negative.") }),
    },
    resolve: (_r, args, ctx) => markGroupRead(ctx, viewerId(ctx), String(args.groupId), args.seq),
  }),
}));
