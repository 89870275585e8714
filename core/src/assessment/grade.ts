import { normalizeText } from "./checks";
import type { QuestionKind, QuestionOption } from "./question";

/** An item as grading reads it. */
export interface GradableItem {
  id: string;
  kind: QuestionKind;
  chapterId: string;
  options: QuestionOption[];
  key: string;
}

/** Whether one answer is right: an option id for choices, the key's text for typed answers. */
export function isRight(item: GradableItem, answer: string | null | undefined): boolean {
  if (answer === null || answer === undefined) return false;
  if (item.kind === "NUMERIC" || item.kind === "SHORT") {
    const key = item.options.find((o) => o.id === item.key)?.text ?? "";
    if (item.kind === "NUMERIC") {
      const a = Number(answer.replace(/,/g, "").trim());
      const k = Number(key.replace(/,/g, "").trim());
      return Number.isFinite(a) && Number.isFinite(k) && Math.abs(a - k) < 1e-9;
    }
    return normalizeText(answer) === normalizeText(key);
  }
  return answer === item.key;
}

/** Score of an attempt, and right/asked per chapter (what ChapterMastery is updated with). */
export function gradeAttempt(
  items: readonly GradableItem[],
  answers: Readonly<Record<string, string>>,
): {
  score: number;
  total: number;
  right: Record<string, boolean>;
  byChapter: Map<string, { right: number; asked: number }>;
} {
  const right: Record<string, boolean> = {};
  const byChapter = new Map<string, { right: number; asked: number }>();
  let score = 0;
  for (const item of items) {
    const ok = isRight(item, answers[item.id]);
    right[item.id] = ok;
    if (ok) score++;
    const c = byChapter.get(item.chapterId) ?? { right: 0, asked: 0 };
    c.asked++;
    if (ok) c.right++;
    byChapter.set(item.chapterId, c);
  }
  return { score, total: items.length, right, byChapter };
}

/**
 * Mastery after new evidence: the old estimate weighted by its evidence and the new share right,
 * with a Beta(1,1)-like pull to ½ so two answers never claim certainty.
 */
export function blendMastery(
  old: { mastery: number; evidence: number } | null,
  right: number,
  asked: number,
): { mastery: number; evidence: number } {
  const prevRight = old ? old.mastery * old.evidence : 0;
  const evidence = (old?.evidence ?? 0) + asked;
  return { mastery: (prevRight + right + 1) / (evidence + 2), evidence };
}

/** A chapter's mastery band; "not enough evidence" under 3 answers. */
export function masteryBand(
  mastery: number,
  evidence: number,
): "mastered" | "developing" | "needsWork" | "notEnough" {
  if (evidence < 3) return "notEnough";
  if (mastery >= 0.75) return "mastered";
  if (mastery >= 0.45) return "developing";
  return "needsWork";
}
