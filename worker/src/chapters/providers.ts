import { AI_PROVIDER_NEEDED } from "@vidya/core/jobs/chapter-question";
import { boundedMath } from "@vidya/db/bounded-math";
import { usesOpenAi } from "../ai/providers/choose-provider";
import type { TokenUsage } from "../ai/providers/openai-chat";
import type { WorkerEnv } from "../env";
import { openAiProvider } from "./openai-provider";
import type { ChapterProvider, ChapterRequest } from "./types";

/** Thrown when nothing here can answer this subject: the row fails with AI_PROVIDER_NEEDED (never a fake DONE). */
export class NoProviderError extends Error {
  override name = "NoProviderError";
  constructor() {
    super(AI_PROVIDER_NEEDED);
  }
}

const noneProvider: ChapterProvider = {
  name: "none",
  run: async () => {
    throw new NoProviderError();
  },
};

/**
 * Mathematics without a model: the local computer-algebra engine (on the worker's engine thread, with
 * its time limit: a student's question never holds the worker's event loop) and worksheet generators.
 */
const localMathProvider: ChapterProvider = {
  name: "local-math",
  run: async (req) => {
    if (req.kind === "PRACTICE") return (await import("./local-math-practice")).practiceLocally(req);
    return boundedMath().answerMathLocally(req.question);
  },
};

/**
 * Picks who answers: the OpenAI-compatible API when configured (AI_PROVIDER auto or openai),
 * else the local math engine for mathematics, else a NoProviderError (the row fails with a clear message).
 */
export function chooseProvider(
  env: WorkerEnv,
  req: ChapterRequest,
  onUsage?: (usage: TokenUsage) => void,
): ChapterProvider {
  if (usesOpenAi(env)) return openAiProvider(env, onUsage);
  if (req.subject === "mathematics") return localMathProvider;
  return noneProvider;
}
