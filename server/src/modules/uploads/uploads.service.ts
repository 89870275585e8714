import { IMAGE_MAX_BYTES } from "@vidya/core/constants";
import { PDF_MAX_BYTES } from "@vidya/core/schemas/flashcards";
import type { Services } from "../../context";

type Db = Pick<Services, "db">;

/** Bytes per stored chunk: what the server holds in memory per upload at most. */
export const UPLOAD_CHUNK_BYTES = 1024 * 1024;

/** What may be uploaded, with its size limit and the bytes a real file of that type starts with. */
export const UPLOAD_TYPES: Record<
  string,
  { maxBytes: number; what: string; looksRight: (head: Buffer) => boolean }
> = {
  // The PDF header may follow a little junk; readers look for it in the first 1024 bytes.
  "application/pdf": {
    maxBytes: PDF_MAX_BYTES,
    what: "PDF",
    looksRight: (h) => h.subarray(0, 1024).includes("%PDF-"),
  },
  "image/png": { maxBytes: IMAGE_MAX_BYTES, what: "image", looksRight: (h) => h.subarray(0, 8).equals(PNG) },
  "image/jpeg": {
    maxBytes: IMAGE_MAX_BYTES,
    what: "image",
    looksRight: (h) => h[0] === 0xff && h[1] === 0xd8 && h[2] === 0xff,
  },
  "image/gif": {
    maxBytes: IMAGE_MAX_BYTES,
    what: "image",
    looksRight: (h) => h.subarray(0, 4).toString("latin1") === "GIF8",
  },
  "image/webp": {
    maxBytes: IMAGE_MAX_BYTES,
    what: "image",
    looksRight: (h) =>
      h.subarray(0, 4).toString("latin1") === "RIFF" && h.subarray(8, 12).toString("latin1") === "WEBP",
  },
};
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** "20 MB", "5 MB". */
export function megabytes(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024))} MB`;
}

/** A file name safe to store and show: no paths or control characters, 200 characters at most. */
export function cleanFileName(raw: string | null | undefined, fallback: string): string {
  let name = "";
  try {
    name = decodeURIComponent(raw ?? "");
  } catch {
    name = raw ?? "";
  }
  name = name
    .replace(/^.*[\\/]/, "")
    .replace(/[\p{Cc}\p{Cf}]/gu, "")
    .trim()
    .slice(0, 200);
  return name || fallback;
}

/** Writes an upload's bytes chunk by chunk as they arrive; `finish` marks it complete. */
export async function beginUpload(ctx: Db, userId: string, fileName: string, mimeType: string) {
  const row = await ctx.db.upload.create({ data: { userId, fileName, mimeType } });
  let seq = 0;
  return {
    id: row.id,
    async write(bytes: Buffer): Promise<void> {
      await ctx.db.uploadChunk.create({
        data: { uploadId: row.id, seq: seq++, bytes: new Uint8Array(bytes) },
      });
    },
    async finish(size: number): Promise<void> {
      await ctx.db.upload.update({ where: { id: row.id }, data: { size, complete: true } });
    },
    async discard(): Promise<void> {
      await ctx.db.upload.deleteMany({ where: { id: row.id } });
    },
  };
}

/** The user's complete upload, or null (another user's upload does not exist for you). */
export function findUpload(ctx: Db, userId: string, id: string) {
  return ctx.db.upload.findFirst({ where: { id, userId, complete: true } });
}

/** An upload's chunks in order, one query per chunk, so memory stays at one chunk. */
export async function* readUpload(ctx: Db, id: string): AsyncGenerator<Uint8Array> {
  for (let seq = 0; ; seq++) {
    const chunk = await ctx.db.uploadChunk.findUnique({ where: { uploadId_seq: { uploadId: id, seq } } });
    if (!chunk) return;
    yield chunk.bytes;
  }
}
