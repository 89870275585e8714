import { randomBytes, randomUUID } from "node:crypto";
import { type APIRequestContext, type BrowserContext, expect, test } from "@playwright/test";
import { ncertChapters } from "../../core/src/curriculum/catalogue";
import { sql } from "../helpers/activity";
import { notesPages, textPdf } from "../helpers/pdf";
import { createAccount } from "./support/accounts";
import { skipSplash } from "./support/fixtures";
import { registeredOperation } from "./support/operations";

/**
 * Issue 15 end to end: a teacher makes questions from a real PDF, approves five and assigns them to a
 * class; the student sees the test on /subjects, takes it on the server's clock, submits and reads the
 * score with explanations while the teacher's results update live; then a BlackBox run ends on a
 * mastery map whose recommendation opens the tutor on that chapter.
 */

const databaseUrl = () => process.env.E2E_DATABASE_URL ?? "";
const chapters = ncertChapters(6, "science");

/** A verified account of the given role in class 6, signed in through the API (the context keeps its cookie). */
async function signUp(request: APIRequestContext, role: "teacher" | "student", name: string) {
  const account = await createAccount({ role, preferredClass: 6 });
  await sql(databaseUrl(), `UPDATE "User" SET "displayName" = $2 WHERE id = $1`, [account.id, name]);
  const res = await request.post("/graphql", {
    data: registeredOperation("SignIn", { input: { email: account.email, password: account.password } }),
  });
  const body = (await res.json()) as { data: { signIn: { data?: { user: { id: string } } } } };
  expect(body.data.signIn.data?.user.id).toBe(account.id);
  return account.id;
}

async function signedIn(context: BrowserContext, role: "teacher" | "student", name: string) {
  const page = await context.newPage();
  await skipSplash(page);
  const id = await signUp(context.request, role, name);
  return { page, id };
}

test("a teacher makes, approves and assigns a quick test; the student takes it and the results update live", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const teacherContext = await browser.newContext();
  const studentContext = await browser.newContext();
  const { page: teacher, id: teacherId } = await signedIn(teacherContext, "teacher", "Ms Rao");
  const { page: student, id: studentId } = await signedIn(studentContext, "student", "Meera");
  const classId = randomUUID();
  await sql(
    databaseUrl(),
    `INSERT INTO "Classroom" (id, "teacherId", name, grade, subjects, "joinCode", "updatedAt") VALUES ($1, $2, '6B Science', 6, '{science}', $3, now())`,
    [classId, teacherId, `Q${randomBytes(3).toString("hex").toUpperCase()}`],
  );
  await sql(databaseUrl(), `INSERT INTO "ClassMember" ("classroomId", "userId") VALUES ($1, $2)`, [
    classId,
    studentId,
  ]);
  try {
    await teacher.goto("/science/teacher-tools");
    await expect(teacher.getByRole("heading", { name: "Science Teacher Tools" })).toBeVisible();
    await teacher.getByRole("combobox", { name: "Class", exact: true }).first().selectOption("6");
    await teacher.getByRole("combobox", { name: "Chapter", exact: true }).selectOption(chapters[0]?.id ?? "");
    await teacher.getByLabel("Chapter PDF").setInputFiles({
      name: "science-chapter.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from(await textPdf(notesPages(3))),
    });
    await teacher.getByRole("button", { name: "Make questions" }).click();
    await expect(teacher.getByText(/passed the automatic checks/)).toBeVisible({ timeout: 60_000 });
    const checked = teacher.locator('[data-status="CHECKED"]');
    await expect(checked.first()).toBeVisible();
    for (let i = 0; i < 5; i++) {
      await checked.first().getByRole("button", { name: "Approve" }).click();
      await expect(teacher.locator('[data-status="APPROVED"]')).toHaveCount(i + 1);
    }
    const approved = teacher.locator('[data-status="APPROVED"]');
    for (let i = 0; i < 5; i++) await approved.nth(i).getByLabel("Select for a test").check();
    await teacher.getByRole("spinbutton", { name: "Minutes" }).fill("10");
    await teacher.getByRole("button", { name: "Assign 5 questions" }).click();
    await expect(teacher.getByRole("heading", { name: "Results" })).toBeVisible();
    const row = teacher.locator(".tt-results tr", { hasText: "Meera" });
    await expect(row).toContainText("Not started");

    // The student sees the assigned test on /subjects (where /dashboard sends a student).
    await student.goto("/dashboard");
    await expect(student).toHaveURL(/\/subjects$/);
    await student.getByRole("link", { name: "Take the test" }).click();
    await student.getByRole("button", { name: "Take the test" }).click();
    const timer = student.getByRole("timer");
    await expect(timer).toContainText(/Time left: (10:00|9:\d\d)/);
    const first = await timer.textContent();
    await expect(timer).not.toHaveText(first ?? "", { timeout: 5_000 });
    for (let i = 0; i < 5; i++) {
      await expect(student.getByText(`Question ${i + 1} of 5`)).toBeVisible();
      await student.getByRole("radio").first().click();
      await expect(student.getByText("Answered")).toBeVisible();
      if (i < 4) await student.getByRole("button", { name: "Next" }).click();
    }
    await student.getByRole("button", { name: "Submit the test" }).click();
    await expect(student.getByText(/Score: [0-5] \/ 5/)).toBeVisible();
    await expect(student.getByText(/^Right answer: /)).toHaveCount(5);
    await expect(student.getByText("Why:")).toHaveCount(5);

    // The teacher's open results updated without a reload.
    await expect(row).toContainText("Submitted", { timeout: 15_000 });
    await expect(row).toContainText(/[0-5] \/ 5/);
  } finally {
    await teacherContext.close();
    await studentContext.close();
  }
});

