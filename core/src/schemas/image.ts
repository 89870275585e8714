import { IMAGE_MAX_BYTES } from "../constants";
import { MESSAGES } from "../messages";

/** The SPEC 5 check of an attached image: an image type, at most 5242880 bytes. Null when fine. */
export function imageProblem(file: { type: string; size: number }): string | null {
  if (!file.type.toLowerCase().startsWith("image/")) return MESSAGES.selectImageFile;
  if (file.size > IMAGE_MAX_BYTES) return MESSAGES.imageTooLarge;
  return null;
}

const DATA_URL = /^data:([a-z]+\/[a-z0-9.+-]+);base64,/i;

/** A data URL's parts, with the decoded size worked out from the text alone (no decoding). */
export interface DataUrlParts {
  mime: string;
  base64: string;
  size: number;
}

/**
 * Reads a `data:<mime>;base64,<data>` URL without decoding it, so an oversized upload is refused
 * before any buffer is allocated. Null when it is not a base64 data URL at all.
 */
export function readDataUrl(dataUrl: string): DataUrlParts | null {
  const head = DATA_URL.exec(dataUrl);
  if (!head?.[1]) return null;
  const base64 = dataUrl.slice(head[0].length);
  if (base64.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) return null;
  const padding = base64.endsWith("==") ? 2 : base64.endsWith("=") ? 1 : 0;
  return { mime: head[1].toLowerCase(), base64, size: (base64.length / 4) * 3 - padding };
}

/** Longest data URL text an image of at most 5242880 bytes can need (base64 plus a generous header). */
export const IMAGE_DATA_URL_MAX_CHARS = Math.ceil(IMAGE_MAX_BYTES / 3) * 4 + 100;
