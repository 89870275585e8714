import type { MathTopicName } from "@vidya/core/tutor/math-topics";
import type { EngineResult } from "@vidya/engine/math/math-engine";

/**
 * The math engine on the device (issue 27 item 3). "Use offline" fetches the engine's chunks (their
 * names and gzip size are in /math-engine.json, written at build time) into the "math-engine" cache,
 * which the service worker serves CacheFirst, and remembers it on this device. `solveOffline` asks the
 * engine in a module worker, started on first use.
 */

/** What the build wrote about the engine's chunks. */
export interface EngineManifest {
  files: string[];
  gzBytes: number;
}

export const ENGINE_CACHE = "math-engine";
/** offline-math.ts ENGINE_KEY (repeated, so the math pages do not load this module with the page). */
const REMEMBER = "vidya.mathEngine";

/** The engine's download size and files, from the build's manifest (online only). */
export async function engineManifest(): Promise<EngineManifest | null> {
  try {
    const res = await fetch("/math-engine.json", { cache: "no-cache" });
    if (!res.ok) return null;
    const m = (await res.json()) as Partial<EngineManifest>;
    return Array.isArray(m.files) && typeof m.gzBytes === "number" ? (m as EngineManifest) : null;
  } catch {
    return null;
  }
}

/** The manifest of the engine downloaded on this device, or null. */
export function downloadedEngine(): EngineManifest | null {
  try {
    const raw = localStorage.getItem(REMEMBER);
    return raw ? (JSON.parse(raw) as EngineManifest) : null;
  } catch {
    return null;
  }
}

/** "1.2 MB" or "553 KB" (1 KB = 1024 bytes, as the page-weight bench counts). */
export function formatSize(bytes: number): string {
  const kb = bytes / 1024;
  return kb >= 1024 ? `${(kb / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(kb))} KB`;
}

/**
 * How long the engine on the device may work on one question, after it has loaded (a cheap phone is
 * slower than the server, whose limit is 5 s). A few inputs (`expand (x+1)^5000`) would keep it busy
 * for minutes, and every later question would wait behind them: past the limit the engine is stopped,
 * the question gets `EngineTooBig`, and a fresh engine takes the questions behind it.
 */
export const DEVICE_MATH_TIME_LIMIT_MS = 15_000;
/** The first question after the engine starts also waits for it to load (slow on a cheap phone). */
const LOAD_ALLOWANCE_MS = 45_000;

/** The question needs more working out than the engine on the device does at once. */
export class EngineTooBig extends Error {
  override name = "EngineTooBig";
}

type Call = {
  id: number;
  message: { id: number; question: string; topic: MathTopicName; language: "en" | "hi" | "gu" };
  resolve: (r: EngineResult) => void;
  reject: (e: Error) => void;
};

let worker: Worker | null = null;
let fresh = true;
let timer: ReturnType<typeof setTimeout> | undefined;
let next = 0;
/** Calls sent to the worker, in order: it answers them one at a time, the first first. */
const queue: Call[] = [];

/** Gives the call at the head of the queue its time, from now. */
function armHead(): void {
  clearTimeout(timer);
  const head = queue[0];
  if (!head) return;
  timer = setTimeout(
    () => {
      queue.shift();
      head.reject(new EngineTooBig());
      worker?.terminate();
      worker = null;
      if (queue.length > 0) {
        const w = start();
        for (const call of queue) w.postMessage(call.message);
        armHead();
      }
    },
    DEVICE_MATH_TIME_LIMIT_MS + (fresh ? LOAD_ALLOWANCE_MS : 0),
  );
}

function start(): Worker {
  if (worker) return worker;
  const w = new Worker(new URL("./math-engine.worker.ts", import.meta.url), { type: "module" });
  fresh = true;
  w.onmessage = (event: MessageEvent<{ id: number; result?: EngineResult; error?: string }>) => {
    const { id, result, error } = event.data;
    if (w !== worker || queue[0]?.id !== id) return;
    const call = queue.shift() as Call;
    fresh = false;
    armHead();
    if (result) call.resolve(result);
    else call.reject(new Error(error ?? "the math engine failed"));
  };
  w.onerror = (e) => {
    if (w !== worker) return;
    clearTimeout(timer);
    for (const call of queue.splice(0)) call.reject(new Error(e.message || "the math engine did not load"));
    worker = null;
  };
  worker = w;
  return w;
}

/**
 * Solves a question on the device. Rejects when the engine cannot be loaded (not downloaded,
 * offline), and with `EngineTooBig` when the question takes longer than the device's limit.
 */
export function solveOffline(
  question: string,
  topic: MathTopicName,
  language: "en" | "hi" | "gu",
): Promise<EngineResult> {
  const id = next++;
  return new Promise((resolve, reject) => {
    const call: Call = { id, message: { id, question, topic, language }, resolve, reject };
    queue.push(call);
    start().postMessage(call.message);
    if (queue.length === 1) armHead();
  });
}

/**
 * Downloads the engine for offline use: its chunks into the cache the service worker reads, then
 * starts it once (so this tab can answer at once), and remembers it. Returns false on failure.
 */
export async function downloadEngine(manifest: EngineManifest): Promise<boolean> {
  try {
    if ("caches" in window) {
      const cache = await caches.open(ENGINE_CACHE);
      await cache.addAll(manifest.files);
    }
    await solveOffline("1 + 1", "arithmetic", "en");
    localStorage.setItem(REMEMBER, JSON.stringify(manifest));
    return true;
  } catch {
    return false;
  }
}
