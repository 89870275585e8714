import { z } from "zod";

export const EMAIL_QUEUE = "email";
export const SEND_EMAIL_JOB = "send-email";

/** The worker mints the link's token itself, so no secret ever sits in Redis. */
export const SendEmailPayloadSchema = z.object({
  emailTokenId: z.uuid(),
});
export type SendEmailPayload = z.infer<typeof SendEmailPayloadSchema>;

/** How long links stay valid. */
export const VERIFY_EMAIL_TTL_MS = 24 * 3600 * 1000;
export const RESET_PASSWORD_TTL_MS = 3600 * 1000;
/** A sign-up attempt on a taken address mails the owner a reset link valid this long. */
export const SIGN_UP_EXISTS_TTL_MS = 3600 * 1000;
/** A one-time sign-in link (for an owner locked out by failed sign-ins) is valid this long. */
export const SIGN_IN_LINK_TTL_MS = 15 * 60 * 1000;
