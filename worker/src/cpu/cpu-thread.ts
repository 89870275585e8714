import { parentPort } from "node:worker_threads";
import { PdfTextError } from "../pdf/pdf-text";
import { type CpuTask, runCpuTask } from "./cpu-tasks";

/**
 * The thread a heavy job's CPU-bound task runs on (cpu-pool.ts starts one per task): it takes one
 * task, posts progress while it works, then its result or its error, and is terminated by the pool.
 */
parentPort?.once("message", (task: CpuTask) => {
  const port = parentPort;
  if (!port) return;
  runCpuTask(task, (progress) => port.postMessage({ type: "progress", progress })).then(
    (result) => port.postMessage({ type: "done", result }),
    (error: unknown) =>
      port.postMessage({
        type: "error",
        student: error instanceof PdfTextError,
        message: error instanceof Error ? error.message : String(error),
      }),
  );
});
