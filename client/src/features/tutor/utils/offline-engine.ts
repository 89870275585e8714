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

let worker: Worker | null = null;
let next = 0;
const pending = new Map<number, { resolve: (r: EngineResult) => void; reject: (e: Error) => void }>();

function start(): Worker {
  if (worker) return worker;
  const w = new Worker(new URL("./math-engine.worker.ts", import.meta.url), { type: "module" });
  w.onmessage = (event: MessageEvent<{ id: number; result?: EngineResult; error?: string }>) => {
    const { id, result, error } = event.data;
    const waiting = pending.get(id);
    pending.delete(id);
    if (!waiting) return;
    if (result) waiting.resolve(result);
    else waiting.reject(new Error(error ?? "the math engine failed"));
  };
  w.onerror = (e) => {
    for (const waiting of pending.values())
      waiting.reject(new Error(e.message || "the math engine did not load"));
    pending.clear();
    worker = null;
  };
  worker = w;
  return w;
}

/** Solves a question on the device. Rejects when the engine cannot be loaded (not downloaded, offline). */
export function solveOffline(
  question: string,
  topic: MathTopicName,
  language: "en" | "hi" | "gu",
): Promise<EngineResult> {
  const id = next++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    start().postMessage({ id, question, topic, language });
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
