import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { fileDatabaseUrl } from "../helpers/database";
import { collect, gql, wsClient } from "../helpers/graphql";
import { type Proc, type ServerProc, startServer, startWorker, uniquePrefix } from "../helpers/processes";
import { linkIn, startSmtpSink } from "../helpers/smtp";
import { ADULT_BIRTH_DATE, accessToken, createUser } from "../helpers/users";

const SESSION = `access_token expires_in expires_at token_type user { id email role emailVerified label isFirstTimeUser }`;
const SIGN_UP = `mutation($input: SignUpInput!) { signUp(input: $input) { __typename
  ... on MutationSignUpSuccess { data }
  ... on Error { code message } ... on ValidationError { issues { path message } } } }`;
const SIGN_IN = `mutation($input: SignInInput!) { signIn(input: $input) { __typename
  ... on MutationSignInSuccess { data { ${SESSION} } }
  ... on Error { code message } ... on RateLimitError { retryAfterSeconds } } }`;
const REFRESH = `mutation { refreshSession { __typename ... on MutationRefreshSessionSuccess { data { ${SESSION} } } ... on Error { code message } } }`;

/** A tiny cookie jar: the refresh cookie travels like a browser would send it. */
class Jar {
  cookie = "";
  headers(): Record<string, string> {
    return this.cookie ? { cookie: this.cookie } : {};
  }
  take(res: Response) {
    for (const header of res.headers.getSetCookie()) {
      const [pair] = header.split(";");
      if (pair) this.cookie = pair.endsWith("=") ? "" : pair;
    }
  }
}

