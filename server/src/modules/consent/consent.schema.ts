import { GUARDED_TOOLS } from "@vidya/core/consent/tools";
import { EmailSchema, PasswordSchema } from "@vidya/core/schemas/auth";
import { isTimeZone } from "@vidya/core/study-time/local-date";
import { z } from "zod";
import { builder } from "../../builder";
import { SessionRef } from "../auth/auth.schema";
import { ClassroomRef } from "../classrooms/classrooms.schema";
import { ownClassroomView } from "../classrooms/classrooms.service";
import { viewerId } from "../common/viewer";
import {
  type ConsentRequestInfo,
  confirmClassConsent,
  consentRequestInfo,
  giveParentConsent,
  refuseParentConsent,
  requestParentConsent,
} from "./consent.service";
import {
  type ChildDetail,
  type ChildSummary,
  childAuditLog,
  deleteChildAccount,
  exportChildData,
  parentChild,
  parentChildren,
  setChildDailyLimit,
  setChildToolAccess,
  undoWithdrawal,
  withdrawConsent,
} from "./parent.service";
import type { ToolAccess } from "./tool-access";
import { type MyToolAccess, myToolAccess, watchMyToolAccess } from "./tool-access.view";

export const GuardedToolEnum = builder.enumType("GuardedTool", { values: GUARDED_TOOLS });
const ConsentBasisEnum = builder.enumType("ConsentBasis", {
  values: ["adult", "parent", "school", "none", "withdrawn"] as const,
});

const ClosedToolRef = builder
  .objectRef<{ tool: ToolAccess["disabledTools"][number]; code: string; message: string }>("ClosedTool")
  .implement({
    authScopes: { signedIn: true },
    fields: (t) => ({
      tool: t.field({ type: GuardedToolEnum, resolve: (c) => c.tool }),
      code: t.exposeString("code"),
      message: t.exposeString("message"),
    }),
  });

const MyToolAccessRef = builder.objectRef<MyToolAccess>("MyToolAccess").implement({
  description: "What the signed-in user may use (issue 18): closed tools say why, kindly.",
  authScopes: { signedIn: true },
  fields: (t) => ({
    isChild: t.exposeBoolean("isChild"),
    basis: t.field({ type: ConsentBasisEnum, resolve: (a) => a.basis }),
    needsBirthDate: t.exposeBoolean("needsBirthDate", {
      description:
        "A student who has not given a date of birth: ask for it (setBirthDate); limited until then.",
    }),
    closed: t.field({ type: [ClosedToolRef], resolve: (a) => a.closed }),
    dailyLimitMinutes: t.exposeInt("dailyLimitMinutes", { nullable: true }),
    deleteAfter: t.expose("deleteAfter", { type: "DateTime", nullable: true }),
    parentRequested: t.exposeBoolean("parentRequested", {
      description: "A consent mail was sent to a parent and is still waiting.",
    }),
  }),
});

const ConsentRequestRef = builder.objectRef<ConsentRequestInfo>("ParentConsentRequest").implement({
  authScopes: { public: true },
  fields: (t) => ({
    childName: t.exposeString("childName"),
    parentEmail: t.exposeString("parentEmail"),
    hasParentAccount: t.exposeBoolean("hasParentAccount"),
  }),
});

const childFields = {
  authScopes: { parent: true },
} as const;

const ChildSummaryRef = builder.objectRef<ChildSummary>("ParentChildSummary").implement({
  ...childFields,
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    consentedAt: t.expose("consentedAt", { type: "DateTime" }),
    withdrawnAt: t.expose("withdrawnAt", { type: "DateTime", nullable: true }),
    deleteAfter: t.expose("deleteAfter", { type: "DateTime", nullable: true }),
    disabledTools: t.field({ type: [GuardedToolEnum], resolve: (c) => c.disabledTools }),
    dailyLimitMinutes: t.exposeInt("dailyLimitMinutes", { nullable: true }),
  }),
});

const MasteryRef = builder.objectRef<ChildDetail["mastery"][number]>("ParentChildMastery").implement({
  ...childFields,
  fields: (t) => ({
    chapterId: t.exposeString("chapterId"),
    subject: t.exposeString("subject"),
    mastery: t.exposeFloat("mastery"),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
  }),
});

const FlagRef = builder.objectRef<ChildDetail["flags"][number]>("ParentChildFlag").implement({
  description: "A moderation flag in the child's chats: the flag and where, never the chat itself.",
  ...childFields,
  fields: (t) => ({
    at: t.expose("at", { type: "DateTime" }),
    flag: t.exposeString("flag"),
    subject: t.exposeString("subject"),
    kind: t.exposeString("kind"),
  }),
});

