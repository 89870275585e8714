import { Prisma, type User } from "@vidya/db/prisma";
import type { App } from "firebase-admin/app";
import type { Context } from "../../context";
import { AppError } from "../../errors";
import { refuseAdultOnMinorBrowser } from "../consent/age-check";
import { issueSession, type Session } from "./session.service";

let firebaseApp: Promise<App> | null = null;

async function firebase(projectId: string): Promise<App> {
  firebaseApp ??= (async () => {
    const { initializeApp, getApps } = await import("firebase-admin/app");
    return getApps()[0] ?? initializeApp({ projectId });
  })();
  return firebaseApp;
}

interface GoogleIdentity {
  uid: string;
  email: string;
  emailVerified: boolean;
  name: string | null;
}

async function verifyGoogleToken(ctx: Context, idToken: string): Promise<GoogleIdentity> {
  const projectId = ctx.env.FIREBASE_PROJECT_ID;
  if (!projectId) throw new AppError("GOOGLE_DISABLED", "Google sign-in is not available.");
  const { getAuth } = await import("firebase-admin/auth");
  try {
    const decoded = await getAuth(await firebase(projectId)).verifyIdToken(idToken, true);
    if (!decoded.email) throw new AppError("GOOGLE_NO_EMAIL", "Your Google account has no e-mail address.");
    return {
      uid: decoded.uid,
      email: decoded.email.toLowerCase(),
      emailVerified: decoded.email_verified === true,
      name: typeof decoded.name === "string" ? decoded.name : null,
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    ctx.log.info({ err: (error as Error).message }, "google token rejected");
    throw new AppError("GOOGLE_INVALID", "Google login failed.");
  }
}

/**
 * Links a Google identity to the account with the same e-mail. Google has verified that e-mail; if
 * the account had not, whoever set its password never proved they own the address (anyone can sign
 * up with someone else's e-mail), so that password and every session it opened are dropped: only
 * the owner of the mailbox gets in from now on, by Google or a reset link.
 */
async function linkGoogle(ctx: Context, existing: User, googleUid: string): Promise<User> {
  if (existing.emailVerified) {
    return ctx.db.user.update({ where: { id: existing.id }, data: { googleUid } });
  }
  const now = new Date();
  const [, user] = await ctx.db.$transaction([
    ctx.db.refreshToken.updateMany({
      where: { userId: existing.id, revokedAt: null },
      data: { revokedAt: now },
    }),
    ctx.db.user.update({
      where: { id: existing.id },
      data: { googleUid, passwordHash: null, emailVerified: true, emailVerifiedAt: now },
    }),
  ]);
  ctx.log.info({ userId: existing.id }, "google linked to an unverified account: its password was removed");
  return user;
}

/**
 * Signs in with a Firebase ID token: the account with this Google uid, else the account with the
 * same e-mail (linked now, see linkGoogle), else a new account. A new account without a role gets one
 * from `role`, or none yet, and the client asks for it (chooseRole). A new student has no birth date
 * yet: the client asks for it (setBirthDate) and the account is limited until then (issue 24).
 */
export async function signInWithGoogle(
  ctx: Context,
  idToken: string,
  role: "student" | "teacher" | null,
): Promise<Session> {
  const google = await verifyGoogleToken(ctx, idToken);
  let user: User | null = await ctx.db.user.findUnique({ where: { googleUid: google.uid } });
  if (!user) {
    const byEmail = await ctx.db.user.findUnique({ where: { email: google.email } });
    if (byEmail) {
      if (!google.emailVerified) {
        throw new AppError(
          "GOOGLE_UNVERIFIED",
          "Please verify your Google e-mail before linking it to your account.",
        );
      }
      user = await linkGoogle(ctx, byEmail, google.uid);
    } else {
      if (role === "teacher") refuseAdultOnMinorBrowser(ctx);
      try {
        user = await ctx.db.user.create({
          data: {
            email: google.email,
            googleUid: google.uid,
            role,
            displayName: google.name?.slice(0, 60) ?? null,
            emailVerified: google.emailVerified,
            emailVerifiedAt: google.emailVerified ? new Date() : null,
          },
        });
      } catch (error) {
        if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
          return signInWithGoogle(ctx, idToken, role);
        }
        throw error;
      }
    }
  }
  return issueSession(ctx, user);
}
