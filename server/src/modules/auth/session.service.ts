import { createHmac, randomUUID } from "node:crypto";
import type { User } from "@vidya/db/prisma";
import type { Context } from "../../context";
import { cookieSecure, serializeCookie } from "../../cookies";
import { AppError } from "../../errors";
import { isChildAccount, markMinorBrowser } from "../consent/age-check";
import { hashToken, opaqueToken, signAccessToken } from "./tokens";

export const REFRESH_COOKIE = "vidya_rt";
export const REFRESH_TTL_SECONDS = 30 * 24 * 3600;
/** A token presented again within this many ms of its rotation is a benign race (two tabs). */
export const REUSE_GRACE_MS = 10_000;

/** SPEC 3's session shape; the refresh token stays in its cookie. */
export interface Session {
  access_token: string;
  expires_in: number;
  expires_at: number;
  token_type: "bearer";
  user: User;
}

function setRefreshCookie(ctx: Context, token: string, maxAge: number) {
  ctx.setCookie(
    serializeCookie(REFRESH_COOKIE, token, {
      maxAgeSeconds: maxAge,
      secure: cookieSecure(ctx.env),
      path: "/graphql",
    }),
  );
}

/**
 * The refresh token that replaces `presented`: derived from it with the server's secret, so a
 * replay within the grace period finds (and hands back) the same successor instead of minting a
 * second live one.
 */
function successorOf(ctx: Context, presented: string): { token: string; hash: string } {
  const token = createHmac("sha256", ctx.env.JWT_SECRET)
    .update(`refresh-successor:${presented}`)
    .digest("base64url");
  return { token, hash: hashToken(token) };
}

async function accessFor(ctx: Context, user: User): Promise<Session> {
  const access = await signAccessToken(ctx.env.JWT_SECRET, {
    sub: user.id,
    role: user.role,
    ev: user.emailVerified,
  });
  return {
    access_token: access.token,
    expires_in: access.expiresIn,
    expires_at: access.expiresAt,
    token_type: "bearer",
    user,
  };
}

/** Issues an access token and a new refresh token (a new family unless one is given). */
export async function issueSession(
  ctx: Context,
  user: User,
  familyId: string = randomUUID(),
  refresh: { token: string; hash: string } = opaqueToken(),
): Promise<Session> {
  const { token, hash } = refresh;
  // Retention counts inactivity from the last session (issue 18); signing in also clears a warning.
  await ctx.db.user.update({
    where: { id: user.id },
    data: { lastSeenAt: new Date(), inactiveWarnedAt: null },
  });
  await ctx.db.refreshToken.create({
    data: {
      userId: user.id,
      familyId,
      tokenHash: hash,
      expiresAt: new Date(Date.now() + REFRESH_TTL_SECONDS * 1000),
      userAgent: ctx.request.headers.get("user-agent")?.slice(0, 200) ?? null,
    },
  });
  setRefreshCookie(ctx, token, REFRESH_TTL_SECONDS);
  // A child signed in on this browser: it can no longer make an adult or teacher account (issue 24).
  if (isChildAccount(user)) markMinorBrowser(ctx);
  return accessFor(ctx, user);
}

const ended = () => new AppError("SESSION_ENDED", "Your session has ended. Please sign in again.");

/**
 * Exchanges the refresh cookie for a new session (single use). Presenting an already rotated token
 * after the grace period means it was stolen or replayed: the whole family is revoked. Within the
 * grace period (two tabs refreshing at once) the caller gets the same successor token back, so a
 * family never has two live tokens.
 */
export async function refreshSession(ctx: Context): Promise<Session> {
  const presented = ctx.cookies[REFRESH_COOKIE];
  if (!presented) throw ended();
  const row = await ctx.db.refreshToken.findUnique({
    where: { tokenHash: hashToken(presented) },
    include: { user: true },
  });
  if (!row || row.revokedAt || row.expiresAt.getTime() <= Date.now()) {
    setRefreshCookie(ctx, "", 0);
    throw ended();
  }
  if (row.rotatedAt) {
    if (Date.now() - row.rotatedAt.getTime() > REUSE_GRACE_MS) {
      await revokeFamily(ctx, row.familyId);
      ctx.log.warn({ userId: row.userId, familyId: row.familyId }, "refresh token reuse: family revoked");
      setRefreshCookie(ctx, "", 0);
      throw ended();
    }
    const successor = successorOf(ctx, presented);
    // The request that won the rotation may still be writing the successor: give it a moment.
    let next = await ctx.db.refreshToken.findUnique({ where: { tokenHash: successor.hash } });
    for (let i = 0; !next && i < 10; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      next = await ctx.db.refreshToken.findUnique({ where: { tokenHash: successor.hash } });
    }
    if (!next || next.revokedAt || next.familyId !== row.familyId) {
      setRefreshCookie(ctx, "", 0);
      throw ended();
    }
    const maxAge = Math.max(0, Math.floor((next.expiresAt.getTime() - Date.now()) / 1000));
    setRefreshCookie(ctx, successor.token, maxAge);
    return accessFor(ctx, row.user);
  }
  const won = await ctx.db.refreshToken.updateMany({
    where: { id: row.id, rotatedAt: null },
    data: { rotatedAt: new Date() },
  });
  if (won.count === 0) return refreshSession(ctx);
  return issueSession(ctx, row.user, row.familyId, successorOf(ctx, presented));
}

/** Revokes every token of one family. */
export async function revokeFamily(ctx: Context, familyId: string): Promise<void> {
  await ctx.db.refreshToken.updateMany({
    where: { familyId, revokedAt: null },
    data: { revokedAt: new Date() },
  });
}

/** Revokes every session of a user (password reset, account deletion). */
export async function revokeAllSessions(ctx: Context, userId: string): Promise<void> {
  await ctx.db.refreshToken.updateMany({
    where: { userId, revokedAt: null },
    data: { revokedAt: new Date() },
  });
}

/** Ends the session of this browser: its family is revoked and the cookie cleared. */
export async function endSession(ctx: Context): Promise<void> {
  const presented = ctx.cookies[REFRESH_COOKIE];
  if (presented) {
    const row = await ctx.db.refreshToken.findUnique({ where: { tokenHash: hashToken(presented) } });
    if (row) await revokeFamily(ctx, row.familyId);
  }
  setRefreshCookie(ctx, "", 0);
}
