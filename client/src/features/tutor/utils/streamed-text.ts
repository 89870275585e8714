import { applyPiece, type TextPiece } from "@vidya/core/ai-reply/text-piece";

/**
 * The one place a streamed answer is put together on the client (tutor, chatbots, voice, grammar
 * explanations): the text held, followed by the event's piece. A piece at offset 0 replaces the text
 * (the first event of a subscription carries the saved text whole; a resynchronisation or a retry
 * replaces too); any other offset must be the end of the text held, else `gap` is true and the text
 * held is kept unchanged (the caller subscribes again and gets the whole text) — never a garbled one.
 */
export function followText(
  have: string,
  piece: TextPiece | null | undefined,
): { text: string; gap: boolean } {
  if (!piece) return { text: have, gap: false };
  const text = applyPiece(have, piece);
  return text === null ? { text: have, gap: true } : { text, gap: false };
}
