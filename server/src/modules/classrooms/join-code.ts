import { randomInt } from "node:crypto";
import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH, JOIN_CODE_VALID_DAYS } from "@vidya/core/classrooms/join-code";

/** A fresh random join code (crypto randomness; uniqueness is enforced by the database). */
export function newJoinCode(): string {
  let code = "";
  for (let i = 0; i < JOIN_CODE_LENGTH; i++) code += JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)];
  return code;
}

/** When a code issued now stops admitting students (after `days`, by default JOIN_CODE_VALID_DAYS). */
export function joinCodeExpiry(now = new Date(), days: number = JOIN_CODE_VALID_DAYS): Date {
  return new Date(now.getTime() + days * 86_400_000);
}
