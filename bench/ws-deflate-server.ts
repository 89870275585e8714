/**
 * For bench/ws-wire.bench.ts: a bare `ws` server with the server's compression settings
 * (server/src/websocket-compression.ts) and nothing else, so what a socket costs here is `ws` and
 * zlib alone, without GraphQL's garbage; it compresses only streamed answers, as the server does. A
 * socket opened with ?send=timer is sent the client's focus-timer event (not compressed), with
 * ?send=piece one piece of a streamed answer (compressed: a deflate stream); a message from the
 * client is read (inflated when the client compressed it) and answered with "ok".
 * WS_COMPRESSION_IDLE_MS is the server's (30 s, as in production, unless the bench sets it lower).
 * GET /stats collects garbage and answers the process's memory. Run by the bench, not alone.
 */
import { createServer } from "node:http";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { WebSocketServer } from "ws";
import { compressStreamedAnswersOnly, PER_MESSAGE_DEFLATE } from "../server/src/websocket-compression";

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

const PIECE = JSON.stringify({
  id: "2",
  type: "next",
  payload: {
    data: {
      aiTask: {
        __typename: "AiTask",
        id: "0a1b2c3d-4e5f-4a7b-8c9d-0e1f2a3b4c5d",
        status: "RUNNING",
        partialDelta: { __typename: "TextPiece", offset: 120, text: "the leaves " },
      },
    },
  },
});
const TIMER = JSON.stringify({
  id: "1",
  type: "next",
  payload: {
    data: {
      focusTimer: {
        __typename: "FocusTimer",
        id: "9f0c2d4e-5b6a-4c7d-8e9f-0a1b2c3d4e5f",
        status: "IDLE",
        sessionType: "FOCUS",
        sessionCount: 0,
        endsAt: null,
        remainingSeconds: 1500,
        phaseSeconds: 1500,
        minuteSeconds: 60,
        settings: { focusMinutes: 25, shortBreakMinutes: 5, longBreakMinutes: 15 },
        version: 1,
        updatedAt: "2026-11-28T10:00:00.000Z",
        serverNow: "2026-11-28T10:00:00.000Z",
        lastEvents: [],
      },
    },
  },
});

const http = createServer((req, res) => {
  if (req.url !== "/stats") return void res.writeHead(404).end();
  gc();
  gc();
  res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(process.memoryUsage()));
});
const wss = new WebSocketServer({ server: http, perMessageDeflate: PER_MESSAGE_DEFLATE });
wss.on("connection", (socket, req) => {
  compressStreamedAnswersOnly(socket, Number(process.env.WS_COMPRESSION_IDLE_MS ?? 30_000));
  if (req.url?.includes("send=timer")) socket.send(TIMER);
  if (req.url?.includes("send=piece")) socket.send(PIECE);
  socket.on("message", () => socket.send("ok"));
});
http.listen(Number(process.env.PORT), "127.0.0.1", () => console.log("deflate server listening"));
