import type { MathTopicName } from "@vidya/core/tutor/math-topics";
import type { EngineResult } from "@vidya/engine/math/math-engine";
import "../../../app/i18n/english/offlineTutor";
import { i18n } from "../../../app/i18n/i18n";
import { queueMathQuestion } from "../../flashcards/utils/offline-store";
import type { Exchange } from "./conversation";
import { EngineTooBig, solveOffline } from "./offline-engine";

/** The device engine's answer as an exchange, as the worker's local provider would store it. */
export function offlineExchange(taskId: string, question: string, result: EngineResult): Exchange {
  const base = { taskId, question, engineAnswer: null, engineReading: null, offline: true };
  if (result.kind === "solved") {
    const { explanation, similarQuestions, finalAnswer, verified } = result.solution;
    return { ...base, explanation, similarQuestions, finalAnswer, verified, check: "COMPUTED" };
  }
  const explanation = result.kind === "not-math" ? result.explanation : result.reason;
  return {
    ...base,
    explanation,
    similarQuestions: [],
    finalAnswer: null,
    verified: false,
    check: "UNCHECKED",
  };
}

/** Thrown by `answerOffline` with `solvedOnly` when the engine cannot solve the question. */
export class NeedsConnection extends Error {
  override name = "NeedsConnection";
  /** What a subject page tells the student (offline-subject.ts). */
  readonly shown = i18n.t("offlineTutor.needsConnection");
}

/**
 * Answers a typed mathematics question on the device (issue 27 item 3) and queues it, under a new
 * id and the user's id, to be saved to history when the connection returns. Loaded by the tutor only
 * once the engine has been downloaded, so pages that never go offline do not carry it or the store.
 * With `solvedOnly` (a subject page, where the worker answers only a solved mathematics question and
 * leaves the rest to a model) anything else throws NeedsConnection and nothing is queued.
 */
export async function answerOffline(
  question: string,
  topic: MathTopicName,
  language: "en" | "hi" | "gu",
  userId: string | null,
  solvedOnly = false,
): Promise<Exchange> {
  const result = await solveOffline(question, topic, language).catch((error: unknown): EngineResult => {
    if (error instanceof EngineTooBig) return { kind: "unsolved", reason: i18n.t("offlineTutor.tooBig") };
    throw error;
  });
  if (solvedOnly && result.kind !== "solved") throw new NeedsConnection(question);
  const exchange = offlineExchange(crypto.randomUUID(), question, result);
  if (userId)
    await queueMathQuestion({
      clientId: exchange.taskId,
      userId,
      topic,
      question,
      finalAnswer: exchange.finalAnswer,
      askedAt: Date.now(),
    });
  return exchange;
}
