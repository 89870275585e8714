/**
 * Database outages told apart from bugs, for the server (a coded "try again" answer) and the worker (the
 * job waits for the database instead of using up its attempts). Pure: reads error codes and the driver's
 * fixed messages only.
 *
 * The shapes seen with Prisma 7 + @prisma/adapter-pg (checked against a real PostgreSQL whose backends
 * were terminated, whose pool was exhausted, and whose port was closed):
 * - `PrismaClientKnownRequestError` P1001/P1017… for connection failures Prisma names itself;
 * - `PrismaClientKnownRequestError` P2039 (model query) or P2010 (raw query) carrying
 *   `meta.driverAdapterError.cause = { kind: "postgres", code: "57P01" }` for a server-side termination;
 * - a `DriverAdapterError` whose plain-object `cause` has `kind: "DatabaseNotReachable"` (and friends);
 * - plain `Error`s from node-postgres that the adapter re-throws untouched: the pool's
 *   "timeout exceeded when trying to connect", "Connection terminated unexpectedly", a client "not
 *   queryable" after its connection broke;
 * - Node socket errors (`ECONNREFUSED`, `ECONNRESET`, …) and pg's own `DatabaseError` with a SQLSTATE.
 */

/** Prisma codes for a database that cannot be reached, timed out, or dropped the connection. */
const PRISMA_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024"]);

/**
 * PostgreSQL SQLSTATEs: class 08 (connection exception: 08000, 08003, 08006, 08001, 08004, …), an
 * administrator or crash shutdown or a server still starting (57P01, 57P02, 57P03), an idle session
 * closed by the server (57P05), and no connection slot left (53300).
 */
const SQLSTATES = new Set(["57P01", "57P02", "57P03", "57P05", "53300"]);
const isSqlState = (code: string) => SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code);

/** Socket errors on the way to the database. */
const SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
]);

/** The driver adapter's own names for the same failures. */
const ADAPTER_KINDS = new Set([
  "DatabaseNotReachable",
  "ConnectionClosed",
  "SocketTimeout",
  "TooManyConnections",
]);

/** node-postgres' fixed messages for a pool or connection that is gone. */
const DRIVER_MESSAGES =
  /timeout exceeded when trying to connect|Connection terminated|connection error and is not queryable|Client was closed and is not queryable|Cannot use a pool after calling end/i;

function isUnavailableCode(code: unknown): boolean {
  return typeof code === "string" && (PRISMA_CODES.has(code) || isSqlState(code) || SOCKET_CODES.has(code));
}

/** True when `error` (or anything it wraps) says PostgreSQL cannot be reached right now: not a bug. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0 && seen.size < 12) {
    const e = queue.shift();
    if (e === null || typeof e !== "object" || seen.has(e)) continue;
    seen.add(e);
    const o = e as {
      code?: unknown;
      originalCode?: unknown;
      kind?: unknown;
      message?: unknown;
      cause?: unknown;
      meta?: { driverAdapterError?: unknown };
      errors?: unknown;
    };
    if (isUnavailableCode(o.code) || isUnavailableCode(o.originalCode)) return true;
    if (typeof o.kind === "string" && ADAPTER_KINDS.has(o.kind)) return true;
    if (e instanceof Error && DRIVER_MESSAGES.test(e.message)) return true;
    queue.push(o.cause, o.meta?.driverAdapterError);
    // AggregateError (e.g. a dual-stack connect that failed on both addresses).
    if (Array.isArray(o.errors)) queue.push(...o.errors);
  }
  return false;
}
