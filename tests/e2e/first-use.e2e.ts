import type { Browser, BrowserContext, Page } from "@playwright/test";
import { type Account, createAccount, query, signIn } from "./support/accounts";
import { expect, test } from "./support/fixtures";

/**
 * Issue 19: the shipped tools as new users find them, each person in a browser context of their
 * own. A group owner's page follows joins, renames and hand-overs live; members see each other's
 * chosen names (never "Student d74a", never an e-mail); expired invite codes are refused; a new
 * deck opens ready for its first card; a page loaded while the session is restored keeps its data;
 * a student finds "Join a class" where they look for it.
 */
test.use({ serviceWorkers: "block" });

interface Person {
  account: Account;
  context: BrowserContext;
  page: Page;
}

/** A fresh student (no name chosen yet), signed in through the form in a context of their own. */
async function person(browser: Browser, role: "student" | "teacher" = "student"): Promise<Person> {
  const account = await createAccount({ role });
  const context = await browser.newContext({ serviceWorkers: "block" });
  await context.addInitScript(() => {
    try {
      window.sessionStorage.setItem("vidya:splash-shown", "1");
    } catch {
      // Pages without storage simply show the splash.
    }
  });
  const page = await context.newPage();
  await signIn(page, account);
  return { account, context, page };
}

/** Chooses the display name others see, from the profile page, and comes back to `back`. */
async function setDisplayName(page: Page, name: string, expected: "saved" | RegExp = "saved") {
  await page.goto("/profile");
  await page.getByLabel("Display name").fill(name);
  await page.getByRole("button", { name: "Save changes" }).click();
  if (expected === "saved") await expect(page.getByText("Your profile is saved.")).toBeVisible();
  else await expect(page.getByText(expected)).toBeVisible();
}

