import { randomUUID } from "node:crypto";
import { SignJWT } from "jose";
import pg from "pg";

/**
 * The date of birth tests sign students up with: an adult's, so the student is not in limited mode
 * (issue 18). Tests of children's consent pass a child's date instead (see childBirthDate).
 */
export const ADULT_BIRTH_DATE = "1995-06-15";

/** A date of birth `age` years ago (YYYY-MM-DD), for sign-ups of children in tests. */
export function childBirthDate(age: number, now = new Date()): string {
  return `${now.getUTCFullYear() - age}-01-15`;
}

/** The JWT secret every test server is started with (see stackEnv). */
export const TEST_JWT_SECRET = "test-secret-that-is-at-least-32-characters-long";

export interface TestUser {
  id: string;
  email: string;
  role: "student" | "teacher" | "parent" | null;
  token: string;
  /** `{ authorization: "Bearer …" }` for gql() and wsClient(). */
  headers: { authorization: string };
}

/** Mints an access token exactly as the server does (HS256, iss vidya, aud vidya-api). */
export async function accessToken(
  user: { id: string; role: "student" | "teacher" | "parent" | null; emailVerified: boolean },
  secret = TEST_JWT_SECRET,
  lifetimeSeconds = 3600,
): Promise<string> {
  const iat = Math.floor(Date.now() / 1000);
  return new SignJWT({ role: user.role, ev: user.emailVerified })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(user.id)
    .setIssuer("vidya")
    .setAudience("vidya-api")
    .setIssuedAt(iat)
    .setExpirationTime(iat + lifetimeSeconds)
    .sign(new TextEncoder().encode(secret));
}

/**
 * Inserts a user straight into the database (no argon2, no rate limits) and returns a valid
 * access token for it. For tests of features that need a signed-in student or teacher.
 *
 * A student without `birthDate` gets an adult's (ADULT_BIRTH_DATE), so every tool is open. Pass
 * `birthDate` (e.g. childBirthDate(12)) for a child, who starts in limited mode until a parent or their
 * school consents, or `null` for a student who has not given one yet (limited until they do, issue 24).
 */
export async function createUser(
  databaseUrl: string,
  options: {
    role?: "student" | "teacher" | "parent" | null;
    verified?: boolean;
    email?: string;
    preferredClass?: number;
    /** YYYY-MM-DD; only the year and month are stored. */
    birthDate?: string | null;
  } = {},
): Promise<TestUser> {
  const id = randomUUID();
  const role = options.role === undefined ? "student" : options.role;
  const verified = options.verified ?? true;
  const email = options.email ?? `${role ?? "user"}-${id.slice(0, 8)}@example.test`;
  const birthDate =
    options.birthDate === undefined && role === "student" ? ADULT_BIRTH_DATE : options.birthDate;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO "User" (id, email, role, "emailVerified", "isFirstTimeUser", "preferredClass", "birthYear",
         "birthMonth", "updatedAt")
       VALUES ($1, $2, $3, $4, false, $5, $6, $7, now())`,
      [
        id,
        email,
        role,
        verified,
        options.preferredClass ?? 7,
        birthDate ? Number(birthDate.slice(0, 4)) : null,
        birthDate ? Number(birthDate.slice(5, 7)) : null,
      ],
    );
  } finally {
    await client.end();
  }
  const token = await accessToken({ id, role, emailVerified: verified });
  return { id, email, role, token, headers: { authorization: `Bearer ${token}` } };
}
