import type { Browser, BrowserContext, Page } from "@playwright/test";
import { type Account, createAccount, query, signIn } from "./support/accounts";
import { expect, test } from "./support/fixtures";

/**
 * Issue 7, end to end in separate browser contexts (separate people): a student creates a group, a
 * classmate joins with the code read from the page, both see each other online, typing and messages
 * arrive live both ways, the list shows an unread badge, and the owner removes a member from a
 * report, whose open chat closes at once. A third student joins through the invite link.
 */
test.use({ serviceWorkers: "block" });

interface Person {
  account: Account;
  context: BrowserContext;
  page: Page;
}

/** Someone with a display name, signed in through the form in a browser context of their own. */
async function person(
  browser: Browser,
  displayName: string,
  role: "student" | "teacher" = "student",
): Promise<Person> {
  const account = await createAccount({ role });
  await query(`UPDATE "User" SET "displayName" = $2 WHERE id = $1`, [account.id, displayName]);
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

/** Waits until the server has stored that this member read up to `seq` (the chat marks it, debounced). */
async function readUpTo(groupId: string, userId: string, seq: number) {
  await expect
    .poll(async () => {
      const rows = await query<{ lastReadSeq: number }>(
        `SELECT "lastReadSeq" FROM "GroupMember" WHERE "groupId" = $1 AND "userId" = $2`,
        [groupId, userId],
      );
      return rows[0]?.lastReadSeq ?? -1;
    })
    .toBe(seq);
}

const composer = (page: Page) => page.getByRole("textbox", { name: "Message", exact: true });
const messages = (page: Page) => page.getByRole("log", { name: "Messages" }).getByTestId("chat-message");

test("two students chat live in a study group; the owner removes a reported member", async ({ browser }) => {
  // Three people sign in and several pages load their code for the first time: slow on a busy machine.
  test.setTimeout(180_000);
  const asha = await person(browser, "Asha");
  const ravi = await person(browser, "Ravi");
  const meera = await person(browser, "Meera");
  try {
    // Asha creates the group and lands in its chat.
    const a = asha.page;
    await a.goto("/groups");
    await expect(a.getByRole("heading", { name: "Study groups", level: 1 })).toBeVisible({ timeout: 30_000 });
    await a.getByLabel("Group name").fill("Class 8 algebra");
    await a.getByLabel("Subject").selectOption("mathematics");
    await a.getByRole("button", { name: "Create group" }).click();
    await expect(a).toHaveURL(/\/groups\/[0-9a-f-]{36}$/);
    const groupId = a.url().split("/").pop() ?? "";
    await expect(a.getByRole("heading", { name: "Class 8 algebra", level: 1 })).toBeVisible();
    const details = a.getByRole("complementary", { name: "Group details" });
    const code = ((await details.getByTestId("invite-code").textContent()) ?? "").trim();
    expect(code).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}$/);

    // Ravi joins with the code on /groups; a wrong code is refused with a clear message first.
    const r = ravi.page;
    await r.goto("/groups");
    await expect(r.getByRole("heading", { name: "Study groups", level: 1 })).toBeVisible({ timeout: 30_000 });
    await r.getByLabel("Invite code").fill("ZZZZ-ZZZZ");
    await r.getByRole("button", { name: "Join group" }).click();
    await expect(r.getByRole("alert")).toContainText("This invite code is not valid.");
    await r.getByLabel("Invite code").fill(code);
    await r.getByRole("button", { name: "Join group" }).click();
    await expect(r).toHaveURL(new RegExp(`/groups/${groupId}$`));
    await expect(r.getByRole("heading", { name: "Class 8 algebra", level: 1 })).toBeVisible();

    // Presence: each sees both names online.
    for (const page of [a, r]) {
      const presence = page.getByTestId("presence");
      await expect(presence).toContainText("Online now (2):");
      await expect(presence).toContainText("Asha");
      await expect(presence).toContainText("Ravi");
    }
    await expect(a.getByTestId("presence")).toContainText("Asha (you)");
    await expect(r.getByTestId("presence")).toContainText("Ravi (you)");

    // Typing indicator: Ravi types, Asha sees it; sending clears it.
    await composer(r).pressSequentially("What is $x$ if 2x + 3 = 11?");
    await expect(a.getByTestId("typing-indicator")).toHaveText("Ravi is typing…");
    await composer(r).press("Enter");
    await expect(composer(r)).toHaveValue("");
    await expect(messages(a)).toHaveCount(1);
    await expect(messages(a).first()).toContainText("Ravi");
    await expect(messages(a).first()).toContainText("What is");
    await expect(messages(a).first().locator(".katex")).toHaveCount(1);
    await expect(a.getByTestId("typing-indicator")).toHaveText("");
    await expect(messages(r).first()).toContainText("✓ Sent");

    // And back: Asha answers, Ravi sees it live.
    await composer(a).fill("x = 4, because 2 × 4 + 3 = 11");
    await composer(a).press("Enter");
    await expect(messages(r)).toHaveCount(2);
    await expect(messages(r).nth(1)).toContainText("Asha");
    await expect(messages(r).nth(1)).toContainText("x = 4");
    await expect(messages(a)).toHaveCount(2);

    // Unread badge: Ravi has read both, goes to the list; Asha writes twice more.
    await readUpTo(groupId, ravi.account.id, 2);
    await r.getByRole("link", { name: "← All groups" }).click();
    await expect(r).toHaveURL(/\/groups$/);
    const card = r.getByTestId("group-card").filter({ hasText: "Class 8 algebra" });
    await expect(card).toBeVisible();
    await expect(card.getByTestId("unread-badge")).toHaveCount(0);
    // Ravi left the chat: only Asha is online there now.
    await expect(a.getByTestId("presence")).toContainText("Online now (1):");
    await composer(a).fill("Try 5x - 7 = 13 next");
    await composer(a).press("Enter");
    await expect(card.getByTestId("unread-badge")).toHaveText("1 unread");
    await composer(a).fill("Answer: x = 4 again!");
    await composer(a).press("Enter");
    await expect(card.getByTestId("unread-badge")).toHaveText("2 unread");
    await expect(card).toContainText("Asha: Answer: x = 4 again!");

    // Ravi opens the chat: the new messages are there and the badge goes once read.
    await card.click();
    await expect(messages(r)).toHaveCount(4);
    await expect(r.getByTestId("presence")).toContainText("Online now (2):");
    await readUpTo(groupId, ravi.account.id, 4);

    // Report and removal: Ravi sends something unkind; Asha (owner) reports it and removes him.
    await composer(r).fill("You are so stupid, nobody likes you");
    await composer(r).press("Enter");
    await expect(messages(a)).toHaveCount(5);
    const unkind = messages(a).nth(4);
    await expect(unkind).toContainText("nobody likes you");
    await unkind.getByRole("button", { name: "Report" }).click();
    await unkind.getByLabel("Why are you reporting this message?").selectOption("bullying");
    await unkind.getByRole("button", { name: "Send report" }).click();
    await expect(unkind.getByRole("button", { name: "Send report" })).toHaveCount(0);

    await details.getByRole("button", { name: "Refresh" }).click();
    const report = details.getByTestId("report");
    await expect(report).toHaveCount(1);
    await expect(report).toContainText("Ravi");
    await expect(report).toContainText("nobody likes you");
    await expect(report).toContainText("Bullying or unkind");
    await report.getByRole("button", { name: "Remove member" }).click();

    // Ravi's open chat switches live, without a reload.
    const raviUrl = r.url();
    await expect(r.getByRole("heading", { name: "You are no longer in this group", level: 1 })).toBeVisible();
    expect(r.url()).toBe(raviUrl);
    await expect(r.getByRole("textbox", { name: "Message", exact: true })).toHaveCount(0);
    // Asha sees the message removed and Ravi gone from the members and from who is online.
    await expect(unkind).toContainText("This message was removed by a moderator.");
    await expect(unkind).not.toContainText("nobody likes you");
    await expect(details.getByTestId("report")).toHaveCount(0);
    await expect(a.getByTestId("presence")).toContainText("Online now (1):");
    await expect(a.getByTestId("presence")).not.toContainText("Ravi");
    // The database agrees: Ravi is no longer a member.
    expect(
      await query(`SELECT 1 FROM "GroupMember" WHERE "groupId" = $1 AND "userId" = $2`, [
        groupId,
        ravi.account.id,
      ]),
    ).toHaveLength(0);

    // The invite link: Ravi cannot come back with it, Meera joins with one click.
    await r.goto(`/groups/join/${code}`);
    await expect(r.getByLabel("Invite code")).toHaveValue(code);
    await r.getByRole("button", { name: "Join group" }).click();
    await expect(r.getByRole("alert")).toHaveText(
      "You were removed from this group and cannot join it again.",
    );

    const m = meera.page;
    await m.goto(`/groups/join/${code}`);
    await expect(m.getByRole("heading", { name: "You are invited to a study group" })).toBeVisible({
      timeout: 30_000,
    });
    await expect(m.getByLabel("Invite code")).toHaveValue(code);
    await m.getByRole("button", { name: "Join group" }).click();
    await expect(m).toHaveURL(new RegExp(`/groups/${groupId}$`));
    await expect(messages(m)).toHaveCount(5);
    await expect(messages(m).nth(4)).toContainText("This message was removed by a moderator.");
    await expect(m.getByTestId("presence")).toContainText("Online now (2):");
    await expect(a.getByTestId("presence")).toContainText("Meera");
  } finally {
    await asha.context.close();
    await ravi.context.close();
    await meera.context.close();
  }
});

