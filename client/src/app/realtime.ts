import {
  REALTIME_HEARTBEAT_MS,
  REALTIME_RECONNECT_DELAYS_MS,
  REALTIME_TIMEOUT_MS,
} from "@vidya/core/constants";
import { type Client, type ClientOptions, createClient } from "graphql-ws";

/** The server closes a socket whose token is invalid or has expired with this code. */
export const WS_UNAUTHORIZED = 4401;
/** We close a socket whose pong did not come back in time with this code (then reconnect). */
export const WS_PONG_TIMEOUT = 4408;
/**
 * graphql-ws gives up for good on 4401 (its Unauthorized is fatal and skips `shouldRetry`); for us it
 * means "refresh the session and come back". So graphql-ws sees a 4401 close under this code instead,
 * which it retries like any other; everything we report still says 4401.
 */
const WS_UNAUTHORIZED_RETRY = 4001;
const OPEN = 1;

export interface RealtimeOptions {
  url: string;
  connectionParams: ClientOptions["connectionParams"];
  /** Called on every close with its code (0 when there was none). */
  onClosed?: (code: number) => void;
  onConnected?: () => void;
  /** SPEC 9: a ping every 25 s, 10 s to answer (ack or pong), reconnect after 1, 2, 5, 10 s. */
  heartbeatMs?: number;
  timeoutMs?: number;
  /** The wait for the connection ack, when it should differ from the pong timeout (default: timeoutMs). */
  ackTimeoutMs?: number;
  reconnectDelaysMs?: readonly number[];
  /** Reconnect at once (no delay) after a close with this code, e.g. an expired token. */
  immediateRetryAfter?: number;
  webSocketImpl?: unknown;
}

/**
 * The graphql-ws client with SPEC 9's heartbeat: the connection ack must come within the timeout,
 * a ping goes out every heartbeat and its pong must come back within the timeout, or the socket is
 * closed and opened again after SPEC's delays (1, 2, 5, then every 10 s). Retries never stop.
 */
export function createRealtimeClient(options: RealtimeOptions): Client {
  const timeoutMs = options.timeoutMs ?? REALTIME_TIMEOUT_MS;
  const delays = options.reconnectDelaysMs ?? REALTIME_RECONNECT_DELAYS_MS;
  let socket: { readyState: number; close: (code: number, reason: string) => void } | null = null;
  let pongTimer: ReturnType<typeof setTimeout> | undefined;
  let lastClose = 0;
  const Impl = (options.webSocketImpl ?? globalThis.WebSocket) as typeof WebSocket | undefined;
  return createClient({
    url: options.url,
    lazy: true,
    keepAlive: options.heartbeatMs ?? REALTIME_HEARTBEAT_MS,
    connectionAckWaitTimeout: options.ackTimeoutMs ?? timeoutMs,
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: () => true,
    retryWait: async (retries) => {
      // Only the first retry is immediate, so a token the refresh cannot renew does not spin.
      const delay =
        options.immediateRetryAfter !== undefined &&
        lastClose === options.immediateRetryAfter &&
        retries === 0
          ? 0
          : (delays[Math.min(retries, delays.length - 1)] ?? 0);
      await new Promise((resolve) => setTimeout(resolve, delay));
    },
    ...(Impl ? { webSocketImpl: retryingUnauthorized(Impl) } : {}),
    on: {
      opened: (opened) => {
        socket = opened as typeof socket;
      },
      ping: (received) => {
        if (received) return;
        clearTimeout(pongTimer);
        pongTimer = setTimeout(() => {
          if (socket?.readyState === OPEN) socket.close(WS_PONG_TIMEOUT, "Pong timeout");
        }, timeoutMs);
      },
      pong: (received) => {
        if (received) clearTimeout(pongTimer);
      },
      closed: (event) => {
        clearTimeout(pongTimer);
        socket = null;
        const code = typeof event === "object" && event !== null && "code" in event ? Number(event.code) : 0;
        lastClose = code === WS_UNAUTHORIZED_RETRY ? WS_UNAUTHORIZED : code;
        options.onClosed?.(lastClose);
      },
      connected: () => {
        lastClose = 0;
        options.onConnected?.();
      },
    },
    connectionParams: options.connectionParams,
  });
}

/**
 * The WebSocket class graphql-ws is given: the same, except that the close event of a socket the
 * server closed with 4401 reaches graphql-ws as WS_UNAUTHORIZED_RETRY (see there).
 */
function retryingUnauthorized(Impl: typeof WebSocket): typeof WebSocket {
  const Wrapped = class extends Impl {};
  let proto: object | null = Impl.prototype;
  let onclose: PropertyDescriptor | undefined;
  while (proto && !onclose) {
    onclose = Object.getOwnPropertyDescriptor(proto, "onclose");
    proto = Object.getPrototypeOf(proto);
  }
  const { get, set } = onclose ?? {};
  if (!get || !set) return Impl;
  type Listener = (this: WebSocket, event: CloseEvent) => unknown;
  Object.defineProperty(Wrapped.prototype, "onclose", {
    configurable: true,
    enumerable: true,
    get() {
      return get.call(this);
    },
    set(listener: Listener | null) {
      set.call(
        this,
        listener
          ? function (this: WebSocket, event: CloseEvent) {
              if (event.code !== WS_UNAUTHORIZED) return listener.call(this, event);
              const { reason, wasClean } = event;
              return listener.call(this, { code: WS_UNAUTHORIZED_RETRY, reason, wasClean } as CloseEvent);
            }
          : null,
      );
    },
  });
  return Wrapped;
}

/**
 * The client as GraphQLWsLink sees it, except that an operation whose extensions name a registered
 * document (trusted documents, apollo.ts) goes without its text: the server runs it by hash.
 */
export function sendingHashes(client: Client): Client {
  return {
    ...client,
    subscribe: (payload, sink) =>
      client.subscribe(payload.extensions?.persistedQuery ? { ...payload, query: "" } : payload, sink),
  };
}
