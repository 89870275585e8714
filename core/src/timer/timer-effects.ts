import type { ActivityInput } from "../events";
import { localDateOf } from "../study-time/local-date";
import type { TimerEvent, TimerState } from "./focus-timer";
import { SECONDS_PER_MINUTE } from "./timer-settings";

/** What one change adds to one study day. */
export interface StudyDayIncrement {
  localDate: string;
  focusSessions: number;
  focusMinutes: number;
}

/**
 * Completed focus sessions per local day of `timeZone` (the day on which each one ended), in the
 * student's minutes: a shortened test minute still counts as one minute.
 */
export function studyDayIncrements(
  events: readonly TimerEvent[],
  timeZone: string,
  minuteSeconds: number = SECONDS_PER_MINUTE,
): StudyDayIncrement[] {
  const byDay = new Map<string, StudyDayIncrement>();
  for (const event of events) {
    if (event.type !== "focusCompleted") continue;
    const localDate = localDateOf(event.at, timeZone);
    const day = byDay.get(localDate) ?? { localDate, focusSessions: 0, focusMinutes: 0 };
    day.focusSessions += 1;
    day.focusMinutes += Math.round(event.focusSeconds / minuteSeconds);
    byDay.set(localDate, day);
  }
  return [...byDay.values()];
}

/**
 * Activity for the teacher dashboard from one change of a timer: a focus phase that starts running
 * (fresh or resumed), and every completed focus session and break.
 */
export function timerActivities(
  userId: string,
  before: TimerState,
  after: TimerState,
  events: readonly TimerEvent[],
): ActivityInput[] {
  const minuteSeconds = after.minuteSeconds ?? SECONDS_PER_MINUTE;
  const out: ActivityInput[] = events.map((event) =>
    event.type === "focusCompleted"
      ? {
          userId,
          kind: "focus_completed",
          payload: {
            sessionCount: event.sessionCount,
            focusMinutes: Math.round(event.focusSeconds / minuteSeconds),
            nextBreak: event.nextBreak,
          },
        }
      : { userId, kind: "break_completed", payload: { kind: event.kind } },
  );
  const startedFocus =
    after.status === "running" &&
    after.sessionType === "focus" &&
    after.endsAt !== null &&
    !(before.status === "running" && before.sessionType === "focus" && before.endsAt === after.endsAt);
  if (startedFocus) {
    out.push({
      userId,
      kind: "focus_started",
      payload: {
        endsAt: new Date(after.endsAt ?? 0).toISOString(),
        phaseSeconds: after.phaseSeconds,
        resumed: before.status === "paused",
      },
    });
  }
  return out;
}
