import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { gql } from "./graphql";
import type { TestUser } from "./users";

/** GraphQL documents and small wrappers for the study-group tests and bench. */

export const GROUP_FIELDS = `id name subject classroomId inviteCode viewerRole canModerate memberCount headSeq lastReadSeq unreadCount openReportCount`;
export const MESSAGE_FIELDS = `id groupId seq clientId senderId senderName body createdAt editedAt deletedAt deletedBy`;
const ERROR_FIELDS = `... on Error { code message } ... on ValidationError { issues { path message } } ... on RateLimitError { retryAfterSeconds }`;

export interface GroupView {
  id: string;
  name: string;
  subject: string;
  classroomId: string | null;
  inviteCode: string;
  viewerRole: string;
  canModerate: boolean;
  memberCount: number;
  headSeq: number;
  lastReadSeq: number;
  unreadCount: number;
  openReportCount: number;
}

export interface MessageView {
  id: string;
  groupId: string;
  seq: number;
  clientId: string;
  senderId: string;
  senderName: string;
  body: string;
  createdAt: string;
  editedAt: string | null;
  deletedAt: string | null;
  deletedBy: string | null;
}

/** A union result: `data` on success, else the error's code and message. */
export interface Result<T> {
  __typename: string;
  data?: T;
  code?: string;
  message?: string;
  issues?: { path: string; message: string }[];
  retryAfterSeconds?: number;
}

/** Runs a mutation or query whose field returns an error union and gives back that field. */
export async function call<T>(
  url: string,
  user: TestUser | null,
  field: string,
  signature: string,
  args: string,
  selection: string,
  variables: Record<string, unknown>,
  kind: "mutation" | "query" = "mutation",
): Promise<Result<T>> {
  const query = `${kind}${signature} { ${field}${args} { __typename ... on ${kind === "mutation" ? "Mutation" : "Query"}${field[0]?.toUpperCase()}${field.slice(1)}Success { data { ${selection} } } ${ERROR_FIELDS} } }`;
  const res = await gql<Record<string, Result<T>>>(url, query, variables, user?.headers ?? {});
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  const result = res.data?.[field];
  if (!result) throw new Error(`no ${field} in ${JSON.stringify(res)}`);
  return result;
}

export function ok<T>(result: Result<T>): T {
  expect(result.__typename, JSON.stringify(result)).toMatch(/Success$/);
  if (!result.data) throw new Error("no data");
  return result.data;
}

export async function createGroup(
  url: string,
  user: TestUser,
  name = "Algebra club",
  extra: Record<string, unknown> = {},
) {
  return ok(
    await call<GroupView>(
      url,
      user,
      "createStudyGroup",
      "($input: CreateStudyGroupInput!)",
      "(input: $input)",
      GROUP_FIELDS,
      {
        input: { name, subject: "mathematics", ...extra },
      },
    ),
  );
}

export function joinGroup(url: string, user: TestUser, code: string) {
  return call<GroupView>(url, user, "joinStudyGroup", "($code: String!)", "(code: $code)", GROUP_FIELDS, {
    code,
  });
}

export function sendMessage(
  url: string,
  user: TestUser,
  groupId: string,
  body: string,
  clientId: string = randomUUID(),
) {
  return call<MessageView>(
    url,
    user,
    "sendGroupMessage",
    "($input: SendGroupMessageInput!)",
    "(input: $input)",
    MESSAGE_FIELDS,
    { input: { groupId, body, clientId } },
  );
}

export interface PageView {
  messages: MessageView[];
  headSeq: number;
  hasMore: boolean;
}

export function listMessages(
  url: string,
  user: TestUser,
  groupId: string,
  cursor: { afterSeq?: number | null; beforeSeq?: number | null; limit?: number | null } = {},
) {
  return call<PageView>(
    url,
    user,
    "groupMessages",
    "($groupId: ID!, $afterSeq: Int, $beforeSeq: Int, $limit: Int)",
    "(groupId: $groupId, afterSeq: $afterSeq, beforeSeq: $beforeSeq, limit: $limit)",
    `headSeq hasMore messages { ${MESSAGE_FIELDS} }`,
    { groupId, ...cursor },
    "query",
  );
}

export const MESSAGE_EVENTS = `subscription($groupId: ID!) { groupMessageEvents(groupId: $groupId) { type seq message { ${MESSAGE_FIELDS} } } }`;
export interface MessageEvent {
  groupMessageEvents: {
    type: "SUBSCRIBED" | "ADDED" | "EDITED" | "DELETED" | "REMOVED" | "MEMBERS";
    seq: number;
    message: MessageView | null;
  };
}

/** A group with an owner and `count` more members, all joined by code. */
export async function groupWithMembers(
  url: string,
  owner: TestUser,
  members: TestUser[],
  name = "Study circle",
) {
  const group = await createGroup(url, owner, name);
  for (const m of members) ok(await joinGroup(url, m, group.inviteCode));
  return group;
}
