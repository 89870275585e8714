/**
 * Mastery levels a student sees (issue 17): from quick tests and BlackBox (ChapterMastery) and from
 * tutor activity. The same rule serves the profile, the learner paths and the planner's "next step".
 */

export const MASTERY_LEVELS = ["notStarted", "attempted", "familiar", "proficient", "mastered"] as const;
export type MasteryLevel = (typeof MASTERY_LEVELS)[number];

/** Answers needed before a high score counts as Mastered rather than Proficient. */
export const MASTERED_EVIDENCE = 5;

export interface MasteryFacts {
  /** 0..1, null when never assessed. */
  mastery: number | null;
  /** Answers behind `mastery`. */
  evidence: number;
  /** "quickTest" | "blackbox" | "tutor" | null. */
  source: string | null;
  /** Tutor questions asked on the chapter. */
  tutorQuestions: number;
}

/** The level, from the rules in the README (Learner paths and progress). */
export function masteryLevel(f: MasteryFacts): MasteryLevel {
  const m = f.mastery;
  if (m !== null && f.evidence > 0) {
    if (m >= 0.9 && f.evidence >= MASTERED_EVIDENCE) return "mastered";
    if (m >= 0.7) return "proficient";
    if (m >= 0.5) return "familiar";
    return "attempted";
  }
  if (f.tutorQuestions >= 5) return "familiar";
  if (f.tutorQuestions > 0) return "attempted";
  return "notStarted";
}

/** How the level was earned, in words a student reads. */
export function masteryReason(f: MasteryFacts): string {
  const parts: string[] = [];
  if (f.mastery !== null && f.evidence > 0) {
    const from =
      f.source === "blackbox" ? "BlackBox" : f.source === "tutor" ? "tutor practice" : "quick tests";
    parts.push(`${Math.round(f.mastery * 100)}% from ${from} (${f.evidence} answers)`);
  }
  if (f.tutorQuestions > 0)
    parts.push(`${f.tutorQuestions} tutor question${f.tutorQuestions === 1 ? "" : "s"}`);
  return parts.length > 0 ? parts.join(", ") : "Not started yet";
}

export type NextStep = "learn" | "practise" | "review";

/** What to do next on a chapter: learn it with the tutor, practise it with a quick test, or review. */
export function nextStep(level: MasteryLevel): NextStep {
  if (level === "notStarted" || level === "attempted") return "learn";
  if (level === "familiar" || level === "proficient") return "practise";
  return "review";
}
