import { AI_MAX_TOKENS, AI_TEMPERATURE } from "@vidya/core/constants";
import OpenAI from "openai";
import type { ChatCompletionContentPart } from "openai/resources/chat/completions";
import type { AiEnv } from "../../env";
import { tutorSystemPrompt, tutorUserPrompt } from "../tutor/tutor-prompt";
import { type AiProvider, ProviderError, type TutorRequest } from "./provider";

/**
 * The OpenAI provider (or any OpenAI-compatible server through OPENAI_BASE_URL): streaming chat
 * completions at SPEC 9's temperature 0.7 and max_tokens 2500. The SDK retries 429, 5xx, timeouts
 * and dropped connections with exponential backoff (honouring Retry-After) up to AI_MAX_RETRIES
 * times and waits AI_TIMEOUT_MS for the reply to start; once streaming, a pause longer than
 * AI_TIMEOUT_MS between pieces aborts the call. Every failure becomes a ProviderError.
 */
export function createOpenAiProvider(env: AiEnv): AiProvider {
  const client = new OpenAI({
    apiKey: env.OPENAI_API_KEY,
    baseURL: env.OPENAI_BASE_URL ?? null,
    timeout: env.AI_TIMEOUT_MS,
    maxRetries: env.AI_MAX_RETRIES,
    logLevel: "off",
  });
  return {
    name: "openai",
    async stream(request, onText, signal) {
      const controller = new AbortController();
      const abortFromCaller = () => controller.abort();
      signal?.addEventListener("abort", abortFromCaller, { once: true });
      let stalled = false;
      let idle: NodeJS.Timeout | undefined;
      const armIdleTimer = () => {
        clearTimeout(idle);
        idle = setTimeout(() => {
          stalled = true;
          controller.abort();
        }, env.AI_TIMEOUT_MS);
      };
      let text = "";
      try {
        const stream = await client.chat.completions.create(
          {
            model: env.OPENAI_MODEL,
            temperature: AI_TEMPERATURE,
            max_tokens: AI_MAX_TOKENS,
            stream: true,
            messages: [
              { role: "system", content: tutorSystemPrompt(request) },
              { role: "user", content: userContent(request) },
            ],
          },
          { signal: controller.signal },
        );
        armIdleTimer();
        let finished = false;
        for await (const chunk of stream) {
          armIdleTimer();
          const choice = chunk.choices[0];
          if (choice?.delta?.content) {
            text += choice.delta.content;
            onText(choice.delta.content);
          }
          if (choice?.finish_reason) finished = true;
        }
        // An aborted stream ends quietly in the SDK; so does a connection closed mid-reply.
        if (controller.signal.aborted) throw new OpenAI.APIUserAbortError();
        if (!finished) throw new ProviderError("the reply ended before it was finished", "truncated");
      } catch (error) {
        if (error instanceof ProviderError) throw error;
        throw providerError(error, stalled, env.AI_TIMEOUT_MS);
      } finally {
        clearTimeout(idle);
        signal?.removeEventListener("abort", abortFromCaller);
      }
      return { text };
    },
  };
}

/** Text alone, or text and the picture as a data URL (vision models read it). */
function userContent(request: TutorRequest): string | ChatCompletionContentPart[] {
  const text = tutorUserPrompt(request);
  if (!request.image) return text;
  const url = `data:${request.image.mime};base64,${Buffer.from(request.image.bytes).toString("base64")}`;
  return [
    { type: "text", text },
    { type: "image_url", image_url: { url } },
  ];
}

function providerError(error: unknown, stalled: boolean, timeoutMs: number): ProviderError {
  if (stalled) return new ProviderError(`the reply stopped for more than ${timeoutMs} ms`, "timeout");
  if (error instanceof OpenAI.APIConnectionTimeoutError) {
    return new ProviderError(`no reply within ${timeoutMs} ms (after retries)`, "timeout");
  }
  if (error instanceof OpenAI.APIUserAbortError)
    return new ProviderError("the request was cancelled", "cancelled");
  if (error instanceof OpenAI.APIConnectionError) {
    return new ProviderError(`could not reach the AI provider: ${error.message}`, "connection");
  }
  if (error instanceof OpenAI.APIError && typeof error.status === "number") {
    const detail = `${error.status} ${error.message}`.slice(0, 300);
    if (error.status === 429)
      return new ProviderError(`rate-limited after retries: ${detail}`, "rate-limited");
    if (error.status >= 500)
      return new ProviderError(`server error after retries: ${detail}`, "server-error");
    return new ProviderError(`request rejected: ${detail}`, "rejected");
  }
  const message = error instanceof Error ? error.message : String(error);
  return new ProviderError(`unreadable reply stream: ${message}`.slice(0, 300), "unreadable");
}
