import {
  RESET_PASSWORD_TTL_MS,
  SIGN_IN_LINK_TTL_MS,
  SIGN_UP_EXISTS_TTL_MS,
  VERIFY_EMAIL_TTL_MS,
} from "@vidya/core/jobs/send-email";
import { jobOptions, SEND_EMAIL_SPEC } from "@vidya/core/jobs/specs";
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
    SEND_EMAIL_SPEC.name,
    { emailTokenId: row.id },
    jobOptions(SEND_EMAIL_SPEC, { jobId: row.id }),
  );
}
