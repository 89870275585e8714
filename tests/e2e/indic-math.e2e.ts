import { expect, test } from "@playwright/test";
import { createAccount, signIn } from "./support/accounts";
import { skipSplash } from "./support/fixtures";

/**
 * Issue 25: mathematics asked in Devanagari script is read and answered by the offline engine (the
 * e2e stack has no AI model), and the explanation's words follow the interface language.
 */
const QUESTION = "7 सेमी त्रिज्या वाले वृत्त का क्षेत्रफल ज्ञात कीजिए";

test("a Hindi-script mathematics question is answered: 154 cm², explained in Hindi words for a Hindi interface", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await skipSplash(page);
  await signIn(page, await createAccount({ role: "student", language: "hi" }));
  await page.goto("/math/geometry");
  await page.getByLabel("आपका प्रश्न").fill(QUESTION);
  await page.getByRole("button", { name: "हल करें", exact: true }).click();
  const solution = page.getByTestId("solution");
  await expect(page.getByTestId("answer-check")).toContainText("उत्तर जाँचा गया", { timeout: 60_000 });
  await expect(solution).toContainText(QUESTION);
  // Not refused as "not mathematics": the engine's worked answer, with its words in Hindi.
  await expect(solution).not.toContainText("गणित के प्रश्नों");
  await expect(solution).toContainText("उत्तर:");
  await expect(solution).toContainText("चरण 1");
  await expect(solution.locator(".katex").filter({ hasText: "154" }).first()).toBeVisible();
});

test("in an English interface the same question is answered with English words", async ({ page }) => {
  test.setTimeout(120_000);
  await skipSplash(page);
  await signIn(page, await createAccount({ role: "student" }));
  await page.goto("/math/geometry");
  await page.getByLabel("Your question").fill(QUESTION);
  await page.getByRole("button", { name: "Solve", exact: true }).click();
  await expect(page.getByTestId("answer-check")).toContainText("Answer checked", { timeout: 60_000 });
  const solution = page.getByTestId("solution");
  await expect(solution).toContainText("Answer:");
  await expect(solution.locator(".katex").filter({ hasText: "154" }).first()).toBeVisible();
});
