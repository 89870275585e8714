import { shiftDayKey } from "./days";

/**
 * Consecutive local days with at least one review, ending today, or yesterday when today has no
 * review yet (the streak is not lost until the day is over).
 */
export function studyStreak(daysWithReviews: Iterable<string>, today: string): number {
  const days = new Set(daysWithReviews);
  let day = days.has(today) ? today : shiftDayKey(today, -1);
  let streak = 0;
  while (days.has(day)) {
    streak++;
    day = shiftDayKey(day, -1);
  }
  return streak;
}

/**
 * True retention: of the reviews of cards that had graduated (state REVIEW when rated), the share
 * that were recalled (any rating but Again). Null with no such review yet.
 */
export function trueRetention(reviews: { state: string; rating: number }[]): number | null {
  const graduated = reviews.filter((r) => r.state === "REVIEW");
  if (graduated.length === 0) return null;
  return graduated.filter((r) => r.rating > 1).length / graduated.length;
}

/** Review counts per local day for the last `days` days (oldest first), zeros included. */
export function reviewsPerDay(
  counts: Map<string, number>,
  today: string,
  days: number,
): { day: string; reviews: number }[] {
  return Array.from({ length: days }, (_, i) => {
    const day = shiftDayKey(today, i - days + 1);
    return { day, reviews: counts.get(day) ?? 0 };
  });
}
