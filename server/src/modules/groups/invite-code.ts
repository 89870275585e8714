import { randomInt } from "node:crypto";
import { INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH } from "@vidya/core/groups/constants";
import { Prisma } from "@vidya/db/prisma";

/** A fresh random invite code (about 39 bits: guessing one is hopeless at our join rate limit). */
export function newInviteCode(): string {
  let code = "";
  for (let i = 0; i < INVITE_CODE_LENGTH; i++)
    code += INVITE_CODE_ALPHABET.charAt(randomInt(INVITE_CODE_ALPHABET.length));
  return code;
}

/** Runs `write` with fresh codes until one is not taken (a clash is rare, three tries is plenty). */
export async function withFreshCode<T>(write: (code: string) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await write(newInviteCode());
    } catch (error) {
      const clash =
        error instanceof Prisma.PrismaClientKnownRequestError &&
        error.code === "P2002" &&
        JSON.stringify(error.meta ?? {}).includes("inviteCode");
      if (!clash || attempt >= 2) throw error;
    }
  }
}
