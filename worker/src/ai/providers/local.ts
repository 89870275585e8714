import { setTimeout as sleep, setImmediate as yieldToLoop } from "node:timers/promises";
import { TOPIC_INFO } from "@vidya/core/tutor/topics";
import type { CheckStatus } from "@vidya/core/tutor/tutor-result";
import { boundedMath } from "@vidya/db/bounded-math";
import type { AiEnv } from "../../env";
import { type AiProvider, ProviderError, type TutorRequest } from "./provider";

/** Characters per streamed piece: about what a model writes per token or two. */
const PIECE_CHARS = 24;

/** The reply the local engine gives, before it is streamed as JSON text. */
export interface LocalReply {
  explanation: string;
  similarQuestions: string[];
  finalAnswer: string;
  check: { status: CheckStatus; verified: boolean };
}

const PICTURE_NEEDS_MODEL =
  "I can only read questions from pictures when an AI model is set up, and this Vidya runs offline. " +
  "Please type the question (for example *Solve 2x + 5 = 17*) and I will solve it step by step.";

/**
 * Answers with the offline math engine (free, instant, no network). The reply is streamed in small
 * pieces as JSON of the same shape a model writes, so the pipeline and the page treat both alike.
 */
export function createLocalProvider(env: Pick<AiEnv, "AI_LOCAL_CHUNK_DELAY_MS">): AiProvider {
  return {
    name: "local",
    async stream(request, onText, signal) {
      const reply = await localReply(request);
      const text = JSON.stringify({
        explanation: reply.explanation,
        similarQuestions: reply.similarQuestions,
        finalAnswer: reply.finalAnswer,
      });
      for (let at = 0; at < text.length; at += PIECE_CHARS) {
        signal?.throwIfAborted();
        onText(text.slice(at, at + PIECE_CHARS));
        if (env.AI_LOCAL_CHUNK_DELAY_MS > 0) await sleep(env.AI_LOCAL_CHUNK_DELAY_MS);
        else if (at % (PIECE_CHARS * 64) === 0) await yieldToLoop();
      }
      return { text, check: reply.check };
    },
  };
}

/** Why a subject page's question gets no answer offline (the task fails with NO_AI_MODEL_MESSAGE). */
const NO_MODEL = "no AI model is set up and the math engine cannot answer this question";

/**
 * What the engine says about a request: a solution, a not-mathematics reply, or an honest "cannot".
 * On a subject page only a solved mathematics question is answered; anything else needs a model,
 * and fails as "no-model" rather than leaving a made-up answer.
 */
export async function localReply(request: TutorRequest): Promise<LocalReply> {
  const unchecked = { status: "unchecked", verified: false } as const;
  if (request.grounding) {
    const result =
      request.question.trim() === ""
        ? null
        : await boundedMath().solveMath(request.question, request.topic, request.language);
    if (result?.kind !== "solved") throw new ProviderError(NO_MODEL, "no-model");
    return {
      explanation: result.solution.explanation,
      similarQuestions: result.solution.similarQuestions,
      finalAnswer: result.solution.finalAnswer,
      check: { status: "computed", verified: result.solution.verified },
    };
  }
  if (request.question.trim() === "") {
    return { explanation: PICTURE_NEEDS_MODEL, similarQuestions: [], finalAnswer: "", check: unchecked };
  }
  const result = await boundedMath().solveMath(request.question, request.topic, request.language);
  if (result.kind === "not-math") {
    return { explanation: result.explanation, similarQuestions: [], finalAnswer: "", check: unchecked };
  }
  if (result.kind === "unsolved") {
    const examples = TOPIC_INFO[request.topic].examples.slice(0, 3);
    return {
      explanation:
        `${result.reason}\n\nTry writing it the way a textbook exercise is worded, with the numbers in it. ` +
        "Questions like the ones below work well; click one to see how it is solved.",
      similarQuestions: examples,
      finalAnswer: "",
      check: unchecked,
    };
  }
  const { solution } = result;
  const note = request.image
    ? "\n\n*I worked from your typed question; reading pictures needs an AI model.*"
    : "";
  return {
    explanation: solution.explanation + note,
    similarQuestions: solution.similarQuestions,
    finalAnswer: solution.finalAnswer,
    check: { status: "computed", verified: solution.verified },
  };
}
