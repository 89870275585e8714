import type { PerMessageDeflateOptions, WebSocket } from "ws";

/**
 * permessage-deflate for the GraphQL WebSocket (issue 30). A streamed answer's `next` frames repeat
 * the same JSON envelope (ids, __typename, field names) around a few new words, so the win comes
 * from server context takeover: the envelope is in the window after the first frame and costs a
 * few bytes from then on. The settings are for many sockets on a small box:
 * - a 1 KB window (serverMaxWindowBits 10) still holds the envelope and the last few pieces, and
 *   with memLevel 4 and level 1 a deflate stream costs about 85 KB of RSS where ws's defaults cost
 *   about 220 KB (measured: bench/ws-wire.bench.ts; Node's zlib, Chromium's fork, seems to keep a
 *   64 KB hash table whatever memLevel says: memLevel 1 to 8 all measured 75–95 KB);
 * - chunkSize 1 KB: Node gives each zlib stream an output buffer of chunkSize (16 KB by default),
 *   and our frames are small;
 * - threshold 64: the deltas are small and, with context takeover, still compress;
 * - concurrencyLimit 4: zlib work runs on libuv's pool (4 threads) and more at once only fragments
 *   memory (ws README, nodejs/node#8871).
 * Even so, 85 KB a socket is much: ws creates the deflate stream on a socket's first compressed
 * message and keeps it while the socket is open. So only streamed answers are compressed
 * (compressStreamedAnswersOnly), and a socket's deflate stream is closed once it has sent none for
 * WS_COMPRESSION_IDLE_MS: the sockets that are streaming pay for it, an idle one holding a focus
 * timer or a group never allocates zlib, and one that streamed gives it back.
 * What the client sends is the client's to compress (a browser compresses every message, so the
 * server keeps an inflate stream, 12–20 KB measured, from connection_init on), and its window is the
 * client's to choose: setting clientMaxWindowBits would refuse the handshake of a browser that does
 * not offer client_max_window_bits, so it is left alone.
 */
export const PER_MESSAGE_DEFLATE: PerMessageDeflateOptions = {
  serverNoContextTakeover: false,
  serverMaxWindowBits: 10,
  zlibDeflateOptions: { level: 1, memLevel: 4, chunkSize: 1024 },
  zlibInflateOptions: { chunkSize: 1024 },
  threshold: 64,
  concurrencyLimit: 4,
};

/** The field every streamed answer's frame carries (the aiTask subscription's pieces). */
const STREAMED = '"partialDelta":';

type Send = (data: string, options: { compress: boolean }, cb?: (err?: Error) => void) => void;

/**
 * What this reads of ws's private per-socket state (ws 8): the negotiated extension, whose deflate
 * stream it closes, and the sender's state (0: not compressing, nothing queued). Should a later ws
 * name them otherwise, nothing is released and compression works as before.
 */
interface WsInternals {
  _extensions?: Record<string, { _deflate?: { close(): void } | null } | undefined>;
  _sender?: { _state?: unknown; _queue?: unknown[] } | null;
}

/**
 * Makes `socket` compress only the frames of streamed answers (those carrying partialDelta): their
 * many small frames repeat one envelope, which is where compression pays; any other frame goes as
 * it is, so a socket that never streams never allocates a deflate stream. `idleMs` after its last
 * compressed frame the socket's deflate stream is closed (ws makes a new one for the next): the
 * client's inflater keeps its window, and a new stream only refers back to what it sent itself, so
 * the client reads it as before. graphql-ws sends with `send(data, callback)`.
 */
export function compressStreamedAnswersOnly(socket: WebSocket, idleMs: number): void {
  const internals = socket as unknown as WsInternals;
  let timer: NodeJS.Timeout | undefined;
  const release = () => {
    const extension = internals._extensions?.["permessage-deflate"];
    const sender = internals._sender;
    if (!extension?._deflate || !sender || typeof sender._state !== "number") return;
    // Mid-compression (or more queued behind it): closing now would fail that frame; try again later.
    if (sender._state !== 0 || (sender._queue?.length ?? 0) > 0) return arm();
    const deflate = extension._deflate;
    extension._deflate = null;
    deflate.close();
  };
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(release, idleMs);
    timer.unref();
  };
  socket.once("close", () => clearTimeout(timer));
  const send = socket.send.bind(socket) as unknown as Send;
  const only = (data: unknown, cb?: (err?: Error) => void) => {
    const compress = typeof data === "string" && data.includes(STREAMED);
    send(data as string, { compress }, cb);
    if (compress) arm();
  };
  socket.send = only as typeof socket.send;
}
