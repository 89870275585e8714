import type { PerMessageDeflateOptions } from "ws";

/**
 * permessage-deflate for the GraphQL WebSocket (issue 30). A streamed answer's `next` frames repeat
 * the same JSON envelope (ids, __typename, field names) around a few new words, so the win comes
 * from server context takeover: the envelope is in the window after the first frame and costs a
 * few bytes from then on. The settings are for many sockets on a small box:
 * - a 1 KB window (serverMaxWindowBits 10) still holds the envelope and the last few pieces, and
 *   memLevel 4 with level 1 keep zlib's deflate state to about 12 KB (the default is about 256 KB);
 * - chunkSize 1 KB: Node gives each zlib stream an output buffer of chunkSize (16 KB by default),
 *   and our frames are small;
 * - threshold 64: the deltas are small and, with context takeover, still compress; smaller frames
 *   (connection_ack, ping/pong) are sent as they are, so an idle socket never allocates a deflate
 *   stream (ws creates it on the first compressed message);
 * - concurrencyLimit 4: zlib work runs on libuv's pool (4 threads) and more at once only fragments
 *   memory (ws README, nodejs/node#8871).
 * The client's window is the client's to choose: setting clientMaxWindowBits would refuse the
 * handshake of a browser that does not offer client_max_window_bits, so it is left alone.
 */
export const PER_MESSAGE_DEFLATE: PerMessageDeflateOptions = {
  serverNoContextTakeover: false,
  serverMaxWindowBits: 10,
  zlibDeflateOptions: { level: 1, memLevel: 4, chunkSize: 1024 },
  zlibInflateOptions: { chunkSize: 1024 },
  threshold: 64,
  concurrencyLimit: 4,
};
