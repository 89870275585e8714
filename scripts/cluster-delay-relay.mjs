#!/usr/bin/env node
// `node scripts/cluster-delay-relay.mjs <listen host> <port> <target host> <port> <delay file>`: a TCP
// relay that holds every chunk the target sends back for the milliseconds written in <delay file>
// (0 or missing: none), in order — what `tc netem delay` on the target host's link does to its replies.
// The multi-host bed puts it in front of Redis on the redis host because this machine's kernel
// (Firecracker, no modules) has no sch_netem.
import { readFileSync } from "node:fs";
import { connect, createServer } from "node:net";

const [listenHost, listenPort, targetHost, targetPort, delayFile] = process.argv.slice(2);
let delayMs = 0;
const readDelay = () => {
  try {
    delayMs = Math.max(0, Number(readFileSync(delayFile, "utf8").trim()) || 0);
  } catch {
    delayMs = 0;
  }
};
readDelay();
setInterval(readDelay, 100);

/** Forwards from `from` to `to`, each chunk `delayMs` after it arrived, never out of order. */
function pipeDelayed(from, to) {
  const queue = [];
  let timer = null;
  const pump = () => {
    timer = null;
    while (queue.length > 0 && queue[0].due <= Date.now()) to.write(queue.shift().chunk);
    if (queue.length > 0) timer = setTimeout(pump, queue[0].due - Date.now());
  };
  from.on("data", (chunk) => {
    if (delayMs === 0 && queue.length === 0) return void to.write(chunk);
    queue.push({ due: Date.now() + delayMs, chunk });
    if (!timer) timer = setTimeout(pump, delayMs);
  });
}

createServer((client) => {
  client.setNoDelay(true);
  const upstream = connect(Number(targetPort), targetHost);
  upstream.setNoDelay(true);
  const close = () => {
    client.destroy();
    upstream.destroy();
  };
  for (const s of [client, upstream]) {
    s.on("error", close);
    s.on("close", close);
  }
  client.pipe(upstream);
  pipeDelayed(upstream, client);
}).listen(Number(listenPort), listenHost, () =>
  console.log(`relay ${listenHost}:${listenPort} → ${targetHost}:${targetPort}`),
);
