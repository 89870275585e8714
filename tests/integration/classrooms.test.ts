import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { sql } from "../helpers/activity";
import { fileDatabaseUrl } from "../helpers/database";
import { gql } from "../helpers/graphql";
import { type ServerProc, startServer, uniquePrefix } from "../helpers/processes";
import { createUser, type TestUser } from "../helpers/users";

const CREATE = `mutation($input: CreateClassroomInput!) { createClassroom(input: $input) {
  __typename
  ... on MutationCreateClassroomSuccess { data { id name grade subjects joinCode joinCodeDisplay joinPath joinCodeExpiresAt studentCount viewerIsTeacher } }
  ... on Error { code message }
  ... on ValidationError { issues { path message } }
} }`;
const JOIN = `mutation($code: String!) { joinClassroom(code: $code) {
  __typename
  ... on MutationJoinClassroomSuccess { data { alreadyMember message classroom { id name joinCode activityNotice activityVisibleToTeacher teacherName studentCount } } }
  ... on Error { code message }
} }`;
const ROTATE = `mutation($id: ID!) { rotateJoinCode(classroomId: $id) {
  __typename ... on MutationRotateJoinCodeSuccess { data { joinCode } } ... on Error { code message } } }`;
const REMOVE = `mutation($c: ID!, $s: ID!) { removeStudent(classroomId: $c, studentId: $s) {
  __typename ... on MutationRemoveStudentSuccess { data { studentCount students { id } } } ... on Error { code message } } }`;
const LIST = `{ classrooms { id name joinCode activityNotice activityVisibleToTeacher students { id label } } }`;

interface Created {
  id: string;
  joinCode: string;
  joinCodeDisplay: string;
  joinPath: string;
  joinCodeExpiresAt: string;
}

