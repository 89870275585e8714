import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { sql } from "../helpers/activity";
import { fileDatabaseUrl } from "../helpers/database";
import { gql } from "../helpers/graphql";
import { type ServerProc, startServer, uniquePrefix } from "../helpers/processes";
import { ADULT_BIRTH_DATE, createUser, type TestUser } from "../helpers/users";

const UPDATE = `mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { __typename
  ... on MutationUpdateProfileSuccess { data { username displayName preferredClass language theme label } }
  ... on ValidationError { issues { path message } }
  ... on Error { code message } } }`;
const DELETE = `mutation($e: String!) { deleteAccount(confirmEmail: $e) { __typename
  ... on MutationDeleteAccountSuccess { data } ... on Error { code message } } }`;
const SIGN_UP = `mutation($input: SignUpInput!) { signUp(input: $input) { __typename } }`;
/** Signing up signs no one in; the password sign-in that follows gives the session. */
const SIGN_IN = `mutation($input: SignInInput!) { signIn(input: $input) { __typename
  ... on MutationSignInSuccess { data { access_token user { id email } } } } }`;
const REFRESH = `mutation { refreshSession { __typename ... on Error { code message } } }`;

interface UpdateResult {
  __typename: string;
  data?: {
    username: string | null;
    displayName: string | null;
    preferredClass: number | null;
    language: string;
    theme: string | null;
    label: string;
  };
  issues?: { path: string; message: string }[];
  code?: string;
  message?: string;
}

const USERNAME_RULE = "A username has 3 to 30 characters: letters a–z, digits 0–9 and _.";

