/** Where a signed-in user lands when no return URL is given (role-based redirect). */
export const DEFAULT_AFTER_SIGN_IN = "/dashboard";

/**
 * A return URL is only ever a path on this site: "/x?y", never "//host" or "https://…", and never
 * back into /auth itself (which would loop).
 */
export function safeReturnUrl(value: string | null | undefined): string | null {
  if (!value?.startsWith("/") || value.startsWith("//") || value.includes("\\")) return null;
  if (
    value === "/auth" ||
    value.startsWith("/auth?") ||
    value.startsWith("/auth/") ||
    value.startsWith("/auth-callback")
  ) {
    return null;
  }
  return value;
}

/** /auth?returnUrl=<encoded path and query> (SPEC 4, sign-in gate). */
export function authUrlFor(pathAndQuery: string): string {
  return `/auth?returnUrl=${encodeURIComponent(pathAndQuery)}`;
}
