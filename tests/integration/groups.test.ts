import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { fileDatabaseUrl } from "../helpers/database";
import { collect, gql, wsClient } from "../helpers/graphql";
import {
  call,
  createGroup,
  GROUP_FIELDS,
  type GroupView,
  joinGroup,
  listMessages,
  MESSAGE_EVENTS,
  ok,
  sendMessage,
} from "../helpers/groups";
import { type ServerProc, startServer, uniquePrefix } from "../helpers/processes";
import { createUser, type TestUser } from "../helpers/users";

describe("study groups: membership, invite codes and access", () => {
  const databaseUrl = fileDatabaseUrl();
  const env = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: inject("redisUrl"),
    REDIS_PREFIX: uniquePrefix("groups"),
  };
  let server: ServerProc;
  let owner: TestUser;
  let friend: TestUser;
  let outsider: TestUser;

  beforeAll(async () => {
    server = await startServer(env);
    [owner, friend, outsider] = await Promise.all([
      createUser(databaseUrl),
      createUser(databaseUrl),
      createUser(databaseUrl),
    ]);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("creates a group with the creator as owner and a readable invite code", async () => {
    const group = await createGroup(server.url, owner, "  Algebra club  ");
    expect(group).toMatchObject({
      name: "Algebra club",
      viewerRole: "owner",
      canModerate: true,
      memberCount: 1,
      headSeq: 0,
    });
    expect(group.inviteCode).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}$/);
  });

  it("rejects a bad group name with a clear message", async () => {
    const res = await call<GroupView>(
      server.url,
      owner,
      "createStudyGroup",
      "($input: CreateStudyGroupInput!)",
      "(input: $input)",
      "id",
      {
        input: { name: " a ", subject: "science" },
      },
    );
    expect(res).toMatchObject({
      __typename: "ValidationError",
      message: "Give the group a name of at least 3 characters.",
    });
  });

  it("joins by code typed in any case, dash or not; joining twice is harmless", async () => {
    const group = await createGroup(server.url, owner, "Science squad");
    const typed = group.inviteCode.replace("-", " ").toLowerCase();
    const joined = ok(await joinGroup(server.url, friend, typed));
    expect(joined).toMatchObject({ id: group.id, viewerRole: "member", canModerate: false, memberCount: 2 });
    expect(ok(await joinGroup(server.url, friend, group.inviteCode)).memberCount).toBe(2);
    const list = await gql<{ studyGroups: GroupView[] }>(
      server.url,
      `{ studyGroups { ${GROUP_FIELDS} } }`,
      {},
      friend.headers,
    );
    expect(list.data?.studyGroups.map((g) => g.id)).toContain(group.id);
  });

  it("refuses unknown, malformed and rotated codes with clear errors", async () => {
    expect(await joinGroup(server.url, outsider, "ZZZZ-ZZZZ")).toMatchObject({
      __typename: "AppError",
      code: "INVALID_CODE",
      message: expect.stringContaining("This invite code is not valid"),
    });
    expect(await joinGroup(server.url, outsider, "hello")).toMatchObject({
      __typename: "ValidationError",
      message: "Enter the 8-character invite code, e.g. K7QM-4XPR.",
    });
    const group = await createGroup(server.url, owner, "Rotating");
    const rotated = ok(
      await call<GroupView>(
        server.url,
        owner,
        "rotateGroupInviteCode",
        "($id: ID!)",
        "(groupId: $id)",
        GROUP_FIELDS,
        { id: group.id },
      ),
    );
    expect(rotated.inviteCode).not.toBe(group.inviteCode);
    expect((await joinGroup(server.url, outsider, group.inviteCode)).code).toBe("INVALID_CODE");
    expect(ok(await joinGroup(server.url, outsider, rotated.inviteCode)).id).toBe(group.id);
    const byMember = await call(
      server.url,
      outsider,
      "rotateGroupInviteCode",
      "($id: ID!)",
      "(groupId: $id)",
      "id",
      { id: group.id },
    );
    expect(byMember).toMatchObject({ code: "FORBIDDEN", message: "Only the group owner can do that." });
  });

  it("lets only members read, send or subscribe", async () => {
    const group = await createGroup(server.url, owner, "Members only");
    ok(await sendMessage(server.url, owner, group.id, "secret plans for the exam"));
    expect(await listMessages(server.url, outsider, group.id)).toMatchObject({ code: "NOT_A_MEMBER" });
    expect(await sendMessage(server.url, outsider, group.id, "let me in")).toMatchObject({
      code: "NOT_A_MEMBER",
      message: "Only members of this group can do that. Ask the owner for the invite code.",
    });
    const single = await gql<{ studyGroup: GroupView | null }>(
      server.url,
      `query($id: ID!) { studyGroup(id: $id) { id } }`,
      { id: group.id },
      outsider.headers,
    );
    expect(single.data?.studyGroup).toBeNull();
    const client = wsClient(server.wsUrl, outsider.headers);
    const sub = collect(client, MESSAGE_EVENTS, { groupId: group.id });
    await expect(sub.until(() => true, 3000)).rejects.toThrow(/Only members of this group/);
    await client.dispose();
    const anonymous = wsClient(server.wsUrl);
    const anon = collect(anonymous, MESSAGE_EVENTS, { groupId: group.id });
    await expect(anon.until(() => true, 3000)).rejects.toThrow(/sign in/i);
    await anonymous.dispose();
  });

  it("passes ownership on when the owner leaves, and deletes only with the exact name", async () => {
    const group = await createGroup(server.url, owner, "Handover");
    ok(await joinGroup(server.url, friend, group.inviteCode));
    const left = await gql<{ leaveStudyGroup: { __typename: string } }>(
      server.url,
      `mutation($id: ID!) { leaveStudyGroup(groupId: $id) { __typename } }`,
      { id: group.id },
      owner.headers,
    );
    expect(left.data?.leaveStudyGroup.__typename).toBe("MutationLeaveStudyGroupSuccess");
    const view = await gql<{ studyGroup: GroupView }>(
      server.url,
      `query($id: ID!) { studyGroup(id: $id) { ${GROUP_FIELDS} } }`,
      { id: group.id },
      friend.headers,
    );
    expect(view.data?.studyGroup).toMatchObject({ viewerRole: "owner", memberCount: 1 });
    const del = (n: string) =>
      gql<{ deleteStudyGroup: { __typename: string; code?: string; message?: string } }>(
        server.url,
        `mutation($id: ID!, $n: String!) { deleteStudyGroup(groupId: $id, confirmName: $n) { __typename ... on Error { code message } } }`,
        { id: group.id, n },
        friend.headers,
      );
    expect((await del("Hand")).data?.deleteStudyGroup).toMatchObject({ code: "CONFIRMATION_MISMATCH" });
    expect((await del("handover")).data?.deleteStudyGroup.__typename).toBe("MutationDeleteStudyGroupSuccess");
    const gone = await gql<{ studyGroup: GroupView | null }>(
      server.url,
      `query($id: ID!) { studyGroup(id: $id) { id } }`,
      { id: group.id },
      friend.headers,
    );
    expect(gone.data?.studyGroup).toBeNull();
  });
});
