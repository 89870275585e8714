import type { IncomingMessage, ServerResponse } from "node:http";
import type { Services } from "../../context";
import { RateLimitError } from "../../errors";
import { clientIp, consumeCostly } from "../../rate-limit";
import { bearerToken, type ViewerResolver } from "../../viewer";
import {
  beginUpload,
  cleanFileName,
  findUpload,
  megabytes,
  readUpload,
  UPLOAD_CHUNK_BYTES,
  UPLOAD_TYPES,
} from "./uploads.service";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function reply(
  res: ServerResponse,
  status: number,
  body: Record<string, unknown>,
  close = false,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent) return;
  res.writeHead(status, {
    "content-type": "application/json",
    "cache-control": "no-store",
    ...(close ? { connection: "close" } : {}),
    ...headers,
  });
  res.end(JSON.stringify(body));
}

/**
 * Refuses a request whose body is still coming: the answer goes out with Connection: close, and
 * the socket is closed once it is written, so the rest of the body is never read.
 */
function refuse(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  code: string,
  message: string,
  extra: { retryAfterSeconds?: number } = {},
): void {
  const socket = req.socket;
  res.once("finish", () => setTimeout(() => socket.destroy(), 50));
  const retry = extra.retryAfterSeconds;
  reply(
    res,
    status,
    { code, message, ...extra },
    true,
    retry === undefined ? {} : { "retry-after": String(retry) },
  );
}

/**
 * POST /upload — the body is the file itself (Content-Type: application/pdf or an image type,
 * X-File-Name: its URI-encoded name, Authorization: Bearer <access token>). It streams into Postgres
 * in 1 MB chunks; a Content-Length over the limit is refused before any byte is read, and a body
 * that grows past it is cut off there. Answers 201 {id, fileName, mimeType, size}.
 * GET /upload/<id> — the owner's file back (card images).
 */
export async function handleUpload(
  services: Services,
  resolveViewer: ViewerResolver,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  try {
    await route(services, resolveViewer, req, res);
  } catch (error) {
    services.logger.error({ err: error }, "upload route failed");
    reply(res, 500, { code: "UPLOAD_FAILED", message: "The upload did not finish. Please try again." }, true);
  }
}

async function route(
  services: Services,
  resolveViewer: ViewerResolver,
  req: IncomingMessage,
  res: ServerResponse,
) {
  const viewer = await resolveViewer(services, bearerToken(req.headers.authorization));
  const path = (req.url ?? "").split("?")[0] ?? "";
  if (!viewer) return refuse(req, res, 401, "UNAUTHENTICATED", "Please sign in to access this page");
  // The same rule as every GraphQL field: an unverified account may not use the app yet.
  if (!viewer.emailVerified)
    return refuse(
      req,
      res,
      403,
      "EMAIL_NOT_VERIFIED",
      "Please verify your email to continue. Check your inbox for a verification link.",
    );
  if (req.method === "GET" && path.startsWith("/upload/"))
    return serve(services, viewer.id, path.slice(8), res);
  if (req.method !== "POST" || path !== "/upload")
    return refuse(req, res, 405, "METHOD_NOT_ALLOWED", "POST a file to /upload.");

  const mimeType = (req.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  const type = UPLOAD_TYPES[mimeType];
  if (!type)
    return refuse(req, res, 415, "UNSUPPORTED_TYPE", "Upload a PDF, or a PNG, JPEG, WebP or GIF image.");
  const tooLarge = `This ${type.what} is larger than ${megabytes(type.maxBytes)}. Please upload a smaller file.`;
  const declared = Number(req.headers["content-length"] ?? Number.NaN);
  if (declared > type.maxBytes) return refuse(req, res, 413, "TOO_LARGE", tooLarge);
  try {
    const ip = clientIp(services.env, req.headers["x-forwarded-for"]?.toString(), req.socket.remoteAddress);
    await consumeCostly({ ...services, ip }, "upload", viewer.id);
  } catch (error) {
    if (!(error instanceof RateLimitError)) throw error;
    return refuse(req, res, 429, error.code, error.message, { retryAfterSeconds: error.retryAfterSeconds });
  }
  const fileName = cleanFileName(
    req.headers["x-file-name"]?.toString(),
    mimeType === "application/pdf" ? "document.pdf" : "image",
  );
  const upload = await beginUpload(services, viewer.id, fileName, mimeType);
  let size = 0;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let checked = false;
  try {
    for await (const piece of req as AsyncIterable<Buffer>) {
      size += piece.length;
      if (size > type.maxBytes) {
        await upload.discard();
        return refuse(req, res, 413, "TOO_LARGE", tooLarge);
      }
      pending.push(piece);
      pendingBytes += piece.length;
      if (!checked && pendingBytes >= 1024) {
        checked = true;
        if (!type.looksRight(Buffer.concat(pending))) {
          await upload.discard();
          return refuse(
            req,
            res,
            415,
            "WRONG_CONTENT",
            `This file is not a ${type.what === "PDF" ? "PDF" : "PNG, JPEG, WebP or GIF image"}.`,
          );
        }
      }
      if (pendingBytes >= UPLOAD_CHUNK_BYTES) {
        await upload.write(Buffer.concat(pending));
        pending = [];
        pendingBytes = 0;
      }
    }
    if (size === 0) {
      await upload.discard();
      return reply(res, 400, { code: "EMPTY", message: "The file is empty." });
    }
    if (!checked && !type.looksRight(Buffer.concat(pending))) {
      await upload.discard();
      return reply(res, 415, {
        code: "WRONG_CONTENT",
        message: `This file is not a ${type.what === "PDF" ? "PDF" : "PNG, JPEG, WebP or GIF image"}.`,
      });
    }
    if (pendingBytes > 0) await upload.write(Buffer.concat(pending));
    await upload.finish(size);
    return reply(res, 201, { id: upload.id, fileName, mimeType, size });
  } catch (error) {
    // The client went away mid-upload, or Postgres failed: nothing half-written is kept.
    await upload.discard().catch(() => undefined);
    services.logger.warn({ err: error, uploadId: upload.id }, "upload failed");
    return reply(res, 500, {
      code: "UPLOAD_FAILED",
      message: "The upload did not finish. Please try again.",
    });
  }
}

async function serve(services: Services, userId: string, id: string, res: ServerResponse): Promise<void> {
  const upload = UUID.test(id) ? await findUpload(services, userId, id) : null;
  if (!upload) return reply(res, 404, { code: "NOT_FOUND", message: "No such file." });
  res.writeHead(200, {
    "content-type": upload.mimeType,
    "content-length": String(upload.size),
    "cache-control": "private, max-age=3600",
    "content-security-policy": "default-src 'none'",
    "x-content-type-options": "nosniff",
    "content-disposition": `${upload.mimeType.startsWith("image/") ? "inline" : "attachment"}; filename*=UTF-8''${encodeURIComponent(upload.fileName)}`,
  });
  for await (const bytes of readUpload(services, upload.id)) {
    if (!res.write(bytes)) await new Promise((resolve) => res.once("drain", resolve));
  }
  res.end();
}
