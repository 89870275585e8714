import { createAccount, signIn } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { assignedTest, downloadTest, signOut, takeTestOffline, testRow } from "./support/offline";

// Issue 27 item 2: a quick test downloaded online is taken with no connection (answers kept on the
// device, the clock on the server's time), submitted once when the network returns and graded by the
// server; another device sees the result; on a shared browser one account never sends another's test.

test.use({ serviceWorkers: "block" });

test("a quick test downloaded online is taken offline, then submitted once and graded by the server", async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(120_000);
  const asha = await createAccount({ role: "student", preferredClass: 6, username: "asha_qt_offline" });
  const { items } = await assignedTest([asha]);
  await signIn(page, asha);
  const id = await downloadTest(page);
  // Downloaded, not started, nothing graded: the keys stayed on the server.
  expect(await testRow(id)).toEqual([{ score: null, submitted: false, downloaded: true, late: false }]);

  await context.setOffline(true);
  const status = page.getByTestId("sync-status");
  await expect(status).toContainText("Offline");
  await takeTestOffline(page, items);
  await expect(status).toContainText("1 change waiting to sync");
  expect((await testRow(id))[0]?.submitted).toBe(false);

  await context.setOffline(false);
  await expect(page.getByText("Your quick test taken offline was submitted: 3 / 5.")).toBeVisible();
  await expect(status).toBeHidden();
  expect(await testRow(id)).toEqual([{ score: 3, submitted: true, downloaded: true, late: false }]);
  await expect(page.getByText("Your test was submitted and graded.")).toBeVisible();
  await page.getByRole("button", { name: "Show results" }).click();
  await expect(page.getByText("Score: 3 / 5")).toBeVisible();
  await expect(page.getByText(/^Right answer: /)).toHaveCount(5);

  // A second device of the same student sees the graded test.
  const other = await browser.newContext();
  try {
    const phone = await other.newPage();
    await signIn(phone, asha);
    await phone.goto(`/quick-test?result=${id}`);
    await expect(phone.getByText("Score: 3 / 5")).toBeVisible();
  } finally {
    await other.close();
  }
});

test("a second student on the same browser never sends the first one's finished test", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const asha = await createAccount({ role: "student", preferredClass: 6, username: "asha_qt_shared" });
  const ravi = await createAccount({ role: "student", preferredClass: 6, username: "ravi_qt_shared" });
  const { items } = await assignedTest([asha, ravi]);
  await signIn(page, asha);
  const id = await downloadTest(page);
  await context.setOffline(true);
  await takeTestOffline(page, items);

  // The network comes back but Asha's submit does not get through before she signs out.
  await page.route("**/graphql", async (route) => {
    if ((route.request().postData() ?? "").includes("SubmitOfflineQuickTest")) return route.abort();
    return route.continue();
  });
  await context.setOffline(false);
  await expect(page.getByTestId("sync-status")).toHaveText("1 change waiting to sync");
  await signOut(page, asha.username ?? "");
  await page.unroute("**/graphql");

  const submits: string[] = [];
  page.on("request", (request) => {
    if ((request.postData() ?? "").includes("SubmitOfflineQuickTest"))
      submits.push(request.headers().authorization ?? "");
  });
  await signIn(page, ravi);
  await page.goto("/quick-test");
  await expect(page.getByRole("heading", { name: "Quick test", level: 1 })).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByTestId("sync-status")).toHaveText("Offline");
  await context.setOffline(false);
  await expect(page.getByTestId("sync-status")).toBeHidden();
  await page.waitForTimeout(1000);
  expect(submits).toEqual([]);
  expect((await testRow(id))[0]?.submitted).toBe(false);

  // Asha signs in again: her test goes, as hers, once.
  await signOut(page, ravi.username ?? "");
  await signIn(page, asha);
  await expect(page.getByText("Your quick test taken offline was submitted: 3 / 5.")).toBeVisible();
  expect(submits).toHaveLength(1);
  expect(await testRow(id)).toEqual([{ score: 3, submitted: true, downloaded: true, late: false }]);
});
