/**
 * The load mix (issue 20, item 8), shared by `pnpm bench load` (processes on loopback) and `pnpm bench
 * cluster` with BENCH_CLUSTER=scale|faults (hosts on the multi-host bed): students, each a loop with its
 * own address (X-Forwarded-For, as a proxy sends it), picking dashboard reads, focus-timer toggles, group
 * chat, tutor questions (asked, then followed to the answer over a subscription) and password sign-ins.
 * The caller says which URL each student uses; the mix records latency and errors per operation, every
 * accepted message's clientId and every accepted question's id, so delivery can be checked afterwards.
 */
import { randomUUID } from "node:crypto";
import { hash } from "@node-rs/argon2";
import { sql } from "../tests/helpers/database";
import { gql } from "../tests/helpers/graphql";
import { ASK, watch } from "../tests/helpers/tutor";
import { createUser, type TestUser } from "../tests/helpers/users";
import { percentile } from "./lib";

export const PASSWORD = "load-bench-password-1";
/** The mix: weights of each operation a user loop picks. */
export const MIX = { dashboard: 45, timer: 20, chat: 20, tutor: 10, signIn: 5 } as const;
export type Op = keyof typeof MIX | "tutorAnswered";
export const OPS: Op[] = ["dashboard", "timer", "chat", "tutor", "tutorAnswered", "signIn"];

const ERROR_FIELDS = "... on Error { code message }";
const DASHBOARD = `query Dashboard($from: String!, $to: String!) {
  me { id displayName label } focusTimer { id status version remainingSeconds }
  studyGroups { id unreadCount headSeq } studyTime(from: $from, to: $to) { __typename } }`;
const TOGGLE = `mutation Toggle($v: Int!) { toggleFocusTimer(expectedVersion: $v) { __typename
  ... on MutationToggleFocusTimerSuccess { data { version } } ... on FocusTimerStaleError { current { version } } } }`;
const SEND = `mutation Send($input: SendGroupMessageInput!) { sendGroupMessage(input: $input) { __typename ${ERROR_FIELDS} } }`;
const SIGN_IN = `mutation SignIn($input: SignInInput!) { signIn(input: $input) { __typename } }`;
const CREATE_GROUP = `mutation($input: CreateStudyGroupInput!) { createStudyGroup(input: $input) { __typename
  ... on MutationCreateStudyGroupSuccess { data { id inviteCode } } } }`;
const JOIN_GROUP = `mutation($code: String!) { joinStudyGroup(code: $code) { __typename } }`;

export interface Students {
  users: TestUser[];
  /** user id → the group they are in */
  groupOf: Map<string, string>;
}

/** `count` students with a password, in groups of five (one group per five users, each in one). */
export async function makeStudents(databaseUrl: string, apiUrl: string, count: number): Promise<Students> {
  const users: TestUser[] = [];
  for (let i = 0; i < count; i++) users.push(await createUser(databaseUrl, { role: "student" }));
  const passwordHash = await hash(PASSWORD, { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 });
  await sql(databaseUrl, `UPDATE "User" SET "passwordHash" = $1, "displayName" = 'Load student'`, [
    passwordHash,
  ]);
  const groupOf = new Map<string, string>();
  for (let g = 0; g * 5 < count; g++) {
    const owner = users[g * 5] as TestUser;
    const created = await gql<{ createStudyGroup: { data?: { id: string; inviteCode: string } } }>(
      apiUrl,
      CREATE_GROUP,
      { input: { name: `Load group ${g + 1}`, subject: "mathematics" } },
      owner.headers,
    );
    const group = created.data?.createStudyGroup.data;
    if (!group) throw new Error(`group: ${JSON.stringify(created)}`);
    for (const member of users.slice(g * 5, g * 5 + 5)) {
      if (member !== owner) await gql(apiUrl, JOIN_GROUP, { code: group.inviteCode }, member.headers);
      groupOf.set(member.id, group.id);
    }
  }
  return { users, groupOf };
}

