import { sharedOpenAiChat, type TokenUsage } from "../ai/providers/openai-chat";
import { ProviderError } from "../ai/providers/provider";
import type { AiEnv } from "../env";
import { CHAT_OPTIONS, chapterMessages } from "./prompts";
import type { ChapterProvider } from "./types";

/**
 * Chapter Q&A through the one model client (openai-chat.ts: any OpenAI-compatible server, timeouts,
 * retries and errors as there), streamed: the text so far is handed on as it grows.
 */
export function openAiProvider(env: AiEnv, onUsage?: (usage: TokenUsage) => void): ChapterProvider {
  const chat = sharedOpenAiChat(env);
  return {
    name: "openai",
    async run(request, onPartial) {
      let text = "";
      await chat.stream(
        {
          messages: chapterMessages(request),
          temperature: CHAT_OPTIONS.temperature,
          maxTokens: CHAT_OPTIONS.max_tokens,
          feature: "chapters",
          ...(onUsage ? { onUsage } : {}),
        },
        (piece) => {
          text += piece;
          onPartial(text);
        },
      );
      if (text.trim() === "") throw new ProviderError("Empty AI response.", "empty");
      return text;
    },
  };
}
