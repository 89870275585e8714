import { IdSchema, REPORT_REASONS, ReportGroupMessageInputSchema } from "@vidya/core/schemas/groups";
import { builder } from "../../builder";
import { viewerId } from "../common/viewer";
import {
  groupReports,
  type MessageReportView,
  reportGroupMessage,
  resolveGroupReport,
} from "./group-moderation.service";

const ReportReasonEnum = builder.enumType("ReportReason", { values: REPORT_REASONS });
const ReportStatusEnum = builder.enumType("ReportStatus", {
  values: ["open", "resolved", "dismissed"] as const,
});
const ReportActionEnum = builder.enumType("ReportAction", {
  values: {
    REMOVE_MESSAGE: { description: "Delete the message." },
    REMOVE_MEMBER: { description: "Delete the message and remove its sender from the group." },
    DISMISS: { description: "Keep the message; close the report." },
  } as const,
});

const MessageReportRef = builder.objectRef<MessageReportView>("MessageReport").implement({
  description: "A member's report of a message, for the group owner and the class teacher.",
  authScopes: { signedIn: true },
  fields: (t) => ({
    id: t.exposeID("id"),
    groupId: t.exposeID("groupId"),
    messageId: t.exposeID("messageId"),
    seq: t.exposeInt("seq"),
    reason: t.field({
      type: ReportReasonEnum,
      resolve: (r) => REPORT_REASONS.find((x) => x === r.reason) ?? "other",
    }),
    details: t.exposeString("details", { nullable: true }),
    bodySnapshot: t.exposeString("bodySnapshot"),
    senderId: t.exposeID("senderId"),
    senderName: t.exposeString("senderName"),
    senderIsMember: t.exposeBoolean("senderIsMember"),
    reporterName: t.exposeString("reporterName"),
    status: t.field({ type: ReportStatusEnum, resolve: (r) => r.status }),
    messageDeleted: t.exposeBoolean("messageDeleted"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

const ReportGroupMessageInput = builder.inputType("ReportGroupMessageInput", {
  fields: (t) => ({
    messageId: t.id({ required: true }),
    reason: t.field({ type: ReportReasonEnum, required: true }),
    details: t.string({ required: false }),
  }),
});

builder.queryField("groupReports", (t) =>
  t.field({
    type: [MessageReportRef],
    description:
      "Reports in a group (owner and class teacher), newest first; open ones unless a status is given.",
    authScopes: { signedIn: true },
    errors: {},
    args: {
      groupId: t.arg.id({ required: true, validate: IdSchema }),
      status: t.arg({ type: ReportStatusEnum, required: false }),
    },
    resolve: (_r, args, ctx) => groupReports(ctx, viewerId(ctx), String(args.groupId), args.status ?? "open"),
  }),
);

builder.mutationFields((t) => ({
  reportGroupMessage: t.field({
    type: MessageReportRef,
    authScopes: { signedIn: true },
    errors: {},
    args: {
      input: t.arg({
        type: ReportGroupMessageInput,
        required: true,
        validate: ReportGroupMessageInputSchema,
      }),
    },
    resolve: (_r, args, ctx) =>
      reportGroupMessage(ctx, viewerId(ctx), ReportGroupMessageInputSchema.parse(args.input)),
  }),
  resolveGroupReport: t.field({
    type: MessageReportRef,
    description: "Owner or class teacher: remove the message, remove the member, or dismiss.",
    authScopes: { signedIn: true },
    errors: {},
    args: {
      reportId: t.arg.id({ required: true, validate: IdSchema }),
      action: t.arg({ type: ReportActionEnum, required: true }),
    },
    resolve: (_r, args, ctx) => resolveGroupReport(ctx, viewerId(ctx), String(args.reportId), args.action),
  }),
}));
