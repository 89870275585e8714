import type { IncomingMessage } from "node:http";
import { GraphQLError } from "graphql";
import type { WebSocket, WebSocketServer } from "ws";

/**
 * SPEC 9's heartbeat from the server's side: every `heartbeatMs` each socket is pinged, and one
 * whose pong has not come back within `timeoutMs` is dropped (a silent peer holds nothing for long).
 * Replaces graphql-ws's own keep-alive, which waits a whole interval for the pong.
 */
export function keepAlive(wsServer: WebSocketServer, heartbeatMs: number, timeoutMs: number): void {
  wsServer.on("connection", (socket: WebSocket) => {
    let pongWait: NodeJS.Timeout | undefined;
    const ping = setInterval(() => {
      if (socket.readyState !== socket.OPEN || pongWait) return;
      pongWait = setTimeout(() => socket.terminate(), timeoutMs);
      socket.ping();
    }, heartbeatMs);
    socket.on("pong", () => {
      clearTimeout(pongWait);
      pongWait = undefined;
    });
    socket.once("close", () => {
      clearInterval(ping);
      clearTimeout(pongWait);
    });
  });
}

/** Counts open sockets per user (or address) and refuses one past `max`. */
export function socketQuota(max: number) {
  const open = new Map<string, number>();
  return {
    /** Whether this socket may stay; when it may, it is counted until it closes. */
    admit(key: string, socket: WebSocket): boolean {
      const count = open.get(key) ?? 0;
      if (count >= max) return false;
      open.set(key, count + 1);
      socket.once("close", () => {
        const left = (open.get(key) ?? 1) - 1;
        if (left > 0) open.set(key, left);
        else open.delete(key);
      });
      return true;
    },
  };
}

/** The error for a subscription past the per-socket limit (`active` counts the new one). */
export function tooManySubscriptions(active: number, max: number): GraphQLError[] | null {
  if (active <= max) return null;
  return [
    new GraphQLError(`Too many subscriptions on this connection: at most ${max} at once.`, {
      extensions: { code: "TOO_MANY_SUBSCRIPTIONS" },
    }),
  ];
}

/** The address a socket came from (the proxy's X-Forwarded-For when trusted). */
export function socketAddress(request: IncomingMessage, trustProxy: boolean): string {
  const forwarded = trustProxy
    ? String(request.headers["x-forwarded-for"] ?? "")
        .split(",")[0]
        ?.trim()
    : "";
  return forwarded || request.socket.remoteAddress || "unknown";
}
