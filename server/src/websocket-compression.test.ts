import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import WebSocket, { WebSocketServer } from "ws";
import { compressStreamedAnswersOnly, PER_MESSAGE_DEFLATE } from "./websocket-compression";

const piece = (text: string) =>
  JSON.stringify({
    id: "1",
    type: "next",
    payload: { data: { aiTask: { partialDelta: { offset: 1, text } } } },
  });
const timer = JSON.stringify({
  id: "2",
  type: "next",
  payload: { data: { focusTimer: { status: "IDLE" } } },
});
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Waits (on a busy machine, up to 5 s) until `check` holds. */
async function until(check: () => boolean) {
  for (const deadline = Date.now() + 5000; !check() && Date.now() < deadline; ) await sleep(10);
  return check();
}

/** The server socket's deflate stream, read from ws's private state as the code under test does. */
const deflateOf = (socket: WebSocket) =>
  (socket as unknown as { _extensions: Record<string, { _deflate: unknown }> })._extensions[
    "permessage-deflate"
  ]?._deflate ?? null;

describe("compressStreamedAnswersOnly", () => {
  let wss: WebSocketServer | undefined;
  afterEach(() => new Promise<void>((resolve) => (wss ? wss.close(() => resolve()) : resolve())));

  async function pair(idleMs: number) {
    wss = new WebSocketServer({ port: 0, host: "127.0.0.1", perMessageDeflate: PER_MESSAGE_DEFLATE });
    await new Promise((resolve) => wss?.once("listening", resolve));
    const accepted = new Promise<WebSocket>((resolve) => wss?.once("connection", resolve));
    const client = new WebSocket(`ws://127.0.0.1:${(wss.address() as AddressInfo).port}`);
    const received: string[] = [];
    client.on("message", (data: Buffer) => received.push(data.toString()));
    await new Promise((resolve) => client.once("open", resolve));
    const server = await accepted;
    compressStreamedAnswersOnly(server, idleMs);
    return { server, client, received };
  }

  it("allocates no compressor for other frames, one for a piece, and frees it once idle; the client reads on", async () => {
    const { server, client, received } = await pair(100);
    try {
      server.send(timer);
      expect(await until(() => received.length === 1)).toBe(true);
      expect(deflateOf(server)).toBeNull();
      // ws creates the compressor as it starts compressing, before send returns.
      server.send(piece("the leaves make food from sunlight, water and carbon dioxide"));
      expect(deflateOf(server)).not.toBeNull();
      expect(await until(() => received.length === 2)).toBe(true);
      expect(await until(() => deflateOf(server) === null)).toBe(true);
      // A new compressor after the old one was freed: the client, which kept its window, reads it whole.
      server.send(piece("and the roots take up water"));
      expect(await until(() => received.length === 3)).toBe(true);
      expect(received).toEqual([
        timer,
        piece("the leaves make food from sunlight, water and carbon dioxide"),
        piece("and the roots take up water"),
      ]);
    } finally {
      client.close();
    }
  });
});
