import type { BrowserContext, Page } from "@playwright/test";
import { type Account, createAccount, signIn } from "./support/accounts";
import { expect, skipSplash, test } from "./support/fixtures";
import { headingFor, ROUTES } from "./support/routes";

// The service worker has its own test (offline.e2e.ts); here it would only precache in the background.
test.use({ serviceWorkers: "block" });

import { clientNavigate, navigateAndSettle } from "./support/navigate";

async function expectPage(page: Page, path: string, heading: string) {
  expect(await navigateAndSettle(page, path, path, heading), path).toEqual({ url: path, heading });
}

async function expectRedirect(page: Page, path: string, to: string) {
  expect((await navigateAndSettle(page, path, to)).url, path).toBe(to);
}

async function signedInPage(context: BrowserContext, account: Account): Promise<Page> {
  const page = await context.newPage();
  await skipSplash(page);
  await signIn(page, account);
  return page;
}

test("every route resolves for a student; teacher pages send a student to /dashboard → /subjects", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, serviceWorkers: "block" });
  const page = await signedInPage(context, await createAccount({ role: "student" }));
  for (const [path, group, heading] of ROUTES) {
    if (group === "teacher") await expectRedirect(page, path, "/subjects");
    else await expectPage(page, path, heading);
  }
  // /dashboard and the landing page send a student home; an unknown path is "not found".
  await expectRedirect(page, "/dashboard", "/subjects");
  await expectRedirect(page, "/", "/subjects");
  await expectPage(page, "/no-such-page", "Page not found");
  // Math topics link back to /mathematics.
  await clientNavigate(page, "/math/algebra");
  await page.getByRole("link", { name: "Back to Mathematics" }).click();
  await expect(page).toHaveURL(/\/mathematics$/);
  await context.close();
});

test("every route resolves for a teacher; student pages send a teacher to /teacher-dashboard", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, serviceWorkers: "block" });
  const page = await signedInPage(context, await createAccount({ role: "teacher" }));
  await expect(page).toHaveURL(/\/teacher-dashboard$/);
  for (const [path, group, heading] of ROUTES) {
    if (group === "student") await expectRedirect(page, path, "/teacher-dashboard");
    else await expectPage(page, path, headingFor(path, "teacher", heading));
  }
  await expectRedirect(page, "/dashboard", "/teacher-dashboard");
  // The logo links to the teacher's home.
  await expect(page.getByRole("link", { name: "Vidya home" })).toHaveAttribute("href", "/teacher-dashboard");
  await context.close();
});

test("signed out, pages other than the landing and auth pages ask to sign in with a return URL", async ({
  page,
}) => {
  await page.goto("/auth-callback");
  await expect(page).toHaveURL(/\/auth$/);
  for (const [path] of ROUTES)
    await expectRedirect(page, path, `/auth?returnUrl=${encodeURIComponent(path)}`);
  await expectRedirect(page, "/subjects?tab=2", `/auth?returnUrl=${encodeURIComponent("/subjects?tab=2")}`);
  await clientNavigate(page, "/");
  await expect(page.getByRole("link", { name: "Get Started" })).toBeVisible();
  // The pipeline check is not in a production build (issue 25); like any unknown page it asks to sign in.
  await expectRedirect(page, "/round-trip", `/auth?returnUrl=${encodeURIComponent("/round-trip")}`);
});

test("/auth-callback reads the session: signed in it goes to /, which sends the user on", async ({
  page,
}) => {
  await signIn(page, await createAccount({ role: "student" }));
  await page.goto("/auth/callback");
  await expect(page).toHaveURL(/\/subjects$/);
  // A signed-in user on /auth goes to /dashboard (then home).
  await page.goto("/auth");
  await expect(page).toHaveURL(/\/subjects$/);
});

// SPEC 2's menu tiles in order, with where each goes (Study Groups added by the groups feature).
const STUDENT_TILES: readonly [name: string, href: string][] = [
  ["Mathematics", "/mathematics"],
  ["English", "/english"],
  ["Science", "/science"],
  ["Social Science", "/social-science"],
  ["Hindi", "/hindi"],
  ["Gujarati", "/gujarati"],
  ["Sanskrit", "/sanskrit"],
  ["BlackBox Assessment", "/blackbox"],
  ["History", "/history"],
  ["Profile", "/profile"],
  ["Study Groups", "/groups"],
  ["Join a class", "/classes?join=1"],
];
const TEACHER_TILES: readonly [name: string, href: string][] = [
  ["Teacher Dashboard", "/teacher-dashboard"],
  ["Chapter Q&A", "/teacher"],
  ["Mathematics", "/mathematics/teacher"],
  ["Hindi", "/hindi/teacher"],
  ["Gujarati", "/gujarati/teacher"],
  ["Sanskrit", "/sanskrit/teacher"],
  ["Science", "/science/teacher"],
  ["Social Science", "/social-science/teacher"],
  ["Profile", "/profile"],
  ["History", "/history"],
  ["Study Groups", "/groups"],
];

