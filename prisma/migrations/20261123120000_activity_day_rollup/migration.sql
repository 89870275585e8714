-- CreateTable
CREATE TABLE "ActivityDayRollup" (
    "classroomId" UUID NOT NULL,
    "day" DATE NOT NULL,
    "dim" TEXT NOT NULL,
    "subject" TEXT NOT NULL DEFAULT '',
    "k1" TEXT NOT NULL DEFAULT '',
    "k2" TEXT NOT NULL DEFAULT '',
    "events" INTEGER NOT NULL DEFAULT 0,
    "questions" INTEGER NOT NULL DEFAULT 0,
    "answers" INTEGER NOT NULL DEFAULT 0,
    "unverified" INTEGER NOT NULL DEFAULT 0,
    "quizzes" INTEGER NOT NULL DEFAULT 0,
    "quizPercentSum" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "quizPercentCount" INTEGER NOT NULL DEFAULT 0,
    "studySeconds" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "groupMessages" INTEGER NOT NULL DEFAULT 0,
    "sample" TEXT,

    CONSTRAINT "ActivityDayRollup_pkey" PRIMARY KEY ("classroomId","day","dim","subject","k1","k2")
);

-- AddForeignKey
ALTER TABLE "ActivityDayRollup" ADD CONSTRAINT "ActivityDayRollup_classroomId_fkey" FOREIGN KEY ("classroomId") REFERENCES "Classroom"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The day the rollups are kept in (the server reads it from here: dashboard.range-query.ts).
CREATE FUNCTION activity_rollup_zone() RETURNS text LANGUAGE sql IMMUTABLE AS $$ SELECT 'Asia/Kolkata' $$;

-- A study_time payload's seconds, clamped to one day, anything malformed counting as 0 (also the
-- roster's study today and this week).
CREATE FUNCTION activity_study_seconds(payload jsonb) RETURNS double precision LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN jsonb_typeof(payload->'seconds') = 'number'
              THEN LEAST(GREATEST((payload->>'seconds')::float8, 0), 86400) ELSE 0 END
$$;

