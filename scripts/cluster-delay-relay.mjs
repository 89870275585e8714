#!/usr/bin/env node
// `node scripts/cluster-delay-relay.mjs <listen host> <port> <target host> <port> <delay file>`: a TCP
// relay that holds every chunk the target sends back for the milliseconds written in <delay file>
// (0 or missing: none), in order — what `tc netem delay` on the target host's link does to its replies.
// The file may say "<delay> <jitter> <loss %>": each chunk is held delay ± jitter ms (uniform, never
// reordered: a chunk never leaves before the one ahead of it, as on one TCP stream), and <loss %> of
// chunks are held one more retransmission timeout (200 ms, Linux's minimum RTO), with everything behind
// them. That is what loss looks like to the two ends of a TCP connection: a segment lost on the link
// is resent, and the bytes arrive late and in order, never missing. A relay cannot drop bytes itself
// without breaking the stream, so "2 % loss" here is 2 % of chunks late by one RTO.
// The multi-host bed puts it in front of Redis on the redis host because this machine's kernel
// (Firecracker, no modules) has no sch_netem.
import { readFileSync } from "node:fs";
import { connect, createServer } from "node:net";

const [listenHost, listenPort, targetHost, targetPort, delayFile] = process.argv.slice(2);
let delayMs = 0;
let jitterMs = 0;
let lossPct = 0;
const RTO_MS = 200;
const readDelay = () => {
  try {
    const [d, j, l] = readFileSync(delayFile, "utf8").trim().split(/\s+/).map(Number);
    delayMs = Math.max(0, d || 0);
    jitterMs = Math.max(0, j || 0);
    lossPct = Math.max(0, l || 0);
  } catch {
    delayMs = 0;
    jitterMs = 0;
    lossPct = 0;
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
  let lastDue = 0;
  from.on("data", (chunk) => {
    if (delayMs === 0 && jitterMs === 0 && lossPct === 0 && queue.length === 0) return void to.write(chunk);
    const jitter = jitterMs > 0 ? (Math.random() * 2 - 1) * jitterMs : 0;
    const lost = lossPct > 0 && Math.random() * 100 < lossPct ? RTO_MS : 0;
    const due = Math.max(lastDue, Date.now() + Math.max(0, delayMs + jitter) + lost);
    lastDue = due;
    queue.push({ due, chunk });
    if (!timer) timer = setTimeout(pump, Math.max(0, due - Date.now()));
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
