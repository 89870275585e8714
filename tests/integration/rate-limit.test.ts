import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { fileDatabaseUrl } from "../helpers/database";
import { gql } from "../helpers/graphql";
import { type Proc, type ServerProc, startServer, startWorker, uniquePrefix } from "../helpers/processes";
import { linkIn, startSmtpSink } from "../helpers/smtp";
import { ADULT_BIRTH_DATE, createUser, type TestUser } from "../helpers/users";

const SIGN_IN = `mutation($input: SignInInput!) { signIn(input: $input) { __typename
  ... on Error { code message } ... on RateLimitError { retryAfterSeconds } } }`;
const SIGN_UP = `mutation($input: SignUpInput!) { signUp(input: $input) { __typename ... on Error { code message } } }`;

type Result = { __typename: string; code?: string; message?: string; retryAfterSeconds?: number };

describe("rate limits on sign-in, sign-up, reset and resend (kept in Redis)", () => {
  let server: ServerProc;
  beforeAll(async () => {
    // Behind a proxy the client address comes from X-Forwarded-For, which lets one test act as many IPs.
    server = await startServer({
      DATABASE_URL: fileDatabaseUrl(),
      REDIS_URL: inject("redisUrl"),
      REDIS_PREFIX: uniquePrefix("rl"),
      TRUST_PROXY: "true",
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  const signIn = async (email: string, password: string, ip: string) =>
    (
      await gql<{ signIn: Result }>(
        server.url,
        SIGN_IN,
        { input: { email, password } },
        { "x-forwarded-for": ip },
      )
    ).data?.signIn;

  it("limits sign-in attempts per IP with a message that says when to try again", async () => {
    const results: Result[] = [];
    for (let i = 0; i < 31; i++) {
      const r = await signIn(`ip-${i}@example.test`, "whatever-password", "203.0.113.7");
      if (r) results.push(r);
    }
    expect(results.slice(0, 30).every((r) => r.code === "INVALID_CREDENTIALS")).toBe(true);
    const last = results[30];
    expect(last?.__typename).toBe("RateLimitError");
    expect(last?.message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
    expect(last?.retryAfterSeconds).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await signIn("ip-x@example.test", "whatever-password", "203.0.113.8"))?.code).toBe(
      "INVALID_CREDENTIALS",
    );
  });

  it("allows at most 100 failed sign-ins per account per hour, even from many addresses", async () => {
    const email = `victim.${Date.now()}@example.test`;
    const up = await gql<{ signUp: Result }>(
      server.url,
      SIGN_UP,
      { input: { email, password: "the real password", role: "student", birthDate: ADULT_BIRTH_DATE } },
      { "x-forwarded-for": "198.51.100.1" },
    );
    expect(up.data?.signUp.__typename).toBe("MutationSignUpSuccess");
    for (let i = 0; i < 100; i++) {
      const r = await signIn(email, `guess-${i}-password`, `192.0.2.${i % 25}`);
      expect(r?.code).toBe("INVALID_CREDENTIALS");
    }
    const blocked = await signIn(email, "the real password", "192.0.2.200");
    expect(blocked?.__typename).toBe("RateLimitError");
    expect(blocked?.message).toMatch(/Please try again in \d+ minutes\./);
  });

  it("limits sign-ups per IP", async () => {
    const results: Result[] = [];
    for (let i = 0; i < 11; i++) {
      const r = await gql<{ signUp: Result }>(
        server.url,
        SIGN_UP,
        {
          input: {
            email: `flood-${i}-${Date.now()}@example.test`,
            password: "password123",
            role: "student",
            birthDate: ADULT_BIRTH_DATE,
          },
        },
        { "x-forwarded-for": "203.0.113.99" },
      );
      if (r.data) results.push(r.data.signUp);
    }
    expect(results.slice(0, 10).every((r) => r.__typename === "MutationSignUpSuccess")).toBe(true);
    expect(results[10]?.__typename).toBe("RateLimitError");
  });

  it("limits password-reset requests per account without revealing whether it exists", async () => {
    const email = `nobody.${Date.now()}@example.test`;
    const ask = () =>
      gql<{ requestPasswordReset: Result }>(
        server.url,
        `mutation($e: String!) { requestPasswordReset(email: $e) { __typename ... on Error { code message } } }`,
        { e: email },
        { "x-forwarded-for": "203.0.113.50" },
      );
    for (let i = 0; i < 5; i++)
      expect((await ask()).data?.requestPasswordReset.__typename).toBe("MutationRequestPasswordResetSuccess");
    expect((await ask()).data?.requestPasswordReset.__typename).toBe("RateLimitError");
  });

  const resend = async (user: TestUser, ip: string) =>
    (
      await gql<{ resendVerification: Result }>(
        server.url,
        `mutation { resendVerification { __typename ... on Error { code message } ... on RateLimitError { retryAfterSeconds } } }`,
        {},
        { ...user.headers, "x-forwarded-for": ip },
      )
    ).data?.resendVerification;

  it("limits verification resends to 5 per account per hour, from any address", async () => {
    const user = await createUser(fileDatabaseUrl(), { verified: false });
    for (let i = 0; i < 5; i++) {
      expect((await resend(user, `198.51.100.${10 + i}`))?.__typename).toBe(
        "MutationResendVerificationSuccess",
      );
    }
    const blocked = await resend(user, "198.51.100.99");
    expect(blocked).toMatchObject({
      __typename: "RateLimitError",
      message: "Too many attempts. Please try again in 60 minutes.",
    });
    expect(blocked?.retryAfterSeconds).toBeGreaterThan(3500);
    // Another account is not held back by this one's limit.
    const other = await createUser(fileDatabaseUrl(), { verified: false });
    expect((await resend(other, "198.51.100.99"))?.__typename).toBe("MutationResendVerificationSuccess");
  });

  it("limits verification resends to 20 per address per hour, across accounts", async () => {
    const ip = "203.0.113.160";
    const users = await Promise.all(
      Array.from({ length: 5 }, () => createUser(fileDatabaseUrl(), { verified: false })),
    );
    for (let i = 0; i < 20; i++) {
      const user = users[i % 5] as TestUser;
      expect((await resend(user, ip))?.__typename, `resend ${i + 1}`).toBe(
        "MutationResendVerificationSuccess",
      );
    }
    const fresh = await createUser(fileDatabaseUrl(), { verified: false });
    expect((await resend(fresh, ip))?.__typename).toBe("RateLimitError");
    expect((await resend(fresh, "203.0.113.161"))?.__typename).toBe("MutationResendVerificationSuccess");
  });
});

describe("an owner locked out by failed sign-ins gets in by a one-time e-mail link", () => {
  let server: ServerProc;
  let worker: Proc;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    const env = {
      DATABASE_URL: fileDatabaseUrl(),
      REDIS_URL: inject("redisUrl"),
      REDIS_PREFIX: uniquePrefix("lockout"),
      TRUST_PROXY: "true",
      SMTP_URL: smtp.url,
      PUBLIC_URL: "http://localhost:5173",
    };
    [server, worker] = await Promise.all([startServer(env), startWorker(env)]);
  });
  afterAll(async () => {
    await Promise.all([server?.stop(), worker?.stop()]);
    await smtp?.close();
  });

  it("mails the owner a single-use sign-in link while the lock holds", async () => {
    const owner = await createUser(fileDatabaseUrl(), { role: "student" });
    const signIn = (password: string, ip: string) =>
      gql<{ signIn: Result }>(
        server.url,
        SIGN_IN,
        { input: { email: owner.email, password } },
        {
          "x-forwarded-for": ip,
        },
      );
    for (let i = 0; i < 100; i++) await signIn(`guess-${i}-password`, `192.0.2.${i % 25}`);
    const locked = (await signIn("any password at all", "192.0.2.201")).data?.signIn;
    expect(locked?.__typename).toBe("RateLimitError");
    expect(locked?.message).toMatch(
      /Please try again in \d+ minutes\. If this address has an account, we have e-mailed it a one-time sign-in link\.$/,
    );

    const mail = await smtp.waitFor(owner.email, /sign-in link/);
    const link = new URL(linkIn(mail));
    expect(link.pathname).toBe("/auth/sign-in-link");
    const USE = `mutation($t: String!) { signInWithLink(token: $t) { __typename
      ... on MutationSignInWithLinkSuccess { data { access_token user { id } } } ... on Error { code message } } }`;
    const used = await gql<{ signInWithLink: { __typename: string; data?: { user: { id: string } } } }>(
      server.url,
      USE,
      { t: link.searchParams.get("token") },
    );
    expect(used.data?.signInWithLink.data?.user.id).toBe(owner.id);
    const again = await gql<{ signInWithLink: Result }>(server.url, USE, {
      t: link.searchParams.get("token"),
    });
    expect(again.data?.signInWithLink.code).toBe("LINK_USED");
    // The password itself stays locked for whoever was guessing it.
    expect((await signIn("another guess", "192.0.2.203")).data?.signIn.__typename).toBe("RateLimitError");
  });
});
