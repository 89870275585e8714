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
