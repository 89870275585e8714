import { randomUUID } from "node:crypto";
import { SignJWT } from "jose";
import pg from "pg";

/** The JWT secret every test server is started with (see stackEnv). */
export const TEST_JWT_SECRET = "test-secret-that-is-at-least-32-characters-long";

export interface TestUser {
  id: string;
  email: string;
  role: "student" | "teacher" | null;
  token: string;
  /** `{ authorization: "Bearer …" }` for gql() and wsClient(). */
  headers: { authorization: string };
}

/** Mints an access token exactly as the server does (HS256, iss vidya, aud vidya-api). */
export async function accessToken(
  user: { id: string; role: "student" | "teacher" | null; emailVerified: boolean },
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
 */
export async function createUser(
  databaseUrl: string,
  options: {
    role?: "student" | "teacher" | null;
    verified?: boolean;
    email?: string;
    preferredClass?: number;
  } = {},
): Promise<TestUser> {
  const id = randomUUID();
  const role = options.role === undefined ? "student" : options.role;
  const verified = options.verified ?? true;
  const email = options.email ?? `${role ?? "user"}-${id.slice(0, 8)}@example.test`;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO "User" (id, email, role, "emailVerified", "isFirstTimeUser", "preferredClass", "updatedAt")
       VALUES ($1, $2, $3, $4, false, $5, now())`,
      [id, email, role, verified, options.preferredClass ?? 7],
    );
  } finally {
    await client.end();
  }
  const token = await accessToken({ id, role, emailVerified: verified });
  return { id, email, role, token, headers: { authorization: `Bearer ${token}` } };
}
