/// <reference path="../../../../../engine/src/math/vendor.d.ts" />
import type { MathTopicName } from "@vidya/core/tutor/math-topics";
import { solveMath } from "@vidya/engine/math/math-engine";

/**
 * The math engine on the device (issue 27 item 3), off the main thread: the same `solveMath` the
 * worker process runs. It is its own chunk, loaded only after "Use offline" or when a question is
 * asked offline; the service worker does not precache it. Messages: {id, question, topic, language}
 * in; {id, result} or {id, error} out.
 */
export interface SolveRequest {
  id: number;
  question: string;
  topic: MathTopicName;
  language: "en" | "hi" | "gu";
}

self.onmessage = (event: MessageEvent<SolveRequest>) => {
  const { id, question, topic, language } = event.data;
  try {
    self.postMessage({ id, result: solveMath(question, topic, language) });
  } catch (error) {
    self.postMessage({ id, error: String(error) });
  }
};
