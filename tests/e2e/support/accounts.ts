import { randomUUID } from "node:crypto";
import { createRequire } from "node:module";
import { expect, type Page } from "@playwright/test";
import pg from "pg";

// argon2 lives in the server's dependencies; hash exactly as the server does (OWASP argon2id).
const requireFromServer = createRequire(new URL("../../../server/package.json", import.meta.url));
const argon2 = requireFromServer("@node-rs/argon2") as {
  hash: (password: string, options: Record<string, number>) => Promise<string>;
};
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** The password every account made here has. */
export const PASSWORD = "correct-horse-battery-42";
let passwordHash: Promise<string> | null = null;

export interface Account {
  id: string;
  email: string;
  password: string;
  role: "student" | "teacher" | "parent" | null;
  /** The username given, with a suffix that makes it unique to this attempt; null when none. */
  username: string | null;
}

export interface AccountOptions {
  role?: "student" | "teacher" | "parent" | null;
  verified?: boolean;
  firstTime?: boolean;
  preferredClass?: number | null;
  language?: "en" | "hi" | "gu";
  /** A username's stem: a short random suffix is added, so a retried test does not meet its first try's. */
  username?: string | null;
  createdDaysAgo?: number;
  /** YYYY-MM-DD; a student without one gets an adult's, null for none yet (limited until given). */
  birthDate?: string | null;
  /** The address; a fresh one when not given. */
  email?: string;
}

function databaseUrl(): string {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error("E2E_DATABASE_URL is not set (run through the Playwright global setup)");
  return url;
}

/** A fresh e-mail address for one test. */
export function uniqueEmail(label: string): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.test`;
}

/**
 * Inserts a password account straight into the database (no sign-up, so no sign-up rate limit),
 * with a real argon2id hash, so the browser can sign in through the form and get a refresh cookie.
 */
export async function createAccount(options: AccountOptions = {}): Promise<Account> {
  passwordHash ??= argon2.hash(PASSWORD, ARGON2);
  const id = randomUUID();
  const role = options.role === undefined ? "student" : options.role;
  const email = options.email ?? uniqueEmail(role ?? "user");
  // A student has an adult's birth date unless the test gives one (or null: not given yet, issue 24).
  const birthDate = options.birthDate === undefined && role === "student" ? "1995-06-15" : options.birthDate;
  const username = options.username ? `${options.username}_${randomUUID().slice(0, 6)}` : null;
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO "User" (id, email, "passwordHash", role, "emailVerified", "isFirstTimeUser", "preferredClass",
         language, username, "createdAt", "updatedAt", "birthYear", "birthMonth")
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, now() - make_interval(days => $10), now(), $11, $12)`,
      [
        id,
        email,
        await passwordHash,
        role,
        options.verified ?? true,
        options.firstTime ?? false,
        options.preferredClass === undefined ? 7 : options.preferredClass,
        options.language ?? "en",
        username,
        options.createdDaysAgo ?? 0,
        birthDate ? Number(birthDate.slice(0, 4)) : null,
        birthDate ? Number(birthDate.slice(5, 7)) : null,
      ],
    );
  } finally {
    await client.end();
  }
  return { id, email, password: PASSWORD, role, username };
}

/** Runs one SQL query against the e2e database. */
export async function query<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/** Signs in through the /auth form and waits until the app has left /auth. */
export async function signIn(page: Page, account: { email: string; password: string }, path = "/auth") {
  await page.goto(path);
  await page.getByLabel("E-mail").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).last().click();
  await expect(page).not.toHaveURL(/\/auth(\?|$)/);
}

/** Forgets the cached landing statistics, so the next visit computes them afresh. */
export async function clearLandingStatsCache(): Promise<void> {
  const { Redis } = await import("ioredis");
  const redis = new Redis(process.env.E2E_REDIS_URL ?? "", { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  try {
    await redis.del(`${process.env.E2E_REDIS_PREFIX}:stats:landing`);
  } finally {
    redis.disconnect();
  }
}
