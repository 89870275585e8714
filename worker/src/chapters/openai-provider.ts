import type { WorkerEnv } from "../env";
import { CHAT_OPTIONS, chapterMessages } from "./prompts";
import type { ChapterProvider } from "./types";

/** Longest wait for a whole answer. */
const TIMEOUT_MS = 90_000;

/**
 * Any OpenAI-compatible chat API (OpenAI, Ollama, vLLM …) over fetch, streamed: each server-sent
 * `data:` line carries a delta, and the text so far is handed on as it grows.
 */
export function openAiProvider(
  env: Pick<WorkerEnv, "OPENAI_API_KEY" | "OPENAI_BASE_URL" | "OPENAI_MODEL">,
): ChapterProvider {
  return {
    name: "openai",
    async run(request, onPartial) {
      const base = env.OPENAI_BASE_URL ?? "https://api.openai.com/v1";
      const res = await fetch(`${base.replace(/\/$/, "")}/chat/completions`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${env.OPENAI_API_KEY ?? ""}` },
        body: JSON.stringify({
          model: env.OPENAI_MODEL,
          messages: chapterMessages(request),
          stream: true,
          ...CHAT_OPTIONS,
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!res.ok || !res.body) throw new Error(`AI provider answered HTTP ${res.status}`);
      let text = "";
      let buffer = "";
      const decoder = new TextDecoder();
      for await (const chunk of res.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        const lines = buffer.split("\n");
        buffer = lines.pop() ?? "";
        for (const line of lines) {
          const data = line.replace(/^data:\s*/, "").trim();
          if (!line.startsWith("data:") || data === "" || data === "[DONE]") continue;
          const delta = deltaOf(data);
          if (delta) {
            text += delta;
            onPartial(text);
          }
        }
      }
      if (text.trim() === "") throw new Error("Empty AI response.");
      return text;
    },
  };
}

function deltaOf(data: string): string | null {
  try {
    const parsed = JSON.parse(data) as { choices?: { delta?: { content?: unknown } }[] };
    const content = parsed.choices?.[0]?.delta?.content;
    return typeof content === "string" ? content : null;
  } catch {
    return null;
  }
}
