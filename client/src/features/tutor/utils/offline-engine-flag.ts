import { loadMathRenderer } from "../../../shared/ui/Markdown";

/** Where "Use offline" remembers that the math engine is on this device (its manifest, as JSON). */
export const ENGINE_KEY = "vidya.mathEngine";

/** Whether "Use offline" has put the math engine on this device. */
export function engineOnDevice(): boolean {
  try {
    return localStorage.getItem(ENGINE_KEY) !== null;
  } catch {
    return false;
  }
}

/** What useAskTutor's `ask` returns instead of a task id when the request never reached the server. */
export const NETWORK_DOWN = "network-down";

/**
 * Loads what answering offline needs besides the engine (the answerer and the store, the Markdown
 * and KaTeX renderer), while the page is online: the math pages call it once the engine is here.
 */
export function preloadOfflineAnswering(): Promise<typeof import("./offline-answer")> {
  return loadMathRenderer().then(() => import("./offline-answer"));
}
