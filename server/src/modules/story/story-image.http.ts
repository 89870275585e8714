import type { IncomingMessage, ServerResponse } from "node:http";
import type { Services } from "../../context";
import { bearerToken, type ViewerResolver } from "../../viewer";
import { storyImage } from "./story.service";

function reply(res: ServerResponse, status: number, code: string, message: string): void {
  res.writeHead(status, { "content-type": "application/json", "cache-control": "no-store" });
  res.end(JSON.stringify({ code, message }));
}

/**
 * GET /story-image/<sceneId> — a story scene's picture, from our own origin (never the provider's
 * URL), for the story's owner only (Authorization: Bearer <access token>); anyone else gets 404.
 */
export async function handleStoryImage(
  services: Services,
  resolveViewer: ViewerResolver,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
): Promise<void> {
  try {
    if (req.method !== "GET") return reply(res, 405, "METHOD_NOT_ALLOWED", "GET a story picture.");
    const viewer = await resolveViewer(services, bearerToken(req.headers.authorization));
    if (!viewer) return reply(res, 401, "UNAUTHENTICATED", "Please sign in to access this page");
    const image = await storyImage({ db: services.db }, viewer.id, path.slice("/story-image/".length));
    if (!image) return reply(res, 404, "NOT_FOUND", "No such picture.");
    res.writeHead(200, {
      "content-type": image.mime,
      "content-length": String(image.bytes.length),
      "cache-control": "private, max-age=86400",
      "content-security-policy": "default-src 'none'",
      "x-content-type-options": "nosniff",
    });
    res.end(Buffer.from(image.bytes));
  } catch (error) {
    services.logger.error({ err: error }, "story image failed");
    reply(res, 500, "FAILED", "The picture could not be loaded.");
  }
}