describe("classrooms: create, join, rotate, remove", () => {
  const env = {
    DATABASE_URL: fileDatabaseUrl(),
    REDIS_URL: inject("redisUrl"),
    REDIS_PREFIX: uniquePrefix(),
  };
  let server: ServerProc;
  let teacher: TestUser;
  let student: TestUser;

  const create = async (user: TestUser, input: Record<string, unknown>) =>
    (
      await gql<{ createClassroom: Record<string, unknown> & { data: Created } }>(
        server.url,
        CREATE,
        { input },
        user.headers,
      )
    ).data?.createClassroom;
  const join = async (user: TestUser, code: string) =>
    (await gql<{ joinClassroom: Record<string, unknown> }>(server.url, JOIN, { code }, user.headers)).data
      ?.joinClassroom;

  beforeAll(async () => {
    server = await startServer(env);
    teacher = await createUser(env.DATABASE_URL, { role: "teacher" });
    student = await createUser(env.DATABASE_URL, { role: "student" });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("lets a teacher create a class with a 6-character code and a join link", async () => {
    const res = await create(teacher, {
      name: " 7A Maths ",
      grade: 7,
      subjects: ["mathematics", "science", "mathematics"],
    });
    expect(res?.__typename).toBe("MutationCreateClassroomSuccess");
    const c = res?.data;
    expect(c).toMatchObject({
      name: "7A Maths",
      grade: 7,
      subjects: ["mathematics", "science"],
      studentCount: 0,
      viewerIsTeacher: true,
    });
    expect(c?.joinCode).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    expect(c?.joinCodeDisplay).toBe(`${c?.joinCode.slice(0, 3)}-${c?.joinCode.slice(3)}`);
    expect(c?.joinPath).toBe(`/classes/join/${c?.joinCode}`);
    expect(new Date(c?.joinCodeExpiresAt ?? 0).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
  });

  it("rejects bad class input with readable messages, and students cannot create classes", async () => {
    const bad = await create(teacher, { name: "", grade: 13, subjects: ["music"] });
    expect(bad?.__typename).toBe("ValidationError");
    const messages = ((bad?.issues ?? []) as { message: string }[]).map((i) => i.message);
    expect(messages).toContain("Give the class a name, e.g. 7A Mathematics.");
    expect(messages).toContain("Choose a class from 1 to 12.");
    expect(messages.some((m) => m.startsWith("Choose a subject:"))).toBe(true);
    const none = await create(teacher, { name: "X", grade: 5, subjects: [] });
    expect(((none?.issues ?? []) as { message: string }[])[0]?.message).toBe(
      "Choose at least one subject for the class.",
    );
    const asStudent = await create(student, { name: "Mine", grade: 5, subjects: ["english"] });
    expect(asStudent).toMatchObject({ __typename: "AppError", code: "FORBIDDEN" });
    const anon = (
      await gql<{ createClassroom: unknown }>(server.url, CREATE, {
        input: { name: "A", grade: 5, subjects: ["english"] },
      })
    ).data?.createClassroom;
    expect(anon).toMatchObject({ code: "UNAUTHENTICATED" });
  });

  it("lets a student join with the code typed loosely, says so when joining twice, and shows the notice", async () => {
    const c = (await create(teacher, { name: "8B Science", grade: 8, subjects: ["science"] }))
      ?.data as Created;
    const typed = `${c.joinCode.slice(0, 3).toLowerCase()} - ${c.joinCode.slice(3)}`;
    const first = await join(student, typed);
    expect(first).toMatchObject({
      __typename: "MutationJoinClassroomSuccess",
      data: {
        alreadyMember: false,
        message: "You joined 8B Science.",
        classroom: { id: c.id, joinCode: null, studentCount: 1, activityVisibleToTeacher: true },
      },
    });
    expect(
      (first?.data as { classroom: { activityNotice: string } } | undefined)?.classroom.activityNotice,
    ).toMatch(/Your teacher can see your learning activity/);
    const again = await join(student, c.joinCode);
    expect(again).toMatchObject({
      data: {
        alreadyMember: true,
        message: "You are already in 8B Science.",
        classroom: { studentCount: 1 },
      },
    });
    const mine = await gql<{
      classrooms: { id: string; joinCode: string | null; activityNotice: string | null; students: unknown }[];
    }>(server.url, LIST, {}, student.headers);
    const listed = mine.data?.classrooms.find((x) => x.id === c.id);
    expect(listed).toMatchObject({ joinCode: null, students: null });
    expect(listed?.activityNotice).toMatch(/teacher can see/);
    const theirs = await gql<{ classrooms: { id: string; students: { id: string }[] }[] }>(
      server.url,
      LIST,
      {},
      teacher.headers,
    );
    expect(theirs.data?.classrooms.find((x) => x.id === c.id)?.students.map((s) => s.id)).toEqual([
      student.id,
    ]);
  });

  it("refuses wrong, malformed, expired and rotated codes with clear errors", async () => {
    const c = (await create(teacher, { name: "9C", grade: 9, subjects: ["english"] }))?.data as Created;
    const other = await createUser(env.DATABASE_URL, { role: "student" });
    const wrong = c.joinCode === "ABCDEF" ? "ABCDEG" : "ABCDEF";
    expect(await join(other, wrong)).toMatchObject({
      code: "INVALID_JOIN_CODE",
      message: "No class has this join code. Check the code with your teacher.",
    });
    expect(await join(other, "hello!")).toMatchObject({
      __typename: "ValidationError",
      message: "That is not a join code. Codes have 6 letters and digits, like K7Q-M3X.",
    });
    expect(await join(other, "   ")).toMatchObject({
      __typename: "ValidationError",
      message: "Enter the join code your teacher gave you.",
    });
    await sql(
      env.DATABASE_URL,
      `UPDATE "Classroom" SET "joinCodeExpiresAt" = now() - interval '1 minute' WHERE id = $1`,
      [c.id],
    );
    expect(await join(other, c.joinCode)).toMatchObject({
      code: "JOIN_CODE_EXPIRED",
      message: "This join code has expired. Ask your teacher for a new one.",
    });
    const rotated = (
      await gql<{ rotateJoinCode: { data: { joinCode: string } } }>(
        server.url,
        ROTATE,
        { id: c.id },
        teacher.headers,
      )
    ).data?.rotateJoinCode.data.joinCode;
    expect(rotated).toBeDefined();
    expect(rotated).not.toBe(c.joinCode);
    expect(await join(other, c.joinCode)).toMatchObject({ code: "INVALID_JOIN_CODE" });
    expect(await join(other, rotated ?? "")).toMatchObject({ data: { alreadyMember: false } });
    const teacherJoins = await join(teacher, rotated ?? "");
    expect(teacherJoins).toMatchObject({ code: "FORBIDDEN" });
  });

  it("stops guessing after 10 wrong codes", async () => {
    const guesser = await createUser(env.DATABASE_URL, { role: "student" });
    const codes = [
      "AAAAAA",
      "AAAAAB",
      "AAAAAC",
      "AAAAAD",
      "AAAAAE",
      "AAAAAF",
      "AAAAAG",
      "AAAAAH",
      "AAAAAJ",
      "AAAAAK",
    ];
    for (const code of codes) expect(await join(guesser, code)).toMatchObject({ code: "INVALID_JOIN_CODE" });
    const limited = await join(guesser, "AAAAAM");
    expect(limited).toMatchObject({ __typename: "RateLimitError", code: "RATE_LIMITED" });
    expect(String(limited?.message)).toMatch(/Too many attempts. Please try again in \d+ minutes?/);
  });

  it("lets only the class's teacher rotate codes or remove students; removal hides their past activity", async () => {
    const c = (await create(teacher, { name: "10D", grade: 10, subjects: ["mathematics"] }))?.data as Created;
    const kid = await createUser(env.DATABASE_URL, { role: "student" });
    await join(kid, c.joinCode);
    await sql(
      env.DATABASE_URL,
      `INSERT INTO "ActivityEvent" (id, "userId", "classroomId", kind, payload, "actionId") VALUES (gen_random_uuid(), $1, $2, 'question_asked', '{}', gen_random_uuid())`,
      [kid.id, c.id],
    );
    const otherTeacher = await createUser(env.DATABASE_URL, { role: "teacher" });
    expect(
      (await gql<{ rotateJoinCode: unknown }>(server.url, ROTATE, { id: c.id }, otherTeacher.headers)).data
        ?.rotateJoinCode,
    ).toMatchObject({
      code: "NOT_FOUND",
      message: "This class does not exist or is not yours.",
    });
    const stranger = await gql<{ removeStudent: unknown }>(
      server.url,
      REMOVE,
      { c: c.id, s: kid.id },
      otherTeacher.headers,
    );
    expect(stranger.data?.removeStudent).toMatchObject({ code: "NOT_FOUND" });
    const byStudent = await gql<{ removeStudent: unknown }>(
      server.url,
      REMOVE,
      { c: c.id, s: kid.id },
      kid.headers,
    );
    expect(byStudent.data?.removeStudent).toMatchObject({ code: "FORBIDDEN" });
    const removed = await gql<{ removeStudent: unknown }>(
      server.url,
      REMOVE,
      { c: c.id, s: kid.id },
      teacher.headers,
    );
    expect(removed.data?.removeStudent).toMatchObject({ data: { studentCount: 0, students: [] } });
    const again = await gql<{ removeStudent: unknown }>(
      server.url,
      REMOVE,
      { c: c.id, s: kid.id },
      teacher.headers,
    );
    expect(again.data?.removeStudent).toMatchObject({
      code: "NOT_A_MEMBER",
      message: "This student is not in this class.",
    });
    const rows = await sql(
      env.DATABASE_URL,
      `SELECT "classroomId" FROM "ActivityEvent" WHERE "userId" = $1`,
      [kid.id],
    );
    expect(rows.rows).toEqual([{ classroomId: null }]);
    const view = await gql<{ classroom: unknown }>(
      server.url,
      `query($id: ID!) { classroom(id: $id) { __typename ... on Error { code } } }`,
      { id: c.id },
      kid.headers,
    );
    expect(view.data?.classroom).toMatchObject({ code: "NOT_FOUND" });
  });
});
