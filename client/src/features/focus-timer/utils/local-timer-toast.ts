import { MESSAGES } from "@vidya/core/messages";
import type { TimerEvent } from "@vidya/core/timer/focus-timer";
import { SECONDS_PER_MINUTE } from "@vidya/core/timer/timer-settings";
import { type TimerToast, timerToast } from "@vidya/core/timer/timer-toasts";
import { i18n } from "../../../app/i18n/i18n";

/**
 * SPEC 8's toast for a phase end in the UI language. Core words it in English (SPEC's exact
 * sentences with the default lengths); each of those maps to its translation here, and a student's
 * own break length is named in minutes.
 */
export function localTimerToast(event: TimerEvent, minuteSeconds: number = SECONDS_PER_MINUTE): TimerToast {
  // Before i18next has started (never in the app; in some unit tests) core's English is the answer.
  if (!i18n.isInitialized) return timerToast(event, minuteSeconds);
  if (event.type === "breakCompleted") {
    const kind = i18n.t(event.kind === "longBreak" ? "timer.longBreak" : "timer.shortBreak");
    return { title: i18n.t("msg.breakCompleted", { kind }), description: i18n.t("msg.readyForFocus") };
  }
  const english = timerToast(event, minuteSeconds).description;
  let description: string;
  if (english === MESSAGES.longBreakNext) description = i18n.t("msg.longBreakNext");
  else if (english === MESSAGES.shortBreakNext) description = i18n.t("msg.shortBreakNext");
  else {
    const count = Math.round(event.breakSeconds / minuteSeconds);
    const key = event.nextBreak === "longBreak" ? "timer.longBreakMinutes" : "timer.shortBreakMinutes";
    description = i18n.t(key, { count });
  }
  return { title: i18n.t("msg.focusCompleted"), description };
}
