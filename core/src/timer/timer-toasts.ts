import { LONG_BREAK_SECONDS, SHORT_BREAK_SECONDS } from "../constants";
import { MESSAGES } from "../messages";
import type { TimerEvent } from "./focus-timer";
import { SECONDS_PER_MINUTE } from "./timer-settings";

/** A toast: a title line and a second line. */
export interface TimerToast {
  title: string;
  description: string;
}

/**
 * The SPEC 8 toast for one timer event. With the default break lengths the words are SPEC's exactly;
 * with the student's own lengths the same sentence names their minutes. `minuteSeconds` is the timer's
 * (60 except in end-to-end tests, where phases are shortened but still named in minutes).
 */
export function timerToast(event: TimerEvent, minuteSeconds: number = SECONDS_PER_MINUTE): TimerToast {
  if (event.type === "breakCompleted") {
    const kind = event.kind === "longBreak" ? "Long break" : "Short break";
    return { title: MESSAGES.breakCompleted(kind), description: MESSAGES.readyForFocus };
  }
  return { title: MESSAGES.focusCompleted, description: nextBreakSentence(event, minuteSeconds) };
}

/** Only one toast shows at a time, so after several events (a long absence) announce the latest. */
export function latestTimerToast(
  events: readonly TimerEvent[],
  minuteSeconds: number = SECONDS_PER_MINUTE,
): TimerToast | null {
  const last = events.at(-1);
  return last === undefined ? null : timerToast(last, minuteSeconds);
}

function nextBreakSentence(
  event: Extract<TimerEvent, { type: "focusCompleted" }>,
  minuteSeconds: number,
): string {
  const long = event.nextBreak === "longBreak";
  const minutes = Math.round(event.breakSeconds / minuteSeconds);
  if (long && minutes === LONG_BREAK_SECONDS / SECONDS_PER_MINUTE) return MESSAGES.longBreakNext;
  if (!long && minutes === SHORT_BREAK_SECONDS / SECONDS_PER_MINUTE) return MESSAGES.shortBreakNext;
  const unit = minutes === 1 ? "minute" : "minutes";
  return `Time for a ${long ? "long" : "short"} break (${minutes} ${unit}).`;
}
