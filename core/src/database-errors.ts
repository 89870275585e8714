/**
 * Database outages told apart from bugs, for the server (a coded "try again" answer) and the worker (the
 * job waits for the database instead of using up its attempts). Pure: reads error codes only.
 */

/** Prisma codes for a database that cannot be reached, timed out, or dropped the connection. */
const UNREACHABLE_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024"]);

/** True when `error` (or its cause chain) says PostgreSQL cannot be reached right now: not a bug. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && UNREACHABLE_CODES.has(code)) return true;
    e = e.cause;
  }
  return false;
}
