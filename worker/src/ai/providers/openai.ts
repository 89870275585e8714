import type { ChatCompletionContentPart } from "openai/resources/chat/completions";
import type { AiEnv } from "../../env";
import { tutorSystemPrompt, tutorUserPrompt } from "../tutor/tutor-prompt";
import { sharedOpenAiChat } from "./openai-chat";
import type { AiProvider, TutorRequest } from "./provider";

/**
 * The OpenAI provider (or any OpenAI-compatible server through OPENAI_BASE_URL): the tutor's
 * prompt streamed as chat completions at SPEC 9's temperature 0.7 and max_tokens 2500; timeouts,
 * retries and errors as openai-chat.ts describes.
 */
export function createOpenAiProvider(env: AiEnv): AiProvider {
  const chat = sharedOpenAiChat(env);
  return {
    name: "openai",
    async stream(request, onText, signal, onUsage) {
      const messages = [
        { role: "system" as const, content: tutorSystemPrompt(request) },
        { role: "user" as const, content: userContent(request) },
      ];
      const call = { messages, feature: "tutor" as const, ...(onUsage ? { onUsage } : {}) };
      return { text: await chat.stream(call, onText, signal) };
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
