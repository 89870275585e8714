import type { Page } from "@playwright/test";

/**
 * Moves the single-page app to `path` the way a link does (history + popstate), without reloading:
 * the session, Apollo and loaded chunks stay, so a table of routes runs quickly.
 */
export async function clientNavigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, "", to);
    window.dispatchEvent(new PopStateEvent("popstate", { state: window.history.state }));
  }, path);
}

/**
 * Navigates in-app and waits (checking every animation frame) until the address is `expectedUrl`
 * (path and query) and, when given, the page's h1 reads `heading`. Returns what was seen on timeout.
 */
export async function navigateAndSettle(
  page: Page,
  path: string,
  expectedUrl: string,
  heading?: string,
  timeout = 10_000,
): Promise<{ url: string; heading: string | null }> {
  await clientNavigate(page, path);
  const read = () =>
    page.evaluate(() => ({
      url: `${window.location.pathname}${window.location.search}`,
      heading: document.querySelector("h1")?.textContent?.trim() ?? null,
    }));
  try {
    await page.waitForFunction(
      ([url, h1]) =>
        `${window.location.pathname}${window.location.search}` === url &&
        (h1 === null || document.querySelector("h1")?.textContent?.trim() === h1),
      [expectedUrl, heading ?? null] as const,
      { polling: "raf", timeout },
    );
  } catch {
    // Fall through: the caller's assertion shows what was there instead.
  }
  return read();
}
