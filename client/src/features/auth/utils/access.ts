import type { AuthEvent, SessionUser } from "./auth-store";
import { authUrlFor } from "./return-url";

export type Role = "student" | "teacher" | "parent";
/** The roles one may choose at sign-up; a parent account is made only through a consent link. */
export type SignUpRole = Exclude<Role, "parent">;

/** A password account whose e-mail is not verified yet (Google accounts count as verified). */
export function needsEmailVerification(user: SessionUser): boolean {
  return !user.emailVerified && user.providers.includes("password") && !user.providers.includes("google");
}

export type GateDecision =
  | { kind: "loading" }
  | { kind: "allow" }
  | { kind: "redirect"; to: string; notice: "signInRequired" | "verifyEmail" | null };

export interface GateInput {
  loading: boolean;
  user: SessionUser | null;
  event: AuthEvent | null;
  pathname: string;
  search: string;
}

/**
 * SPEC 4's sign-in gate: 'Loading...' while the session is restored; signed out → /auth with the
 * return URL (and SPEC 6's notice); an unverified password account → /auth with the verify notice;
 * a Google account still without a role → /auth to choose one.
 */
export function gateDecision({ loading, user, event, pathname, search }: GateInput): GateDecision {
  if (loading) return { kind: "loading" };
  const here = `${pathname}${search}`;
  if (!user) {
    // Right after signing out there is nothing to return to and nothing to warn about.
    if (event === "SIGNED_OUT") return { kind: "redirect", to: "/auth", notice: null };
    return { kind: "redirect", to: authUrlFor(here), notice: "signInRequired" };
  }
  if (needsEmailVerification(user)) return { kind: "redirect", to: authUrlFor(here), notice: "verifyEmail" };
  if (!user.role) return { kind: "redirect", to: authUrlFor(here), notice: null };
  return { kind: "allow" };
}

export type GuardDecision =
  | { kind: "loading" }
  | { kind: "allow" }
  | { kind: "redirect"; to: "/auth" | "/dashboard" };

/** SPEC 4's route guard: 'Verifying permissions...', no user → /auth, wrong role → /dashboard. */
export function guardDecision(
  loading: boolean,
  user: SessionUser | null,
  allowed: readonly Role[],
): GuardDecision {
  if (loading) return { kind: "loading" };
  if (!user?.role) return { kind: "redirect", to: "/auth" };
  if (!allowed.includes(user.role)) return { kind: "redirect", to: "/dashboard" };
  return { kind: "allow" };
}

/** Where /dashboard and the logo send a user (SPEC 2 and 6). */
export function homeFor(role: Role | null | undefined): "/teacher-dashboard" | "/subjects" | "/parent" {
  if (role === "parent") return "/parent";
  return role === "teacher" ? "/teacher-dashboard" : "/subjects";
}