describe("profile: update, delete and export", () => {
  let server: ServerProc;
  const databaseUrl = fileDatabaseUrl();

  beforeAll(async () => {
    server = await startServer({
      DATABASE_URL: databaseUrl,
      REDIS_URL: inject("redisUrl"),
      REDIS_PREFIX: uniquePrefix("profile"),
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  const update = async (user: { headers: Record<string, string> } | null, input: Record<string, unknown>) => {
    const res = await gql<{ updateProfile: UpdateResult }>(
      server.url,
      UPDATE,
      { input },
      user?.headers ?? {},
    );
    return res.data?.updateProfile ?? { __typename: "none", message: JSON.stringify(res.errors) };
  };
  const issues = (result: UpdateResult) => result.issues?.map((i) => i.message);

  /**
   * Signs up over HTTP like a browser, verifies the e-mail (as the mailed link would) and refreshes
   * the session, returning the verified access token and the current refresh cookie.
   */
  async function signUp(email: string) {
    const fresh = await signUpUnverified(email);
    await sql(fileDatabaseUrl(), `UPDATE "User" SET "emailVerified" = true WHERE id = $1`, [fresh.id]);
    const res = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: fresh.cookie },
      body: JSON.stringify({
        query:
          "mutation { refreshSession { ... on MutationRefreshSessionSuccess { data { access_token } } } }",
      }),
    });
    const body = (await res.json()) as { data: { refreshSession: { data: { access_token: string } } } };
    const cookie = res.headers.getSetCookie()[0]?.split(";")[0] ?? "";
    const token = body.data.refreshSession.data.access_token;
    return { ...fresh, cookie, headers: { authorization: `Bearer ${token}` } };
  }

  /** Signs up over HTTP like a browser, returning the access token and the refresh cookie. */
  async function signUpUnverified(email: string) {
    await gql(server.url, SIGN_UP, {
      input: { email, password: "a-long-password", role: "student", birthDate: ADULT_BIRTH_DATE },
    });
    const res = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: SIGN_IN, variables: { input: { email, password: "a-long-password" } } }),
    });
    const body = (await res.json()) as {
      data: { signIn: { data: { access_token: string; user: { id: string; email: string } } } };
    };
    const cookie = res.headers.getSetCookie()[0]?.split(";")[0] ?? "";
    const { access_token, user } = body.data.signIn.data;
    return { id: user.id, email: user.email, cookie, headers: { authorization: `Bearer ${access_token}` } };
  }

  /** Gives a user something in every corner of the app, straight in the database. */
  async function seedEverything(userId: string, other: TestUser) {
    const classroom = randomUUID();
    const group = randomUUID();
    const deck = randomUUID();
    await sql(
      databaseUrl,
      `INSERT INTO "Classroom" (id, "teacherId", name, grade, subjects, "joinCode", "updatedAt")
       VALUES ($1, $2, 'Class 8 B', 8, '{math}', $3, now())`,
      [classroom, other.id, `J${classroom.slice(0, 7)}`],
    );
    await sql(databaseUrl, `INSERT INTO "ClassMember" ("classroomId", "userId") VALUES ($1, $2)`, [
      classroom,
      userId,
    ]);
    await sql(
      databaseUrl,
      `INSERT INTO "StudyGroup" (id, name, subject, "inviteCode", "nextSeq", "updatedAt")
       VALUES ($1, 'Algebra club', 'math', $2, 3, now())`,
      [group, `G${group.slice(0, 7)}`],
    );
    await sql(
      databaseUrl,
      `INSERT INTO "GroupMember" ("groupId", "userId", role) VALUES ($1, $2, 'owner'), ($1, $3, 'member')`,
      [group, userId, other.id],
    );
    await sql(
      databaseUrl,
      `INSERT INTO "GroupMessage" (id, "groupId", seq, "senderId", "clientId", body)
       VALUES (gen_random_uuid(), $1, 1, $2, 'c1', 'my own message about x squared'),
              (gen_random_uuid(), $1, 2, $3, 'c2', 'somebody else''s message')`,
      [group, userId, other.id],
    );
    await sql(
      databaseUrl,
      `INSERT INTO "Deck" (id, "userId", title, subject, grade, "updatedAt") VALUES ($1, $2, 'Fractions', 'math', 7, now())`,
      [deck, userId],
    );
    await sql(
      databaseUrl,
      `INSERT INTO "Flashcard" (id, "deckId", "userId", front, back, position, "updatedAt")
       VALUES (gen_random_uuid(), $1, $2, 'What is 1/2 + 1/4?', '3/4', 0, now())`,
      [deck, userId],
    );
    await sql(
      databaseUrl,
      `INSERT INTO "HistoryRecord" (id, "userId", text, "aiResponse", "chatType", "toolType")
       VALUES (gen_random_uuid(), $1, 'Solve 2x + 3 = 7', 'x = 2', 'teacher', 'algebra')`,
      [userId],
    );
    await sql(
      databaseUrl,
      `INSERT INTO "FocusTimer" (id, "userId", "remainingSeconds", "phaseSeconds", "focusMinutes", "updatedAt")
       VALUES (gen_random_uuid(), $1, 1500, 1500, 25, now())`,
      [userId],
    );
    await sql(
      databaseUrl,
      `INSERT INTO "StudyDay" (id, "userId", "localDate", "activeSeconds", "focusSessions", "updatedAt")
       VALUES (gen_random_uuid(), $1, '2026-11-20', 1800, 2, now())`,
      [userId],
    );
    await sql(
      databaseUrl,
      `INSERT INTO "StudyTotal" ("userId", "totalSeconds", "lastActiveDate", "updatedAt") VALUES ($1, 5400, '2026-11-20', now())`,
      [userId],
    );
  }

  describe("updateProfile", () => {
    it("saves username (lower-cased), display name, class, language and theme; the label follows SPEC 2", async () => {
      const user = await createUser(databaseUrl);
      const saved = await update(user, {
        username: "Asha_K7",
        displayName: "  Asha Kumari  ",
        preferredClass: 12,
        language: "gu",
        theme: "dark",
      });
      expect(saved).toMatchObject({
        __typename: "MutationUpdateProfileSuccess",
        data: {
          username: "asha_k7",
          displayName: "Asha Kumari",
          preferredClass: 12,
          language: "gu",
          theme: "dark",
          label: "asha_k7",
        },
      });
      // Clearing the username falls back to the display name.
      expect((await update(user, { username: null }))?.data?.label).toBe("Asha Kumari");
    });

    it("refuses usernames outside 3–30 of a–z, 0–9 and _, and saves nothing", async () => {
      const user = await createUser(databaseUrl);
      expect((await update(user, { username: "abc" }))?.data?.username).toBe("abc");
      expect((await update(user, { username: "a".repeat(30) }))?.data?.username).toBe("a".repeat(30));
      for (const bad of ["ab", "a".repeat(31), "asha k", "asha-k", "आशा", "<b>x</b>", "a'; DROP TABLE"]) {
        const result = await update(user, { username: bad, displayName: "Should not be saved" });
        expect(result.__typename, bad).toBe("ValidationError");
        expect(result.issues, bad).toEqual([{ path: "input.username", message: USERNAME_RULE }]);
      }
      const [row] = (
        await sql(databaseUrl, `SELECT username, "displayName" FROM "User" WHERE id = $1`, [user.id])
      ).rows;
      expect(row).toEqual({ username: "a".repeat(30), displayName: null });
    });

    it("says a taken username is taken (whatever its case), not an internal error", async () => {
      const first = await createUser(databaseUrl);
      const second = await createUser(databaseUrl);
      const name = `taken_${randomUUID().slice(0, 6)}`;
      // The whole answer is compared, so a failure shows the error's code and message.
      expect(await update(first, { username: name })).toMatchObject({
        __typename: "MutationUpdateProfileSuccess",
      });
      for (const attempt of [name, name.toUpperCase()]) {
        expect(await update(second, { username: attempt })).toEqual({
          __typename: "AppError",
          code: "USERNAME_TAKEN",
          message: "That username is taken. Please choose another.",
        });
      }
      // Keeping one's own username is not a clash.
      expect((await update(first, { username: name, displayName: "Still me" })).data?.username).toBe(name);
    });

    it("limits the display name to 60 characters and stores script-ish text as plain text", async () => {
      const user = await createUser(databaseUrl);
      const long = await update(user, { displayName: "x".repeat(61) });
      expect(issues(long)).toEqual(["Your display name can be at most 60 characters."]);
      const sixty = "y".repeat(60);
      expect((await update(user, { displayName: sixty })).data?.displayName).toBe(sixty);
      const script = `<script>alert("x")</script>`;
      expect((await update(user, { displayName: script })).data?.displayName).toBe(script);
      // An empty display name clears it.
      expect((await update(user, { displayName: "" })).data?.displayName).toBeNull();
    });

    it("keeps the preferred class between 1 and 12", async () => {
      const user = await createUser(databaseUrl);
      for (const bad of [0, 13, -1]) {
        expect(issues(await update(user, { preferredClass: bad })), String(bad)).toEqual([
          "Classes go from 1 to 12.",
        ]);
      }
      expect((await update(user, { preferredClass: 1 })).data?.preferredClass).toBe(1);
      expect((await update(user, { preferredClass: 12 })).data?.preferredClass).toBe(12);
    });

    it("is for signed-in users only", async () => {
      const result = await update(null, { displayName: "Nobody" });
      expect(result).toMatchObject({
        code: "UNAUTHENTICATED",
        message: "Please sign in to access this page",
      });
    });
  });

  describe("deleteAccount", () => {
    it("refuses a confirmation that is not the account's e-mail, and keeps everything", async () => {
      const me = await signUp(`keep.${randomUUID().slice(0, 8)}@example.test`);
      for (const wrong of ["", "someone@example.test", `${me.email}x`]) {
        const res = await gql<{ deleteAccount: { code?: string; message?: string } }>(
          server.url,
          DELETE,
          { e: wrong },
          me.headers,
        );
        expect(res.data?.deleteAccount).toMatchObject({
          code: "CONFIRMATION_MISMATCH",
          message: "Type your e-mail address exactly to confirm.",
        });
      }
      const rows = await sql(databaseUrl, `SELECT 1 FROM "User" WHERE id = $1`, [me.id]);
      expect(rows.rowCount).toBe(1);
      const still = await gql<{ refreshSession: { __typename: string } }>(
        server.url,
        REFRESH,
        {},
        { cookie: me.cookie },
      );
      expect(still.data?.refreshSession.__typename).toBe("MutationRefreshSessionSuccess");
    });

    it("is not open to a token minted before the e-mail was verified", async () => {
      // Such a token may belong to someone who registered another person's address (see the Google
      // linking test): it must not be able to delete the account once its owner takes it over.
      const me = await signUpUnverified(`early.${randomUUID().slice(0, 8)}@example.test`);
      const res = await gql<{ deleteAccount: { code?: string } }>(
        server.url,
        DELETE,
        { e: me.email },
        me.headers,
      );
      expect(res.data?.deleteAccount).toMatchObject({ code: "FORBIDDEN" });
      const rows = await sql(databaseUrl, `SELECT 1 FROM "User" WHERE id = $1`, [me.id]);
      expect(rows.rowCount).toBe(1);
    });

    it("removes the account and everything of it; the refresh cookie and access token stop working", async () => {
      const me = await signUp(`bye.${randomUUID().slice(0, 8)}@example.test`);
      const other = await createUser(databaseUrl, { role: "teacher" });
      await seedEverything(me.id, other);
      // The confirmation is the e-mail, whatever its case and surrounding spaces.
      const res = await fetch(`${server.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie: me.cookie, ...me.headers },
        body: JSON.stringify({ query: DELETE, variables: { e: `  ${me.email.toUpperCase()} ` } }),
      });
      const body = (await res.json()) as { data: { deleteAccount: { data?: boolean } } };
      expect(body.data.deleteAccount.data).toBe(true);
      // The browser's cookie is cleared.
      expect(res.headers.getSetCookie().join("\n")).toMatch(/vidya_rt=;.*Max-Age=0/i);

      const counts = (
        await sql(
          databaseUrl,
          `SELECT
             (SELECT count(*)::int FROM "User" WHERE id = $1) AS users,
             (SELECT count(*)::int FROM "RefreshToken" WHERE "userId" = $1) AS sessions,
             (SELECT count(*)::int FROM "EmailToken" WHERE "userId" = $1) AS links,
             (SELECT count(*)::int FROM "ClassMember" WHERE "userId" = $1) AS classes,
             (SELECT count(*)::int FROM "GroupMember" WHERE "userId" = $1) AS groups,
             (SELECT count(*)::int FROM "GroupMessage" WHERE "senderId" = $1) AS messages,
             (SELECT count(*)::int FROM "Deck" WHERE "userId" = $1) AS decks,
             (SELECT count(*)::int FROM "Flashcard" WHERE "userId" = $1) AS cards,
             (SELECT count(*)::int FROM "HistoryRecord" WHERE "userId" = $1) AS history,
             (SELECT count(*)::int FROM "FocusTimer" WHERE "userId" = $1) AS timers,
             (SELECT count(*)::int FROM "StudyDay" WHERE "userId" = $1) AS days,
             (SELECT count(*)::int FROM "StudyTotal" WHERE "userId" = $1) AS totals`,
          [me.id],
        )
      ).rows[0];
      expect(Object.values(counts ?? {}).every((n) => n === 0)).toBe(true);
      expect(counts).toMatchObject({ users: 0, sessions: 0, messages: 0, history: 0 });
      // Other people's things stay: the teacher's class and the other member's message.
      const others = await sql(databaseUrl, `SELECT 1 FROM "GroupMessage" WHERE "senderId" = $1`, [other.id]);
      expect(others.rowCount).toBe(1);

      const refresh = await gql<{ refreshSession: { code?: string } }>(
        server.url,
        REFRESH,
        {},
        { cookie: me.cookie },
      );
      expect(refresh.data?.refreshSession).toMatchObject({ code: "SESSION_ENDED" });
      // The access token (valid for its hour) is refused outright: 401, as on /upload and /tts (issue 24).
      const meNow = await fetch(`${server.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", ...me.headers },
        body: JSON.stringify({ query: "{ me { id } }" }),
      });
      expect(meNow.status).toBe(401);
      expect(JSON.stringify(await meNow.json())).toContain("UNAUTHENTICATED");
    });
  });

  describe("exportMyData", () => {
    it("holds the user's own personal data and no secrets or other people's data", async () => {
      const me = await signUp(`export.${randomUUID().slice(0, 8)}@example.test`);
      const other = await createUser(databaseUrl, { role: "teacher" });
      await update(me, {
        username: `exp_${randomUUID().slice(0, 6)}`,
        displayName: "Export Me",
        preferredClass: 8,
        language: "hi",
      });
      await seedEverything(me.id, other);
      const res = await gql<{ exportMyData: string }>(server.url, "{ exportMyData }", {}, me.headers);
      const text = res.data?.exportMyData ?? "";
      const data = JSON.parse(text);

      expect(data.profile).toMatchObject({
        id: me.id,
        email: me.email,
        displayName: "Export Me",
        role: "student",
      });
      expect(data.preferences).toMatchObject({ preferredClass: 8, language: "hi", isFirstTimeUser: true });
      expect(data.tutor.history).toEqual([
        expect.objectContaining({ text: "Solve 2x + 3 = 7", aiResponse: "x = 2", toolType: "algebra" }),
      ]);
      expect(data.flashcards.decks).toEqual([
        expect.objectContaining({
          title: "Fractions",
          cards: [expect.objectContaining({ front: "What is 1/2 + 1/4?", back: "3/4" })],
        }),
      ]);
      expect(data.focusTimer).toMatchObject({ focusMinutes: 25, remainingSeconds: 1500 });
      expect(data.studyTime.total).toMatchObject({ totalSeconds: 5400, lastActiveDate: "2026-11-20" });
      expect(data.studyTime.days).toEqual([
        expect.objectContaining({ localDate: "2026-11-20", activeSeconds: 1800, focusSessions: 2 }),
      ]);
      expect(data.studyGroups.memberOf).toEqual([
        expect.objectContaining({ role: "owner", group: expect.objectContaining({ name: "Algebra club" }) }),
      ]);
      expect(data.studyGroups.messagesSent).toEqual([
        expect.objectContaining({ body: "my own message about x squared", seq: 1 }),
      ]);
      expect(data.classes.memberOf).toEqual([
        expect.objectContaining({ classroom: expect.objectContaining({ name: "Class 8 B", grade: 8 }) }),
      ]);
      expect(data.sessions.length).toBeGreaterThanOrEqual(1);

      // No secrets: no password hash, no stored token hash, not the refresh token itself.
      const secrets = await sql(
        databaseUrl,
        `SELECT "passwordHash" AS value FROM "User" WHERE id = $1
         UNION ALL SELECT "tokenHash" FROM "RefreshToken" WHERE "userId" = $1
         UNION ALL SELECT "tokenHash" FROM "EmailToken" WHERE "userId" = $1 AND "tokenHash" IS NOT NULL`,
        [me.id],
      );
      expect(secrets.rowCount).toBeGreaterThanOrEqual(2);
      for (const { value } of secrets.rows) expect(text).not.toContain(value);
      expect(text).not.toContain(me.cookie.split("=")[1]);
      expect(text).not.toMatch(/passwordHash|tokenHash/);
      // Nobody else's words or account: the other member's message and the teacher's e-mail.
      expect(text).not.toContain("somebody else's message");
      expect(text).not.toContain(other.email);
    });

    it("is for signed-in users only", async () => {
      const res = await gql<{ exportMyData: string }>(server.url, "{ exportMyData }");
      expect(res.data?.exportMyData).toBeUndefined();
      expect(JSON.stringify(res.errors)).toContain("UNAUTHENTICATED");
    });
  });
});
