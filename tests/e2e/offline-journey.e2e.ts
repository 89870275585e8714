import type { Request } from "@playwright/test";
import { createAccount, signIn } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { clientNavigate } from "./support/navigate";
import {
  askQuestion,
  assignedTest,
  downloadTest,
  historyRows,
  reviewAllGood,
  reviewsOf,
  signOut,
  studyNewDeck,
  takeTestOffline,
  testRow,
  useOffline,
} from "./support/offline";

// Issue 27, "Done when": one student studies a whole session without a connection (five flashcards,
// a downloaded quick test, two mathematics questions), in one tab as a student would, moving between
// pages by the app's own navigation. On a shared browser her queue waits for her (another student
// signed in there sends nothing of it); when she is back online it reaches the server (reviews in
// order, the test graded, both questions in history) and her other device sees all of it.

test.use({ serviceWorkers: "block" });

const SYNCS = ["SyncReviews", "SubmitOfflineQuickTest", "RecordOfflineMathAnswer"] as const;
const syncOf = (request: Request) => SYNCS.find((name) => (request.postData() ?? "").includes(name));

test("a study session made offline waits for its student on a shared browser, then reaches the server and her other device", async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(300_000);
  const asha = await createAccount({ role: "student", preferredClass: 6, username: "asha_journey" });
  const ravi = await createAccount({ role: "student", preferredClass: 6, username: "ravi_journey" });
  const { items } = await assignedTest([asha]);

  // Online: the test and the math engine go onto the device, then a deck is opened for study.
  await signIn(page, asha);
  const testId = await downloadTest(page, { inApp: true });
  await useOffline(page, { inApp: true });
  await studyNewDeck(page, { inApp: true, title: "Journey deck" });

  // Offline from here: five cards, the test, two questions; the header counts all eight.
  await context.setOffline(true);
  const status = page.getByTestId("sync-status");
  await expect(status).toContainText("Offline");
  const shown = await reviewAllGood(page);
  await expect(status).toContainText("5 changes waiting to sync");

  await clientNavigate(page, `/quick-test?offline=${testId}`);
  await takeTestOffline(page, items);
  await expect(status).toContainText("6 changes waiting to sync");

  await clientNavigate(page, "/math/algebra");
  await expect(page.getByRole("heading", { name: "Algebra", level: 1 })).toBeVisible();
  await askQuestion(page, "Solve 2x + 3 = 13");
  // The first offline solve starts the engine on the device: slow on a busy machine, as on a cheap phone.
  await expect(page.getByTestId("answer-check")).toContainText("Answer checked", { timeout: 30_000 });
  await expect(page.getByTestId("answer-check")).toContainText("x = 5");
  await expect(page.getByText(/^Answered offline on this device\./)).toBeVisible();
  await askQuestion(page, "Solve 3x = 12");
  await expect(page.getByTestId("answer-check")).toContainText("x = 4");
  await expect(status).toContainText("8 changes waiting to sync");
  expect(await reviewsOf(asha.id)).toEqual([]);
  expect((await testRow(testId))[0]?.submitted).toBe(false);
  expect(await historyRows(asha.id)).toEqual([]);

  // The network returns but nothing gets through before Asha leaves the shared computer.
  await page.route("**/graphql", async (route) =>
    syncOf(route.request()) ? route.abort() : route.continue(),
  );
  await context.setOffline(false);
  await expect(status).toHaveText("8 changes waiting to sync");
  await signOut(page, asha.username ?? "");
  await page.unroute("**/graphql");

  // Ravi signs in on the same browser and goes offline and back: nothing of Asha's is sent.
  const sent: { name: string; as: string | null }[] = [];
  page.on("request", (request) => {
    const name = syncOf(request);
    if (name) sent.push({ name, as: request.headers().authorization ?? null });
  });
  await signIn(page, ravi);
  await page.goto("/flashcards");
  await expect(page.getByRole("heading", { name: "Flashcards", level: 1 })).toBeVisible();
  await context.setOffline(true);
  await expect(status).toHaveText("Offline");
  await context.setOffline(false);
  await expect(status).toBeHidden();
  await page.waitForTimeout(1000);
  expect(sent).toEqual([]);
  expect(await reviewsOf(asha.id)).toEqual([]);
  expect((await testRow(testId))[0]?.submitted).toBe(false);
  expect(await historyRows(asha.id)).toEqual([]);
  expect(await historyRows(ravi.id)).toEqual([]);

  // Asha signs in again, online: everything goes, as hers, once.
  await signOut(page, ravi.username ?? "");
  await signIn(page, asha);
  await expect(page.getByText("Synced 5 flashcard reviews made offline.")).toBeVisible();
  await expect(page.getByText("Your quick test taken offline was submitted: 3 / 5.")).toBeVisible();
  await expect(page.getByText("Saved 2 questions answered offline to your History.")).toBeVisible();
  await expect(status).toBeHidden();
  // One send of the reviews, one of the test, one per question.
  expect(sent.map((s) => s.name).sort()).toEqual([
    "RecordOfflineMathAnswer",
    "RecordOfflineMathAnswer",
    "SubmitOfflineQuickTest",
    "SyncReviews",
  ]);
  expect(new Set(sent.map((s) => s.as)).size).toBe(1);
  expect(await reviewsOf(asha.id)).toEqual(shown.map((front) => ({ front, rating: 3 })));
  expect(await testRow(testId)).toEqual([{ score: 3, submitted: true, downloaded: true, late: false }]);
  expect(await historyRows(asha.id)).toEqual([
    { text: "Solve 2x + 3 = 13", toolType: "algebra" },
    { text: "Solve 3x = 12", toolType: "algebra" },
  ]);
  expect(await reviewsOf(ravi.id)).toEqual([]);
  expect(await historyRows(ravi.id)).toEqual([]);

  // Her phone (a second browser) sees the session: history, the test's result, the deck's counts.
  const other = await browser.newContext();
  try {
    const phone = await other.newPage();
    await signIn(phone, asha);
    await phone.goto("/history");
    await expect(phone.getByText("Solve 2x + 3 = 13").first()).toBeVisible();
    await expect(phone.getByText("Solve 3x = 12").first()).toBeVisible();
    await phone.goto(`/quick-test?result=${testId}`);
    await expect(phone.getByText("Score: 3 / 5")).toBeVisible();
    await phone.goto("/flashcards");
    const deck = phone.getByRole("listitem").filter({ hasText: "Journey deck" });
    // Five new cards before; all five reviewed Good: none new, none due today.
    await expect(deck).toContainText("5 cards");
    await expect(deck).toContainText("0 due");
    await expect(deck).toContainText("0 new");
  } finally {
    await other.close();
  }
});
