import {
  RESET_PASSWORD_TTL_MS,
  SEND_EMAIL_JOB,
  SIGN_IN_LINK_TTL_MS,
  SIGN_UP_EXISTS_TTL_MS,
  VERIFY_EMAIL_TTL_MS,
} from "@vidya/core/jobs/send-email";
import type { Context } from "../../context";

/**
 * Records an e-mail link to send and queues the mail. The worker mints the token (so it never
 * passes through Redis) and sends it; earlier unused links of the same kind stop working.
 */
export type EmailLinkKind = keyof typeof TTL_MS;

const TTL_MS = {
  VERIFY_EMAIL: VERIFY_EMAIL_TTL_MS,
  RESET_PASSWORD: RESET_PASSWORD_TTL_MS,
  SIGN_UP_EXISTS: SIGN_UP_EXISTS_TTL_MS,
  SIGN_IN_LINK: SIGN_IN_LINK_TTL_MS,
};

export async function queueEmailLink(ctx: Context, userId: string, kind: EmailLinkKind) {
  const ttl = TTL_MS[kind];
  const row = await ctx.db.$transaction(async (tx) => {
    await tx.emailToken.updateMany({ where: { userId, kind, usedAt: null }, data: { usedAt: new Date() } });
    return tx.emailToken.create({ data: { userId, kind, expiresAt: new Date(Date.now() + ttl) } });
  });
  await ctx.queues.email.add(
    SEND_EMAIL_JOB,
    { emailTokenId: row.id },
    { jobId: row.id, attempts: 5, backoff: { type: "exponential", delay: 1000 } },
  );
}
