import { createHash, randomBytes } from "node:crypto";
import { EMAIL_QUEUE, SEND_EMAIL_JOB, SendEmailPayloadSchema } from "@vidya/core/jobs/send-email";
import { UnrecoverableError } from "bullmq";
import { defineJob } from "../job";
import type { Mail } from "../mail/mailer";

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

type Kind = "VERIFY_EMAIL" | "RESET_PASSWORD" | "SIGN_UP_EXISTS" | "SIGN_IN_LINK";

/** Where each kind's link leads in the client. */
const LINK_PATHS: Record<Kind, string> = {
  VERIFY_EMAIL: "/auth/verify",
  RESET_PASSWORD: "/auth/reset",
  // The owner already has an account: the link lets them choose a new password.
  SIGN_UP_EXISTS: "/auth/reset",
  SIGN_IN_LINK: "/auth/sign-in-link",
};

function compose(kind: Kind, to: string, link: string): Mail {
  if (kind === "SIGN_UP_EXISTS") {
    const text = `Someone tried to create a Vidya account with your e-mail address, but you already have one.\n\nIf it was you: sign in with your password, or choose a new password here:\n${link}\n\nThe link works for 1 hour and only once. If it was not you, ignore this mail; nothing has changed.`;
    return {
      to,
      subject: "You already have a Vidya account",
      text,
      html: `<p>Someone tried to create a Vidya account with your e-mail address, but you already have one.</p><p>If it was you: sign in with your password, or <a href="${escapeHtml(link)}">choose a new password</a>.</p><p>The link works for 1 hour and only once. If it was not you, ignore this mail; nothing has changed.</p>`,
    };
  }
  if (kind === "SIGN_IN_LINK") {
    const text = `Many wrong passwords were tried for your Vidya account, so signing in with a password is paused for a while.\n\nYou can still sign in with this link:\n${link}\n\nThe link works for 15 minutes and only once. If you did not ask for it, ignore this mail.`;
    return {
      to,
      subject: "Your Vidya sign-in link",
      text,
      html: `<p>Many wrong passwords were tried for your Vidya account, so signing in with a password is paused for a while.</p><p><a href="${escapeHtml(link)}">Sign in to Vidya</a></p><p>The link works for 15 minutes and only once. If you did not ask for it, ignore this mail.</p>`,
    };
  }
  if (kind === "VERIFY_EMAIL") {
    const text = `Welcome to Vidya!\n\nPlease confirm your e-mail address by opening this link:\n${link}\n\nThe link works for 24 hours. If you did not create an account, ignore this mail.`;
    return {
      to,
      subject: "Verify your e-mail for Vidya",
      text,
      html: `<p>Welcome to Vidya!</p><p>Please confirm your e-mail address:</p><p><a href="${escapeHtml(link)}">Verify my e-mail</a></p><p>The link works for 24 hours. If you did not create an account, ignore this mail.</p>`,
    };
  }
  const text = `Someone asked to reset the password of your Vidya account.\n\nChoose a new password here:\n${link}\n\nThe link works for 1 hour and only once. If it was not you, ignore this mail; your password stays the same.`;
  return {
    to,
    subject: "Reset your Vidya password",
    text,
    html: `<p>Someone asked to reset the password of your Vidya account.</p><p><a href="${escapeHtml(link)}">Choose a new password</a></p><p>The link works for 1 hour and only once. If it was not you, ignore this mail.</p>`,
  };
}

/**
 * Mints the link's token (only its hash is stored), then sends the mail. A retry mints a new token,
 * so the link in the mail that finally goes out is the one that works. A used or expired link
 * row is not sent again.
 */
export const sendEmailJob = defineJob({
  queue: EMAIL_QUEUE,
  name: SEND_EMAIL_JOB,
  payload: SendEmailPayloadSchema,
  concurrency: 4,
  async process({ emailTokenId }, ctx) {
    const row = await ctx.db.emailToken.findUnique({ where: { id: emailTokenId }, include: { user: true } });
    if (!row) throw new UnrecoverableError("email token row is gone");
    if (row.usedAt || row.expiresAt.getTime() <= Date.now()) return { skipped: true };
    if (row.sentAt) return { skipped: true, alreadySent: true };
    const token = randomBytes(32).toString("base64url");
    await ctx.db.emailToken.update({
      where: { id: row.id },
      data: { tokenHash: createHash("sha256").update(token).digest("hex") },
    });
    const path = LINK_PATHS[row.kind];
    const link = `${ctx.env.PUBLIC_URL.replace(/\/$/, "")}${path}?token=${token}`;
    await ctx.mailer.send(compose(row.kind, row.user.email, link));
    await ctx.db.emailToken.update({ where: { id: row.id }, data: { sentAt: new Date() } });
    return { sent: true };
  },
});
