import { solveMath } from "@vidya/engine/math/math-engine";
import type { SolveRequest } from "../features/tutor/utils/math-engine.worker";

/**
 * jsdom has no Worker: this one runs the real engine (math-engine.worker.ts's `solveMath`) on the
 * same thread, answering asynchronously as the browser's module worker does (issue 27 tests).
 */
export class EngineWorker {
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: ((event: { message: string }) => void) | null = null;
  postMessage({ id, question, topic, language }: SolveRequest) {
    setTimeout(() => this.onmessage?.({ data: { id, result: solveMath(question, topic, language) } }));
  }
}
