import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type EventSeed, insertEvents, sql } from "../helpers/activity";
import { fileDatabaseUrl } from "../helpers/database";
import { gql } from "../helpers/graphql";
import { type ServerProc, startServer, uniquePrefix } from "../helpers/processes";
import { createUser, type TestUser } from "../helpers/users";

const DASHBOARD = `query($id: ID!, $range: DashboardRangeInput, $tz: String, $subject: String) {
  classDashboard(classroomId: $id, range: $range, timeZone: $tz, subject: $subject) {
    __typename
    ... on Error { code message }
    ... on QueryClassDashboardSuccess { data {
      isEmpty activeStudents totalQuestions totalStudySeconds totalEvents timeZone from to
      classroom { id name studentCount }
      roster { studentId name status online focusEndsAt lastActiveAt studyTodaySeconds studyWeekSeconds questions groupMessages }
      studyGroups { groupId name subject memberCount messages students { studentId messages } }
      questionsPerTopic { subject topic questions answers unverified quizzes avgQuizPercent }
      strugglingTopics { topic signals meanQuestions reasons }
      activityByDay { day questions studySeconds events }
      topQuestions { text count }
      feed { studentId kind summary question }
    } }
  }
}`;

interface Dash {
  isEmpty: boolean;
  activeStudents: number;
  totalQuestions: number;
  totalStudySeconds: number;
  totalEvents: number;
  roster: {
    studentId: string;
    status: string;
    online: boolean;
    focusEndsAt: string | null;
    lastActiveAt: string | null;
    studyTodaySeconds: number;
    studyWeekSeconds: number;
    questions: number;
    groupMessages: number;
  }[];
  studyGroups: {
    groupId: string;
    name: string;
    subject: string;
    memberCount: number;
    messages: number;
    students: { studentId: string; messages: number }[];
  }[];
  questionsPerTopic: {
    topic: string;
    questions: number;
    answers: number;
    unverified: number;
    quizzes: number;
    avgQuizPercent: number | null;
  }[];
  strugglingTopics: { topic: string; signals: string[]; meanQuestions: number; reasons: string[] }[];
  activityByDay: { day: string; questions: number; studySeconds: number; events: number }[];
  topQuestions: { text: string; count: number }[];
  feed: { studentId: string; kind: string; summary: string; question: string | null }[];
}

const MIN = 60_000;

