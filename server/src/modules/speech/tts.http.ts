import type { IncomingMessage, ServerResponse } from "node:http";
import type { Services } from "../../context";
import { AppError, RateLimitError } from "../../errors";
import { clientIp, consumeCostly } from "../../rate-limit";
import { bearerToken, type ViewerResolver } from "../../viewer";
import { closedReason, toolAccessOf } from "../consent/tool-access";
import { checkTtsInput, speech, TTS_MAX_CHARS } from "./tts.service";

function reply(res: ServerResponse, status: number, body: Record<string, unknown>, headers = {}): void {
  if (res.headersSent) return;
  res.writeHead(status, { "content-type": "application/json", "cache-control": "no-store", ...headers });
  res.end(JSON.stringify(body));
}

async function readJson(req: IncomingMessage, maxBytes: number): Promise<unknown> {
  let size = 0;
  const parts: Buffer[] = [];
  for await (const piece of req as AsyncIterable<Buffer>) {
    size += piece.length;
    if (size > maxBytes)
      throw new AppError("TEXT_TOO_LONG", `Text to speak must be at most ${TTS_MAX_CHARS} characters.`);
    parts.push(piece);
  }
  try {
    return JSON.parse(Buffer.concat(parts).toString("utf8"));
  } catch {
    throw new AppError("BAD_REQUEST", 'Send JSON: {"text": "...", "lang": "en" | "hi" | "gu"}.');
  }
}

/**
 * POST /tts — the server's voice, for languages the device cannot speak (desktop Chrome has no
 * Gujarati voice): JSON {text (≤ 400 characters), lang: en | hi | gu}, Authorization: Bearer <access
 * token>. Answers audio/wav from espeak-ng, cached per user (tts-cache.ts: bounded, and nothing tells
 * whether a clip came from the cache), within the `tts` rate limit. The voice is a guarded tool: a
 * child without consent, or whose parent switched it off, gets 403 like every other tool (issue 24).
 * Errors are JSON {code, message}.
 */
export async function handleTts(
  services: Services,
  resolveViewer: ViewerResolver,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  try {
    const viewer = await resolveViewer(services, bearerToken(req.headers.authorization));
    if (!viewer)
      return reply(res, 401, { code: "UNAUTHENTICATED", message: "Please sign in to access this page" });
    if (!viewer.emailVerified)
      return reply(res, 403, {
        code: "EMAIL_NOT_VERIFIED",
        message: "Please verify your email to continue. Check your inbox for a verification link.",
      });
    if (req.method !== "POST")
      return reply(res, 405, { code: "METHOD_NOT_ALLOWED", message: "POST JSON to /tts." });
    const body = (await readJson(req, TTS_MAX_CHARS * 8 + 200)) as { text?: unknown; lang?: unknown } | null;
    const input = checkTtsInput(body?.text, body?.lang);
    const closed = closedReason(await toolAccessOf(services, viewer.id), "voice");
    if (closed) return reply(res, 403, closed);
    const ip = clientIp(services.env, req.headers["x-forwarded-for"]?.toString(), req.socket.remoteAddress);
    await consumeCostly({ ...services, ip }, "tts", viewer.id);
    const wav = await speech(services, viewer.id, input.text, input.lang);
    res.writeHead(200, {
      "content-type": "audio/wav",
      "content-length": String(wav.length),
      "cache-control": "private, max-age=86400",
      "x-content-type-options": "nosniff",
    });
    res.end(wav);
  } catch (error) {
    if (error instanceof RateLimitError)
      return reply(
        res,
        429,
        { code: error.code, message: error.message, retryAfterSeconds: error.retryAfterSeconds },
        { "retry-after": String(error.retryAfterSeconds) },
      );
    if (error instanceof AppError) return reply(res, 400, { code: error.code, message: error.message });
    services.logger.error({ err: error }, "tts failed");
    return reply(res, 503, { code: "TTS_FAILED", message: "The server voice is not available right now." });
  }
}
