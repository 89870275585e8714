import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { fileDatabaseUrl } from "../helpers/database";
import { startAuthEmulator } from "../helpers/firebase-emulator";
import { gql } from "../helpers/graphql";
import { type ServerProc, startServer, uniquePrefix } from "../helpers/processes";
import { ADULT_BIRTH_DATE } from "../helpers/users";

const GOOGLE = `mutation($t: String!, $role: Role) { signInWithGoogle(idToken: $t, role: $role) { __typename
  ... on MutationSignInWithGoogleSuccess { data { access_token user { id email role emailVerified providers } } }
  ... on Error { code message } } }`;
const SIGN_UP = `mutation($input: SignUpInput!) { signUp(input: $input) { __typename } }`;
/** Signing up signs no one in; the password sign-in that follows gives the session. */
const PASSWORD_SIGN_IN = `mutation($input: SignInInput!) { signIn(input: $input) { ... on MutationSignInSuccess { data { user { id } } } } }`;
const SIGN_IN = `mutation($input: SignInInput!) { signIn(input: $input) { __typename ... on Error { code message } } }`;
const REFRESH = `mutation { refreshSession { __typename ... on Error { code message } } }`;

type GoogleResult = {
  __typename: string;
  code?: string;
  message?: string;
  data?: {
    access_token: string;
    user: { id: string; email: string; role: string | null; emailVerified: boolean; providers: string[] };
  };
};