describe("the class dashboard: aggregates on known data", () => {
  const env = {
    DATABASE_URL: fileDatabaseUrl(),
    REDIS_URL: inject("redisUrl"),
    REDIS_PREFIX: uniquePrefix(),
  };
  let server: ServerProc;
  let teacher: TestUser;
  let asha: TestUser;
  let ravi: TestUser;
  let meera: TestUser;
  let classId: string;
  let seeds: EventSeed[] = [];
  let algebraGroup: string;
  let scienceGroup: string;
  const now = Date.now();
  const dayStart = new Date(new Date(now).toISOString().slice(0, 10)).getTime();
  const weekday = (new Date(now).getUTCDay() + 6) % 7; // Monday = 0
  const weekStart = dayStart - weekday * 1440 * MIN;
  const earlierThisWeek = weekStart < dayStart ? weekStart + MIN : null;

  const dashboard = async (vars: Record<string, unknown>, user = teacher) =>
    (
      await gql<{ classDashboard: { __typename: string; data: Dash; code?: string; message?: string } }>(
        server.url,
        DASHBOARD,
        { id: classId, tz: "UTC", ...vars },
        user.headers,
      )
    ).data?.classDashboard;

  /** The dashboard's figures, or the failure spelled out. */
  const figures = async (vars: Record<string, unknown>): Promise<Dash> => {
    const res = await dashboard(vars);
    if (!res?.data) throw new Error(`no dashboard: ${JSON.stringify(res)}`);
    return res.data;
  };

  /** A further class of this teacher, with these students in it. */
  const classWith = async (code: string, students: TestUser[]) => {
    const id = (
      await sql(
        env.DATABASE_URL,
        `INSERT INTO "Classroom" (id, "teacherId", name, grade, subjects, "joinCode", "updatedAt") VALUES (gen_random_uuid(), $1, $2, 7, '{mathematics}', $2, now()) RETURNING id`,
        [teacher.id, code],
      )
    ).rows[0].id as string;
    for (const s of students)
      await sql(env.DATABASE_URL, `INSERT INTO "ClassMember" ("classroomId", "userId") VALUES ($1, $2)`, [
        id,
        s.id,
      ]);
    return id;
  };

  /** The newest seeded event of a student in the main class: what "last active" must say. */
  const lastSeeded = (user: TestUser) =>
    new Date(
      Math.max(
        ...seeds
          .filter((e) => e.userId === user.id && e.classroomId === classId)
          .map((e) => e.createdAt.getTime()),
      ),
    ).toISOString();

  beforeAll(async () => {
    server = await startServer(env);
    teacher = await createUser(env.DATABASE_URL, { role: "teacher" });
    [asha, ravi, meera] = await Promise.all(
      [1, 2, 3].map(() => createUser(env.DATABASE_URL, { role: "student" })),
    );
    await sql(
      env.DATABASE_URL,
      `UPDATE "User" SET "displayName" = CASE id WHEN $1::uuid THEN 'Asha' WHEN $2::uuid THEN 'Ravi' ELSE 'Meera' END WHERE id IN ($1, $2, $3)`,
      [asha.id, ravi.id, meera.id],
    );
    classId = (
      await sql(
        env.DATABASE_URL,
        `INSERT INTO "Classroom" (id, "teacherId", name, grade, subjects, "joinCode", "updatedAt") VALUES (gen_random_uuid(), $1, '7A', 7, '{mathematics}', 'DASH77', now()) RETURNING id`,
        [teacher.id],
      )
    ).rows[0].id;
    const other = (
      await sql(
        env.DATABASE_URL,
        `INSERT INTO "Classroom" (id, "teacherId", name, grade, subjects, "joinCode", "updatedAt") VALUES (gen_random_uuid(), $1, 'Other', 7, '{mathematics}', 'OTHR77', now()) RETURNING id`,
        [teacher.id],
      )
    ).rows[0].id;
    for (const s of [asha, ravi, meera])
      await sql(env.DATABASE_URL, `INSERT INTO "ClassMember" ("classroomId", "userId") VALUES ($1, $2)`, [
        classId,
        s.id,
      ]);
    // Study groups: two of this class (one quiet in the range), one of the other class.
    const group = async (name: string, subject: string, classroomId: string, members: TestUser[]) => {
      const id: string = (
        await sql(
          env.DATABASE_URL,
          `INSERT INTO "StudyGroup" (id, name, subject, "classroomId", "inviteCode", "updatedAt")
           VALUES (gen_random_uuid(), $1, $2, $3, $4, now()) RETURNING id`,
          [name, subject, classroomId, `D${Math.random().toString(36).slice(2, 9).toUpperCase()}`],
        )
      ).rows[0].id;
      for (const [i, m] of members.entries())
        await sql(
          env.DATABASE_URL,
          `INSERT INTO "GroupMember" ("groupId", "userId", role) VALUES ($1, $2, $3)`,
          [id, m.id, i === 0 ? "owner" : "member"],
        );
      return id;
    };
    algebraGroup = await group("7A algebra", "mathematics", classId, [asha, ravi]);
    scienceGroup = await group("7A science club", "science", classId, [meera, asha, ravi]);
    const otherGroup = await group("Other class group", "mathematics", other, [asha]);
    const todayAt = new Date(dayStart + Math.floor((now - dayStart) / 2));
    const ev = (
      user: TestUser,
      kind: string,
      at: Date | number,
      extra: Partial<EventSeed> = {},
    ): EventSeed => ({
      userId: user.id,
      classroomId: classId,
      kind,
      subject: "mathematics",
      createdAt: new Date(at),
      ...extra,
    });
    const questions = [
      "What is a variable?",
      "  what is a   VARIABLE? ",
      "What is a variable?",
      "Solve 2x+3=7",
      "Solve 3x = 9",
      "Expand (a+b)^2",
    ];
    seeds = [
      ev(asha, "study_time", todayAt, { payload: { seconds: 300 } }),
      ev(asha, "study_time", todayAt, { payload: { seconds: 300 } }),
      ev(asha, "study_time", now - 40 * 1440 * MIN, { payload: { seconds: 900 } }),
      ...(earlierThisWeek ? [ev(asha, "study_time", earlierThisWeek, { payload: { seconds: 1200 } })] : []),
      ...questions.map((q, i) =>
        ev(asha, "question_asked", now - (10 + i) * MIN, { topic: "Algebra", payload: { question: q } }),
      ),
      ...questions.map((q, i) =>
        ev(asha, "question_answered", now - (9 + i) * MIN, {
          topic: "Algebra",
          payload: { question: q, answer: `Answer ${i}`, verified: i >= 3 },
        }),
      ),
      ev(asha, "quiz_completed", now - 30 * MIN, { topic: "Algebra", payload: { score: 4, total: 10 } }),
      ev(asha, "quiz_completed", now - 31 * MIN, { topic: "Algebra", payload: { score: 5, total: 10 } }),
      ev(asha, "question_asked", now - 1 * MIN, {
        topic: "Fractions",
        payload: { question: "What is 1/2 + 1/3?" },
      }),
      ev(asha, "question_asked", now - MIN / 2, {
        classroomId: other,
        topic: "Algebra",
        payload: { question: "other class" },
      }),
      ev(ravi, "question_asked", now - 20 * MIN, {
        topic: "Geometry",
        payload: { question: "Area of a circle?" },
      }),
      ev(ravi, "question_answered", now - 19 * MIN, {
        topic: "Geometry",
        payload: { verified: true, answer: "πr²" },
      }),
      ev(ravi, "study_time", todayAt, { payload: { seconds: 60 } }),
      ev(ravi, "focus_started", now - 2 * MIN, {
        subject: null,
        payload: { endsAt: new Date(now + 20 * MIN).toISOString() },
      }),
      ev(meera, "focus_started", now - 40 * MIN, {
        subject: null,
        payload: { endsAt: new Date(now - 15 * MIN).toISOString() },
      }),
      ev(meera, "study_time", now - 3 * MIN, { payload: { seconds: "lots" } }),
      ...[50, 51, 52].map((m) =>
        ev(asha, "group_message", now - m * MIN, {
          topic: "7A algebra",
          payload: { groupId: algebraGroup, classroomId: classId },
        }),
      ),
      ev(ravi, "group_message", now - 53 * MIN, {
        topic: "7A algebra",
        payload: { groupId: algebraGroup, classroomId: classId },
      }),
      ev(asha, "group_message", now - 40 * 1440 * MIN, {
        topic: "7A algebra",
        payload: { groupId: algebraGroup, classroomId: classId },
      }),
      ev(meera, "group_message", now - 40 * 1440 * MIN, {
        subject: "science",
        topic: "7A science club",
        payload: { groupId: scienceGroup, classroomId: classId },
      }),
      ev(asha, "group_message", now - 54 * MIN, {
        classroomId: other,
        topic: "Other class group",
        payload: { groupId: otherGroup, classroomId: other },
      }),
    ];
    await insertEvents(env.DATABASE_URL, seeds);
    // Asha is online: any signed-in request marks her present.
    await gql(server.url, "{ classrooms { id } }", {}, asha.headers);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("computes the roster: focusing with time left, online, offline, study today and this week", async () => {
    const d = (await dashboard({}))?.data as Dash;
    const byId = new Map(d.roster.map((r) => [r.studentId, r]));
    const a = byId.get(asha.id);
    const r = byId.get(ravi.id);
    const m = byId.get(meera.id);
    expect(a).toMatchObject({
      status: "ONLINE",
      online: true,
      studyTodaySeconds: 600,
      studyWeekSeconds: 600 + (earlierThisWeek ? 1200 : 0),
      questions: 7,
    });
    expect(r).toMatchObject({ status: "FOCUSING", studyTodaySeconds: 60, questions: 1 });
    expect(Math.abs(new Date(r?.focusEndsAt ?? 0).getTime() - (now + 20 * MIN))).toBeLessThan(1000);
    expect(m).toMatchObject({ status: "OFFLINE", online: false, focusEndsAt: null, studyTodaySeconds: 0 });
    expect(d.roster.map((x) => x.studentId)).toEqual([asha.id, meera.id, ravi.id]);
    // Last active is the newest event in this class (Asha's newer one in her other class does not count).
    expect(a?.lastActiveAt).toBe(lastSeeded(asha));
    expect(r?.lastActiveAt).toBe(lastSeeded(ravi));
    expect(m?.lastActiveAt).toBe(lastSeeded(meera));
  });

  it("shows a student who is online but has done nothing for 5 minutes as idle, and one never active as never", async () => {
    const [dev, noor, kiran] = await Promise.all(
      [1, 2, 3].map(() => createUser(env.DATABASE_URL, { role: "student" })),
    );
    const id = await classWith("IDLE77", [dev, noor, kiran]);
    const devLast = new Date(now - 6 * MIN);
    const kiranLast = new Date(Date.now() - 4 * MIN);
    await insertEvents(env.DATABASE_URL, [
      { userId: dev.id, classroomId: id, kind: "question_asked", createdAt: new Date(now - 20 * MIN) },
      { userId: dev.id, classroomId: id, kind: "study_time", payload: { seconds: 30 }, createdAt: devLast },
      { userId: kiran.id, classroomId: id, kind: "question_asked", createdAt: kiranLast },
    ]);
    // Dev, Noor and Kiran are all signed in and seen; only Kiran did something in the last 5 minutes.
    for (const s of [dev, noor, kiran]) await gql(server.url, "{ classrooms { id } }", {}, s.headers);
    const roster = async () => {
      const d = await figures({ id });
      return new Map(d.roster.map((r) => [r.studentId, r]));
    };
    await expect
      .poll(async () => [...(await roster()).values()].every((r) => r.online), { timeout: 5000 })
      .toBe(true);
    const byId = await roster();
    expect(byId.get(dev.id)).toMatchObject({
      status: "IDLE",
      online: true,
      focusEndsAt: null,
      lastActiveAt: devLast.toISOString(),
    });
    expect(byId.get(noor.id)).toMatchObject({
      status: "IDLE",
      online: true,
      lastActiveAt: null,
      questions: 0,
    });
    expect(byId.get(kiran.id)).toMatchObject({
      status: "ONLINE",
      online: true,
      lastActiveAt: kiranLast.toISOString(),
    });
  });

  it("counts questions per topic and finds the struggling topic with its reasons", async () => {
    const d = (await dashboard({}))?.data as Dash;
    expect(d.questionsPerTopic.map((t) => [t.topic, t.questions])).toEqual([
      ["Algebra", 6],
      ["Fractions", 1],
      ["Geometry", 1],
    ]);
    expect(d.questionsPerTopic[0]).toMatchObject({
      answers: 6,
      unverified: 3,
      quizzes: 2,
      avgQuizPercent: 45,
    });
    expect(d.strugglingTopics).toEqual([
      {
        topic: "Algebra",
        signals: ["MANY_QUESTIONS", "UNCHECKED_ANSWERS", "LOW_QUIZ_SCORES"],
        meanQuestions: 8 / 3,
        reasons: [
          "6 questions (class average 2.7 per topic)",
          "3 of 6 answers could not be checked (50%)",
          "quiz average 45% over 2 quizzes",
        ],
      },
    ]);
    expect(d.topQuestions[0]?.count).toBe(3);
    expect(d.topQuestions[0]?.text.trim().toLowerCase().replace(/\s+/g, " ")).toBe("what is a variable?");
    expect(d.totalQuestions).toBe(8);
    expect(d.activeStudents).toBe(3);
    expect(d.isEmpty).toBe(false);
    expect(d.activityByDay.reduce((s, x) => s + x.questions, 0)).toBe(8);
  });

  it("shows the newest activity first in the feed, never another class's", async () => {
    const d = (await dashboard({}))?.data as Dash;
    expect(d.feed[0]).toMatchObject({
      studentId: asha.id,
      kind: "question_asked",
      summary: "asked a question in Mathematics · Fractions",
      question: "What is 1/2 + 1/3?",
    });
    expect(d.feed.some((f) => f.question === "other class")).toBe(false);
    expect(d.feed[1]).toMatchObject({ kind: "focus_started", summary: "started a focus session" });
  });

  it("filters by subject for the per-subject teacher pages", async () => {
    const d = (await dashboard({ subject: "science" }))?.data as Dash;
    expect(d.totalQuestions).toBe(0);
    expect(d.questionsPerTopic).toEqual([]);
    const bad = await dashboard({ subject: "music" });
    expect(bad?.__typename).toBe("ValidationError");
  });

  it("answers an empty range with zeros, and refuses inverted, zero-length and over-long ranges", async () => {
    const empty = (await dashboard({ range: { from: "2020-01-01T00:00:00Z", to: "2020-02-01T00:00:00Z" } }))
      ?.data as Dash;
    expect(empty).toMatchObject({
      isEmpty: true,
      totalQuestions: 0,
      totalEvents: 0,
      questionsPerTopic: [],
      strugglingTopics: [],
      feed: [],
      activityByDay: [],
    });
    expect(empty.roster).toHaveLength(3);
    expect(empty.roster.every((r) => r.questions === 0)).toBe(true);
    const zero = await dashboard({ range: { from: "2026-01-01T00:00:00Z", to: "2026-01-01T00:00:00Z" } });
    expect(zero).toMatchObject({
      __typename: "ValidationError",
      message: "The range is empty: its end must be after its start.",
    });
    const inverted = await dashboard({ range: { from: "2026-02-01T00:00:00Z", to: "2026-01-01T00:00:00Z" } });
    expect(inverted?.__typename).toBe("ValidationError");
    const huge = await dashboard({ range: { from: "2020-01-01T00:00:00Z", to: "2026-01-01T00:00:00Z" } });
    expect(huge).toMatchObject({
      __typename: "ValidationError",
      message: "A dashboard range can cover at most 366 days. Choose a shorter range.",
    });
    const year = await dashboard({
      range: { from: new Date(now - 366 * 1440 * MIN).toISOString(), to: new Date(now).toISOString() },
    });
    expect(year?.__typename).toBe("QueryClassDashboardSuccess");
    expect(year?.data.totalStudySeconds).toBe(600 + 60 + 900 + (earlierThisWeek ? 1200 : 0));
    const zone = await dashboard({ tz: "Mars/Olympus" });
    expect(zone).toMatchObject({
      __typename: "ValidationError",
      message: "Unknown time zone; use an IANA name such as Asia/Kolkata.",
    });
  });

  it("counts study group messages per student and per class group, in SQL over the range", async () => {
    const d = (await dashboard({}))?.data as Dash;
    const byId = new Map(d.roster.map((r) => [r.studentId, r.groupMessages]));
    expect(byId.get(asha.id)).toBe(3);
    expect(byId.get(ravi.id)).toBe(1);
    expect(byId.get(meera.id)).toBe(0);
    expect(d.studyGroups).toEqual([
      {
        groupId: algebraGroup,
        name: "7A algebra",
        subject: "mathematics",
        memberCount: 2,
        messages: 4,
        students: [
          { studentId: asha.id, messages: 3 },
          { studentId: ravi.id, messages: 1 },
        ],
      },
      {
        groupId: scienceGroup,
        name: "7A science club",
        subject: "science",
        memberCount: 3,
        messages: 0,
        students: [],
      },
    ]);
    // A longer range reaches the older messages; a subject keeps only its groups.
    const range = { from: new Date(now - 366 * 1440 * MIN).toISOString(), to: new Date(now).toISOString() };
    const year = (await dashboard({ range }))?.data as Dash;
    expect(year.studyGroups.map((g) => [g.name, g.messages])).toEqual([
      ["7A algebra", 5],
      ["7A science club", 1],
    ]);
    expect(year.roster.find((r) => r.studentId === meera.id)?.groupMessages).toBe(1);
    const science = (await dashboard({ subject: "science", range }))?.data as Dash;
    expect(science.studyGroups.map((g) => [g.name, g.messages])).toEqual([["7A science club", 1]]);
    expect(science.roster.find((r) => r.studentId === asha.id)?.groupMessages).toBe(0);
  });

  it("buckets days in the teacher's time zone (fixed instants either side of midnight in Kolkata)", async () => {
    const kid = await createUser(env.DATABASE_URL, { role: "student" });
    const id = await classWith("TZDAY7", [kid]);
    const asked = (iso: string): EventSeed => ({
      userId: kid.id,
      classroomId: id,
      kind: "question_asked",
      subject: "mathematics",
      topic: "Algebra",
      payload: { question: iso },
      createdAt: new Date(iso),
    });
    await insertEvents(env.DATABASE_URL, [
      asked("2026-03-10T18:20:00Z"), // 23:50 on 10 March in Kolkata, 18:20 on 10 March in UTC
      asked("2026-03-10T18:40:00Z"), // 00:10 on 11 March in Kolkata, 18:40 on 10 March in UTC
      asked("2026-03-11T00:10:00Z"), // 05:40 on 11 March in Kolkata, 00:10 on 11 March in UTC
    ]);
    const range = { from: "2026-03-09T00:00:00Z", to: "2026-03-13T00:00:00Z" };
    const days = async (tz: string) =>
      (await figures({ id, range, tz })).activityByDay.map((d) => [d.day.slice(0, 10), d.questions]);
    expect(await days("Asia/Kolkata")).toEqual([
      ["2026-03-10", 1],
      ["2026-03-11", 2],
    ]);
    expect(await days("UTC")).toEqual([
      ["2026-03-10", 2],
      ["2026-03-11", 1],
    ]);
  });

  it("counts study 'today' from midnight in the teacher's time zone, whatever the time of day", async () => {
    const kid = await createUser(env.DATABASE_URL, { role: "student" });
    const id = await classWith("TZNOW7", [kid]);
    const at = Date.now();
    const DAY = 1440 * MIN;
    // Asia/Kolkata is UTC+05:30 all year (no daylight saving).
    const midnight = {
      UTC: Math.floor(at / DAY) * DAY,
      "Asia/Kolkata": Math.floor((at + 330 * MIN) / DAY) * DAY - 330 * MIN,
    };
    // Just before and just after each midnight (never in the future), with seconds that tell them apart.
    const times = [
      midnight.UTC - MIN,
      midnight.UTC + Math.min(MIN, (at - midnight.UTC) / 2),
      midnight["Asia/Kolkata"] - MIN,
      midnight["Asia/Kolkata"] + Math.min(MIN, (at - midnight["Asia/Kolkata"]) / 2),
    ];
    const seconds = [1, 10, 100, 1000];
    await insertEvents(
      env.DATABASE_URL,
      times.map((t, i) => ({
        userId: kid.id,
        classroomId: id,
        kind: "study_time",
        subject: "mathematics",
        payload: { seconds: seconds[i] },
        createdAt: new Date(Math.floor(t)),
      })),
    );
    for (const tz of ["UTC", "Asia/Kolkata"] as const) {
      const expected = times.reduce((sum, t, i) => (t >= midnight[tz] ? sum + (seconds[i] ?? 0) : sum), 0);
      const row = (await figures({ id, tz })).roster[0];
      expect(row?.studyTodaySeconds, tz).toBe(expected);
    }
  });

  it("gives a teacher one student's questions and answers", async () => {
    const res = await gql<{
      studentActivity: {
        data: {
          name: string;
          hasMore: boolean;
          events: {
            kind: string;
            question: string | null;
            answer: string | null;
            verified: boolean | null;
          }[];
        };
      };
    }>(
      server.url,
      `query($c: ID!, $s: ID!) { studentActivity(classroomId: $c, studentId: $s, limit: 5) { __typename ... on QueryStudentActivitySuccess { data { name hasMore events { kind question answer verified } } } ... on Error { code message } } }`,
      { c: classId, s: asha.id },
      teacher.headers,
    );
    const data = res.data?.studentActivity.data;
    expect(data?.name).toBe("Asha");
    expect(data?.hasMore).toBe(true);
    expect(data?.events[0]).toEqual({
      kind: "question_asked",
      question: "What is 1/2 + 1/3?",
      answer: null,
      verified: null,
    });
    expect(data?.events[1]).toEqual({
      kind: "question_answered",
      question: "What is a variable?",
      answer: "Answer 0",
      verified: false,
    });
    expect(data?.events.every((e) => e.kind.startsWith("question_"))).toBe(true);
  });
});
