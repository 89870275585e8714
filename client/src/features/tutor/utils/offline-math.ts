import type { MathTopicName } from "@vidya/core/tutor/math-topics";
import { i18n } from "../../../app/i18n/i18n";
import { loadMathRenderer } from "../../../shared/ui/Markdown";
import type { Exchange } from "./conversation";

/** Where "Use offline" remembers that the math engine is on this device (offline-engine.ts writes it). */
export const ENGINE_KEY = "vidya.mathEngine";

/**
 * What a math topic page hands its tutor so questions can be answered on the device (issue 27 item
 * 3). Subject pages load it (with offline-subject.ts) only once the engine is on the device.
 */
export interface OfflineMath {
  /** "Use offline" has put the engine on this device. */
  onDevice(): boolean;
  /**
   * Solves on the device and queues the question for history. `topic` is null on a subject page,
   * whose answerer (offline-subject.ts) picks it as the server does.
   */
  answer(question: string, topic: MathTopicName | null, userId: string | null): Promise<Exchange>;
  /** Loads the answerer, the store and the Markdown and KaTeX renderer, while online. */
  preload(): Promise<unknown>;
}

export const interfaceLanguage = (): "en" | "hi" | "gu" =>
  i18n.language === "hi" || i18n.language === "gu" ? i18n.language : "en";

export const offlineMath: OfflineMath = {
  onDevice() {
    try {
      return localStorage.getItem(ENGINE_KEY) !== null;
    } catch {
      return false;
    }
  },
  async answer(question, topic, userId) {
    const { answerOffline } = await import("./offline-answer");
    return answerOffline(question, topic ?? "arithmetic", interfaceLanguage(), userId);
  },
  preload: () => Promise.all([loadMathRenderer(), import("./offline-answer")]),
};
