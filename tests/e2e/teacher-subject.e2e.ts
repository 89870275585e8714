import { AI_PROVIDER_NEEDED } from "../../core/src/jobs/chapter-question";
import { type EventSeed, insertEvents } from "../helpers/activity";
import { createAccount, query, signIn } from "./support/accounts";
import { expect, test } from "./support/fixtures";

/**
 * Issue 8's per-subject teacher pages: that subject's class activity and the questions asked most,
 * and practice questions for a chapter through the AI pipeline (the offline engine for
 * mathematics; a clear message for other subjects, as the e2e stack has no AI provider).
 */

const databaseUrl = () => process.env.E2E_DATABASE_URL ?? "";
const MIN = 60_000;

/** A class of this teacher with mathematics and science, its students, and their recent questions. */
async function classWithActivity(teacherId: string) {
  const [asha, ravi] = await Promise.all([createAccount(), createAccount()]);
  const [room] = await query<{ id: string }>(
    `INSERT INTO "Classroom" (id, "teacherId", name, grade, subjects, "joinCode", "updatedAt")
     VALUES (gen_random_uuid(), $1, '8B', 8, '{mathematics,science}', upper(substr(md5(random()::text), 1, 6)), now())
     RETURNING id`,
    [teacherId],
  );
  const classroomId = room?.id ?? "";
  for (const s of [asha, ravi])
    await query(`INSERT INTO "ClassMember" ("classroomId", "userId") VALUES ($1, $2)`, [classroomId, s.id]);
  const now = Date.now();
  const asked = (userId: string, subject: string, topic: string, question: string, minutesAgo: number) =>
    ({
      userId,
      classroomId,
      kind: "question_asked",
      subject,
      topic,
      payload: { question },
      createdAt: new Date(now - minutesAgo * MIN),
    }) satisfies EventSeed;
  // Activity events are what the tutor and other features record; here they are seeded with known times.
  await insertEvents(databaseUrl(), [
    asked(asha.id, "mathematics", "algebra", "What is a variable?", 30),
    asked(asha.id, "mathematics", "algebra", "what is a  variable?", 20),
    asked(ravi.id, "mathematics", "algebra", "What is a variable?", 15),
    asked(ravi.id, "mathematics", "geometry", "Find the area of a square of side 4 cm", 10),
    asked(ravi.id, "science", "Light", "Why is the sky blue?", 5),
  ]);
}

test("the mathematics teacher page shows the subject's activity and makes a printable worksheet", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const teacher = await createAccount({ role: "teacher" });
  await classWithActivity(teacher.id);
  await signIn(page, teacher);
  await page.goto("/mathematics/teacher");
  await expect(page.getByRole("heading", { level: 1, name: "Mathematics for teachers" })).toBeVisible();

  // Only mathematics counts: 4 questions by 2 students; the science question is not here.
  const activity = page.getByRole("region", { name: "Mathematics activity (last 30 days)" });
  await expect(activity).toContainText("4 questions · 2 active students");
  await expect(page.getByTestId("topic-counts")).toHaveText(
    /Mathematics · algebra: 3\s*Mathematics · geometry: 1/,
  );
  const struggles = page.getByRole("region", { name: "Where the class struggles" });
  await expect(struggles.getByRole("heading", { name: "Asked most" })).toBeVisible();
  await expect(struggles.getByRole("listitem").filter({ hasText: "×3" })).toContainText(
    /what is a variable\?/i,
  );
  await expect(page.getByText("Why is the sky blue?")).toHaveCount(0);

  // A worksheet of 5 questions for a Class 8 chapter, from the offline engine through the job queue.
  const practice = page.getByRole("region", { name: "Practice questions for a chapter" });
  await practice.getByLabel("Standard").selectOption("8");
  // Class 8 follows Ganita Prakash (2025-26); Part II's "Algebra Play" is its linear-equations chapter.
  await practice.getByLabel("Chapter", { exact: true }).selectOption({ label: "6. Algebra Play" });
  await practice.getByLabel("How many").fill("5");
  await practice.getByRole("button", { name: "Generate" }).click();
  const sheet = practice.getByTestId("worksheet");
  await expect(sheet.getByRole("listitem")).toHaveCount(5, { timeout: 60_000 });

  // Printing: the page asks the browser to print, and the print layout is the worksheet and its key.
  await page.evaluate(() => {
    const w = window as unknown as { printed: number };
    w.printed = 0;
    window.print = () => {
      w.printed += 1;
    };
  });
  await practice.getByRole("button", { name: "Print worksheet" }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  const printed = page.locator(".cls-worksheet-print");
  await expect(printed).toBeHidden();
  await page.emulateMedia({ media: "print" });
  await expect(printed.getByRole("heading", { name: "Mathematics · Class 8" })).toBeVisible();
  await expect(printed.getByRole("heading", { name: "Algebra Play: practice" })).toBeVisible();
  await expect(printed.locator("> ol > li")).toHaveCount(5);
  await expect(printed.getByRole("heading", { name: "Answer key" })).toBeVisible();
  await expect(printed.locator(".cls-key li")).toHaveCount(5);
  await page.emulateMedia({ media: "screen" });
  await practice.getByLabel("Print the answer key").uncheck();
  await page.emulateMedia({ media: "print" });
  await expect(printed.getByRole("heading", { name: "Answer key" })).toHaveCount(0);
  await page.emulateMedia({ media: "screen" });
});

test("a subject without an AI provider says so clearly, and still shows its activity", async ({ page }) => {
  const teacher = await createAccount({ role: "teacher" });
  await classWithActivity(teacher.id);
  await signIn(page, teacher);
  await page.goto("/science/teacher");
  await expect(page.getByRole("heading", { level: 1, name: "Science for teachers" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Science activity (last 30 days)" })).toContainText(
    "1 question · 1 active student",
  );
  await expect(page.getByText("Why is the sky blue?")).toBeVisible();
  await expect(page.getByText("What is a variable?")).toHaveCount(0);
  const practice = page.getByRole("region", { name: "Practice questions for a chapter" });
  await practice.getByLabel("Standard").selectOption("8");
  const chapter = practice.getByLabel("Chapter", { exact: true });
  await expect(chapter.locator("option").nth(1)).toBeAttached();
  await chapter.selectOption({ index: 1 });
  await practice.getByRole("button", { name: "Generate" }).click();
  await expect(practice.getByText(AI_PROVIDER_NEEDED)).toBeVisible({ timeout: 60_000 });
  await expect(practice.getByTestId("worksheet")).toHaveCount(0);
});
