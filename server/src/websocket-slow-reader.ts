import type { WebSocket } from "ws";

/**
 * The close code of a socket dropped for reading too slowly: 1013 "Try Again Later". graphql-ws's
 * client does not treat it as fatal, so it reconnects and subscribes again, and a streamed answer
 * starts over from its saved text (the same path as a late joiner).
 */
export const WS_TOO_SLOW = 1013;

/** After the close frame is queued, the socket is destroyed this much later if the client has not read it. */
const TERMINATE_AFTER_MS = 2000;

type Send = (data: unknown, options?: unknown, cb?: (err?: Error) => void) => void;

/**
 * Bounds what one socket may have waiting to be written (issue 30, a slow consumer). A client that
 * stops reading (a phone gone into a tunnel, a script that never reads) lets the server's frames pile
 * up in memory; once more than `maxBufferedBytes` wait, the socket is closed with WS_TOO_SLOW and
 * destroyed shortly after, and the frames sent to it meanwhile are dropped. Nobody else waits on it:
 * every other socket's frames go out as before. Install before anything else wraps `send`.
 */
export function dropSlowReader(socket: WebSocket, maxBufferedBytes: number): void {
  const send = socket.send.bind(socket) as unknown as Send;
  let dropped = false;
  const bounded: Send = (data, options, cb) => {
    const callback = typeof options === "function" ? (options as (err?: Error) => void) : cb;
    if (!dropped && socket.bufferedAmount > maxBufferedBytes) {
      dropped = true;
      socket.close(WS_TOO_SLOW, "Reading too slowly");
      setTimeout(() => socket.terminate(), TERMINATE_AFTER_MS).unref();
    }
    // graphql-ws waits on the callback: a dropped frame is done, not an error (the socket is closing).
    if (dropped) return void callback?.();
    send(data, options, cb);
  };
  socket.send = bounded as typeof socket.send;
}
