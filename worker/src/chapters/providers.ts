import { AI_PROVIDER_NEEDED } from "@vidya/core/jobs/chapter-question";
import type { WorkerEnv } from "../env";
import { openAiProvider } from "./openai-provider";
import type { ChapterProvider, ChapterRequest } from "./types";

/** The answer when nothing here can answer this subject. */
const noneProvider: ChapterProvider = {
  name: "none",
  run: async () => AI_PROVIDER_NEEDED,
};

/**
 * Mathematics without a model: the local computer-algebra engine and worksheet generators,
 * loaded on first use (the CAS libraries are heavy; the worker starts without them).
 */
const localMathProvider: ChapterProvider = {
  name: "local-math",
  run: async (req) => {
    if (req.kind === "PRACTICE") return (await import("./local-math-practice")).practiceLocally(req);
    return (await import("./local-math-answer")).answerMathLocally(req.question);
  },
};

/**
 * Picks who answers: the OpenAI-compatible API when configured (AI_PROVIDER auto or openai),
 * else the local math engine for mathematics, else the clear "AI provider needed" message.
 */
export function chooseProvider(env: WorkerEnv, req: ChapterRequest): ChapterProvider {
  const useOpenAi = env.AI_PROVIDER !== "local" && env.OPENAI_API_KEY !== undefined;
  if (useOpenAi) return openAiProvider(env);
  if (req.subject === "mathematics") return localMathProvider;
  return noneProvider;
}

/** Loads the CAS libraries in the background soon after start, so the first answer is quick too. */
export function warmLocalMath(): void {
  setTimeout(() => {
    import("./local-math-answer").catch(() => undefined);
  }, 2000).unref();
}
