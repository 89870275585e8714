import { describe, expect, it } from "vitest";
import { makeUser } from "../../../test/fixtures";
import { gateDecision, guardDecision, homeFor, needsEmailVerification } from "./access";
import { safeReturnUrl } from "./return-url";

const at = { pathname: "/profile", search: "?tab=data" };

describe("the sign-in gate (SPEC 4)", () => {
  it("waits while the session is restored", () => {
    expect(gateDecision({ loading: true, user: null, event: null, ...at })).toEqual({ kind: "loading" });
  });

  it("sends a signed-out visitor to /auth with the encoded path and query, with the sign-in notice", () => {
    expect(gateDecision({ loading: false, user: null, event: "INITIAL_SESSION", ...at })).toEqual({
      kind: "redirect",
      to: "/auth?returnUrl=%2Fprofile%3Ftab%3Ddata",
      notice: "signInRequired",
    });
  });

  it("after signing out goes to /auth with no return URL and no notice", () => {
    expect(gateDecision({ loading: false, user: null, event: "SIGNED_OUT", ...at })).toEqual({
      kind: "redirect",
      to: "/auth",
      notice: null,
    });
  });

  it("sends an unverified password account to /auth with the verify notice", () => {
    const user = makeUser({ emailVerified: false });
    expect(gateDecision({ loading: false, user, event: "SIGNED_IN", ...at })).toEqual({
      kind: "redirect",
      to: "/auth?returnUrl=%2Fprofile%3Ftab%3Ddata",
      notice: "verifyEmail",
    });
  });

  it("lets a Google account through even when Google has not verified the e-mail", () => {
    const user = makeUser({ emailVerified: false, providers: ["google"] });
    expect(needsEmailVerification(user)).toBe(false);
    expect(gateDecision({ loading: false, user, event: "SIGNED_IN", ...at })).toEqual({ kind: "allow" });
  });

  it("sends a Google user without a role to /auth to choose one", () => {
    const user = makeUser({ role: null, providers: ["google"] });
    expect(gateDecision({ loading: false, user, event: "SIGNED_IN", ...at })).toMatchObject({
      kind: "redirect",
      notice: null,
    });
  });

  it("shows the page to a verified user", () => {
    expect(gateDecision({ loading: false, user: makeUser(), event: "SIGNED_IN", ...at })).toEqual({
      kind: "allow",
    });
  });
});

describe("the route guard (SPEC 4)", () => {
  it("waits, then sends a wrong role to /dashboard and no user to /auth", () => {
    expect(guardDecision(true, null, ["teacher"])).toEqual({ kind: "loading" });
    expect(guardDecision(false, null, ["teacher"])).toEqual({ kind: "redirect", to: "/auth" });
    expect(guardDecision(false, makeUser({ role: "student" }), ["teacher"])).toEqual({
      kind: "redirect",
      to: "/dashboard",
    });
    expect(guardDecision(false, makeUser({ role: "teacher" }), ["teacher"])).toEqual({ kind: "allow" });
  });

  it("sends /dashboard to the role's home", () => {
    expect(homeFor("teacher")).toBe("/teacher-dashboard");
    expect(homeFor("student")).toBe("/subjects");
    expect(homeFor(null)).toBe("/subjects");
  });
});

describe("return URLs", () => {
  it("accepts paths on this site only, never back into /auth", () => {
    expect(safeReturnUrl("/profile?tab=data")).toBe("/profile?tab=data");
    expect(safeReturnUrl("//evil.example/x")).toBeNull();
    expect(safeReturnUrl("https://evil.example")).toBeNull();
    expect(safeReturnUrl("/\\evil.example")).toBeNull();
    expect(safeReturnUrl("/auth?returnUrl=%2F")).toBeNull();
    expect(safeReturnUrl(null)).toBeNull();
  });
});
