import { expect, type Page } from "@playwright/test";

/**
 * Answers a started BlackBox run until its mastery map shows (at most `limit` questions), always
 * choosing the last option: options are shuffled, so most answers are wrong and the map has chapters
 * to recommend. Each answer must move the "N answered" count on by one, or end the run.
 */
export async function answerUntilMasteryMap(page: Page, limit = 25): Promise<void> {
  const map = page.getByRole("heading", { name: "Your mastery map" });
  for (let n = 0; n < limit; n++) {
    await expect(page.getByText(`${n} answered`)).toBeVisible({ timeout: 30_000 });
    await page.getByRole("radio").last().click();
    await expect(
      page
        .getByText(`${n + 1} answered`)
        .or(map)
        .first(),
    ).toBeVisible();
    if (await map.isVisible()) break;
  }
  await expect(map).toBeVisible();
}
