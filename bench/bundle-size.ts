/**
 * What the production build (client/dist) makes a first visit download: the entry, a route's page
 * chunk, and everything they import statically, gzipped. Dynamic imports (other routes, Hindi and
 * Gujarati) are not counted: they load only when used.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

export const dist = new URL("../client/dist/", import.meta.url).pathname;
const assets = join(dist, "assets");

/** Routes outside the signed-in shell: their first visit loads neither the shell nor Apollo. */
const OPEN_PAGES = new Set(["landing", "auth", "auth-verify", "auth-reset", "auth-callback", "not-found"]);

export function hasBuild(): boolean {
  return existsSync(join(dist, "index.html"));
}

function read(file: string): string {
  return readFileSync(join(assets, file), "utf8");
}

const gzCache = new Map<string, number>();
/** Gzipped size of one asset in bytes. */
export function gzipped(file: string): number {
  let size = gzCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(assets, file))).length;
    gzCache.set(file, size);
  }
  return size;
}

function staticImports(file: string): string[] {
  // `import{…}from"./x.js"` and `import"./x.js"`, not `import("./x.js")`.
  return [...read(file).matchAll(/(?:from|import)\s*"\.\/([\w.-]+\.js)"/g)].map((m) => m[1] as string);
}

function closure(roots: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length) {
    const file = stack.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...staticImports(file));
  }
  return seen;
}

/** The build's entry script, as index.html loads it. */
export function entryScript(): string {
  const html = readFileSync(join(dist, "index.html"), "utf8");
  const entry = /src="\/assets\/(index-[\w-]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error("entry script not found in client/dist/index.html");
  return entry;
}

/**
 * Each route's page chunk (client/src/pages/<route>.tsx becomes <route>-<hash>.js, loaded by a
 * dynamic import), by route name.
 */
export function routeChunks(): Map<string, string> {
  const files = readdirSync(assets).filter((f) => f.endsWith(".js"));
  const dynamic = new Set<string>();
  for (const f of files)
    for (const m of read(f).matchAll(/import\(\s*["'`]\.\/([\w.-]+\.js)["'`]\s*\)/g))
      dynamic.add(m[1] as string);
  const pages = readdirSync(new URL("../client/src/pages/", import.meta.url).pathname)
    .filter((f) => f.endsWith(".tsx"))
    .map((f) => f.replace(/\.tsx$/, ""));
  const out = new Map<string, string>();
  for (const page of pages.sort()) {
    const chunk = [...dynamic].find((f) => new RegExp(`^${page}-[\\w-]{8}\\.js$`).test(f));
    if (chunk) out.set(page, chunk);
  }
  return out;
}

/** The JavaScript a first visit to `page` downloads: files and total gzipped bytes. */
export function initialJs(page: string, chunk: string | undefined): { files: number; bytes: number } {
  const roots = [entryScript(), ...(chunk ? [chunk] : [])];
  if (!OPEN_PAGES.has(page)) {
    const files = readdirSync(assets);
    for (const f of files) if (/^(AppShell|apollo-boundary)-[\w-]+\.js$/.test(f)) roots.push(f);
  }
  const all = [...closure(roots)];
  return { files: all.length, bytes: all.reduce((sum, f) => sum + gzipped(f), 0) };
}
