import { MESSAGES } from "../../core/src/messages";
import { clearLandingStatsCache, createAccount, query } from "./support/accounts";
import { expect, test } from "./support/fixtures";

// The service worker has its own test (offline.e2e.ts); here it would only precache in the background.
test.use({ serviceWorkers: "block" });

// SPEC 2's landing page: texts, links, live statistics, inline form.

test("the landing page has SPEC's texts and links", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/auth?mode=signup");
  await expect(page.getByRole("button", { name: /Switch to (dark|light) theme/ })).toBeVisible();
  await expect(page.getByRole("link", { name: "Start Learning Free", exact: true })).toHaveAttribute(
    "href",
    "/auth",
  );
  await expect(page.getByRole("link", { name: "Start Learning Free Now" })).toHaveAttribute("href", "/auth");
  await expect(page.getByRole("link", { name: "Try It Risk-Free" })).toHaveAttribute("href", "/auth");
  await expect(page.getByRole("button", { name: "Explore All Features" })).toBeVisible();
  // The features grid: category counts and the Teacher Tools card going to /teacher.
  await expect(page.getByRole("button", { name: "All (13)" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Teachers (1)" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Teacher Tools" })).toHaveAttribute("href", "/teacher");
  await page.getByRole("button", { name: "Study Tools (4)" }).click();
  await expect(page.locator(".feature-card")).toHaveCount(4);
  // 'Explore Features' scrolls to the features section.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole("button", { name: "Explore All Features" }).click();
  await expect(page.getByRole("heading", { name: "Everything you need to learn" })).toBeInViewport();
  // The footer: SPEC's links, tools and tagline.
  const footer = page.locator("footer");
  for (const href of [
    "/",
    "/flashcards",
    "/study-planner",
    "/socratic-tutor",
    "/voice-bot",
    "/grammar",
    "/pomodoro",
    "/story-images",
  ]) {
    await expect(footer.locator(`a[href="${href}"]`).first()).toBeVisible();
  }
  for (const tool of [
    "Socratic Tutor",
    "Voice Assistant",
    "Grammar Assistant",
    "Pomodoro Timer",
    "Story Images",
    "Flashcards",
    "Study Planner",
    "Profile & Progress",
  ]) {
    await expect(footer.getByRole("link", { name: tool, exact: true }).first()).toBeVisible();
  }
  await expect(footer).toContainText(
    "AI-powered learning platform with tools for education and skill development",
  );
  // "Get Started" opens /auth on Create Account, not on Sign In.
  await page.getByRole("link", { name: "Get Started" }).click();
  await expect(page).toHaveURL(/\/auth\?mode=signup$/);
  await expect(page.getByRole("button", { name: "Create Account", pressed: true })).toBeVisible();
});

test("the hero's 'Explore Features' scrolls down to the features section", async ({ page }) => {
  await page.goto("/");
  const heading = page.getByRole("heading", { name: "Everything you need to learn" });
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.getByRole("button", { name: "Explore Features", exact: true }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await expect(heading).toBeInViewport();
  await expect(heading).toBeFocused();
  // The section's top ends near the top of the window, not merely somewhere on screen.
  await expect
    .poll(() => page.locator("#features-title").evaluate((el) => Math.round(el.getBoundingClientRect().top)))
    .toBeLessThan(200);
});

test("the statistics are live figures from the database, counted up", async ({ page }) => {
  const owner = await createAccount({ role: "student", createdDaysAgo: 20 });
  await createAccount({ role: "student" });
  await createAccount({ role: "teacher" });
  // Some flashcards and tracked study time, so those figures are not just zero.
  const [{ id: deckId }] = await query<{ id: string }>(
    `INSERT INTO "Deck" (id, "userId", title, subject, grade, "updatedAt")
     VALUES (gen_random_uuid(), $1, 'Landing figures', 'Mathematics', 7, now()) RETURNING id`,
    [owner.id],
  );
  for (let i = 0; i < 3; i++) {
    await query(
      `INSERT INTO "Flashcard" (id, "deckId", "userId", front, back, position, "updatedAt")
       VALUES (gen_random_uuid(), $1, $2, $3, 'back', $4, now())`,
      [deckId, owner.id, `front ${i}`, i],
    );
  }
  // 2 h 50 min: shown as 2 whole hours, not rounded up.
  await query(
    `INSERT INTO "StudyDay" (id, "userId", "localDate", "activeSeconds", "updatedAt")
     VALUES (gen_random_uuid(), $1, '2026-01-05', 10200, now())`,
    [owner.id],
  );
  await clearLandingStatsCache();
  const [{ students, recent, flashcards, hours }] = await query<{
    students: string;
    recent: string;
    flashcards: string;
    hours: string;
  }>(
    `SELECT count(*) FILTER (WHERE role = 'student') AS students,
            count(*) FILTER (WHERE role = 'student' AND "createdAt" > now() - interval '7 days') AS recent,
            (SELECT count(*) FROM "Flashcard") AS flashcards,
            (SELECT floor(COALESCE(sum("activeSeconds"), 0) / 3600) FROM "StudyDay") AS hours
     FROM "User"`,
  );
  expect(Number(flashcards)).toBeGreaterThanOrEqual(3);
  expect(Number(hours)).toBeGreaterThanOrEqual(2);
  await page.goto("/");
  const studentsStat = page.getByTestId("stat-students");
  await expect(studentsStat).toHaveAttribute("data-value", students);
  await expect(page.getByTestId("stat-joinedThisWeek")).toHaveAttribute("data-value", recent);
  expect(Number(recent)).toBeLessThan(Number(students));
  await expect(page.getByTestId("stat-flashcards")).toHaveAttribute("data-value", String(Number(flashcards)));
  await expect(page.getByTestId("stat-studyHours")).toHaveAttribute("data-value", String(Number(hours)));
  // The counter ends on the figure (2.5 s).
  await studentsStat.scrollIntoViewIfNeeded();
  await expect(studentsStat).toHaveText(new Intl.NumberFormat("en").format(Number(students)), {
    timeout: 8000,
  });
});

test("the inline card: sign-up by default, a link to sign in, and 'Please fill in all fields'", async ({
  page,
}) => {
  await page.goto("/");
  const card = page.locator(".inline-auth");
  await expect(card.getByRole("heading", { name: "Create your free account" })).toBeVisible();
  await card.getByRole("button", { name: "Already have an account? Sign in" }).click();
  await expect(card.getByRole("heading", { name: "Welcome back" })).toBeVisible();
  await card.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByText(MESSAGES.fillAllFields)).toBeVisible();
  // Signing in from the card: 'Welcome back!' and the signed-in visitor is sent to /subjects.
  const account = await createAccount({ role: "student" });
  await card.getByLabel("E-mail").fill(account.email);
  await card.getByLabel("Password").fill(account.password);
  await card.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByText(MESSAGES.signInSuccess)).toBeVisible();
  await expect(page).toHaveURL(/\/subjects$/);
  await page.goto("/");
  await expect(page).toHaveURL(/\/subjects$/);
});
