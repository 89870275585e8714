import { randomBytes, randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { MESSAGES } from "@vidya/core/messages";
import { ncertChapters } from "../../core/src/curriculum/catalogue";
import { type Account, createAccount, query, signIn } from "./support/accounts";
import { expect, test } from "./support/fixtures";

// Issue 27 item 2: a quick test downloaded online is taken with no connection (answers kept on the
// device, the clock on the server's time), submitted once when the network returns and graded by the
// server; another device sees the result; on a shared browser one account never sends another's test.

test.use({ serviceWorkers: "block" });

const chapter = ncertChapters(6, "science")[2];

/** A teacher's class with `students`, five approved items (key: the first option) assigned to it. */
async function assignedTest(students: Account[]) {
  const teacher = await createAccount({ role: "teacher", preferredClass: 6 });
  const classId = randomUUID();
  const tag = randomBytes(3).toString("hex");
  await query(
    `INSERT INTO "Classroom" (id, "teacherId", name, grade, subjects, "joinCode", "updatedAt") VALUES ($1, $2, '6D Science', 6, '{science}', $3, now())`,
    [classId, teacher.id, `O${tag.toUpperCase()}`],
  );
  for (const s of students)
    await query(`INSERT INTO "ClassMember" ("classroomId", "userId") VALUES ($1, $2)`, [classId, s.id]);
  const items = [1, 2, 3, 4, 5].map((n) => ({
    id: randomUUID(),
    stem: `Offline question ${n} (${tag})`,
    options: [`right ${n}`, `wrong ${n}a`, `wrong ${n}b`, `wrong ${n}c`],
  }));
  for (const q of items)
    await query(
      `INSERT INTO "Question" (id, "ownerId", subject, grade, "chapterId", kind, stem, options, key, explanation, source, difficulty, status, "updatedAt")
       VALUES ($1, $2, 'science', 6, $3, 'MCQ', $4, $5, 'a', 'Seeded.', 'teacher', 0, 'APPROVED', now())`,
      [
        q.id,
        teacher.id,
        chapter?.id,
        q.stem,
        JSON.stringify(q.options.map((text, i) => ({ id: "abcd"[i], text }))),
      ],
    );
  const assignmentId = randomUUID();
  await query(
    `INSERT INTO "QuickTestAssignment" (id, "classroomId", "teacherId", subject, grade, "chapterIds", "questionIds", minutes, "dueAt")
     VALUES ($1, $2, $3, 'science', 6, $4, $5, 10, now() + interval '1 day')`,
    [assignmentId, classId, teacher.id, [chapter?.id], items.map((q) => q.id)],
  );
  return { items, assignmentId };
}

/** Downloads the assigned test from /subjects; returns the test id. */
async function download(page: Page): Promise<string> {
  await page.goto("/subjects");
  await page.getByRole("button", { name: "Download for offline" }).click();
  await expect(page.getByText("Downloaded. You can take this test without a connection.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Start the test" })).toBeVisible();
  return new URL(page.url()).searchParams.get("offline") ?? "";
}

/** Answers the five items (right for the first three, wrong for the last two) and submits. */
async function takeOffline(page: Page, items: { stem: string; options: string[] }[]) {
  await page.getByRole("button", { name: "Start the test" }).click();
  await expect(page.getByRole("timer")).toContainText(/Time left: (10:00|9:5\d)/);
  for (let n = 0; n < 5; n++) {
    await expect(page.getByText(`Question ${n + 1} of 5`)).toBeVisible();
    const shown = (await page.locator("legend").textContent()) ?? "";
    const i = items.findIndex((q) => shown.includes(q.stem));
    const q = items[i];
    if (!q) throw new Error(`not one of the five: ${shown}`);
    const choice = i < 3 ? q.options[0] : q.options[1];
    await page.getByRole("radio", { name: choice, exact: true }).click();
    await expect(page.getByRole("radio", { name: choice, exact: true })).toBeChecked();
    if (n < 4) await page.getByRole("button", { name: "Next" }).click();
  }
  await page.getByRole("button", { name: "Submit the test" }).click();
  await expect(
    page.getByText("Your answers are saved on this device and will be submitted when you are online."),
  ).toBeVisible();
}

const testRow = (id: string) =>
  query<{ score: number | null; submitted: boolean; downloaded: boolean; late: boolean }>(
    `SELECT score, "submittedAt" IS NOT NULL AS submitted, "downloadedAt" IS NOT NULL AS downloaded, late FROM "QuickTest" WHERE id = $1`,
    [id],
  );

async function signOut(page: Page, username: string): Promise<void> {
  await page.getByRole("button", { name: username }).click();
  await page.getByRole("menuitem", { name: "Sign Out" }).click();
  await expect(page.getByText(MESSAGES.signOutSuccess)).toBeVisible();
}

test("a quick test downloaded online is taken offline, then submitted once and graded by the server", async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(120_000);
  const asha = await createAccount({ role: "student", preferredClass: 6, username: "asha_qt_offline" });
  const { items } = await assignedTest([asha]);
  await signIn(page, asha);
  const id = await download(page);
  // Downloaded, not started, nothing graded: the keys stayed on the server.
  expect(await testRow(id)).toEqual([{ score: null, submitted: false, downloaded: true, late: false }]);

  await context.setOffline(true);
  const status = page.getByTestId("sync-status");
  await expect(status).toContainText("Offline");
  await takeOffline(page, items);
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
  const id = await download(page);
  await context.setOffline(true);
  await takeOffline(page, items);

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
