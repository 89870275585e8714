import { parentPort } from "node:worker_threads";
import { warmUpEngine } from "@vidya/engine/load";
import { answerMathLocally } from "@vidya/engine/math/chapter-answer";
import { checkFinalAnswer, solveMath } from "@vidya/engine/math/math-engine";
import { ncertMathItems } from "@vidya/engine/practice/ncert-math";
import { buildLadder } from "@vidya/engine/socratic/ladder";
import { planFor } from "@vidya/engine/socratic/model-plan";
import { replyTo } from "@vidya/engine/socratic/reply";

/**
 * The math engine's thread (bounded-math.ts): answers one call at a time, in order. It says "ready"
 * once the engine is imported and warm, so that time never counts against a question's limit.
 */
const calls = {
  solveMath,
  checkFinalAnswer,
  buildLadder,
  planFor,
  replyTo,
  ncertMathItems,
  answerMathLocally,
} as const;
export type MathCall = keyof typeof calls;

const port = parentPort;
if (port) {
  await warmUpEngine();
  port.on("message", (message: { id: number; call: MathCall; args: unknown[] }) => {
    try {
      const fn = calls[message.call] as (...args: unknown[]) => unknown;
      port.postMessage({ id: message.id, result: fn(...message.args) });
    } catch (error) {
      port.postMessage({ id: message.id, error: String(error) });
    }
  });
  port.postMessage({ ready: true });
}
