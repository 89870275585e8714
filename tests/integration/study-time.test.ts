import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { addDays } from "../../core/src/study-time/local-date";
import { fileDatabaseUrl, sql } from "../helpers/database";
import { gql } from "../helpers/graphql";
import { type ServerProc, startServer, uniquePrefix } from "../helpers/processes";
import { createUser, type TestUser } from "../helpers/users";

const RECORD = `mutation($input: RecordStudyTimeInput!) { recordStudyTime(input: $input) { __typename
  ... on MutationRecordStudyTimeSuccess { data { localDate claimedSeconds acceptedSeconds notice duplicate totalSeconds
    day { localDate activeSeconds focusSessions focusMinutes } } }
  ... on Error { code message } ... on ValidationError { issues { path message } } } }`;
const RANGE = `query($from: String!, $to: String!) { studyTime(from: $from, to: $to) { __typename
  ... on QueryStudyTimeSuccess { data { from to totalSeconds lastActiveDate days { localDate activeSeconds focusSessions focusMinutes } } }
  ... on Error { code message } } }`;

interface Report {
  __typename: string;
  data?: {
    acceptedSeconds: number;
    notice: string | null;
    duplicate: boolean;
    totalSeconds: number;
    day: { activeSeconds: number };
  };
  code?: string;
  message?: string;
  issues?: { path: string; message: string }[];
}

const today = new Date().toISOString().slice(0, 10);

describe("study time", () => {
  const databaseUrl = fileDatabaseUrl();
  let server: ServerProc;

  beforeAll(async () => {
    server = await startServer({
      DATABASE_URL: databaseUrl,
      REDIS_URL: inject("redisUrl"),
      REDIS_PREFIX: uniquePrefix("study"),
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  async function record(
    user: TestUser,
    localDate: string,
    seconds: number,
    reportId = randomUUID(),
  ): Promise<Report> {
    const res = await gql<{ recordStudyTime: Report }>(
      server.url,
      RECORD,
      { input: { localDate, seconds, reportId } },
      user.headers,
    );
    if (!res.data) throw new Error(JSON.stringify(res.errors));
    return res.data.recordStudyTime;
  }
  /** Pretends the user's last report (or sign-up) was `seconds` ago. */
  async function lastReportAgo(user: TestUser, seconds: number) {
    await sql(
      databaseUrl,
      `UPDATE "User" SET "createdAt" = now() - make_interval(secs => $2) WHERE id = $1`,
      [user.id, seconds],
    );
    await sql(
      databaseUrl,
      `UPDATE "StudyTotal" SET "lastReportAt" = now() - make_interval(secs => $2) WHERE "userId" = $1`,
      [user.id, seconds],
    );
  }

  it("accumulates reports per local day and reads them back as per-day totals", async () => {
    const user = await createUser(databaseUrl);
    const yesterday = addDays(today, -1);
    await lastReportAgo(user, 600);
    expect((await record(user, today, 60)).data).toMatchObject({
      acceptedSeconds: 60,
      notice: null,
      totalSeconds: 60,
    });
    await lastReportAgo(user, 600);
    expect((await record(user, today, 120)).data).toMatchObject({
      acceptedSeconds: 120,
      day: { activeSeconds: 180 },
    });
    await lastReportAgo(user, 600);
    expect((await record(user, yesterday, 45)).data).toMatchObject({
      day: { activeSeconds: 45 },
      totalSeconds: 225,
    });

    const res = await gql<{
      studyTime: { data: { days: unknown[]; totalSeconds: number; lastActiveDate: string } };
    }>(server.url, RANGE, { from: addDays(today, -2), to: today }, user.headers);
    expect(res.data?.studyTime.data).toMatchObject({
      totalSeconds: 225,
      lastActiveDate: today,
      days: [
        { localDate: addDays(today, -2), activeSeconds: 0, focusSessions: 0, focusMinutes: 0 },
        { localDate: yesterday, activeSeconds: 45 },
        { localDate: today, activeSeconds: 180 },
      ],
    });
    const kinds = await sql<{ kind: string; payload: { seconds: number } }>(
      databaseUrl,
      `SELECT kind, payload FROM "ActivityEvent" WHERE "userId" = $1 ORDER BY "createdAt"`,
      [user.id],
    );
    expect(kinds.map((k) => [k.kind, k.payload.seconds])).toEqual([
      ["study_time", 60],
      ["study_time", 120],
      ["study_time", 45],
    ]);
  });

  it("clamps a claim of more seconds than have passed since the last report, and says so", async () => {
    const user = await createUser(databaseUrl);
    await lastReportAgo(user, 30);
    const first = await record(user, today, 600);
    expect(first.data?.acceptedSeconds).toBeGreaterThanOrEqual(30);
    expect(first.data?.acceptedSeconds).toBeLessThan(40);
    expect(first.data?.notice).toMatch(
      /^Counted \d+ of 600 seconds: only \d+ seconds had passed since your last report\.$/,
    );
    const again = await record(user, today, 300);
    expect(again.data?.acceptedSeconds).toBeLessThanOrEqual(6);
  });

  it("counts a retried report once", async () => {
    const user = await createUser(databaseUrl);
    await lastReportAgo(user, 600);
    const id = randomUUID();
    const first = await record(user, today, 90, id);
    const retry = await record(user, today, 90, id);
    expect(retry.data).toMatchObject({
      duplicate: true,
      acceptedSeconds: 90,
      totalSeconds: first.data?.totalSeconds,
    });
    expect(await record(user, addDays(today, -1), 90, id)).toMatchObject({ code: "REPORT_ID_REUSED" });
  });

  it("lets two tabs reporting the same minute at once count it once", async () => {
    const user = await createUser(databaseUrl);
    await lastReportAgo(user, 60);
    const both = await Promise.all([record(user, today, 60), record(user, today, 60)]);
    const accepted = both.map((r) => r.data?.acceptedSeconds ?? 0).sort((x, y) => x - y);
    expect(accepted[1]).toBeGreaterThanOrEqual(60);
    expect(accepted[0]).toBeLessThanOrEqual(6);
  });

  it("refuses future days, old days, negative and absurd seconds, and bad dates with clear errors", async () => {
    const user = await createUser(databaseUrl);
    const future = await record(user, addDays(today, 2), 10);
    expect(future).toMatchObject({
      code: "FUTURE_DATE",
      message: `${addDays(today, 2)} has not begun anywhere yet. Check the date on your device.`,
    });
    expect(await record(user, addDays(today, -30), 10)).toMatchObject({
      code: "DATE_TOO_OLD",
      message: "Study time can only be reported for the last 7 days.",
    });
    expect((await record(user, today, -5)).issues).toEqual([
      { path: "input.seconds", message: "seconds must be at least 1." },
    ]);
    expect((await record(user, today, 90_000)).issues).toEqual([
      { path: "input.seconds", message: "A day has only 86400 seconds." },
    ]);
    expect((await record(user, "2026-02-30", 5)).issues?.[0]?.message).toBe(
      "Dates must be real days written YYYY-MM-DD.",
    );
    const backwards = await gql<{ studyTime: { __typename: string; message: string } }>(
      server.url,
      RANGE,
      { from: today, to: addDays(today, -1) },
      user.headers,
    );
    expect(backwards.data?.studyTime).toMatchObject({
      __typename: "ValidationError",
      message: "from must not be after to.",
    });
    const anon = await gql(server.url, RECORD, {
      input: { localDate: today, seconds: 5, reportId: randomUUID() },
    });
    expect(JSON.stringify(anon)).toMatch(/sign in/i);
  });
});
