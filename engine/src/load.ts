/**
 * The math engine loads computer-algebra libraries (mathjs, nerdamer, algebrite) that take a while to
 * import and warm. A process that answers mathematics calls `warmUpEngine()` once at start-up, so no
 * request pays for the import; every caller then shares the one loaded module through `mathEngine()`.
 */
let engine: Promise<typeof import("./math/math-engine")> | null = null;

/** The math engine, imported once per process. */
export function mathEngine(): Promise<typeof import("./math/math-engine")> {
  engine ??= import("./math/math-engine");
  return engine;
}

/** Imports the engine and solves its warm-up questions; resolves with the milliseconds it took. */
export async function warmUpEngine(): Promise<number> {
  const t0 = performance.now();
  const { warmUpMathEngine } = await mathEngine();
  warmUpMathEngine();
  return performance.now() - t0;
}
