import { readFile } from "node:fs/promises";
import { ncertChapters } from "../../core/src/curriculum/catalogue";
import { addDays } from "../../core/src/planner/plan";
import { localDateOf } from "../../core/src/study-time/local-date";
import { createAccount, query, signIn } from "./support/accounts";
import { expect, test } from "./support/fixtures";

// The e2e stack runs with TIMER_MINUTE_SECONDS=1: a 25-minute focus session lasts 25 seconds.
test.use({ serviceWorkers: "block" });

const today = () => localDateOf(Date.now(), "Asia/Kolkata");

/** A small RFC 5545 reader: unfolds lines, checks nesting, returns each event's properties. */
function parseIcs(text: string): Record<string, string>[] {
  const lines = text
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .filter(Boolean);
  const stack: string[] = [];
  const events: Record<string, string>[] = [];
  for (const line of lines) {
    const colon = line.indexOf(":");
    if (colon <= 0) throw new Error(`not a content line: ${line}`);
    const [name, value] = [line.slice(0, colon), line.slice(colon + 1)];
    if (name === "BEGIN") {
      stack.push(value);
      if (value === "VEVENT") events.push({});
    } else if (name === "END") {
      if (stack.pop() !== value) throw new Error(`END:${value} does not close what was open`);
    } else if (stack.at(-1) === "VEVENT") (events.at(-1) as Record<string, string>)[name] = value;
  }
  if (stack.length > 0) throw new Error("unclosed components");
  return events;
}

test("a student plans two exams, starts today's first item with the focus timer, and it ticks off and re-plans", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const account = await createAccount({ role: "student", preferredClass: 7 });
  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  await signIn(page, account);
  await page.goto("/study-planner");
  await expect(page.getByRole("heading", { name: "Study planner", level: 1 })).toBeVisible({
    timeout: 30_000,
  });

  const maths = ncertChapters(7, "mathematics");
  const science = ncertChapters(7, "science");
  const addExam = async (subject: string, title: string, days: number, chapters: string[]) => {
    const form = page.getByRole("form", { name: "Add an exam" });
    await form.getByLabel("Subject").selectOption({ label: subject });
    await form.getByLabel("Exam name").fill(title);
    await form.getByLabel("Exam date").fill(addDays(today(), days));
    for (const c of chapters) await form.getByRole("checkbox", { name: c, exact: true }).check();
    await form.getByRole("button", { name: "Save exam" }).click();
    await expect(page.getByText("Exam saved. Your plan is updated.")).toBeVisible();
  };
  await addExam("Mathematics", "Maths unit test", 20, [maths[0]?.title ?? "", maths[1]?.title ?? ""]);
  await addExam("Science", "Science unit test", 24, [science[0]?.title ?? ""]);
  await expect(page.getByTestId("exam-list").getByRole("listitem")).toHaveCount(2);
  await expect(page.getByTestId("plan-verdict")).toHaveText("Your plan fits your study time.");

  // Today's plan fits the default hour: its items add up to at most 60 minutes.
  const todayItems = page.getByTestId("plan-today").getByTestId("plan-item");
  await expect(todayItems.first()).toBeVisible();
  const rows = await query<{ minutes: number; plannedAt: Date }>(
    `SELECT COALESCE(SUM(p.minutes), 0)::int AS minutes, s."plannedAt" FROM "StudyPlanSetting" s
       LEFT JOIN "PlanItem" p ON p."userId" = s."userId" AND p.date = $2 WHERE s."userId" = $1 GROUP BY s."plannedAt"`,
    [account.id, today()],
  );
  expect(rows[0]?.minutes).toBeGreaterThan(0);
  expect(rows[0]?.minutes).toBeLessThanOrEqual(60);
  const plannedBefore = rows[0]?.plannedAt;

  // The .ics export parses, with one event per study item of the week, times in UTC.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export to calendar (.ics)" }).click(),
  ]);
  const events = parseIcs(await readFile((await download.path()) ?? "", "utf8"));
  const [{ n: studyItems } = { n: 0 }] = await query<{ n: number }>(
    `SELECT COUNT(*)::int AS n FROM "PlanItem" WHERE "userId" = $1 AND kind <> 'break' AND date BETWEEN $2 AND $3`,
    [account.id, addDays(today(), -1), addDays(today(), 7)],
  );
  expect(events.length).toBe(studyItems);
  for (const e of events) {
    expect(e.DTSTART).toMatch(/^\d{8}T\d{6}Z$/);
    expect(e.DTEND).toMatch(/^\d{8}T\d{6}Z$/);
    expect(e.SUMMARY).toBeTruthy();
  }

  // A second tab keeps the planner open: it must tick off by itself when the focus session ends.
  const watcher = await context.newPage();
  await watcher.goto("/study-planner");
  const first = page.getByTestId("plan-today").getByTestId("plan-item").filter({ hasText: "Learn" }).first();
  const title = (await first.locator(".plan-item__title").textContent()) ?? "";
  expect(title.length).toBeGreaterThan(0);
  await first.getByRole("button", { name: `Start ${title}` }).click();
  await expect(page).toHaveURL(/\/pomodoro$/);
  await expect(page.getByTestId("focus-label")).toHaveText(`Focusing on: ${title}`);
  await expect(page.getByTestId("pomodoro-status")).toHaveText("running");

  const ticked = watcher
    .getByTestId("plan-today")
    .getByTestId("plan-item")
    .filter({ hasText: title })
    .filter({ hasText: "done: focus session" });
  await expect(ticked.first()).toBeVisible({ timeout: 60_000 });
  const [after] = await query<{ plannedAt: Date }>(
    `SELECT "plannedAt" FROM "StudyPlanSetting" WHERE "userId" = $1`,
    [account.id],
  );
  expect(after?.plannedAt.getTime()).toBeGreaterThan(plannedBefore?.getTime() ?? 0);
  await context.close();
});