/** What one run of the mix saw. */
export class MixStats {
  latencies = new Map<Op, number[]>();
  errors = new Map<Op, number>();
  errorSamples: string[] = [];
  /** Every failure with when it happened (ms since the epoch), for the fault bench. */
  failures: { at: number; op: Op; detail: string }[] = [];
  /** Successes' end times (ms since the epoch), for the fault bench's recovery times. */
  successes: number[] = [];
  sentMessages: string[] = [];
  askedTasks: string[] = [];
  elapsed = 0;
  record(op: Op, ms: number, ok: boolean, detail?: unknown) {
    const list = this.latencies.get(op);
    if (list) list.push(ms);
    else this.latencies.set(op, [ms]);
    if (ok) {
      if (op !== "tutorAnswered") this.successes.push(Date.now());
      return;
    }
    this.errors.set(op, (this.errors.get(op) ?? 0) + 1);
    const text = JSON.stringify(detail)?.slice(0, 300) ?? String(detail);
    this.failures.push({ at: Date.now(), op, detail: text });
    if (this.errorSamples.length < 5) this.errorSamples.push(`${op}: ${text}`);
  }
  /** Per operation: [count, /s, p50, p95, p99, errors], plus the totals (tutorAnswered not counted). */
  rows(): { rows: Map<string, string[]>; total: number; failed: number; all: number[] } {
    const rows = new Map<string, string[]>();
    let total = 0;
    let failed = 0;
    const all: number[] = [];
    for (const op of OPS) {
      const values = this.latencies.get(op) ?? [];
      if (op !== "tutorAnswered") {
        total += values.length;
        all.push(...values);
      }
      failed += this.errors.get(op) ?? 0;
      rows.set(op === "tutorAnswered" ? "tutor (asked → answer)" : op, [
        String(values.length),
        (values.length / this.elapsed).toFixed(1),
        percentile(values, 50).toFixed(1),
        percentile(values, 95).toFixed(1),
        percentile(values, 99).toFixed(1),
        String(this.errors.get(op) ?? 0),
      ]);
    }
    return { rows, total, failed, all };
  }
}

export interface MixOptions {
  students: Students;
  seconds: number;
  /** The HTTP base URL student `i` sends to. */
  urlFor: (i: number) => string;
  /** The WebSocket URL on which student `i` follows a tutor answer (another process or host). */
  watchUrlFor: (i: number) => string;
  /** How long a tutor answer may take before it counts as failed (default 60 s). */
  answerTimeoutMs?: number;
  /** A student waits this long after a failed request before the next (default 0), as the app's retries do. */
  pauseAfterErrorMs?: number;
  /** Called on every loop turn; the loop ends early when it returns true. */
  stopped?: () => boolean;
}

