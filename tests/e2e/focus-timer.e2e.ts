import type { BrowserContext, Page } from "@playwright/test";
import { MESSAGES } from "../../core/src/messages";
import { seriousViolations, THEMES, useTheme } from "./support/a11y";
import { createAccount, query, signIn } from "./support/accounts";
import { expect, test } from "./support/fixtures";

// The e2e stack runs with TIMER_MINUTE_SECONDS=1 (tests/e2e/global-setup.ts): every timer "minute" lasts
// one second, so phases are short while the page and the settings still read in minutes.
test.use({ serviceWorkers: "block" });

/** A signed-in student's browser (one context: tabs share the session and local storage, as in life). */
async function student(browser: import("@playwright/test").Browser) {
  const account = await createAccount({ role: "student" });
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, account);
  return { account, context, page };
}

async function openPomodoro(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto("/pomodoro");
  // The first visit loads the page's code, which can take a while on a busy machine.
  await expect(page.getByRole("heading", { name: "Pomodoro Timer" })).toBeVisible({ timeout: 30_000 });
  return page;
}

async function setLengths(page: Page, focus: number, short: number, long: number) {
  await page.getByLabel("Focus (minutes)").fill(String(focus));
  await page.getByLabel("Short break (minutes)").fill(String(short));
  await page.getByLabel("Long break (minutes)").fill(String(long));
  await page.getByRole("button", { name: "Save lengths" }).click();
  await expect(page.getByText("Timer lengths saved.")).toBeVisible();
}

/** Seconds shown by the big timer ("mm:ss"). */
async function shownSeconds(page: Page): Promise<number> {
  const text = (await page.getByTestId("pomodoro-time").textContent()) ?? "";
  const [m, s] = text.split(":").map(Number);
  return (m ?? 0) * 60 + (s ?? 0);
}

test("two tabs stay in step, a reload resumes at the right time, and the header shows the timer", async ({
  browser,
}) => {
  const { context, page: first } = await student(browser);
  await first.close();
  const a = await openPomodoro(context);
  const b = await openPomodoro(context);
  await setLengths(a, 30, 5, 15);
  // Stopped: the header indicator is hidden.
  await expect(a.getByTestId("timer-indicator")).toBeHidden();
  await expect(b.getByTestId("pomodoro-time")).toHaveText("00:30");

  await a.getByRole("button", { name: "Start" }).click();
  await expect(b.getByTestId("pomodoro-status")).toHaveText("running", { timeout: 1000 });
  await expect(b.getByTestId("timer-indicator")).toBeVisible();
  await expect(b.getByTestId("timer-indicator-badge")).toHaveText("Focus");
  await expect(b.locator('[data-testid="timer-indicator"] [data-session-icon="focus"]')).toBeVisible();
  await expect(b.getByTestId("timer-indicator-time")).toHaveText(/^00:(2\d|30)$/);

  await b.getByRole("button", { name: "Pause" }).click();
  await expect(a.getByTestId("pomodoro-status")).toHaveText("paused", { timeout: 1000 });
  await expect(a.getByTestId("timer-indicator-paused")).toHaveText("Paused");
  const pausedAt = await shownSeconds(a);
  await a.waitForTimeout(2000);
  expect(await shownSeconds(a)).toBe(pausedAt);

  // Resume, reload: the count carries on from where it was, minus the time the reload took.
  await a.getByRole("button", { name: "Resume" }).click();
  await expect(b.getByTestId("pomodoro-status")).toHaveText("running", { timeout: 1000 });
  const before = await shownSeconds(a);
  const t0 = Date.now();
  await a.reload();
  await expect(a.getByTestId("pomodoro-status")).toHaveText("running");
  const elapsed = Math.round((Date.now() - t0) / 1000);
  expect(Math.abs(before - elapsed - (await shownSeconds(a)))).toBeLessThanOrEqual(1);

  // Small screens: no indicator in the header.
  await a.setViewportSize({ width: 480, height: 800 });
  await expect(a.getByTestId("timer-indicator")).toBeHidden();
  await a.setViewportSize({ width: 1280, height: 800 });
  await expect(a.getByTestId("timer-indicator")).toBeVisible();
  await a.getByRole("button", { name: "Reset" }).click();
  await expect(b.getByTestId("pomodoro-status")).toHaveText("stopped", { timeout: 1000 });
  await expect(b.getByTestId("timer-indicator")).toBeHidden();
  await context.close();
});

