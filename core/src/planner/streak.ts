/**
 * Streaks (issue 17): a day counts when the student studied at least their daily minutes; meeting the
 * weekly goal (days a week) earns a streak freeze, which covers one missed day later. Freezes are only
 * earned, never bought, and at most MAX_FREEZES are kept.
 */
import { addDays } from "./plan";

export const MAX_FREEZES = 2;

export interface StreakDay {
  date: string;
  minutes: number;
}

export interface Streak {
  current: number;
  best: number;
  freezes: number;
  /** Days the freezes covered (YYYY-MM-DD). */
  frozen: string[];
  /** Counting days this week (Monday first) and the goal. */
  thisWeek: number;
  weeklyGoal: number;
}

function isMonday(date: string): boolean {
  return new Date(`${date}T00:00:00Z`).getUTCDay() === 1;
}

/** Walks from the first day studied to `today`; today not yet counted does not break the streak. */
export function computeStreak(
  days: readonly StreakDay[],
  today: string,
  dailyGoalMinutes: number,
  weeklyGoalDays: number,
): Streak {
  const counted = new Set(days.filter((d) => d.minutes >= dailyGoalMinutes).map((d) => d.date));
  const first = [...counted].sort()[0];
  let current = 0;
  let best = 0;
  let freezes = 0;
  let week = 0;
  const frozen: string[] = [];
  if (first) {
    for (let d = first; d <= today; d = addDays(d, 1)) {
      if (isMonday(d)) week = 0;
      if (counted.has(d)) {
        current++;
        week++;
        // The goal is met once per week, on the day that reaches it.
        if (week === weeklyGoalDays) freezes = Math.min(MAX_FREEZES, freezes + 1);
      } else if (d !== today) {
        if (current > 0 && freezes > 0) {
          freezes--;
          frozen.push(d);
        } else current = 0;
      }
      best = Math.max(best, current);
    }
  }
  let thisWeek = 0;
  for (let d = today; ; d = addDays(d, -1)) {
    if (counted.has(d)) thisWeek++;
    if (isMonday(d)) break;
  }
  return { current, best, freezes, frozen, thisWeek, weeklyGoal: weeklyGoalDays };
}
