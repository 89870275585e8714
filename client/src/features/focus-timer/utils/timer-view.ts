import type { TimerEvent, TimerState } from "@vidya/core/timer/focus-timer";
import type { FocusTimerFieldsFragment } from "../../../gql/graphql";

/** A timer as the server sent it: the state machine's state, its latest phase ends, the server clock. */
export interface RemoteTimer {
  state: TimerState;
  events: TimerEvent[];
  serverNow: number;
}

/** Converts the API's FocusTimer into core's `TimerState` and events. */
export function fromGraphql(t: FocusTimerFieldsFragment): RemoteTimer {
  const state: TimerState = {
    status: t.status,
    sessionType: t.sessionType,
    sessionCount: t.sessionCount,
    endsAt: t.endsAt === null ? null : Date.parse(t.endsAt),
    remainingSeconds: t.remainingSeconds,
    phaseSeconds: t.phaseSeconds,
    version: t.version,
    settings: { ...t.settings },
    updatedAt: Date.parse(t.updatedAt),
    ...(t.minuteSeconds === 60 ? {} : { minuteSeconds: t.minuteSeconds }),
  };
  const events: TimerEvent[] = [];
  for (const e of t.lastEvents) {
    const at = Date.parse(e.at);
    if (e.type === "breakCompleted" && e.kind && e.kind !== "focus") {
      events.push({ type: "breakCompleted", at, kind: e.kind });
    } else if (e.type === "focusCompleted" && e.nextBreak && e.nextBreak !== "focus") {
      events.push({
        type: "focusCompleted",
        at,
        sessionCount: e.sessionCount ?? 0,
        focusSeconds: e.focusSeconds ?? 0,
        nextBreak: e.nextBreak,
        breakSeconds: e.breakSeconds ?? 0,
      });
    }
  }
  return { state, events, serverNow: Date.parse(t.serverNow) };
}

/** "25:00", "4:05"; an hour or more as "1:30:00". */
export function formatClock(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${sec}` : `${String(m).padStart(2, "0")}:${sec}`;
}
