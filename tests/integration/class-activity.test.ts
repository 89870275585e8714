import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { activityRecorder, sql } from "../helpers/activity";
import { fileDatabaseUrl } from "../helpers/database";
import { timerApi } from "../helpers/focus-timer";
import { collect, gql, wsClient } from "../helpers/graphql";
import { type ServerProc, startServer, uniquePrefix } from "../helpers/processes";
import { createUser, type TestUser } from "../helpers/users";

const WATCH = `subscription($id: ID!, $since: DateTime) { classActivity(classroomId: $id, since: $since) {
  id studentId studentName kind subject topic summary question verified createdAt } }`;

interface Item {
  classActivity: {
    id: string;
    studentId: string;
    studentName: string;
    kind: string;
    summary: string;
    question: string | null;
    createdAt: string;
  };
}

async function newClass(databaseUrl: string, teacherId: string, code: string): Promise<string> {
  const res = await sql(
    databaseUrl,
    `INSERT INTO "Classroom" (id, "teacherId", name, grade, subjects, "joinCode", "updatedAt") VALUES (gen_random_uuid(), $1, $2, 6, '{science}', $2, now()) RETURNING id`,
    [teacherId, code],
  );
  return res.rows[0].id;
}

/**
 * Waits until the subscription is really listening (its Redis channel subscribed): records probe
 * events until one arrives, so a measured event is never published into the void.
 */
async function untilLive(sub: ReturnType<typeof collect<Item>>, probe: () => Promise<void>) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    await probe();
    try {
      await sub.until((e) => e.classActivity.kind === "break_completed", 400);
      return;
    } catch {}
  }
  throw new Error("subscription never became live");
}

const join = (databaseUrl: string, classId: string, userId: string) =>
  sql(databaseUrl, `INSERT INTO "ClassMember" ("classroomId", "userId") VALUES ($1, $2)`, [classId, userId]);

