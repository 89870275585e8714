import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { fileDatabaseUrl } from "../helpers/database";
import { gql } from "../helpers/graphql";
import { call, createGroup, sendMessage } from "../helpers/groups";
import { type ServerProc, startServer, uniquePrefix } from "../helpers/processes";
import { createUser, type TestUser } from "../helpers/users";

/** A PNG signature plus a few bytes: enough for /upload's content check. */
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

function upload(server: ServerProc, user: TestUser, headers: Record<string, string> = {}) {
  return fetch(`${server.url}/upload`, {
    method: "POST",
    headers: { "content-type": "image/png", "x-file-name": "dot.png", ...user.headers, ...headers },
    body: PNG,
  });
}

const NUL = "Text cannot contain a null character (\\0). Please remove it and try again.";

describe("abuse: what an attacker tries from outside gets a clear, bounded answer", () => {
  const databaseUrl = fileDatabaseUrl();
  let server: ServerProc;
  beforeAll(async () => {
    // Behind a proxy the address comes from X-Forwarded-For, so one test can act as many addresses.
    server = await startServer({
      DATABASE_URL: databaseUrl,
      REDIS_URL: inject("redisUrl"),
      REDIS_PREFIX: uniquePrefix("abuse"),
      TRUST_PROXY: "true",
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("refuses /upload from an account whose e-mail is not verified, as every GraphQL field does", async () => {
    const unverified = await createUser(databaseUrl, { verified: false });
    const res = await upload(server, unverified);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({
      code: "EMAIL_NOT_VERIFIED",
      message: "Please verify your email to continue. Check your inbox for a verification link.",
    });
    const verified = await createUser(databaseUrl);
    expect((await upload(server, verified)).status).toBe(201);
  });

  it("limits uploads per user with the same RATE_LIMITED answer, retryAfterSeconds and Retry-After", async () => {
    const user = await createUser(databaseUrl);
    let last: Response | undefined;
    for (let i = 0; i < 61; i++) {
      last = await upload(server, user, { "x-forwarded-for": `198.51.100.${i % 200}` });
      if (last.status !== 201) break;
    }
    expect(last?.status).toBe(429);
    const body = (await last?.json()) as { code: string; message: string; retryAfterSeconds: number };
    expect(body).toMatchObject({ code: "RATE_LIMITED" });
    expect(body.message).toMatch(/^Too many uploads\. Please try again in \d+ (minutes|seconds?)\.$/);
    expect(body.retryAfterSeconds).toBeGreaterThan(0);
    expect(last?.headers.get("retry-after")).toBe(String(body.retryAfterSeconds));
  });

  it("limits tutor questions per address, across many accounts", async () => {
    const ask = `mutation($input: AskTutorInput!) { askTutor(input: $input) { __typename
      ... on RateLimitError { code message retryAfterSeconds } } }`;
    type Limited = { __typename: string; code?: string; message?: string; retryAfterSeconds?: number };
    let refused: Limited | undefined;
    let asked = 0;
    // 30 a minute per student: a fresh student every 20 questions, all from one address.
    let student = await createUser(databaseUrl);
    for (let i = 0; i < 130 && !refused; i++) {
      if (i > 0 && i % 20 === 0) student = await createUser(databaseUrl);
      const res = await gql<{ askTutor: Limited }>(
        server.url,
        ask,
        { input: { topic: "ALGEBRA", question: `Solve x + ${i} = ${i + 1}` } },
        { ...student.headers, "x-forwarded-for": "203.0.113.50" },
      );
      if (res.data?.askTutor.__typename === "RateLimitError") refused = res.data.askTutor;
      else asked++;
    }
    expect(asked).toBe(120);
    expect(refused).toMatchObject({ code: "RATE_LIMITED" });
    expect(refused?.message).toMatch(
      /^Too many questions from your network\. Please try again in \d+ seconds?\.$/,
    );
    // Another address is not affected.
    const other = await gql<{ askTutor: { __typename: string } }>(
      server.url,
      ask,
      { input: { topic: "ALGEBRA", question: "Solve x + 1 = 2" } },
      { ...(await createUser(databaseUrl)).headers, "x-forwarded-for": "203.0.113.51" },
    );
    expect(other.data?.askTutor.__typename).toBe("MutationAskTutorSuccess");
  });

  it("answers a null byte in a display name, a deck title or a chat message with a validation error", async () => {
    const user = await createUser(databaseUrl);
    const name = await call(
      server.url,
      user,
      "updateProfile",
      "($input: UpdateProfileInput!)",
      "(input: $input)",
      "id",
      { input: { displayName: "Asha\u0000" } },
    );
    expect(name).toMatchObject({ __typename: "ValidationError", message: NUL });
    expect(name.issues).toEqual([{ path: "input.displayName", message: NUL }]);

    const deck = await call(server.url, user, "createDeck", "($input: DeckInput!)", "(input: $input)", "id", {
      input: { title: "Bio\u0000logy" },
    });
    expect(deck).toMatchObject({ __typename: "ValidationError", message: NUL });

    const group = await createGroup(server.url, user);
    const message = await sendMessage(server.url, user, group.id, "hello\u0000there");
    expect(message).toMatchObject({ __typename: "ValidationError", message: NUL });

    // In a plain (non-union) field, and in an ID, it is a coded error, never "Unexpected error.".
    const read = await gql(
      server.url,
      `query($id: ID!) { roundTrip(id: $id) { id } }`,
      { id: "\u0000" },
      user.headers,
    );
    expect(read.errors?.[0]).toMatchObject({ message: NUL, extensions: { code: "VALIDATION_FAILED" } });
  });

  it("answers a malformed JSON body with a 400 that does not echo the body", async () => {
    const secret = "SECRET-PAYLOAD-1234567890";
    const res = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: `{"query": "{ health }", "variables": {"x": "${secret}"`,
    });
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(text).not.toContain(secret);
    expect(text).not.toContain("variables");
    expect(JSON.parse(text)).toMatchObject({ errors: [{ message: expect.stringMatching(/JSON/) }] });
  });
});
