/** pdf.js's worker module, loaded on the main thread (Node has no web workers for it). */
declare module "pdfjs-dist/legacy/build/pdf.worker.mjs" {
  export const WorkerMessageHandler: unknown;
}
