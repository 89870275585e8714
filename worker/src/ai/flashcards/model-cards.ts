import { parseModelCards } from "@vidya/core/flashcards/model-cards-reply";
import type { GeneratedCard } from "@vidya/core/jobs/generate-flashcards";
import { textBlocks } from "../engines/flashcards/text-blocks";
import type { OpenAiChat, TokenUsage } from "../providers/openai-chat";
import { ProviderError } from "../providers/provider";

/** Notes go to the model in pieces of at most this many characters (about 3,000 tokens)… */
export const MODEL_CHUNK_CHARS = 12_000;
/** …and at most this many pieces (about 30 pages of notes); the rest of a longer text is not read. */
export const MODEL_MAX_CHUNKS = 8;
/** Cards should be faithful to the notes rather than inventive. */
const CARD_TEMPERATURE = 0.3;

export interface ModelCardOptions {
  maxCards: number;
  /** Called with the share of the work done (0 to 1) as the model writes cards. */
  onProgress?: (done: number) => Promise<void> | void;
  signal?: AbortSignal;
  /** Told each completion's token usage (recorded per user and day). */
  onUsage?: (usage: TokenUsage) => void;
}

const SYSTEM_PROMPT = [
  "You make study flashcards for Indian school students from their notes.",
  "Each card tests one fact, definition, formula or idea that the notes state; never add facts the notes do not contain.",
  "front: a short question or term. back: its answer in one or two sentences. Markdown is allowed; write mathematics in LaTeX ($...$).",
  'Reply with one JSON object and nothing else (no code fences): {"cards": [{"front": "...", "back": "..."}]}',
].join("\n");

/**
 * The flashcard generator with an AI model: the notes in pieces, each asked for its share of the
 * cards, the reply read leniently (parseModelCards). Cards repeated across pieces are dropped.
 * Throws ProviderError when the model fails or no piece gives a usable card ("unusable").
 */
export async function modelCards(
  chat: Pick<OpenAiChat, "stream">,
  text: string,
  options: ModelCardOptions,
): Promise<GeneratedCard[]> {
  const chunks = chunkText(text).slice(0, MODEL_MAX_CHUNKS);
  const cards: GeneratedCard[] = [];
  const fronts = new Set<string>();
  for (const [i, chunk] of chunks.entries()) {
    const wanted = Math.min(
      options.maxCards - cards.length,
      Math.ceil((options.maxCards - cards.length) / (chunks.length - i)),
    );
    if (wanted <= 0) break;
    let written = "";
    let reported = 0;
    const reply = await chat.stream(
      {
        messages: [
          { role: "system", content: SYSTEM_PROMPT },
          {
            role: "user",
            content: `Make at most ${wanted} ${wanted === 1 ? "card" : "cards"} from these notes:\n\n${chunk}`,
          },
        ],
        temperature: CARD_TEMPERATURE,
        feature: "flashcards",
        ...(options.onUsage ? { onUsage: options.onUsage } : {}),
      },
      (piece) => {
        // Progress while the model writes: each finished card (a "back" key) is a step.
        written += piece;
        const done = Math.min(wanted, (written.match(/["']?back["']?\s*:/gi) ?? []).length);
        if (done > reported) {
          reported = done;
          // A failed progress save surfaces where the job awaits its saves; not here as well.
          Promise.resolve(options.onProgress?.((i + done / wanted) / chunks.length)).catch(() => {});
        }
      },
      options.signal,
    );
    for (const card of parseModelCards(reply)) {
      const key = card.front.toLowerCase();
      if (fronts.has(key) || cards.length >= options.maxCards) continue;
      fronts.add(key);
      cards.push({ front: card.front, back: card.back, kind: "question" });
    }
    await options.onProgress?.((i + 1) / chunks.length);
  }
  if (cards.length === 0) throw new ProviderError("the model's reply held no usable cards", "unusable");
  return cards;
}

/** The notes' paragraphs packed into pieces of at most MODEL_CHUNK_CHARS (a longer paragraph is cut). */
function chunkText(text: string): string[] {
  const chunks: string[] = [];
  let current = "";
  for (const block of textBlocks(text)) {
    for (let at = 0; at < block.length; at += MODEL_CHUNK_CHARS) {
      const part = block.slice(at, at + MODEL_CHUNK_CHARS);
      if (current && current.length + part.length + 2 > MODEL_CHUNK_CHARS) {
        chunks.push(current);
        current = "";
      }
      current = current ? `${current}\n\n${part}` : part;
    }
  }
  if (current) chunks.push(current);
  return chunks;
}
