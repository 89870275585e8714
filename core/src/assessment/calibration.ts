/**
 * Online calibration: a new item's difficulty starts from a prior by class level and kind, and each
 * answer moves it Elo-style with a step that shrinks as answers accumulate.
 */

/** Starting difficulty: later classes and typed answers start a little harder. */
export function difficultyPrior(grade: number, kind: string): number {
  const byKind = kind === "TRUE_FALSE" ? -0.5 : kind === "MCQ" ? 0 : 0.4;
  return Math.round((byKind + (grade - 6) * 0.05) * 100) / 100;
}

/** The step for an item's n-th answer: 0.4 at first, shrinking like 1/√(1+n/10), never below 0.05. */
export function eloStep(responses: number): number {
  return Math.max(0.05, 0.4 / Math.sqrt(1 + responses / 10));
}

/**
 * The item's new difficulty after one answer by a student of ability θ: up when a student expected
 * to get it right missed it, down when an expected miss was answered right.
 */
export function updateDifficulty(b: number, responses: number, expected: number, correct: boolean): number {
  return b - eloStep(responses) * ((correct ? 1 : 0) - expected);
}

/**
 * Whether an item looks miskeyed: with at least 20 answers, the students who got it right have a
 * lower mean ability than those who missed it (negative point-biserial).
 */
export function looksMiskeyed(answers: { ability: number; correct: boolean }[]): boolean {
  if (answers.length < 20) return false;
  const right = answers.filter((a) => a.correct);
  const wrong = answers.filter((a) => !a.correct);
  if (right.length < 3 || wrong.length < 3) return false;
  const mean = (xs: typeof answers) => xs.reduce((s, x) => s + x.ability, 0) / xs.length;
  return mean(right) < mean(wrong) - 0.1;
}
