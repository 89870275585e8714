import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { fileDatabaseUrl, sql } from "../helpers/database";
import { type FakeOpenAi, startFakeOpenAi } from "../helpers/fake-openai";
import { gql } from "../helpers/graphql";
import { createGroup } from "../helpers/groups";
import { type Proc, type ServerProc, uniquePrefix } from "../helpers/processes";
import { linkIn, startSmtpSink } from "../helpers/smtp";
import { startStack } from "../helpers/tutor";
import { ADULT_BIRTH_DATE, accessToken, childBirthDate, createUser, type TestUser } from "../helpers/users";

// Issue 18: children's consent. A child without a parent's (or their school's) consent is refused by
// the server for every tool that sends their words to a model or to other people; a parent consents
// through the mailed link, switches tools off, withdraws and undoes; a teacher confirms for a class.

type Union = { __typename: string; code?: string; message?: string; data?: unknown };
const ERR = "... on Error { code message }";

/** Runs one operation and returns its only root field's union result. */
async function op(
  url: string,
  headers: Record<string, string>,
  query: string,
  variables = {},
): Promise<Union> {
  const res = await gql<Record<string, Union>>(url, query, variables, headers);
  const value = Object.values(res.data ?? {})[0];
  if (!value) throw new Error(JSON.stringify(res));
  return value;
}

const OPS = {
  startChat: `mutation($m: String!) { startChat(input: { subject: SCIENCE, message: $m }) { __typename ${ERR} } }`,
  sendChat: `mutation($c: ID!) { sendChatMessage(input: { chatId: $c, message: "And why?" }) { __typename ${ERR} } }`,
  ask: `mutation($s: String!, $t: MathTopic) { askTutor(input: { subject: $s, topic: $t, question: "What is 2 + 3?" }) { __typename ... on MutationAskTutorSuccess { data { id } } ${ERR} } }`,
  socratic: `mutation($s: String!) { startSocratic(input: { subject: $s, classLevel: 7, problem: "Why is the sky blue?" }) { __typename ${ERR} } }`,
  createGroup: `mutation { createStudyGroup(input: { name: "Friends", subject: mathematics }) { __typename ${ERR} } }`,
  joinGroup: `mutation($c: String!) { joinStudyGroup(code: $c) { __typename ${ERR} } }`,
  sendGroup: `mutation($g: ID!) { sendGroupMessage(input: { groupId: $g, body: "hi all", clientId: "${randomUUID()}" }) { __typename ${ERR} } }`,
  typing: `mutation($g: ID!) { setGroupTyping(groupId: $g, typing: true) { __typename ${ERR} } }`,
  access: "query { myToolAccess { isChild basis parentRequested closed { tool code message } } }",
  request: `mutation($e: String!) { requestParentConsent(parentEmail: $e) { __typename ${ERR} } }`,
  info: `query($t: String!) { parentConsentRequest(token: $t) { __typename ... on QueryParentConsentRequestSuccess { data { childName parentEmail hasParentAccount } } ${ERR} } }`,
  consent: `mutation($t: String!, $p: String) { parentConsent(token: $t, password: $p) { __typename ... on MutationParentConsentSuccess { data { access_token user { role email } } } ${ERR} } }`,
  children: "query { parentChildren { id name disabledTools withdrawnAt deleteAfter } }",
  child: `query($c: ID!) { parentChild(childId: $c) { __typename ... on QueryParentChildSuccess { data { id questions subjects openTools } } ${ERR} } }`,
  setTool: `mutation($c: ID!, $t: GuardedTool!, $e: Boolean!) { setChildToolAccess(childId: $c, tool: $t, enabled: $e) { __typename ${ERR} } }`,
  withdraw: `mutation($c: ID!) { withdrawConsent(childId: $c) { __typename ... on MutationWithdrawConsentSuccess { data { withdrawnAt deleteAfter } } ${ERR} } }`,
  undo: `mutation($c: ID!) { undoWithdrawal(childId: $c) { __typename ${ERR} } }`,
  audit: `query($c: ID!) { childAuditLog(childId: $c) { __typename ... on QueryChildAuditLogSuccess { data { action actorRole } } ${ERR} } }`,
  exportChild: `query($c: ID!) { exportChildData(childId: $c) { __typename ... on QueryExportChildDataSuccess { data } ${ERR} } }`,
  deleteChild: `mutation($c: ID!, $n: String!) { deleteChildAccount(childId: $c, confirmName: $n) { __typename ${ERR} } }`,
  createClass: `mutation { createClassroom(input: { name: "7B", grade: 7, subjects: ["mathematics"] }) { __typename ... on MutationCreateClassroomSuccess { data { id joinCode } } ${ERR} } }`,
  joinClass: `mutation($c: String!) { joinClassroom(code: $c) { __typename ${ERR} } }`,
  confirmClass: `mutation($c: ID!, $n: String!) { confirmClassConsent(classroomId: $c, name: $n) { __typename ... on MutationConfirmClassConsentSuccess { data { consentConfirmedAt consentConfirmedName } } ${ERR} } }`,
  signUp: `mutation($input: SignUpInput!) { signUp(input: $input) { __typename ... on ValidationError { issues { path message } } ${ERR} } }`,
};

