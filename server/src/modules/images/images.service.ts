import { IMAGE_MAX_BYTES } from "@vidya/core/constants";
import { MESSAGES } from "@vidya/core/messages";
import { imageProblem, readDataUrl } from "@vidya/core/schemas/image";
import type { Context } from "../../context";
import { AppError } from "../../errors";

/** What a client learns about an image it uploaded; the bytes stay in Postgres. */
export interface StoredImageInfo {
  id: string;
  mime: string;
  size: number;
}

/** Image formats recognised by their first bytes; a file named image/* must really be one. */
const SIGNATURES: [string, (b: Buffer) => boolean][] = [
  [
    "image/png",
    (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  ],
  ["image/jpeg", (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff],
  ["image/gif", (b) => b.subarray(0, 4).toString("latin1") === "GIF8"],
  [
    "image/webp",
    (b) => b.subarray(0, 4).toString("latin1") === "RIFF" && b.subarray(8, 12).toString("latin1") === "WEBP",
  ],
  ["image/bmp", (b) => b.subarray(0, 2).toString("latin1") === "BM"],
];

/**
 * Stores an attached image sent as a data URL (the browser already holds one for the preview, SPEC 3).
 * Type and size are checked from the text before anything is decoded, so an oversized upload never
 * allocates its buffer; the decoded bytes must then really be a PNG, JPEG, GIF, WebP or BMP picture.
 */
export async function uploadImage(ctx: Context, userId: string, dataUrl: string): Promise<StoredImageInfo> {
  const parts = readDataUrl(dataUrl);
  if (!parts) throw new AppError("INVALID_IMAGE", MESSAGES.selectImageFile);
  const problem = imageProblem({ type: parts.mime, size: parts.size });
  if (problem)
    throw new AppError(parts.size > IMAGE_MAX_BYTES ? "IMAGE_TOO_LARGE" : "INVALID_IMAGE", problem);
  const bytes = Buffer.from(parts.base64, "base64");
  const actual = SIGNATURES.find(([, matches]) => matches(bytes))?.[0];
  if (!actual) throw new AppError("INVALID_IMAGE", MESSAGES.selectImageFile);
  const row = await ctx.db.storedImage.create({
    data: { ownerId: userId, mime: actual, size: bytes.length, bytes: new Uint8Array(bytes) },
    select: { id: true, mime: true, size: true },
  });
  return row;
}
