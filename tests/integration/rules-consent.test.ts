import { createHash, randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { ncertChapters } from "../../core/src/curriculum/catalogue";
import { addDays, localDateOf } from "../../core/src/study-time/local-date";
import { fileDatabaseUrl, sql } from "../helpers/database";
import { collect, gql, wsClient } from "../helpers/graphql";
import {
  createGroup,
  joinGroup,
  listMessages,
  MESSAGE_EVENTS,
  type MessageEvent,
  ok,
  sendMessage,
} from "../helpers/groups";
import { type Proc, type ServerProc, uniquePrefix } from "../helpers/processes";
import { startStack } from "../helpers/tutor";
import { accessToken, childBirthDate, createUser, type TestUser } from "../helpers/users";

// Issue 24, items 3 to 6: consent a child cannot forge; every way a closed tool's data flows is
// checked (study groups: history, live events, presence, mark-read, reporting); regenerating keeps
// the task's page and re-checks consent; a parent's daily limit counts by the server's date.

type Union = { __typename: string; code?: string; message?: string; data?: unknown };
const ERR = "... on Error { code message }";
const SCHOOL = "school.example.test";

const OPS = {
  access: "query { myToolAccess { isChild basis needsBirthDate closed { tool code message } } }",
  createGroup: `mutation { createStudyGroup(input: { name: "Friends", subject: mathematics }) { __typename ${ERR} } }`,
  createClass: `mutation { createClassroom(input: { name: "7B", grade: 7, subjects: ["mathematics"] }) { __typename ... on MutationCreateClassroomSuccess { data { id joinCode } } ${ERR} } }`,
  joinClass: `mutation($c: String!) { joinClassroom(code: $c) { __typename ${ERR} } }`,
  leaveClass: `mutation($c: ID!) { leaveClassroom(classroomId: $c) { __typename ${ERR} } }`,
  confirmClass: `mutation($c: ID!, $n: String!) { confirmClassConsent(classroomId: $c, name: $n) { __typename ${ERR} } }`,
  request: `mutation($e: String!) { requestParentConsent(parentEmail: $e) { __typename ${ERR} } }`,
  consent: `mutation($t: String!, $p: String) { parentConsent(token: $t, password: $p) { __typename ${ERR} } }`,
  signUp: `mutation($input: SignUpInput!) { signUp(input: $input) { __typename ${ERR} } }`,
  chooseRole: `mutation($r: Role!) { chooseRole(role: $r) { __typename ${ERR} } }`,
  setBirthDate: `mutation($d: String!) { setBirthDate(birthDate: $d) { __typename ${ERR} } }`,
  report: `mutation($e: String!) { reportChildAccount(email: $e) { __typename ${ERR} } }`,
  clearReport: `mutation($e: String!) { clearChildReport(email: $e) { __typename ${ERR} } }`,
  withdraw: `mutation($c: ID!) { withdrawConsent(childId: $c) { __typename ${ERR} } }`,
  limit: `mutation($c: ID!, $m: Int) { setChildDailyLimit(childId: $c, minutes: $m) { __typename ${ERR} } }`,
  child: `query($c: ID!) { parentChild(childId: $c) { __typename ... on QueryParentChildSuccess { data { studyTodaySeconds } } ${ERR} } }`,
  study: `mutation($input: RecordStudyTimeInput!) { recordStudyTime(input: $input) { __typename ... on MutationRecordStudyTimeSuccess { data { acceptedSeconds } } ${ERR} } }`,
  ask: `mutation($input: AskTutorInput!) { askTutor(input: $input) { __typename ... on MutationAskTutorSuccess { data { id } } ${ERR} } }`,
  regenerate: `mutation($id: ID!) { regenerateAiTask(id: $id) { __typename ... on MutationRegenerateAiTaskSuccess { data { id } } ${ERR} } }`,
  markRead: `mutation($g: ID!) { markGroupRead(groupId: $g, seq: 1) { __typename ${ERR} } }`,
  reportMessage: `mutation($m: ID!) { reportGroupMessage(input: { messageId: $m, reason: other, details: "free text" }) { __typename ${ERR} } }`,
  groups: "query { studyGroups { id } }",
  presence: "subscription($g: ID!) { groupPresence(groupId: $g) { online { userId } } }",
};

describe("no way around the rules: consent (issue 24)", () => {
  const databaseUrl = fileDatabaseUrl();
  let server: ServerProc;
  let worker: Proc;
  let adult: TestUser;
  let operator: TestUser;

  beforeAll(async () => {
    const operatorEmail = `operator-${randomUUID().slice(0, 8)}@example.test`;
    ({ server, worker } = await startStack({
      DATABASE_URL: databaseUrl,
      REDIS_URL: inject("redisUrl"),
      REDIS_PREFIX: uniquePrefix("rules"),
      AI_PROVIDER: "local",
      SCHOOL_EMAIL_DOMAINS: SCHOOL,
      OPERATOR_EMAILS: operatorEmail,
    }));
    adult = await createUser(databaseUrl, { role: "student" });
    operator = await createUser(databaseUrl, { role: "teacher", email: operatorEmail });
  });
  afterAll(async () => {
    await Promise.all([server?.stop(), worker?.stop()]);
  });

  async function op(headers: Record<string, string>, query: string, variables = {}): Promise<Union> {
    const res = await gql<Record<string, Union>>(server.url, query, variables, headers);
    const value = Object.values(res.data ?? {})[0];
    if (!value) throw new Error(JSON.stringify(res));
    return value;
  }
  const child = (age = 12) => createUser(databaseUrl, { role: "student", birthDate: childBirthDate(age) });
  const teacherAt = (domain: string) =>
    createUser(databaseUrl, { role: "teacher", email: `t-${randomUUID().slice(0, 8)}@${domain}` });
  const closedCode = async (user: TestUser) => (await op(user.headers, OPS.createGroup)).code ?? "open";

  /** A parent account linked to the child (as the consent link makes it), and its headers. */
  async function parentOf(kid: TestUser) {
    const id = randomUUID();
    await sql(
      databaseUrl,
      `INSERT INTO "User" (id, email, role, "emailVerified", "updatedAt") VALUES ($1, $2, 'parent', true, now())`,
      [id, `p-${id.slice(0, 8)}@example.test`],
    );
    await sql(
      databaseUrl,
      `INSERT INTO "ParentLink" (id, "parentId", "childId", "updatedAt") VALUES ($1, $2, $3, now())`,
      [randomUUID(), id, kid.id],
    );
    return {
      id,
      headers: { authorization: `Bearer ${await accessToken({ id, role: "parent", emailVerified: true })}` },
    };
  }

  /** The consent link's token, as the mail would carry it (the worker mints it; here we set one). */
  async function consentToken(kid: TestUser, parentEmail: string): Promise<string> {
    expect(await op(kid.headers, OPS.request, { e: parentEmail })).toMatchObject({
      __typename: "MutationRequestParentConsentSuccess",
    });
    // The worker mints the mailed token when it sends the mail; set ours only after that, or the
    // worker's would replace it (this test failed now and then when the mail went out second).
    await expect
      .poll(
        async () =>
          (
            await sql<{ sentAt: Date | null }>(
              databaseUrl,
              `SELECT "sentAt" FROM "EmailToken" WHERE "userId" = $1 AND kind = 'PARENT_CONSENT' AND "usedAt" IS NULL`,
              [kid.id],
            )
          )[0]?.sentAt ?? null,
        { timeout: 30_000, interval: 100 },
      )
      .not.toBeNull();
    const token = randomBytes(32).toString("base64url");
    await sql(
      databaseUrl,
      `UPDATE "EmailToken" SET "tokenHash" = $2 WHERE "userId" = $1 AND kind = 'PARENT_CONSENT' AND "usedAt" IS NULL`,
      [kid.id, createHash("sha256").update(token).digest("hex")],
    );
    return token;
  }

  describe("item 3: consent a child cannot grant themselves", () => {
    it("takes a school's consent only from a teacher of a verified school", async () => {
      const kid = await child();
      const selfMade = await teacherAt("example.test");
      const made = (await op(selfMade.headers, OPS.createClass)).data as { id: string; joinCode: string };
      await op(kid.headers, OPS.joinClass, { c: made.joinCode });
      expect(await op(selfMade.headers, OPS.confirmClass, { c: made.id, n: "Principal" })).toMatchObject({
        code: "SCHOOL_NOT_VERIFIED",
      });
      expect(await closedCode(kid)).toBe("CONSENT_REQUIRED");
      // A confirmation stored before this rule (or by hand) does not count either.
      await sql(
        databaseUrl,
        `UPDATE "Classroom" SET "consentConfirmedAt" = now(), "consentConfirmedById" = "teacherId" WHERE id = $1`,
        [made.id],
      );
      expect(await closedCode(kid)).toBe("CONSENT_REQUIRED");

      const verified = await teacherAt(SCHOOL);
      const real = (await op(verified.headers, OPS.createClass)).data as { id: string; joinCode: string };
      await op(kid.headers, OPS.joinClass, { c: real.joinCode });
      expect(await op(verified.headers, OPS.confirmClass, { c: real.id, n: "Mrs Rao" })).toMatchObject({
        __typename: "MutationConfirmClassConsentSuccess",
      });
      expect(await closedCode(kid)).toBe("open");
    });

    it("refuses a parent address that is the child's own, a student's, or opened where a child signs in", async () => {
      const kid = await createUser(databaseUrl, {
        role: "student",
        birthDate: childBirthDate(12),
        email: `kid.${randomUUID().slice(0, 6)}@gmail.com`,
      });
      const [local] = kid.email.split("@");
      for (const own of [`${local}+mum@gmail.com`, `${local?.replaceAll(".", "")}@googlemail.com`]) {
        expect(await op(kid.headers, OPS.request, { e: own }), own).toMatchObject({ code: "SAME_EMAIL" });
      }
      // The child's second account, a student's: its mailbox cannot be a parent's.
      const second = await createUser(databaseUrl, {
        role: "student",
        email: `k2-${randomUUID().slice(0, 6)}@example.test`,
      });
      const viaStudent = await consentToken(kid, second.email.replace("@", "+parent@"));
      expect(await op({}, OPS.consent, { t: viaStudent, p: "a parent password" })).toMatchObject({
        code: "EMAIL_TAKEN",
      });
      // A link opened in the browser the child is signed in to.
      const session = randomBytes(32).toString("base64url");
      await sql(
        databaseUrl,
        `INSERT INTO "RefreshToken" (id, "userId", "familyId", "tokenHash", "expiresAt") VALUES ($1, $2, $3, $4, now() + interval '1 day')`,
        [randomUUID(), kid.id, randomUUID(), createHash("sha256").update(session).digest("hex")],
      );
      const mum = `mum-${randomUUID().slice(0, 8)}@example.test`;
      const token = await consentToken(kid, mum);
      expect(
        await op({ cookie: `vidya_rt=${session}` }, OPS.consent, { t: token, p: "a parent password" }),
      ).toMatchObject({
        code: "OWN_DEVICE",
      });
      // …or in a browser a child has used at all (signed out since).
      expect(
        await op({ cookie: "vidya_minor=1" }, OPS.consent, { t: token, p: "a parent password" }),
      ).toMatchObject({
        code: "OWN_DEVICE",
      });
      // The parent on their own device: consent works, the link was not used up by the refusals.
      expect(await op({}, OPS.consent, { t: token, p: "a parent password" })).toMatchObject({
        __typename: "MutationParentConsentSuccess",
      });
      expect(await closedCode(kid)).toBe("open");
    });

    it("closes re-sign-up as an adult or a teacher in a browser a child used", async () => {
      const signUp = (input: Record<string, unknown>, cookie?: string) =>
        fetch(`${server.url}/graphql`, {
          method: "POST",
          headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
          body: JSON.stringify({ query: OPS.signUp, variables: { input } }),
        });
      const input = (role: string, birthDate?: string) => ({
        email: `re-${randomUUID().slice(0, 8)}@example.test`,
        password: "a-long-password",
        role,
        birthDate,
      });
      // A child's sign-up marks the browser…
      const first = await signUp(input("student", childBirthDate(12)));
      expect(first.headers.get("set-cookie")).toMatch(/vidya_minor=1;.*HttpOnly/);
      // …which then makes no adult or teacher account.
      for (const again of [input("student", "1990-01-01"), input("teacher")]) {
        const res = (await (await signUp(again, "vidya_minor=1")).json()) as { data: { signUp: Union } };
        expect(res.data.signUp).toMatchObject({ code: "MINOR_BROWSER" });
        expect(await sql(databaseUrl, `SELECT 1 FROM "User" WHERE email = $1`, [again.email])).toEqual([]);
      }
      // A new Google user choosing "teacher" there is refused too.
      const google = await createUser(databaseUrl, { role: null });
      expect(
        await op({ ...google.headers, cookie: "vidya_minor=1" }, OPS.chooseRole, { r: "teacher" }),
      ).toMatchObject({
        code: "MINOR_BROWSER",
      });
    });

    it("asks a student without a birth date for one, limited until given, once", async () => {
      const old = await createUser(databaseUrl, { role: "student", birthDate: null });
      const access = await op(old.headers, OPS.access);
      expect(access).toMatchObject({ isChild: true, needsBirthDate: true });
      expect(await closedCode(old)).toBe("BIRTH_DATE_REQUIRED");
      expect(await op(old.headers, OPS.setBirthDate, { d: childBirthDate(11) })).toMatchObject({
        __typename: "MutationSetBirthDateSuccess",
      });
      expect(await op(old.headers, OPS.access)).toMatchObject({ needsBirthDate: false, basis: "none" });
      expect(await closedCode(old)).toBe("CONSENT_REQUIRED");
      // Once given, it cannot be changed to an adult's.
      expect(await op(old.headers, OPS.setBirthDate, { d: "1990-01-01" })).toMatchObject({
        code: "BIRTH_DATE_SET",
      });
      // An adult's date opens the tools, unless the browser is a child's.
      const grown = await createUser(databaseUrl, { role: "student", birthDate: null });
      expect(
        await op({ ...grown.headers, cookie: "vidya_minor=1" }, OPS.setBirthDate, { d: "1990-01-01" }),
      ).toMatchObject({
        code: "MINOR_BROWSER",
      });
      expect((await op(grown.headers, OPS.setBirthDate, { d: "1990-01-01" })).__typename).toBe(
        "MutationSetBirthDateSuccess",
      );
      expect(await closedCode(grown)).toBe("open");
    });

    it("a parent reports a child's adult-looking account: limited until an operator clears it", async () => {
      const kid = await child();
      const parent = await parentOf(kid);
      const disguised = await createUser(databaseUrl, { role: "student" });
      expect(await closedCode(disguised)).toBe("open");
      expect((await op(parent.headers, OPS.report, { e: disguised.email })).__typename).toBe(
        "MutationReportChildAccountSuccess",
      );
      // The same answer for an address without an account.
      expect((await op(parent.headers, OPS.report, { e: "nobody@example.test" })).__typename).toBe(
        "MutationReportChildAccountSuccess",
      );
      const refused = await op(disguised.headers, OPS.createGroup);
      expect(refused).toMatchObject({ code: "CONSENT_REQUIRED" });
      expect(refused.message).toMatch(/A parent told us this account belongs to their child/);
      expect(await op(adult.headers, OPS.clearReport, { e: disguised.email })).toMatchObject({
        code: "FORBIDDEN",
      });
      expect((await op(operator.headers, OPS.clearReport, { e: disguised.email })).__typename).toBe(
        "MutationClearChildReportSuccess",
      );
      expect(await closedCode(disguised)).toBe("open");
    });
  });

  describe("item 4: study groups refuse every path once consent is gone", () => {
    it("history, live messages, presence, mark-read and reporting all refuse after withdrawal", async () => {
      const kid = await child();
      const parent = await parentOf(kid);
      const group = await createGroup(server.url, adult, "Open circle");
      ok(await joinGroup(server.url, kid, group.inviteCode));
      const message = ok(await sendMessage(server.url, adult, group.id, "hello everyone"));

      // The adult watches who is online; the child's open pages listen to messages and presence.
      const adultWs = wsClient(server.wsUrl, adult.headers);
      const kidWs = wsClient(server.wsUrl, kid.headers);
      try {
        const online = collect<{ groupPresence: { online: { userId: string }[] } }>(adultWs, OPS.presence, {
          g: group.id,
        });
        const live = collect<MessageEvent>(kidWs, MESSAGE_EVENTS, { groupId: group.id });
        collect(kidWs, OPS.presence, { g: group.id });
        await online.until((e) => e.groupPresence.online.some((o) => o.userId === kid.id));
        await live.until((e) => e.groupMessageEvents.type === "SUBSCRIBED");

        expect((await op(parent.headers, OPS.withdraw, { c: kid.id })).__typename).toBe(
          "MutationWithdrawConsentSuccess",
        );
        // Live: the child's stream ends, and the child is no longer shown online.
        await live.until((e) => e.groupMessageEvents.type === "REMOVED");
        await online.until((e) => !e.groupPresence.online.some((o) => o.userId === kid.id));
      } finally {
        await Promise.all([adultWs.dispose(), kidWs.dispose()]);
      }
      expect(await listMessages(server.url, kid, group.id)).toMatchObject({ code: "CONSENT_REQUIRED" });
      expect(await op(kid.headers, OPS.markRead, { g: group.id })).toMatchObject({
        code: "CONSENT_REQUIRED",
      });
      expect(await op(kid.headers, OPS.reportMessage, { m: message.id })).toMatchObject({
        code: "CONSENT_REQUIRED",
      });
      expect(
        (await gql<{ studyGroups: unknown[] }>(server.url, OPS.groups, {}, kid.headers)).data?.studyGroups,
      ).toEqual([]);
      // A new subscription is refused outright.
      const again = wsClient(server.wsUrl, kid.headers);
      try {
        const sub = collect<MessageEvent>(again, MESSAGE_EVENTS, { groupId: group.id });
        await expect(sub.until(() => true, 5000)).rejects.toThrow(/CONSENT_REQUIRED|a parent/);
      } finally {
        await again.dispose();
      }
      expect(
        await sql(databaseUrl, `SELECT 1 FROM "MessageReport" WHERE "reporterId" = $1`, [kid.id]),
      ).toEqual([]);
    });

    it("leaving the class that gave the school's consent closes the group's history too", async () => {
      const kid = await child();
      const teacher = await teacherAt(SCHOOL);
      const made = (await op(teacher.headers, OPS.createClass)).data as { id: string; joinCode: string };
      await op(kid.headers, OPS.joinClass, { c: made.joinCode });
      await op(teacher.headers, OPS.confirmClass, { c: made.id, n: "Mrs Rao" });
      const group = await createGroup(server.url, adult, "After class");
      ok(await joinGroup(server.url, kid, group.inviteCode));
      ok(await sendMessage(server.url, adult, group.id, "see you"));
      expect((await listMessages(server.url, kid, group.id)).__typename).toBe("QueryGroupMessagesSuccess");
      expect((await op(kid.headers, OPS.leaveClass, { c: made.id })).__typename).toBe(
        "MutationLeaveClassroomSuccess",
      );
      expect(await listMessages(server.url, kid, group.id)).toMatchObject({ code: "CONSENT_REQUIRED" });
    });
  });

  describe("item 5: regenerate copies the task and re-checks consent", () => {
    it("a regenerated science question stays science of its class and chapter; a child who lost consent is refused", async () => {
      const chapter = ncertChapters(7, "science")[0];
      const asked = await op(adult.headers, OPS.ask, {
        input: {
          subject: "science",
          grade: 7,
          chapterId: chapter?.id,
          question: "Why do leaves look green?",
        },
      });
      const id = (asked.data as { id: string }).id;
      await until(async () => {
        const [row] = await sql<{ status: string }>(
          databaseUrl,
          `SELECT status FROM "AiTask" WHERE id = $1`,
          [id],
        );
        return row?.status === "DONE" || row?.status === "FAILED";
      });
      const again = await op(adult.headers, OPS.regenerate, { id });
      const copy = (again.data as { id: string }).id;
      const rows = await sql(
        databaseUrl,
        `SELECT subject, grade, "chapterId", "offlineOnly", question FROM "AiTask" WHERE id = ANY($1::uuid[]) ORDER BY "createdAt"`,
        [[id, copy]],
      );
      expect(rows[1]).toEqual(rows[0]);
      expect(rows[1]).toMatchObject({ subject: "science", grade: 7, chapterId: chapter?.id });

      // A child with a parent's consent asks maths and science; the parent withdraws.
      const kid = await child();
      const parent = await parentOf(kid);
      const maths = (
        await op(kid.headers, OPS.ask, {
          input: { subject: "mathematics", topic: "ARITHMETIC", question: "What is 4 + 5?" },
        })
      ).data as { id: string };
      const science = (
        await op(kid.headers, OPS.ask, { input: { subject: "science", question: "What is light?" } })
      ).data as { id: string };
      await until(async () => {
        const done = await sql(
          databaseUrl,
          `SELECT 1 FROM "AiTask" WHERE id = ANY($1::uuid[]) AND status IN ('DONE', 'FAILED')`,
          [[maths.id, science.id]],
        );
        return done.length === 2;
      });
      await op(parent.headers, OPS.withdraw, { c: kid.id });
      expect(await op(kid.headers, OPS.regenerate, { id: science.id })).toMatchObject({
        code: "CONSENT_REQUIRED",
      });
      const offline = (await op(kid.headers, OPS.regenerate, { id: maths.id })).data as { id: string };
      const [row] = await sql(databaseUrl, `SELECT subject, "offlineOnly" FROM "AiTask" WHERE id = $1`, [
        offline.id,
      ]);
      expect(row).toEqual({ subject: "mathematics", offlineOnly: true });
    });
  });

  describe("item 6: the daily limit counts by the server's date in the child's zone", () => {
    it("refuses tomorrow's date, and counts today's study whatever date a device puts on it", async () => {
      const kid = await child();
      const parent = await parentOf(kid);
      // Two hours old, so the reports below can claim what they claim.
      await sql(databaseUrl, `UPDATE "User" SET "createdAt" = now() - interval '2 hours' WHERE id = $1`, [
        kid.id,
      ]);
      await op(parent.headers, OPS.limit, { c: kid.id, m: 15 });
      const today = localDateOf(Date.now(), "Asia/Kolkata");
      const report = (localDate: string, seconds: number) =>
        op(kid.headers, OPS.study, { input: { localDate, seconds, reportId: randomUUID() } });
      expect(await report(addDays(today, 1), 60)).toMatchObject({ code: "FUTURE_DATE" });
      // 16 minutes put on yesterday, then a little on today: all of it was studied today.
      expect(await report(addDays(today, -1), 960)).toMatchObject({ data: { acceptedSeconds: 960 } });
      expect((await report(today, 5)).__typename).toBe("MutationRecordStudyTimeSuccess");
      expect(await closedCode(kid)).toBe("DAILY_LIMIT_REACHED");
      expect(
        ((await op(parent.headers, OPS.child, { c: kid.id })).data as { studyTodaySeconds: number })
          .studyTodaySeconds,
      ).toBeGreaterThanOrEqual(960);
    });

    it("counts a completed 25-minute focus session in full in the parent's 'studied today' (issue 25)", async () => {
      const kid = await child();
      const parent = await parentOf(kid);
      await sql(databaseUrl, `UPDATE "User" SET "createdAt" = now() - interval '2 hours' WHERE id = $1`, [
        kid.id,
      ]);
      const today = localDateOf(Date.now(), "Asia/Kolkata");
      // Seven minutes of active time reported (the tab was in the background for the rest) …
      await op(kid.headers, OPS.study, { input: { localDate: today, seconds: 420, reportId: randomUUID() } });
      // … and the focus timer completed a 25-minute session today (as the worker records it).
      await sql(
        databaseUrl,
        `INSERT INTO "StudyDay" (id, "userId", "localDate", "focusSessions", "focusMinutes", "updatedAt")
         VALUES (gen_random_uuid(), $1, $2, 1, 25, now())
         ON CONFLICT ("userId", "localDate") DO UPDATE SET "focusSessions" = 1, "focusMinutes" = 25`,
        [kid.id, today],
      );
      const seconds = (
        (await op(parent.headers, OPS.child, { c: kid.id })).data as { studyTodaySeconds: number }
      ).studyTodaySeconds;
      expect(seconds).toBe(25 * 60);
    });
  });
});

async function until(check: () => Promise<boolean>, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
