import { AI_MAX_TOKENS, AI_TEMPERATURE } from "@vidya/core/constants";
import { ALLOW, type ModerationVerdict, verdictFromCategories } from "@vidya/core/moderation/moderate";
import OpenAI from "openai";
import type { ChatCompletionMessageParam } from "openai/resources/chat/completions";
import type { AiEnv } from "../../env";
import { ProviderError } from "./provider";

/** Which feature calls: each may have its own model (OPENAI_MODEL_<FEATURE>, else OPENAI_MODEL). */
export type AiFeature = "tutor" | "chat" | "chapters" | "flashcards" | "summary" | "story";

/** Tokens one completion used: as the server reported them, else estimated (about 4 characters a token). */
export interface TokenUsage {
  promptTokens: number;
  completionTokens: number;
}

/** One streamed chat completion: the messages, and sampling settings where they differ from the tutor's. */
export interface ChatRequest {
  messages: ChatCompletionMessageParam[];
  temperature?: number;
  maxTokens?: number;
  /** Picks the model; default tutor. */
  feature?: AiFeature;
  /** Told the tokens used once the completion ends (also when it fails or is stopped midway). */
  onUsage?: (usage: TokenUsage) => void;
}

/** A configured OpenAI-compatible model: streams one completion, returning its whole text. */
export interface OpenAiChat {
  stream(request: ChatRequest, onText: (piece: string) => void, signal?: AbortSignal): Promise<string>;
  /** OpenAI's moderation endpoint when AI_MODERATION calls for it, else ALLOW (the word lists run elsewhere). */
  moderate(text: string): Promise<ModerationVerdict>;
}

/** The model a feature uses. */
export function modelFor(env: AiEnv, feature: AiFeature): string {
  const own = {
    tutor: env.OPENAI_MODEL_TUTOR,
    chat: env.OPENAI_MODEL_CHAT,
    chapters: env.OPENAI_MODEL_CHAPTERS,
    flashcards: env.OPENAI_MODEL_FLASHCARDS,
    summary: env.OPENAI_MODEL_SUMMARY ?? env.OPENAI_MODEL_CHAT,
    story: env.OPENAI_MODEL_STORY,
  }[feature];
  return own ?? env.OPENAI_MODEL;
}

/** Whether prompts and replies also go to OpenAI's /moderations (auto: only when talking to OpenAI itself). */
export function usesOpenAiModeration(env: AiEnv): boolean {
  if (env.AI_MODERATION === "local") return false;
  if (env.AI_MODERATION === "openai") return true;
  return env.OPENAI_BASE_URL === undefined || new URL(env.OPENAI_BASE_URL).hostname === "api.openai.com";
}

/** Rough token count for servers that do not report usage. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

/**
 * The one model client (DESIGN: every model call goes through it): streaming chat completions against
 * OpenAI or any OpenAI-compatible server (OPENAI_BASE_URL), with a model per feature, token usage
 * reported to the caller, and OpenAI moderation; used by the tutor, the chatbots, Chapter Q&A and
 * the flashcard generator. The SDK retries 429, 5xx, timeouts and dropped
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
  const moderationOn = usesOpenAiModeration(env);
  return {
    async moderate(text) {
      if (!moderationOn || text.trim() === "") return ALLOW;
      try {
        const result = await client.moderations.create({ model: "omni-moderation-latest", input: text });
        const first = result.results[0];
        if (!first?.flagged) return ALLOW;
        return verdictFromCategories({ ...first.categories } as unknown as Record<string, boolean>);
      } catch (error) {
        throw providerError(error, false, env.AI_TIMEOUT_MS);
      }
    },
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
      let reported: TokenUsage | null = null;
      try {
        const stream = await client.chat.completions.create(
          {
            model: modelFor(env, request.feature ?? "tutor"),
            temperature: request.temperature ?? AI_TEMPERATURE,
            max_tokens: request.maxTokens ?? AI_MAX_TOKENS,
            stream: true,
            stream_options: { include_usage: true },
            messages: request.messages,
          },
          { signal: controller.signal },
        );
        armIdleTimer();
        let finished = false;
        for await (const chunk of stream) {
          armIdleTimer();
          if (chunk.usage) {
            reported = {
              promptTokens: chunk.usage.prompt_tokens,
              completionTokens: chunk.usage.completion_tokens,
            };
          }
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
        request.onUsage?.(reported ?? estimatedUsage(request.messages, text));
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

function estimatedUsage(messages: ChatCompletionMessageParam[], reply: string): TokenUsage {
  const prompt = messages
    .map((m) => (typeof m.content === "string" ? m.content : JSON.stringify(m.content ?? "")))
    .join("\n");
  return { promptTokens: estimateTokens(prompt), completionTokens: estimateTokens(reply) };
}

let shared: { env: AiEnv; chat: OpenAiChat } | null = null;
/** One client per process and environment (it keeps its connections). */
export function sharedOpenAiChat(env: AiEnv): OpenAiChat {
  if (shared?.env !== env) shared = { env, chat: createOpenAiChat(env) };
  return shared.chat;
}