describe("children's consent (issue 18)", () => {
  const databaseUrl = fileDatabaseUrl();
  const redisUrl = inject("redisUrl");
  const prefix = uniquePrefix("consent");
  let fake: FakeOpenAi;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let server: ServerProc;
  let worker: Proc;
  let adult: TestUser;

  beforeAll(async () => {
    fake = await startFakeOpenAi({ firstTokenMs: 20, tokensPerSecond: 40 });
    smtp = await startSmtpSink();
    ({ server, worker } = await startStack({
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: prefix,
      SMTP_URL: smtp.url,
      PUBLIC_URL: "http://localhost:5173",
      OPENAI_API_KEY: "sk-test",
      OPENAI_BASE_URL: fake.url,
      AI_TIMEOUT_MS: "5000",
      // A verified school (issue 24): only its teachers may confirm a school's consent.
      SCHOOL_EMAIL_DOMAINS: "school.example.test",
    }));
    adult = await createUser(databaseUrl, { role: "student" });
  });
  afterAll(async () => {
    await Promise.all([server?.stop(), worker?.stop()]);
    await Promise.all([smtp?.close(), fake?.close()]);
  });

  const child = () => createUser(databaseUrl, { role: "student", birthDate: childBirthDate(12) });

  it("refuses every closed tool to a child without consent, through the API, and keeps the offline maths", async () => {
    const kid = await child();
    const group = await createGroup(server.url, adult, "Open group");
    // A chat and a group membership made before (e.g. by an older app): the child still may not use them.
    const [chat] = await sql<{ id: string }>(
      databaseUrl,
      `INSERT INTO "Chat" (id, "userId", subject, grade, title, "updatedAt") VALUES ($1, $2, 'SCIENCE', 7, 't', now()) RETURNING id`,
      [randomUUID(), kid.id],
    );
    await sql(
      databaseUrl,
      `INSERT INTO "GroupMember" ("groupId", "userId", role) VALUES ($1, $2, 'member')`,
      [group.id, kid.id],
    );
    const refused = [
      await op(server.url, kid.headers, OPS.startChat, { m: "What is light?" }),
      await op(server.url, kid.headers, OPS.sendChat, { c: chat?.id }),
      await op(server.url, kid.headers, OPS.ask, { s: "science" }),
      await op(server.url, kid.headers, OPS.socratic, { s: "science" }),
      await op(server.url, kid.headers, OPS.createGroup),
      await op(server.url, kid.headers, OPS.joinGroup, { c: group.inviteCode }),
      await op(server.url, kid.headers, OPS.sendGroup, { g: group.id }),
      await op(server.url, kid.headers, OPS.typing, { g: group.id }),
    ];
    for (const result of refused) {
      expect(result).toMatchObject({ code: "CONSENT_REQUIRED" });
      expect(result.message).toMatch(/a parent \(or your school\) needs to say yes first/);
    }
    // Nothing was written for the refused calls.
    const [written] = await sql<{ tasks: number; groups: number; messages: number }>(
      databaseUrl,
      `SELECT (SELECT count(*)::int FROM "AiTask" WHERE "userId" = $1) AS tasks,
                (SELECT count(*)::int FROM "GroupMember" WHERE "userId" = $1 AND role = 'owner') AS groups,
                (SELECT count(*)::int FROM "GroupMessage" WHERE "senderId" = $1) AS messages`,
      [kid.id],
    );
    expect(written).toEqual({ tasks: 0, groups: 0, messages: 0 });

    // The maths tutor stays open, answered offline only: the question never reaches the model.
    const maths = await op(server.url, kid.headers, OPS.ask, { s: "mathematics", t: "ARITHMETIC" });
    expect(maths.__typename).toBe("MutationAskTutorSuccess");
    const [task] = await sql<{ offlineOnly: boolean }>(
      databaseUrl,
      `SELECT "offlineOnly" FROM "AiTask" WHERE "userId" = $1`,
      [kid.id],
    );
    expect(task?.offlineOnly).toBe(true);

    const access = (
      await gql<{ myToolAccess: { basis: string; closed: { tool: string }[] } }>(
        server.url,
        OPS.access,
        {},
        kid.headers,
      )
    ).data?.myToolAccess;
    expect(access?.basis).toBe("none");
    expect(access?.closed.map((c) => c.tool).sort()).toEqual(
      [
        "chatbot",
        "grammarExplain",
        "socraticTutor",
        "storyImages",
        "studyGroups",
        "subjectTutor",
        "voice",
      ].sort(),
    );

    // An adult is not held back.
    expect((await op(server.url, adult.headers, OPS.createGroup)).__typename).toBe(
      "MutationCreateStudyGroupSuccess",
    );
  });

  it("a parent consents through the mail, switches a tool off, withdraws and undoes", async () => {
    const kid = await child();
    const parentEmail = `parent-${randomUUID().slice(0, 8)}@example.test`;
    expect(await op(server.url, kid.headers, OPS.request, { e: kid.email })).toMatchObject({
      code: "SAME_EMAIL",
    });
    expect((await op(server.url, kid.headers, OPS.request, { e: parentEmail })).__typename).toBe(
      "MutationRequestParentConsentSuccess",
    );
    const mail = await smtp.waitFor(parentEmail, /asks for your consent/);
    expect(mail.text).toMatch(/What Vidya collects/);
    expect(mail.text).toMatch(/12 months/);
    expect(mail.text).toMatch(/I do not consent/);
    const token = new URL(linkIn(mail)).searchParams.get("token") ?? "";

    expect(await op(server.url, {}, OPS.info, { t: "forged-token-that-is-long-enough" })).toMatchObject({
      code: "INVALID_LINK",
    });
    expect(await op(server.url, {}, OPS.info, { t: token })).toMatchObject({
      data: { parentEmail, hasParentAccount: false },
    });
    // A new parent must set a password; the link is not used up by the refusal of a missing one.
    expect(await op(server.url, {}, OPS.consent, { t: token })).toMatchObject({ code: "PASSWORD_REQUIRED" });
    const consented = await op(server.url, {}, OPS.consent, { t: token, p: "a parent's password" });
    expect(consented).toMatchObject({ data: { user: { role: "parent", email: parentEmail } } });
    expect(await op(server.url, {}, OPS.consent, { t: token, p: "a parent's password" })).toMatchObject({
      code: "LINK_USED",
    });
    const parent = {
      authorization: `Bearer ${(consented.data as { access_token: string }).access_token}`,
    };

    // The child's tools open.
    expect((await op(server.url, kid.headers, OPS.createGroup)).__typename).toBe(
      "MutationCreateStudyGroupSuccess",
    );

    const children = (await gql<{ parentChildren: { id: string }[] }>(server.url, OPS.children, {}, parent))
      .data?.parentChildren;
    expect(children?.map((c) => c.id)).toEqual([kid.id]);
    // Another child is not theirs to see.
    const stranger = await child();
    expect(await op(server.url, parent, OPS.child, { c: stranger.id })).toMatchObject({ code: "NOT_FOUND" });
    expect(await op(server.url, parent, OPS.child, { c: kid.id })).toMatchObject({
      __typename: "QueryParentChildSuccess",
    });
    // The parent's read is in the audit log, which the parent sees.
    expect(await op(server.url, parent, OPS.audit, { c: kid.id })).toMatchObject({
      data: [{ action: "parent:child", actorRole: "parent" }],
    });

    // A switch closes the tool at once.
    await op(server.url, parent, OPS.setTool, { c: kid.id, t: "studyGroups", e: false });
    expect(await op(server.url, kid.headers, OPS.createGroup)).toMatchObject({ code: "TOOL_DISABLED" });
    await op(server.url, parent, OPS.setTool, { c: kid.id, t: "studyGroups", e: true });
    expect((await op(server.url, kid.headers, OPS.createGroup)).__typename).toBe(
      "MutationCreateStudyGroupSuccess",
    );

    // Withdrawal stops processing at once, with 7 days to undo.
    const withdrawn = await op(server.url, parent, OPS.withdraw, { c: kid.id });
    const { withdrawnAt, deleteAfter } = withdrawn.data as { withdrawnAt: string; deleteAfter: string };
    expect(Date.parse(deleteAfter) - Date.parse(withdrawnAt)).toBe(7 * 24 * 3600 * 1000);
    expect(await op(server.url, kid.headers, OPS.createGroup)).toMatchObject({ code: "CONSENT_REQUIRED" });
    expect(await op(server.url, parent, OPS.withdraw, { c: kid.id })).toMatchObject({
      code: "ALREADY_WITHDRAWN",
    });
    expect((await op(server.url, parent, OPS.undo, { c: kid.id })).__typename).toBe(
      "MutationUndoWithdrawalSuccess",
    );
    expect((await op(server.url, kid.headers, OPS.createGroup)).__typename).toBe(
      "MutationCreateStudyGroupSuccess",
    );

    // The export holds the consent records and the parent link.
    const exported = await op(server.url, parent, OPS.exportChild, { c: kid.id });
    const data = JSON.parse(exported.data as string) as {
      consent: { requestsToParents: { status: string }[]; parents: { parent: { email: string } }[] };
    };
    expect(data.consent.requestsToParents).toEqual([expect.objectContaining({ status: "GRANTED" })]);
    expect(data.consent.parents).toEqual([expect.objectContaining({ parent: { email: parentEmail } })]);
  });

  it("a teacher confirms consent for their class, and a child who joined by code is unlocked", async () => {
    const kid = await child();
    const teacher = await createUser(databaseUrl, {
      role: "teacher",
      email: `rao-${randomUUID().slice(0, 8)}@school.example.test`,
    });
    const otherTeacher = await createUser(databaseUrl, { role: "teacher" });
    const created = (await op(server.url, teacher.headers, OPS.createClass)).data as {
      id: string;
      joinCode: string;
    };
    expect((await op(server.url, kid.headers, OPS.joinClass, { c: created.joinCode })).__typename).toBe(
      "MutationJoinClassroomSuccess",
    );
    // Joining is not consent: the school confirms it once per class.
    expect(await op(server.url, kid.headers, OPS.createGroup)).toMatchObject({ code: "CONSENT_REQUIRED" });
    expect(
      await op(server.url, otherTeacher.headers, OPS.confirmClass, { c: created.id, n: "Mrs Rao" }),
    ).toMatchObject({
      code: "NOT_FOUND",
    });
    const confirmed = await op(server.url, teacher.headers, OPS.confirmClass, {
      c: created.id,
      n: "Mrs Rao",
    });
    expect(confirmed).toMatchObject({ data: { consentConfirmedName: "Mrs Rao" } });
    expect((await op(server.url, kid.headers, OPS.createGroup)).__typename).toBe(
      "MutationCreateStudyGroupSuccess",
    );
    expect(
      await op(server.url, teacher.headers, OPS.confirmClass, { c: created.id, n: "Mrs Rao" }),
    ).toMatchObject({
      code: "ALREADY_CONFIRMED",
    });
    // The class teacher sees the audit log of their class's child; another teacher does not.
    expect((await op(server.url, teacher.headers, OPS.audit, { c: kid.id })).__typename).toBe(
      "QueryChildAuditLogSuccess",
    );
    expect(await op(server.url, otherTeacher.headers, OPS.audit, { c: kid.id })).toMatchObject({
      code: "NOT_FOUND",
    });
  });

  it("asks a student's date of birth at sign-up and keeps only the year and month", async () => {
    const input = (birthDate?: string) => ({
      email: `born-${randomUUID().slice(0, 8)}@example.test`,
      password: "a-long-password",
      role: "student",
      birthDate,
    });
    const messages = async (birthDate?: string) =>
      (
        (await op(server.url, {}, OPS.signUp, { input: input(birthDate) })) as {
          issues?: { message: string }[];
        }
      ).issues?.map((i) => i.message) ?? [];
    expect(await messages()).toEqual(["Please enter your date of birth."]);
    expect(await messages(`${new Date().getUTCFullYear() + 1}-01-01`)).toEqual([
      "Your date of birth cannot be in the future.",
    ]);
    expect(await messages(childBirthDate(1))).toEqual([
      "Please check your date of birth: Vidya is for ages 3 to 100.",
    ]);
    expect(await messages("1900-01-01")).toEqual([
      "Please check your date of birth: Vidya is for ages 3 to 100.",
    ]);
    expect(await messages("2015-13-01")).toEqual(["Please enter your date of birth as YYYY-MM-DD."]);
    const ok = input("2014-08-21");
    expect((await op(server.url, {}, OPS.signUp, { input: ok })).__typename).toBe("MutationSignUpSuccess");
    const [row] = await sql<Record<string, unknown>>(
      databaseUrl,
      `SELECT "birthYear", "birthMonth" FROM "User" WHERE email = $1`,
      [ok.email],
    );
    expect(row).toEqual({ birthYear: 2014, birthMonth: 8 });
    // A teacher gives none, as before.
    const teacher = { ...input(), role: "teacher" };
    expect((await op(server.url, {}, OPS.signUp, { input: teacher })).__typename).toBe(
      "MutationSignUpSuccess",
    );
    expect(ADULT_BIRTH_DATE).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("deleting a child's account while a reply is being written leaves nothing: rows, files, Redis keys, jobs", async () => {
    // A consented child with a year of activity in many tables, deleted by the parent mid-reply.
    const kid = await child();
    const parentId = randomUUID();
    await sql(
      databaseUrl,
      `INSERT INTO "User" (id, email, role, "emailVerified", "updatedAt") VALUES ($1, $2, 'parent', true, now())`,
      [parentId, `p-${parentId.slice(0, 8)}@example.test`],
    );
    await sql(
      databaseUrl,
      `INSERT INTO "ParentLink" (id, "parentId", "childId", "updatedAt") VALUES ($1, $2, $3, now())`,
      [randomUUID(), parentId, kid.id],
    );
    const parent = {
      authorization: `Bearer ${await accessToken({ id: parentId, role: "parent", emailVerified: true })}`,
    };
    await seedYear(kid.id);
    const group = await createGroup(server.url, kid, "Kid's group");
    await op(server.url, kid.headers, OPS.sendGroup, { g: group.id });
    // A reply from the (slow) model is being written while the account goes.
    const turn = await op(server.url, kid.headers, OPS.startChat, { m: "Tell me a long story about light." });
    expect(turn.__typename).toBe("MutationStartChatSuccess");
    await waitFor(async () => {
      const rows = await sql<{ status: string }>(
        databaseUrl,
        `SELECT status FROM "AiTask" WHERE "userId" = $1`,
        [kid.id],
      );
      return rows.some((r) => r.status === "RUNNING");
    });
    const ids = await idsOf(kid.id);

    expect(await op(server.url, parent, OPS.deleteChild, { c: kid.id, n: "someone else" })).toMatchObject({
      code: "CONFIRMATION_MISMATCH",
    });
    const label = kid.email.split("@")[0] ?? "";
    expect((await op(server.url, parent, OPS.deleteChild, { c: kid.id, n: label })).__typename).toBe(
      "MutationDeleteChildAccountSuccess",
    );
    // Give the running reply time to try to write (it must not bring anything back).
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const left = await countEverywhere([kid.id, ...ids]);
    expect(left.rows).toEqual({});
    expect(left.redisKeys).toEqual([]);
  });

  it("the nightly retention run deletes a child's old texts, what a withdrawn consent covered, and stale links", async () => {
    const kid = await child();
    const withdrawnKid = await child();
    const grown = await createUser(databaseUrl, { role: "student" });
    const parentId = randomUUID();
    await sql(
      databaseUrl,
      `INSERT INTO "User" (id, email, role, "emailVerified", "updatedAt") VALUES ($1, $2, 'parent', true, now())`,
      [parentId, `p-${parentId.slice(0, 8)}@example.test`],
    );
    // The grace period of this withdrawal ended yesterday.
    await sql(
      databaseUrl,
      `INSERT INTO "ParentLink" (id, "parentId", "childId", "withdrawnAt", "deleteAfter", "updatedAt")
         VALUES ($1, $2, $3, now() - interval '8 days', now() - interval '1 day', now())`,
      [randomUUID(), parentId, withdrawnKid.id],
    );
    for (const [user, days] of [
      [kid, 400],
      [kid, 30],
      [grown, 400],
      [withdrawnKid, 3],
    ] as const) {
      await sql(
        databaseUrl,
        `INSERT INTO "AiTask" (id, "userId", kind, status, topic, question, "updatedAt", "createdAt")
           VALUES ($1, $2, 'TUTOR', 'DONE', 'arithmetic', $3, now(), now() - make_interval(days => $4))`,
        [randomUUID(), user.id, `asked ${days} days ago`, days],
      );
    }
    await sql(
      databaseUrl,
      `INSERT INTO "EmailToken" (id, "userId", kind, "expiresAt") VALUES ($1, $2, 'VERIFY_EMAIL', now() - interval '30 days')`,
      [randomUUID(), grown.id],
    );
    const { runRetention } = await import("../../worker/src/retention/retention");
    const { createPrisma } = await import("@vidya/db/client");
    const db = createPrisma(databaseUrl);
    const redis = new Redis(redisUrl);
    try {
      const report = await runRetention({
        db,
        redis,
        prefix,
        send: async () => {},
        publicUrl: "http://x.test",
      });
      expect(report.withdrawnChildren).toBe(1);
    } finally {
      redis.disconnect();
      await db.$disconnect();
    }
    const questions = async (userId: string) =>
      (
        await sql<{ question: string }>(databaseUrl, `SELECT question FROM "AiTask" WHERE "userId" = $1`, [
          userId,
        ])
      ).map((r) => r.question);
    // A child's texts go after 12 months; an adult's stay; a withdrawn child's go after the grace.
    expect(await questions(kid.id)).toEqual(["asked 30 days ago"]);
    expect(await questions(grown.id)).toEqual(["asked 400 days ago"]);
    expect(await questions(withdrawnKid.id)).toEqual([]);
    expect(
      await sql(databaseUrl, `SELECT 1 FROM "ParentLink" WHERE "childId" = $1`, [withdrawnKid.id]),
    ).toEqual([]);
    expect(await sql(databaseUrl, `SELECT 1 FROM "EmailToken" WHERE "userId" = $1`, [grown.id])).toEqual([]);
  });

  async function seedYear(userId: string) {
    const year = Array.from({ length: 365 }, (_, i) => i);
    await sql(
      databaseUrl,
      `INSERT INTO "StudyDay" (id, "userId", "localDate", "activeSeconds", "updatedAt")
         SELECT gen_random_uuid(), $1, to_char(now() - make_interval(days => d), 'YYYY-MM-DD'), 600, now() FROM unnest($2::int[]) d`,
      [userId, year],
    );
    await sql(
      databaseUrl,
      `INSERT INTO "AiTask" (id, "userId", kind, status, topic, question, "updatedAt", "createdAt")
         SELECT gen_random_uuid(), $1, 'TUTOR', 'DONE', 'arithmetic', 'q' || d, now(), now() - make_interval(days => d) FROM unnest($2::int[]) d`,
      [userId, year],
    );
    await sql(
      databaseUrl,
      `INSERT INTO "StoredImage" (id, "ownerId", mime, size, bytes) VALUES (gen_random_uuid(), $1, 'image/png', 3, '\\x010203')`,
      [userId],
    );
    await sql(
      databaseUrl,
      `INSERT INTO "ChildAuditEntry" (id, "childId", "actorId", "actorRole", action) VALUES (gen_random_uuid(), $1, null, 'teacher', 'teacher:dashboard')`,
      [userId],
    );
  }

  /** Every id of a row that belongs to the user (tasks, chats, groups they own…), to look for afterwards. */
  async function idsOf(userId: string): Promise<string[]> {
    const rows = await sql<{ id: string }>(
      databaseUrl,
      `SELECT id::text FROM "AiTask" WHERE "userId" = $1
       UNION ALL SELECT id::text FROM "Chat" WHERE "userId" = $1
       UNION ALL SELECT id::text FROM "StoredImage" WHERE "ownerId" = $1
       UNION ALL SELECT id::text FROM "EmailToken" WHERE "userId" = $1`,
      [userId],
    );
    return rows.map((r) => r.id);
  }

  /**
   * Looks for the ids in every uuid column of every table, and in every Redis key of this stack
   * (rate limits, presence, BullMQ jobs, whose keys carry the job id = the row id).
   */
  async function countEverywhere(ids: string[]) {
    const columns = await sql<{ table_name: string; column_name: string }>(
      databaseUrl,
      `SELECT table_name, column_name FROM information_schema.columns
        WHERE table_schema = 'public' AND data_type = 'uuid'`,
    );
    const rows: Record<string, number> = {};
    for (const c of columns) {
      const res = await sql<{ n: number }>(
        databaseUrl,
        `SELECT count(*)::int AS n FROM "${c.table_name}" WHERE "${c.column_name}" = ANY($1::uuid[])`,
        [ids],
      );
      const n = res[0]?.n ?? 0;
      if (n > 0) rows[`${c.table_name}.${c.column_name}`] = n;
    }
    const redis = new Redis(redisUrl);
    const redisKeys: string[] = [];
    try {
      let cursor = "0";
      do {
        const [next, keys] = await redis.scan(cursor, "MATCH", `${prefix}:*`, "COUNT", 1000);
        cursor = next;
        redisKeys.push(...keys.filter((k) => ids.some((id) => k.includes(id))));
      } while (cursor !== "0");
    } finally {
      redis.disconnect();
    }
    return { rows, redisKeys };
  }
});

async function waitFor(check: () => Promise<boolean>, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("condition not met in time");
}
