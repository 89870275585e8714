import {
  ExpectedVersionSchema,
  TimeZoneSchema,
  UpdateFocusTimerSettingsInputSchema,
} from "@vidya/core/schemas/focus-timer";
import type { TimerEvent } from "@vidya/core/timer/focus-timer";
import type { TimerView } from "@vidya/core/timer/timer-view";
import { builder } from "../../builder";
import { ErrorInterface } from "../common/errors.schema";
import {
  getFocusTimer,
  resetFocusTimer,
  StaleTimerError,
  toggleFocusTimer,
  updateFocusTimerSettings,
  watchFocusTimer,
} from "./focus-timer.service";

const FocusTimerStatus = builder.enumType("FocusTimerStatus", {
  values: ["stopped", "running", "paused"] as const,
});
const FocusSessionType = builder.enumType("FocusSessionType", {
  values: ["focus", "shortBreak", "longBreak"] as const,
});
const FocusTimerEventType = builder.enumType("FocusTimerEventType", {
  values: ["focusCompleted", "breakCompleted"] as const,
});

const FocusTimerSettings = builder.objectRef<TimerView["state"]["settings"]>("FocusTimerSettings").implement({
  description: "The student's phase lengths in whole minutes.",
  authScopes: { signedIn: true },
  fields: (t) => ({
    focusMinutes: t.exposeInt("focusMinutes"),
    shortBreakMinutes: t.exposeInt("shortBreakMinutes"),
    longBreakMinutes: t.exposeInt("longBreakMinutes"),
  }),
});

const FocusTimerEvent = builder.objectRef<TimerEvent>("FocusTimerEvent").implement({
  description: "A phase end. Focus ends carry the break that follows; break ends carry which break it was.",
  authScopes: { signedIn: true },
  fields: (t) => ({
    type: t.field({ type: FocusTimerEventType, resolve: (e) => e.type }),
    at: t.field({ type: "DateTime", resolve: (e) => new Date(e.at) }),
    sessionCount: t.int({
      nullable: true,
      resolve: (e) => (e.type === "focusCompleted" ? e.sessionCount : null),
    }),
    focusSeconds: t.int({
      nullable: true,
      resolve: (e) => (e.type === "focusCompleted" ? e.focusSeconds : null),
    }),
    nextBreak: t.field({
      type: FocusSessionType,
      nullable: true,
      resolve: (e) => (e.type === "focusCompleted" ? e.nextBreak : null),
    }),
    breakSeconds: t.int({
      nullable: true,
      resolve: (e) => (e.type === "focusCompleted" ? e.breakSeconds : null),
    }),
    kind: t.field({
      type: FocusSessionType,
      nullable: true,
      resolve: (e) => (e.type === "breakCompleted" ? e.kind : null),
    }),
  }),
});

export const FocusTimer = builder.objectRef<TimerView>("FocusTimer").implement({
  description: "The signed-in user's focus timer. The server is its authority; every tab shows this state.",
  authScopes: { signedIn: true },
  fields: (t) => ({
    id: t.exposeID("id"),
    status: t.field({ type: FocusTimerStatus, resolve: (v) => v.state.status }),
    sessionType: t.field({ type: FocusSessionType, resolve: (v) => v.state.sessionType }),
    sessionCount: t.int({ description: "Completed focus sessions.", resolve: (v) => v.state.sessionCount }),
    endsAt: t.field({
      type: "DateTime",
      nullable: true,
      description: "When the running phase ends (server clock); null unless running.",
      resolve: (v) => (v.state.endsAt === null ? null : new Date(v.state.endsAt)),
    }),
    remainingSeconds: t.int({
      description: "Seconds left as of updatedAt; while running, endsAt is the truth.",
      resolve: (v) => v.state.remainingSeconds,
    }),
    phaseSeconds: t.int({
      description: "Full length of the current phase.",
      resolve: (v) => v.state.phaseSeconds,
    }),
    minuteSeconds: t.int({
      description: "Real seconds per settings minute: 60 (end-to-end tests shorten it).",
      resolve: (v) => v.state.minuteSeconds ?? 60,
    }),
    settings: t.field({ type: FocusTimerSettings, resolve: (v) => v.state.settings }),
    version: t.int({
      description: "Bumped by every change; send it back as expectedVersion.",
      resolve: (v) => v.state.version,
    }),
    updatedAt: t.field({ type: "DateTime", resolve: (v) => new Date(v.state.updatedAt) }),
    lastEvents: t.field({
      type: [FocusTimerEvent],
      description: "Phase ends caused by the change that produced this version.",
      resolve: (v) => v.events,
    }),
    label: t.string({
      nullable: true,
      description:
        "What the student is focusing on (set by starting a study-plan item); null when unlabelled.",
      resolve: async (v, _a, ctx) =>
        (await ctx.db.focusTimer.findUnique({ where: { id: v.id }, select: { label: true } }))?.label ?? null,
    }),
    serverNow: t.field({
      type: "DateTime",
      description: "The server clock as this was sent, so a client can correct for its own clock.",
      resolve: () => new Date(),
    }),
  }),
});