test("with every tab closed the phase still ends on the server, and a reopened tab shows the break", async ({
  browser,
}) => {
  const { account, context, page: first } = await student(browser);
  await first.close();
  const a = await openPomodoro(context);
  await setLengths(a, 5, 20, 15);
  await a.getByRole("button", { name: "Start" }).click();
  await expect(a.getByTestId("pomodoro-status")).toHaveText("running");
  await a.close();
  // The 5 s focus phase ends while no tab is open; its 20 s break is under way when we come back.
  await new Promise((r) => setTimeout(r, 7000));
  const rows = await query<{ sessionType: string; sessionCount: number }>(
    `SELECT t."sessionType", t."sessionCount" FROM "FocusTimer" t JOIN "User" u ON u.id = t."userId" WHERE u.email = $1`,
    [account.email],
  );
  expect(rows[0]).toEqual({ sessionType: "shortBreak", sessionCount: 1 });
  const again = await openPomodoro(context);
  await expect(again.getByTestId("pomodoro-phase")).toContainText("Break");
  await expect(again.getByTestId("pomodoro-status")).toHaveText("running");
  await expect(again.getByTestId("pomodoro-session-count")).toHaveText("1");
  await expect(again.getByTestId("timer-indicator-badge")).toHaveText("Break");
  await expect(again.getByTestId("today-sessions")).toHaveText("1");
  await expect(again.getByTestId("today-minutes")).toHaveText("5");
  await context.close();
});

test("SPEC's toasts one at a time, and the 4th focus session leads to a long break", async ({ browser }) => {
  test.setTimeout(180_000);
  const { context, page: first } = await student(browser);
  await first.close();
  const page = await openPomodoro(context);
  await setLengths(page, 5, 5, 15);
  const toasts = page.locator("[data-sonner-toast]");
  for (let session = 1; session <= 4; session++) {
    await page.getByRole("button", { name: "Start" }).click();
    await expect(page.getByText(MESSAGES.focusCompleted)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId("pomodoro-session-count")).toHaveText(String(session));
    expect(await toasts.count()).toBe(1);
    if (session < 4) {
      await expect(page.getByText(MESSAGES.shortBreakNext)).toBeVisible();
      await expect(page.getByTestId("timer-indicator-badge")).toHaveText("Break");
      await expect(page.getByText(MESSAGES.breakCompleted("Short break"))).toBeVisible({ timeout: 15_000 });
      await expect(page.getByText(MESSAGES.readyForFocus)).toBeVisible();
      expect(await toasts.count()).toBe(1);
      await expect(page.getByTestId("pomodoro-status")).toHaveText("stopped");
      await expect(page.getByTestId("timer-indicator")).toBeHidden();
    }
  }
  await expect(page.getByText(MESSAGES.longBreakNext)).toBeVisible();
  await expect(page.getByTestId("pomodoro-phase")).toContainText("Long Break");
  await expect(page.getByTestId("timer-indicator-badge")).toHaveText("Long Break");
  await expect(page.locator('[data-testid="timer-indicator"] [data-session-icon="longBreak"]')).toBeVisible();
  await expect(page.getByTestId("today-sessions")).toHaveText("4");
  await expect(page.getByTestId("today-minutes")).toHaveText("20");
  await context.close();
});

test("lengths out of range are refused with a clear message", async ({ browser }) => {
  const { context, page: first } = await student(browser);
  await first.close();
  const page = await openPomodoro(context);
  await page.getByLabel("Focus (minutes)").fill("4");
  await page.getByRole("button", { name: "Save lengths" }).click();
  await expect(page.getByText("Focus length must be at least 5 minutes.")).toBeVisible();
  await page.getByLabel("Focus (minutes)").fill("91");
  await page.getByRole("button", { name: "Save lengths" }).click();
  await expect(page.getByText("Focus length can be at most 90 minutes.")).toBeVisible();
  await context.close();
});

