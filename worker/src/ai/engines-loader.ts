/**
 * The math engine loads computer-algebra libraries (mathjs, nerdamer, algebrite) that take a while to
 * import, so it is loaded on first use: the worker starts fast and jobs that never need it never pay.
 */
let engine: Promise<typeof import("./engines/math/math-engine")> | null = null;

/** The local math engine, imported once. */
export function mathEngine(): Promise<typeof import("./engines/math/math-engine")> {
  engine ??= import("./engines/math/math-engine");
  return engine;
}
