import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { sql } from "../helpers/activity";
import { fileDatabaseUrl } from "../helpers/database";
import { collect, gql, wsClient } from "../helpers/graphql";
import {
  call,
  createGroup,
  type GroupView,
  joinGroup,
  MESSAGE_EVENTS,
  type MessageEvent,
  ok,
} from "../helpers/groups";
import { type ServerProc, startServer, uniquePrefix } from "../helpers/processes";
import { createUser, type TestUser } from "../helpers/users";

/**
 * Issue 19: invite codes (groups and classes) expire, owners leaving at once leave exactly one
 * owner, membership changes reach open pages live, and names pass moderation.
 */
describe("study groups and classes: code expiry, concurrent leaves, live members, names", () => {
  const databaseUrl = fileDatabaseUrl();
  const env = { DATABASE_URL: databaseUrl, REDIS_URL: inject("redisUrl"), REDIS_PREFIX: uniquePrefix("gm") };
  let server: ServerProc;
  const users = (n: number, role: "student" | "teacher" = "student") =>
    Promise.all(Array.from({ length: n }, () => createUser(databaseUrl, { role })));
  const expiry = async (groupId: string) =>
    (await sql(databaseUrl, `SELECT "inviteCodeExpiresAt" AS at FROM "StudyGroup" WHERE id = $1`, [groupId]))
      .rows[0]?.at as Date | null;
  const days = (at: Date | null) => Math.round(((at?.getTime() ?? 0) - Date.now()) / 86_400_000);
  const isMember = async (groupId: string, userId: string) =>
    (
      await sql(databaseUrl, `SELECT 1 FROM "GroupMember" WHERE "groupId" = $1 AND "userId" = $2`, [
        groupId,
        userId,
      ])
    ).rowCount === 1;
  const rotate = (user: TestUser, groupId: string, validDays?: number) =>
    call<GroupView & { inviteCodeExpiresAt: string }>(
      server.url,
      user,
      "rotateGroupInviteCode",
      "($groupId: ID!, $validDays: Int)",
      "(groupId: $groupId, validDays: $validDays)",
      "inviteCode inviteCodeExpiresAt",
      { groupId, validDays },
    );
  const leave = (user: TestUser, groupId: string) =>
    gql<{ leaveStudyGroup: { __typename: string; code?: string } }>(
      server.url,
      `mutation($g: ID!) { leaveStudyGroup(groupId: $g) { __typename ... on Error { code message } } }`,
      { g: groupId },
      user.headers,
    );

  beforeAll(async () => {
    server = await startServer(env);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("gives a group's invite code a week by default, or the days the owner chooses", async () => {
    const [owner] = await users(1);
    if (!owner) throw new Error("no user");
    const group = await createGroup(server.url, owner, "Week code");
    expect(days(await expiry(group.id))).toBe(7);
    const month = await createGroup(server.url, owner, "Month code", { inviteValidDays: 30 });
    expect(days(await expiry(month.id))).toBe(30);
    const rotated = ok(await rotate(owner, group.id, 1));
    expect(days(new Date(rotated.inviteCodeExpiresAt))).toBe(1);
    expect(await rotate(owner, group.id, 5)).toMatchObject({
      __typename: "ValidationError",
      message: "An invite code can work for 1, 7, 30 days.",
    });
  });

  it("refuses an expired or rotated invite code with a clear message, and nothing is joined", async () => {
    const [owner, late, later] = await users(3);
    if (!owner || !late || !later) throw new Error("no user");
    const group = await createGroup(server.url, owner, "Expiring");
    await sql(
      databaseUrl,
      `UPDATE "StudyGroup" SET "inviteCodeExpiresAt" = now() - interval '1 second' WHERE id = $1`,
      [group.id],
    );
    expect(await joinGroup(server.url, late, group.inviteCode)).toMatchObject({
      code: "INVITE_EXPIRED",
      message: "This invite code has expired. Ask the group owner for a new one.",
    });
    expect(await isMember(group.id, late.id)).toBe(false);
    const fresh = ok(await rotate(owner, group.id));
    expect(await joinGroup(server.url, later, group.inviteCode)).toMatchObject({ code: "INVALID_CODE" });
    expect(await isMember(group.id, later.id)).toBe(false);
    expect(ok(await joinGroup(server.url, late, fresh.inviteCode)).memberCount).toBe(2);
  });

  it("lets a teacher choose how long a class join code works; an expired one admits no one", async () => {
    const [teacher] = await users(1, "teacher");
    const [student] = await users(1);
    if (!teacher || !student) throw new Error("no user");
    const created = await gql<{ createClassroom: { data: { id: string } } }>(
      server.url,
      `mutation { createClassroom(input: { name: "8D", grade: 8, subjects: ["science"] }) { ... on MutationCreateClassroomSuccess { data { id } } } }`,
      {},
      teacher.headers,
    );
    const classId = created.data?.createClassroom.data.id ?? "";
    const ROTATE = `mutation($id: ID!, $days: Int) { rotateJoinCode(classroomId: $id, validDays: $days) {
      __typename ... on MutationRotateJoinCodeSuccess { data { joinCode joinCodeExpiresAt } }
      ... on Error { message } } }`;
    type Rotated = {
      rotateJoinCode: {
        __typename: string;
        message?: string;
        data?: { joinCode: string; joinCodeExpiresAt: string };
      };
    };
    const week = (await gql<Rotated>(server.url, ROTATE, { id: classId, days: 7 }, teacher.headers)).data
      ?.rotateJoinCode;
    expect(days(new Date(week?.data?.joinCodeExpiresAt ?? 0))).toBe(7);
    const bad = (await gql<Rotated>(server.url, ROTATE, { id: classId, days: 5 }, teacher.headers)).data
      ?.rotateJoinCode;
    expect(bad).toMatchObject({
      __typename: "ValidationError",
      message: "A join code can work for 1, 7, 30, 90 days.",
    });
    await sql(
      databaseUrl,
      `UPDATE "Classroom" SET "joinCodeExpiresAt" = now() - interval '1 second' WHERE id = $1`,
      [classId],
    );
    const joined = await gql<{ joinClassroom: { code?: string; message?: string } }>(
      server.url,
      `mutation($code: String!) { joinClassroom(code: $code) { __typename ... on Error { code message } } }`,
      { code: week?.data?.joinCode },
      student.headers,
    );
    expect(joined.data?.joinClassroom).toMatchObject({ code: "JOIN_CODE_EXPIRED" });
    const rows = await sql(databaseUrl, `SELECT 1 FROM "ClassMember" WHERE "classroomId" = $1`, [classId]);
    expect(rows.rowCount).toBe(0);
  });

  it("keeps exactly one owner when the owner and the next in line leave at the same moment", async () => {
    for (let round = 0; round < 5; round++) {
      const [owner, heir, third, fourth] = await users(4);
      if (!owner || !heir || !third || !fourth) throw new Error("no user");
      const group = await createGroup(server.url, owner, `Race ${round}`);
      for (const m of [heir, third, fourth]) ok(await joinGroup(server.url, m, group.inviteCode));
      const results = await Promise.all([leave(owner, group.id), leave(heir, group.id)]);
      for (const r of results)
        expect(r.data?.leaveStudyGroup.__typename).toBe("MutationLeaveStudyGroupSuccess");
      const left = await sql(
        databaseUrl,
        `SELECT "userId", role::text AS role FROM "GroupMember" WHERE "groupId" = $1`,
        [group.id],
      );
      expect(left.rows.map((r) => r.userId).sort()).toEqual([third.id, fourth.id].sort());
      expect(left.rows.filter((r) => r.role === "owner")).toEqual([{ userId: third.id, role: "owner" }]);
    }
  });

  it("deletes the group once, with no owner left behind, when the last two members leave at once", async () => {
    const [owner, friend] = await users(2);
    if (!owner || !friend) throw new Error("no user");
    const group = await createGroup(server.url, owner, "Last two");
    ok(await joinGroup(server.url, friend, group.inviteCode));
    const results = await Promise.all([leave(owner, group.id), leave(friend, group.id)]);
    for (const r of results)
      expect(r.data?.leaveStudyGroup.__typename).toBe("MutationLeaveStudyGroupSuccess");
    const rows = await sql(databaseUrl, `SELECT 1 FROM "StudyGroup" WHERE id = $1`, [group.id]);
    expect(rows.rowCount).toBe(0);
  });

  it("tells open pages when someone joins, leaves or renames; names pass moderation", async () => {
    const [owner, friend] = await users(2);
    if (!owner || !friend) throw new Error("no user");
    const group = await createGroup(server.url, owner, "Live members");
    const client = wsClient(server.wsUrl, owner.headers);
    const sub = collect<MessageEvent>(client, MESSAGE_EVENTS, { groupId: group.id });
    await sub.until((e) => e.groupMessageEvents.type === "SUBSCRIBED");
    const members = () => sub.events.filter((e) => e.groupMessageEvents.type === "MEMBERS").length;
    ok(await joinGroup(server.url, friend, group.inviteCode));
    await expect.poll(members).toBe(1);

    const UPDATE = `mutation($input: UpdateProfileInput!) { updateProfile(input: $input) {
      __typename ... on MutationUpdateProfileSuccess { data { displayName } } ... on Error { code message } } }`;
    const refused = await gql<{ updateProfile: { code?: string; message?: string } }>(
      server.url,
      UPDATE,
      { input: { displayName: "Chutiya Ravi" } },
      friend.headers,
    );
    expect(refused.data?.updateProfile).toMatchObject({
      code: "NAME_NOT_ALLOWED",
      message: "That display name is not allowed: classmates see it. Please choose another.",
    });
    const unchanged = await sql(databaseUrl, `SELECT "displayName" FROM "User" WHERE id = $1`, [friend.id]);
    expect(unchanged.rows[0]?.displayName).toBeNull();
    ok(
      (
        await gql<{ updateProfile: { __typename: string; data?: unknown } }>(
          server.url,
          UPDATE,
          { input: { displayName: "Ravi" } },
          friend.headers,
        )
      ).data?.updateProfile as { __typename: string; data?: unknown },
    );
    await expect.poll(members).toBe(2);
    const names = await gql<{ studyGroup: { members: { name: string }[] } }>(
      server.url,
      `query($id: ID!) { studyGroup(id: $id) { members { name } } }`,
      { id: group.id },
      owner.headers,
    );
    expect(names.data?.studyGroup.members.map((m) => m.name)).toContain("Ravi");
    expect((await leave(friend, group.id)).data?.leaveStudyGroup.__typename).toBe(
      "MutationLeaveStudyGroupSuccess",
    );
    await expect.poll(members).toBe(3);
    await client.dispose();
  });

  it("shows a teacher who is who among their own students in their group not tied to a class", async () => {
    const [teacher] = await users(1, "teacher");
    const [pupil, stranger] = await users(2);
    if (!teacher || !pupil || !stranger) throw new Error("no user");
    const cls = await sql(
      databaseUrl,
      `INSERT INTO "Classroom" (id, "teacherId", name, grade, subjects, "joinCode", "updatedAt")
       VALUES (gen_random_uuid(), $1, '6A', 6, ARRAY['science'], $2, now()) RETURNING id`,
      [
        teacher.id,
        `W${teacher.id
          .replace(/[^2-9]/g, "")
          .slice(0, 5)
          .padEnd(5, "2")}`,
      ],
    );
    await sql(databaseUrl, `INSERT INTO "ClassMember" ("classroomId", "userId") VALUES ($1, $2)`, [
      cls.rows[0]?.id,
      pupil.id,
    ]);
    await sql(databaseUrl, `UPDATE "User" SET "displayName" = 'Batman', username = $2 WHERE id = $1`, [
      pupil.id,
      `riya_${pupil.id.slice(0, 6)}`,
    ]);
    // The teacher makes the group (an adult never joins a children's group of someone else's, issue 25).
    const group = await createGroup(server.url, teacher, "Not a class group");
    ok(await joinGroup(server.url, pupil, group.inviteCode));
    ok(await joinGroup(server.url, stranger, group.inviteCode));
    const read = (u: TestUser) =>
      gql<{ studyGroup: { members: { userId: string; name: string; rosterName: string | null }[] } }>(
        server.url,
        `query($id: ID!) { studyGroup(id: $id) { members { userId name rosterName } } }`,
        { id: group.id },
        u.headers,
      );
    const byTeacher = (await read(teacher)).data?.studyGroup.members ?? [];
    expect(byTeacher.find((m) => m.userId === pupil.id)).toMatchObject({
      name: "Batman",
      rosterName: `riya_${pupil.id.slice(0, 6)}`,
    });
    expect(byTeacher.find((m) => m.userId === stranger.id)?.rosterName).toBeNull();
    const byStranger = (await read(stranger)).data?.studyGroup.members ?? [];
    expect(byStranger.every((m) => m.rosterName === null)).toBe(true);
    expect(JSON.stringify(byStranger)).not.toContain("@");
  });

  it("never lets an adult join a children's study group: parents and other teachers are refused, the class's teacher is not", async () => {
    const [classTeacher, otherTeacher] = await users(2, "teacher");
    const [pupil, friend] = await users(2);
    const parent = await createUser(databaseUrl, { role: "parent" });
    if (!classTeacher || !otherTeacher || !pupil || !friend) throw new Error("no user");
    const cls = await sql(
      databaseUrl,
      `INSERT INTO "Classroom" (id, "teacherId", name, grade, subjects, "joinCode", "updatedAt")
       VALUES (gen_random_uuid(), $1, '8C', 8, ARRAY['mathematics'], $2, now()) RETURNING id`,
      [classTeacher.id, `C${Date.now().toString(36).toUpperCase()}`.slice(0, 12)],
    );
    const classroomId = cls.rows[0]?.id as string;
    for (const u of [pupil, friend])
      await sql(databaseUrl, `INSERT INTO "ClassMember" ("classroomId", "userId") VALUES ($1, $2)`, [
        classroomId,
        u.id,
      ]);
    const plain = await createGroup(server.url, pupil, "Friends doing fractions");
    const classGroup = await createGroup(server.url, pupil, "8C maths", { classroomId });
    ok(await joinGroup(server.url, friend, plain.inviteCode));

    // A parent holding the code (as in the issue) and a teacher of no class here are refused, plainly.
    for (const adult of [parent, otherTeacher]) {
      for (const group of [plain, classGroup]) {
        const refused = await joinGroup(server.url, adult, group.inviteCode);
        expect(refused).toMatchObject({
          code: "CHILDREN_ONLY",
          message: expect.stringContaining("Parents and other teachers cannot join them"),
        });
        expect(await isMember(group.id, adult.id)).toBe(false);
      }
    }
    // Even the class's teacher stays out of a plain group of their students; their class group admits them.
    expect(await joinGroup(server.url, classTeacher, plain.inviteCode)).toMatchObject({
      code: "CHILDREN_ONLY",
    });
    expect(ok(await joinGroup(server.url, classTeacher, classGroup.inviteCode)).id).toBe(classGroup.id);
    expect(await isMember(classGroup.id, classTeacher.id)).toBe(true);
    // The children's own groups still count only the children (and the class's teacher).
    expect(ok(await joinGroup(server.url, friend, classGroup.inviteCode)).memberCount).toBe(3);
  });
});
