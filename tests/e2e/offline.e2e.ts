import { createAccount, signIn } from "./support/accounts";
import { expect, test } from "./support/fixtures";

// DESIGN / issue 4: the service worker at /sw.js precaches the shell, so a visited app opens offline.

test("an already visited shell loads with the network off", async ({ page, context }) => {
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Get Started" })).toBeVisible();
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe("/");
  const manifest = await page.evaluate(() =>
    document.querySelector('link[rel="manifest"]')?.getAttribute("href"),
  );
  expect(manifest).toBeTruthy();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Learn smarter");
  // Another page of the app, never opened before, still loads from the precache.
  await page.goto("/auth");
  await expect(page.getByRole("button", { name: "Sign In", exact: true }).last()).toBeVisible();
  await context.setOffline(false);
});

test("signed in, the shell shows an offline notice and the page stays usable", async ({ page, context }) => {
  await signIn(page, await createAccount({ role: "student" }));
  await expect(page.getByRole("heading", { name: "Your subjects" })).toBeVisible();
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await context.setOffline(true);
  await expect(page.getByText("You are offline.")).toBeVisible();
  await page.getByRole("link", { name: "Mathematics", exact: true }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mathematics");
  await context.setOffline(false);
  await expect(page.getByText("You are offline.")).toBeHidden();
});
