import { expect, test } from "@playwright/test";
import { ncertChapters } from "../../core/src/curriculum/catalogue";
import { createAccount, signIn } from "./support/accounts";
import { answerUntilMasteryMap } from "./support/blackbox";
import { skipSplash } from "./support/fixtures";

/**
 * Issue 25: practice without a teacher. A student who signed up alone (no class, no teacher, no AI
 * model on this stack) takes a mathematics quick test and a BlackBox run to a mastery map, from the
 * items the math engine makes for the NCERT chapters. And a teacher finds Teacher Tools.
 */

const chapter = ncertChapters(8, "mathematics")[0];

test("a student with no teacher takes a mathematics quick test, from the engine's items", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await skipSplash(page);
  await signIn(page, await createAccount({ role: "student", preferredClass: 8 }));
  await page.goto("/quick-test");
  await expect(page.getByRole("combobox", { name: "Subject" })).toHaveValue("mathematics");
  await page.getByRole("combobox", { name: "Class", exact: true }).selectOption("8");
  // Class 8 has Ganita Prakash Part I and Part II, each numbered from 1: the list names each book.
  for (const book of new Set(ncertChapters(8, "mathematics").map((c) => c.book)))
    await expect(page.getByText(book, { exact: true })).toHaveCount(1);
  await page.getByRole("checkbox", { name: `1. ${chapter?.title}` }).check();
  await page.getByRole("button", { name: "Start the test" }).click();
  for (let i = 0; i < 5; i++) {
    await expect(page.getByText(`Question ${i + 1} of 5`)).toBeVisible({ timeout: 30_000 });
    // Four options to choose from on every question.
    const radios = page.getByRole("radio");
    await expect(radios).toHaveCount(4);
    await radios.first().click();
    await expect(page.getByText("Answered")).toBeVisible();
    if (i < 4) await page.getByRole("button", { name: "Next" }).click();
  }
  await page.getByRole("button", { name: "Submit the test" }).click();
  await expect(page.getByText(/Score: [0-5] \/ 5/)).toBeVisible();
  await expect(page.getByText(/^Right answer: /)).toHaveCount(5);
  await expect(page.getByText("Why:")).toHaveCount(5);
  await expect(page.getByText("There are no questions")).toHaveCount(0);
});

test("a student with no teacher runs BlackBox in mathematics to a mastery map", async ({ page }) => {
  test.setTimeout(150_000);
  await skipSplash(page);
  await signIn(page, await createAccount({ role: "student", preferredClass: 8 }));
  await page.goto("/blackbox");
  await expect(page.getByRole("combobox", { name: "Subject" })).toHaveValue("mathematics");
  await page.getByRole("combobox", { name: "Class" }).selectOption("8");
  await page.getByRole("button", { name: "Start BlackBox" }).click();
  await answerUntilMasteryMap(page);
  // The map lists the class's chapters (the engine's items come from them).
  await expect(page.getByRole("cell", { name: chapter?.title ?? "" })).toBeVisible();
});

test("a teacher finds Teacher Tools from the dashboard and from a subject page", async ({ page }) => {
  test.setTimeout(60_000);
  await skipSplash(page);
  await signIn(page, await createAccount({ role: "teacher" }));
  await expect(page).toHaveURL(/\/teacher-dashboard$/);
  await page.getByRole("link", { name: "Mathematics Teacher Tools" }).click();
  await expect(page).toHaveURL(/\/mathematics\/teacher-tools$/);
  await expect(page.getByRole("heading", { level: 1, name: "Mathematics Teacher Tools" })).toBeVisible();
  await page.goto("/science");
  await page.getByRole("link", { name: "Science Teacher Tools" }).click();
  await expect(page).toHaveURL(/\/science\/teacher-tools$/);
  // /mode-selection speaks to a teacher's day, not a student's study.
  await page.goto("/mode-selection");
  await expect(
    page.getByRole("heading", { level: 1, name: "What would you like to do today?" }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "How do you want to study today?" })).toHaveCount(0);
  await page.getByRole("link", { name: "Go: Teacher Dashboard" }).click();
  await expect(page).toHaveURL(/\/teacher-dashboard$/);
});