describe("class data is only for that class's teacher", () => {
  const env = {
    DATABASE_URL: fileDatabaseUrl(),
    REDIS_URL: inject("redisUrl"),
    REDIS_PREFIX: uniquePrefix(),
  };
  let server: ServerProc;
  let teacher: TestUser;
  let otherTeacher: TestUser;
  let student: TestUser;
  let classId: string;
  let recorder: ReturnType<typeof activityRecorder>;

  beforeAll(async () => {
    server = await startServer(env);
    recorder = activityRecorder(env);
    [teacher, otherTeacher] = await Promise.all([
      createUser(env.DATABASE_URL, { role: "teacher" }),
      createUser(env.DATABASE_URL, { role: "teacher" }),
    ]);
    student = await createUser(env.DATABASE_URL, { role: "student" });
    classId = await newClass(env.DATABASE_URL, teacher.id, "PRIV66");
    await join(env.DATABASE_URL, classId, student.id);
    await newClass(env.DATABASE_URL, otherTeacher.id, "OTHR66");
  });
  afterAll(async () => {
    await recorder?.close();
    await server?.stop();
  });

  const reads: [string, string, Record<string, unknown>][] = [
    [
      "classDashboard",
      `query($c: ID!) { classDashboard(classroomId: $c) { __typename ... on Error { code message } } }`,
      {},
    ],
    [
      "studentActivity",
      `query($c: ID!, $s: ID!) { studentActivity(classroomId: $c, studentId: $s) { __typename ... on Error { code message } } }`,
      { s: "student" },
    ],
    [
      "rotateJoinCode",
      `mutation($c: ID!) { rotateJoinCode(classroomId: $c) { __typename ... on Error { code message } } }`,
      {},
    ],
    [
      "removeStudent",
      `mutation($c: ID!, $s: ID!) { removeStudent(classroomId: $c, studentId: $s) { __typename ... on Error { code message } } }`,
      { s: "student" },
    ],
  ];

  it.each(reads)(
    "denies %s to a teacher of another class, a student of the class and anonymous",
    async (field, query, extra) => {
      const vars = { c: classId, ...(extra.s ? { s: student.id } : {}) };
      const codeFor = async (headers: Record<string, string>) => {
        const res = await gql<Record<string, { __typename: string; code?: string; message?: string }>>(
          server.url,
          query,
          vars,
          headers,
        );
        return res.data?.[field];
      };
      expect(await codeFor(otherTeacher.headers)).toEqual({
        __typename: "AppError",
        code: "NOT_FOUND",
        message: "This class does not exist or is not yours.",
      });
      expect(await codeFor(student.headers)).toMatchObject({ code: "FORBIDDEN" });
      expect(await codeFor({})).toMatchObject({ code: "UNAUTHENTICATED" });
      const own = await codeFor(teacher.headers);
      expect(own?.__typename).not.toBe("AppError");
      if (field === "removeStudent") await join(env.DATABASE_URL, classId, student.id);
    },
  );

  it("denies a teacher the activity of a student who is not in that class, even through their own class id", async () => {
    const q = `query($c: ID!, $s: ID!) { studentActivity(classroomId: $c, studentId: $s, questionsOnly: false) {
      __typename ... on Error { code message } ... on QueryStudentActivitySuccess { data { events { id } } } } }`;
    const as = async (headers: Record<string, string>, c: string, s: string) =>
      (await gql<{ studentActivity: unknown }>(server.url, q, { c, s }, headers)).data?.studentActivity;
    // Another teacher's student, with activity of their own; and a student of this teacher's other class.
    const theirClass = await newClass(env.DATABASE_URL, otherTeacher.id, "THRS66");
    const theirs = await createUser(env.DATABASE_URL, { role: "student" });
    await join(env.DATABASE_URL, theirClass, theirs.id);
    const secondClass = await newClass(env.DATABASE_URL, teacher.id, "SCND66");
    const sibling = await createUser(env.DATABASE_URL, { role: "student" });
    await join(env.DATABASE_URL, secondClass, sibling.id);
    for (const who of [theirs, sibling]) {
      await recorder.record({
        userId: who.id,
        kind: "question_asked",
        subject: "science",
        topic: "Magnets",
        payload: { question: "private?" },
      });
    }
    const notMember = {
      __typename: "AppError",
      code: "NOT_A_MEMBER",
      message: "This student is not in this class.",
    };
    expect(await as(teacher.headers, classId, theirs.id)).toEqual(notMember);
    expect(await as(teacher.headers, classId, sibling.id)).toEqual(notMember);
    expect(await as(teacher.headers, theirClass, theirs.id)).toEqual({
      __typename: "AppError",
      code: "NOT_FOUND",
      message: "This class does not exist or is not yours.",
    });
    // The same questions are there for the right teacher and class, so the denials above are not empty reads.
    expect(await as(teacher.headers, secondClass, sibling.id)).toMatchObject({ data: { events: [{}] } });
    expect(await as(otherTeacher.headers, theirClass, theirs.id)).toMatchObject({ data: { events: [{}] } });
    // A removed student's past activity is no longer the teacher's to read.
    await sql(env.DATABASE_URL, `DELETE FROM "ClassMember" WHERE "classroomId" = $1 AND "userId" = $2`, [
      secondClass,
      sibling.id,
    ]);
    expect(await as(teacher.headers, secondClass, sibling.id)).toEqual(notMember);
  });

  it("refuses ids that are not ids with a clear error, not a server fault", async () => {
    const q = `query($c: ID!, $s: ID!) { studentActivity(classroomId: $c, studentId: $s) { __typename ... on Error { code message } } }`;
    const dash = `query($c: ID!) { classDashboard(classroomId: $c) { __typename ... on Error { code message } } }`;
    const bad = (what: string) => ({
      __typename: "ValidationError",
      code: "VALIDATION_FAILED",
      message: expect.stringContaining(`That is not a ${what} id.`),
    });
    const read = await gql<{ studentActivity: unknown }>(
      server.url,
      q,
      { c: "not-a-class", s: student.id },
      teacher.headers,
    );
    expect(read.errors).toBeUndefined();
    expect(read.data?.studentActivity).toMatchObject(bad("class"));
    const board = await gql<{ classDashboard: unknown }>(
      server.url,
      dash,
      { c: "not-a-class" },
      teacher.headers,
    );
    expect(board.errors).toBeUndefined();
    expect(board.data?.classDashboard).toMatchObject(bad("class"));
    expect(
      (await gql<{ studentActivity: unknown }>(server.url, q, { c: classId, s: "nobody" }, teacher.headers))
        .data?.studentActivity,
    ).toMatchObject(bad("student"));
  });

  it("shows the class itself only to its teacher and its students", async () => {
    const q = `query($c: ID!) { classroom(id: $c) { __typename ... on Error { code } ... on QueryClassroomSuccess { data { joinCode students { id } } } } }`;
    const as = async (headers: Record<string, string>) =>
      (await gql<{ classroom: unknown }>(server.url, q, { c: classId }, headers)).data?.classroom;
    expect(await as(otherTeacher.headers)).toMatchObject({ code: "NOT_FOUND" });
    const outsider = await createUser(env.DATABASE_URL, { role: "student" });
    expect(await as(outsider.headers)).toMatchObject({ code: "NOT_FOUND" });
    expect(await as({})).toMatchObject({ code: "UNAUTHENTICATED" });
    expect(await as(student.headers)).toMatchObject({ data: { joinCode: null, students: null } });
    expect(await as(teacher.headers)).toMatchObject({
      data: { joinCode: expect.stringMatching(/^[A-Z2-9]{6}$/), students: [{ id: student.id }] },
    });
  });

  it("refuses the live subscription to a teacher of another class, a student and anonymous, and sends them nothing", async () => {
    const clients = [
      wsClient(server.wsUrl, otherTeacher.headers),
      wsClient(server.wsUrl, student.headers),
      wsClient(server.wsUrl),
    ];
    const subs = clients.map((c) => collect<Item>(c, WATCH, { id: classId }));
    await new Promise((r) => setTimeout(r, 500));
    await recorder.record({
      userId: student.id,
      kind: "question_asked",
      subject: "science",
      topic: "Magnets",
      payload: { question: "leak?" },
    });
    await new Promise((r) => setTimeout(r, 700));
    const messages = subs.map((s) => JSON.stringify(s.errors));
    expect(messages[0]).toContain("This class does not exist or is not yours.");
    expect(messages[0]).toContain("NOT_FOUND");
    expect(messages[1]).toContain("FORBIDDEN");
    expect(messages[2]).toContain("UNAUTHENTICATED");
    for (const s of subs) expect(s.events).toEqual([]);
    await Promise.all(clients.map((c) => c.dispose()));
  });
});

