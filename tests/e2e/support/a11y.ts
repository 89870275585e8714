import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

export const THEMES = ["light", "dark"] as const;

/** Switches the theme with the page's own toggle. */
export async function useTheme(page: Page, theme: (typeof THEMES)[number]) {
  const html = page.locator("html");
  if (!(await html.getAttribute("class"))?.split(" ").includes(theme)) {
    await page.getByRole("button", { name: `Switch to ${theme} theme` }).click();
  }
  await expect(html).toHaveClass(new RegExp(`\\b${theme}\\b`));
}

/** axe-core's serious and critical WCAG 2.1 A/AA violations on the page as it rests, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Scan the page as it rests: a page still fading in (or a toast sliding, or a theme's colours still
  // changing) has blended colours that axe would report as low contrast. Endless animations (spinners,
  // skeletons) are not waited for.
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (a) => a.playState !== "running" || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
        ),
    undefined,
    { polling: "raf", timeout: 10_000 },
  );
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    // The same rules, run in the page itself. Without legacy mode every scan opens a blank page and
    // injects axe-core into it again to merge per-frame results: about 2 s of a 3 s scan on this
    // machine, half the e2e suite's time. Our pages have no cross-origin frames of their own to merge.
    .setLegacyMode()
    .analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
