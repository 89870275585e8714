import { randomBytes, randomUUID } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { type Account, createAccount, query, signIn } from "./support/accounts";
import { expect, skipSplash, test } from "./support/fixtures";
import { clientNavigate } from "./support/navigate";
import { ROUTES } from "./support/routes";

/**
 * Issue 25: every signed-in page fits a 360 × 740 phone — the document is never wider than the
 * screen — for a student, a teacher and a parent, in English and in Hindi. One page per role visits
 * every route it may open (in-app navigation, so the session and loaded code stay).
 */

const PHONE = { width: 360, height: 740 };
test.use({ serviceWorkers: "block", viewport: PHONE });

type Role = "student" | "teacher" | "parent";

function routesFor(role: Role): string[] {
  const own = ROUTES.filter(([, group]) => group === "open" || group === role).map(([path]) => path);
  if (role === "parent") return ["/parent", ...own];
  return [role === "teacher" ? "/teacher-dashboard" : "/subjects", "/classes", ...own];
}

/** The elements that stick out past the screen's right edge (innermost first), when the document does. */
async function overflow(page: Page): Promise<string[]> {
  return page.evaluate((limit) => {
    const width = document.documentElement.scrollWidth;
    if (width <= limit) return [];
    const wide = [...document.querySelectorAll<HTMLElement>("body *")].filter(
      (el) => el.getBoundingClientRect().right > limit + 0.5 && el.getClientRects().length > 0,
    );
    const innermost = wide.filter((el) => !wide.some((other) => other !== el && el.contains(other)));
    return [
      `document is ${width}px wide`,
      ...innermost
        .slice(0, 4)
        .map(
          (el) =>
            `${el.tagName.toLowerCase()}.${[...el.classList].join(".")} "${(el.textContent ?? "").trim().slice(0, 30)}" ends at ${Math.round(el.getBoundingClientRect().right)}px`,
        ),
    ];
  }, PHONE.width);
}

/** Goes to `path` in-app and waits until its page shows a heading and nothing is loading. */
async function visit(page: Page, path: string) {
  await clientNavigate(page, path);
  await page.waitForFunction(
    (to) =>
      window.location.pathname === to &&
      (document.querySelector("main h1")?.textContent?.trim() ?? "") !== "" &&
      document.querySelector('[aria-busy="true"]') === null,
    path,
    { polling: "raf", timeout: 10_000 },
  );
}

/** Switches the interface language with the header's control, which lives in the menu on a phone. */
async function switchLanguage(page: Page, language: "hi" | "en") {
  await page.locator(".app-header > .icon-button").click();
  const menu = page.locator("#side-menu");
  await expect(menu).toBeVisible();
  await menu.getByRole("combobox").selectOption(language);
  await expect(page.locator("html")).toHaveAttribute("lang", language);
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
}

/** Every route of the role, in English then Hindi: the document is never wider than the phone. */
async function checkEveryRoute(page: Page, role: Role) {
  for (const language of ["en", "hi"] as const) {
    if (language === "hi") await switchLanguage(page, "hi");
    for (const path of routesFor(role)) {
      await visit(page, path);
      expect(await overflow(page), `${role} ${language} ${path}`).toEqual([]);
    }
  }
  // The header's account menu fits too, its items whole.
  await page.locator(".user-trigger").click();
  const items = page.getByRole("menu").getByRole("menuitem");
  await expect(items).toHaveCount(2);
  for (const item of await items.all()) {
    const box = await item.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    expect(await item.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  }
  await page.keyboard.press("Escape");
}

async function phonePage(browser: Browser, account: Account): Promise<Page> {
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    serviceWorkers: "block",
    viewport: PHONE,
  });
  const page = await context.newPage();
  await skipSplash(page);
  await signIn(page, account);
  return page;
}

test("a student's every page fits a 360 px phone, in English and Hindi, the setup dialog too", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const page = await phonePage(browser, await createAccount({ role: "student", firstTime: true }));
  // The first-time setup dialog: inside the screen, its buttons whole (they wrap, never cut).
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  expect(await overflow(page)).toEqual([]);
  for (const button of await dialog.getByRole("button").all()) {
    const box = await button.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    expect(await button.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  }
  await dialog.getByRole("combobox").selectOption("8");
  await dialog.getByRole("button", { name: "Set My Standard" }).click();
  await expect(dialog).toBeHidden();
  await checkEveryRoute(page, "student");
  await page.context().close();
});

test("a teacher's every page fits a 360 px phone, in English and Hindi, the dashboard's tables in their own box", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const teacher = await createAccount({ role: "teacher" });
  const student = await createAccount({ role: "student", preferredClass: 8 });
  const classId = randomUUID();
  await query(
    `INSERT INTO "Classroom" (id, "teacherId", name, grade, subjects, "joinCode", "updatedAt")
     VALUES ($1, $2, '8A Mathematics and Science', 8, '{mathematics,science}', $3, now())`,
    [classId, teacher.id, `P${randomBytes(3).toString("hex").toUpperCase()}`],
  );
  await query(`INSERT INTO "ClassMember" ("classroomId", "userId") VALUES ($1, $2)`, [classId, student.id]);
  const page = await phonePage(browser, teacher);
  // The class's roster is a table in its own scroll box, which a keyboard can reach.
  const roster = page.locator(".table-scroll", { has: page.getByRole("table", { name: "Students" }) });
  await expect(roster).toBeVisible();
  await expect(roster).toHaveAttribute("tabindex", "0");
  await checkEveryRoute(page, "teacher");
  await page.context().close();
});

test("a parent's every page fits a 360 px phone, in English and Hindi", async ({ browser }) => {
  test.setTimeout(240_000);
  const parent = await createAccount({ role: "parent" });
  const child = await createAccount({ role: "student", birthDate: "2013-04-10" });
  await query(
    `INSERT INTO "ParentLink" (id, "parentId", "childId", "updatedAt") VALUES ($1, $2, $3, now())`,
    [randomUUID(), parent.id, child.id],
  );
  const page = await phonePage(browser, parent);
  await checkEveryRoute(page, "parent");
  await page.context().close();
});

test("a worked mathematics answer, its reading and its 'Answer checked' badge fit a 360 px phone, in English and Hindi", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  for (const [language, label, solve, checked, readAs] of [
    ["en", "Your question", "Solve", "Answer checked", "Read as:"],
    ["hi", "आपका प्रश्न", "हल करें", "उत्तर जाँचा गया", "प्रश्न को ऐसे पढ़ा:"],
  ] as const) {
    const page = await phonePage(browser, await createAccount({ role: "student", language }));
    await visit(page, "/math/geometry");
    await page
      .getByLabel(label)
      .fill("A cone has radius 7 cm and height 24 cm. Find its volume. (take pi = 22/7)");
    await page.getByRole("button", { name: solve, exact: true }).click();
    await expect(page.getByTestId("answer-check")).toContainText(checked, { timeout: 60_000 });
    await expect(page.getByTestId("solution")).toContainText(readAs);
    expect(await overflow(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`worked-answer-${language}.png`), fullPage: true });
    await page.context().close();
  }
});
