import type { IncomingMessage, ServerResponse } from "node:http";
import type { ServerEnv } from "./env";

/**
 * Bytes one HTTP request body may hold: 10 MiB, room for an uploadImage data URL (5 MB of image is
 * 7 MB as base64) and for one somewhat over it, which gets the clear "Image < 5MB." rather than a
 * bare 413. The WebSocket's messages are smaller (ServerEnv WS_MAX_PAYLOAD_BYTES).
 */
export const HTTP_MAX_BODY_BYTES = 10 * 1024 * 1024;

/** The origins a browser may call the API from: PUBLIC_URL's, plus CORS_ORIGINS. */
export function allowedOrigins(env: ServerEnv): Set<string> {
  return new Set([new URL(env.PUBLIC_URL).origin, ...env.CORS_ORIGINS]);
}

/**
 * Whether a request's Origin header may call the API. No header: not a cross-site browser request
 * (curl, server-to-server, the test clients). In development any loopback page is allowed too.
 */
export function originAllowed(
  origin: string | undefined | null,
  origins: Set<string>,
  env: ServerEnv,
): boolean {
  if (!origin) return true;
  if (origins.has(origin)) return true;
  return (
    env.NODE_ENV === "development" && /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(origin)
  );
}

/** Yoga's CORS options: credentials only for a listed origin, never an echo of any other. */
export function corsFor(origins: Set<string>, env: ServerEnv) {
  return (request: Request) => {
    const origin = request.headers.get("origin");
    if (!origin || !originAllowed(origin, origins, env)) return false as const;
    return {
      origin: [origin],
      credentials: true,
      methods: ["GET", "POST"],
      allowedHeaders: ["content-type", "authorization", "x-request-id"],
      exposedHeaders: ["x-request-id"],
      maxAge: 600,
    };
  };
}

/** Headers our nginx sets, sent by the server too, so a deployment without that proxy keeps them. */
export function setSecurityHeaders(res: ServerResponse, env: ServerEnv): void {
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("X-Frame-Options", "DENY");
  if (new URL(env.PUBLIC_URL).protocol === "https:") {
    res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  }
}

const JSON_BODY = /^application\/(graphql\+)?json\s*(;|$)/i;

/**
 * Refuses, before Yoga reads it, a /graphql request a browser could send cross-site without a
 * preflight (a form post: urlencoded, multipart or text/plain) or from a foreign Origin, and a body
 * over the size limit. Returns true when it answered.
 */
export function refuseGraphqlRequest(
  req: IncomingMessage,
  res: ServerResponse,
  origins: Set<string>,
  env: ServerEnv,
): boolean {
  if (!originAllowed(req.headers.origin, origins, env)) return refuse(res, 403, "Origin not allowed.");
  if (req.method !== "POST") return false;
  if (!JSON_BODY.test(req.headers["content-type"] ?? "")) {
    return refuse(res, 415, "POST requests must have Content-Type: application/json.");
  }
  const length = req.headers["content-length"];
  if (length === undefined) return refuse(res, 411, "POST requests must have a Content-Length.");
  if (Number(length) > HTTP_MAX_BODY_BYTES) {
    return refuse(res, 413, `Request body is too large: at most ${HTTP_MAX_BODY_BYTES} bytes allowed.`);
  }
  return false;
}

function refuse(res: ServerResponse, status: number, message: string): true {
  res.writeHead(status, { "content-type": "application/json", connection: "close" }).end(
    JSON.stringify({
      errors: [{ message, extensions: { code: status === 403 ? "FORBIDDEN" : "BAD_REQUEST" } }],
    }),
  );
  return true;
}
