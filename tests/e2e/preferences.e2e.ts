import { createAccount, query } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { clientNavigate } from "./support/navigate";

// The service worker has its own test (offline.e2e.ts); here it would only precache in the background.
test.use({ serviceWorkers: "block" });

// Splash (SPEC 2, DESIGN), theme (SPEC 4) and languages (DESIGN).

test("the splash shows once per browser session", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, serviceWorkers: "block" });
  // Records the splash as it appears (it lasts 2.5 s, which a busy machine can nearly miss).
  await context.addInitScript(() => {
    const seen = { text: "", bars: 0 };
    (window as unknown as { splashSeen: typeof seen }).splashSeen = seen;
    new MutationObserver(() => {
      const el = document.querySelector('[data-testid="splash"]');
      if (el && !seen.text) {
        seen.text = el.textContent ?? "";
        seen.bars = el.querySelectorAll('[role="progressbar"]').length;
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const page = await context.newPage();
  const splashSeen = () =>
    page.evaluate(() => (window as unknown as { splashSeen: { text: string; bars: number } }).splashSeen);
  await page.goto("/");
  await expect.poll(async () => (await splashSeen()).text).toContain("Vidya");
  const seen = await splashSeen();
  expect(seen.text).toContain("AI-Powered Learning Platform");
  expect(seen.text).toContain("Initializing your learning experience...");
  expect(seen.bars).toBe(1);
  await expect(page.getByTestId("splash")).toHaveCount(0, { timeout: 10_000 });
  await expect(page.getByRole("link", { name: "Get Started" })).toBeVisible();
  // A reload in the same session goes straight to the app.
  await page.reload();
  await expect(page.getByRole("link", { name: "Get Started" })).toBeVisible();
  expect((await splashSeen()).text).toBe("");
  await context.close();
});

test("the theme toggle persists across a reload with no flash of the other theme", async ({ page }) => {
  await page.addInitScript(() => {
    // Records the theme class at the moment <body> starts, i.e. before the first paint.
    new MutationObserver((_records, observer) => {
      if (document.body) {
        (window as unknown as { firstThemeClass: string }).firstThemeClass =
          document.documentElement.className;
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/");
  await expect(page.locator("html")).toHaveClass(/\blight\b/);
  await page.getByRole("button", { name: "Switch to dark theme" }).click();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await page.reload();
  expect(
    await page.evaluate(() => (window as unknown as { firstThemeClass: string }).firstThemeClass),
  ).toContain("dark");
  await expect(page.getByRole("button", { name: "Switch to light theme" })).toBeVisible();
  // Without a stored choice the system preference decides.
  await page.evaluate(() => localStorage.removeItem("theme"));
  await page.emulateMedia({ colorScheme: "dark" });
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
});

test("the language switches to Hindi and Gujarati and persists (browser, then profile)", async ({ page }) => {
  await page.goto("/");
  await page.getByLabel("Language").first().selectOption("hi");
  await expect(page.getByRole("link", { name: "शुरू करें", exact: true })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await page.reload();
  await expect(page.getByRole("link", { name: "मुफ़्त में सीखना शुरू करें", exact: true })).toBeVisible();

  // Signed in, the choice is kept in the profile, so it follows the user.
  const account = await createAccount({ role: "student", language: "gu" });
  await page.goto("/auth");
  await page.getByLabel("ईमेल").fill(account.email);
  await page.getByLabel("पासवर्ड", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "साइन इन", exact: true }).last().click();
  await expect(page).toHaveURL(/\/subjects$/);
  await expect(page.getByRole("heading", { name: "તમારા વિષયો" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "gu");
  await page.getByLabel("ભાષા").selectOption("hi");
  await expect(page.getByRole("heading", { name: "आपके विषय" })).toBeVisible();
  await expect
    .poll(
      async () =>
        (await query<{ language: string }>(`SELECT language FROM "User" WHERE id = $1`, [account.id]))[0]
          ?.language,
    )
    .toBe("hi");
  await page.reload();
  await expect(page.getByRole("heading", { name: "आपके विषय" })).toBeVisible();
  // The tutor speaks Hindi too: its buttons, headings and SPEC's toasts.
  await clientNavigate(page, "/math/algebra");
  await expect(page.getByRole("heading", { level: 1, name: "बीजगणित" })).toBeVisible();
  await expect(page.getByRole("link", { name: "← गणित पर वापस जाएँ" })).toBeVisible();
  await expect(page.getByRole("region", { name: "कोई उदाहरण आज़माएँ" }).getByRole("button")).toHaveCount(4);
  await expect(page.getByRole("button", { name: "हल करें", exact: true })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Solve", exact: true })).toHaveCount(0);
  await expect(page.getByTestId("solution")).toHaveText("आपका चरण-दर-चरण हल यहाँ दिखाई देगा।");
  await page.getByRole("button", { name: "चैट साफ़ करें" }).click();
  await expect(page.getByText("साफ़ करने के लिए कोई बातचीत नहीं है")).toBeVisible();
  await clientNavigate(page, "/subjects");
  // SPEC messages are translated too.
  await page.getByLabel("भाषा").selectOption("gu");
  await page.getByRole("button", { name: account.email.split("@")[0] }).click();
  await page.getByRole("menuitem", { name: "સાઇન આઉટ" }).click();
  await expect(page.getByText("સફળતાપૂર્વક સાઇન આઉટ થયું")).toBeVisible();
});