/** Runs the mix until `seconds` have passed; every student loop ends after its current request. */
export async function runMix(options: MixOptions, stats = new MixStats()): Promise<MixStats> {
  const { students, seconds, urlFor, watchUrlFor } = options;
  const t0 = Date.now();
  const deadline = t0 + seconds * 1000;
  const pick = (): keyof typeof MIX => {
    let roll = Math.random() * Object.values(MIX).reduce((a, b) => a + b, 0);
    for (const [op, weight] of Object.entries(MIX) as [keyof typeof MIX, number][]) {
      roll -= weight;
      if (roll < 0) return op;
    }
    return "dashboard";
  };
  const today = new Date().toISOString().slice(0, 10);
  const timed = async (op: Op, run: () => Promise<{ ok: boolean; detail?: unknown }>) => {
    const start = performance.now();
    try {
      const { ok, detail } = await run();
      stats.record(op, performance.now() - start, ok, detail);
    } catch (error) {
      stats.record(op, performance.now() - start, false, String(error));
    }
  };

  await Promise.all(
    students.users.map(async (user, i) => {
      const url = urlFor(i);
      const headers = { ...user.headers, "x-forwarded-for": `10.20.${Math.floor(i / 250)}.${i % 250}` };
      let version = 0;
      let failuresSeen = 0;
      while (Date.now() < deadline && !options.stopped?.()) {
        if (options.pauseAfterErrorMs && stats.failures.length > failuresSeen) {
          failuresSeen = stats.failures.length;
          await new Promise((r) => setTimeout(r, options.pauseAfterErrorMs));
        }
        const op = pick();
        if (op === "dashboard") {
          await timed(op, async () => {
            const res = await gql(url, DASHBOARD, { from: today, to: today }, headers);
            return { ok: !res.errors && Boolean(res.data), detail: res.errors };
          });
        } else if (op === "timer") {
          await timed(op, async () => {
            const res = await gql<{
              toggleFocusTimer: {
                __typename: string;
                data?: { version: number };
                current?: { version: number };
              };
            }>(url, TOGGLE, { v: version }, headers);
            const result = res.data?.toggleFocusTimer;
            version = result?.data?.version ?? result?.current?.version ?? version;
            // A stale version is the API's answer to a lost race, not a failure; the next toggle uses it.
            const ok =
              result?.__typename === "MutationToggleFocusTimerSuccess" ||
              result?.__typename === "FocusTimerStaleError";
            return { ok, detail: res };
          });
        } else if (op === "chat") {
          const clientId = randomUUID();
          await timed(op, async () => {
            const res = await gql<{ sendGroupMessage: { __typename: string } }>(
              url,
              SEND,
              {
                input: {
                  groupId: students.groupOf.get(user.id),
                  body: `load ${clientId.slice(0, 8)}`,
                  clientId,
                },
              },
              headers,
            );
            const ok = res.data?.sendGroupMessage.__typename === "MutationSendGroupMessageSuccess";
            if (ok) stats.sentMessages.push(clientId);
            return { ok, detail: res };
          });
        } else if (op === "tutor") {
          const start = performance.now();
          const a = 2 + Math.floor(Math.random() * 20);
          const b = 1 + Math.floor(Math.random() * 30);
          const res = await gql<{ askTutor: { __typename: string; data?: { id: string } } }>(
            url,
            ASK,
            { input: { topic: "ALGEBRA", question: `Solve ${a}x + ${b} = ${a * 3 + b}` } },
            headers,
          ).catch((error: unknown) => ({ errors: [String(error)], data: undefined }));
          const id = res.data?.askTutor.data?.id;
          stats.record("tutor", performance.now() - start, Boolean(id), res);
          if (id) {
            stats.askedTasks.push(id);
            // The answer is followed elsewhere: delivery crosses processes through Redis.
            const w = watch(watchUrlFor(i), user, id);
            try {
              const final = await w.finished(options.answerTimeoutMs ?? 60_000);
              stats.record("tutorAnswered", performance.now() - start, final.status === "DONE", final);
            } catch (error) {
              stats.record("tutorAnswered", performance.now() - start, false, String(error));
            } finally {
              await w.close();
            }
          }
        } else {
          await timed(op, async () => {
            const res = await gql<{ signIn: { __typename: string } }>(
              url,
              SIGN_IN,
              { input: { email: user.email, password: PASSWORD } },
              headers,
            );
            return { ok: res.data?.signIn.__typename === "MutationSignInSuccess", detail: res };
          });
        }
      }
    }),
  );
  stats.elapsed = (Date.now() - t0) / 1000;
  return stats;
}

/** Every accepted message stored (count by clientId) and every accepted question's status. */
export async function delivery(databaseUrl: string, stats: MixStats) {
  const [stored] = await sql<{ n: string; distinct: string }>(
    databaseUrl,
    `SELECT count(*)::text AS n, count(DISTINCT "clientId")::text AS distinct FROM "GroupMessage" WHERE "clientId" = ANY($1)`,
    [stats.sentMessages],
  );
  const tasks = await sql<{ status: string; n: string }>(
    databaseUrl,
    `SELECT status, count(*)::text AS n FROM "AiTask" WHERE id = ANY($1::uuid[]) GROUP BY status`,
    [stats.askedTasks],
  );
  return {
    stored: Number(stored?.n ?? 0),
    distinct: Number(stored?.distinct ?? 0),
    byStatus: Object.fromEntries(tasks.map((t) => [t.status, Number(t.n)])) as Record<string, number>,
  };
}
