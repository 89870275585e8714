import type { BrowserContext, Page, Route } from "@playwright/test";
import { createAccount, query, signIn } from "./support/accounts";
import { expect, test } from "./support/fixtures";

// SPEC 4/9's study-time rule, end to end with Playwright's fake clock: the page's timers (the 30 s idle
// check, the 60 s local save, the 5 s remote debounce) run on page.clock, so minutes pass in moments.
test.use({ serviceWorkers: "block" });

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** The GraphQL operation a request to /graphql carries, if any. */
function operationOf(body: string | null): string | null {
  // The production client sends registered operations by hash, with their name (trusted documents).
  const request = JSON.parse(body ?? "{}") as { operationName?: string; query?: string };
  const match = /^\s*(query|mutation)\s+(\w+)/.exec(request.query ?? "");
  return request.operationName ?? match?.[2] ?? null;
}

/** Every study-time request the context makes: the op and, for reports, the seconds claimed. */
async function watchStudyTime(
  context: BrowserContext,
  beforeReport: () => Promise<void> = async () => {},
): Promise<{ op: string; seconds?: number }[]> {
  const seen: { op: string; seconds?: number }[] = [];
  await context.route("**/graphql", async (route: Route) => {
    const body = route.request().postData();
    const op = route.request().method() === "POST" ? operationOf(body) : null;
    if (op === "StudyTime") seen.push({ op });
    if (op === "RecordStudyTime") {
      seen.push({ op, seconds: JSON.parse(body ?? "{}").variables.input.seconds });
      await beforeReport();
    }
    await route.continue();
  });
  return seen;
}

async function storedTracking(page: Page) {
  return page.evaluate(() => JSON.parse(localStorage.getItem("timeTracking") ?? "null"));
}

async function activeSecondsOnServer(userId: string): Promise<number> {
  const rows = await query<{ s: number }>(
    `SELECT COALESCE(SUM("activeSeconds"), 0)::int AS s FROM "StudyDay" WHERE "userId" = $1`,
    [userId],
  );
  return rows[0]?.s ?? 0;
}

test("a student active for two minutes, then away for five, is credited the two minutes only", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // Made a day ago: the server accepts at most the real time since the last report (or since sign-up).
  const account = await createAccount({ role: "student", createdDaysAgo: 1 });
  const context = await browser.newContext();
  // The page's minutes pass in moments, but the server checks claims against its real clock. Each
  // report is allowed through as if its minutes had really passed: the last report is moved back a day.
  const requests = await watchStudyTime(context, async () => {
    await query(`UPDATE "StudyTotal" SET "lastReportAt" = now() - interval '1 day' WHERE "userId" = $1`, [
      account.id,
    ]);
  });
  await context.clock.install();
  const page = await context.newPage();
  await signIn(page, account);
  await page.goto("/pomodoro");
  await expect(page.getByRole("heading", { name: "Pomodoro Timer" })).toBeVisible({ timeout: 30_000 });
  // From here on the page's time moves only when the test says so.
  const start = (await page.evaluate(() => Date.now())) + SECOND;
  await page.clock.pauseAt(start);

  // Two minutes of activity: a mouse move every 10 s, the last one 110 s in.
  for (let i = 0; i < 12; i++) {
    await page.mouse.move(200 + i * 7, 300 + (i % 2) * 5);
    await page.clock.runFor(10 * SECOND);
  }
  const lastInput = start + 110 * SECOND;
  // The local save after the first minute recorded when this stretch began (the page load counts
  // as activity when the tab has focus, so it may be a little before `start`).
  const stretchStart: number = (await storedTracking(page)).sessionStartTime;
  expect(stretchStart).toBeLessThanOrEqual(start);
  expect(start - stretchStart).toBeLessThan(30 * SECOND);
  const active = Math.floor((lastInput - stretchStart) / SECOND);

  // Five minutes without any input: the idle check stops the count 3 minutes after the last input,
  // and the saves during those minutes credit none of them. Then a minute more for the last send.
  await page.clock.runFor(5 * MINUTE);
  await page.clock.runFor(MINUTE + 10 * SECOND);

  await expect.poll(() => activeSecondsOnServer(account.id), { timeout: 15_000 }).toBe(active);
  await expect
    .poll(() => storedTracking(page))
    .toMatchObject({ pending: {}, inFlight: null, totalTime: active });
  // What the page claimed is exactly what the server stored.
  const reports = requests.filter((r) => r.op === "RecordStudyTime");
  expect(reports.reduce((sum, r) => sum + (r.seconds ?? 0), 0)).toBe(active);

  // After the idle stretch, the next input starts a new one that counts again.
  await page.mouse.move(50, 50);
  await page.clock.runFor(20 * SECOND);
  await page.mouse.move(60, 60);
  await page.clock.runFor(MINUTE + 10 * SECOND);
  await expect.poll(() => activeSecondsOnServer(account.id), { timeout: 15_000 }).toBe(active + 20);
  await context.close();
});

test("signed-out pages track nothing and send nothing", async ({ browser }) => {
  const context = await browser.newContext();
  const requests = await watchStudyTime(context);
  await context.clock.install();
  const page = await context.newPage();
  for (const path of ["/", "/pomodoro"]) {
    await page.goto(path);
    await expect(page.locator("body")).toBeVisible();
    await page.waitForLoadState("networkidle");
    for (let i = 0; i < 5; i++) {
      await page.mouse.move(100 + i * 20, 200);
      await page.keyboard.press("Shift");
      await page.clock.runFor(30 * SECOND);
    }
    await page.clock.runFor(2 * MINUTE);
  }
  await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
  await page.close({ runBeforeUnload: true });
  expect(requests).toEqual([]);
  const other = await context.newPage();
  await other.goto("/");
  expect(await storedTracking(other)).toBeNull();
  await context.close();
});
