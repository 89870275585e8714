/**
 * App shell figures (issue 4), on the production build in client/dist (`pnpm build` first; this
 * builds nothing): the landing page's initial JavaScript and every route's chunk, gzipped; then
 * Lighthouse (desktop preset, Debian's Chromium, fully offline) on /, /auth and /subjects — the
 * last signed in as a student — served by `vite preview` against a running server.
 * Targets (issue 4): landing JS ≤ 150 KB gz, performance ≥ 95, accessibility ≥ 95, LCP ≤ 1.5 s;
 * every route's first visit ≤ 250 KB of JavaScript gz (flagged when over). `BENCH_BUNDLE_ONLY=1`
 * prints the sizes only (no server, no Lighthouse); `BENCH_VERBOSE=1` lists each route's files.
 * Figures only: nothing here passes or fails.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { createRequire } from "node:module";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import pg from "pg";
import { freePort } from "../tests/helpers/processes";
import { appRoutes, entryScript, gzipped, hasBuild, initialJs, routeChunks } from "./bundle-size";
import { benchStack } from "./lib";

const TARGET = { landingKb: 150, routeKb: 250, performance: 95, accessibility: 95, lcpMs: 1500 };
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

if (!hasBuild()) {
  console.error(
    "client/dist is missing: run `pnpm build` first (this benchmark measures the production build).",
  );
  process.exit(1);
}

// --- Bundle sizes ---------------------------------------------------------------------------------
const chunks = routeChunks();
const landing = initialJs("landing", chunks.get("landing"));
console.log(
  `landing initial JS: ${kb(landing.bytes)} gzipped in ${landing.files} files   (target ≤ ${TARGET.landingKb} KB)`,
);
console.log(`entry script alone: ${kb(gzipped(entryScript()))} gzipped`);
console.log(`\npage                 page chunk (gz)   first-visit JS (gz)`);
for (const [page, chunk] of chunks) {
  const first = initialJs(page, chunk);
  console.log(`${page.padEnd(20)} ${kb(gzipped(chunk)).padStart(15)}   ${kb(first.bytes).padStart(19)}`);
}
// Every route of client/src/app/routes.ts (and the router's own), with what a first visit loads:
// the entry, the shell and Apollo when signed in, the route's page chunk, and their static imports.
const routes = await appRoutes();
let over = 0;
console.log(
  `\nroute                                first-visit JS (gz)   page            (budget ≤ ${TARGET.routeKb} KB)`,
);
for (const route of routes) {
  const first = initialJs(route.page);
  const flag = first.bytes > TARGET.routeKb * 1024 ? "  OVER BUDGET" : "";
  if (flag) over++;
  console.log(`${route.path.padEnd(36)} ${kb(first.bytes).padStart(19)}   ${route.page.padEnd(15)}${flag}`);
  if (process.env.BENCH_VERBOSE)
    for (const file of first.list.sort((a, b) => gzipped(b) - gzipped(a)))
      console.log(`    ${kb(gzipped(file)).padStart(9)}  ${file}`);
}
console.log(`${over} of ${routes.length} routes over ${TARGET.routeKb} KB`);
if (process.env.BENCH_BUNDLE_ONLY) process.exit(0);

// --- Lighthouse -----------------------------------------------------------------------------------
const root = new URL("..", import.meta.url).pathname;
const requireFromServer = createRequire(`${root}server/package.json`);
const argon2 = requireFromServer("@node-rs/argon2") as {
  hash: (password: string, options: Record<string, number>) => Promise<string>;
};

/** A verified student of class 7, past first-time setup, signed in: returns the refresh cookie. */
async function studentCookie(databaseUrl: string, apiUrl: string): Promise<string> {
  const email = `bench-${randomUUID().slice(0, 8)}@example.test`;
  const password = "bench-password-that-is-long-42";
  const hash = await argon2.hash(password, { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  await db.query(
    `INSERT INTO "User" (id, email, "passwordHash", role, "emailVerified", "isFirstTimeUser", "preferredClass",
       language, "birthYear", "birthMonth", "createdAt", "updatedAt")
     VALUES ($1, $2, $3, 'student', true, false, 7, 'en', 1995, 6, now(), now())`,
    [randomUUID(), email, hash],
  );
  await db.end();
  const res = await fetch(`${apiUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      query: `mutation($input: SignInInput!) { signIn(input: $input) { __typename } }`,
      variables: { input: { email, password } },
    }),
  });
  const cookie = res.headers.getSetCookie().map((c) => c.split(";")[0]);
  if (cookie.length === 0) throw new Error(`sign-in gave no cookie: ${await res.text()}`);
  return cookie.join("; ");
}

interface Figures {
  performance: number;
  accessibility: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  finalUrl: string;
}

async function audit(port: number, url: string, extraHeaders?: Record<string, string>): Promise<Figures> {
  const result = await lighthouse(
    url,
    {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility"],
      ...(extraHeaders ? { extraHeaders } : {}),
    },
    desktopConfig,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  if (process.env.BENCH_VERBOSE) {
    // What moved: each layout shift's score and the elements Lighthouse blames for it.
    const items = (lhr.audits["layout-shifts"]?.details as { items?: unknown[] } | undefined)?.items ?? [];
    for (const item of items as { score?: number; node?: { selector?: string; snippet?: string } }[])
      console.log(
        `  ${url} shift ${item.score?.toFixed(4)}: ${item.node?.selector} ${item.node?.snippet?.slice(0, 120)}`,
      );
    // What blocked the main thread: each script's execution time, and the long tasks.
    const bootup = (lhr.audits["bootup-time"]?.details as { items?: unknown[] } | undefined)?.items ?? [];
    for (const item of bootup as { url?: string; scripting?: number; scriptParseCompile?: number }[])
      console.log(
        `  ${url} script ${Math.round(item.scripting ?? 0)} ms (+${Math.round(item.scriptParseCompile ?? 0)} ms parse): ${item.url}`,
      );
    const tasks = (lhr.audits["long-tasks"]?.details as { items?: unknown[] } | undefined)?.items ?? [];
    for (const item of tasks as { url?: string; duration?: number; startTime?: number }[])
      console.log(
        `  ${url} long task ${Math.round(item.duration ?? 0)} ms at ${Math.round(item.startTime ?? 0)} ms: ${item.url}`,
      );
  }
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
    fcpMs: lhr.audits["first-contentful-paint"]?.numericValue ?? Number.NaN,
    tbtMs: lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN,
    cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
    finalUrl: lhr.finalDisplayedUrl,
  };
}

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? Number.NaN;
};

/** `vite preview` of client/dist with /graphql proxied to the server, as the e2e tests serve it. */
function vitePreview(port: number, apiUrl: string): { child: ChildProcess; logs: string[] } {
  const child = spawn(
    `${root}client/node_modules/.bin/vite`,
    ["preview", "--strictPort", "--host", "127.0.0.1", "--port", String(port)],
    {
      cwd: `${root}client`,
      env: { ...process.env, VITE_API_PROXY: apiUrl },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  const logs: string[] = [];
  child.stdout?.on("data", (d: Buffer) => logs.push(d.toString()));
  child.stderr?.on("data", (d: Buffer) => logs.push(d.toString()));
  return { child, logs };
}

const stack = await benchStack({ server: true, env: { LOG_LEVEL: "warn" } });
let web: ReturnType<typeof vitePreview> | null = null;
let chrome: chromeLauncher.LaunchedChrome | null = null;
try {
  const server = stack.server;
  if (!server) throw new Error("no server");
  const webPort = await freePort();
  web = vitePreview(webPort, server.url);
  const base = `http://127.0.0.1:${webPort}`;
  for (let i = 0; ; i++) {
    if ((await fetch(base).catch(() => null))?.ok) break;
    if (i > 200) throw new Error(`vite preview did not start:\n${web.logs.join("")}`);
    await new Promise((r) => setTimeout(r, 150));
  }
  const cookie = await studentCookie(stack.env.DATABASE_URL, server.url);

  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    // The flags of playwright.config.ts, headless; nothing reaches beyond loopback.
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  const pages: { name: string; path: string; headers?: Record<string, string> }[] = [
    { name: "landing /", path: "/" },
    { name: "/auth", path: "/auth" },
    { name: "/subjects (student)", path: "/subjects", headers: { Cookie: cookie } },
  ];
  console.log(
    `\nLighthouse ${RUNS}× per page, desktop preset, median   (targets: performance ≥ ${TARGET.performance}, accessibility ≥ ${TARGET.accessibility}, LCP ≤ ${TARGET.lcpMs} ms)`,
  );
  console.log("page                   perf  a11y      LCP      FCP      TBT    CLS   (all runs' perf)");
  for (const page of pages) {
    // A first run warms vite preview's file cache; it is not counted.
    await audit(chrome.port, `${base}${page.path}`, page.headers);
    const runs: Figures[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await audit(chrome.port, `${base}${page.path}`, page.headers));
    const mid = (pick: (f: Figures) => number) => median(runs.map(pick));
    const ms = (value: number) => `${value.toFixed(0)} ms`.padStart(8);
    const landedOn = new URL(runs[0]?.finalUrl ?? base).pathname;
    console.log(
      [
        page.name.padEnd(21),
        String(mid((r) => r.performance)).padStart(5),
        String(mid((r) => r.accessibility)).padStart(5),
        ms(mid((r) => r.lcpMs)),
        ms(mid((r) => r.fcpMs)),
        ms(mid((r) => r.tbtMs)),
        mid((r) => r.cls)
          .toFixed(3)
          .padStart(6),
        `  (${runs.map((r) => r.performance).join(", ")})`,
        landedOn === page.path ? "" : `  ended on ${landedOn}!`,
      ].join(" "),
    );
  }
} finally {
  await chrome?.kill();
  web?.child.kill();
  await stack.stop();
}