builder.objectType(StaleTimerError, {
  name: "FocusTimerStaleError",
  description:
    "The change was made against an old version; nothing changed, and `current` is the stored state.",
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof StaleTimerError,
  authScopes: { signedIn: true },
  fields: (t) => ({
    current: t.field({ type: FocusTimer, resolve: (e) => e.current }),
  }),
});

const TimerSettingsInput = builder.inputType("FocusTimerSettingsInput", {
  fields: (t) => ({
    focusMinutes: t.int({ required: true, description: "5 to 90." }),
    shortBreakMinutes: t.int({ required: true, description: "1 to 60." }),
    longBreakMinutes: t.int({ required: true, description: "1 to 60." }),
  }),
});

const staleErrors = { types: [StaleTimerError] };

builder.queryField("focusTimer", (t) =>
  t.field({
    type: FocusTimer,
    authScopes: { signedIn: true },
    resolve: (_root, _args, ctx) => getFocusTimer(ctx),
  }),
);

builder.subscriptionField("focusTimer", (t) =>
  t.field({
    type: FocusTimer,
    description:
      "The stored timer at once, then every change from any tab, device or the server's phase end.",
    authScopes: { signedIn: true },
    subscribe: (_root, _args, ctx) => watchFocusTimer(ctx),
    resolve: (view) => view,
  }),
);

builder.mutationFields((t) => ({
  toggleFocusTimer: t.field({
    type: FocusTimer,
    description: "Start or resume (stopped/paused → running) or pause (running → paused).",
    authScopes: { signedIn: true },
    errors: staleErrors,
    args: {
      expectedVersion: t.arg.int({ required: true, validate: ExpectedVersionSchema }),
      timeZone: t.arg.string({
        required: false,
        description: "The device's IANA zone; completed focus minutes count on its calendar day.",
        validate: TimeZoneSchema.nullish(),
      }),
    },
    resolve: (_root, args, ctx) => toggleFocusTimer(ctx, args.expectedVersion, args.timeZone),
  }),
  resetFocusTimer: t.field({
    type: FocusTimer,
    description: "Back to a stopped focus phase of full length; completed sessions are kept.",
    authScopes: { signedIn: true },
    errors: staleErrors,
    args: { expectedVersion: t.arg.int({ required: true, validate: ExpectedVersionSchema }) },
    resolve: (_root, args, ctx) => resetFocusTimer(ctx, args.expectedVersion),
  }),
  updateFocusTimerSettings: t.field({
    type: FocusTimer,
    description: "New lengths (focus 5–90 min, breaks 1–60 min); a phase under way keeps its time.",
    authScopes: { signedIn: true },
    errors: staleErrors,
    args: {
      settings: t.arg({
        type: TimerSettingsInput,
        required: true,
        validate: UpdateFocusTimerSettingsInputSchema,
      }),
      expectedVersion: t.arg.int({ required: true, validate: ExpectedVersionSchema }),
    },
    resolve: (_root, args, ctx) => updateFocusTimerSettings(ctx, args.settings, args.expectedVersion),
  }),
}));