-- The rollup rows of a set of class events, their days in `zone`: the ONE definition of every
-- dashboard figure (what a question, an unchecked answer, a quiz percentage, study seconds and a
-- group message are). The triggers below add these rows up, and the dashboard runs it directly over
-- the part of a range that no whole rollup day covers. A question is grouped by its text folded
-- (case and surrounding space ignored).
CREATE FUNCTION activity_rollup_rows(evs "ActivityEvent"[], zone text)
RETURNS TABLE (
    "classroomId" UUID, "day" DATE, "dim" TEXT, "subject" TEXT, "k1" TEXT, "k2" TEXT,
    "events" INTEGER, "questions" INTEGER, "answers" INTEGER, "unverified" INTEGER, "quizzes" INTEGER,
    "quizPercentSum" DOUBLE PRECISION, "quizPercentCount" INTEGER, "studySeconds" DOUBLE PRECISION,
    "groupMessages" INTEGER, "sample" TEXT
) LANGUAGE sql STABLE AS $$
  SELECT *
  FROM (
    SELECT e."classroomId",
           e.day,
           CASE WHEN GROUPING(e.topic) = 0 THEN 'topic'
                WHEN GROUPING(e.gid) = 0 THEN 'group'
                WHEN GROUPING(e.qkey) = 0 THEN 'question'
                ELSE 'student' END AS dim,
           COALESCE(e.subject, '') AS subject,
           COALESCE(CASE WHEN GROUPING(e.topic) = 0 THEN e.topic
                         WHEN GROUPING(e.gid) = 0 THEN e.gid
                         WHEN GROUPING(e.qkey) = 0 THEN e.qkey
                         ELSE e."userId"::text END, '') AS k1,
           CASE WHEN GROUPING(e.gid) = 0 THEN e."userId"::text ELSE '' END AS k2,
           COUNT(*)::int AS events,
           COUNT(*) FILTER (WHERE e.kind = 'question_asked')::int AS questions,
           COUNT(*) FILTER (WHERE e.kind = 'question_answered')::int AS answers,
           COUNT(*) FILTER (WHERE e.kind = 'question_answered' AND e.payload->>'verified' = 'false')::int AS unverified,
           COUNT(*) FILTER (WHERE e.kind = 'quiz_completed')::int AS quizzes,
           COALESCE(SUM(e.quiz_percent), 0)::float8 AS "quizPercentSum",
           COUNT(e.quiz_percent)::int AS "quizPercentCount",
           COALESCE(SUM(e.seconds), 0)::float8 AS "studySeconds",
           COUNT(*) FILTER (WHERE e.kind = 'group_message')::int AS "groupMessages",
           CASE WHEN GROUPING(e.qkey) = 0 THEN MIN(e.payload->>'question') END AS sample
    FROM (
      SELECT x."classroomId", x."userId", x.kind, x.subject, x.topic, x.payload,
             ((x."createdAt" AT TIME ZONE 'UTC') AT TIME ZONE zone)::date AS day,
             CASE WHEN x.kind = 'study_time' THEN activity_study_seconds(x.payload) ELSE 0 END AS seconds,
             CASE WHEN x.kind = 'quiz_completed' AND jsonb_typeof(x.payload->'score') = 'number'
                       AND jsonb_typeof(x.payload->'total') = 'number' AND (x.payload->>'total')::float8 <> 0
                  THEN 100.0 * (x.payload->>'score')::float8 / (x.payload->>'total')::float8 END AS quiz_percent,
             CASE WHEN x.kind = 'question_asked' AND jsonb_typeof(x.payload->'question') = 'string'
                  THEN lower(regexp_replace(btrim(x.payload->>'question'), '\s+', ' ', 'g')) END AS qkey,
             CASE WHEN x.kind = 'group_message' THEN x.payload->>'groupId' END AS gid
      FROM unnest(evs) x
      WHERE x."classroomId" IS NOT NULL
    ) e
    GROUP BY GROUPING SETS (
      (e."classroomId", e.day, e.subject, e.topic),
      (e."classroomId", e.day, e.subject, e."userId"),
      (e."classroomId", e.day, e.subject, e.gid, e."userId"),
      (e."classroomId", e.day, e.subject, e.qkey)
    )
  ) r
  WHERE NOT (r.dim = 'group' AND r.k1 = '') AND NOT (r.dim = 'question' AND r.k1 = '')
$$;

