import { Worker } from "node:worker_threads";
import { PDF_MESSAGES } from "@vidya/core/jobs/generate-flashcards";
import { PdfTextError } from "../pdf/pdf-text";
import type { CpuProgress, CpuResults, CpuTask } from "./cpu-tasks";

/** A thread may hold this much heap; a task that needs more (a bomb) ends its thread, not the worker. */
const THREAD_HEAP_MB = 512;

/**
 * The thread's entry: from the bundle, dist/cpu-thread.js beside dist/main.js (scripts/bundle.mjs
 * builds both); from source (tests, `pnpm dev`), cpu-thread.ts loaded through tsx, which a thread
 * does not inherit from `node --import tsx`, so a two-line bootstrap registers it first.
 */
function startThread(): Worker {
  const options = { resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB } };
  if (!import.meta.url.endsWith(".ts"))
    return new Worker(new URL("./cpu-thread.js", import.meta.url), options);
  const entry = new URL("./cpu-thread.ts", import.meta.url).href;
  const bootstrap = `import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(bootstrap, { ...options, eval: true });
}

export interface CpuOptions {
  /** The moment the task must be done by; past it the thread is terminated (PdfTextError "too slow"). */
  deadline: number;
  onProgress?: (progress: CpuProgress) => void;
}

/**
 * Runs one CPU-bound task of a heavy job (reading a PDF, the offline card and item extractors) on a
 * thread of its own, so the worker's event loop stays free for tutor answers, chat replies, mail and
 * timers while it works, and so the task can really be stopped: at its deadline the thread is
 * terminated wherever it is (a synchronous parse cannot be interrupted any other way). A PdfTextError
 * thrown on the thread comes back as one (its message is the student's); a thread that runs out of
 * its heap fails as "too much text".
 */
export function inThread<K extends CpuTask["kind"]>(
  task: Extract<CpuTask, { kind: K }>,
  options: CpuOptions,
): Promise<CpuResults[K]> {
  const left = options.deadline - Date.now();
  if (left <= 0) return Promise.reject(new PdfTextError(PDF_MESSAGES.tooSlow));
  return new Promise<CpuResults[K]>((resolve, reject) => {
    const thread = startThread();
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void thread.terminate();
      outcome();
    };
    const timer = setTimeout(() => finish(() => reject(new PdfTextError(PDF_MESSAGES.tooSlow))), left);
    thread.on(
      "message",
      (
        message:
          | { type: "progress"; progress: CpuProgress }
          | { type: "done"; result: CpuResults[K] }
          | { type: "error"; student: boolean; message: string },
      ) => {
        if (message.type === "progress") options.onProgress?.(message.progress);
        else if (message.type === "done") finish(() => resolve(message.result));
        else
          finish(() =>
            reject(message.student ? new PdfTextError(message.message) : new Error(message.message)),
          );
      },
    );
    thread.on("error", (error: Error & { code?: string }) =>
      finish(() =>
        reject(
          error.code === "ERR_WORKER_OUT_OF_MEMORY" ? new PdfTextError(PDF_MESSAGES.tooMuchText) : error,
        ),
      ),
    );
    thread.on("exit", (code) =>
      finish(() => reject(new Error(`the CPU thread exited (code ${code}) before it answered`))),
    );
    // The PDF's bytes move to the thread rather than being copied.
    const plain: CpuTask = task;
    thread.postMessage(plain, plain.kind === "pdf-pages" ? [plain.data.buffer as ArrayBuffer] : []);
  });
}
