/**
 * The baseline for bench/groups.bench.ts: a bare `ws` broadcast server. It subscribes to Redis and
 * sends each published frame, as is, to the sockets that joined that group. No GraphQL, no auth,
 * no access checks: the floor our chat fan-out is compared against. Run by the bench, not alone.
 */
import { createServer } from "node:http";
import { Redis } from "ioredis";
import { type WebSocket, WebSocketServer } from "ws";

const port = Number(process.env.PORT);
const prefix = process.env.REDIS_PREFIX ?? "bare";
const rooms = new Map<string, Set<WebSocket>>();
const sub = new Redis(process.env.REDIS_URL ?? "redis://127.0.0.1:6379");

sub.on("pmessage", (_pattern: string, channel: string, message: string) => {
  const group = channel.slice(channel.lastIndexOf(":") + 1);
  for (const socket of rooms.get(group) ?? []) socket.send(message);
});
await sub.psubscribe(`${prefix}:bare:*`);

const http = createServer();
const wss = new WebSocketServer({ server: http });
wss.on("connection", (socket) => {
  socket.once("message", (raw) => {
    const { group } = JSON.parse(raw.toString()) as { group: string };
    let room = rooms.get(group);
    if (!room) {
      room = new Set();
      rooms.set(group, room);
    }
    room.add(socket);
    socket.on("close", () => room?.delete(socket));
    socket.send('{"type":"ready"}');
  });
});
http.listen(port, "127.0.0.1", () => console.log(`bare listening ${port}`));
process.on("SIGTERM", () => {
  for (const c of wss.clients) c.terminate();
  sub.disconnect();
  http.close(() => process.exit(0));
});
