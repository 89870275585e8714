import type { Session, SessionUser } from "../features/auth/utils/auth-store";

/** A signed-in user as the server sends it, with overrides. */
export function makeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: "u1",
    email: "asha@example.test",
    role: "student",
    emailVerified: true,
    providers: ["password"],
    username: null,
    displayName: null,
    label: "asha",
    preferredClass: 7,
    language: "en",
    theme: null,
    isFirstTimeUser: false,
    createdAt: "2026-01-01T00:00:00.000Z",
    ...overrides,
  };
}

/** A session whose access token expires `inSeconds` from `now`. */
export function makeSession(user: SessionUser = makeUser(), inSeconds = 3600, now = Date.now()): Session {
  return {
    access_token: `token-${now}-${inSeconds}`,
    expires_in: inSeconds,
    expires_at: Math.floor(now / 1000) + inSeconds,
    token_type: "bearer",
    user,
  };
}
