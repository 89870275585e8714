import type { Db } from "@vidya/db/client";
import { Prisma } from "@vidya/db/prisma";

/**
 * The class dashboard's SQL. Every aggregate is computed by PostgreSQL over the ActivityEvent
 * indexes ([classroomId, kind, createdAt], [classroomId, userId, createdAt], [classroomId,
 * createdAt]) and the per-day sums beside them (ActivityDayRollup, dashboard.range-query.ts); Node
 * only formats the few aggregated rows. Timestamps are stored as UTC
 * `timestamp(3)`, so instants are passed as ISO strings and turned into UTC wall time here.
 */

export interface Scope {
  classroomId: string;
  from: Date;
  to: Date;
  timeZone: string;
  subject: string | null;
}

export const utc = (d: Date) => Prisma.sql`(${d.toISOString()}::timestamptz AT TIME ZONE 'UTC')`;
export const inRange = (s: Scope) =>
  Prisma.sql`e."classroomId" = ${s.classroomId}::uuid AND e."createdAt" >= ${utc(s.from)} AND e."createdAt" < ${utc(s.to)}
  ${s.subject ? Prisma.sql`AND e.subject = ${s.subject}` : Prisma.empty}`;

/** A study_time event's seconds, clamped to one day; anything malformed counts as 0 (migration SQL). */
const SECONDS = Prisma.sql`activity_study_seconds(e.payload)`;

/** Midnight today and Monday 00:00 of this week in the given zone, as UTC wall time. */
const bounds = (timeZone: string) => Prisma.sql`
  SELECT (date_trunc('day', now() AT TIME ZONE ${timeZone}) AT TIME ZONE ${timeZone}) AT TIME ZONE 'UTC' AS day_start,
         (date_trunc('week', now() AT TIME ZONE ${timeZone}) AT TIME ZONE ${timeZone}) AT TIME ZONE 'UTC' AS week_start`;

export interface RosterRow {
  userId: string;
  username: string | null;
  displayName: string | null;
  email: string;
  joinedAt: Date;
  lastActiveAt: Date | null;
  focusKind: string | null;
  focusPayload: unknown;
  focusAt: Date | null;
  todaySeconds: number;
  weekSeconds: number;
}

/** One row per student: last active, latest focus event (6 h), study today and this week. */
export function rosterSql(s: Scope): Prisma.Sql {
  const subject = s.subject ? Prisma.sql`AND e.subject = ${s.subject}` : Prisma.empty;
  return Prisma.sql`
    WITH b AS (${bounds(s.timeZone)}),
    study AS (
      SELECT e."userId",
             SUM(${SECONDS}) FILTER (WHERE e."createdAt" >= b.day_start)::float8 AS today,
             SUM(${SECONDS})::float8 AS week
      FROM "ActivityEvent" e, b
      WHERE e."classroomId" = ${s.classroomId}::uuid AND e.kind = 'study_time' AND e."createdAt" >= LEAST(b.week_start, b.day_start)
      ${subject}
      GROUP BY e."userId"
    ),
    focus AS (
      SELECT DISTINCT ON (e."userId") e."userId", e.kind, e.payload, e."createdAt"
      FROM "ActivityEvent" e
      WHERE e."classroomId" = ${s.classroomId}::uuid
        AND e.kind IN ('focus_started', 'focus_completed', 'break_completed')
        AND e."createdAt" >= (now() AT TIME ZONE 'UTC') - interval '6 hours'
      ORDER BY e."userId", e."createdAt" DESC
    )
    SELECT m."userId", u.username, u."displayName", u.email, m."joinedAt",
           last."createdAt" AS "lastActiveAt",
           f.kind AS "focusKind", f.payload AS "focusPayload", f."createdAt" AS "focusAt",
           COALESCE(st.today, 0)::float8 AS "todaySeconds", COALESCE(st.week, 0)::float8 AS "weekSeconds"
    FROM "ClassMember" m
    JOIN "User" u ON u.id = m."userId"
    LEFT JOIN LATERAL (
      SELECT e."createdAt" FROM "ActivityEvent" e
      WHERE e."classroomId" = m."classroomId" AND e."userId" = m."userId"
      ORDER BY e."createdAt" DESC LIMIT 1
    ) last ON true
    LEFT JOIN focus f ON f."userId" = m."userId"
    LEFT JOIN study st ON st."userId" = m."userId"
    WHERE m."classroomId" = ${s.classroomId}::uuid`;
}

export function rosterQuery(db: Db, s: Scope): Promise<RosterRow[]> {
  return db.$queryRaw<RosterRow[]>(rosterSql(s));
}

export interface EventRow {
  id: string;
  userId: string;
  username: string | null;
  displayName: string | null;
  email: string;
  kind: string;
  subject: string | null;
  topic: string | null;
  payload: unknown;
  createdAt: Date;
}

/** The newest events in range (the feed), newest first. */
export function feedSql(s: Scope, limit = 30): Prisma.Sql {
  return Prisma.sql`
    SELECT e.id, e."userId", u.username, u."displayName", u.email, e.kind, e.subject, e.topic, e.payload, e."createdAt"
    FROM "ActivityEvent" e JOIN "User" u ON u.id = e."userId"
    WHERE ${inRange(s)}
    ORDER BY e."createdAt" DESC
    LIMIT ${limit}`;
}

export function feedQuery(db: Db, s: Scope, limit = 30): Promise<EventRow[]> {
  return db.$queryRaw<EventRow[]>(feedSql(s, limit));
}

/** One student's events in a class, newest first, before a cursor (the drill-down). */
export function studentEventsQuery(
  db: Db,
  classroomId: string,
  userId: string,
  before: Date,
  limit: number,
  kinds: string[] | null,
): Promise<EventRow[]> {
  return db.$queryRaw<EventRow[]>`
    SELECT e.id, e."userId", u.username, u."displayName", u.email, e.kind, e.subject, e.topic, e.payload, e."createdAt"
    FROM "ActivityEvent" e JOIN "User" u ON u.id = e."userId"
    WHERE e."classroomId" = ${classroomId}::uuid AND e."userId" = ${userId}::uuid AND e."createdAt" < ${utc(before)}
    ${kinds ? Prisma.sql`AND e.kind IN (${Prisma.join(kinds)})` : Prisma.empty}
    ORDER BY e."createdAt" DESC
    LIMIT ${limit}`;
}

/** A class's events after `since`, oldest first (replayed to a subscriber that passes `since`). */
export function classEventsSinceQuery(
  db: Db,
  classroomId: string,
  since: Date,
  limit: number,
): Promise<EventRow[]> {
  return db.$queryRaw<EventRow[]>`
    SELECT * FROM (
      SELECT e.id, e."userId", u.username, u."displayName", u.email, e.kind, e.subject, e.topic, e.payload, e."createdAt"
      FROM "ActivityEvent" e JOIN "User" u ON u.id = e."userId"
      WHERE e."classroomId" = ${classroomId}::uuid AND e."createdAt" > ${utc(since)}
      ORDER BY e."createdAt" DESC LIMIT ${limit}
    ) recent ORDER BY "createdAt" ASC`;
}
