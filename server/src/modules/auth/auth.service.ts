import type { ResetPasswordInputSchema, SignInInput, SignUpInput } from "@vidya/core/schemas/auth";
import { Prisma, type User } from "@vidya/db/prisma";
import type { z } from "zod";
import type { Context } from "../../context";
import { AppError, RateLimitError } from "../../errors";
import { checkLimit, consumeLimit, isLimited, resetLimit } from "../../rate-limit";
import { isAdultBirth, markMinorBrowser, refuseAdultOnMinorBrowser } from "../consent/age-check";
import { queueEmailLink } from "./email-links";
import { checkPassword, hashPassword } from "./passwords";
import { endSession, issueSession, revokeAllSessions, type Session } from "./session.service";
import { hashToken } from "./tokens";

const BAD_CREDENTIALS = "Incorrect e-mail or password.";

/**
 * Creates a password account and queues its verification mail; the link signs the new user in.
 * The answer is the same whether or not the address already has an account (it must not tell
 * anyone which addresses are registered): for a taken address nothing is created, and the owner
 * is mailed instead ("someone tried to sign up with your address: sign in or reset your password").
 */
export async function signUp(ctx: Context, input: SignUpInput): Promise<boolean> {
  await consumeLimit(ctx, "signUpIp", ctx.ip);
  // No adult or teacher account from a browser a child has used; a child's sign-up marks it (issue 24).
  if (!input.birth || isAdultBirth(input.birth)) refuseAdultOnMinorBrowser(ctx);
  else markMinorBrowser(ctx);
  // Hashed either way, so a taken address is not answered faster.
  const passwordHash = await hashPassword(input.password);
  let user: User;
  try {
    user = await ctx.db.user.create({
      data: {
        email: input.email,
        passwordHash,
        role: input.role,
        birthYear: input.birth?.year ?? null,
        birthMonth: input.birth?.month ?? null,
      },
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      await tellOwner(ctx, input.email);
      return true;
    }
    throw error;
  }
  await queueEmailLink(ctx, user.id, "VERIFY_EMAIL").catch((error) =>
    ctx.log.error({ err: error, userId: user.id }, "verification mail not queued; the user can resend it"),
  );
  return true;
}

/** Mails the owner of a taken address (at most a few times an hour; beyond that, silently nothing). */
async function tellOwner(ctx: Context, email: string): Promise<void> {
  const owner = await ctx.db.user.findUnique({ where: { email } });
  if (!owner || (await isLimited(ctx, "signUpExistsAccount", owner.id))) return;
  await consumeLimit(ctx, "signUpExistsAccount", owner.id);
  await queueEmailLink(ctx, owner.id, "SIGN_UP_EXISTS").catch((error) =>
    ctx.log.error({ err: error, userId: owner.id }, "sign-up notice not queued"),
  );
}

/** Signs in with e-mail and password; unknown e-mail and wrong password get the same answer. */
export async function signIn(ctx: Context, input: SignInInput): Promise<Session> {
  await consumeLimit(ctx, "signInIp", ctx.ip);
  await checkLimit(ctx, "signInFailuresAccount", input.email).catch(async (error: unknown) => {
    if (!(error instanceof RateLimitError)) throw error;
    // Anyone may lock the password out by guessing; the owner still gets in by a one-time link.
    await mailSignInLink(ctx, input.email);
    throw new RateLimitError(`${error.message} ${LINK_SENT}`, error.retryAfterSeconds);
  });
  const user = await ctx.db.user.findUnique({ where: { email: input.email } });
  const ok = await checkPassword(user?.passwordHash, input.password);
  if (!user || !ok) {
    await consumeLimit(ctx, "signInFailuresAccount", input.email);
    throw new AppError("INVALID_CREDENTIALS", BAD_CREDENTIALS);
  }
  await resetLimit(ctx, "signInFailuresAccount", input.email);
  return issueSession(ctx, user);
}

/** Said (whether or not the address has an account) while failed sign-ins lock its password out. */
const LINK_SENT = "If this address has an account, we have e-mailed it a one-time sign-in link.";

/** Mails the owner a one-time sign-in link (a few an hour at most; beyond that, silently nothing). */
async function mailSignInLink(ctx: Context, email: string): Promise<void> {
  const owner = await ctx.db.user.findUnique({ where: { email } });
  if (!owner || (await isLimited(ctx, "signInLinkAccount", owner.id))) return;
  await consumeLimit(ctx, "signInLinkAccount", owner.id);
  await queueEmailLink(ctx, owner.id, "SIGN_IN_LINK").catch((error) =>
    ctx.log.error({ err: error, userId: owner.id }, "sign-in link not queued"),
  );
}

/**
 * Signs in with a one-time link from the mail (valid 15 minutes, single use). The password stays
 * locked while the lock holds; reading the mail proves the address, so it counts as verified.
 */
export async function signInWithLink(ctx: Context, token: string): Promise<Session> {
  const row = await useEmailToken(ctx, token, "SIGN_IN_LINK");
  const user = await ctx.db.user.update({
    where: { id: row.userId },
    data: { emailVerified: true, emailVerifiedAt: new Date() },
  });
  return issueSession(ctx, user);
}

/** Ends this browser's session. */
export async function signOut(ctx: Context): Promise<boolean> {
  await endSession(ctx);
  return true;
}

/** Which stored link kinds each use accepts (the sign-up notice carries a reset link). */
const ACCEPTS = {
  VERIFY_EMAIL: ["VERIFY_EMAIL"],
  RESET_PASSWORD: ["RESET_PASSWORD", "SIGN_UP_EXISTS"],
  SIGN_IN_LINK: ["SIGN_IN_LINK"],
} as const;
const INVALID_LINK = {
  VERIFY_EMAIL: "This verification link is not valid.",
  RESET_PASSWORD: "This reset link is not valid.",
  SIGN_IN_LINK: "This sign-in link is not valid.",
} as const;

async function useEmailToken(ctx: Context, token: string, kind: keyof typeof ACCEPTS) {
  const row = await ctx.db.emailToken.findUnique({ where: { tokenHash: hashToken(token) } });
  const accepted: readonly string[] = ACCEPTS[kind];
  if (!row || !accepted.includes(row.kind)) throw new AppError("INVALID_LINK", INVALID_LINK[kind]);
  if (row.usedAt)
    throw new AppError("LINK_USED", "This link has already been used. Please ask for a new one.");
  if (row.expiresAt.getTime() <= Date.now())
    throw new AppError("LINK_EXPIRED", "This link has expired. Please ask for a new one.");
  const claimed = await ctx.db.emailToken.updateMany({
    where: { id: row.id, usedAt: null },
    data: { usedAt: new Date() },
  });
  if (claimed.count === 0)
    throw new AppError("LINK_USED", "This link has already been used. Please ask for a new one.");
  return row;
}

/** Marks the e-mail verified and signs the user in (a fresh session carrying the verified flag). */
export async function verifyEmail(ctx: Context, token: string): Promise<Session> {
  const row = await useEmailToken(ctx, token, "VERIFY_EMAIL");
  const user = await ctx.db.user.update({
    where: { id: row.userId },
    data: { emailVerified: true, emailVerifiedAt: new Date() },
  });
  return issueSession(ctx, user);
}

/** Sends the verification mail again to the signed-in user. */
export async function resendVerification(ctx: Context, userId: string): Promise<boolean> {
  await consumeLimit(ctx, "resendIp", ctx.ip);
  await consumeLimit(ctx, "resendAccount", userId);
  const user = await ctx.db.user.findUniqueOrThrow({ where: { id: userId } });
  if (user.emailVerified) throw new AppError("ALREADY_VERIFIED", "Your e-mail is already verified.");
  await queueEmailLink(ctx, userId, "VERIFY_EMAIL");
  return true;
}

/** Queues a reset mail when the account exists; the answer is the same either way. */
export async function requestPasswordReset(ctx: Context, email: string): Promise<boolean> {
  await consumeLimit(ctx, "resetIp", ctx.ip);
  await consumeLimit(ctx, "resetAccount", email);
  const user = await ctx.db.user.findUnique({ where: { email } });
  if (user) await queueEmailLink(ctx, user.id, "RESET_PASSWORD");
  return true;
}

/** Sets a new password from a reset link (valid 1 h, single use), ends every other session, signs in. */
export async function resetPassword(
  ctx: Context,
  input: z.infer<typeof ResetPasswordInputSchema>,
): Promise<Session> {
  const row = await useEmailToken(ctx, input.token, "RESET_PASSWORD");
  const passwordHash = await hashPassword(input.password);
  // Whoever reads the reset mail controls the address, so it counts as verified too.
  const user = await ctx.db.user.update({
    where: { id: row.userId },
    data: { passwordHash, emailVerified: true, emailVerifiedAt: new Date() },
  });
  await revokeAllSessions(ctx, user.id);
  await resetLimit(ctx, "signInFailuresAccount", user.email);
  return issueSession(ctx, user);
}

/**
 * A Google user chooses their role once; it cannot be changed afterwards. A student is then asked
 * for their date of birth (setBirthDate), limited until they give it.
 */
export async function chooseRole(
  ctx: Context,
  userId: string,
  role: "student" | "teacher",
): Promise<Session> {
  if (role === "teacher") refuseAdultOnMinorBrowser(ctx);
  const updated = await ctx.db.user.updateMany({ where: { id: userId, role: null }, data: { role } });
  if (updated.count === 0) throw new AppError("ROLE_ALREADY_SET", "Your role is already set.");
  const user = await ctx.db.user.findUniqueOrThrow({ where: { id: userId } });
  return issueSession(ctx, user);
}
