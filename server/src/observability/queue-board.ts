import type { IncomingMessage, ServerResponse } from "node:http";
import { createBullBoard } from "@bull-board/api";
import { BullMQAdapter } from "@bull-board/api/bullMQAdapter";
import { ExpressAdapter } from "@bull-board/express";
import type { Queues } from "../queues";
import { sameSecret } from "./metrics";

/** Where BullMQ's board (bull-board) is served. */
export const BOARD_PATH = "/admin/queues";

/**
 * BullMQ's board for every queue, behind HTTP basic auth with ADMIN_USER / ADMIN_PASSWORD: anyone
 * else gets 401. Returns null (the route answers 404) when no admin is configured.
 */
export function createQueueBoard(queues: Queues, admin: { user?: string; password?: string }) {
  const { user, password } = admin;
  if (!user || !password) return null;
  const adapter = new ExpressAdapter().setBasePath(BOARD_PATH);
  createBullBoard({ queues: Object.values(queues).map((q) => new BullMQAdapter(q)), serverAdapter: adapter });
  const board = adapter.getRouter() as unknown as (req: IncomingMessage, res: ServerResponse) => void;
  const expected = `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;
  return (req: IncomingMessage, res: ServerResponse) => {
    if (!sameSecret(req.headers.authorization ?? "", expected)) {
      res
        .writeHead(401, { "content-type": "text/plain", "www-authenticate": 'Basic realm="Vidya admin"' })
        .end("Unauthorized");
      return;
    }
    // The board's app is written to be mounted at BOARD_PATH; it sees the rest of the path.
    req.url = req.url?.slice(BOARD_PATH.length) || "/";
    board(req, res);
  };
}
