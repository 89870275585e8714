import type { StudyDayIncrement } from "./timer-effects";
import type { TimerRowData } from "./timer-row";

/** A parameterised SQL statement: `text` with $1…$n, and its values. */
export interface SqlStatement {
  text: string;
  values: unknown[];
}

/**
 * One statement that stores a timer change only if the row is still at `fromVersion` (optimistic
 * concurrency) and, in the same statement, adds the completed focus sessions to their study days.
 * It returns one row `{ n }`: 1 if the change was stored, 0 if another change won. A single statement
 * is atomic without a transaction, so thousands of phase ends at once never wait for pooled transactions.
 * Server and worker both run it (their Prisma clients differ, the SQL does not).
 */
export function storeTimerChangeSql(
  timerId: string,
  fromVersion: number,
  row: TimerRowData,
  timeZone: string,
  increments: readonly StudyDayIncrement[],
): SqlStatement {
  const values: unknown[] = [
    timerId,
    fromVersion,
    row.status,
    row.sessionType,
    row.sessionCount,
    row.endsAt,
    row.remainingSeconds,
    row.phaseSeconds,
    row.focusMinutes,
    row.shortBreakMinutes,
    row.longBreakMinutes,
    row.version,
    row.updatedAt,
    JSON.stringify(row.lastEvents),
    timeZone,
    JSON.stringify(increments),
  ];
  const text = `
    WITH t AS (
      UPDATE "FocusTimer" SET
        status = $3::"FocusTimerStatus", "sessionType" = $4::"FocusSessionType", "sessionCount" = $5,
        "endsAt" = $6::timestamptz, "remainingSeconds" = $7, "phaseSeconds" = $8, "focusMinutes" = $9,
        "shortBreakMinutes" = $10, "longBreakMinutes" = $11, version = $12, "updatedAt" = $13::timestamptz,
        "lastEvents" = $14::jsonb, "timeZone" = $15
      WHERE id = $1::uuid AND version = $2
      RETURNING "userId"
    ), d AS (
      INSERT INTO "StudyDay" (id, "userId", "localDate", "focusSessions", "focusMinutes", "updatedAt")
      SELECT gen_random_uuid(), t."userId", x."localDate", x."focusSessions", x."focusMinutes", now()
      FROM t, jsonb_to_recordset($16::jsonb) AS x("localDate" text, "focusSessions" int, "focusMinutes" int)
      ON CONFLICT ("userId", "localDate") DO UPDATE SET
        "focusSessions" = "StudyDay"."focusSessions" + EXCLUDED."focusSessions",
        "focusMinutes" = "StudyDay"."focusMinutes" + EXCLUDED."focusMinutes",
        "updatedAt" = now()
      RETURNING 1
    )
    SELECT (SELECT count(*) FROM t)::int AS n, (SELECT count(*) FROM d)::int AS days`;
  return { text, values };
}

/** Columns of a FocusTimer row, for reading rows with raw SQL. */
const TIMER_COLUMNS = `id, "userId", status::text AS status, "sessionType"::text AS "sessionType", "sessionCount",
  "endsAt", "remainingSeconds", "phaseSeconds", "focusMinutes", "shortBreakMinutes", "longBreakMinutes", version,
  "lastEvents", "timeZone", "updatedAt", "createdAt"`;

/**
 * Claims up to `limit` running timers whose phase has ended by `now`, locking them for this transaction
 * and skipping any another worker holds, so concurrent batches never touch the same timer.
 */
export function claimDueTimersSql(now: Date, limit: number): SqlStatement {
  return {
    text: `SELECT ${TIMER_COLUMNS} FROM "FocusTimer"
      WHERE status = 'running' AND "endsAt" <= $1::timestamptz
      ORDER BY "endsAt" LIMIT $2 FOR UPDATE SKIP LOCKED`,
    values: [now, limit],
  };
}

/** One timer's row, read with raw SQL. */
export function readTimerSql(timerId: string): SqlStatement {
  return { text: `SELECT ${TIMER_COLUMNS} FROM "FocusTimer" WHERE id = $1::uuid`, values: [timerId] };
}

/** One change of a batch: the timer, the version it was claimed at, and what to store. */
export interface TimerChange {
  timerId: string;
  fromVersion: number;
  row: TimerRowData;
}

/**
 * Stores a batch of changes in one statement (each still conditional on its version) and adds the
 * focus sessions they completed to their study days. Returns `{ id }` per stored timer.
 */
export function storeTimerBatchSql(
  changes: readonly TimerChange[],
  increments: readonly (StudyDayIncrement & { userId: string })[],
): SqlStatement {
  const rows = changes.map((c) => ({
    id: c.timerId,
    from_version: c.fromVersion,
    status: c.row.status,
    session_type: c.row.sessionType,
    session_count: c.row.sessionCount,
    ends_at: c.row.endsAt?.toISOString() ?? null,
    remaining_seconds: c.row.remainingSeconds,
    phase_seconds: c.row.phaseSeconds,
    version: c.row.version,
    updated_at: c.row.updatedAt.toISOString(),
    last_events: c.row.lastEvents,
  }));
  const text = `
    WITH x AS (
      SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, from_version int, status text, session_type text,
        session_count int, ends_at timestamptz, remaining_seconds int, phase_seconds int, version int,
        updated_at timestamptz, last_events jsonb)
    ), t AS (
      UPDATE "FocusTimer" f SET
        status = x.status::"FocusTimerStatus", "sessionType" = x.session_type::"FocusSessionType",
        "sessionCount" = x.session_count, "endsAt" = x.ends_at, "remainingSeconds" = x.remaining_seconds,
        "phaseSeconds" = x.phase_seconds, version = x.version, "updatedAt" = x.updated_at, "lastEvents" = x.last_events
      FROM x WHERE f.id = x.id AND f.version = x.from_version
      RETURNING f.id, f."userId"
    ), d AS (
      INSERT INTO "StudyDay" (id, "userId", "localDate", "focusSessions", "focusMinutes", "updatedAt")
      SELECT gen_random_uuid(), i."userId", i."localDate", i."focusSessions", i."focusMinutes", now()
      FROM jsonb_to_recordset($2::jsonb) AS i("userId" uuid, "localDate" text, "focusSessions" int, "focusMinutes" int)
      WHERE i."userId" IN (SELECT "userId" FROM t)
      ON CONFLICT ("userId", "localDate") DO UPDATE SET
        "focusSessions" = "StudyDay"."focusSessions" + EXCLUDED."focusSessions",
        "focusMinutes" = "StudyDay"."focusMinutes" + EXCLUDED."focusMinutes",
        "updatedAt" = now()
      RETURNING 1
    )
    SELECT t.id::text AS id FROM t`;
  return { text, values: [JSON.stringify(rows), JSON.stringify(increments)] };
}
