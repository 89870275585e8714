import { Redis } from "ioredis";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { fileDatabaseUrl } from "../helpers/database";
import { collect, gql, wsClient } from "../helpers/graphql";
import {
  call,
  createGroup,
  GROUP_FIELDS,
  type GroupView,
  groupWithMembers,
  joinGroup,
  listMessages,
  MESSAGE_EVENTS,
  type MessageEvent,
  ok,
  sendMessage,
} from "../helpers/groups";
import { type ServerProc, startServer, uniquePrefix } from "../helpers/processes";
import { createUser, type TestUser } from "../helpers/users";

const TYPING = `subscription($groupId: ID!) { groupTyping(groupId: $groupId) { userId name typing } }`;
const PRESENCE = `subscription($groupId: ID!) { groupPresence(groupId: $groupId) { online { userId name } } }`;
const REPORT_FIELDS = `id seq reason details bodySnapshot senderId senderName senderIsMember reporterName status messageDeleted`;

interface Report {
  id: string;
  seq: number;
  reason: string;
  bodySnapshot: string;
  senderId: string;
  senderIsMember: boolean;
  status: string;
  messageDeleted: boolean;
}

describe("study groups live: events, removal, typing, presence, reports, class groups", () => {
  const databaseUrl = fileDatabaseUrl();
  const env = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: inject("redisUrl"),
    REDIS_PREFIX: uniquePrefix("grouplive"),
  };
  let a: ServerProc;
  let b: ServerProc;
  const users = (n: number) => Promise.all(Array.from({ length: n }, () => createUser(databaseUrl)));

  beforeAll(async () => {
    // One after the other, so a failed start never leaves the other running untracked.
    a = await startServer(env);
    b = await startServer(env);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
  });

  const removeMember = (by: TestUser, groupId: string, userId: string) =>
    gql<{ removeGroupMember: { __typename: string } }>(
      a.url,
      `mutation($g: ID!, $u: ID!) { removeGroupMember(groupId: $g, userId: $u) { __typename ... on Error { code message } } }`,
      { g: groupId, u: userId },
      by.headers,
    );

  it("delivers added, edited and deleted events across server processes", async () => {
    const [owner, reader] = await users(2);
    const group = await groupWithMembers(a.url, owner, [reader]);
    const client = wsClient(b.wsUrl, reader.headers);
    const sub = collect<MessageEvent>(client, MESSAGE_EVENTS, { groupId: group.id });
    await sub.until((e) => e.groupMessageEvents.type === "SUBSCRIBED");
    const sent = ok(await sendMessage(a.url, owner, group.id, "Newton's $F = ma$"));
    const added = await sub.until((e) => e.groupMessageEvents.type === "ADDED");
    expect(added.groupMessageEvents).toMatchObject({
      seq: 1,
      message: { body: "Newton's $F = ma$", senderId: owner.id },
    });
    ok(
      await call(
        a.url,
        owner,
        "editGroupMessage",
        "($input: EditGroupMessageInput!)",
        "(input: $input)",
        "id",
        {
          input: { messageId: sent.id, body: "Newton: $F = ma$" },
        },
      ),
    );
    await sub.until(
      (e) =>
        e.groupMessageEvents.type === "EDITED" && e.groupMessageEvents.message?.body === "Newton: $F = ma$",
    );
    ok(
      await call(a.url, owner, "deleteGroupMessage", "($id: ID!)", "(messageId: $id)", "id", { id: sent.id }),
    );
    const deleted = await sub.until((e) => e.groupMessageEvents.type === "DELETED");
    expect(deleted.groupMessageEvents.message).toMatchObject({ seq: 1, body: "" });
    await client.dispose();
  });

  it("stops delivering to a removed member at once, and they cannot rejoin", async () => {
    const [owner, kept, removed] = await users(3);
    const group = await groupWithMembers(a.url, owner, [kept, removed]);
    const keptClient = wsClient(b.wsUrl, kept.headers);
    const removedClient = wsClient(b.wsUrl, removed.headers);
    const keptSub = collect<MessageEvent>(keptClient, MESSAGE_EVENTS, { groupId: group.id });
    const removedSub = collect<MessageEvent>(removedClient, MESSAGE_EVENTS, { groupId: group.id });
    const removedTyping = collect(removedClient, TYPING, { groupId: group.id });
    await Promise.all(
      [keptSub, removedSub].map((s) => s.until((e) => e.groupMessageEvents.type === "SUBSCRIBED")),
    );
    ok(await sendMessage(a.url, owner, group.id, "before"));
    await removedSub.until((e) => e.groupMessageEvents.message?.body === "before");
    expect((await removeMember(owner, group.id, removed.id)).data?.removeGroupMember.__typename).toBe(
      "MutationRemoveGroupMemberSuccess",
    );
    await removedSub.until((e) => e.groupMessageEvents.type === "REMOVED");
    ok(await sendMessage(a.url, owner, group.id, "after"));
    await gql(
      a.url,
      `mutation($g: ID!) { setGroupTyping(groupId: $g, typing: true) { __typename } }`,
      { g: group.id },
      owner.headers,
    );
    await keptSub.until((e) => e.groupMessageEvents.message?.body === "after");
    await new Promise((r) => setTimeout(r, 300));
    expect(
      removedSub.events.map((e) => e.groupMessageEvents.message?.body ?? e.groupMessageEvents.type),
    ).toEqual(["SUBSCRIBED", "before", "REMOVED"]);
    expect(removedSub.completed).toBe(true);
    expect(removedTyping.events).toEqual([]);
    expect(await listMessages(a.url, removed, group.id)).toMatchObject({ code: "NOT_A_MEMBER" });
    expect(await joinGroup(a.url, removed, group.inviteCode)).toMatchObject({
      code: "REMOVED",
      message: "You were removed from this group and cannot join it again.",
    });
    await Promise.all([keptClient.dispose(), removedClient.dispose()]);
  });

  it("shows typing to others, throttled, and tells when typing stops", async () => {
    const [typist, watcher] = await users(2);
    const group = await groupWithMembers(a.url, typist, [watcher]);
    const client = wsClient(b.wsUrl, watcher.headers);
    const own = wsClient(a.wsUrl, typist.headers);
    const sub = collect<{ groupTyping: { userId: string; typing: boolean } }>(client, TYPING, {
      groupId: group.id,
    });
    const ownSub = collect<{ groupTyping: { userId: string } }>(own, TYPING, { groupId: group.id });
    const presence = collect(client, PRESENCE, { groupId: group.id });
    await presence.until(() => true);
    const setTyping = (typing: boolean) =>
      gql(
        a.url,
        `mutation($g: ID!, $t: Boolean!) { setGroupTyping(groupId: $g, typing: $t) { __typename } }`,
        { g: group.id, t: typing },
        typist.headers,
      );
    for (let i = 0; i < 5; i++) await setTyping(true);
    await sub.until((e) => e.groupTyping.typing);
    await setTyping(false);
    await sub.until((e) => !e.groupTyping.typing);
    expect(sub.events.map((e) => e.groupTyping.typing)).toEqual([true, false]);
    expect(sub.events[0]?.groupTyping.userId).toBe(typist.id);
    expect(ownSub.events).toEqual([]);
    await Promise.all([client.dispose(), own.dispose()]);
  });

  it("lists who is online, across processes, and drops those who leave", async () => {
    const [one, two] = await users(2);
    const group = await groupWithMembers(a.url, one, [two]);
    const c1 = wsClient(a.wsUrl, one.headers);
    const p1 = collect<{ groupPresence: { online: { userId: string }[] } }>(c1, PRESENCE, {
      groupId: group.id,
    });
    const ids = (e: { groupPresence: { online: { userId: string }[] } }) =>
      e.groupPresence.online.map((o) => o.userId).sort();
    await p1.until((e) => ids(e).join() === one.id);
    const c2 = wsClient(b.wsUrl, two.headers);
    const p2 = collect<{ groupPresence: { online: { userId: string }[] } }>(c2, PRESENCE, {
      groupId: group.id,
    });
    const both = [one.id, two.id].sort().join();
    await p2.until((e) => ids(e).join() === both);
    await p1.until((e) => ids(e).join() === both);
    await c2.dispose();
    await p1.until((e) => ids(e).join() === one.id);
    await c1.dispose();
  });

  it("lets go of Redis channels as soon as a client unsubscribes, even in a silent group", async () => {
    const [member] = await users(1);
    const group = await groupWithMembers(a.url, member, []);
    const redis = new Redis(inject("redisUrl"));
    const channels = ["group-messages", "group-typing", "group-presence"].map(
      (t) => `${env.REDIS_PREFIX}:${t}:${group.id}`,
    );
    const listeners = async () =>
      ((await redis.pubsub("NUMSUB", ...channels)) as (string | number)[])
        .filter((_, i) => i % 2 === 1)
        .map(Number);
    try {
      const client = wsClient(a.wsUrl, member.headers);
      const messages = collect<MessageEvent>(client, MESSAGE_EVENTS, { groupId: group.id });
      const typing = collect(client, TYPING, { groupId: group.id });
      const presence = collect(client, PRESENCE, { groupId: group.id });
      await messages.until((e) => e.groupMessageEvents.type === "SUBSCRIBED");
      await presence.until(() => true);
      await new Promise((r) => setTimeout(r, 300));
      expect(await listeners()).toEqual([1, 1, 1]);
      messages.dispose();
      typing.dispose();
      presence.dispose();
      const deadline = Date.now() + 3000;
      let now = await listeners();
      while (now.some((n) => n > 0) && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 100));
        now = await listeners();
      }
      expect(now).toEqual([0, 0, 0]);
      await client.dispose();
    } finally {
      redis.disconnect();
    }
  });

  it("lets members report; the owner sees the report and removes the member", async () => {
    const [owner, rude, witness] = await users(3);
    const group = await groupWithMembers(a.url, owner, [rude, witness]);
    const bad = ok(await sendMessage(a.url, rude, group.id, "give me your home address"));
    const report = (by: TestUser, messageId: string) =>
      call<Report>(
        a.url,
        by,
        "reportGroupMessage",
        "($input: ReportGroupMessageInput!)",
        "(input: $input)",
        REPORT_FIELDS,
        {
          input: { messageId, reason: "personal_info", details: "asking for address" },
        },
      );
    const filed = ok(await report(witness, bad.id));
    expect(filed).toMatchObject({
      status: "open",
      bodySnapshot: "give me your home address",
      senderId: rude.id,
    });
    expect(ok(await report(witness, bad.id)).id).toBe(filed.id);
    expect(await report(rude, bad.id)).toMatchObject({ message: "You cannot report your own message." });
    const reports = (by: TestUser) =>
      gql<{ groupReports: { __typename: string; data?: Report[]; code?: string } }>(
        a.url,
        `query($g: ID!) { groupReports(groupId: $g) { __typename ... on QueryGroupReportsSuccess { data { ${REPORT_FIELDS} } } ... on Error { code message } } }`,
        { g: group.id },
        by.headers,
      );
    expect((await reports(witness)).data?.groupReports).toMatchObject({ code: "FORBIDDEN" });
    const seen = await gql<{ studyGroup: GroupView }>(
      a.url,
      `query($id: ID!) { studyGroup(id: $id) { ${GROUP_FIELDS} } }`,
      { id: group.id },
      owner.headers,
    );
    expect(seen.data?.studyGroup.openReportCount).toBe(1);
    expect((await reports(owner)).data?.groupReports.data?.map((r) => r.id)).toEqual([filed.id]);
    const rudeClient = wsClient(b.wsUrl, rude.headers);
    const rudeSub = collect<MessageEvent>(rudeClient, MESSAGE_EVENTS, { groupId: group.id });
    await rudeSub.until((e) => e.groupMessageEvents.type === "SUBSCRIBED");
    const resolved = ok(
      await call<Report>(
        a.url,
        owner,
        "resolveGroupReport",
        "($id: ID!, $action: ReportAction!)",
        "(reportId: $id, action: $action)",
        REPORT_FIELDS,
        {
          id: filed.id,
          action: "REMOVE_MEMBER",
        },
      ),
    );
    expect(resolved).toMatchObject({ status: "resolved", messageDeleted: true, senderIsMember: false });
    await rudeSub.until((e) => e.groupMessageEvents.type === "REMOVED");
    const page = ok(await listMessages(a.url, witness, group.id));
    expect(page.messages[0]).toMatchObject({ body: "", deletedBy: owner.id });
    expect((await reports(owner)).data?.groupReports.data).toEqual([]);
    await rudeClient.dispose();
  });

  it("lets the class teacher read and moderate a class group, and counts students' messages", async () => {
    const [teacher] = await Promise.all([createUser(databaseUrl, { role: "teacher" })]);
    const [student, other] = await users(2);
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      const cls = await db.query(
        `INSERT INTO "Classroom" (id, "teacherId", name, grade, subjects, "joinCode", "updatedAt")
         VALUES (gen_random_uuid(), $1, '7B', 7, '{mathematics}', $2, now()) RETURNING id`,
        [teacher.id, `J${Date.now()}`],
      );
      const classroomId: string = cls.rows[0].id;
      await db.query(`INSERT INTO "ClassMember" ("classroomId", "userId") VALUES ($1, $2)`, [
        classroomId,
        student.id,
      ]);
      const group = await createGroup(a.url, student, "7B maths", { classroomId });
      expect(group.classroomId).toBe(classroomId);
      expect(await joinGroup(a.url, other, group.inviteCode)).toMatchObject({ code: "CLASS_ONLY" });
      const outsiderGroup = await call(
        a.url,
        other,
        "createStudyGroup",
        "($input: CreateStudyGroupInput!)",
        "(input: $input)",
        "id",
        {
          input: { name: "Sneaky", subject: "mathematics", classroomId },
        },
      );
      expect(outsiderGroup).toMatchObject({ code: "FORBIDDEN" });
      const msg = ok(await sendMessage(a.url, student, group.id, "Is 0 a natural number?"));
      const teacherView = await gql<{ studyGroups: GroupView[] }>(
        a.url,
        `{ studyGroups { ${GROUP_FIELDS} } }`,
        {},
        teacher.headers,
      );
      expect(teacherView.data?.studyGroups.find((g) => g.id === group.id)).toMatchObject({
        viewerRole: "class_teacher",
        canModerate: true,
      });
      expect(ok(await listMessages(a.url, teacher, group.id)).messages.map((m) => m.body)).toEqual([
        "Is 0 a natural number?",
      ]);
      expect(await sendMessage(a.url, teacher, group.id, "hello")).toMatchObject({ code: "NOT_A_MEMBER" });
      const old = await db.query(
        `UPDATE "GroupMessage" SET "createdAt" = now() - interval '1 hour' WHERE id = $1`,
        [msg.id],
      );
      expect(old.rowCount).toBe(1);
      expect(
        ok(
          await call(a.url, teacher, "deleteGroupMessage", "($id: ID!)", "(messageId: $id)", "deletedBy", {
            id: msg.id,
          }),
        ),
      ).toEqual({
        deletedBy: teacher.id,
      });
      const activity = await db.query(
        `SELECT kind, subject, "classroomId" FROM "ActivityEvent" WHERE "userId" = $1 AND kind = 'group_message'`,
        [student.id],
      );
      expect(activity.rows).toEqual([{ kind: "group_message", subject: "mathematics", classroomId }]);
    } finally {
      await db.end();
    }
  });
  it("tells only the group's own class about a class group message, never the student's other classes", async () => {
    const [teacherA, teacherB] = await Promise.all([
      createUser(databaseUrl, { role: "teacher" }),
      createUser(databaseUrl, { role: "teacher" }),
    ]);
    const [student] = await users(1);
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      const newClass = async (teacherId: string, name: string) => {
        const cls = await db.query(
          `INSERT INTO "Classroom" (id, "teacherId", name, grade, subjects, "joinCode", "updatedAt")
           VALUES (gen_random_uuid(), $1, $2, 7, '{mathematics}', $3, now()) RETURNING id`,
          [teacherId, name, `${name}${Date.now()}`],
        );
        const id: string = cls.rows[0].id;
        await db.query(`INSERT INTO "ClassMember" ("classroomId", "userId") VALUES ($1, $2)`, [
          id,
          student.id,
        ]);
        return id;
      };
      const classA = await newClass(teacherA.id, "7A");
      const classB = await newClass(teacherB.id, "7B");
      const plain = await createGroup(a.url, student, "Friends who like maths");
      const classGroup = await createGroup(a.url, student, "7A maths", { classroomId: classA });
      // The plain group first: by the time the class group's event is stored, the other had its chance.
      ok(await sendMessage(a.url, student, plain.id, "Anyone for algebra tonight?"));
      ok(await sendMessage(a.url, student, classGroup.id, "Is 1 a prime number?"));

      const events = () =>
        db.query<{ classroomId: string | null; groupId: string }>(
          `SELECT "classroomId", payload->>'groupId' AS "groupId" FROM "ActivityEvent"
           WHERE "userId" = $1 AND kind = 'group_message'`,
          [student.id],
        );
      const deadline = Date.now() + 5000;
      while ((await events()).rows.length === 0 && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 50));
      await new Promise((r) => setTimeout(r, 500));
      expect((await events()).rows).toEqual([{ classroomId: classA, groupId: classGroup.id }]);
      // Nothing at all lands in the other class, whose teacher has no business with this group.
      const inB = await db.query(`SELECT 1 FROM "ActivityEvent" WHERE "classroomId" = $1`, [classB]);
      expect(inB.rows).toHaveLength(0);
    } finally {
      await db.end();
    }
  });
});