describe("the live class feed", () => {
  const env = {
    DATABASE_URL: fileDatabaseUrl(),
    REDIS_URL: inject("redisUrl"),
    REDIS_PREFIX: uniquePrefix(),
  };
  let server: ServerProc;
  let recorder: ReturnType<typeof activityRecorder>;
  let teacher: TestUser;

  beforeAll(async () => {
    server = await startServer(env);
    recorder = activityRecorder(env);
    teacher = await createUser(env.DATABASE_URL, { role: "teacher" });
  });
  afterAll(async () => {
    await recorder?.close();
    await server?.stop();
  });

  it("delivers a student's action to the teacher within 1 s, and nothing from another class", async () => {
    const classId = await newClass(env.DATABASE_URL, teacher.id, "LIVE01");
    const otherClass = await newClass(env.DATABASE_URL, teacher.id, "LIVE02");
    const [kid, outsider] = await Promise.all([createUser(env.DATABASE_URL), createUser(env.DATABASE_URL)]);
    await join(env.DATABASE_URL, classId, kid.id);
    await join(env.DATABASE_URL, otherClass, outsider.id);
    await sql(env.DATABASE_URL, `UPDATE "User" SET "displayName" = 'Kiran' WHERE id = $1`, [kid.id]);
    const client = wsClient(server.wsUrl, teacher.headers);
    const sub = collect<Item>(client, WATCH, { id: classId });
    await untilLive(sub, () => recorder.record({ userId: kid.id, kind: "break_completed" }));
    await recorder.record({
      userId: outsider.id,
      kind: "question_asked",
      subject: "science",
      topic: "Light",
    });
    await recorder.record({
      userId: kid.id,
      kind: "question_asked",
      subject: "science",
      topic: "Magnets",
      payload: { question: "Why do magnets attract iron?" },
    });
    // Pushed, not polled (the dashboard has no poll); how fast is measured by `pnpm bench teacher-dashboard`.
    const got = await sub.until((e) => e.classActivity.kind === "question_asked", 15_000);
    expect(got.classActivity).toMatchObject({
      studentId: kid.id,
      studentName: "Kiran",
      summary: "asked a question in Science · Magnets",
      question: "Why do magnets attract iron?",
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(sub.events.filter((e) => e.classActivity.studentId === outsider.id)).toEqual([]);
    await client.dispose();
  });

  it("records a student's one action once per class they are in, and each class's teacher hears it", async () => {
    const otherTeacher = await createUser(env.DATABASE_URL, { role: "teacher" });
    const classes = {
      a: await newClass(env.DATABASE_URL, teacher.id, "MANY01"),
      b: await newClass(env.DATABASE_URL, otherTeacher.id, "MANY02"),
      c: await newClass(env.DATABASE_URL, teacher.id, "MANY03"),
    };
    const kid = await createUser(env.DATABASE_URL);
    for (const id of Object.values(classes)) await join(env.DATABASE_URL, id, kid.id);
    const mine = wsClient(server.wsUrl, teacher.headers);
    const theirs = wsClient(server.wsUrl, otherTeacher.headers);
    const subs = {
      a: collect<Item>(mine, WATCH, { id: classes.a }),
      b: collect<Item>(theirs, WATCH, { id: classes.b }),
      c: collect<Item>(mine, WATCH, { id: classes.c }),
    };
    for (const sub of Object.values(subs)) {
      await untilLive(sub, () => recorder.record({ userId: kid.id, kind: "break_completed" }));
    }
    // The real action, through the server's own recordActivity: the student starts their focus timer.
    const started = await timerApi(server.url, kid.headers).toggle(0);
    expect(started.data?.status).toBe("running");
    const rows = (
      await sql(
        env.DATABASE_URL,
        `SELECT id, "classroomId", "actionId" FROM "ActivityEvent" WHERE "userId" = $1 AND kind = 'focus_started'`,
        [kid.id],
      )
    ).rows as { id: string; classroomId: string; actionId: string }[];
    expect(rows.map((r) => r.classroomId).sort()).toEqual(Object.values(classes).sort());
    expect(new Set(rows.map((r) => r.actionId)).size).toBe(1);
    for (const [name, sub] of Object.entries(subs)) {
      const got = await sub.until((e) => e.classActivity.kind === "focus_started", 15_000);
      const row = rows.find((r) => r.classroomId === classes[name as keyof typeof classes]);
      expect(got.classActivity, `class ${name}`).toMatchObject({ id: row?.id, studentId: kid.id });
    }
    await new Promise((r) => setTimeout(r, 300));
    for (const [name, sub] of Object.entries(subs)) {
      expect(
        sub.events.filter((e) => e.classActivity.kind === "focus_started"),
        `class ${name} hears it once`,
      ).toHaveLength(1);
    }
    await Promise.all([mine.dispose(), theirs.dispose()]);
  });

  it("announces a student coming online, and replays events stored after `since`", async () => {
    const classId = await newClass(env.DATABASE_URL, teacher.id, "LIVE03");
    const kid = await createUser(env.DATABASE_URL);
    await join(env.DATABASE_URL, classId, kid.id);
    const since = new Date().toISOString();
    await recorder.record({
      userId: kid.id,
      kind: "focus_started",
      payload: { endsAt: new Date(Date.now() + 25 * 60_000).toISOString() },
    });
    const client = wsClient(server.wsUrl, teacher.headers);
    const sub = collect<Item>(client, WATCH, { id: classId, since });
    const replayed = await sub.until((e) => e.classActivity.kind === "focus_started", 15_000);
    expect(replayed.classActivity.summary).toBe("started a focus session");
    await gql(server.url, "{ classrooms { id } }", {}, kid.headers);
    const online = await sub.until((e) => e.classActivity.kind === "online", 15_000);
    expect(online.classActivity).toMatchObject({ studentId: kid.id, summary: "came online" });
    expect(sub.events.filter((e) => e.classActivity.kind === "focus_started")).toHaveLength(1);
    await client.dispose();
  });

  it("re-checks the teacher on every event: a class handed to another teacher stops streaming", async () => {
    const classId = await newClass(env.DATABASE_URL, teacher.id, "LIVE04");
    const kid = await createUser(env.DATABASE_URL);
    const successor = await createUser(env.DATABASE_URL, { role: "teacher" });
    await join(env.DATABASE_URL, classId, kid.id);
    const client = wsClient(server.wsUrl, teacher.headers);
    const sub = collect<Item>(client, WATCH, { id: classId });
    await untilLive(sub, () => recorder.record({ userId: kid.id, kind: "break_completed" }));
    await recorder.record({ userId: kid.id, kind: "study_time", payload: { seconds: 60 } });
    await sub.until((e) => e.classActivity.kind === "study_time", 15_000);
    await sql(env.DATABASE_URL, `UPDATE "Classroom" SET "teacherId" = $1 WHERE id = $2`, [
      successor.id,
      classId,
    ]);
    await recorder.record({
      userId: kid.id,
      kind: "question_asked",
      payload: { question: "after the handover" },
    });
    await new Promise((r) => setTimeout(r, 800));
    expect(sub.events.map((e) => e.classActivity.kind).filter((k) => k !== "break_completed")).toEqual([
      "study_time",
    ]);
    expect(JSON.stringify(sub.errors)).toContain("This class does not exist or is not yours.");
    await client.dispose();
  });
});
