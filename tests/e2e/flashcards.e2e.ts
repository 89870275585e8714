import { randomUUID } from "node:crypto";
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { notesPages, textPdf } from "../helpers/pdf";
import { createAccount, signIn } from "./support/accounts";
import { expect, test } from "./support/fixtures";

test.use({ serviceWorkers: "block" });

/** A new student, signed in through the /auth form, on /flashcards. */
async function signInStudent(page: Page): Promise<void> {
  await signIn(page, await createAccount({ role: "student" }));
  await page.goto("/flashcards");
  await expect(page.getByRole("heading", { name: "Flashcards", level: 1 })).toBeVisible();
}

function inDays(days: number): string {
  const at = new Date(Date.now() + days * 86_400_000);
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

test("a student builds a deck for an exam, reviews it with the keyboard and sees readiness change", async ({
  page,
}) => {
  await signInStudent(page);

  await page.getByLabel("Deck title").fill("Class 10 Science");
  await page.getByLabel("Exam date (optional)").fill(inDays(3));
  await page.getByRole("button", { name: "Create deck" }).click();
  // The new deck opens at once (issue 19).
  await expect(page.getByRole("heading", { name: "Class 10 Science", level: 1 })).toBeVisible();
  await expect(page.getByTestId("fc-recall")).toHaveText("0%");

  await page.getByLabel("Front", { exact: true }).fill("What is $2^{10}$?");
  await page.getByLabel("Back", { exact: true }).fill("**1024**");
  await page.getByRole("button", { name: "Add card" }).click();
  await expect(page.getByTestId("fc-card-row")).toHaveCount(1);

  const importBox = page.getByLabel(/Cards to import/);
  await importBox.fill("front,back\nCapital of India,New Delhi\na row without its back\nH2O,water");
  await page.getByRole("button", { name: "Import cards" }).click();
  await expect(page.getByRole("alert")).toContainText("Line 3");
  await expect(page.getByTestId("fc-card-row")).toHaveCount(1);
  await importBox.fill("front,back\nCapital of India,New Delhi\nH2O,water");
  await page.getByRole("button", { name: "Import cards" }).click();
  await expect(page.getByTestId("fc-card-row")).toHaveCount(3);
  await expect(page.getByTestId("fc-at-risk")).toHaveText("3");

  await page.getByRole("link", { name: /Study now/ }).click();
  const card = page.getByTestId("fc-card");
  await expect(card).toContainText("What is");
  await page.keyboard.press("Space");
  await expect(card).toContainText("1024");
  await expect(page.getByTestId("fc-next-1")).toHaveText("1m");
  await expect(page.getByTestId("fc-next-3")).toHaveText("10m");
  await expect(page.getByTestId("fc-next-4")).toHaveText(/^\d+d$/);
  await page.keyboard.press("4");
  for (const front of ["Capital of India", "H2O"]) {
    await expect(card).toContainText(front);
    await page.keyboard.press("Space");
    await expect(page.getByTestId("fc-next-4")).toBeVisible();
    await page.keyboard.press("4");
  }
  await expect(page.getByTestId("fc-left")).toContainText("3 done");
  await page.keyboard.press("z");
  await expect(page.getByTestId("fc-left")).toContainText("2 done");
  await expect(card).toContainText("H2O");
  await page.keyboard.press("Space");
  await page.keyboard.press("4");
  await expect(page.getByTestId("fc-done")).toBeVisible();

  await page.getByRole("link", { name: "← Back" }).click();
  // Three Easy ratings: each card now predicted well above 90 % on exam day, none at risk.
  await expect(page.getByTestId("fc-recall")).toHaveText(/^9\d%$/);
  await expect(page.getByTestId("fc-at-risk")).toHaveText("0");
  await expect(page.getByTestId("fc-today")).toHaveText("3");
});

test("a student turns a PDF of notes into cards, edits and deselects some, and saves them", async ({
  page,
}) => {
  await signInStudent(page);
  await page.getByLabel("Deck title").fill("Geography");
  await page.getByRole("button", { name: "Create deck" }).click();
  await expect(page.getByRole("heading", { name: "Geography", level: 1 })).toBeVisible();
  await page.getByRole("link", { name: /Generate from notes or PDF/ }).click();

  const pdfPath = join(tmpdir(), `notes-${randomUUID()}.pdf`);
  writeFileSync(pdfPath, await textPdf(notesPages(3)));
  await page.getByRole("tab", { name: "Upload a PDF" }).click();
  await page.getByLabel(/PDF file/).setInputFiles(pdfPath);
  await page.getByRole("button", { name: "Generate cards" }).click();
  await expect(page.getByTestId("fc-gen-status")).toHaveText(/Found \d+ cards/, { timeout: 45_000 });

  const suggestions = page.getByTestId("fc-suggestion");
  const total = await suggestions.count();
  expect(total).toBeGreaterThan(5);
  await expect(page.getByLabel("Front of card 1", { exact: true })).toHaveValue("Photosynthesis");
  await page.getByLabel("Front of card 1", { exact: true }).fill("Define photosynthesis");
  await suggestions.nth(1).getByRole("checkbox").uncheck();
  await page.getByRole("button", { name: `Save ${total - 1} cards` }).click();

  await expect(page.getByRole("heading", { name: "Geography" })).toBeVisible();
  await expect(page.getByTestId("fc-card-row")).toHaveCount(total - 1);
  await expect(page.getByTestId("fc-card-row").first()).toContainText("Define photosynthesis");
});
