import { gzipSync } from "node:zlib";
import type { Plugin } from "vite";

/** The math engine's worker script (and any chunk it splits into), by file name. */
export const ENGINE_FILE = /(^|\/)math-engine\.worker-[^/]*\.js$/;

/**
 * Writes /math-engine.json: the math engine's files and their gzip size, so "Use offline" can say
 * how much it downloads before it starts (issue 27 item 3). The engine runs in a module worker,
 * emitted by Vite as its own file; the service worker does not precache it.
 */
export function engineManifest(): Plugin {
  return {
    name: "vidya-engine-manifest",
    apply: "build",
    generateBundle(_options, bundle) {
      const files = Object.values(bundle).filter((f) => ENGINE_FILE.test(f.fileName));
      if (files.length === 0) return;
      const gzBytes = files.reduce((sum, f) => {
        const body = f.type === "chunk" ? f.code : f.source;
        return sum + gzipSync(typeof body === "string" ? body : Buffer.from(body), { level: 9 }).length;
      }, 0);
      this.emitFile({
        type: "asset",
        fileName: "math-engine.json",
        source: JSON.stringify({ files: files.map((f) => `/${f.fileName}`), gzBytes }),
      });
    },
  };
}
