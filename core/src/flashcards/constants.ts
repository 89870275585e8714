/** Flashcard settings shared by every package (no dependencies, so the client bundle stays small). */

export const DEFAULT_DESIRED_RETENTION = 0.9;
export const MIN_DESIRED_RETENTION = 0.7;
export const MAX_DESIRED_RETENTION = 0.99;

/**
 * What "before the exam" mode aims for on exam day: a card predicted below this (or below the
 * deck's desired retention, if that is higher) gets its last review the day before the exam.
 */
export const EXAM_TARGET_RETENTION = 0.95;

/** The exam-day target for a deck. */
export function examTarget(desiredRetention: number): number {
  return Math.max(desiredRetention, EXAM_TARGET_RETENTION);
}