const ChildDetailRef = builder.objectRef<ChildDetail>("ParentChild").implement({
  ...childFields,
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    consentedAt: t.expose("consentedAt", { type: "DateTime" }),
    withdrawnAt: t.expose("withdrawnAt", { type: "DateTime", nullable: true }),
    deleteAfter: t.expose("deleteAfter", { type: "DateTime", nullable: true }),
    disabledTools: t.field({ type: [GuardedToolEnum], resolve: (c) => c.disabledTools }),
    openTools: t.field({ type: [GuardedToolEnum], resolve: (c) => c.openTools }),
    dailyLimitMinutes: t.exposeInt("dailyLimitMinutes", { nullable: true }),
    studyTodaySeconds: t.exposeInt("studyTodaySeconds"),
    studyWeekSeconds: t.exposeInt("studyWeekSeconds"),
    studyTotalSeconds: t.exposeInt("studyTotalSeconds"),
    questions: t.exposeInt("questions", { description: "Questions asked in the last 7 days." }),
    subjects: t.exposeStringList("subjects"),
    mastery: t.field({ type: [MasteryRef], resolve: (c) => c.mastery }),
    flags: t.field({ type: [FlagRef], resolve: (c) => c.flags }),
  }),
});

const AuditEntryRef = builder
  .objectRef<{ id: string; at: Date; action: string; actorRole: string; actorName: string }>(
    "ChildAuditEntry",
  )
  .implement({
    description: "One read of a child's data by someone other than the child.",
    authScopes: { parent: true, teacher: true },
    fields: (t) => ({
      id: t.exposeID("id"),
      at: t.expose("at", { type: "DateTime" }),
      action: t.exposeString("action"),
      actorRole: t.exposeString("actorRole"),
      actorName: t.exposeString("actorName"),
    }),
  });

const idOf = (what: string) => z.uuid(`That is not a ${what} id.`);
const TokenSchema = z
  .string()
  .min(10, "This consent link is not valid.")
  .max(200, "This consent link is not valid.");
const DailyLimitSchema = z
  .number()
  .int("Minutes are whole numbers.")
  .min(15, "A daily limit is at least 15 minutes.")
  .max(600, "A daily limit is at most 600 minutes (10 hours).")
  .nullish();
const TimeZoneSchema = z
  .string()
  .refine(isTimeZone, "That is not a time zone; use a name such as Asia/Kolkata.")
  .nullish();
const NameSchema = z
  .string()
  .trim()
  .min(2, "Please enter your name as the school's representative.")
  .max(80, "Your name can be at most 80 characters.");

builder.queryFields((t) => ({
  myToolAccess: t.field({
    type: MyToolAccessRef,
    authScopes: { signedIn: true },
    resolve: (_r, _a, ctx) => myToolAccess(ctx, viewerId(ctx)),
  }),
  parentConsentRequest: t.field({
    type: ConsentRequestRef,
    description: "What a consent link is for, before the parent decides.",
    authScopes: { public: true },
    errors: {},
    args: { token: t.arg.string({ required: true, validate: TokenSchema }) },
    resolve: (_r, args, ctx) => consentRequestInfo(ctx, args.token),
  }),
  parentChildren: t.field({
    type: [ChildSummaryRef],
    authScopes: { parent: true },
    resolve: (_r, _a, ctx) => parentChildren(ctx, viewerId(ctx)),
  }),
  parentChild: t.field({
    type: ChildDetailRef,
    authScopes: { parent: true },
    errors: {},
    args: { childId: t.arg.id({ required: true, validate: idOf("child") }) },
    resolve: (_r, args, ctx) => parentChild(ctx, viewerId(ctx), String(args.childId)),
  }),
  exportChildData: t.string({
    description: "Everything Vidya holds about the child, as JSON, for their parent.",
    authScopes: { parent: true },
    errors: {},
    args: { childId: t.arg.id({ required: true, validate: idOf("child") }) },
    resolve: (_r, args, ctx) => exportChildData(ctx, viewerId(ctx), String(args.childId)),
  }),
  childAuditLog: t.field({
    type: [AuditEntryRef],
    description: "Who read the child's data and when: for their parent and the teacher of their class.",
    authScopes: { parent: true, teacher: true },
    errors: {},
    args: { childId: t.arg.id({ required: true, validate: idOf("child") }) },
    resolve: (_r, args, ctx) => childAuditLog(ctx, viewerId(ctx), String(args.childId)),
  }),
}));

