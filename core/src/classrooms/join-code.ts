/**
 * Join codes: 6 characters from an alphabet without look-alikes (no 0/O, 1/I/L), so a code read
 * aloud or copied from a board is typed right. 31^6 ≈ 887 million codes.
 */
export const JOIN_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const JOIN_CODE_LENGTH = 6;
/** A code admits students for this many days; the teacher rotates it for a fresh one. */
export const JOIN_CODE_VALID_DAYS = 30;

/** Upper-cases and drops spaces and dashes, so "k7q-m3x" and "K7QM3X" are the same code. */
export function normalizeJoinCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]+/g, "");
}

/** True when `code` (normalised) has the shape of a join code. */
export function isJoinCodeShape(code: string): boolean {
  return code.length === JOIN_CODE_LENGTH && [...code].every((c) => JOIN_CODE_ALPHABET.includes(c));
}

/** Shown in groups of three for reading aloud: "K7Q-M3X". */
export function formatJoinCode(code: string): string {
  return `${code.slice(0, 3)}-${code.slice(3)}`;
}

/** The link a teacher shares; opening it signed in as a student joins the class. */
export function joinPath(code: string): string {
  return `/classes/join/${code}`;
}

/** How long a teacher may make a new join code work: these many days. */
export const JOIN_CODE_VALID_DAYS_CHOICES = [1, 7, 30, 90] as const;