test("a student completes a BlackBox run and opens the tutor on a recommended chapter", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  const { page } = await signedIn(context, "student", "Kabir");
  for (let i = 0; i < 36; i++) {
    await sql(
      databaseUrl(),
      `INSERT INTO "Question" (id, subject, grade, "chapterId", kind, stem, options, key, explanation, source, difficulty, status, "updatedAt")
       VALUES (gen_random_uuid(), 'science', 6, $1, 'MCQ', $2, $3, 'o1', 'Seeded.', 'teacher', $4, 'APPROVED', now())`,
      [
        chapters[i % 3]?.id,
        `BlackBox e2e item ${i} ${randomBytes(3).toString("hex")}?`,
        JSON.stringify([1, 2, 3, 4].map((n) => ({ id: `o${n}`, text: `Choice ${n}-${i}` }))),
        1 + (i % 4) / 4,
      ],
    );
  }
  try {
    await page.goto("/blackbox");
    await page.getByRole("combobox", { name: "Subject" }).selectOption("science");
    await page.getByRole("combobox", { name: "Class" }).selectOption("6");
    await page.getByRole("button", { name: "Start BlackBox" }).click();
    const map = page.getByRole("heading", { name: "Your mastery map" });
    for (let n = 0; n < 25; n++) {
      await expect(page.getByText(`${n} answered`)).toBeVisible();
      // Always the last option: mostly wrong (options are shuffled), so the map says what to learn next.
      await page.getByRole("radio").last().click();
      await expect(
        page
          .getByText(`${n + 1} answered`)
          .or(map)
          .first(),
      ).toBeVisible();
      if (await map.isVisible()) break;
    }
    await expect(page.getByRole("heading", { name: "Your mastery map" })).toBeVisible();
    await expect(page.getByRole("cell", { name: chapters[0]?.title ?? "" })).toBeVisible();
    const ready = page.getByRole("region", { name: "Ready to learn next" });
    await expect(ready).toBeVisible();
    const tutorLink = ready.getByRole("link", { name: "Open the tutor" }).first();
    const href = (await tutorLink.getAttribute("href")) ?? "";
    const chapterId = decodeURIComponent(/chapter=([^&]+)/.exec(href)?.[1] ?? "");
    await tutorLink.click();
    await expect(page).toHaveURL(/\/science\?class=6&chapter=/);
    const title = chapters.find((c) => c.id === chapterId)?.title ?? "";
    await expect(page.getByRole("combobox", { name: "Chapter" })).toHaveValue(chapterId);
    expect(title).not.toBe("");
  } finally {
    await context.close();
  }
});
