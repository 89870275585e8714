import { bullPrefix } from "@vidya/core/redis-keys";
import { Queue } from "bullmq";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { ncertChapters } from "../../core/src/curriculum/catalogue";
import { addDays } from "../../core/src/planner/plan";
import { localDateOf } from "../../core/src/study-time/local-date";
import { fileDatabaseUrl, sql } from "../helpers/database";
import { collect, gql, wsClient } from "../helpers/graphql";
import { type Proc, type ServerProc, startServer, startWorker, uniquePrefix } from "../helpers/processes";
import { createUser, type TestUser } from "../helpers/users";

const SAVE = `mutation($input: SaveExamInput!) { saveExam(input: $input) { __typename
  ... on MutationSaveExamSuccess { data { id title date chapters { id } } }
  ... on Error { code message } } }`;
const AVAIL = `mutation($input: StudyAvailabilityInput!) { setStudyAvailability(input: $input) { __typename
  ... on MutationSetStudyAvailabilitySuccess { data { minutesByWeekday } } ... on Error { code message } } }`;
const PLAN = `query($from: String!, $to: String!) { studyPlan(from: $from, to: $to) { __typename
  ... on QueryStudyPlanSuccess { data { today fits neededMinutes availableMinutes dropped { chapterId minutes subject }
    items { id date kind minutes chapterId title doneAt doneBy } } }
  ... on Error { code message } } }`;
const COMPLETE = `mutation($id: ID!) { completePlanItem(id: $id) { __typename
  ... on MutationCompletePlanItemSuccess { data { id doneBy } } ... on Error { code message } } }`;
const PROGRESS = `{ progress { totalMinutes days { date minutes } streak { current best }
  chapters { chapterId level reason } } }`;
const PATH = `query($s: String!) { learnerPath(subject: $s) { __typename
  ... on QueryLearnerPathSuccess { data { grade chapters { chapterId level next readyNext } } }
  ... on Error { code message } } }`;

type Result = { __typename: string; code?: string; message?: string; data?: Record<string, unknown> };
type Item = {
  id: string;
  date: string;
  kind: string;
  minutes: number;
  chapterId: string | null;
  doneBy: string | null;
};
type PlanData = {
  today: string;
  fits: boolean;
  dropped: { chapterId: string; minutes: number; subject: string | null }[];
  items: Item[];
};

const today = localDateOf(Date.now(), "Asia/Kolkata");
const maths7 = ncertChapters(7, "mathematics").map((c) => c.id);
const science8 = ncertChapters(8, "science").map((c) => c.id);

