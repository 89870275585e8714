import { randomBytes, randomUUID } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { MESSAGES } from "@vidya/core/messages";
import { ncertChapters } from "../../../core/src/curriculum/catalogue";
import { type Account, createAccount, query } from "./accounts";
import { clientNavigate } from "./navigate";

// Issue 27 ("study without a connection"): the steps the offline e2e files share. Every step that
// opens a page takes `inApp`: true moves the single-page app there as a link does, without a reload,
// so a journey keeps one document (its loaded chunks and the started math engine) across going offline.

async function open(page: Page, path: string, inApp: boolean): Promise<void> {
  if (inApp) await clientNavigate(page, path);
  else await page.goto(path);
}

export async function signOut(page: Page, username: string): Promise<void> {
  await page.getByRole("button", { name: username }).click();
  await page.getByRole("menuitem", { name: "Sign Out" }).click();
  await expect(page.getByText(MESSAGES.signOutSuccess)).toBeVisible();
}

// ── Flashcards ─────────────────────────────────────────────────────────────────────────────────

export const CARDS = ["Q1", "Q2", "Q3", "Q4", "Q5"];

/** A deck of five cards made through the page, opened for study. */
export async function studyNewDeck(page: Page, { inApp = false, title = "Offline revision" } = {}) {
  await open(page, "/flashcards", inApp);
  await page.getByLabel("Deck title").fill(title);
  await page.getByRole("button", { name: "Create deck" }).click();
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await page
    .getByLabel(/Cards to import/)
    .fill(["front,back", ...CARDS.map((q) => `${q},answer ${q}`)].join("\n"));
  await page.getByRole("button", { name: "Import cards" }).click();
  await expect(page.getByTestId("fc-card-row")).toHaveCount(5);
  await page.getByRole("link", { name: /Study now/ }).click();
  await expect(page.getByTestId("fc-card")).toBeVisible();
}

/** Rates every card in the session Good; the fronts in the order shown. */
export async function reviewAllGood(page: Page): Promise<string[]> {
  const shown: string[] = [];
  for (let i = 0; i < CARDS.length; i += 1) {
    const front = (await page.locator(".fc-front").innerText()).trim();
    shown.push(front);
    await page.keyboard.press("Space");
    await expect(page.getByTestId("fc-next-3")).toBeVisible();
    await page.keyboard.press("3");
    if (i < CARDS.length - 1) await expect(page.locator(".fc-front")).not.toHaveText(front);
  }
  await expect(page.getByTestId("fc-done")).toBeVisible();
  return shown;
}

/** The user's reviews as the server stored them, in the order they were made. */
export const reviewsOf = (userId: string) =>
  query<{ front: string; rating: number }>(
    `SELECT f.front, r.rating FROM "ReviewLog" r JOIN "Flashcard" f ON f.id = r."cardId"
     WHERE r."userId" = $1 ORDER BY r.review, r.id`,
    [userId],
  );

// ── Quick tests ────────────────────────────────────────────────────────────────────────────────

const chapter = ncertChapters(6, "science")[2];

/** A teacher's class 6 with `students`, five approved items (key: the first option) assigned to it. */
export async function assignedTest(students: Account[]) {
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
export async function downloadTest(page: Page, { inApp = false } = {}): Promise<string> {
  await open(page, "/subjects", inApp);
  await page.getByRole("button", { name: "Download for offline" }).click();
  await expect(page.getByText("Downloaded. You can take this test without a connection.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Start the test" })).toBeVisible();
  return new URL(page.url()).searchParams.get("offline") ?? "";
}

/** Answers the five items (right for the first three, wrong for the last two) and submits. */
export async function takeTestOffline(page: Page, items: { stem: string; options: string[] }[]) {
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

/** The quick test as the server stored it. */
export const testRow = (id: string) =>
  query<{ score: number | null; submitted: boolean; downloaded: boolean; late: boolean }>(
    `SELECT score, "submittedAt" IS NOT NULL AS submitted, "downloadedAt" IS NOT NULL AS downloaded, late FROM "QuickTest" WHERE id = $1`,
    [id],
  );

// ── Mathematics ────────────────────────────────────────────────────────────────────────────────

/** The user's history, oldest first. */
export const historyRows = (userId: string) =>
  query<{ text: string; toolType: string }>(
    `SELECT text, "toolType" FROM "HistoryRecord" WHERE "userId" = $1 ORDER BY "createdAt"`,
    [userId],
  );

/** Opens /math/algebra and taps "Use offline (… KB)" (the size is shown before the download). */
export async function useOffline(page: Page, { inApp = false } = {}): Promise<void> {
  await open(page, "/math/algebra", inApp);
  const button = page.getByRole("button", { name: /^Use offline \(\d+(\.\d)? (KB|MB)\)$/ });
  await expect(button).toBeVisible();
  await button.click();
  await expect(page.getByText("Math works offline on this device.")).toBeVisible({ timeout: 30_000 });
}

/** Types a question into the page's (first) question box and taps Solve. */
export async function askQuestion(page: Page, question: string): Promise<void> {
  await page
    .getByRole("textbox", { name: /question/i })
    .first()
    .fill(question);
  await page.getByRole("button", { name: "Solve", exact: true }).click();
}

/** Waits until the page has fetched a script whose file name starts with each of `chunks` (lazy parts). */
export async function chunksLoaded(page: Page, chunks: string[]): Promise<void> {
  await page.waitForFunction(
    (names) =>
      names.every((name) =>
        performance.getEntriesByType("resource").some((e) => e.name.includes(`/assets/${name}-`)),
      ),
    chunks,
  );
}
