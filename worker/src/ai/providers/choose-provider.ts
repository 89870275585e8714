import { type AiEnv, aiEnvProblem } from "../../env";
import { createLocalProvider } from "./local";
import { createOpenAiProvider } from "./openai";
import type { AiProvider } from "./provider";

/** Whether AI_PROVIDER selects a model: openai, or auto with OPENAI_API_KEY set. */
export function usesOpenAi(env: AiEnv): boolean {
  return env.AI_PROVIDER === "openai" || (env.AI_PROVIDER === "auto" && Boolean(env.OPENAI_API_KEY));
}

/** The provider AI_PROVIDER names; auto means openai when OPENAI_API_KEY is set, else local. */
export function createProvider(env: AiEnv): AiProvider {
  const problem = aiEnvProblem(env);
  if (problem) throw new Error(problem);
  return usesOpenAi(env) ? createOpenAiProvider(env) : createLocalProvider(env);
}
