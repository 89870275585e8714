import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { fileDatabaseUrl } from "../helpers/database";
import { gql } from "../helpers/graphql";
import {
  call,
  GROUP_FIELDS,
  type GroupView,
  groupWithMembers,
  listMessages,
  MESSAGE_FIELDS,
  type MessageView,
  ok,
  sendMessage,
} from "../helpers/groups";
import { type ServerProc, startServer, uniquePrefix } from "../helpers/processes";
import { createUser, type TestUser } from "../helpers/users";

describe("study group messages", () => {
  const databaseUrl = fileDatabaseUrl();
  const env = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: inject("redisUrl"),
    REDIS_PREFIX: uniquePrefix("groupmsg"),
  };
  let server: ServerProc;
  let db: pg.Client;
  /** Fresh users per test: the send rate limit is per user and would otherwise carry over. */
  const users = (n: number) => Promise.all(Array.from({ length: n }, () => createUser(databaseUrl)));

  beforeAll(async () => {
    server = await startServer(env);
    db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
  });
  afterAll(async () => {
    await db?.end();
    await server?.stop();
  });

  const edit = (user: TestUser, messageId: string, body: string) =>
    call<MessageView>(
      server.url,
      user,
      "editGroupMessage",
      "($input: EditGroupMessageInput!)",
      "(input: $input)",
      MESSAGE_FIELDS,
      {
        input: { messageId, body },
      },
    );
  const remove = (user: TestUser, messageId: string) =>
    call<MessageView>(
      server.url,
      user,
      "deleteGroupMessage",
      "($id: ID!)",
      "(messageId: $id)",
      MESSAGE_FIELDS,
      { id: messageId },
    );
  const view = async (user: TestUser, id: string) =>
    (
      await gql<{ studyGroup: GroupView }>(
        server.url,
        `query($id: ID!) { studyGroup(id: $id) { ${GROUP_FIELDS} } }`,
        { id },
        user.headers,
      )
    ).data?.studyGroup;

  it("numbers concurrent sends 1, 2, 3… with no gap or repeat", async () => {
    const [a, b, c] = await users(3);
    const group = await groupWithMembers(server.url, a, [b, c]);
    const sends = [a, b, c].flatMap((u) =>
      Array.from({ length: 6 }, (_, i) => sendMessage(server.url, u, group.id, `hello ${i}`)),
    );
    const results = (await Promise.all(sends)).map(ok);
    expect(results.map((m) => m.seq).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 18 }, (_, i) => i + 1),
    );
    const page = ok(await listMessages(server.url, a, group.id, { afterSeq: 0, limit: 100 }));
    expect(page).toMatchObject({ headSeq: 18, hasMore: false });
    expect(page.messages.map((m) => m.seq)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
  });

  it("stores a retried send once: same clientId, same message, even when sent in parallel", async () => {
    const [a, b] = await users(2);
    const group = await groupWithMembers(server.url, a, [b]);
    const clientId = randomUUID();
    const first = ok(await sendMessage(server.url, a, group.id, "only once", clientId));
    const again = ok(await sendMessage(server.url, a, group.id, "only once", clientId));
    expect(again).toEqual(first);
    const racing = (
      await Promise.all(
        Array.from({ length: 5 }, () => sendMessage(server.url, b, group.id, "race", "race-client-1")),
      )
    ).map(ok);
    expect(new Set(racing.map((m) => m.id)).size).toBe(1);
    const rows = await db.query(`SELECT seq FROM "GroupMessage" WHERE "groupId" = $1 ORDER BY seq`, [
      group.id,
    ]);
    expect(rows.rows.map((r) => r.seq)).toEqual([1, 2]);
  });

  it("refuses empty, whitespace-only and over-long messages, and trims the rest", async () => {
    const [a] = await users(1);
    const group = await groupWithMembers(server.url, a, []);
    expect(await sendMessage(server.url, a, group.id, "")).toMatchObject({
      __typename: "ValidationError",
      message: "Type a message first.",
    });
    expect(await sendMessage(server.url, a, group.id, " \n\t ")).toMatchObject({
      message: "Type a message first.",
    });
    expect(await sendMessage(server.url, a, group.id, "x".repeat(2001))).toMatchObject({
      __typename: "ValidationError",
      message: "A message can be at most 2,000 characters.",
    });
    expect(await sendMessage(server.url, a, group.id, "hi", "bad id!")).toMatchObject({
      __typename: "ValidationError",
    });
    expect(ok(await sendMessage(server.url, a, group.id, `  ${"y".repeat(2000)}  `)).body).toHaveLength(2000);
    const rows = await db.query(`SELECT count(*)::int AS n FROM "GroupMessage" WHERE "groupId" = $1`, [
      group.id,
    ]);
    expect(rows.rows[0].n).toBe(1);
  });

  it("masks profanity in English, Hindi and Gujarati but keeps maths and everyday words", async () => {
    const [a] = await users(1);
    const group = await groupWithMembers(server.url, a, []);
    expect(ok(await sendMessage(server.url, a, group.id, "this is fucking hard, chutiya sawal")).body).toBe(
      "this is ******* hard, ******* sawal",
    );
    const clean = "Class assignment: solve $x^2 = 4$ before Scunthorpe trip";
    expect(ok(await sendMessage(server.url, a, group.id, clean)).body).toBe(clean);
    const stored = await db.query(`SELECT body FROM "GroupMessage" WHERE "groupId" = $1 ORDER BY seq`, [
      group.id,
    ]);
    expect(stored.rows[0].body).not.toMatch(/fuck|chutiya/);
  });

  it("pages history by cursor and rejects forged cursors clearly", async () => {
    const [a, b] = await users(2);
    const group = await groupWithMembers(server.url, a, [b]);
    for (let i = 1; i <= 7; i++) ok(await sendMessage(server.url, i % 2 ? a : b, group.id, `m${i}`));
    const newest = ok(await listMessages(server.url, b, group.id, { limit: 3 }));
    expect(newest.messages.map((m) => m.body)).toEqual(["m5", "m6", "m7"]);
    expect(newest).toMatchObject({ headSeq: 7, hasMore: true });
    const older = ok(await listMessages(server.url, b, group.id, { beforeSeq: 5, limit: 3 }));
    expect(older.messages.map((m) => m.seq)).toEqual([2, 3, 4]);
    const oldest = ok(await listMessages(server.url, b, group.id, { beforeSeq: 2, limit: 3 }));
    expect(oldest).toMatchObject({ hasMore: false });
    expect(oldest.messages.map((m) => m.seq)).toEqual([1]);
    const after = ok(await listMessages(server.url, b, group.id, { afterSeq: 5 }));
    expect(after.messages.map((m) => m.seq)).toEqual([6, 7]);
    expect(ok(await listMessages(server.url, b, group.id, { afterSeq: 7 })).messages).toEqual([]);
    expect(await listMessages(server.url, b, group.id, { afterSeq: 99 })).toMatchObject({
      code: "INVALID_CURSOR",
      message: "afterSeq 99 is past the newest message (7). Reload the chat.",
    });
    expect(await listMessages(server.url, b, group.id, { beforeSeq: 5000 })).toMatchObject({
      code: "INVALID_CURSOR",
    });
    expect(await listMessages(server.url, b, group.id, { afterSeq: -1 })).toMatchObject({
      message: "afterSeq cannot be negative.",
    });
    expect(await listMessages(server.url, b, group.id, { afterSeq: 1, beforeSeq: 3 })).toMatchObject({
      message: "Give afterSeq or beforeSeq, not both.",
    });
    expect(await listMessages(server.url, b, group.id, { limit: 500 })).toMatchObject({
      message: "limit can be at most 100.",
    });
  });

  it("lets the sender edit or delete for 15 minutes; the owner deletes any message", async () => {
    const [a, b] = await users(2);
    const group = await groupWithMembers(server.url, a, [b]);
    const mine = ok(await sendMessage(server.url, b, group.id, "2+2=5"));
    const edited = ok(await edit(b, mine.id, "2+2=4"));
    expect(edited).toMatchObject({ body: "2+2=4", seq: mine.seq });
    expect(edited.editedAt).not.toBeNull();
    expect(await edit(a, mine.id, "hacked")).toMatchObject({
      code: "EDIT_NOT_ALLOWED",
      message: "You can only edit your own messages.",
    });
    expect(await edit(b, mine.id, "   ")).toMatchObject({ __typename: "ValidationError" });
    const old = ok(await sendMessage(server.url, b, group.id, "old news"));
    await db.query(`UPDATE "GroupMessage" SET "createdAt" = now() - interval '16 minutes' WHERE id = $1`, [
      old.id,
    ]);
    expect(await edit(b, old.id, "new news")).toMatchObject({
      message: "Messages can only be edited for 15 minutes after sending.",
    });
    expect(await remove(b, old.id)).toMatchObject({
      message: "Messages can only be deleted for 15 minutes after sending.",
    });
    const byOwner = ok(await remove(a, old.id));
    expect(byOwner).toMatchObject({ body: "", deletedBy: a.id });
    expect(ok(await remove(b, mine.id)).deletedAt).not.toBeNull();
    expect(await remove(b, mine.id)).toMatchObject({ message: "This message was already deleted." });
    const page = ok(await listMessages(server.url, a, group.id));
    expect(page.messages.map((m) => [m.seq, m.body])).toEqual([
      [1, ""],
      [2, ""],
    ]);
  });

  it("counts unread messages from others and clears them with markGroupRead", async () => {
    const [a, b] = await users(2);
    const group = await groupWithMembers(server.url, a, [b]);
    for (const body of ["one", "two", "three"]) ok(await sendMessage(server.url, a, group.id, body));
    ok(await sendMessage(server.url, b, group.id, "mine"));
    expect(await view(b, group.id)).toMatchObject({ unreadCount: 0, lastReadSeq: 4 });
    ok(await sendMessage(server.url, a, group.id, "five"));
    expect(await view(b, group.id)).toMatchObject({ unreadCount: 1, headSeq: 5 });
    expect(await view(a, group.id)).toMatchObject({ unreadCount: 0 });
    const read = (seq: number) =>
      call<GroupView>(
        server.url,
        b,
        "markGroupRead",
        "($id: ID!, $seq: Int!)",
        "(groupId: $id, seq: $seq)",
        GROUP_FIELDS,
        {
          id: group.id,
          seq,
        },
      );
    expect(ok(await read(5))).toMatchObject({ unreadCount: 0, lastReadSeq: 5 });
    expect(ok(await read(2))).toMatchObject({ lastReadSeq: 5 });
    expect(await read(6)).toMatchObject({ code: "INVALID_CURSOR" });
  });

  it("limits sending to 10 messages per 10 seconds with a clear message", async () => {
    const [c] = await users(1);
    const group = await groupWithMembers(server.url, c, []);
    const results = [];
    for (let i = 0; i < 12; i++) results.push(await sendMessage(server.url, c, group.id, `flood ${i}`));
    expect(results.slice(0, 10).every((r) => r.__typename === "MutationSendGroupMessageSuccess")).toBe(true);
    expect(results[10]).toMatchObject({
      __typename: "RateLimitError",
      code: "RATE_LIMITED",
      message: expect.stringMatching(/^You're sending messages too fast\. Please wait \d+ seconds?\.$/),
    });
    expect(results[10]?.retryAfterSeconds).toBeGreaterThan(0);
    const rows = await db.query(`SELECT count(*)::int AS n FROM "GroupMessage" WHERE "groupId" = $1`, [
      group.id,
    ]);
    expect(rows.rows[0].n).toBe(10);
    // A retry of an already stored message still answers (it costs nothing).
    const stored = await db.query(`SELECT "clientId" FROM "GroupMessage" WHERE "groupId" = $1 AND seq = 1`, [
      group.id,
    ]);
    expect(ok(await sendMessage(server.url, c, group.id, "flood 0", stored.rows[0].clientId)).seq).toBe(1);
  });
});
