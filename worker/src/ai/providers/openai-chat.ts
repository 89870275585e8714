import { AI_MAX_TOKENS, AI_TEMPERATURE } from "@vidya/core/constants";
import OpenAI from "openai";
import type { ChatCompletionMessageParam } from "openai/resources/chat/completions";
import type { AiEnv } from "../../env";
import { ProviderError } from "./provider";

/** One streamed chat completion: the messages, and sampling settings where they differ from the tutor's. */
export interface ChatRequest {
  messages: ChatCompletionMessageParam[];
  temperature?: number;
  maxTokens?: number;
}

/** A configured OpenAI-compatible model: streams one completion, returning its whole text. */
export interface OpenAiChat {
  stream(request: ChatRequest, onText: (piece: string) => void, signal?: AbortSignal): Promise<string>;
}

/**
 * Streaming chat completions against OpenAI or any OpenAI-compatible server (OPENAI_BASE_URL),
 * shared by the tutor and the flashcard generator. The SDK retries 429, 5xx, timeouts and dropped
 * connections with exponential backoff (honouring Retry-After) up to AI_MAX_RETRIES times and waits
 * AI_TIMEOUT_MS for the reply to start; once streaming, a pause longer than AI_TIMEOUT_MS between
 * pieces aborts the call. Every failure becomes a ProviderError.
 */
export function createOpenAiChat(env: AiEnv): OpenAiChat {
  const client = new OpenAI({
    apiKey: env.OPENAI_API_KEY,
    baseURL: env.OPENAI_BASE_URL ?? null,
    timeout: env.AI_TIMEOUT_MS,
    maxRetries: env.AI_MAX_RETRIES,
    logLevel: "off",
  });
  return {
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
            temperature: request.temperature ?? AI_TEMPERATURE,
            max_tokens: request.maxTokens ?? AI_MAX_TOKENS,
            stream: true,
            messages: request.messages,
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
      return text;
    },
  };
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
