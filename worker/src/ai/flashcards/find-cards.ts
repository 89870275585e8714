import type { GeneratedCard } from "@vidya/core/jobs/generate-flashcards";
import type { Logger } from "pino";
import { inThread } from "../../cpu/cpu-pool";
import type { AiEnv } from "../../env";
import { usesOpenAi } from "../providers/choose-provider";
import { type OpenAiChat, sharedOpenAiChat, type TokenUsage } from "../providers/openai-chat";
import { modelCards } from "./model-cards";

export interface FoundCards {
  cards: GeneratedCard[];
  /** Who made them: the AI model, the offline extractor, or the extractor because the model failed. */
  source: "model" | "local" | "local-fallback";
}

export interface FindOptions {
  maxCards: number;
  /** When the job's time budget ends: the model is cut off and the extractor's thread terminated then. */
  deadline: number;
  onProgress: (done: number, stage?: string) => Promise<void>;
  /** Told each model completion's token usage. */
  onUsage?: (usage: TokenUsage) => void;
}

let cached: { env: AiEnv; chat: OpenAiChat } | null = null;
/** One client per process (it keeps its connections). */
function chatFor(env: AiEnv): OpenAiChat {
  if (cached?.env !== env) cached = { env, chat: sharedOpenAiChat(env) };
  return cached.chat;
}

/**
 * Cards from notes. With an AI provider configured (AI_PROVIDER as for the tutor) the model writes
 * them; without one the offline extractor (compromise) finds definitions and key terms. When the
 * model fails (down, timing out, rejecting the request after retries) or its reply holds no usable
 * card, the offline extractor makes the cards instead, so the student still gets suggestions; the
 * reason is logged and `source` says so (the job tells the student in its final stage). The extractor
 * runs on a thread (cpu-pool.ts), so its parse never blocks the worker's other queues.
 */
export async function findCards(
  env: AiEnv,
  log: Logger,
  text: string,
  options: FindOptions,
): Promise<FoundCards> {
  if (usesOpenAi(env)) {
    await options.onProgress(0, "Asking the AI model for cards");
    try {
      const cards = await modelCards(chatFor(env), text, {
        maxCards: options.maxCards,
        signal: AbortSignal.timeout(Math.max(1, options.deadline - Date.now())),
        onProgress: (done) => options.onProgress(done),
        ...(options.onUsage ? { onUsage: options.onUsage } : {}),
      });
      return { cards, source: "model" };
    } catch (error) {
      log.warn({ err: error }, "the AI model gave no flashcards; using the offline extractor");
    }
  }
  await options.onProgress(0, "Finding definitions and key terms");
  const cards = await inThread(
    { kind: "extract-cards", text, maxCards: options.maxCards },
    {
      deadline: options.deadline,
      onProgress: (p) => {
        // Saves are chained by the job; a failed one surfaces where it awaits them.
        if ("done" in p) options.onProgress(p.done).catch(() => {});
      },
    },
  );
  return { cards, source: usesOpenAi(env) ? "local-fallback" : "local" };
}
