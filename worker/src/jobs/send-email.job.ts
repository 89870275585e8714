import { createHash, randomBytes } from "node:crypto";
import { SEND_EMAIL_SPEC } from "@vidya/core/jobs/specs";
import { UnrecoverableError } from "bullmq";
import { defineJob } from "../job";
import type { Mail } from "../mail/mailer";

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

type Kind = "VERIFY_EMAIL" | "RESET_PASSWORD" | "SIGN_UP_EXISTS" | "SIGN_IN_LINK" | "PARENT_CONSENT";

/** Where each kind's link leads in the client. */
const LINK_PATHS: Record<Kind, string> = {
  VERIFY_EMAIL: "/auth/verify",
  RESET_PASSWORD: "/auth/reset",
  // The owner already has an account: the link lets them choose a new password.
  SIGN_UP_EXISTS: "/auth/reset",
  SIGN_IN_LINK: "/auth/sign-in-link",
  PARENT_CONSENT: "/parent/consent",
};

/**
 * The parent's consent mail (DPDP Act s. 9): what Vidya collects, why, for how long, and the
 * consent / refuse buttons (both open the consent page, which asks once more and proves the address).
 */
function consentMail(to: string, childEmail: string, link: string): Mail {
  const refuse = `${link}&decision=refuse`;
  const lines = [
    `Your child (${childEmail}) has signed up for Vidya, a learning app for school students, and asks for your consent.`,
    "",
    "What Vidya collects: your child's e-mail address, the year and month of birth, class, and what they do in the app (questions to the tutors, chat messages, flashcards, study time, test results).",
    "Why: to teach — to answer questions, show progress, and let study groups work. No advertising, no tracking, no selling of data.",
    "How long: chats and AI questions 12 months; the account until it is deleted or unused for 3 years. You can see, export or delete everything from your parent page at any time, and withdraw consent.",
    "",
    "Until you say yes, your child can use maths, flashcards, the focus timer, quick tests and reading; the AI chat, study groups and voice tools stay closed.",
    "",
    `I consent (you will set a password for your parent account): ${link}`,
    `I do not consent: ${refuse}`,
    "",
    "The link works for 7 days and only once. If you do not know this child, ignore this mail.",
  ];
  return {
    to,
    subject: "Your child asks for your consent to use Vidya",
    text: lines.join("\n"),
    html: `${lines
      .slice(0, 7)
      .map((l) => (l ? `<p>${escapeHtml(l)}</p>` : ""))
      .join(
        "",
      )}<p><a href="${escapeHtml(link)}">I consent</a> &nbsp; <a href="${escapeHtml(refuse)}">I do not consent</a></p><p>The link works for 7 days and only once. If you do not know this child, ignore this mail.</p>`,
  };
}

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
  spec: SEND_EMAIL_SPEC,
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
    const base = ctx.env.PUBLIC_URL.replace(/\/$/, "");
    if (row.kind === "PARENT_CONSENT" && row.toEmail) {
      await ctx.mailer.send(consentMail(row.toEmail, row.user.email, `${base}${path}?token=${token}`));
    } else {
      await ctx.mailer.send(compose(row.kind, row.user.email, `${base}${path}?token=${token}`));
    }
    await ctx.db.emailToken.update({ where: { id: row.id }, data: { sentAt: new Date() } });
    return { sent: true };
  },
});
