/**
 * A streamed answer travels as pieces: `text` goes at `offset` of what the receiver already has.
 * Offset 0 means "replace everything with this text" (a first event, a resynchronisation, a retry,
 * or a text that did not extend the last one); any other offset appends and must equal the length
 * of the text the receiver holds, or the receiver has missed a piece.
 */
export interface TextPiece {
  offset: number;
  text: string;
}

/**
 * The piece that turns `before` into `after`: only the new end when `after` extends `before`, the
 * whole of `after` at offset 0 when it does not (a model's decoded text may change its mind), and
 * null when nothing changed.
 */
export function pieceBetween(before: string, after: string): TextPiece | null {
  if (after === before) return null;
  if (before !== "" && after.startsWith(before))
    return { offset: before.length, text: after.slice(before.length) };
  return { offset: 0, text: after };
}

/**
 * `have` with `piece` applied, or null when the piece does not fit (its offset is not the end of
 * `have`: a piece was missed), in which case the receiver must get the whole text again rather than
 * show a garbled one.
 */
export function applyPiece(have: string, piece: TextPiece): string | null {
  if (piece.offset === 0) return piece.text;
  if (piece.offset !== have.length) return null;
  return have + piece.text;
}
