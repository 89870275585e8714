import { looksMiskeyed, updateDifficulty } from "./calibration";
import { blendMastery, type GradableItem, gradeAttempt } from "./grade";
import { type IrtItem, pCorrect } from "./irt";

/** A bank item as grading and calibration read it. */
export interface BankItem extends GradableItem {
  difficulty: number;
  discrimination: number;
  responses: number;
}

/** The IRT parameters of a bank item: a guessing floor of 1/options for choices. */
export function irtOf(item: Pick<BankItem, "kind" | "difficulty" | "discrimination" | "options">): IrtItem {
  const c = item.kind === "MCQ" ? 1 / Math.max(2, item.options.length) : item.kind === "TRUE_FALSE" ? 0.5 : 0;
  return { a: Math.max(0.2, item.discrimination), b: item.difficulty, c };
}

/**
 * Everything submitting (or the clock closing) an attempt writes, computed once for the server and
 * the worker: the score, the new mastery per chapter, and each item's new difficulty.
 */
export function finalizeAttempt(
  items: readonly BankItem[],
  answers: Readonly<Record<string, string>>,
  oldMastery: ReadonlyMap<string, { mastery: number; evidence: number }>,
  ability: number,
) {
  const graded = gradeAttempt(items, answers);
  const mastery = [...graded.byChapter.entries()].map(([chapterId, c]) => ({
    chapterId,
    ...blendMastery(oldMastery.get(chapterId) ?? null, c.right, c.asked),
  }));
  const difficulty = items
    .filter((item) => answers[item.id] !== undefined)
    .map((item) => ({
      id: item.id,
      b: updateDifficulty(
        item.difficulty,
        item.responses,
        pCorrect(ability, irtOf(item)),
        graded.right[item.id] === true,
      ),
    }));
  return { ...graded, mastery, difficulty };
}

export { looksMiskeyed };