async function expectMenuTiles(page: Page, tiles: readonly [string, string][]) {
  await page.getByRole("button", { name: "Open menu" }).click();
  const links = page.getByRole("dialog", { name: "Menu" }).getByRole("link");
  await expect(links).toHaveCount(tiles.length);
  for (const [i, [name, href]] of tiles.entries()) {
    await expect(links.nth(i), name).toHaveAccessibleName(name);
    await expect(links.nth(i), name).toHaveAttribute("href", href);
  }
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
}

test("the menu has exactly SPEC's student tiles for a student and teacher tiles for a teacher", async ({
  browser,
}) => {
  for (const [role, tiles, home] of [
    ["student", STUDENT_TILES, "/subjects"],
    ["teacher", TEACHER_TILES, "/teacher-dashboard"],
  ] as const) {
    const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, serviceWorkers: "block" });
    const page = await signedInPage(context, await createAccount({ role }));
    await expect(page).toHaveURL(new RegExp(`${home}$`));
    await expectMenuTiles(page, tiles);
    // A tile goes where it says and closes the menu.
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "History" }).click();
    await expect(page).toHaveURL(/\/history$/);
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
    await context.close();
  }
});

// /subjects: the seven subjects, each with the tools for the student's class (DESIGN's class ranges).
const SUBJECT_TOOLS_CLASS_7: readonly [subject: string, href: string, tools: string[]][] = [
  [
    "Mathematics",
    "/mathematics",
    [
      "Math Learner",
      "Arithmetic",
      "Geometry",
      "Algebra",
      "Statistics",
      "Problem Solving",
      "Mathematics Study Planner",
    ],
  ],
  ["English", "/english", ["Grammar Assistant", "Story Images", "Voice Bot"]],
  ["Science", "/science", ["Science Learner", "Science Chatbot", "Science Study Planner"]],
  [
    "Social Science",
    "/social-science",
    ["Social Science Learner", "Social Science Chatbot", "Social Science Study Planner"],
  ],
  ["Hindi", "/hindi", ["Hindi Chatbot", "Hindi Grammar", "Hindi Study Planner"]],
  ["Gujarati", "/gujarati", ["Gujarati Chatbot", "Gujarati Study Planner"]],
  ["Sanskrit", "/sanskrit", ["Sanskrit Study Planner"]],
];

async function subjectTools(page: Page, subject: string): Promise<string[]> {
  return page
    .getByRole("list", { name: `${subject} tools`, exact: true })
    .getByRole("link")
    .allInnerTexts();
}

test("/subjects lists the seven subjects with the tools for the student's class", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, serviceWorkers: "block" });
  const page = await signedInPage(context, await createAccount({ role: "student", preferredClass: 7 }));
  await expect(page.getByText("Tools for Class 7")).toBeVisible();
  const main = page.getByRole("main");
  const headings = main.getByRole("heading", { level: 2 }).getByRole("link");
  await expect(headings).toHaveText(SUBJECT_TOOLS_CLASS_7.map(([subject]) => subject));
  for (const [subject, href, tools] of SUBJECT_TOOLS_CLASS_7) {
    await expect(main.getByRole("link", { name: subject, exact: true })).toHaveAttribute("href", href);
    expect(await subjectTools(page, subject), subject).toEqual(tools);
  }
  await expect(main.getByRole("link", { name: "Algebra", exact: true })).toHaveAttribute(
    "href",
    "/math/algebra",
  );
  await context.close();

  // Class 12 adds Calculus and drops Arithmetic; class 2 has no Algebra, learners or Sanskrit tools.
  const senior = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, serviceWorkers: "block" });
  const seniorPage = await signedInPage(senior, await createAccount({ role: "student", preferredClass: 12 }));
  await expect(seniorPage.getByText("Tools for Class 12")).toBeVisible();
  expect(await subjectTools(seniorPage, "Mathematics")).toEqual([
    "Math Learner",
    "Geometry",
    "Algebra",
    "Statistics",
    "Calculus",
    "Problem Solving",
    "Mathematics Study Planner",
  ]);
  await senior.close();
  const junior = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, serviceWorkers: "block" });
  const juniorPage = await signedInPage(junior, await createAccount({ role: "student", preferredClass: 2 }));
  await expect(juniorPage.getByText("Tools for Class 2")).toBeVisible();
  expect(await subjectTools(juniorPage, "Mathematics")).toEqual([
    "Math Learner",
    "Arithmetic",
    "Problem Solving",
    "Mathematics Study Planner",
  ]);
  expect(await subjectTools(juniorPage, "Science")).toEqual(["Science Chatbot", "Science Study Planner"]);
  expect(await subjectTools(juniorPage, "Sanskrit")).toEqual([]);
  await junior.close();
});
