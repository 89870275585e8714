import { expect, test } from "@playwright/test";
import { createAccount, signIn } from "./support/accounts";

test("the pipeline page shows the worker's result arriving live", async ({ page }) => {
  // The round trip writes a row and queues a job, so it is for signed-in users only.
  await signIn(page, await createAccount(), "/auth?returnUrl=%2Fround-trip");
  await expect(page).toHaveURL(/\/round-trip$/);
  await page.getByLabel("Text").fill("live from the worker");
  await page.getByLabel("Worker delay (ms)").fill("1500");
  await page.getByRole("button", { name: "Send" }).click();
  // The status moves on without a reload: first queued or running, then done with the result.
  await expect(page.getByTestId("rt-status")).toHaveText(/QUEUED|RUNNING/);
  await expect(page.getByTestId("rt-status")).toHaveText("DONE", { timeout: 15_000 });
  await expect(page.getByTestId("rt-result")).toHaveText("rekrow eht morf evil (4 words)");
});

test("signed out, the pipeline page asks to sign in", async ({ page }) => {
  await page.goto("/round-trip");
  await expect(page).toHaveURL(/\/auth\?returnUrl=%2Fround-trip/);
});
