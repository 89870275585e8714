/**
 * Hardening figures (issue 20): the server's memory (RSS) while it receives 1,000 distinct large
 * GraphQL documents, beside a baseline of 1,000 repeats of one small document in the same run.
 * Before issue 20, 12 distinct 1 MB documents took the server from 338 MB to 1.5 GB and about 65
 * killed it; now text over 32,768 characters is refused before parsing and the parse cache is
 * bounded in bytes, so the figure must level off (flat), not grow with the number of documents.
 */
import { readFileSync } from "node:fs";
import { benchStack } from "./lib";

const N = Number(process.env.BENCH_N ?? 1_000);

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+) kB/);
  return Math.round(Number(line?.[1] ?? 0) / 1024);
}

async function post(url: string, query: string): Promise<number> {
  const res = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query }),
  });
  await res.arrayBuffer();
  return res.status;
}

/** Distinct documents of three kinds: parsed and cached (30 KB), past the token limit, and 1 MB (refused). */
function largeDocument(i: number): string {
  const pad = (n: number) => `${i}-`.padEnd(n, "x");
  if (i % 3 === 0) return `{ health # ${pad(30_000)}\n }`;
  if (i % 3 === 1)
    return `{ ${Array.from({ length: 2_900 }, (_, k) => `a${i}_${k}: health`).join(" ")} }`.slice(0, 32_000);
  return `{ health # ${pad(1_000_000)}\n }`;
}

const stack = await benchStack({ server: true, env: { ALLOW_ARBITRARY_OPERATIONS: "true" } });
try {
  const server = stack.server;
  if (!server?.child.pid) throw new Error("no server");
  const pid = server.child.pid;
  for (let i = 0; i < 50; i++) await post(server.url, "{ health }");
  const start = rssMb(pid);

  const baseline: number[] = [];
  for (let i = 0; i < N; i++) {
    await post(server.url, "{ health }");
    if ((i + 1) % (N / 5) === 0) baseline.push(rssMb(pid));
  }
  const afterBaseline = rssMb(pid);

  const series: number[] = [];
  const statuses = new Map<number, number>();
  const t0 = performance.now();
  for (let i = 0; i < N; i++) {
    const status = await post(server.url, largeDocument(i));
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    if ((i + 1) % (N / 5) === 0) series.push(rssMb(pid));
  }
  const seconds = (performance.now() - t0) / 1000;
  const alive = (await post(server.url, "{ health }")) === 200;

  console.log(`server RSS at start (after warm-up): ${start} MB`);
  console.log(
    `baseline, ${N} × "{ health }": RSS every ${N / 5}: ${baseline.join(", ")} MB (growth ${afterBaseline - start} MB)`,
  );
  console.log(
    `${N} distinct large documents (⅓ 30 KB parsed and cached, ⅓ over 3,000 tokens, ⅓ 1 MB refused): RSS every ${N / 5}: ${series.join(", ")} MB`,
  );
  console.log(
    `growth over the large documents: ${(series.at(-1) ?? 0) - afterBaseline} MB; last fifth: ${(series.at(-1) ?? 0) - (series.at(-2) ?? 0)} MB (flat ≈ 0)`,
  );
  console.log(
    `statuses: ${[...statuses].map(([s, n]) => `${s}×${n}`).join(", ")}; ${(N / seconds).toFixed(0)} documents/s; server alive after: ${alive}`,
  );
} finally {
  await stack.stop();
}