-- Adds rollup rows (in a fixed order, so concurrent writers lock them in the same order).
CREATE FUNCTION activity_rollup_add(evs "ActivityEvent"[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "ActivityDayRollup" AS t
  SELECT * FROM activity_rollup_rows(evs, activity_rollup_zone()) r
  ORDER BY r."classroomId", r.day, r.dim, r.subject, r.k1, r.k2
  ON CONFLICT ("classroomId", "day", "dim", "subject", "k1", "k2") DO UPDATE SET
    "events" = t."events" + EXCLUDED."events",
    "questions" = t."questions" + EXCLUDED."questions",
    "answers" = t."answers" + EXCLUDED."answers",
    "unverified" = t."unverified" + EXCLUDED."unverified",
    "quizzes" = t."quizzes" + EXCLUDED."quizzes",
    "quizPercentSum" = t."quizPercentSum" + EXCLUDED."quizPercentSum",
    "quizPercentCount" = t."quizPercentCount" + EXCLUDED."quizPercentCount",
    "studySeconds" = t."studySeconds" + EXCLUDED."studySeconds",
    "groupMessages" = t."groupMessages" + EXCLUDED."groupMessages",
    "sample" = LEAST(t."sample", EXCLUDED."sample")
$$;

-- Recomputes whole class-days from their events, after events leave a class or are deleted: exact,
-- and the text of a removed question does not linger as a sample. One statement: rows the fresh
-- sums no longer have are deleted, the others overwritten.
CREATE FUNCTION activity_rollup_rebuild(evs "ActivityEvent"[]) RETURNS void LANGUAGE sql AS $$
  WITH days AS (
    SELECT DISTINCT x."classroomId", ((x."createdAt" AT TIME ZONE 'UTC') AT TIME ZONE activity_rollup_zone())::date AS day
    FROM unnest(evs) x WHERE x."classroomId" IS NOT NULL
  ),
  fresh AS (
    SELECT * FROM activity_rollup_rows(ARRAY(
      SELECT e FROM days d
      JOIN "ActivityEvent" e ON e."classroomId" = d."classroomId"
       AND e."createdAt" >= (d.day::timestamp AT TIME ZONE activity_rollup_zone()) AT TIME ZONE 'UTC'
       AND e."createdAt" < ((d.day + 1)::timestamp AT TIME ZONE activity_rollup_zone()) AT TIME ZONE 'UTC'
    ), activity_rollup_zone())
  ),
  gone AS (
    DELETE FROM "ActivityDayRollup" t USING days d
    WHERE t."classroomId" = d."classroomId" AND t.day = d.day
      AND NOT EXISTS (SELECT 1 FROM fresh f WHERE f."classroomId" = t."classroomId" AND f.day = t.day
                      AND f.dim = t.dim AND f.subject = t.subject AND f.k1 = t.k1 AND f.k2 = t.k2)
  )
  INSERT INTO "ActivityDayRollup" AS t
  SELECT * FROM fresh f ORDER BY f."classroomId", f.day, f.dim, f.subject, f.k1, f.k2
  ON CONFLICT ("classroomId", "day", "dim", "subject", "k1", "k2") DO UPDATE SET
    "events" = EXCLUDED."events",
    "questions" = EXCLUDED."questions",
    "answers" = EXCLUDED."answers",
    "unverified" = EXCLUDED."unverified",
    "quizzes" = EXCLUDED."quizzes",
    "quizPercentSum" = EXCLUDED."quizPercentSum",
    "quizPercentCount" = EXCLUDED."quizPercentCount",
    "studySeconds" = EXCLUDED."studySeconds",
    "groupMessages" = EXCLUDED."groupMessages",
    "sample" = EXCLUDED."sample"
$$;

-- The trigger bodies spell their semicolons as U&'\003B': a migration runner may split a script on
-- every semicolon (Prisma's driver-adapter executeScript does), so none may appear inside a statement.
CREATE FUNCTION activity_rollup_on_insert() RETURNS trigger LANGUAGE plpgsql AS
  U&'BEGIN PERFORM activity_rollup_add(ARRAY(SELECT ROW(n.*)::"ActivityEvent" FROM new_events n WHERE n."classroomId" IS NOT NULL))\003B RETURN NULL\003B END';

CREATE FUNCTION activity_rollup_on_update() RETURNS trigger LANGUAGE plpgsql AS
  U&'BEGIN PERFORM activity_rollup_rebuild(ARRAY(SELECT ROW(o.*)::"ActivityEvent" FROM old_events o UNION ALL SELECT ROW(n.*)::"ActivityEvent" FROM new_events n))\003B RETURN NULL\003B END';

CREATE FUNCTION activity_rollup_on_delete() RETURNS trigger LANGUAGE plpgsql AS
  U&'BEGIN PERFORM activity_rollup_rebuild(ARRAY(SELECT ROW(o.*)::"ActivityEvent" FROM old_events o))\003B RETURN NULL\003B END';

CREATE TRIGGER activity_rollup_insert AFTER INSERT ON "ActivityEvent"
  REFERENCING NEW TABLE AS new_events FOR EACH STATEMENT EXECUTE FUNCTION activity_rollup_on_insert();
CREATE TRIGGER activity_rollup_update AFTER UPDATE ON "ActivityEvent"
  REFERENCING OLD TABLE AS old_events NEW TABLE AS new_events FOR EACH STATEMENT EXECUTE FUNCTION activity_rollup_on_update();
CREATE TRIGGER activity_rollup_delete AFTER DELETE ON "ActivityEvent"
  REFERENCING OLD TABLE AS old_events FOR EACH STATEMENT EXECUTE FUNCTION activity_rollup_on_delete();

-- Existing events.
SELECT activity_rollup_add(ARRAY(SELECT e FROM "ActivityEvent" e WHERE e."classroomId" IS NOT NULL));
