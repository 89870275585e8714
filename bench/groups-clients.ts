/** Lean WebSocket subscribers for bench/groups.bench.ts (graphql-transport-ws by hand, and bare). */
import WebSocket from "ws";

/** Called with the message body ("bench:<k>") and the receive time. */
export type OnReceive = (body: string, at: number) => void;

const BODY = /"body":"(bench:\d+)"/;

function bodyOf(raw: WebSocket.RawData): string | null {
  // Both sides parse the frame: the measurement includes what a browser would do with it.
  const text = raw.toString();
  JSON.parse(text);
  return BODY.exec(text)?.[1] ?? null;
}

export const BENCH_SUBSCRIPTION = `subscription($g: ID!) { groupMessageEvents(groupId: $g) {
  type seq message { id seq clientId senderId senderName body createdAt editedAt deletedAt } } }`;

/** One graphql-ws subscriber to our server; resolves once the server said SUBSCRIBED. */
export function ourSubscriber(
  wsUrl: string,
  token: string,
  groupId: string,
  onReceive: OnReceive,
): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(wsUrl, "graphql-transport-ws");
    const timer = setTimeout(() => reject(new Error("subscribe timeout")), 60_000);
    ws.on("error", reject);
    ws.on("open", () =>
      ws.send(JSON.stringify({ type: "connection_init", payload: { authorization: `Bearer ${token}` } })),
    );
    ws.on("message", (raw) => {
      const at = performance.now();
      const text = raw.toString();
      if (text.includes('"connection_ack"')) {
        ws.send(
          JSON.stringify({
            id: "1",
            type: "subscribe",
            payload: { query: BENCH_SUBSCRIPTION, variables: { g: groupId } },
          }),
        );
      } else if (text.includes('"SUBSCRIBED"')) {
        clearTimeout(timer);
        resolve(ws);
      } else if (text.includes('"ping"')) {
        ws.send('{"type":"pong"}');
      } else {
        const body = bodyOf(raw);
        if (body) onReceive(body, at);
        else if (text.includes('"error"')) reject(new Error(text));
      }
    });
  });
}

/** One subscriber to the bare broadcast server. */
export function bareSubscriber(url: string, groupId: string, onReceive: OnReceive): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.on("error", reject);
    ws.on("open", () => ws.send(JSON.stringify({ group: groupId })));
    ws.on("message", (raw) => {
      const at = performance.now();
      if (raw.toString() === '{"type":"ready"}') return resolve(ws);
      const body = bodyOf(raw);
      if (body) onReceive(body, at);
    });
  });
}

/** Opens `n` connections, `batch` at a time. */
export async function openAll<T>(n: number, open: (i: number) => Promise<T>, batch = 50): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < n; i += batch) {
    out.push(...(await Promise.all(Array.from({ length: Math.min(batch, n - i) }, (_, j) => open(i + j)))));
  }
  return out;
}

/** Resident memory of a process in bytes (Linux). */
export async function rssBytes(pid: number): Promise<number> {
  const { readFile } = await import("node:fs/promises");
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  return Number(kb ?? 0) * 1024;
}

/** CPU time (user + system) a process has used so far, in ms (Linux, 100 ticks per second). */
export async function cpuMs(pid: number): Promise<number> {
  const { readFile } = await import("node:fs/promises");
  const stat = await readFile(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