async function createGroup(page: Page, name: string): Promise<{ groupId: string; code: string }> {
  await page.goto("/groups");
  await expect(page.getByRole("heading", { name: "Study groups", level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByLabel("Group name").fill(name);
  await page.getByLabel("Subject").selectOption("mathematics");
  await page.getByRole("button", { name: "Create group" }).click();
  await expect(page).toHaveURL(/\/groups\/[0-9a-f-]{36}$/);
  const groupId = page.url().split("/").pop() ?? "";
  const details = page.getByRole("complementary", { name: "Group details" });
  const code = ((await details.getByTestId("invite-code").textContent()) ?? "").trim();
  return { groupId, code };
}

async function joinGroup(page: Page, code: string) {
  await page.goto("/groups");
  await expect(page.getByRole("heading", { name: "Study groups", level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByLabel("Invite code").fill(code);
  await page.getByRole("button", { name: "Join group" }).click();
}

test("the owner's page shows a new member live, with names and the right Leave wording", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const asha = await person(browser);
  const ravi = await person(browser);
  try {
    const a = asha.page;
    const r = ravi.page;
    // Asha names herself; a name the moderation refuses changes nothing.
    await setDisplayName(a, "bhenchod", /That display name is not allowed/);
    await setDisplayName(a, "Asha");
    await setDisplayName(r, "Ravi");

    const { groupId, code } = await createGroup(a, "Fractions club");
    const details = a.getByRole("complementary", { name: "Group details" });
    await expect(details.getByRole("heading", { name: "Members (1)" })).toBeVisible();
    // The code says until when it works (a week by default).
    await expect(details.getByTestId("invite-expiry")).toContainText("Works until");
    await details.getByRole("button", { name: "Leave group" }).click();
    await expect(details.getByTestId("leave-warning")).toHaveText(
      "You are the last member: leaving deletes the group.",
    );
    await details.getByRole("button", { name: "Stay" }).click();

    // Ravi joins; Asha's open page follows at once, without a reload.
    await joinGroup(r, code);
    await expect(r).toHaveURL(new RegExp(`/groups/${groupId}$`));
    await expect(details.getByRole("heading", { name: "Members (2)" })).toBeVisible({ timeout: 15_000 });
    await expect(a.getByText(/2 members/)).toBeVisible();
    const members = details.getByTestId("group-member");
    await expect(members).toHaveText(["Asha (owner) (you)", "Ravi"]);
    await expect(details.getByRole("button", { name: "Remove", exact: true })).toHaveCount(1);
    await details.getByRole("button", { name: "Leave group" }).click();
    await expect(details.getByTestId("leave-warning")).toHaveText(
      "Leave this group? Ravi becomes the owner.",
    );
    await details.getByRole("button", { name: "Stay" }).click();

    // Ravi sees Asha by her name too; neither page shows an e-mail or a "Student 1a2b" label.
    const rDetails = r.getByRole("complementary", { name: "Group details" });
    await expect(rDetails.getByTestId("group-member")).toHaveText(["Asha (owner)", "Ravi (you)"]);
    for (const page of [a, r]) {
      await expect(page.getByText(asha.account.email)).toHaveCount(0);
      await expect(page.getByText(ravi.account.email)).toHaveCount(0);
      await expect(page.getByText(/Student [0-9a-f]{4}/)).toHaveCount(0);
    }

    // Ravi renames himself in his profile; Asha's open page shows the new name live.
    await setDisplayName(r, "Ravi K");
    await expect(members).toHaveText(["Asha (owner) (you)", "Ravi K"], { timeout: 15_000 });

    // Asha leaves: Ravi becomes the owner, and his page says so live.
    await r.goto(`/groups/${groupId}`);
    await expect(rDetails.getByRole("heading", { name: "Members (2)" })).toBeVisible({ timeout: 15_000 });
    await details.getByRole("button", { name: "Leave group" }).click();
    await details.getByRole("button", { name: "Leave", exact: true }).click();
    await expect(a).toHaveURL(/\/groups$/);
    await expect(rDetails.getByRole("heading", { name: "Members (1)" })).toBeVisible({ timeout: 15_000 });
    await expect(rDetails.getByTestId("group-member")).toHaveText(["Ravi K (owner) (you)"]);
    await expect(rDetails.getByRole("button", { name: "New code" })).toBeVisible();
  } finally {
    await asha.context.close();
    await ravi.context.close();
  }
});

test("an expired invite code is refused with a clear message and nothing is joined", async ({ browser }) => {
  test.setTimeout(120_000);
  const asha = await person(browser);
  const ravi = await person(browser);
  try {
    const { groupId, code } = await createGroup(asha.page, "Old code group");
    await query(`UPDATE "StudyGroup" SET "inviteCodeExpiresAt" = now() - interval '1 minute' WHERE id = $1`, [
      groupId,
    ]);
    await joinGroup(ravi.page, code);
    await expect(ravi.page.getByRole("alert")).toContainText(
      "This invite code has expired. Ask the group owner for a new one",
    );
    await expect(ravi.page).toHaveURL(/\/groups$/);
    const rows = await query(`SELECT 1 FROM "GroupMember" WHERE "groupId" = $1 AND "userId" = $2`, [
      groupId,
      ravi.account.id,
    ]);
    expect(rows).toHaveLength(0);

    // The owner sees that the code expired, and makes a new one that works for 30 days.
    const a = asha.page;
    await a.reload();
    const details = a.getByRole("complementary", { name: "Group details" });
    await expect(details.getByTestId("invite-expiry")).toContainText("Expired on");
    await details.getByLabel("How long the new code works").selectOption("30");
    await details.getByRole("button", { name: "New code" }).click();
    await expect(details.getByTestId("invite-expiry")).toContainText("Works until");
    const [row] = await query<{ days: number }>(
      `SELECT round(extract(epoch FROM "inviteCodeExpiresAt" - now()) / 86400)::int AS days FROM "StudyGroup" WHERE id = $1`,
      [groupId],
    );
    expect(row?.days).toBe(30);
  } finally {
    await asha.context.close();
    await ravi.context.close();
  }
});

test("creating a deck opens it, ready for the first card", async ({ browser }) => {
  const student = await person(browser);
  try {
    const page = student.page;
    await page.goto("/flashcards");
    await page.getByLabel("Deck title").fill("Kinematics");
    await page.getByRole("button", { name: "Create deck" }).click();
    await expect(page).toHaveURL(/\/flashcards\?deck=[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { name: "Kinematics", level: 1 })).toBeVisible();
    await expect(page.getByLabel("Front", { exact: true })).toBeFocused();
    await page.keyboard.type("Unit of velocity?");
    await page.getByLabel("Back", { exact: true }).fill("m/s");
    await page.getByRole("button", { name: "Add card" }).click();
    await expect(page.getByTestId("fc-card-row")).toHaveCount(1);
  } finally {
    await student.context.close();
  }
});

test("a page loaded while the session is restored keeps its first data", async ({ browser }) => {
  const student = await person(browser);
  try {
    const deckIds = await query<{ id: string }>(
      `INSERT INTO "Deck" (id, "userId", title, subject, grade, "updatedAt")
       VALUES (gen_random_uuid(), $1, 'Restored deck', 'science', 7, now()) RETURNING id`,
      [student.account.id],
    );
    expect(deckIds).toHaveLength(1);
    const page = student.page;
    const failures: string[] = [];
    page.on("requestfailed", (r) => {
      if (r.url().includes("/graphql"))
        failures.push(`${r.postData()?.slice(0, 80)}: ${r.failure()?.errorText}`);
    });
    // The session comes back from the refresh cookie only after the shell and Apollo are up (the
    // answer is held back), so the sign-in happens while the page is loading.
    await page.route("**/graphql", async (route) => {
      if ((route.request().postData() ?? "").includes("RefreshSession"))
        await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue();
    });
    for (let i = 0; i < 2; i++) {
      await page.goto("/flashcards");
      // Requests of the page left behind are aborted by the navigation itself: not ours to count.
      failures.length = 0;
      await expect(page.getByRole("link", { name: "Restored deck", exact: true })).toBeVisible({
        timeout: 30_000,
      });
      await expect(page.getByRole("alert")).toHaveCount(0);
      expect(failures).toEqual([]);
    }
  } finally {
    await student.context.close();
  }
});

test("a student finds Join a class on /subjects, /dashboard and in the menu", async ({ browser }) => {
  test.setTimeout(120_000);
  const teacher = await createAccount({ role: "teacher" });
  const [cls] = await query<{ code: string }>(
    `INSERT INTO "Classroom" (id, "teacherId", name, grade, subjects, "joinCode", "joinCodeExpiresAt", "updatedAt")
     VALUES (gen_random_uuid(), $1, '7B Science', 7, ARRAY['science'], $2, now() + interval '7 days', now())
     RETURNING "joinCode" AS code`,
    [
      teacher.id,
      `Q${Math.random()
        .toString(36)
        .slice(2, 7)
        .toUpperCase()
        .replace(/[01IOL]/g, "Z")}`,
    ],
  );
  const student = await person(browser);
  try {
    const page = student.page;
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/subjects$/);
    await page.getByRole("link", { name: "Join a class" }).click();
    await expect(page).toHaveURL(/\/classes\?join=1$/);
    const box = page.getByLabel("Join code");
    await expect(box).toBeFocused();

    await page.goto("/subjects");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Join a class" }).click();
    await expect(page).toHaveURL(/\/classes\?join=1$/);
    await box.fill(cls?.code ?? "");
    await page.getByRole("button", { name: "Join class" }).click();
    await expect(page.getByRole("status")).toContainText("7B Science");
  } finally {
    await student.context.close();
  }
});