async function post(
  server: ServerProc,
  jar: Jar,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
) {
  const res = await fetch(`${server.url}/graphql`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...jar.headers(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  jar.take(res);
  return {
    res,
    body: (await res.json()) as {
      data?: Record<
        string,
        {
          __typename: string;
          data?: { access_token: string; user: { id: string; emailVerified: boolean; role: string } };
          code?: string;
          message?: string;
          retryAfterSeconds?: number;
        }
      >;
      errors?: unknown[];
    },
  };
}

/** Signs up (which signs no one in), then signs in with the same password, as the user would. */
async function signUpAndIn(
  server: ServerProc,
  jar: Jar,
  input: { email: string; password: string; role: "student" | "teacher" },
) {
  const up = await post(server, new Jar(), SIGN_UP, { input: { ...input, birthDate: ADULT_BIRTH_DATE } });
  expect(up.body.data?.signUp).toEqual({ __typename: "MutationSignUpSuccess", data: true });
  return post(server, jar, SIGN_IN, { input: { email: input.email, password: input.password } });
}

describe("accounts", () => {
  let server: ServerProc;
  let worker: Proc;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  const databaseUrl = fileDatabaseUrl();

  beforeAll(async () => {
    smtp = await startSmtpSink();
    const env = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: inject("redisUrl"),
      REDIS_PREFIX: uniquePrefix("auth"),
      SMTP_URL: smtp.url,
      PUBLIC_URL: "http://localhost:5173",
    };
    [server, worker] = await Promise.all([startServer(env), startWorker(env)]);
  });
  afterAll(async () => {
    await Promise.all([server?.stop(), worker?.stop()]);
    await smtp?.close();
  });

  it("signs up, mails a verification link that verifies once and signs in", async () => {
    const jar = new Jar();
    const email = `Asha.${Date.now()}@Example.test`;
    const { body } = await post(server, jar, SIGN_UP, {
      input: { email, password: "correct horse", role: "student", birthDate: ADULT_BIRTH_DATE },
    });
    expect(body.data?.signUp).toEqual({ __typename: "MutationSignUpSuccess", data: true });
    // Signing up signs no one in: the answer must be the same for a taken address.
    expect(jar.cookie).toBe("");

    const mail = await smtp.waitFor(email, /Verify/);
    const token = new URL(linkIn(mail)).searchParams.get("token");
    const verify = `mutation($t: String!) { verifyEmail(token: $t) { __typename ... on MutationVerifyEmailSuccess { data { user { role emailVerified } } } ... on Error { code message } } }`;
    const verifier = new Jar();
    const first = await post(server, verifier, verify, { t: token });
    expect(first.body.data?.verifyEmail).toMatchObject({
      data: { user: { role: "student", emailVerified: true } },
    });
    expect(verifier.cookie).toMatch(/^vidya_rt=/);
    const again = await post(server, new Jar(), verify, { t: token });
    expect(again.body.data?.verifyEmail).toMatchObject({ code: "LINK_USED" });
  });

  it("answers a sign-up with a taken address exactly like a new one, and mails the owner instead", async () => {
    const email = `owner.${Date.now()}@example.test`;
    await signUpAndIn(server, new Jar(), { email, password: "the owner's password", role: "student" });
    await smtp.waitFor(email, /Verify/);
    const jar = new Jar();
    const dup = await post(server, jar, SIGN_UP, {
      input: { email: email.toUpperCase(), password: "an attacker's pass", role: "teacher" },
    });
    const fresh = await post(server, new Jar(), SIGN_UP, {
      input: { email: `new.${Date.now()}@example.test`, password: "an attacker's pass", role: "teacher" },
    });
    // Same status, same body, no cookie: nothing tells the two apart.
    expect(dup.res.status).toBe(fresh.res.status);
    expect(dup.body).toEqual(fresh.body);
    expect(jar.cookie).toBe("");
    // The owner hears about it, with a way in; the attempt changed nothing.
    const notice = await smtp.waitFor(email, /You already have a Vidya account/);
    expect(notice.text).toContain("sign in with your password, or choose a new password");
    const link = new URL(linkIn(notice));
    expect(link.pathname).toBe("/auth/reset");
    const attacker = await post(server, new Jar(), SIGN_IN, {
      input: { email, password: "an attacker's pass" },
    });
    expect(attacker.body.data?.signIn).toMatchObject({ code: "INVALID_CREDENTIALS" });
    const owner = await post(server, new Jar(), SIGN_IN, {
      input: { email, password: "the owner's password" },
    });
    expect(owner.body.data?.signIn?.data?.user.role).toBe("student");
    // The notice's link resets the password and signs the owner in.
    const reset = await post(
      server,
      new Jar(),
      `mutation($input: ResetPasswordInput!) { resetPassword(input: $input) { __typename ... on Error { code message } } }`,
      { input: { token: link.searchParams.get("token"), password: "a new owner password" } },
    );
    expect(reset.body.data?.resetPassword?.__typename).toBe("MutationResetPasswordSuccess");
  });

  it("validates sign-up input with specific messages", async () => {
    const { body } = await post(server, new Jar(), SIGN_UP, {
      input: { email: "not-an-email", password: "short", role: "student" },
    });
    expect(body.data?.signUp?.__typename).toBe("ValidationError");
    const issues = (
      body.data?.signUp as unknown as { issues?: { path: string; message: string }[] } | undefined
    )?.issues;
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: "input.email", message: "Please enter a valid e-mail address." },
        { path: "input.password", message: "Your password must be at least 8 characters." },
      ]),
    );
    const long = await post(server, new Jar(), SIGN_UP, {
      input: { email: "a@b.co", password: "x".repeat(129), role: "student" },
    });
    expect(JSON.stringify(long.body)).toContain("at most 128 characters");
  });

  it("gives a wrong password and an unknown e-mail the same answer", async () => {
    const jar = new Jar();
    const email = `same.${Date.now()}@example.test`;
    await signUpAndIn(server, jar, { email, password: "right password", role: "teacher" });
    const wrong = await post(server, new Jar(), SIGN_IN, { input: { email, password: "wrong password" } });
    const unknown = await post(server, new Jar(), SIGN_IN, {
      input: { email: `nobody.${Date.now()}@example.test`, password: "wrong password" },
    });
    expect(wrong.body.data?.signIn).toEqual({
      __typename: "AppError",
      code: "INVALID_CREDENTIALS",
      message: "Incorrect e-mail or password.",
    });
    expect(unknown.body.data?.signIn).toEqual(wrong.body.data?.signIn);
    const ok = await post(server, new Jar(), SIGN_IN, { input: { email, password: "right password" } });
    expect(ok.body.data?.signIn?.data?.user.role).toBe("teacher");
  });

  it("keeps the refresh token in an httpOnly SameSite=Lax cookie, stores only its hash, and hashes passwords with argon2id", async () => {
    const jar = new Jar();
    const email = `facts.${Date.now()}@example.test`;
    const up = await signUpAndIn(server, jar, { email, password: "cookie facts!", role: "student" });
    const headers = up.res.headers.getSetCookie();
    expect(headers).toHaveLength(1);
    const attributes = (headers[0] ?? "").split(/;\s*/);
    const [pair, ...flags] = attributes;
    const token = (pair ?? "").slice("vidya_rt=".length);
    expect(pair).toMatch(/^vidya_rt=[A-Za-z0-9_-]{43}$/);
    expect(flags).toEqual(
      expect.arrayContaining(["HttpOnly", "SameSite=Lax", "Path=/graphql", "Max-Age=2592000"]),
    );
    // PUBLIC_URL is http://localhost here: a Secure cookie would never come back over plain http.
    expect(flags.map((f) => f.toLowerCase())).not.toContain("secure");

    // The session the client sees: SPEC 3's shape, a 1-hour bearer token, no refresh token in it.
    const session = (up.body.data?.signIn?.data ?? {}) as Record<string, unknown>;
    expect(session).toMatchObject({ expires_in: 3600, token_type: "bearer" });
    const type = await post(server, new Jar(), `{ __type(name: "Session") { fields { name } } }`);
    const fields = (type.body.data as unknown as { __type: { fields: { name: string }[] } }).__type.fields;
    expect(fields.map((f) => f.name).sort()).toEqual([
      "access_token",
      "expires_at",
      "expires_in",
      "token_type",
      "user",
    ]);
    const claims = JSON.parse(
      Buffer.from(String(session.access_token).split(".")[1] ?? "", "base64url").toString(),
    ) as { exp: number; iat: number };
    expect(session.expires_at).toBe(claims.exp);
    expect(claims.exp - claims.iat).toBe(3600);
    expect(Math.abs(claims.exp - (Date.now() / 1000 + 3600))).toBeLessThan(60);

    const pg = await import("pg");
    const client = new pg.default.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query(
        `SELECT u."passwordHash", t.* FROM "User" u JOIN "RefreshToken" t ON t."userId" = u.id WHERE u.email = $1`,
        [email],
      );
      expect(rows).toHaveLength(1);
      const row = rows[0];
      // Only the SHA-256 of the token is stored; the token itself appears nowhere in the row.
      expect(row.tokenHash).not.toBe(token);
      expect(row.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
      expect(JSON.stringify(row)).not.toContain(token);
      // argon2id with OWASP's parameters: 19 MiB (19456 KiB) of memory, 2 passes, parallelism 1.
      expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);
    } finally {
      await client.end();
    }
  });

  it("marks the refresh cookie Secure when the app is served from anywhere but localhost", async () => {
    const served = await startServer({
      DATABASE_URL: databaseUrl,
      REDIS_URL: inject("redisUrl"),
      REDIS_PREFIX: uniquePrefix("auth-secure"),
      PUBLIC_URL: "https://vidya.example.org",
    });
    try {
      const up = await signUpAndIn(served, new Jar(), {
        email: `secure.${Date.now()}@example.test`,
        password: "secure cookie",
        role: "teacher",
      });
      const flags = (up.res.headers.getSetCookie()[0] ?? "").split(/;\s*/).slice(1);
      expect(flags).toEqual(expect.arrayContaining(["HttpOnly", "SameSite=Lax", "Secure"]));
    } finally {
      await served.stop();
    }
  });

  it("rotates the refresh token once, and a replay after the grace period revokes the family", async () => {
    const jar = new Jar();
    const email = `rot.${Date.now()}@example.test`;
    await signUpAndIn(server, jar, { email, password: "rotate me!", role: "student" });
    const original = jar.cookie;
    const r1 = await post(server, jar, REFRESH);
    expect(r1.body.data?.refreshSession?.__typename).toBe("MutationRefreshSessionSuccess");
    const rotated = jar.cookie;
    expect(rotated).not.toBe(original);

    // Replay the original after the 10 s grace: pretend time passed by moving rotatedAt back.
    const pg = await import("pg");
    const client = new pg.default.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(
      `UPDATE "RefreshToken" SET "rotatedAt" = now() - interval '11 seconds' WHERE "rotatedAt" IS NOT NULL`,
    );
    await client.end();
    const thief = new Jar();
    thief.cookie = original;
    const replay = await post(server, thief, REFRESH);
    expect(replay.body.data?.refreshSession).toMatchObject({ code: "SESSION_ENDED" });
    // The whole family is gone: even the legitimately rotated token no longer works.
    const after = await post(server, jar, REFRESH);
    expect(after.body.data?.refreshSession).toMatchObject({ code: "SESSION_ENDED" });
  });

  it("treats a replay within the 10 s grace as a benign race (two tabs)", async () => {
    const jar = new Jar();
    await signUpAndIn(server, jar, {
      email: `race.${Date.now()}@example.test`,
      password: "two tabs!",
      role: "student",
    });
    const original = jar.cookie;
    await post(server, jar, REFRESH);
    const tab2 = new Jar();
    tab2.cookie = original;
    const second = await post(server, tab2, REFRESH);
    expect(second.body.data?.refreshSession?.__typename).toBe("MutationRefreshSessionSuccess");
    // Both tabs hold the same successor: the family has one live token, not two.
    expect(tab2.cookie).toBe(jar.cookie);
    const userId = second.body.data?.refreshSession?.data?.user.id;
    const pg = await import("pg");
    const client = new pg.default.Client({ connectionString: databaseUrl });
    await client.connect();
    const live = await client.query(
      `SELECT count(*)::int AS n FROM "RefreshToken" WHERE "userId" = $1 AND "rotatedAt" IS NULL AND "revokedAt" IS NULL`,
      [userId],
    );
    await client.end();
    expect(live.rows[0]?.n).toBe(1);
    // And the shared successor keeps working for both.
    expect((await post(server, tab2, REFRESH)).body.data?.refreshSession?.__typename).toBe(
      "MutationRefreshSessionSuccess",
    );
  });

  it("signs out: the refresh cookie stops working", async () => {
    const jar = new Jar();
    await signUpAndIn(server, jar, {
      email: `out.${Date.now()}@example.test`,
      password: "sign me out",
      role: "student",
    });
    const kept = jar.cookie;
    const out = await post(server, jar, "mutation { signOut }");
    expect(out.body.data?.signOut).toBe(true);
    const stale = new Jar();
    stale.cookie = kept;
    expect((await post(server, stale, REFRESH)).body.data?.refreshSession).toMatchObject({
      code: "SESSION_ENDED",
    });
  });

  it("resets a password by e-mail link, valid once", async () => {
    const jar = new Jar();
    const email = `reset.${Date.now()}@example.test`;
    await signUpAndIn(server, jar, { email, password: "old password", role: "student" });
    const ask = await post(
      server,
      new Jar(),
      `mutation($e: String!) { requestPasswordReset(email: $e) { __typename ... on MutationRequestPasswordResetSuccess { data } } }`,
      { e: email },
    );
    expect(ask.body.data?.requestPasswordReset).toMatchObject({ data: true });
    const unknown = await post(
      server,
      new Jar(),
      `mutation($e: String!) { requestPasswordReset(email: $e) { __typename ... on MutationRequestPasswordResetSuccess { data } } }`,
      { e: `ghost.${Date.now()}@example.test` },
    );
    expect(unknown.body.data?.requestPasswordReset).toMatchObject({ data: true });
    const mail = await smtp.waitFor(email, /Reset/);
    const token = new URL(linkIn(mail)).searchParams.get("token");
    const reset = `mutation($i: ResetPasswordInput!) { resetPassword(input: $i) { __typename ... on Error { code message } } }`;
    const done = await post(server, new Jar(), reset, { i: { token, password: "new password" } });
    expect(done.body.data?.resetPassword?.__typename).toBe("MutationResetPasswordSuccess");
    expect(
      (await post(server, new Jar(), reset, { i: { token, password: "third password" } })).body.data
        ?.resetPassword,
    ).toMatchObject({ code: "LINK_USED" });
    expect(
      (await post(server, new Jar(), SIGN_IN, { input: { email, password: "old password" } })).body.data
        ?.signIn?.code,
    ).toBe("INVALID_CREDENTIALS");
    expect(
      (await post(server, new Jar(), SIGN_IN, { input: { email, password: "new password" } })).body.data
        ?.signIn?.__typename,
    ).toBe("MutationSignInSuccess");
    // The session from before the reset is over.
    expect((await post(server, jar, REFRESH)).body.data?.refreshSession).toMatchObject({
      code: "SESSION_ENDED",
    });
  });

  it("rejects a tampered or expired JWT (treated as signed out)", async () => {
    const user = await createUser(databaseUrl, { role: "student" });
    const me = "{ me { id } }";
    expect((await gql(server.url, me, {}, user.headers)).data).toEqual({ me: { id: user.id } });
    const [h, p, s] = user.token.split(".");
    const payload = JSON.parse(Buffer.from(p ?? "", "base64url").toString());
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...payload, role: "teacher" })).toString("base64url")}.${s}`;
    expect((await gql(server.url, me, {}, { authorization: `Bearer ${forged}` })).data).toEqual({ me: null });
    const expired = await accessToken({ id: user.id, role: "student", emailVerified: true }, undefined, -10);
    expect((await gql(server.url, me, {}, { authorization: `Bearer ${expired}` })).data).toEqual({
      me: null,
    });
    const otherSecret = await accessToken(
      { id: user.id, role: "student", emailVerified: true },
      "another-secret-that-is-32-characters-long!!",
    );
    expect((await gql(server.url, me, {}, { authorization: `Bearer ${otherSecret}` })).data).toEqual({
      me: null,
    });
  });

  it("stores script-ish and SQL-ish strings as plain text", async () => {
    const user = await createUser(databaseUrl, { role: "student" });
    const name = `<script>alert(1)</script>'; DROP TABLE "User";--`;
    const res = await gql<{ updateProfile: { __typename: string; data: { displayName: string } } }>(
      server.url,
      `mutation($i: UpdateProfileInput!) { updateProfile(input: $i) { __typename ... on MutationUpdateProfileSuccess { data { displayName } } } }`,
      { i: { displayName: name } },
      user.headers,
    );
    expect(res.data?.updateProfile.data.displayName).toBe(name);
  });

  it("authenticates WebSockets in connection_init and closes bad tokens with 4401", async () => {
    const user = await createUser(databaseUrl, { role: "student" });
    const good = wsClient(server.wsUrl, { authorization: `Bearer ${user.token}` });
    const sub = collect<{ roundTrip: { status: string } }>(
      good,
      "subscription($id: ID!) { roundTrip(id: $id) { status } }",
      { id: "00000000-0000-0000-0000-000000000000" },
    );
    await expect(sub.until(() => true, 3000)).rejects.toThrow();
    expect(JSON.stringify(sub.errors)).toContain("No such round trip");
    await good.dispose();

    const { createClient } = await import("graphql-ws");
    const WebSocket = (await import("ws")).default;
    const closed = await new Promise<number>((resolve) => {
      const c = createClient({
        url: server.wsUrl,
        webSocketImpl: WebSocket,
        connectionParams: { authorization: "Bearer not.a.jwt" },
        retryAttempts: 0,
        lazy: false,
        on: { closed: (event) => resolve((event as { code: number }).code) },
      });
      void c;
    });
    expect(closed).toBe(4401);
  });
});
