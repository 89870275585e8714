import { type DraftQuestion, ModelItemsSchema } from "@vidya/core/assessment/question";
import type { OpenAiChat, TokenUsage } from "../providers/openai-chat";
import { ProviderError } from "../providers/provider";

/** Pages go to the model in pieces of about this many characters, with their page numbers. */
const CHUNK_CHARS = 10_000;
const MAX_CHUNKS = 8;

const SYSTEM_PROMPT = [
  "You write multiple-choice items for a school question bank from a chapter's text.",
  "Each item tests one fact the text states. Give exactly 4 options, one right; the 3 distractors are plausible terms from the same chapter.",
  "quote: copy, word for word, the one sentence of the text the item comes from. page: that sentence's page number.",
  "Markdown is allowed; write mathematics in LaTeX ($...$).",
  'Reply with one JSON object and nothing else: {"items": [{"stem": "...", "options": ["...","...","...","..."], "answerIndex": 0, "explanation": "...", "quote": "...", "page": 1}]}',
].join("\n");

/** The reply's JSON object (a code fence or text around it is tolerated), or null. */
function jsonOf(reply: string): unknown {
  const start = reply.indexOf("{");
  const end = reply.lastIndexOf("}");
  if (start < 0 || end <= start) return null;
  try {
    return JSON.parse(reply.slice(start, end + 1));
  } catch {
    return null;
  }
}

/**
 * Items written by the model, as structured output validated with zod (ModelItemsSchema). Throws
 * ProviderError("unusable") when no piece of the reply is valid JSON with a usable item; the job then
 * falls back to the offline generator and says so.
 */
export async function modelQuestions(
  chat: Pick<OpenAiChat, "stream">,
  pages: readonly string[],
  options: {
    max: number;
    /** When the job's budget ends: the model is cut off then, and no further piece is asked. */
    deadline: number;
    onUsage?: (usage: TokenUsage) => void;
    onProgress?: (done: number) => Promise<void>;
  },
): Promise<DraftQuestion[]> {
  const chunks: { text: string }[] = [];
  let current = "";
  for (const [i, page] of pages.entries()) {
    if (!page.trim()) continue;
    const block = `[Page ${i + 1}]\n${page.slice(0, CHUNK_CHARS)}`;
    if (current && current.length + block.length > CHUNK_CHARS) {
      chunks.push({ text: current });
      current = "";
    }
    current = current ? `${current}\n\n${block}` : block;
  }
  if (current) chunks.push({ text: current });
  const items: DraftQuestion[] = [];
  for (const [i, chunk] of chunks.slice(0, MAX_CHUNKS).entries()) {
    const wanted = Math.ceil((options.max - items.length) / (Math.min(chunks.length, MAX_CHUNKS) - i));
    if (wanted <= 0) break;
    if (Date.now() >= options.deadline) throw new ProviderError("the job's time budget ended", "timeout");
    const reply = await chat.stream(
      {
        messages: [
          { role: "system", content: SYSTEM_PROMPT },
          { role: "user", content: `Write at most ${wanted} items from this text:\n\n${chunk.text}` },
        ],
        temperature: 0.3,
        feature: "chapters",
        ...(options.onUsage ? { onUsage: options.onUsage } : {}),
      },
      () => {},
      AbortSignal.timeout(Math.max(1, options.deadline - Date.now())),
    );
    const parsed = ModelItemsSchema.safeParse(jsonOf(reply));
    if (parsed.success) {
      for (const item of parsed.data.items.slice(0, wanted)) {
        items.push({
          kind: "MCQ",
          stem: item.stem,
          options: item.options.map((text, n) => ({ id: `o${n + 1}`, text })),
          key: `o${item.answerIndex + 1}`,
          explanation: item.explanation,
          source: "pdf",
          page: item.page ?? null,
          quote: item.quote,
        });
      }
    }
    await options.onProgress?.((i + 1) / Math.min(chunks.length, MAX_CHUNKS));
  }
  if (items.length === 0) throw new ProviderError("the model's reply held no usable item", "unusable");
  return items;
}
