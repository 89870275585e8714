import { connect, createServer, type Server, type Socket } from "node:net";

/**
 * A TCP proxy on a free loopback port to `target`: `cut()` drops every connection and stops
 * listening (the service "goes away"), `restore()` listens again on the same port.
 */
export async function startTcpProxy(targetPort: number, targetHost = "127.0.0.1") {
  const sockets = new Set<Socket>();
  const listen = (port: number) =>
    new Promise<Server>((resolve, reject) => {
      const server = createServer((client) => {
        const upstream = connect(targetPort, targetHost);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.once("close", () => sockets.delete(s));
          s.on("error", () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => resolve(server));
    });
  let server = await listen(0);
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("proxy has no port");
  const port = address.port;
  const close = async () => {
    for (const s of sockets) s.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return {
    port,
    cut: close,
    async restore() {
      server = await listen(port);
    },
    close,
  };
}
