import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type EventSeed, insertEvents, sql } from "../helpers/activity";
import { fileDatabaseUrl } from "../helpers/database";
import { gql } from "../helpers/graphql";
import { type ServerProc, startServer, uniquePrefix } from "../helpers/processes";
import { createUser, type TestUser } from "../helpers/users";

// The dashboard reads whole days of a long range from per-day sums (ActivityDayRollup) that
// triggers keep beside the events, and only the partial days at either end from the events. Its
// figures must be exactly those of the events, whatever was inserted, moved or deleted.

const DASHBOARD = `query($id: ID!, $range: DashboardRangeInput, $tz: String, $subject: String) {
  classDashboard(classroomId: $id, range: $range, timeZone: $tz, subject: $subject) {
    __typename
    ... on Error { code message }
    ... on QueryClassDashboardSuccess { data {
      activeStudents totalQuestions totalStudySeconds totalEvents
      roster { studentId questions groupMessages }
      studyGroups { groupId messages students { studentId messages } }
      topics { subject topic questions answers unverified quizzes avgQuizPercent }
      strugglingTopics { topic reasons }
      activityByDay { day questions studySeconds events }
      topQuestions { text count }
    } }
  }
}`;

const MIN = 60_000;
const DAY = 1440 * MIN;
const TOPICS = ["Algebra", "Geometry", "Light", null] as const;
const QUESTIONS = ["What is x?", "  what IS   x? ", "Why is the sky blue?", "Area of a circle?"];