test("a device whose clock is an hour slow shows the same remaining time as one whose clock is right", async ({
  browser,
}) => {
  const HOUR = 3_600_000;
  const account = await createAccount({ role: "student" });
  // Two devices of one student: the first one's clock is an hour behind (it still runs).
  const slow = await browser.newContext();
  await slow.clock.install({ time: Date.now() - HOUR });
  const right = await browser.newContext();
  for (const context of [slow, right]) {
    const page = await context.newPage();
    await signIn(page, account);
    await page.close();
  }
  const a = await openPomodoro(slow);
  const b = await openPomodoro(right);
  expect(Date.now() - (await a.evaluate(() => Date.now()))).toBeGreaterThan(HOUR - 60_000);
  await setLengths(b, 30, 5, 15);
  await expect(a.getByTestId("pomodoro-time")).toHaveText("00:30");

  // Started on the right clock: without the measured offset the slow device would show a full 00:30.
  await b.getByRole("button", { name: "Start" }).click();
  await expect(a.getByTestId("pomodoro-status")).toHaveText("running", { timeout: 1000 });
  await b.waitForTimeout(4000);
  const [onA, onB] = await Promise.all([shownSeconds(a), shownSeconds(b)]);
  expect(onB).toBeLessThanOrEqual(28);
  expect(Math.abs(onA - onB)).toBeLessThanOrEqual(1);

  // Paused and resumed on the slow device: the other one agrees to the second.
  await a.getByRole("button", { name: "Pause" }).click();
  await expect(b.getByTestId("pomodoro-status")).toHaveText("paused", { timeout: 1000 });
  expect(await shownSeconds(a)).toBe(await shownSeconds(b));
  await a.getByRole("button", { name: "Resume" }).click();
  await expect(b.getByTestId("pomodoro-status")).toHaveText("running", { timeout: 1000 });
  await a.waitForTimeout(2000);
  const [laterA, laterB] = await Promise.all([shownSeconds(a), shownSeconds(b)]);
  expect(laterA).toBeLessThan(onA);
  expect(Math.abs(laterA - laterB)).toBeLessThanOrEqual(1);
  await Promise.all([slow.close(), right.close()]);
});

test("study time: activity is counted and saved to the server when the page is hidden", async ({
  browser,
}) => {
  const { account, context, page } = await student(browser);
  await page.goto("/pomodoro");
  for (let i = 0; i < 12; i++) {
    await page.mouse.move(100 + i * 10, 200);
    await page.waitForTimeout(250);
  }
  // Leaving the page saves at once (fetch keepalive with the access token).
  await page.close({ runBeforeUnload: true });
  await expect
    .poll(
      async () =>
        (
          await query<{ s: number }>(
            `SELECT COALESCE(SUM(d."activeSeconds"), 0)::int AS s FROM "StudyDay" d JOIN "User" u ON u.id = d."userId"
             WHERE u.email = $1`,
            [account.email],
          )
        )[0]?.s ?? 0,
      { timeout: 10_000 },
    )
    .toBeGreaterThanOrEqual(2);
  await context.close();
});

test("/pomodoro and the header indicator have no serious accessibility violations, in both themes", async ({
  browser,
}) => {
  const { context, page: first } = await student(browser);
  await first.close();
  const page = await openPomodoro(context);
  await setLengths(page, 30, 5, 15);
  await page.getByRole("button", { name: "Start" }).click();
  await page.getByRole("button", { name: "Pause" }).click();
  await expect(page.getByTestId("timer-indicator-paused")).toBeVisible();
  for (const theme of THEMES) {
    await useTheme(page, theme);
    const serious = await seriousViolations(page);
    expect(serious, theme).toEqual([]);
  }
  await context.close();
});
