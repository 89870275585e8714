import { expect } from "vitest";
import { collect, gql, wsClient } from "./graphql";
import type { TestUser } from "./users";

export const REPLY_FIELDS = "id status partial stopped checked failureCode failureMessage";

const RESULT = (name: string, data: string) => `__typename
  ... on ${name} { data { ${data} } }
  ... on Error { code message }`;

const TURN = `id message chat { id title subject grade } reply { ${REPLY_FIELDS} }`;

export const CHAT_OPS = {
  start: `mutation($input: StartChatInput!) { startChat(input: $input) { ${RESULT("MutationStartChatSuccess", TURN)} } }`,
  send: `mutation($input: SendChatMessageInput!) { sendChatMessage(input: $input) { ${RESULT("MutationSendChatMessageSuccess", TURN)} } }`,
  rename: `mutation($id: ID!, $title: String!) { renameChat(id: $id, title: $title) { ${RESULT("MutationRenameChatSuccess", "id title")} } }`,
  remove: `mutation($id: ID!) { deleteChat(id: $id) { __typename ... on MutationDeleteChatSuccess { data } ... on Error { code message } } }`,
  stop: `mutation($id: ID!) { stopAiTask(id: $id) { ${RESULT("MutationStopAiTaskSuccess", REPLY_FIELDS)} } }`,
  regenerate: `mutation($id: ID!) { regenerateAiTask(id: $id) { ${RESULT("MutationRegenerateAiTaskSuccess", REPLY_FIELDS)} } }`,
  chats: `query($subject: ChatbotSubject!) { chats(subject: $subject) { id title subject updatedAt } }`,
  chat: `query($id: ID!) { chat(id: $id) { ${RESULT("QueryChatSuccess", `id title turns { ${TURN} }`)} } }`,
  setup: "query { aiSetup { modelConfigured dailyTokenLimit tokensUsedToday } }",
  watch: `subscription($id: ID!) { aiTask(id: $id) { ${REPLY_FIELDS} } }`,
};

export interface Reply {
  id: string;
  status: "QUEUED" | "RUNNING" | "DONE" | "FAILED";
  partial: string;
  stopped: boolean;
  checked: boolean;
  failureCode: string | null;
  failureMessage: string | null;
}

export interface Turn {
  id: string;
  message: string;
  chat: { id: string; title: string; subject: string; grade: number };
  reply: Reply;
}

type Union<T> = { __typename: string; data?: T; code?: string; message?: string };

/** Runs one chat operation and returns its union result. */
export async function chatOp<T>(
  url: string,
  user: TestUser,
  query: string,
  variables: Record<string, unknown>,
) {
  const res = await gql<Record<string, Union<T>>>(url, query, variables, user.headers);
  const value = Object.values(res.data ?? {})[0];
  if (!value) throw new Error(JSON.stringify(res));
  return value;
}

/** Runs an operation that must succeed and returns its data. */
export async function chatOk<T>(
  url: string,
  user: TestUser,
  query: string,
  variables: Record<string, unknown>,
) {
  const result = await chatOp<T>(url, user, query, variables);
  expect(result.__typename, JSON.stringify(result)).toMatch(/Success$/);
  return result.data as T;
}

/** Follows one reply until it is DONE or FAILED; returns every state seen, the last being final. */
export function watchReply(wsUrl: string, user: TestUser, id: string) {
  const client = wsClient(wsUrl, user.headers);
  const sub = collect<{ aiTask: Reply }>(client, CHAT_OPS.watch, { id });
  return {
    states: () => sub.events.map((e) => e.aiTask),
    until: async (pred: (r: Reply) => boolean, ms = 30_000) =>
      (await sub.until((e) => pred(e.aiTask), ms)).aiTask,
    finished: async (ms = 30_000) =>
      (await sub.until((e) => e.aiTask.status === "DONE" || e.aiTask.status === "FAILED", ms)).aiTask,
    close: () => client.dispose(),
  };
}

/** Follows a reply to its end and closes the subscription. */
export async function replyOf(wsUrl: string, user: TestUser, id: string, ms?: number) {
  const w = watchReply(wsUrl, user, id);
  try {
    const final = await w.finished(ms);
    return { final, states: w.states() };
  } finally {
    await w.close();
  }
}
