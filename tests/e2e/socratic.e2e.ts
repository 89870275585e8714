import { createAccount, signIn } from "./support/accounts";
import { expect, test } from "./support/fixtures";

test.describe("the Socratic tutor", () => {
  test("a student works through a linear equation, is told a mistake, takes a hint, and finds it in history", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signIn(page, await createAccount({ role: "student" }));
    await page.goto("/socratic-tutor");
    await expect(page.getByRole("heading", { level: 1, name: "Socratic Tutor" })).toBeVisible();

    // Other subjects say a model is needed; mathematics works offline.
    await page.getByLabel("Subject").selectOption("science");
    await expect(page.getByRole("status")).toContainText("needs the school's AI model");
    await page.getByLabel("Subject").selectOption("mathematics");
    await page.getByLabel("Class").selectOption("7");
    await page.getByLabel("Your problem").fill("Solve 3x + 5 = 20");
    await page.getByRole("button", { name: "Start" }).click();

    const turns = page.locator(".socratic-turns");
    await expect(turns).toContainText("Step 1 of 2", { timeout: 60_000 });
    await expect(turns).not.toContainText("x = 5");
    await expect(page.getByText("Steps done: 0 of 2 · Hints used: 0")).toBeVisible();

    const step = page.getByLabel("Your step");
    await step.fill("3x = 25");
    await page.getByRole("button", { name: "Check step" }).click();
    await expect(turns.locator('[data-mistake="wrong-operation"]')).toContainText("subtract 5");
    // The reply to a step is in sight without scrolling: the transcript follows the latest turn.
    await expect(turns.locator("li").last()).toBeInViewport();

    await page.getByRole("button", { name: "Hint" }).click();
    await expect(page.getByText("Steps done: 0 of 2 · Hints used: 1")).toBeVisible();
    await expect(turns.locator(".socratic-hint")).toHaveCount(1);

    await step.fill("15 = 3x");
    await page.getByRole("button", { name: "Check step" }).click();
    await expect(page.getByText("Steps done: 1 of 2 · Hints used: 1")).toBeVisible();
    await expect(turns.locator("li").last()).toBeInViewport();
    await step.fill("x = 5");
    await page.getByRole("button", { name: "Check step" }).click();
    await expect(page.getByText("Solved! Well done.")).toBeVisible();
    await expect(page.getByText("Steps done: 2 of 2 · Hints used: 1")).toBeVisible();
    await expect(turns.locator("li").last()).toBeInViewport();
    // Formulas are rendered, never shown as raw `$…$`; the scroll box is reachable by keyboard.
    await expect(turns).not.toContainText("$");
    await expect(page.getByRole("list", { name: "Your conversation with the tutor" })).toHaveAttribute(
      "tabindex",
      "0",
    );

    // The session is in the resume list and in History.
    await expect(page.getByRole("region", { name: "Your sessions" })).toContainText("Solve 3x + 5 = 20");
    await page.goto("/history");
    const item = page.locator(".history-item").filter({ hasText: "Solve 3x + 5 = 20" });
    await expect(item).toContainText("Socratic tutor: 2 of 2 steps done");
    await expect(item).toContainText("Socratic Tutor ·");
    // History can show only the Socratic tutor's sessions, and nothing of another topic.
    await page.getByLabel("Topic").selectOption({ label: "Socratic Tutor" });
    await expect(item).toBeVisible();
    await page.getByLabel("Topic").selectOption("algebra");
    await expect(page.getByText("Nothing matches.")).toBeVisible();
  });
});
