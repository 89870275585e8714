import type { TimerEvent } from "@vidya/core/timer/focus-timer";
import { toast } from "../../../app/toast";
import { claimAlert, soundEnabled } from "./alert-preferences";
import { beep } from "./beep";
import { localTimerToast } from "./local-timer-toast";

/** All timer toasts share one id, so a new one replaces the last (SPEC 4: one at a time). */
export const TIMER_TOAST_ID = "focus-timer";

/**
 * Announces phase ends: SPEC 8's toast for the latest one, and (for a phase that just ended) the
 * chime when the student turned it on and a browser notification when they allowed it.
 */
export function announce(
  events: readonly TimerEvent[],
  minuteSeconds: number | undefined,
  live: boolean,
): void {
  const last = events.at(-1);
  if (!last) return;
  const message = localTimerToast(last, minuteSeconds);
  toast(message.title, { id: TIMER_TOAST_ID, description: message.description });
  if (!live) return;
  const key = `${last.type}:${last.at}`;
  if (!claimAlert(key)) return;
  if (soundEnabled()) beep();
  try {
    if ("Notification" in window && Notification.permission === "granted") {
      new Notification(message.title, { body: message.description, tag: key });
    }
  } catch {
    // Notifications are optional; failures are ignored (SPEC 8).
  }
}
