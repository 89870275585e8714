import type { Browser, Page } from "@playwright/test";
import { type AccountOptions, createAccount, signIn } from "./support/accounts";
import { expect, test } from "./support/fixtures";

// Issue 18, "no tracking": every page of the production build, signed out and as each role, makes no
// request that leaves our origin (no fonts, images, scripts or analytics from elsewhere). Only the
// Firebase sign-in hosts are allowed, and only because Google sign-in is configured in this build.
test.use({ serviceWorkers: "block" });

const FIREBASE_HOSTS = new Set([
  "identitytoolkit.googleapis.com",
  "securetoken.googleapis.com",
  "www.googleapis.com",
  "apis.google.com",
]);

function allowed(url: URL, origin: string): boolean {
  if (url.protocol === "data:" || url.protocol === "blob:") return true;
  if (url.origin === origin) return true;
  if (FIREBASE_HOSTS.has(url.hostname) || url.hostname.endsWith(".firebaseapp.com")) return true;
  return url.host === process.env.E2E_FIREBASE_AUTH_EMULATOR_HOST;
}

/** Pages no link leads to (mailed links, join links) that the crawl starts from too. */
const SEEDS = [
  "/",
  "/auth",
  "/auth/verify?token=not-a-real-token-1234",
  "/auth/reset?token=not-a-real-token-1234",
  "/parent/consent?token=not-a-real-token-1234",
  "/classes/join/ABC234",
  "/groups/join/ABC234",
  "/dashboard",
  "/profile",
];

/**
 * Visits every same-origin page reachable by links (and the menu) from the seeds, and returns every
 * request that left the origin, with the page it came from.
 */
async function crawl(
  browser: Browser,
  account: AccountOptions | null,
): Promise<{ visited: string[]; offOrigin: string[] }> {
  const base = process.env.E2E_BASE_URL ?? "";
  const origin = new URL(base).origin;
  const context = await browser.newContext({ baseURL: base, serviceWorkers: "block" });
  await context.addInitScript(() => window.sessionStorage.setItem("vidya:splash-shown", "1"));
  const page: Page = await context.newPage();
  const offOrigin: string[] = [];
  let current = "";
  context.on("request", (request) => {
    const url = new URL(request.url());
    if (!allowed(url, origin)) offOrigin.push(`${current} → ${request.url()}`);
  });
  if (account) await signIn(page, await createAccount(account));
  const queue = [...SEEDS];
  const seen = new Set<string>();
  // The menu's tiles are the same on every page: read them once.
  await page.goto("/dashboard");
  await page.waitForLoadState("load");
  const menu = page.getByRole("button", { name: "Open menu" });
  if (account) {
    // Waits for the signed-in shell (the gate resolves the session, /dashboard may redirect first).
    await menu.click();
    const tiles = await page
      .getByRole("dialog", { name: "Menu" })
      .locator("a[href]")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
    queue.push(...tiles);
    await page.keyboard.press("Escape");
  }
  while (queue.length > 0 && seen.size < 45) {
    const path = queue.shift() ?? "/";
    if (seen.has(path)) continue;
    seen.add(path);
    current = path;
    await page.goto(path);
    await page.waitForLoadState("load");
    // Lazy chunks, images and fonts of the page start right after it renders.
    await page.waitForTimeout(250);
    const hrefs = await page.$$eval("a[href]", (links) => links.map((a) => a.getAttribute("href") ?? ""));
    for (const href of hrefs) {
      if (!href.startsWith("/") || href.startsWith("//")) continue;
      const clean = href.split("#")[0] ?? "";
      if (clean && !seen.has(clean) && !clean.startsWith("/graphql")) queue.push(clean);
    }
  }
  await page.waitForLoadState("networkidle");
  await context.close();
  return { visited: [...seen], offOrigin };
}

/** Pages each crawl must have reached through the menu or the pages' links. */
const MUST_VISIT: Record<string, string[]> = {
  child: ["/subjects", "/mathematics", "/science", "/blackbox"],
  teacher: ["/teacher-dashboard", "/teacher", "/mathematics/teacher"],
  parent: ["/parent"],
};

test("no page makes a request off our origin, signed out or as a child, a teacher or a parent", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  // A child sees the student's pages (some in limited mode).
  const runs: [string, AccountOptions | null][] = [
    ["child", { role: "student", birthDate: `${new Date().getUTCFullYear() - 11}-03-10` }],
    ["teacher", { role: "teacher" }],
    ["signed out", null],
    ["parent", { role: "parent" }],
  ];
  // Two crawls at a time (the two long ones first), each in its own context (its own cookies, storage and request log): a crawl
  // mostly waits on page loads. Four at once pushed this 2-core machine's load average to 10.
  const crawls: Awaited<ReturnType<typeof crawl>>[] = [];
  for (let i = 0; i < runs.length; i += 2)
    crawls.push(...(await Promise.all(runs.slice(i, i + 2).map(([, account]) => crawl(browser, account)))));
  runs.forEach(([who, account], i) => {
    const { visited, offOrigin } = crawls[i] as Awaited<ReturnType<typeof crawl>>;
    // The crawl really walked the app (the menu's pages, the subjects, the tools).
    expect(visited.length, who).toBeGreaterThan(SEEDS.length + (account ? 5 : 0));
    for (const path of MUST_VISIT[who] ?? []) expect(visited, who).toContain(path);
    expect(offOrigin, who).toEqual([]);
  });
});
