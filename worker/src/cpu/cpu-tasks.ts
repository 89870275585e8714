import { clozeItems } from "@vidya/core/assessment/cloze";
import type { DraftQuestion } from "@vidya/core/assessment/question";
import type { GeneratedCard } from "@vidya/core/jobs/generate-flashcards";
import { extractCards } from "../ai/engines/flashcards/extract-cards";
import { extractPdfPages } from "../pdf/pdf-text";

/** The CPU-bound work the heavy jobs hand to a thread (cpu-pool.ts), and what each returns. */
export type CpuTask =
  | { kind: "pdf-pages"; data: Uint8Array }
  | { kind: "extract-cards"; text: string; maxCards: number }
  | { kind: "cloze-items"; pages: string[]; max: number; seed: string };

export interface CpuResults {
  "pdf-pages": string[];
  "extract-cards": GeneratedCard[];
  "cloze-items": DraftQuestion[];
}

/** Progress a task reports: a page read (page, pages), or the share of the work done (0 to 1). */
export type CpuProgress = { page: number; pages: number } | { done: number };

/** Runs one task (on the thread). */
export async function runCpuTask(
  task: CpuTask,
  progress: (p: CpuProgress) => void,
): Promise<CpuResults[CpuTask["kind"]]> {
  switch (task.kind) {
    case "pdf-pages":
      return extractPdfPages(task.data, (page, pages) => progress({ page, pages }));
    case "extract-cards":
      return extractCards(task.text, { maxCards: task.maxCards, onProgress: (done) => progress({ done }) });
    case "cloze-items":
      return clozeItems(task.pages, { max: task.max, seed: task.seed });
  }
}
