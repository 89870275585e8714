import { z } from "zod";
import { GROUP_MESSAGE_MAX_CHARS, GROUP_PAGE_MAX, INVITE_CODE_VALID_DAYS_CHOICES } from "../groups/constants";
import {
  GROUP_SUBJECTS,
  INVITE_CODE_INPUT_MAX,
  isInviteCodeShape,
  normalizeInviteCode,
} from "../groups/invite-code";

export {
  GROUP_SUBJECTS,
  type GroupSubject,
  normalizeInviteCode,
  toGroupSubject,
} from "../groups/invite-code";

export const IdSchema = z.uuid({ error: "That id is not valid." });

export const GroupNameSchema = z
  .string()
  .trim()
  .min(3, "Give the group a name of at least 3 characters.")
  .max(60, "A group name can be at most 60 characters.");

/** How many days a new invite code works: one of the offered choices. */
export const InviteValidDaysSchema = z
  .number()
  .int()
  .refine(
    (days) => (INVITE_CODE_VALID_DAYS_CHOICES as readonly number[]).includes(days),
    `An invite code can work for ${INVITE_CODE_VALID_DAYS_CHOICES.join(", ")} days.`,
  );

export const CreateStudyGroupInputSchema = z.object({
  name: GroupNameSchema,
  subject: z.enum(GROUP_SUBJECTS, { error: "Choose one of the subjects." }),
  classroomId: IdSchema.nullish(),
  inviteValidDays: InviteValidDaysSchema.nullish(),
});
export type CreateStudyGroupInput = z.infer<typeof CreateStudyGroupInputSchema>;

export const InviteCodeSchema = z
  .string()
  .max(INVITE_CODE_INPUT_MAX, "Enter the 8-character invite code.")
  .transform(normalizeInviteCode)
  .pipe(z.string().refine(isInviteCodeShape, "Enter the 8-character invite code, e.g. K7QM-4XPR."));

/** Shows a code the way people read it aloud: two groups of four. */
export function formatInviteCode(code: string): string {
  return code.length === 8 ? `${code.slice(0, 4)}-${code.slice(4)}` : code;
}

export const MessageBodySchema = z
  .string()
  .trim()
  .min(1, "Type a message first.")
  .max(
    GROUP_MESSAGE_MAX_CHARS,
    `A message can be at most ${GROUP_MESSAGE_MAX_CHARS.toLocaleString("en-IN")} characters.`,
  );

/** The sender's own id for a message, so a retried send is recognised (a UUID or similar). */
export const ClientIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, "clientId must be 8 to 64 letters, digits, _ or -.");

export const SendGroupMessageInputSchema = z.object({
  groupId: IdSchema,
  clientId: ClientIdSchema,
  body: MessageBodySchema,
});
export type SendGroupMessageInput = z.infer<typeof SendGroupMessageInputSchema>;

export const EditGroupMessageInputSchema = z.object({
  messageId: IdSchema,
  body: MessageBodySchema,
});
export type EditGroupMessageInput = z.infer<typeof EditGroupMessageInputSchema>;

const seq = (what: string) =>
  z
    .number()
    .int()
    .min(0, `${what} cannot be negative.`)
    .max(2_000_000_000, `${what} is not a valid position.`);

/** History paging: newest page (no cursor), older than `beforeSeq`, or newer than `afterSeq`. */
export const GroupMessagesArgsSchema = z
  .object({
    groupId: IdSchema,
    afterSeq: seq("afterSeq").nullish(),
    beforeSeq: seq("beforeSeq").nullish(),
    limit: z
      .number()
      .int()
      .min(1, "limit must be at least 1.")
      .max(GROUP_PAGE_MAX, `limit can be at most ${GROUP_PAGE_MAX}.`)
      .nullish(),
  })
  .refine((a) => a.afterSeq == null || a.beforeSeq == null, {
    message: "Give afterSeq or beforeSeq, not both.",
    path: ["beforeSeq"],
  });
export type GroupMessagesArgs = z.infer<typeof GroupMessagesArgsSchema>;

export const REPORT_REASONS = ["bullying", "inappropriate", "spam", "personal_info", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const ReportGroupMessageInputSchema = z.object({
  messageId: IdSchema,
  reason: z.enum(REPORT_REASONS, { error: "Choose a reason for the report." }),
  details: z.string().trim().max(500, "Details can be at most 500 characters.").nullish(),
});
export type ReportGroupMessageInput = z.infer<typeof ReportGroupMessageInputSchema>;
