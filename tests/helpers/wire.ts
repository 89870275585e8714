import { createConnection, type NetConnectOpts, type Socket } from "node:net";
import { type Client, createClient } from "graphql-ws";
import WebSocket from "ws";

/**
 * A graphql-ws client that counts what crosses the wire (issue 30): the bytes its TCP sockets read,
 * and the bytes of the messages they delivered once inflated. With `deflate: false` the client does
 * not offer permessage-deflate, so the server sends frames as they are: the same run can measure both.
 */
export function meteredWsClient(
  wsUrl: string,
  connectionParams: Record<string, unknown>,
  options: { deflate?: boolean; compressOwnMessages?: boolean; lazy?: boolean } = {},
) {
  const tcp: Socket[] = [];
  const agreed: string[] = [];
  let payloadBytes = 0;
  let frames = 0;
  // Node's ws compresses only its own messages of 1 KB or more; a browser compresses all of them,
  // which makes the server keep an inflate stream too: `compressOwnMessages` is the browser's way.
  const perMessageDeflate =
    options.deflate === false ? false : options.compressOwnMessages ? { threshold: 0 } : true;
  class Metered extends WebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      super(address, protocols, {
        perMessageDeflate,
        // ws passes connect options and, for a plain ws:// URL, calls net.createConnection with them.
        createConnection: ((opts: NetConnectOpts, listener?: () => void) => {
          const socket = createConnection(opts, listener);
          tcp.push(socket);
          return socket;
        }) as typeof createConnection,
      });
      this.once("upgrade", (res) => agreed.push(res.headers["sec-websocket-extensions"] ?? ""));
      this.on("message", (data: Buffer) => {
        payloadBytes += data.length;
        frames += 1;
      });
    }
  }
  const client: Client = createClient({
    url: wsUrl,
    webSocketImpl: Metered,
    connectionParams,
    retryAttempts: 0,
    // lazy: false opens the socket at once, as a client holding it with no operation yet.
    lazy: options.lazy ?? true,
  });
  const wireBytes = () => tcp.reduce((sum, s) => sum + s.bytesRead, 0);
  // What the connection cost before its first operation (the handshake's response, connection_ack).
  let atAck = { wire: 0, payload: 0, frames: 0 };
  client.on("connected", () => {
    atAck = { wire: wireBytes(), payload: payloadBytes, frames };
  });
  return {
    client,
    /** Bytes read from TCP so far: the handshake's response and every frame, as sent. */
    wireBytes,
    /** Bytes (on the wire, inflated) and frames received since the server acknowledged the connection. */
    sinceAck: () => ({
      wire: wireBytes() - atAck.wire,
      payload: payloadBytes - atAck.payload,
      frames: frames - atAck.frames,
    }),
    /** Bytes of the messages received so far, inflated (what the wire would carry uncompressed, less framing). */
    payloadBytes: () => payloadBytes,
    frames: () => frames,
    /** Each handshake's Sec-WebSocket-Extensions answer, e.g. "permessage-deflate; server_max_window_bits=10". */
    extensions: () => [...agreed],
  };
}
