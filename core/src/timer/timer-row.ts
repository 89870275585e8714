import { z } from "zod";
import type { TimerEvent, TimerState, TimerStatus } from "./focus-timer";
import { SECONDS_PER_MINUTE, type SessionType } from "./timer-settings";

/**
 * The stored row of a timer (Prisma's FocusTimer, as both the server and the worker read it) and the
 * state machine's `TimerState`, converted both ways. Pure, so server and worker cannot drift apart.
 */
export interface TimerRow {
  status: TimerStatus;
  sessionType: SessionType;
  sessionCount: number;
  endsAt: Date | null;
  remainingSeconds: number;
  phaseSeconds: number;
  focusMinutes: number;
  shortBreakMinutes: number;
  longBreakMinutes: number;
  version: number;
  updatedAt: Date;
}

/** The columns a change writes. */
export type TimerRowData = TimerRow & { lastEvents: TimerEvent[] };

/** The state stored in `row`; `minuteSeconds` is the deployment's (60 outside end-to-end tests). */
export function timerStateFromRow(row: TimerRow, minuteSeconds: number = SECONDS_PER_MINUTE): TimerState {
  return {
    status: row.status,
    sessionType: row.sessionType,
    sessionCount: row.sessionCount,
    endsAt: row.status === "running" && row.endsAt ? row.endsAt.getTime() : null,
    remainingSeconds: row.remainingSeconds,
    phaseSeconds: row.phaseSeconds,
    version: row.version,
    settings: {
      focusMinutes: row.focusMinutes,
      shortBreakMinutes: row.shortBreakMinutes,
      longBreakMinutes: row.longBreakMinutes,
    },
    updatedAt: row.updatedAt.getTime(),
    ...(minuteSeconds === SECONDS_PER_MINUTE ? {} : { minuteSeconds }),
  };
}

/** The columns that store `state` and the phase ends that produced it. */
export function timerRowFromState(state: TimerState, events: TimerEvent[]): TimerRowData {
  return {
    status: state.status,
    sessionType: state.sessionType,
    sessionCount: state.sessionCount,
    endsAt: state.status === "running" && state.endsAt !== null ? new Date(state.endsAt) : null,
    remainingSeconds: state.remainingSeconds,
    phaseSeconds: state.phaseSeconds,
    focusMinutes: state.settings.focusMinutes,
    shortBreakMinutes: state.settings.shortBreakMinutes,
    longBreakMinutes: state.settings.longBreakMinutes,
    version: state.version,
    updatedAt: new Date(state.updatedAt),
    lastEvents: events,
  };
}

const SessionTypeSchema = z.enum(["focus", "shortBreak", "longBreak"]);
const TimerEventSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("focusCompleted"),
    at: z.number(),
    sessionCount: z.number().int(),
    focusSeconds: z.number().int(),
    nextBreak: SessionTypeSchema.exclude(["focus"]),
    breakSeconds: z.number().int(),
  }),
  z.object({ type: z.literal("breakCompleted"), at: z.number(), kind: SessionTypeSchema.exclude(["focus"]) }),
]);

/** The stored `lastEvents` JSON, or none if it is not a list of timer events. */
export function parseTimerEvents(json: unknown): TimerEvent[] {
  const result = z.array(TimerEventSchema).safeParse(json);
  return result.success ? result.data : [];
}
