import { INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH } from "./constants";

/**
 * Study groups' subjects and invite codes without a validation library, so a page can check a code
 * before sending it without loading zod (the schemas in `schemas/groups.ts` use these).
 */

/** Subjects a study group can be about (SPEC 1), plus general study. */
export const GROUP_SUBJECTS = [
  "mathematics",
  "science",
  "social_science",
  "english",
  "hindi",
  "gujarati",
  "sanskrit",
  "general",
] as const;
export type GroupSubject = (typeof GROUP_SUBJECTS)[number];

/** A stored subject as the enum (anything unknown reads as general). */
export function toGroupSubject(value: string): GroupSubject {
  return GROUP_SUBJECTS.find((s) => s === value) ?? "general";
}

/** Reads an invite code however it was typed: any case, with spaces or a dash ("abcd-efgh"). */
export function normalizeInviteCode(raw: string): string {
  return raw.toUpperCase().replace(/[\s-]/g, "");
}

const codePattern = new RegExp(`^[${INVITE_CODE_ALPHABET}]{${INVITE_CODE_LENGTH}}$`);

/** Whether an already normalised code has an invite code's shape. */
export function isInviteCodeShape(code: string): boolean {
  return codePattern.test(code);
}

/** The longest text read as an invite code before normalising (longer is refused outright). */
export const INVITE_CODE_INPUT_MAX = 40;

/** The invite code a student typed, normalised, or null when it cannot be one. */
export function readInviteCode(raw: string): string | null {
  if (raw.length > INVITE_CODE_INPUT_MAX) return null;
  const code = normalizeInviteCode(raw);
  return isInviteCodeShape(code) ? code : null;
}
