/**
 * A TCP proxy in front of PostgreSQL that records every statement a client executes (a simple-protocol
 * Query, or an extended-protocol Execute with the text of the statement its portal was bound to).
 * Used by the class-at-the-bell bench to count the statements one request costs without touching
 * product code or the shared PostgreSQL's settings (pg_stat_statements is not preloaded there).
 */
import { connect, createServer, type Server, type Socket } from "node:net";

export interface CountingProxy {
  /** The same URL with host and port replaced by the proxy's. */
  url: string;
  /** Statement texts executed so far, in order (all connections). */
  statements: string[];
  close(): Promise<void>;
}

const SSL_REQUEST = 80877103;
const GSS_REQUEST = 80877104;

/** Reads a NUL-terminated string at `at`; returns it and the offset after the NUL. */
function cstring(buf: Buffer, at: number): [string, number] {
  const end = buf.indexOf(0, at);
  return [buf.toString("utf8", at, end), end + 1];
}

/** Parses the frontend stream of one connection, recording executed statements. */
function frontendParser(record: (text: string) => void) {
  let pending: Buffer = Buffer.alloc(0);
  // Until the startup message has gone, messages carry no type byte (an SSL or GSS request may come first).
  let started = false;
  const statements = new Map<string, string>();
  const portals = new Map<string, string>();
  return (data: Buffer) => {
    pending = pending.length ? Buffer.concat([pending, data]) : data;
    for (;;) {
      if (!started) {
        if (pending.length < 8) return;
        const len = pending.readInt32BE(0);
        if (pending.length < len) return;
        const code = pending.readInt32BE(4);
        if (code !== SSL_REQUEST && code !== GSS_REQUEST) started = true;
        pending = pending.subarray(len);
        continue;
      }
      if (pending.length < 5) return;
      const len = pending.readInt32BE(1);
      if (pending.length < len + 1) return;
      const type = String.fromCharCode(pending[0] ?? 0);
      const body = pending.subarray(5, len + 1);
      if (type === "Q") record(cstring(body, 0)[0]);
      else if (type === "P") {
        const [name, at] = cstring(body, 0);
        statements.set(name, cstring(body, at)[0]);
      } else if (type === "B") {
        const [portal, at] = cstring(body, 0);
        portals.set(portal, statements.get(cstring(body, at)[0]) ?? "?");
      } else if (type === "E") record(portals.get(cstring(body, 0)[0]) ?? "?");
      pending = pending.subarray(len + 1);
    }
  };
}

export async function startCountingProxy(databaseUrl: string): Promise<CountingProxy> {
  const target = new URL(databaseUrl);
  const statements: string[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    sockets.add(client).add(upstream);
    const parse = frontendParser((text) => statements.push(text));
    client.on("data", (d: Buffer) => {
      parse(d);
      upstream.write(d);
    });
    upstream.pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on("error", end).on("close", end);
    upstream.on("error", end).on("close", end);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const url = new URL(databaseUrl);
  url.hostname = "127.0.0.1";
  url.port = String(typeof address === "object" && address ? address.port : 0);
  return {
    url: url.toString(),
    statements,
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
