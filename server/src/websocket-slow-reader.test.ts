import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import WebSocket, { WebSocketServer } from "ws";
import { dropSlowReader, WS_TOO_SLOW } from "./websocket-slow-reader";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const FRAME = "x".repeat(64 * 1024);

describe("dropSlowReader", () => {
  let wss: WebSocketServer | undefined;
  afterEach(() => new Promise<void>((resolve) => (wss ? wss.close(() => resolve()) : resolve())));

  async function connect() {
    if (!wss) throw new Error("no server");
    const accepted = new Promise<WebSocket>((resolve) => wss?.once("connection", resolve));
    const client = new WebSocket(`ws://127.0.0.1:${(wss.address() as AddressInfo).port}`);
    let received = 0;
    client.on("message", () => {
      received += 1;
    });
    const closed = new Promise<number>((resolve) => client.once("close", (code) => resolve(code)));
    await new Promise((resolve) => client.once("open", resolve));
    const server = await accepted;
    dropSlowReader(server, 256 * 1024);
    return { server, client, closed, received: () => received };
  }

  it("closes a socket that stopped reading with 1013 once its backlog passes the bound, while a reading socket gets every frame", async () => {
    wss = new WebSocketServer({ port: 0, host: "127.0.0.1", perMessageDeflate: false });
    await new Promise((resolve) => wss?.once("listening", resolve));
    const slow = await connect();
    const fast = await connect();
    // The slow client's TCP socket stops reading: the kernel's buffers fill, then the server's.
    (slow.client as unknown as { _socket: import("node:net").Socket })._socket.pause();
    let sent = 0;
    let serverClosed = false;
    slow.server.once("close", () => {
      serverClosed = true;
    });
    for (; sent < 2000 && slow.server.readyState === WebSocket.OPEN; sent++) {
      slow.server.send(FRAME);
      fast.server.send(FRAME);
      if (sent % 16 === 15) await sleep(1);
    }
    // Dropped well before 2,000 frames (128 MB): what waited was bounded.
    expect(slow.server.readyState).not.toBe(WebSocket.OPEN);
    expect(sent).toBeLessThan(2000);
    // The reading client got every frame the server sent it, the slow one did not hold it back.
    for (const deadline = Date.now() + 10_000; fast.received() < sent && Date.now() < deadline; )
      await sleep(20);
    expect(fast.received()).toBe(sent);
    expect(fast.server.readyState).toBe(WebSocket.OPEN);
    // Reading again, the slow client finds the close code that says why.
    (slow.client as unknown as { _socket: import("node:net").Socket })._socket.resume();
    expect(await slow.closed).toBe(WS_TOO_SLOW);
    for (const deadline = Date.now() + 5000; !serverClosed && Date.now() < deadline; ) await sleep(20);
    expect(serverClosed).toBe(true);
    fast.client.close();
  });

  it("leaves a socket that reads alone, however much it is sent", async () => {
    wss = new WebSocketServer({ port: 0, host: "127.0.0.1", perMessageDeflate: false });
    await new Promise((resolve) => wss?.once("listening", resolve));
    const reader = await connect();
    for (let i = 0; i < 200; i++) {
      reader.server.send(FRAME);
      // Paced as a stream is: the backlog drains between frames.
      if (i % 4 === 3) await sleep(5);
    }
    for (const deadline = Date.now() + 10_000; reader.received() < 200 && Date.now() < deadline; )
      await sleep(20);
    expect(reader.received()).toBe(200);
    expect(reader.server.readyState).toBe(WebSocket.OPEN);
    reader.client.close();
  });
});