describe("Google sign-in, verified by firebase-admin against the Firebase Auth emulator", () => {
  let emulator: Awaited<ReturnType<typeof startAuthEmulator>>;
  let server: ServerProc;
  beforeAll(async () => {
    emulator = await startAuthEmulator();
    server = await startServer({
      DATABASE_URL: fileDatabaseUrl(),
      REDIS_URL: inject("redisUrl"),
      REDIS_PREFIX: uniquePrefix("google"),
      FIREBASE_PROJECT_ID: emulator.projectId,
      FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
    });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await emulator?.stop();
  });

  const google = async (token: string, role?: string) =>
    (await gql<{ signInWithGoogle: GoogleResult }>(server.url, GOOGLE, { t: token, role })).data
      ?.signInWithGoogle;

  it("creates an account for a new Google user, who then chooses a role once", async () => {
    const token = await emulator.googleIdToken({
      sub: `g-${Date.now()}`,
      email: `meera.${Date.now()}@gmail.test`,
      name: "Meera",
    });
    const first = await google(token);
    expect(first?.data?.user).toMatchObject({ role: null, emailVerified: true, providers: ["google"] });
    const choose = `mutation($r: Role!) { chooseRole(role: $r) { __typename ... on MutationChooseRoleSuccess { data { user { role } } } ... on Error { code } } }`;
    const headers = { authorization: `Bearer ${first?.data?.access_token}` };
    const chosen = await gql<{ chooseRole: { data?: { user: { role: string } }; code?: string } }>(
      server.url,
      choose,
      { r: "teacher" },
      headers,
    );
    expect(chosen.data?.chooseRole.data?.user.role).toBe("teacher");
    const again = await gql<{ chooseRole: { code?: string } }>(server.url, choose, { r: "student" }, headers);
    expect(again.data?.chooseRole.code).toBe("ROLE_ALREADY_SET");
    // Signing in again finds the same account.
    const second = await google(token);
    expect(second?.data?.user).toMatchObject({ id: first?.data?.user.id, role: "teacher" });
  });

  /** Signs up with a password over HTTP; returns the account id and its refresh cookie. */
  async function signUpWithPassword(email: string, password: string) {
    await gql(server.url, SIGN_UP, {
      input: { email, password, role: "student", birthDate: ADULT_BIRTH_DATE },
    });
    const res = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: PASSWORD_SIGN_IN, variables: { input: { email, password } } }),
    });
    const body = (await res.json()) as { data: { signIn: { data: { user: { id: string } } } } };
    const cookie = res.headers.getSetCookie()[0]?.split(";")[0] ?? "";
    expect(cookie).toMatch(/^vidya_rt=./);
    return { id: body.data.signIn.data.user.id, cookie };
  }
  const signIn = async (email: string, password: string) =>
    (
      await gql<{ signIn: { __typename: string; code?: string } }>(server.url, SIGN_IN, {
        input: { email, password },
      })
    ).data?.signIn;
  const refresh = async (cookie: string) =>
    (
      await gql<{ refreshSession: { __typename: string; code?: string } }>(
        server.url,
        REFRESH,
        {},
        { cookie },
      )
    ).data?.refreshSession;
  async function sql<T>(query: string, params: unknown[]): Promise<T[]> {
    const client = new pg.Client({ connectionString: fileDatabaseUrl() });
    await client.connect();
    try {
      return (await client.query(query, params)).rows as T[];
    } finally {
      await client.end();
    }
  }

  it("links to an existing, verified password account: both ways in keep working", async () => {
    const email = `link.${Date.now()}@gmail.test`;
    const owner = await signUpWithPassword(email, "password123");
    await sql(`UPDATE "User" SET "emailVerified" = true, "emailVerifiedAt" = now() WHERE id = $1`, [
      owner.id,
    ]);
    const token = await emulator.googleIdToken({ sub: `g-link-${Date.now()}`, email });
    const res = await google(token);
    expect(res?.data?.user).toMatchObject({ id: owner.id, role: "student", emailVerified: true });
    expect(res?.data?.user.providers.sort()).toEqual(["google", "password"]);
    expect((await signIn(email, "password123"))?.__typename).toBe("MutationSignInSuccess");
    expect((await refresh(owner.cookie))?.__typename).toBe("MutationRefreshSessionSuccess");
  });

  it("takes an unverified account back from whoever set its password: the password and its sessions end", async () => {
    // Someone signs up with the victim's e-mail and a password of their own, never verifying it.
    const email = `victim.${Date.now()}@gmail.test`;
    const squatter = await signUpWithPassword(email, "attacker-password");
    expect((await signIn(email, "attacker-password"))?.__typename).toBe("MutationSignInSuccess");
    // The victim, who owns the mailbox, signs in with Google (which has verified the address).
    const token = await emulator.googleIdToken({ sub: `g-victim-${Date.now()}`, email });
    const res = await google(token);
    expect(res?.data?.user).toMatchObject({ id: squatter.id, emailVerified: true, providers: ["google"] });
    // The squatter's password and refresh token no longer open the account.
    expect(await signIn(email, "attacker-password")).toMatchObject({ code: "INVALID_CREDENTIALS" });
    expect(await refresh(squatter.cookie)).toMatchObject({ code: "SESSION_ENDED" });
    const [row] = await sql<{ passwordHash: string | null; emailVerifiedAt: Date | null; live: number }>(
      `SELECT "passwordHash", "emailVerifiedAt",
         (SELECT count(*)::int FROM "RefreshToken" t WHERE t."userId" = u.id AND t."revokedAt" IS NULL
            AND t."rotatedAt" IS NULL) AS live
       FROM "User" u WHERE u.id = $1`,
      [squatter.id],
    );
    expect(row?.passwordHash).toBeNull();
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
    // Only the session just issued to the Google sign-in is live.
    expect(row?.live).toBe(1);
    // And the victim keeps getting in with Google.
    expect((await google(token))?.data?.user.id).toBe(squatter.id);
  });

  it("rejects a token for another Firebase project and a forged token with SPEC's message", async () => {
    const mine = await emulator.googleIdToken({
      sub: `g-other-${Date.now()}`,
      email: `o.${Date.now()}@gmail.test`,
    });
    expect((await google(mine))?.__typename).toBe("MutationSignInWithGoogleSuccess");
    const other = emulator.forProject(mine, "demo-other");
    expect(await google(other)).toMatchObject({ code: "GOOGLE_INVALID", message: "Google login failed." });
    const forged = `${Buffer.from('{"alg":"none"}').toString("base64url")}.${Buffer.from('{"sub":"x"}').toString("base64url")}.sig`;
    expect(await google(forged)).toMatchObject({ code: "GOOGLE_INVALID" });
  });
});
