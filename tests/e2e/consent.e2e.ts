import type { Browser, Page } from "@playwright/test";
import { childBirthDate } from "../helpers/users";
import { createAccount, query, signIn, uniqueEmail } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { mailedLink, pathOf } from "./support/mail";

// Issue 18 on the production build: limited mode, a parent's consent by mail, the parent's live
// switches, withdrawal and undo, and a school's consent for a class.
test.use({ serviceWorkers: "block" });

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, serviceWorkers: "block" });
  await context.addInitScript(() => window.sessionStorage.setItem("vidya:splash-shown", "1"));
  return context.newPage();
}

const CLOSED = "This tool is closed for now";

test("a child signs up alone, a parent consents by mail, and the parent's switches reach the child's page live", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // The child signs up with their date of birth.
  const childEmail = uniqueEmail("child");
  await page.goto("/auth");
  await page.getByRole("button", { name: "Create Account" }).click();
  await page.getByRole("button", { name: /^Student/ }).click();
  await page.getByRole("button", { name: "Continue as Student" }).click();
  await page.getByLabel("E-mail").fill(childEmail);
  await page.getByLabel("Password", { exact: true }).fill("a-good-long-password");
  await page.getByLabel("Date of birth").fill(childBirthDate(11));
  await page.getByRole("button", { name: "Create Account", exact: true }).last().click();
  await expect(page.getByRole("heading", { name: "Verify your e-mail" })).toBeVisible();
  await page.goto(pathOf(await mailedLink(childEmail, /Verify your e-mail/)));
  await expect(page).toHaveURL(/\/subjects$/);
  await page
    .getByRole("dialog", { name: "Welcome to Vidya!" })
    .getByRole("button", { name: "Skip for now" })
    .click();

  // Limited mode: the chatbot is closed with a kind explanation; maths stays open.
  await page.goto("/science/chatbot");
  const closed = page.getByTestId("limited-mode");
  await expect(closed.getByRole("heading", { name: CLOSED })).toBeVisible();
  await expect(closed).toContainText("a parent (or your school) needs to say yes first");
  await expect(page.getByRole("heading", { name: "Science Chatbot" })).toBeHidden();

  const parentEmail = uniqueEmail("parent");
  await closed.getByLabel("Your parent's e-mail").fill(parentEmail);
  await closed.getByRole("button", { name: "Ask a parent" }).click();
  await expect(page.getByText("We have e-mailed your parent.")).toBeVisible();
  await expect(closed.getByRole("button", { name: "Remind my parent" })).toBeVisible();

  // The parent opens the mail's link, reads what Vidya keeps, sets a password and consents.
  const parent = await newPage(browser);
  const link = await mailedLink(parentEmail, /asks for your consent/);
  await parent.goto(pathOf(link));
  await expect(parent.getByRole("heading", { name: "Your child asks for your consent" })).toBeVisible();
  await expect(parent.getByText(/How long: chats and AI questions 12 months/)).toBeVisible();
  await parent.getByLabel("Choose a password for your parent account").fill("a-parent-password");
  await parent.getByRole("button", { name: "I consent" }).click();
  await expect(parent).toHaveURL(/\/parent$/);
  const childName = childEmail.split("@")[0] ?? "";
  const card = parent.getByRole("region", { name: childName });
  await expect(card).toBeVisible();

  // The child's open page opens the chat by itself.
  await expect(page.getByRole("heading", { name: "Science Chatbot" })).toBeVisible();
  await expect(closed).toBeHidden();

  // The parent switches the chatbots off: the child's page closes them at once, and opens them again.
  const chatbots = card.getByRole("checkbox", { name: "Subject chatbots" });
  await chatbots.click();
  await expect(chatbots).not.toBeChecked();
  await expect(page.getByText("Your parent has switched this tool off.")).toBeVisible();
  await chatbots.click();
  await expect(chatbots).toBeChecked();
  await expect(page.getByRole("heading", { name: "Science Chatbot" })).toBeVisible();

  // Withdrawal pauses everything at once, with 7 days to undo; undo opens it again.
  await card.getByRole("button", { name: "Withdraw consent" }).click();
  await expect(card.getByText(/Consent is withdrawn/)).toBeVisible();
  await expect(page.getByText("Your parent has paused this tool for now.")).toBeVisible();
  await card.getByRole("button", { name: "Undo withdrawal" }).click();
  await expect(page.getByRole("heading", { name: "Science Chatbot" })).toBeVisible();
  // The parent's own reads are in the audit they see, as a sentence (issue 25), never a raw entry.
  await parent.reload();
  await expect(card.getByText(/\(parent\) opened your child's page/).first()).toBeVisible();
  await expect(card.getByText(/parent:child/)).toHaveCount(0);
  await parent.context().close();
});

test("a teacher confirms the class's consent, and a child who joined by code is unlocked", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // A teacher of a school the operator verified (SCHOOL_EMAIL_DOMAINS in the e2e stack, issue 24).
  const teacher = await createAccount({
    role: "teacher",
    email: uniqueEmail("rao").replace("@example.test", "@school.example.test"),
  });
  const code = `C${Math.random()
    .toString(36)
    .slice(2, 7)
    .toUpperCase()
    .replace(/[01IOL]/g, "Z")}`;
  await query(
    `INSERT INTO "Classroom" (id, "teacherId", name, grade, subjects, "joinCode", "updatedAt")
     VALUES (gen_random_uuid(), $1, '6A Maths', 6, ARRAY['mathematics'], $2, now())`,
    [teacher.id, code],
  );
  const child = await createAccount({ role: "student", birthDate: childBirthDate(10) });
  await signIn(page, child);
  await page.goto(`/classes/join/${code}`);
  await page.getByRole("button", { name: "Join class" }).click();
  await expect(page.getByRole("status")).toContainText("6A Maths");
  await page.goto("/groups");
  await expect(page.getByTestId("limited-mode")).toContainText(CLOSED);

  const teacherPage = await newPage(browser);
  await signIn(teacherPage, teacher);
  await expect(teacherPage).toHaveURL(/\/teacher-dashboard$/);
  await teacherPage.getByRole("tab", { name: "Manage classes" }).click();
  const classCard = teacherPage.getByTestId("classroom-card").filter({ hasText: "6A Maths" });
  await classCard.getByLabel("Your name").fill("Mrs Rao");
  await classCard.getByRole("button", { name: "Confirm consent for this class" }).click();
  await expect(classCard.getByTestId("class-consent")).toContainText("Confirmed by Mrs Rao");

  // The child's open page unlocks by itself.
  await expect(page.getByTestId("limited-mode")).toBeHidden();
  await expect(page.getByRole("heading", { name: "Study groups" })).toBeVisible();
  await teacherPage.context().close();
});
