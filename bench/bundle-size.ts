/**
 * What the production build (client/dist) makes a first visit download: the entry, a route's page
 * chunk, and everything they import statically (as Vite's manifest lists them), gzipped. Dynamic imports (other routes, Hindi and
 * Gujarati) are not counted: they load only when used.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

export const dist = new URL("../client/dist/", import.meta.url).pathname;
const assets = join(dist, "assets");

/** Routes outside the signed-in shell: their first visit loads neither the shell nor Apollo. */
const OPEN_PAGES = new Set([
  "landing",
  "auth",
  "auth-verify",
  "auth-reset",
  "auth-callback",
  "parent-consent",
  "not-found",
]);

export function hasBuild(): boolean {
  return existsSync(join(dist, "index.html"));
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

/** Vite's build manifest (client/dist/.vite/manifest.json): each chunk's file and static imports. */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
let manifestCache: Record<string, ManifestChunk> | null = null;
function manifest(): Record<string, ManifestChunk> {
  const file = join(dist, ".vite", "manifest.json");
  if (!existsSync(file))
    throw new Error("client/dist/.vite/manifest.json is missing: rebuild (`pnpm build`).");
  manifestCache ??= JSON.parse(readFileSync(file, "utf8")) as Record<string, ManifestChunk>;
  return manifestCache;
}
const asset = (key: string) => (manifest()[key]?.file ?? "").replace(/^assets\//, "");

/** Every file `roots` (manifest keys) load: the roots and, transitively, their static imports. */
function closure(roots: string[]): Set<string> {
  const m = manifest();
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length) {
    const key = stack.pop() as string;
    if (seen.has(key) || !m[key]) continue;
    seen.add(key);
    stack.push(...(m[key].imports ?? []));
  }
  return new Set([...seen].map(asset).filter((f) => f.endsWith(".js")));
}

/** The manifest key of the entry (index.html). */
function entryKey(): string {
  const key = Object.keys(manifest()).find((k) => manifest()[k]?.isEntry);
  if (!key) throw new Error("no entry in client/dist/.vite/manifest.json");
  return key;
}

/** The build's entry script, as index.html loads it. */
export function entryScript(): string {
  return asset(entryKey());
}

/**
 * Each page's chunk (client/src/pages/<page>.tsx becomes <page>-<hash>.js, loaded by a dynamic
 * import), by page name.
 */
export function routeChunks(): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, chunk] of Object.entries(manifest()).sort(([a], [b]) => a.localeCompare(b))) {
    const page = /^src\/pages\/([\w-]+)\.tsx$/.exec(key)?.[1];
    if (page) out.set(page, chunk.file.replace(/^assets\//, ""));
  }
  return out;
}

/** The JavaScript a first visit to `page` downloads: files and total gzipped bytes. */
export function initialJs(page: string, _chunk?: string): { files: number; bytes: number; list: string[] } {
  const roots = [entryKey(), `src/pages/${page}.tsx`];
  // Inside the signed-in shell the router loads Apollo and the shell with the page, in parallel.
  if (!OPEN_PAGES.has(page)) roots.push("src/app/apollo-boundary.tsx", "src/app/shell/AppShell.tsx");
  const list = [...closure(roots)];
  return { files: list.length, bytes: list.reduce((sum, f) => sum + gzipped(f), 0), list };
}

/** The page (client/src/pages/<page>.tsx) of a `lazy(() => import("../pages/<page>"))` component. */
function lazyPage(component: unknown): string | undefined {
  const factory = (component as { _payload?: { _result?: unknown } })._payload?._result;
  return /pages\/([\w-]+)/.exec(String(factory))?.[1];
}

/**
 * Every route of the app with its page: those of client/src/app/router.tsx outside the shell (read
 * from its source) and every route of client/src/app/routes.ts (imported, so SUBJECTS expand).
 */
export async function appRoutes(): Promise<{ path: string; page: string }[]> {
  const src = new URL("../client/src/app/", import.meta.url).pathname;
  const router = readFileSync(join(src, "router.tsx"), "utf8");
  const lazies = new Map(
    [...router.matchAll(/const (\w+) = lazy\(\(\) => import\("\.\.\/pages\/([\w-]+)"\)\)/g)].map(
      (m) => [m[1] as string, m[2] as string] as const,
    ),
  );
  const out: { path: string; page: string }[] = [];
  for (const m of router.matchAll(/\{ path: "([^"]+)", element: <(\w+)/g)) {
    const page = lazies.get(m[2] as string);
    if (page) out.push({ path: m[1] as string, page });
  }
  const { APP_ROUTES } = (await import(join(src, "routes.ts"))) as {
    APP_ROUTES: readonly { path: string; page: unknown }[];
  };
  for (const route of APP_ROUTES) {
    const page = lazyPage(route.page);
    if (!page) throw new Error(`no page found for route ${route.path}`);
    out.push({ path: route.path, page });
  }
  return out;
}