test("/profile shows the charts, the streak and mastery as SQL counts them; /math-learner shows the next chapter", async ({
  page,
}) => {
  const account = await createAccount({ role: "student", preferredClass: 7 });
  const maths = ncertChapters(7, "mathematics");
  for (const [d, seconds] of [
    [-2, 1500],
    [-1, 2700],
    [0, 1260],
  ] as const) {
    await query(
      `INSERT INTO "StudyDay" (id, "userId", "localDate", "activeSeconds", "updatedAt") VALUES (gen_random_uuid(), $1, $2, $3, now())`,
      [account.id, addDays(today(), d), seconds],
    );
  }
  await query(
    `INSERT INTO "ChapterMastery" ("userId", "chapterId", subject, grade, mastery, evidence, source, "updatedAt")
     VALUES ($1, $2, 'mathematics', 7, 0.93, 10, 'blackbox', now())`,
    [account.id, maths[0]?.id],
  );
  await signIn(page, account);
  await page.goto("/profile");
  const streak = page.getByTestId("streak");
  await expect(streak).toContainText("3-day streak", { timeout: 30_000 });
  // The chart draws (an SVG bar per day), and its figures are the SQL's minutes per day.
  const chart = page
    .getByTestId("study-chart")
    .getByRole("img", { name: "Study time per day (last 30 days)" });
  await expect(chart).toBeVisible();
  await expect(chart.locator("rect")).toHaveCount(30);
  const sqlMinutes = await query<{ minutes: number }>(
    `SELECT GREATEST(ROUND("activeSeconds" / 60.0), "focusMinutes")::int AS minutes FROM "StudyDay" WHERE "userId" = $1 ORDER BY "localDate"`,
    [account.id],
  );
  await page
    .getByTestId("study-chart")
    .getByText("Study time per day (last 30 days)", { exact: true })
    .last()
    .click();
  await expect(page.getByTestId("day-minutes")).toHaveText(sqlMinutes.map((r) => `${r.minutes} min`));
  await expect(page.getByTestId("mastery")).toContainText(`${maths[0]?.title}`);
  await expect(page.getByTestId("mastery")).toContainText("Mastered · 93% from BlackBox (10 answers)");

  await page.goto("/math-learner");
  await expect(page.getByRole("heading", { name: "Mathematics learning path", level: 1 })).toBeVisible();
  const next = page.getByTestId("ready-next");
  await expect(next).toHaveCount(1);
  await expect(next).toContainText(maths[1]?.title ?? "");
  await expect(next).toContainText("Ready to learn next");
  await expect(page.getByTestId("path-chapter").first()).toContainText("Mastered");
  // Class 7 has Ganita Prakash Part I and Part II, each numbered from 1: each book is named once.
  const books = [...new Set(maths.map((c) => c.book))];
  expect(books.length).toBe(2);
  for (const book of books)
    await expect(page.getByRole("heading", { level: 2, name: book, exact: true })).toHaveCount(1);
  await expect(
    page.getByRole("region", { name: books[1], exact: true }).getByRole("heading", { level: 3 }).first(),
  ).toHaveText(`1. ${maths.find((c) => c.book === books[1])?.title}`);
});
