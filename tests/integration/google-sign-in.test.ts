import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startAuthEmulator } from "../helpers/firebase-emulator";
import { gql } from "../helpers/graphql";
import { type ServerProc, startServer, uniquePrefix } from "../helpers/processes";

const GOOGLE = `mutation($t: String!, $role: Role) { signInWithGoogle(idToken: $t, role: $role) { __typename
  ... on MutationSignInWithGoogleSuccess { data { access_token user { id email role emailVerified providers } } }
  ... on Error { code message } } }`;
const SIGN_UP = `mutation($input: SignUpInput!) { signUp(input: $input) { __typename ... on MutationSignUpSuccess { data { user { id } } } } }`;

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
      DATABASE_URL: inject("databaseUrl"),
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

  it("links to an existing password account with the same verified e-mail", async () => {
    const email = `link.${Date.now()}@gmail.test`;
    const up = await gql<{ signUp: { data: { user: { id: string } } } }>(server.url, SIGN_UP, {
      input: { email, password: "password123", role: "student" },
    });
    const token = await emulator.googleIdToken({ sub: `g-link-${Date.now()}`, email });
    const res = await google(token);
    expect(res?.data?.user).toMatchObject({
      id: up.data?.signUp.data.user.id,
      role: "student",
      emailVerified: true,
    });
    expect(res?.data?.user.providers.sort()).toEqual(["google", "password"]);
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
