import { gql } from "./graphql";

/** Every field of a FocusTimer, for tests. */
export const TIMER_FIELDS = `id status sessionType sessionCount endsAt remainingSeconds phaseSeconds minuteSeconds
  settings { focusMinutes shortBreakMinutes longBreakMinutes } version updatedAt serverNow
  lastEvents { type at sessionCount nextBreak breakSeconds kind }`;

export interface Timer {
  id: string;
  status: "stopped" | "running" | "paused";
  sessionType: "focus" | "shortBreak" | "longBreak";
  sessionCount: number;
  endsAt: string | null;
  remainingSeconds: number;
  phaseSeconds: number;
  minuteSeconds: number;
  settings: { focusMinutes: number; shortBreakMinutes: number; longBreakMinutes: number };
  version: number;
  updatedAt: string;
  serverNow: string;
  lastEvents: {
    type: string;
    at: string;
    sessionCount: number | null;
    nextBreak: string | null;
    kind: string | null;
  }[];
}

/** A mutation result: the timer, or an error with (for a stale version) the current timer. */
export interface TimerResult {
  __typename: string;
  data?: Timer;
  code?: string;
  message?: string;
  current?: Timer;
  issues?: { path: string; message: string }[];
}

const RESULT = `__typename
  ... on Error { code message }
  ... on ValidationError { issues { path message } }
  ... on FocusTimerStaleError { current { ${TIMER_FIELDS} } }`;

export const QUERY = `{ focusTimer { ${TIMER_FIELDS} } }`;
export const WATCH = `subscription { focusTimer { ${TIMER_FIELDS} } }`;
const TOGGLE = `mutation($v: Int!, $tz: String) { toggleFocusTimer(expectedVersion: $v, timeZone: $tz) {
  ${RESULT} ... on MutationToggleFocusTimerSuccess { data { ${TIMER_FIELDS} } } } }`;
const RESET = `mutation($v: Int!) { resetFocusTimer(expectedVersion: $v) {
  ${RESULT} ... on MutationResetFocusTimerSuccess { data { ${TIMER_FIELDS} } } } }`;
const SETTINGS = `mutation($s: FocusTimerSettingsInput!, $v: Int!) { updateFocusTimerSettings(settings: $s, expectedVersion: $v) {
  ${RESULT} ... on MutationUpdateFocusTimerSettingsSuccess { data { ${TIMER_FIELDS} } } } }`;

/** The timer API of one user on one server. */
export function timerApi(url: string, headers: Record<string, string>) {
  return {
    async get(): Promise<Timer> {
      const res = await gql<{ focusTimer: Timer }>(url, QUERY, {}, headers);
      if (!res.data) throw new Error(JSON.stringify(res.errors));
      return res.data.focusTimer;
    },
    async toggle(v: number, tz?: string): Promise<TimerResult> {
      const res = await gql<{ toggleFocusTimer: TimerResult }>(url, TOGGLE, { v, tz }, headers);
      if (!res.data) throw new Error(JSON.stringify(res.errors));
      return res.data.toggleFocusTimer;
    },
    async reset(v: number): Promise<TimerResult> {
      const res = await gql<{ resetFocusTimer: TimerResult }>(url, RESET, { v }, headers);
      if (!res.data) throw new Error(JSON.stringify(res.errors));
      return res.data.resetFocusTimer;
    },
    async settings(s: Timer["settings"], v: number): Promise<TimerResult> {
      const res = await gql<{ updateFocusTimerSettings: TimerResult }>(url, SETTINGS, { s, v }, headers);
      if (!res.data) throw new Error(JSON.stringify(res.errors));
      return res.data.updateFocusTimerSettings;
    },
  };
}
