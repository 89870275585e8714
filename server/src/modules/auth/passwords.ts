import { hash, verify } from "@node-rs/argon2";

// OWASP: argon2id, 19 MiB memory, 2 iterations, parallelism 1.
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Hashes a password with argon2id. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummy: Promise<string> | null = null;

/**
 * Checks a password. With no stored hash (unknown e-mail, Google-only account) a dummy hash is
 * still verified, so the answer takes as long either way and reveals nothing.
 */
export async function checkPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    dummy ??= hashPassword("dummy-password-for-timing");
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
