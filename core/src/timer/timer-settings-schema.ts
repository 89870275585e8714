import { z } from "zod";
import {
  BREAK_MINUTES_MAX,
  BREAK_MINUTES_MIN,
  FOCUS_MINUTES_MAX,
  FOCUS_MINUTES_MIN,
  minutesMessages,
  type TimerSettings,
} from "./timer-settings";

function minutesField(label: string, min: number, max: number) {
  const m = minutesMessages(label, min, max);
  return z.number({ error: m.notNumber }).int(m.notWhole).min(min, m.tooShort).max(max, m.tooLong);
}

/**
 * A student's timer lengths as the server checks them: focus 5–90 minutes, breaks 1–60 minutes, whole
 * minutes only. The same rules and messages as `timerSettingsIssue` (timer-settings.ts), which the
 * browser uses without zod; timer-settings.test.ts checks the two agree.
 */
export const TimerSettingsSchema: z.ZodType<TimerSettings> = z.object({
  focusMinutes: minutesField("Focus length", FOCUS_MINUTES_MIN, FOCUS_MINUTES_MAX),
  shortBreakMinutes: minutesField("Short break", BREAK_MINUTES_MIN, BREAK_MINUTES_MAX),
  longBreakMinutes: minutesField("Long break", BREAK_MINUTES_MIN, BREAK_MINUTES_MAX),
});
