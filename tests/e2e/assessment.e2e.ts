import { randomBytes, randomUUID } from "node:crypto";
import { type APIRequestContext, type BrowserContext, expect, test } from "@playwright/test";
import { ncertChapters } from "../../core/src/curriculum/catalogue";
import { sql } from "../helpers/activity";
import { notesPages, textPdf } from "../helpers/pdf";
import { createAccount } from "./support/accounts";
import { answerUntilMasteryMap } from "./support/blackbox";
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

/** Three items whose option ids are a, b, c, d each, as generated items' are; the key is always "a". */
const THREE = [
  {
    stem: "What does a plane mirror do to the image?",
    options: ["Inverts it laterally", "Turns it upside down", "Makes it larger", "Blurs it"],
  },
  { stem: "What is 35 × 73?", options: ["2555", "2455", "2655", "2545"] },
  { stem: "Which is the unit of force?", options: ["newton", "joule", "watt", "pascal"] },
];

test("each question of an assigned test shows its own options, and the results agree with the answers", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const teacherContext = await browser.newContext();
  const studentContext = await browser.newContext();
  const { page: teacher, id: teacherId } = await signedIn(teacherContext, "teacher", "Ms Iyer");
  const { page: student, id: studentId } = await signedIn(studentContext, "student", "Arjun");
  const classId = randomUUID();
  const tag = randomBytes(3).toString("hex");
  const items = THREE.map((q) => ({ ...q, stem: `${q.stem} (${tag})` }));
  const chapter = chapters[4];
  await sql(
    databaseUrl(),
    `INSERT INTO "Classroom" (id, "teacherId", name, grade, subjects, "joinCode", "updatedAt") VALUES ($1, $2, '6C Science', 6, '{science}', $3, now())`,
    [classId, teacherId, `Q${randomBytes(3).toString("hex").toUpperCase()}`],
  );
  await sql(databaseUrl(), `INSERT INTO "ClassMember" ("classroomId", "userId") VALUES ($1, $2)`, [
    classId,
    studentId,
  ]);
  for (const q of items) {
    await sql(
      databaseUrl(),
      `INSERT INTO "Question" (id, "ownerId", subject, grade, "chapterId", kind, stem, options, key, explanation, source, difficulty, status, "updatedAt")
       VALUES (gen_random_uuid(), $1, 'science', 6, $2, 'MCQ', $3, $4, 'a', 'Seeded.', 'teacher', 0, 'APPROVED', now())`,
      [teacherId, chapter?.id, q.stem, JSON.stringify(q.options.map((text, i) => ({ id: "abcd"[i], text })))],
    );
  }
  try {
    // The teacher's review shows each item with its own options, the key ticked.
    await teacher.goto("/science/teacher-tools");
    await teacher.getByRole("combobox", { name: "Class", exact: true }).first().selectOption("6");
    await teacher.getByRole("combobox", { name: "Chapter", exact: true }).selectOption(chapter?.id ?? "");
    for (const q of items) {
      const card = teacher.locator(".tt-question", { hasText: q.stem });
      await expect(card.getByRole("listitem")).toHaveText([`✓ ${q.options[0]}`, ...q.options.slice(1)]);
      await card.getByLabel("Select for a test").check();
    }
    await teacher.getByRole("button", { name: "Assign 3 questions" }).click();
    await expect(teacher.getByRole("heading", { name: "Results" })).toBeVisible();

    await student.goto("/subjects");
    await student.getByRole("link", { name: "Take the test" }).click();
    await student.getByRole("button", { name: "Take the test" }).click();
    // Right, wrong, right: the second answer is one of the second question's own wrong options.
    const chosen = [items[0]?.options[0], items[1]?.options[1], items[2]?.options[0]];
    for (let n = 0; n < 3; n++) {
      await expect(student.getByText(`Question ${n + 1} of 3`)).toBeVisible();
      const shown = (await student.locator("legend").textContent()) ?? "";
      const i = items.findIndex((q) => shown.includes(q.stem));
      const q = items[i];
      if (!q) throw new Error(`not one of the three: ${shown}`);
      const group = student.getByRole("group", { name: q.stem });
      await expect(group.getByRole("radio")).toHaveCount(4);
      for (const text of q.options) {
        await expect(group.getByRole("radio", { name: text, exact: true })).toBeVisible();
      }
      if (i === 1) {
        // The radio sits on its label's first line, left of the text, and the whole row is clickable.
        const row = group.locator(".choice", { hasText: q.options[0] ?? "" });
        const box = await row.getByRole("radio").boundingBox();
        const text = await row.locator(".choice-text").boundingBox();
        expect(box && text && box.x + box.width <= text.x && box.y >= text.y && box.y < text.y + 24).toBe(
          true,
        );
        // An answer can be changed until the test is submitted: the right one first, then another.
        await row.locator(".choice-text").click();
        await expect(group.getByRole("radio", { name: q.options[0], exact: true })).toBeChecked();
        await expect(student.getByText("Answered")).toBeVisible();
      }
      await group.getByRole("radio", { name: chosen[i], exact: true }).click();
      await expect(group.getByRole("radio", { name: chosen[i], exact: true })).toBeChecked();
      await expect(group.getByRole("radio", { checked: true })).toHaveCount(1);
      await expect(student.getByText("Answered")).toBeVisible();
      if (n < 2) await student.getByRole("button", { name: "Next" }).click();
    }
    await student.getByRole("button", { name: "Submit the test" }).click();
    await expect(student.getByText("Score: 2 / 3")).toBeVisible();
    for (const [i, q] of items.entries()) {
      const result = student.locator(".qt-result", { hasText: q.stem });
      const verdict = i === 1 ? "Wrong" : "Right";
      await expect(result).toContainText(`${verdict} · Your answer: ${chosen[i]}`);
      await expect(result).toContainText(`Right answer: ${q.options[0]}`);
    }
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
    await answerUntilMasteryMap(page);
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
