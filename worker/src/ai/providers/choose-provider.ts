import { type AiEnv, aiEnvProblem } from "../../env";
import { createLocalProvider } from "./local";
import { createOpenAiProvider } from "./openai";
import type { AiProvider } from "./provider";

/** The provider AI_PROVIDER names; auto means openai when OPENAI_API_KEY is set, else local. */
export function createProvider(env: AiEnv): AiProvider {
  const problem = aiEnvProblem(env);
  if (problem) throw new Error(problem);
  const useOpenAi =
    env.AI_PROVIDER === "openai" || (env.AI_PROVIDER === "auto" && Boolean(env.OPENAI_API_KEY));
  return useOpenAi ? createOpenAiProvider(env) : createLocalProvider(env);
}
