import { inSpan } from "@vidya/telemetry/tracing";
import { type AiEnv, aiEnvProblem } from "../../env";
import { aiDuration, aiErrors } from "../../observability/metrics";
import { createLocalProvider } from "./local";
import { createOpenAiProvider } from "./openai";
import { type AiProvider, ProviderError } from "./provider";

/** Whether AI_PROVIDER selects a model: openai, or auto with OPENAI_API_KEY set. */
export function usesOpenAi(env: AiEnv): boolean {
  return env.AI_PROVIDER === "openai" || (env.AI_PROVIDER === "auto" && Boolean(env.OPENAI_API_KEY));
}

/**
 * The provider AI_PROVIDER names; auto means openai when OPENAI_API_KEY is set, else local. Every reply
 * is timed, counted by failure kind (vidya_ai_* metrics) and traced as a span of the job.
 */
export function createProvider(env: AiEnv): AiProvider {
  const problem = aiEnvProblem(env);
  if (problem) throw new Error(problem);
  const provider = usesOpenAi(env) ? createOpenAiProvider(env) : createLocalProvider(env);
  return {
    name: provider.name,
    stream: (request, onText, signal) =>
      inSpan(`ai ${provider.name}`, { "ai.provider": provider.name }, async () => {
        const end = aiDuration.startTimer({ provider: provider.name });
        try {
          const output = await provider.stream(request, onText, signal);
          end({ outcome: "ok" });
          return output;
        } catch (error) {
          end({ outcome: "error" });
          aiErrors.inc({
            provider: provider.name,
            kind: error instanceof ProviderError ? error.kind : "other",
          });
          throw error;
        }
      }),
  };
}
