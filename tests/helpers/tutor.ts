import { expect } from "vitest";
import { collect, gql, wsClient } from "./graphql";
import { type Proc, type ServerProc, type StackEnv, startServer, startWorker } from "./processes";
import type { TestUser } from "./users";

export const ASK = `mutation($input: AskTutorInput!) { askTutor(input: $input) {
  __typename
  ... on MutationAskTutorSuccess { data { id status topic question hasImage } }
  ... on Error { code message }
  ... on ValidationError { issues { path message } }
} }`;

export const TASK_FIELDS = `id status partial failureMessage hasImage question topic
  result { explanation similarQuestions finalAnswer verified check engineAnswer toast }`;

export const WATCH = `subscription($id: ID!) { aiTask(id: $id) { ${TASK_FIELDS} } }`;

export const UPLOAD = `mutation($dataUrl: String!) { uploadImage(dataUrl: $dataUrl) {
  __typename
  ... on MutationUploadImageSuccess { data { id mime size } }
  ... on Error { code message }
} }`;

export interface TaskView {
  id: string;
  status: "QUEUED" | "RUNNING" | "DONE" | "FAILED";
  partial: string;
  failureMessage: string | null;
  hasImage: boolean;
  question: string;
  topic: string;
  result: {
    explanation: string;
    similarQuestions: string[];
    finalAnswer: string | null;
    verified: boolean;
    check: string;
    engineAnswer: string | null;
    toast: string | null;
  } | null;
}

export interface AskInput {
  /** Required for mathematics (the default subject). */
  topic?: string;
  subject?: string;
  grade?: number;
  chapterId?: string;
  question?: string;
  imageId?: string;
  context?: { question: string; answer: string }[];
}

/** Sends askTutor and returns the raw union result. */
export async function askRaw(url: string, user: TestUser | null, input: AskInput) {
  const res = await gql<{ askTutor: Record<string, unknown> & { __typename: string } }>(
    url,
    ASK,
    { input },
    user?.headers ?? {},
  );
  return res;
}

/** Asks and returns the new task's id (the mutation must succeed). */
export async function ask(url: string, user: TestUser, input: AskInput): Promise<string> {
  const res = await askRaw(url, user, input);
  expect(res.data?.askTutor.__typename, JSON.stringify(res)).toBe("MutationAskTutorSuccess");
  const result = res.data?.askTutor as { data?: { id: string } } | undefined;
  return result?.data?.id ?? "";
}

/** Subscribes to one task as `user`; `until` waits for a matching event. */
export function watch(wsUrl: string, user: TestUser, id: string) {
  const client = wsClient(wsUrl, user.headers);
  const sub = collect<{ aiTask: TaskView }>(client, WATCH, { id });
  return {
    sub,
    tasks: () => sub.events.map((e) => e.aiTask),
    until: async (pred: (t: TaskView) => boolean, ms?: number) =>
      (await sub.until((e) => pred(e.aiTask), ms)).aiTask,
    finished: async (ms = 30_000) =>
      (await sub.until((e) => e.aiTask.status === "DONE" || e.aiTask.status === "FAILED", ms)).aiTask,
    close: () => client.dispose(),
  };
}

/** Asks, follows the task to its end and returns every state seen, the last being final. */
export async function askAndWait(url: string, wsUrl: string, user: TestUser, input: AskInput, ms = 30_000) {
  const id = await ask(url, user, input);
  const w = watch(wsUrl, user, id);
  try {
    const final = await w.finished(ms);
    return { id, final, states: w.tasks() };
  } finally {
    await w.close();
  }
}

/** A real 1×1 PNG, as a data URL. */
export const TINY_PNG =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

/** Starts a server and a worker together; if either fails, the other is stopped before rethrowing. */
export async function startStack(env: StackEnv): Promise<{ server: ServerProc; worker: Proc }> {
  const [server, worker] = await Promise.allSettled([startServer(env), startWorker(env)]);
  if (server.status === "fulfilled" && worker.status === "fulfilled")
    return { server: server.value, worker: worker.value };
  await Promise.all([server, worker].map((p) => (p.status === "fulfilled" ? p.value.stop("SIGKILL") : null)));
  throw server.status === "rejected"
    ? server.reason
    : worker.status === "rejected"
      ? worker.reason
      : new Error("stack failed");
}