describe("study planner", () => {
  const databaseUrl = fileDatabaseUrl();
  const env = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: inject("redisUrl"),
    REDIS_PREFIX: uniquePrefix("plan"),
  };
  let server: ServerProc;
  let worker: Proc;
  let student: TestUser;

  beforeAll(async () => {
    [server, worker] = await Promise.all([startServer(env), startWorker(env)]);
    student = await createUser(databaseUrl, { role: "student", preferredClass: 7 });
  });
  afterAll(async () => {
    await Promise.all([server?.stop(), worker?.stop()]);
  });

  async function op(user: TestUser, query: string, variables: Record<string, unknown>, field: string) {
    const res = await gql<Record<string, Result>>(server.url, query, variables, user.headers);
    const r = res.data?.[field];
    if (!r) throw new Error(JSON.stringify(res.errors));
    return r;
  }
  const exam = (over: Record<string, unknown> = {}) => ({
    subject: "mathematics",
    title: "Maths half-yearly",
    date: addDays(today, 20),
    wholeSyllabus: false,
    chapterIds: maths7.slice(0, 4),
    ...over,
  });
  const plan = async (user = student) =>
    (await op(user, PLAN, { from: today, to: addDays(today, 40) }, "studyPlan")).data as PlanData;

  it("refuses exams it cannot plan, each with a reason a student can act on", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ date: today }, "EXAM_IN_PAST"],
      [{ chapterIds: [] }, "VALIDATION_FAILED"],
      [{ chapterIds: [science8[0]] }, "CHAPTER_NOT_IN_CLASS"],
      [{ date: "2026-02-30" }, "VALIDATION_FAILED"],
    ];
    for (const [over, code] of cases) {
      const r = await op(student, SAVE, { input: exam(over) }, "saveExam");
      expect(r.code, JSON.stringify(over)).toBe(code);
      expect(r.message).toBeTruthy();
    }
    expect((await plan()).items).toEqual([]);
  });

  it("two exams give a plan that fits the hours; an overlapping exam is refused", async () => {
    await op(
      student,
      AVAIL,
      {
        input: {
          minutesByWeekday: [60, 90, 90, 90, 90, 90, 60],
          daysOff: [],
          timeZone: "Asia/Kolkata",
          dailyGoalMinutes: 20,
          weeklyGoalDays: 5,
        },
      },
      "setStudyAvailability",
    );
    expect((await op(student, SAVE, { input: exam() }, "saveExam")).__typename).toBe(
      "MutationSaveExamSuccess",
    );
    const second = await op(
      student,
      SAVE,
      {
        input: exam({
          subject: "science",
          title: "Science test",
          date: addDays(today, 25),
          chapterIds: ncertChapters(7, "science")
            .slice(0, 3)
            .map((c) => c.id),
        }),
      },
      "saveExam",
    );
    expect(second.__typename).toBe("MutationSaveExamSuccess");
    const clash = await op(student, SAVE, { input: exam({ title: "Another" }) }, "saveExam");
    expect(clash.code).toBe("EXAM_OVERLAPS");
    const p = await plan();
    expect(p.fits).toBe(true);
    expect(p.dropped).toEqual([]);
    const perDay = new Map<string, number>();
    for (const i of p.items) perDay.set(i.date, (perDay.get(i.date) ?? 0) + i.minutes);
    for (const [date, minutes] of perDay) expect(minutes, date).toBeLessThanOrEqual(90);
    for (const id of maths7.slice(0, 4))
      expect(p.items.some((i) => i.kind === "learn" && i.chapterId === id)).toBe(true);
  });

  it("work that does not fit names its exam's subject, so another subject's planner is not warned", async () => {
    const crammer = await createUser(databaseUrl, { role: "student", preferredClass: 7 });
    const saved = await op(
      crammer,
      SAVE,
      { input: exam({ date: addDays(today, 2), wholeSyllabus: true, chapterIds: maths7 }) },
      "saveExam",
    );
    expect(saved.__typename).toBe("MutationSaveExamSuccess");
    const p = await plan(crammer);
    expect(p.fits).toBe(false);
    expect(p.dropped.length).toBeGreaterThan(0);
    for (const d of p.dropped) {
      expect(maths7).toContain(d.chapterId);
      expect(d.subject).toBe("mathematics");
    }
  });

  it("ticking an item off keeps it and re-plans; another student cannot touch it", async () => {
    const first = (await plan()).items.find((i) => i.date === today && i.kind === "learn");
    if (!first) throw new Error("no item today");
    const other = await createUser(databaseUrl, { role: "student" });
    expect((await op(other, COMPLETE, { id: first.id }, "completePlanItem")).code).toBe("NOT_FOUND");
    const done = await op(student, COMPLETE, { id: first.id }, "completePlanItem");
    expect(done.data).toMatchObject({ id: first.id, doneBy: "hand" });
    const after = await plan();
    expect(after.items.find((i) => i.id === first.id)?.doneBy).toBe("hand");
    expect((await plan(other)).items).toEqual([]);
  });

  it("progress shows the SQL figures: study days, streak and mastery levels", async () => {
    const s = await createUser(databaseUrl, { role: "student" });
    for (const [d, secs] of [
      [-2, 1800],
      [-1, 2400],
      [0, 600],
    ] as const) {
      await sql(
        databaseUrl,
        `INSERT INTO "StudyDay" (id, "userId", "localDate", "activeSeconds", "updatedAt") VALUES (gen_random_uuid(), $1, $2, $3, now())`,
        [s.id, addDays(today, d), secs],
      );
    }
    await sql(
      databaseUrl,
      `INSERT INTO "ChapterMastery" ("userId", "chapterId", subject, grade, mastery, evidence, source, "updatedAt") VALUES ($1, $2, 'mathematics', 7, 0.95, 12, 'blackbox', now())`,
      [s.id, maths7[0]],
    );
    const res = await gql<{
      progress: {
        totalMinutes: number;
        streak: { current: number };
        chapters: { chapterId: string; level: string; reason: string }[];
      };
    }>(server.url, PROGRESS, {}, s.headers);
    expect(res.data?.progress.totalMinutes).toBe(30 + 40 + 10);
    expect(res.data?.progress.streak.current).toBe(2);
    expect(res.data?.progress.chapters).toEqual([
      { chapterId: maths7[0], level: "mastered", reason: "95% from BlackBox (12 answers)" },
    ]);
    const path = await op(s, PATH, { s: "mathematics" }, "learnerPath");
    const chapters = (path.data as { chapters: { chapterId: string; readyNext: boolean; level: string }[] })
      .chapters;
    expect(chapters[0]).toMatchObject({ level: "mastered", readyNext: false });
    expect(chapters.find((c) => c.readyNext)?.chapterId).toBe(maths7[1]);
  });

  it("the night job re-plans in the worker and the live plan shows it", async () => {
    const s = await createUser(databaseUrl, { role: "student", preferredClass: 7 });
    await op(s, SAVE, { input: exam({ title: "Night test" }) }, "saveExam");
    // As if the plan were made before today's due cards and missed days: nothing planned from today.
    await sql(databaseUrl, `DELETE FROM "PlanItem" WHERE "userId" = $1`, [s.id]);
    const client = wsClient(server.wsUrl, s.headers);
    type Live = { studyPlan: { items: { id: string }[] } };
    const live = collect<Live>(
      client,
      `subscription($from: String!, $to: String!) { studyPlan(from: $from, to: $to) { items { id } } }`,
      { from: today, to: addDays(today, 30) },
    );
    await live.until((e) => e.studyPlan.items.length === 0);
    const queue = new Queue("study-plan", {
      connection: { url: env.REDIS_URL },
      prefix: bullPrefix(env.REDIS_PREFIX),
    });
    await queue.add("night-replan", {});
    const replanned = await live.until((e) => e.studyPlan.items.length > 0);
    expect(replanned.studyPlan.items.length).toBeGreaterThan(0);
    // The worker scheduled itself for every night.
    expect((await queue.getJobSchedulers()).map((j) => j.key)).toContain("night-replan");
    live.dispose();
    await client.dispose();
    await queue.close();
  });
});
