import { test as base } from "@playwright/test";

/** The splash shows once per browser session; tests that are not about it start past it. */
export async function skipSplash(page: import("@playwright/test").Page) {
  await page.addInitScript(() => {
    try {
      window.sessionStorage.setItem("vidya:splash-shown", "1");
    } catch {
      // Pages without storage simply show the splash.
    }
  });
}

/** Playwright's `test`, with every page starting past the splash. */
export const test = base.extend({
  page: async ({ page }, use) => {
    await skipSplash(page);
    await use(page);
  },
  context: async ({ context }, use) => {
    await context.addInitScript(() => {
      try {
        window.sessionStorage.setItem("vidya:splash-shown", "1");
      } catch {
        // As above.
      }
    });
    await use(context);
  },
});

export { expect } from "@playwright/test";
