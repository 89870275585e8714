import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import WebSocket, { WebSocketServer } from "ws";
import { createRealtimeClient, WS_PONG_TIMEOUT, WS_UNAUTHORIZED } from "../../client/src/app/realtime";
import { fileDatabaseUrl } from "../helpers/database";
import { type ServerProc, startServer, uniquePrefix } from "../helpers/processes";
import { accessToken, createUser } from "../helpers/users";

// SPEC 9: heartbeat 25 s, timeout 10 s, reconnect after 1, 2, 5, 10 s. The server's intervals come
// from env and the client's from options, so here they run a hundred times faster (ms, not s).
const HEARTBEAT = 300;
const TIMEOUT = 200;

describe("server heartbeat", () => {
  let server: ServerProc;
  beforeAll(async () => {
    server = await startServer({
      DATABASE_URL: fileDatabaseUrl(),
      REDIS_URL: inject("redisUrl"),
      REDIS_PREFIX: uniquePrefix(),
      REALTIME_HEARTBEAT_MS: String(HEARTBEAT),
      REALTIME_TIMEOUT_MS: String(TIMEOUT),
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  /** An acknowledged graphql-ws socket; `autoPong: false` makes it a peer that never answers pings. */
  async function acknowledged(autoPong: boolean) {
    const socket = new WebSocket(server.wsUrl, "graphql-transport-ws", { autoPong });
    let pings = 0;
    socket.on("ping", () => pings++);
    const closed = new Promise<number>((resolve) => socket.once("close", () => resolve(Date.now())));
    await new Promise((resolve) => socket.once("open", resolve));
    const openedAt = Date.now();
    socket.send(JSON.stringify({ type: "connection_init", payload: {} }));
    await new Promise((resolve) => socket.once("message", resolve));
    return { socket, closed, pings: () => pings, openedAt };
  }

  it("drops a client that does not answer a ping within the timeout", async () => {
    const silent = await acknowledged(false);
    const closedAt = await silent.closed;
    expect(silent.pings()).toBe(1);
    // The first ping comes after one heartbeat; the drop, one timeout later.
    expect(closedAt - silent.openedAt).toBeGreaterThanOrEqual(HEARTBEAT + TIMEOUT - 100);
    expect(closedAt - silent.openedAt).toBeLessThan(HEARTBEAT + TIMEOUT + 1_000);
  });

  it("keeps a client that answers", async () => {
    const live = await acknowledged(true);
    await vi.waitFor(() => expect(live.pings()).toBeGreaterThanOrEqual(4), { timeout: 10_000 });
    expect(live.socket.readyState).toBe(WebSocket.OPEN);
    live.socket.close();
  });
  it("comes back with a fresh token when the server closes the socket with 4401 (token expired)", async () => {
    const user = await createUser(fileDatabaseUrl());
    // The first token expires within two seconds; the "refreshed" one is good for an hour.
    const tokens = [await accessToken({ ...user, emailVerified: true }, undefined, 2), user.token];
    let asked = 0;
    const closes: number[] = [];
    const realtime = createRealtimeClient({
      url: server.wsUrl,
      connectionParams: () => ({ authorization: `Bearer ${tokens[Math.min(asked++, 1)]}` }),
      heartbeatMs: HEARTBEAT,
      timeoutMs: TIMEOUT,
      // The ack waits for the server to check the token against the database; on a busy machine that
      // can take longer than the hundred-times-faster pong timeout, and a 4504 would hide the 4401.
      ackTimeoutMs: 10_000,
      reconnectDelaysMs: [100],
      immediateRetryAfter: WS_UNAUTHORIZED,
      onClosed: (code) => closes.push(code),
      webSocketImpl: WebSocket,
    });
    const received: unknown[] = [];
    const errors: unknown[] = [];
    const stop = realtime.subscribe(
      { query: "subscription { focusTimer { version } }" },
      { next: (value) => received.push(value), error: (error) => errors.push(error), complete: () => {} },
    );
    try {
      await vi.waitFor(() => expect(closes).toContain(WS_UNAUTHORIZED), { timeout: 10_000 });
      // The subscription is not ended with an error: the client asks for a token again and
      // resubscribes, and the timer's state arrives once more on the new socket.
      await vi.waitFor(() => expect(received.length).toBeGreaterThanOrEqual(2), { timeout: 10_000 });
      expect(asked).toBe(2);
      expect(errors).toEqual([]);
    } finally {
      stop();
      await Promise.resolve(realtime.dispose()).catch(() => {});
    }
  });
});

describe("client heartbeat and reconnects", () => {
  const DELAYS = [100, 200, 500, 1_000];

  /** A graphql-ws peer that accepts sockets and records them, but answers only as `behave` says. */
  async function fakeServer(behave: (socket: WebSocket) => void) {
    const http = createServer();
    const wss = new WebSocketServer({ server: http, handleProtocols: () => "graphql-transport-ws" });
    const sockets: { openedAt: number; closedAt?: number; code?: number }[] = [];
    wss.on("connection", (socket) => {
      const entry: (typeof sockets)[number] = { openedAt: Date.now() };
      sockets.push(entry);
      socket.on("close", (code) => Object.assign(entry, { closedAt: Date.now(), code }));
      behave(socket);
    });
    await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
    const url = `ws://127.0.0.1:${(http.address() as AddressInfo).port}`;
    return {
      url,
      sockets,
      /** After the client is disposed: waits for its last socket to close, then stops. */
      close: async () => {
        await vi.waitFor(() => expect(sockets.every((socket) => socket.closedAt)).toBe(true));
        wss.close();
        http.close();
      },
    };
  }

  function client(url: string) {
    const realtime = createRealtimeClient({
      url,
      connectionParams: {},
      heartbeatMs: HEARTBEAT,
      timeoutMs: TIMEOUT,
      reconnectDelaysMs: DELAYS,
      webSocketImpl: WebSocket,
    });
    const stop = realtime.subscribe(
      { query: "subscription { focusTimer { id } }" },
      {
        next: () => {},
        error: () => {},
        complete: () => {},
      },
    );
    return {
      dispose: () => {
        stop();
        // dispose() rejects with the close event when a connection attempt was under way.
        Promise.resolve(realtime.dispose()).catch(() => {});
      },
    };
  }

  it("gives up on a missing connection ack after the timeout, then retries after 1, 2, 5, 10 (here ms/10)", async () => {
    const silent = await fakeServer(() => {});
    const c = client(silent.url);
    await vi.waitFor(() => expect(silent.sockets.length).toBeGreaterThanOrEqual(5), { timeout: 15_000 });
    c.dispose();
    await silent.close();
    const [first, second, third, fourth, fifth] = silent.sockets;
    for (const socket of [first, second, third, fourth]) {
      // graphql-ws closes with 4504 "Connection acknowledgement timeout".
      expect(socket?.code).toBe(4504);
      const lived = (socket?.closedAt ?? 0) - (socket?.openedAt ?? 0);
      expect(lived).toBeGreaterThanOrEqual(TIMEOUT - 20);
      expect(lived).toBeLessThan(TIMEOUT + 500);
    }
    const gaps = [
      [first, second],
      [second, third],
      [third, fourth],
      [fourth, fifth],
    ].map(([a, b]) => (b?.openedAt ?? 0) - (a?.closedAt ?? 0));
    gaps.forEach((gap, i) => {
      expect(gap).toBeGreaterThanOrEqual((DELAYS[i] ?? 0) - 20);
      expect(gap).toBeLessThan((DELAYS[i] ?? 0) + 400);
    });
  });

  it("closes a socket whose pong does not come back within the timeout, then reconnects", async () => {
    // Acknowledges, but never answers the client's graphql-ws pings.
    const mute = await fakeServer((socket) => {
      socket.on("message", (data) => {
        const message = JSON.parse(String(data)) as { type: string };
        if (message.type === "connection_init") socket.send(JSON.stringify({ type: "connection_ack" }));
      });
    });
    const c = client(mute.url);
    await vi.waitFor(() => expect(mute.sockets.length).toBeGreaterThanOrEqual(2), { timeout: 10_000 });
    c.dispose();
    await mute.close();
    const [first, second] = mute.sockets;
    expect(first?.code).toBe(WS_PONG_TIMEOUT);
    const lived = (first?.closedAt ?? 0) - (first?.openedAt ?? 0);
    // A ping one heartbeat after the ack, then the timeout.
    expect(lived).toBeGreaterThanOrEqual(HEARTBEAT + TIMEOUT - 20);
    expect(lived).toBeLessThan(HEARTBEAT + TIMEOUT + 800);
    // The ack reset the retry count: the first delay again.
    const gap = (second?.openedAt ?? 0) - (first?.closedAt ?? 0);
    expect(gap).toBeGreaterThanOrEqual((DELAYS[0] ?? 0) - 20);
    expect(gap).toBeLessThan((DELAYS[0] ?? 0) + 400);
  });
});