describe("the dashboard's per-day sums", () => {
  const env = {
    DATABASE_URL: fileDatabaseUrl(),
    REDIS_URL: inject("redisUrl"),
    REDIS_PREFIX: uniquePrefix(),
  };
  let server: ServerProc;
  let teacher: TestUser;
  let students: TestUser[];
  let classId: string;
  let groupId: string;
  const seeds: EventSeed[] = [];
  const now = Date.now();
  // From 09:17 UTC eleven days ago to now: partial days at both ends in every zone.
  const range = {
    from: new Date(Math.floor(now / DAY) * DAY - 11 * DAY + 557 * MIN).toISOString(),
    to: new Date(now).toISOString(),
  };

  const figures = async (vars: Record<string, unknown>) => {
    const res = await gql<{ classDashboard: { data?: Record<string, unknown> } }>(
      server.url,
      DASHBOARD,
      { id: classId, range, ...vars },
      teacher.headers,
    );
    const data = res.data?.classDashboard.data;
    if (!data) throw new Error(`no dashboard: ${JSON.stringify(res)}`);
    return data;
  };

  /** The sums as stored, and as recomputed from the events this moment (they must be equal). */
  const storedAndFresh = async () => {
    const cols = `"classroomId", day::text, dim, subject, k1, k2, events, questions, answers, unverified, quizzes,
      round("quizPercentSum"::numeric, 6) AS qps, "quizPercentCount", round("studySeconds"::numeric, 6) AS ss, "groupMessages", sample`;
    const order = `ORDER BY "classroomId", day, dim, subject, k1, k2`;
    const stored = await sql(
      env.DATABASE_URL,
      `SELECT ${cols} FROM "ActivityDayRollup" WHERE "classroomId" = $1 ${order}`,
      [classId],
    );
    const fresh = await sql(
      env.DATABASE_URL,
      `SELECT ${cols} FROM activity_rollup_rows(ARRAY(SELECT e FROM "ActivityEvent" e WHERE e."classroomId" = $1), activity_rollup_zone()) ${order}`,
      [classId],
    );
    return { stored: stored.rows, fresh: fresh.rows };
  };

  beforeAll(async () => {
    server = await startServer(env);
    teacher = await createUser(env.DATABASE_URL, { role: "teacher" });
    students = await Promise.all([1, 2, 3, 4].map(() => createUser(env.DATABASE_URL, { role: "student" })));
    classId = (
      await sql(
        env.DATABASE_URL,
        `INSERT INTO "Classroom" (id, "teacherId", name, grade, subjects, "joinCode", "updatedAt") VALUES (gen_random_uuid(), $1, '8B', 8, '{mathematics,science}', 'ROLL88', now()) RETURNING id`,
        [teacher.id],
      )
    ).rows[0].id;
    for (const s of students)
      await sql(env.DATABASE_URL, `INSERT INTO "ClassMember" ("classroomId", "userId") VALUES ($1, $2)`, [
        classId,
        s.id,
      ]);
    groupId = (
      await sql(
        env.DATABASE_URL,
        `INSERT INTO "StudyGroup" (id, name, subject, "classroomId", "inviteCode", "updatedAt") VALUES (gen_random_uuid(), '8B maths', 'mathematics', $1, 'RGRP88', now()) RETURNING id`,
        [classId],
      )
    ).rows[0].id;
    // Fourteen days of every kind of event, every 97 minutes, some with malformed payloads, in
    // three INSERT statements (so sums are added to, not only created).
    for (let i = 0, t = now - 14 * DAY; t < now; i++, t += 97 * MIN) {
      const user = students[Math.floor(i / 6) % students.length] as TestUser; // every kind for everyone
      const kind = [
        "question_asked",
        "question_answered",
        "study_time",
        "quiz_completed",
        "group_message",
        "focus_started",
      ][i % 6] as string;
      const payload: Record<string, unknown> =
        kind === "question_asked"
          ? { question: QUESTIONS[i % QUESTIONS.length] }
          : kind === "question_answered"
            ? { verified: i % 4 !== 1 }
            : kind === "study_time"
              ? { seconds: i % 7 === 0 ? "lots" : 60 + (i % 13) * 45 }
              : kind === "quiz_completed"
                ? i % 5 === 0
                  ? { score: 3, total: 0 }
                  : { score: i % 11, total: 10 }
                : kind === "group_message"
                  ? { groupId, classroomId: classId }
                  : {};
      seeds.push({
        userId: user.id,
        classroomId: classId,
        kind,
        subject: i % 3 === 0 ? "science" : i % 7 === 0 ? null : "mathematics",
        topic: TOPICS[i % TOPICS.length] ?? null,
        payload,
        createdAt: new Date(t),
      });
    }
    const third = Math.ceil(seeds.length / 3);
    for (let i = 0; i < seeds.length; i += third)
      await insertEvents(env.DATABASE_URL, seeds.slice(i, i + third));
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("give the figures of the events themselves, in Kolkata's days, Chrome's Asia/Calcutta and UTC's", async () => {
    for (const tz of ["Asia/Kolkata", "Asia/Calcutta", "UTC"])
      for (const subject of [null, "mathematics", "science"]) {
        const got = await figures({ tz, subject });
        const want = expected(seeds, { from: new Date(range.from), to: new Date(range.to), tz, subject });
        expect(want.totalEvents).toBeGreaterThan(50);
        expect(pick(got), `${tz} ${subject}`).toEqual(want);
      }
  });

  it("are what the whole days of a long range are read from, in Kolkata's days only", async () => {
    const zones = ["Asia/Kolkata", "Asia/Calcutta", "UTC"];
    const totals = async () =>
      Promise.all(zones.map(async (tz) => (await figures({ tz })).totalEvents as number));
    const before = await totals();
    // A thousand more events on every whole day's sums shows on the dashboard: those days are not
    // recounted. UTC days do not line up with the sums: its dashboard counts the events.
    await sql(
      env.DATABASE_URL,
      `UPDATE "ActivityDayRollup" SET events = events + 1000 WHERE "classroomId" = $1 AND dim = 'topic'`,
      [classId],
    );
    try {
      const after = await totals();
      expect(after[0] - before[0]).toBeGreaterThanOrEqual(9 * 1000);
      expect(after[1] - before[1]).toBe(after[0] - before[0]);
      expect(after[2]).toBe(before[2]);
    } finally {
      await sql(
        env.DATABASE_URL,
        `UPDATE "ActivityDayRollup" SET events = events - 1000 WHERE "classroomId" = $1 AND dim = 'topic'`,
        [classId],
      );
    }
    expect(await totals()).toEqual(before);
  });

  it("stay equal to the events after new activity, a student's removal and a deleted account", async () => {
    let sums = await storedAndFresh();
    expect(sums.stored.length).toBeGreaterThan(40);
    expect(sums.stored).toEqual(sums.fresh);

    // Activity recorded through the API's path (one statement per action) lands in today's sums.
    const [asha, ravi, meera] = students as [TestUser, TestUser, TestUser];
    const before = await figures({ tz: "Asia/Kolkata" });
    await insertEvents(env.DATABASE_URL, [
      {
        userId: asha.id,
        classroomId: classId,
        kind: "question_asked",
        subject: "mathematics",
        topic: "Algebra",
        payload: { question: "What is x?" },
        createdAt: new Date(now - MIN),
      },
    ]);
    const later = await figures({ tz: "Asia/Kolkata", range: { ...range, to: new Date().toISOString() } });
    expect(later.totalQuestions).toBe((before.totalQuestions as number) + 1);
    sums = await storedAndFresh();
    expect(sums.stored).toEqual(sums.fresh);

    // Removing Ravi detaches his events from the class: they leave the sums too.
    const ravisQuestions =
      (before.roster as { studentId: string; questions: number }[]).find((r) => r.studentId === ravi.id)
        ?.questions ?? 0;
    expect(ravisQuestions).toBeGreaterThan(0);
    const removed = await gql<{ removeStudent: { __typename: string } }>(
      server.url,
      `mutation($c: ID!, $s: ID!) { removeStudent(classroomId: $c, studentId: $s) { __typename } }`,
      { c: classId, s: ravi.id },
      teacher.headers,
    );
    expect(removed.data?.removeStudent.__typename).toBe("MutationRemoveStudentSuccess");
    const afterRemoval = await figures({
      tz: "Asia/Kolkata",
      range: { ...range, to: new Date().toISOString() },
    });
    expect(afterRemoval.totalQuestions).toBe((later.totalQuestions as number) - ravisQuestions);
    sums = await storedAndFresh();
    expect(sums.stored).toEqual(sums.fresh);
    expect(sums.stored.some((r) => r.k1 === ravi.id || r.k2 === ravi.id)).toBe(false);

    // Meera's account is deleted: her events go, and so do her counts and her questions' texts.
    await sql(env.DATABASE_URL, `DELETE FROM "User" WHERE id = $1`, [meera.id]);
    sums = await storedAndFresh();
    expect(sums.stored).toEqual(sums.fresh);
    expect(sums.stored.some((r) => r.k1 === meera.id || r.k2 === meera.id)).toBe(false);
    expect(await figures({ tz: "Asia/Kolkata", range: { ...range, to: new Date().toISOString() } })).toEqual(
      await figures({ tz: "Asia/Calcutta", range: { ...range, to: new Date().toISOString() } }),
    );
  });
});

type Figures = ReturnType<typeof expected>;

/** Topics in one order (the dashboard orders by questions, then topic: ties may come either way). */
const byKey = <T>(rows: T[]) => [...rows].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

/** The dashboard's figures as `expected` spells them. */
function pick(d: Record<string, unknown>): Figures {
  const days = d.activityByDay as { day: string; questions: number; studySeconds: number; events: number }[];
  const topics = d.topics as Figures["topics"];
  return {
    totalEvents: d.totalEvents as number,
    totalQuestions: d.totalQuestions as number,
    days: days.map((x) => ({ ...x, day: x.day.slice(0, 10) })),
    topics: byKey(
      topics.map((t) => ({
        ...t,
        avgQuizPercent: t.avgQuizPercent === null ? null : Number(t.avgQuizPercent.toFixed(6)),
      })),
    ),
    questionsByStudent: Object.fromEntries(
      (d.roster as { studentId: string; questions: number; groupMessages: number }[])
        .filter((r) => r.questions > 0 || r.groupMessages > 0)
        .map((r) => [r.studentId, [r.questions, r.groupMessages]]),
    ),
    topQuestions: d.topQuestions as { text: string; count: number }[],
  };
}

/** The figures counted straight from the seeded events, in JavaScript (the test's own oracle). */
function expected(events: EventSeed[], s: { from: Date; to: Date; tz: string; subject: string | null }) {
  const dayOf = new Intl.DateTimeFormat("en-CA", {
    timeZone: s.tz,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  });
  const inRange = events.filter(
    (e) => e.createdAt >= s.from && e.createdAt < s.to && (s.subject === null || e.subject === s.subject),
  );
  const days = new Map<string, { day: string; questions: number; studySeconds: number; events: number }>();
  const topics = new Map<
    string,
    {
      subject: string | null;
      topic: string | null;
      questions: number;
      answers: number;
      unverified: number;
      quizzes: number;
      sum: number;
      n: number;
    }
  >();
  const students: Record<string, [number, number]> = {};
  const questions = new Map<string, { text: string; count: number }>();
  for (const e of inRange) {
    const p = e.payload ?? {};
    const seconds =
      e.kind === "study_time" && typeof p.seconds === "number" ? Math.min(Math.max(p.seconds, 0), 86400) : 0;
    const day = dayOf.format(e.createdAt);
    const d = days.get(day) ?? { day, questions: 0, studySeconds: 0, events: 0 };
    days.set(day, d);
    d.events++;
    d.studySeconds += seconds;
    const key = `${e.subject}|${e.topic}`;
    const t = topics.get(key) ?? {
      subject: e.subject ?? null,
      topic: e.topic ?? null,
      questions: 0,
      answers: 0,
      unverified: 0,
      quizzes: 0,
      sum: 0,
      n: 0,
    };
    topics.set(key, t);
    const st = students[e.userId] ?? [0, 0];
    students[e.userId] = st;
    if (e.kind === "question_asked") {
      d.questions++;
      t.questions++;
      st[0]++;
      const text = String(p.question);
      const folded = text.trim().replace(/\s+/g, " ").toLowerCase();
      const q = questions.get(folded) ?? { text, count: 0 };
      if (text < q.text) q.text = text;
      q.count++;
      questions.set(folded, q);
    }
    if (e.kind === "question_answered") {
      t.answers++;
      if (p.verified === false) t.unverified++;
    }
    if (e.kind === "quiz_completed") {
      t.quizzes++;
      if (typeof p.score === "number" && typeof p.total === "number" && p.total !== 0) {
        t.sum += (100 * p.score) / p.total;
        t.n++;
      }
    }
    if (e.kind === "group_message") st[1]++;
  }
  const dayList = [...days.values()].sort((a, b) => a.day.localeCompare(b.day));
  return {
    totalEvents: inRange.length,
    totalQuestions: dayList.reduce((n, d) => n + d.questions, 0),
    days: dayList,
    topics: byKey(
      [...topics.values()]
        .filter((t) => t.questions > 0 || t.answers > 0 || t.quizzes > 0)
        .map(({ sum, n, ...t }) => ({ ...t, avgQuizPercent: n ? Number((sum / n).toFixed(6)) : null })),
    ),
    questionsByStudent: Object.fromEntries(Object.entries(students).filter(([, [q, g]]) => q > 0 || g > 0)),
    topQuestions: [...questions.values()]
      .sort((a, b) => b.count - a.count || a.text.localeCompare(b.text))
      .slice(0, 10),
  };
}
