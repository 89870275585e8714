import { expect, test } from "@playwright/test";
import { createAccount, signIn } from "./support/accounts";

// The pipeline check (/round-trip) is a developer's page: `pnpm dev` serves it, a production build —
// the one this stack runs — leaves it out (issue 25). Its pipeline is covered by
// tests/integration/round-trip.test.ts; here only that no user of the production app meets it.
test("signed in, the production app has no pipeline page: /round-trip is 'Page not found'", async ({
  page,
}) => {
  await signIn(page, await createAccount(), "/auth?returnUrl=%2Fround-trip");
  await expect(page).toHaveURL(/\/round-trip$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  await expect(page.getByLabel("Worker delay (ms)")).toHaveCount(0);
  await expect(page.getByText("Pipeline check")).toHaveCount(0);
});

test("signed out, /round-trip asks to sign in like any unknown page", async ({ page }) => {
  await page.goto("/round-trip");
  await expect(page).toHaveURL(/\/auth\?returnUrl=%2Fround-trip/);
});
