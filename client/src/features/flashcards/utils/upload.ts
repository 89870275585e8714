import { IMAGE_MAX_BYTES } from "@vidya/core/constants";
import { PDF_MAX_BYTES } from "@vidya/core/flashcards/limits";
import { i18n } from "../../../app/i18n/i18n";
import { localizeMessage } from "../../../app/i18n/localize-message";

export interface Uploaded {
  id: string;
  fileName: string;
  mimeType: string;
  size: number;
}

/** An upload the server refused or that never arrived; `message` is for the student. */
export class UploadError extends Error {
  override name = "UploadError";
}

const LIMITS: Record<string, number> = {
  "application/pdf": PDF_MAX_BYTES,
  "image/png": IMAGE_MAX_BYTES,
  "image/jpeg": IMAGE_MAX_BYTES,
  "image/webp": IMAGE_MAX_BYTES,
  "image/gif": IMAGE_MAX_BYTES,
};

/**
 * Sends a file to POST /upload (the server streams it into Postgres). Sizes are checked here
 * first so a student is not left waiting for a 50 MB upload to be refused.
 */
export async function uploadFile(file: File, token: string | null): Promise<Uploaded> {
  const limit = LIMITS[file.type];
  if (!limit) throw new UploadError(i18n.t("flashcards.upload.wrongType"));
  if (file.size > limit) {
    const mb = Math.round(limit / 1048576);
    const pdf = file.type === "application/pdf";
    throw new UploadError(
      i18n.t(pdf ? "flashcards.upload.pdfTooLarge" : "flashcards.upload.imageTooLarge", { mb }),
    );
  }
  let res: Response;
  try {
    res = await fetch("/upload", {
      method: "POST",
      headers: {
        "content-type": file.type,
        "x-file-name": encodeURIComponent(file.name),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: file,
    });
  } catch {
    throw new UploadError(i18n.t("flashcards.upload.unreachable"));
  }
  const body = (await res.json().catch(() => ({}))) as Partial<Uploaded> & { message?: string };
  if (!res.ok || !body.id)
    throw new UploadError(body.message ? localizeMessage(body.message) : i18n.t("flashcards.upload.failed"));
  return body as Uploaded;
}

/** Fetches an uploaded image with the access token and returns an object URL for <img>. */
export async function imageObjectUrl(path: string, token: string | null): Promise<string | null> {
  const res = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!res.ok) return null;
  return URL.createObjectURL(await res.blob());
}
