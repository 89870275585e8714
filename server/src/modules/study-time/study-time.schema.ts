import { RecordStudyTimeInputSchema, StudyTimeRangeSchema } from "@vidya/core/schemas/focus-timer";
import { builder } from "../../builder";
import {
  recordStudyTime,
  type StudyDayTotals,
  type StudyTimeReport,
  type StudyTimeSummary,
  studyTime,
} from "./study-time.service";

const StudyDay = builder.objectRef<StudyDayTotals>("StudyDay").implement({
  description: "One local calendar day of the signed-in user's study.",
  authScopes: { signedIn: true },
  fields: (t) => ({
    localDate: t.exposeString("localDate", { description: "YYYY-MM-DD in the user's time zone." }),
    activeSeconds: t.exposeInt("activeSeconds", { description: "Tracked active study time." }),
    focusSessions: t.exposeInt("focusSessions", { description: "Focus sessions completed." }),
    focusMinutes: t.exposeInt("focusMinutes", { description: "Minutes of the focus sessions completed." }),
  }),
});

const StudyTimeReportRef = builder.objectRef<StudyTimeReport>("StudyTimeReport").implement({
  description: "What one study-time report added.",
  authScopes: { signedIn: true },
  fields: (t) => ({
    localDate: t.exposeString("localDate"),
    claimedSeconds: t.exposeInt("claimedSeconds"),
    acceptedSeconds: t.exposeInt("acceptedSeconds"),
    notice: t.exposeString("notice", { nullable: true, description: "Why fewer seconds were counted." }),
    duplicate: t.exposeBoolean("duplicate", { description: "This report id was already counted." }),
    day: t.field({ type: StudyDay, resolve: (r) => r.day }),
    totalSeconds: t.exposeInt("totalSeconds", { description: "All-time tracked seconds after this report." }),
  }),
});

const StudyTimeSummaryRef = builder.objectRef<StudyTimeSummary>("StudyTimeSummary").implement({
  description: "Per-day study totals for a range, and the all-time total.",
  authScopes: { signedIn: true },
  fields: (t) => ({
    from: t.exposeString("from"),
    to: t.exposeString("to"),
    days: t.field({ type: [StudyDay], resolve: (s) => s.days }),
    totalSeconds: t.exposeInt("totalSeconds"),
    lastActiveDate: t.exposeString("lastActiveDate", { nullable: true }),
  }),
});

const RecordStudyTimeInput = builder.inputType("RecordStudyTimeInput", {
  fields: (t) => ({
    localDate: t.string({ required: true, description: "The device's local date, YYYY-MM-DD." }),
    seconds: t.int({ required: true, description: "Active seconds since the last report that succeeded." }),
    reportId: t.string({ required: true, description: "A UUID chosen by the client, reused on retry." }),
  }),
});

builder.queryField("studyTime", (t) =>
  t.field({
    type: StudyTimeSummaryRef,
    description: "Per-day totals from `from` to `to` (inclusive, at most 366 days).",
    authScopes: { signedIn: true },
    errors: {},
    args: { from: t.arg.string({ required: true }), to: t.arg.string({ required: true }) },
    validate: StudyTimeRangeSchema,
    resolve: (_root, args, ctx) => studyTime(ctx, { from: args.from, to: args.to }),
  }),
);

builder.mutationField("recordStudyTime", (t) =>
  t.field({
    type: StudyTimeReportRef,
    description:
      "Adds active study seconds to a day. Claims beyond the time since the last report are clamped; future days are refused.",
    authScopes: { signedIn: true },
    errors: {},
    args: {
      input: t.arg({ type: RecordStudyTimeInput, required: true, validate: RecordStudyTimeInputSchema }),
    },
    resolve: (_root, args, ctx) => recordStudyTime(ctx, args.input),
  }),
);
