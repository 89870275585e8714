import { describe, expect, inject, it } from "vitest";
import { fileDatabaseUrl } from "../helpers/database";
import { gql } from "../helpers/graphql";
import { spawnTs, startServer, startWorker, uniquePrefix } from "../helpers/processes";
import { ADULT_BIRTH_DATE } from "../helpers/users";

describe("worker basics", () => {
  it("names every bad or missing variable and exits non-zero", async () => {
    const proc = spawnTs("worker/src/main.ts", {
      DATABASE_URL: "mysql://nope",
      REDIS_URL: "",
      WORKER_CONCURRENCY: "lots",
      AI_PROVIDER: "magic",
    });
    const code = await proc.exited;
    const out = proc.logs.join("");
    expect(code).not.toBe(0);
    expect(out).toContain("DATABASE_URL must be a postgresql:// URL");
    expect(out).toContain("REDIS_URL");
    expect(out).toContain("WORKER_CONCURRENCY");
    expect(out).toContain("AI_PROVIDER");
  });

  it("logs the mail and its working link when no SMTP is configured, and exits 0 on SIGTERM", async () => {
    const env = {
      DATABASE_URL: fileDatabaseUrl(),
      REDIS_URL: inject("redisUrl"),
      REDIS_PREFIX: uniquePrefix(),
      PUBLIC_URL: "http://vidya.test",
    };
    const server = await startServer(env);
    const worker = await startWorker(env);
    try {
      const email = `dev-mail-${Date.now()}@example.test`;
      const signUp = await gql<{ signUp: { __typename: string } }>(
        server.url,
        `mutation($input: SignUpInput!) { signUp(input: $input) { __typename } }`,
        { input: { email, password: "a good long password", role: "student", birthDate: ADULT_BIRTH_DATE } },
      );
      expect(signUp.data?.signUp.__typename).toBe("MutationSignUpSuccess");
      const deadline = Date.now() + 20_000;
      let token: string | undefined;
      while (!token && Date.now() < deadline) {
        const logged = worker.logs.join("");
        if (logged.includes("mail not sent (no SMTP_URL)") && logged.includes(email)) {
          token = /http:\/\/vidya\.test\/auth\/verify\?token=([\w-]+)/.exec(logged)?.[1];
        }
        if (!token) await new Promise((r) => setTimeout(r, 200));
      }
      expect(token, worker.logs.join("")).toBeTruthy();
      const verified = await gql<{ verifyEmail: { __typename: string } }>(
        server.url,
        `mutation($token: String!) { verifyEmail(token: $token) { __typename } }`,
        { token },
      );
      expect(verified.data?.verifyEmail.__typename).toBe("MutationVerifyEmailSuccess");
      const t0 = Date.now();
      expect(await worker.stop("SIGTERM")).toBe(0);
      expect(Date.now() - t0).toBeLessThan(15_000);
    } finally {
      await worker.stop("SIGKILL");
      await server.stop();
    }
  });
});
