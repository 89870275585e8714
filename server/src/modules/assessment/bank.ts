import type { BankItem } from "@vidya/core/assessment/finalize";
import type { QuestionOption } from "@vidya/core/assessment/question";
import { seededShuffle } from "@vidya/core/assessment/shuffle";
import { findNcertChapter } from "@vidya/core/curriculum/catalogue";
import type { Question } from "@vidya/db/prisma";

/** What a student may see of an item before submitting: never the key or explanation. */
export interface StudentItem {
  id: string;
  kind: string;
  stem: string;
  chapterId: string;
  chapterTitle: string;
  options: QuestionOption[];
}

export function optionsOf(q: Pick<Question, "options">): QuestionOption[] {
  return Array.isArray(q.options) ? (q.options as unknown as QuestionOption[]) : [];
}

export function bankItem(q: Question): BankItem {
  return {
    id: q.id,
    kind: q.kind,
    chapterId: q.chapterId,
    options: optionsOf(q),
    key: q.key,
    difficulty: q.difficulty,
    discrimination: q.discrimination,
    responses: q.responses,
  };
}

export function chapterTitle(chapterId: string): string {
  return findNcertChapter(chapterId)?.title ?? chapterId;
}

/** The options in this attempt's order (a seeded shuffle per attempt: the key is not always B). */
export function shuffledOptions(
  q: Pick<Question, "id" | "options" | "kind">,
  seed: string,
): QuestionOption[] {
  const options = optionsOf(q);
  if (q.kind === "NUMERIC" || q.kind === "SHORT") return [];
  if (q.kind === "TRUE_FALSE") return options;
  return seededShuffle(options, `${seed}:${q.id}`);
}

export function studentItem(q: Question, seed: string): StudentItem {
  return {
    id: q.id,
    kind: q.kind,
    stem: q.stem,
    chapterId: q.chapterId,
    chapterTitle: chapterTitle(q.chapterId),
    options: shuffledOptions(q, seed),
  };
}

/** Items a student may be given: those that passed the automatic checks or a teacher approved. */
export const USABLE = { in: ["CHECKED", "APPROVED"] as ("CHECKED" | "APPROVED")[] };