builder.subscriptionField("myToolAccess", (t) =>
  t.field({
    type: MyToolAccessRef,
    description: "What the user may use now, then again whenever a parent or teacher changes it.",
    authScopes: { signedIn: true },
    subscribe: (_r, _a, ctx) => watchMyToolAccess(ctx, viewerId(ctx)),
    resolve: (access) => access,
  }),
);

builder.mutationFields((t) => ({
  requestParentConsent: t.boolean({
    description: "A child asks a parent (again: 'remind my parent'); a few mails a day at most.",
    authScopes: { student: true },
    errors: {},
    args: { parentEmail: t.arg.string({ required: true, validate: EmailSchema }) },
    resolve: (_r, args, ctx) => requestParentConsent(ctx, viewerId(ctx), EmailSchema.parse(args.parentEmail)),
  }),
  parentConsent: t.field({
    type: SessionRef,
    description: "The parent consents by the mailed link; a new parent sets a password. Signs the parent in.",
    authScopes: { public: true },
    errors: {},
    args: {
      token: t.arg.string({ required: true, validate: TokenSchema }),
      password: t.arg.string({ required: false, validate: PasswordSchema.nullish() }),
    },
    resolve: (_r, args, ctx) => giveParentConsent(ctx, args.token, args.password ?? null),
  }),
  refuseParentConsent: t.boolean({
    authScopes: { public: true },
    errors: {},
    args: { token: t.arg.string({ required: true, validate: TokenSchema }) },
    resolve: (_r, args, ctx) => refuseParentConsent(ctx, args.token),
  }),
  confirmClassConsent: t.field({
    type: ClassroomRef,
    description: "The class teacher confirms, once, for the school, that parents consented to Vidya.",
    authScopes: { teacher: true },
    errors: {},
    args: {
      classroomId: t.arg.id({ required: true, validate: idOf("class") }),
      name: t.arg.string({ required: true, validate: NameSchema }),
    },
    resolve: async (_r, args, ctx) => {
      const teacherId = viewerId(ctx);
      await confirmClassConsent(ctx, teacherId, String(args.classroomId), NameSchema.parse(args.name));
      return ownClassroomView(ctx, teacherId, String(args.classroomId));
    },
  }),
  setChildToolAccess: t.field({
    type: ChildSummaryRef,
    authScopes: { parent: true },
    errors: {},
    args: {
      childId: t.arg.id({ required: true, validate: idOf("child") }),
      tool: t.arg({ type: GuardedToolEnum, required: true }),
      enabled: t.arg.boolean({ required: true }),
    },
    resolve: (_r, args, ctx) =>
      setChildToolAccess(ctx, viewerId(ctx), String(args.childId), args.tool, args.enabled),
  }),
  setChildDailyLimit: t.field({
    type: ChildSummaryRef,
    authScopes: { parent: true },
    errors: {},
    args: {
      childId: t.arg.id({ required: true, validate: idOf("child") }),
      minutes: t.arg.int({ required: false, validate: DailyLimitSchema, description: "Null: no limit." }),
      timeZone: t.arg.string({
        required: false,
        validate: TimeZoneSchema,
        description: "The IANA zone whose calendar day the limit counts (default Asia/Kolkata).",
      }),
    },
    resolve: (_r, args, ctx) =>
      setChildDailyLimit(
        ctx,
        viewerId(ctx),
        String(args.childId),
        args.minutes ?? null,
        args.timeZone ?? null,
      ),
  }),
  withdrawConsent: t.field({
    type: ChildSummaryRef,
    authScopes: { parent: true },
    errors: {},
    args: { childId: t.arg.id({ required: true, validate: idOf("child") }) },
    resolve: (_r, args, ctx) => withdrawConsent(ctx, viewerId(ctx), String(args.childId)),
  }),
  undoWithdrawal: t.field({
    type: ChildSummaryRef,
    authScopes: { parent: true },
    errors: {},
    args: { childId: t.arg.id({ required: true, validate: idOf("child") }) },
    resolve: (_r, args, ctx) => undoWithdrawal(ctx, viewerId(ctx), String(args.childId)),
  }),
  deleteChildAccount: t.boolean({
    description: "Deletes the child's account and everything held about it.",
    authScopes: { parent: true },
    errors: {},
    args: {
      childId: t.arg.id({ required: true, validate: idOf("child") }),
      confirmName: t.arg.string({ required: true, validate: z.string().max(254) }),
    },
    resolve: (_r, args, ctx) =>
      deleteChildAccount(ctx, viewerId(ctx), String(args.childId), args.confirmName),
  }),
}));