test("a teacher makes a class group; only the class can join, and its messages reach the dashboard live", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const teacher = await person(browser, "Ms Sharma", "teacher");
  const asha = await person(browser, "Asha");
  const kabir = await person(browser, "Kabir");
  try {
    const [cls] = await query<{ id: string }>(
      `INSERT INTO "Classroom" (id, "teacherId", name, grade, subjects, "joinCode", "updatedAt")
       VALUES (gen_random_uuid(), $1, '7A', 7, '{mathematics}', $2, now()) RETURNING id`,
      [teacher.account.id, `G${Date.now().toString(36).toUpperCase()}`.slice(0, 12)],
    );
    await query(`INSERT INTO "ClassMember" ("classroomId", "userId") VALUES ($1, $2)`, [
      cls?.id,
      asha.account.id,
    ]);

    // The teacher picks the class when creating the group.
    const t = teacher.page;
    await t.goto("/groups");
    await expect(t.getByRole("heading", { name: "Study groups", level: 1 })).toBeVisible({ timeout: 30_000 });
    await t.getByLabel("Group name").fill("7A algebra");
    await t.getByLabel("Subject").selectOption("mathematics");
    await t.getByLabel("Class", { exact: true }).selectOption({ label: "7A" });
    await t.getByRole("button", { name: "Create group" }).click();
    await expect(t).toHaveURL(/\/groups\/[0-9a-f-]{36}$/);
    await expect(t.getByText("Mathematics · Class 7A · 1 member")).toBeVisible();
    const code = ((await t.getByTestId("invite-code").textContent()) ?? "").trim();

    // Someone outside the class cannot join with the code; a student of the class can.
    await kabir.page.goto(`/groups/join/${code}`);
    await kabir.page.getByRole("button", { name: "Join group" }).click();
    await expect(kabir.page.getByRole("alert")).toHaveText(
      'This group is for the class "7A". Join the class first.',
    );
    const a = asha.page;
    await a.goto(`/groups/join/${code}`);
    await a.getByRole("button", { name: "Join group" }).click();
    await expect(a).toHaveURL(/\/groups\/[0-9a-f-]{36}$/);
    await expect(a.getByText("Your teacher can read this chat.")).toBeVisible();
    await composer(a).fill("Is 0 a natural number?");
    await composer(a).press("Enter");
    await expect(messages(t)).toHaveCount(1);

    // The dashboard counts it, then the next message arrives live.
    await t.goto("/teacher-dashboard");
    const row = t.getByTestId(`roster-${asha.account.id}`);
    await expect(row.getByTestId("roster-messages")).toHaveText("1", { timeout: 30_000 });
    const group = t.getByTestId("class-group").filter({ hasText: "7A algebra" });
    await expect(group.getByTestId("class-group-messages")).toHaveText("1 message");
    await expect(t.getByText("● Live")).toBeVisible();
    // Live: the subscription replays what was stored after the query, so nothing falls in between.
    await composer(a).fill("I think it depends on the book.");
    await composer(a).press("Enter");
    await expect(row.getByTestId("roster-messages")).toHaveText("2");
    await expect(group.getByTestId("class-group-messages")).toHaveText("2 messages");
    await expect(group).toContainText("Asha 2");
  } finally {
    await teacher.context.close();
    await asha.context.close();
    await kabir.context.close();
  }
});
