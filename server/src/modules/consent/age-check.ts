import { ADULT_AGE, ageOn } from "@vidya/core/consent/consent";
import type { User } from "@vidya/db/prisma";
import type { Context } from "../../context";
import { cookieSecure, serializeCookie } from "../../cookies";
import { AppError } from "../../errors";

/**
 * The browser a child has used (issue 24): age is self-declared, so a child could sign up again as
 * an adult or a teacher. As age screens are expected to (a neutral question, then no going back to
 * change the answer), a browser where a child signed up, signed in or gave a child's birth date
 * keeps this cookie for a year, and no adult or teacher account is made from it. It is httpOnly and
 * on /graphql only, like the session cookie. What remains: another browser, device or private window
 * (docs/rules.md says how a parent reports such an account).
 */
export const MINOR_COOKIE = "vidya_minor";
const MINOR_COOKIE_SECONDS = 365 * 24 * 3600;

export const MINOR_BROWSER_MESSAGE =
  "Someone under 18 has used Vidya in this browser, so an adult or teacher account cannot be made here. A parent or teacher can sign up on their own phone or computer.";

/** True for a student under 18 by their birth date, or an account a parent reported as a child's. */
export function isChildAccount(
  user: Pick<User, "role" | "birthYear" | "birthMonth" | "reportedChildAt">,
): boolean {
  if (user.reportedChildAt) return true;
  return (
    user.role === "student" &&
    user.birthYear !== null &&
    ageOn(user.birthYear, user.birthMonth ?? 1) < ADULT_AGE
  );
}

/** Marks this browser as one a child used (the cookie goes with this response). */
export function markMinorBrowser(ctx: Pick<Context, "env" | "setCookie">): void {
  ctx.setCookie(
    serializeCookie(MINOR_COOKIE, "1", {
      maxAgeSeconds: MINOR_COOKIE_SECONDS,
      secure: cookieSecure(ctx.env),
      path: "/graphql",
    }),
  );
}

/** Whether a child has used this browser. */
export function isMinorBrowser(ctx: Pick<Context, "cookies">): boolean {
  return ctx.cookies[MINOR_COOKIE] === "1";
}

/** Refuses to make an adult or teacher account (or to record an adult's age) in a child's browser. */
export function refuseAdultOnMinorBrowser(ctx: Pick<Context, "cookies">): void {
  if (isMinorBrowser(ctx)) throw new AppError("MINOR_BROWSER", MINOR_BROWSER_MESSAGE);
}

/** Whether a birth year and month make an adult today. */
export function isAdultBirth(birth: { year: number; month: number }): boolean {
  return ageOn(birth.year, birth.month) >= ADULT_AGE;
}
