/**
 * The math engine on the device (issue 27 item 3): its download size (gzip, from the build's
 * client/dist/math-engine.json, what "Use offline" shows) and the first offline solve in Chromium with
 * the CPU slowed down 4× (CDP Emulation.setCPUThrottlingRate, a cheap phone): the time from starting
 * the engine's module worker to the answer of "Solve 2x + 3 = 13" (script load and parse, the CAS
 * libraries' start-up, the solve), then a second question on the warm worker. Needs a client build
 * (`pnpm -s --filter ./client build`); serves client/dist itself, no server needed.
 *   npx tsx bench/offline-engine.bench.ts
 */
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { machineLoad } from "./lib";

const dist = fileURLToPath(new URL("../client/dist/", import.meta.url));
const RATE = 4;

const load = machineLoad();
console.log(load.line);

const manifest = JSON.parse(readFileSync(join(dist, "math-engine.json"), "utf8")) as {
  files: string[];
  gzBytes: number;
};
console.log(
  `engine download: ${(manifest.gzBytes / 1024).toFixed(1)} KB gzip in ${manifest.files.length} file(s): ${manifest.files.join(", ")}`,
);

const types: Record<string, string> = {
  ".js": "text/javascript",
  ".html": "text/html",
  ".json": "application/json",
};
const server = createServer((req, res) => {
  const path = normalize(decodeURIComponent((req.url ?? "/").split("?")[0] ?? "/")).replace(
    /^(\.\.[/\\])+/,
    "",
  );
  if (path === "/" || path === "/bench") {
    res.writeHead(200, { "content-type": "text/html" }).end("<!doctype html><title>engine bench</title>");
    return;
  }
  try {
    const body = readFileSync(join(dist, path));
    res.writeHead(200, { "content-type": types[extname(path)] ?? "application/octet-stream" }).end(body);
  } catch {
    res.writeHead(404).end();
  }
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const address = server.address();
const port = typeof address === "object" && address ? address.port : 0;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
try {
  for (const rate of [1, RATE]) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${port}/bench`);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate });
    // A string, not a function: tsx would add helpers (__name) the page does not have.
    const times = (await page.evaluate(`(async () => {
      const t0 = performance.now();
      const worker = new Worker(${JSON.stringify(manifest.files[0] ?? "")}, { type: "module" });
      const ask = (id, question) => new Promise((resolve, reject) => {
        const start = performance.now();
        worker.onmessage = (e) => resolve({ ms: performance.now() - start, answer: e.data.result?.solution?.finalAnswer ?? "?" });
        worker.onerror = (e) => reject(new Error(e.message));
        worker.postMessage({ id, question, topic: "algebra", language: "en" });
      });
      const first = await ask(1, "Solve 2x + 3 = 13");
      const firstTotal = performance.now() - t0;
      const second = await ask(2, "Solve 5x - 7 = 18");
      worker.terminate();
      return { firstTotal, first, second };
    })()`)) as { firstTotal: number; first: { answer: string }; second: { ms: number; answer: string } };
    console.log(
      `CPU ${rate}× slower: first offline solve ${Math.round(times.firstTotal)} ms from starting the worker (answer ${times.first.answer}); next question ${Math.round(times.second.ms)} ms (answer ${times.second.answer})`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}
console.log(
  "note: the throttling is set on the page's target; how far Chromium slows the worker's own thread is not checked here, so the 4× figure may understate a cheap phone.",
);
if (load.noisy) console.log("NOISY: the machine was busy; do not record these figures.");
