import { createAccount, signIn } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { CARDS, reviewAllGood, reviewsOf, signOut, studyNewDeck } from "./support/offline";

// Issue 27: flashcards reviewed with no connection are graded on the device, wait in a queue the
// header counts, and reach the server in order once the network is back; on a shared browser a
// queue is only ever sent by the account that made it.

test.use({ serviceWorkers: "block" });

test("five cards reviewed offline are synced in order when the network returns", async ({
  page,
  context,
}) => {
  const asha = await createAccount({ role: "student", username: "asha_offline" });
  await signIn(page, asha);
  await studyNewDeck(page);

  await context.setOffline(true);
  const status = page.getByTestId("sync-status");
  await expect(status).toContainText("Offline");
  const shown = await reviewAllGood(page);
  expect([...shown].sort()).toEqual(CARDS);
  // The count on the page is right with no server to ask.
  await expect(page.getByTestId("fc-left")).toHaveText("0 new · 0 due · 5 done");
  await expect(status).toContainText("5 changes waiting to sync");
  expect(await reviewsOf(asha.id)).toEqual([]);

  await context.setOffline(false);
  await expect(page.getByText("Synced 5 flashcard reviews made offline.")).toBeVisible();
  await expect(status).toBeHidden();
  expect(await reviewsOf(asha.id)).toEqual(shown.map((front) => ({ front, rating: 3 })));

  // After a reload the server's copy says the same: five reviews today, nothing due now.
  await page.goto("/flashcards");
  await page
    .getByRole("link", { name: /Offline revision/ })
    .first()
    .click();
  await expect(page.getByTestId("fc-today")).toHaveText("5");
});

test("a second student on the same browser never sends the first one's queue", async ({ page, context }) => {
  const asha = await createAccount({ role: "student", username: "asha_shared" });
  const ravi = await createAccount({ role: "student", username: "ravi_shared" });
  await signIn(page, asha);
  await studyNewDeck(page);
  await context.setOffline(true);
  const shown = await reviewAllGood(page);
  await expect(page.getByTestId("sync-status")).toContainText("5 changes waiting to sync");

  // The network comes back but Asha's sync does not get through before she signs out.
  const syncs: { as: string | null }[] = [];
  await page.route("**/graphql", async (route) => {
    if ((route.request().postData() ?? "").includes("SyncReviews")) return route.abort();
    return route.continue();
  });
  await context.setOffline(false);
  await expect(page.getByTestId("sync-status")).toHaveText("5 changes waiting to sync");
  await signOut(page, asha.username ?? "");
  await page.unroute("**/graphql");

  page.on("request", (request) => {
    if ((request.postData() ?? "").includes("SyncReviews"))
      syncs.push({ as: request.headers().authorization ?? null });
  });
  await signIn(page, ravi);
  await page.goto("/flashcards");
  await expect(page.getByRole("heading", { name: "Flashcards", level: 1 })).toBeVisible();
  // Going offline and back makes the app try to sync: Ravi has nothing waiting.
  await context.setOffline(true);
  await expect(page.getByTestId("sync-status")).toHaveText("Offline");
  await context.setOffline(false);
  await expect(page.getByTestId("sync-status")).toBeHidden();
  await page.waitForTimeout(1000);
  expect(syncs).toEqual([]);
  expect(await reviewsOf(asha.id)).toEqual([]);
  expect(await reviewsOf(ravi.id)).toEqual([]);

  // Asha signs in again: her queue goes, as her.
  await signOut(page, ravi.username ?? "");
  await signIn(page, asha);
  await expect(page.getByText("Synced 5 flashcard reviews made offline.")).toBeVisible();
  expect(syncs).toHaveLength(1);
  expect(await reviewsOf(asha.id)).toEqual(shown.map((front) => ({ front, rating: 3 })));
  expect(await reviewsOf(ravi.id)).toEqual([]);
});
