import type { TopicRow } from "./dashboard.range-query";

/** A topic the class finds hard, with the reasons a teacher can act on. */
export interface StrugglingTopic extends TopicRow {
  score: number;
  /** The signals that fired, for clients that word the reasons themselves (in the user's language). */
  signals: StruggleSignal[];
  /** The class's mean questions per topic that asked about something (the "many questions" yardstick). */
  meanQuestions: number;
  /** The reasons in English. */
  reasons: string[];
}

export type StruggleSignal = "MANY_QUESTIONS" | "UNCHECKED_ANSWERS" | "LOW_QUIZ_SCORES";

/** Thresholds: many questions = at least 5 and twice the class's mean per topic. */
export const MANY_QUESTIONS_MIN = 5;
export const UNCHECKED_RATE = 0.3;
export const UNCHECKED_MIN = 2;
export const LOW_QUIZ_PERCENT = 60;

const pct = (x: number) => `${Math.round(x)}%`;

/**
 * Classifies the per-topic aggregates (already summed by SQL): many questions, answers that could
 * not be checked, low quiz scores. Ranked by how many signals fire, then by their strength.
 */
export function strugglingTopics(rows: TopicRow[], limit = 8): StrugglingTopic[] {
  const asked = rows.filter((r) => r.questions > 0);
  const mean = asked.length > 0 ? asked.reduce((s, r) => s + r.questions, 0) / asked.length : 0;
  const out: StrugglingTopic[] = [];
  for (const row of rows) {
    const reasons: string[] = [];
    const signals: StruggleSignal[] = [];
    let score = 0;
    if (row.questions >= MANY_QUESTIONS_MIN && row.questions >= 2 * mean) {
      signals.push("MANY_QUESTIONS");
      reasons.push(`${row.questions} questions (class average ${mean.toFixed(1)} per topic)`);
      score += row.questions / Math.max(mean, 1);
    }
    const rate = row.answers > 0 ? row.unverified / row.answers : 0;
    if (row.unverified >= UNCHECKED_MIN && rate >= UNCHECKED_RATE) {
      signals.push("UNCHECKED_ANSWERS");
      reasons.push(`${row.unverified} of ${row.answers} answers could not be checked (${pct(rate * 100)})`);
      score += 3 * rate;
    }
    if (row.quizzes > 0 && row.avgQuizPercent !== null && row.avgQuizPercent < LOW_QUIZ_PERCENT) {
      signals.push("LOW_QUIZ_SCORES");
      reasons.push(
        `quiz average ${pct(row.avgQuizPercent)} over ${row.quizzes} ${row.quizzes === 1 ? "quiz" : "quizzes"}`,
      );
      score += (LOW_QUIZ_PERCENT - row.avgQuizPercent) / 20;
    }
    if (reasons.length > 0)
      out.push({ ...row, signals, meanQuestions: mean, reasons, score: reasons.length * 10 + score });
  }
  return out.sort((a, b) => b.score - a.score).slice(0, limit);
}
