import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { ncertChapters } from "../../core/src/curriculum/catalogue";
import { fileDatabaseUrl, sql } from "../helpers/database";
import { gql } from "../helpers/graphql";
import { type Proc, type ServerProc, uniquePrefix } from "../helpers/processes";
import { startStack } from "../helpers/tutor";
import { createUser, type TestUser } from "../helpers/users";

// Issue 24, items 7 and 8: the question bank keeps to its class. A teacher's items reach only their
// own classes (and, approved, their own students' practice), the app's own items change only by an
// operator, no teacher assigns another's items, and a practice test never holds an item of an
// assigned test the student still has to take (its key would come back with the practice result).

type Union = { __typename: string; code?: string; message?: string; data?: unknown };
const ERR = "... on Error { code message }";
const [CH] = ncertChapters(6, "science");

const OPS = {
  createClass: `mutation { createClassroom(input: { name: "6A", grade: 6, subjects: ["science"] }) { __typename ... on MutationCreateClassroomSuccess { data { id joinCode } } ${ERR} } }`,
  joinClass: `mutation($c: String!) { joinClassroom(code: $c) { __typename ${ERR} } }`,
  start: `mutation($input: StartQuickTestInput!) { startQuickTest(input: $input) { __typename ... on MutationStartQuickTestSuccess { data { id items { id } } } ${ERR} } }`,
  submit: `mutation($id: ID!) { submitQuickTest(testId: $id) { __typename ${ERR} } }`,
  review: `mutation($input: ReviewQuestionInput!) { reviewQuestion(input: $input) { __typename ${ERR} } }`,
  assign: `mutation($input: AssignQuickTestInput!) { assignQuickTest(input: $input) { __typename ... on MutationAssignQuickTestSuccess { data { id } } ${ERR} } }`,
  blackbox: `mutation { startBlackbox(input: { subject: "science", grade: 6 }) { __typename ... on MutationStartBlackboxSuccess { data { current { id } } } ${ERR} } }`,
};

describe("the question bank keeps to its class (issue 24)", () => {
  const databaseUrl = fileDatabaseUrl();
  let server: ServerProc;
  let worker: Proc;
  let operator: TestUser;
  const bank = {
    app: [] as string[],
    aApproved: [] as string[],
    aChecked: [] as string[],
    bApproved: [] as string[],
  };
  let teacherA: TestUser;
  let teacherB: TestUser;
  let classA = "";
  let inA: TestUser;
  let inB: TestUser;
  let inNone: TestUser;

  async function op(user: TestUser, query: string, variables = {}): Promise<Union> {
    const res = await gql<Record<string, Union>>(server.url, query, variables, user.headers);
    const value = Object.values(res.data ?? {})[0];
    if (!value) throw new Error(JSON.stringify(res));
    return value;
  }

  async function items(
    owner: string | null,
    status: string,
    count: number,
    label: string,
  ): Promise<string[]> {
    const ids = Array.from({ length: count }, () => randomUUID());
    for (const [i, id] of ids.entries()) {
      await sql(
        databaseUrl,
        `INSERT INTO "Question" (id, "ownerId", subject, grade, "chapterId", kind, stem, options, key, explanation, source, difficulty, status, "updatedAt")
         VALUES ($1, $2, 'science', 6, $3, 'MCQ', $4, $5, 'o1', 'Because.', 'teacher', 0, $6, now())`,
        [
          id,
          owner,
          CH?.id,
          `${label} item ${i} (${id.slice(0, 6)})?`,
          JSON.stringify([1, 2, 3, 4].map((n) => ({ id: `o${n}`, text: `${label} option ${n}.${i}` }))),
          status,
        ],
      );
    }
    return ids;
  }

  async function classOf(teacher: TestUser, student: TestUser): Promise<string> {
    const made = (await op(teacher, OPS.createClass)).data as { id: string; joinCode: string };
    expect((await op(student, OPS.joinClass, { c: made.joinCode })).__typename).toBe(
      "MutationJoinClassroomSuccess",
    );
    return made.id;
  }

  /** Every item a student's practice tests (all of the chapter, twice over) can hold. */
  async function practiceItems(student: TestUser): Promise<Set<string>> {
    const seen = new Set<string>();
    for (let round = 0; round < 3; round++) {
      const started = await op(student, OPS.start, {
        input: { subject: "science", grade: 6, chapterIds: [CH?.id], length: 20 },
      });
      const test = started.data as { id: string; items: { id: string }[] };
      for (const item of test.items) seen.add(item.id);
      await op(student, OPS.submit, { id: test.id });
    }
    return seen;
  }

  beforeAll(async () => {
    const operatorEmail = `operator-${randomUUID().slice(0, 8)}@example.test`;
    ({ server, worker } = await startStack({
      DATABASE_URL: databaseUrl,
      REDIS_URL: inject("redisUrl"),
      REDIS_PREFIX: uniquePrefix("bank"),
      AI_PROVIDER: "local",
      OPERATOR_EMAILS: operatorEmail,
    }));
    [teacherA, teacherB, inA, inB, inNone, operator] = await Promise.all([
      createUser(databaseUrl, { role: "teacher" }),
      createUser(databaseUrl, { role: "teacher" }),
      createUser(databaseUrl, { role: "student" }),
      createUser(databaseUrl, { role: "student" }),
      createUser(databaseUrl, { role: "student" }),
      createUser(databaseUrl, { role: "teacher", email: operatorEmail }),
    ]);
    classA = await classOf(teacherA, inA);
    await classOf(teacherB, inB);
    bank.app = await items(null, "CHECKED", 4, "App");
    bank.aApproved = await items(teacherA.id, "APPROVED", 6, "A approved");
    bank.aChecked = await items(teacherA.id, "CHECKED", 3, "A unreviewed");
    bank.bApproved = await items(teacherB.id, "APPROVED", 3, "B approved");
  });
  afterAll(async () => {
    await Promise.all([server?.stop(), worker?.stop()]);
  });

  it("item 7: a teacher's items reach only their own classes' practice, and only once approved", async () => {
    const none = await practiceItems(inNone);
    expect([...none].sort()).toEqual([...bank.app].sort());
    const a = await practiceItems(inA);
    expect([...a].sort()).toEqual([...bank.app, ...bank.aApproved].sort());
    const b = await practiceItems(inB);
    expect([...b].sort()).toEqual([...bank.app, ...bank.bApproved].sort());
    // BlackBox draws from the same scope.
    for (let i = 0; i < 5; i++) {
      const run = (await op(inNone, OPS.blackbox)).data as { current: { id: string } };
      expect(bank.app).toContain(run.current.id);
    }
  });

  it("item 7: the app's own items change only by an operator; no teacher assigns another's items", async () => {
    const [appItem] = bank.app;
    for (const decision of ["REJECT", "EDIT", "APPROVE"]) {
      expect(
        await op(teacherA, OPS.review, {
          input: { questionId: appItem, decision, stem: "Changed by a teacher?" },
        }),
      ).toMatchObject({ code: "FORBIDDEN" });
    }
    expect(await sql(databaseUrl, `SELECT status FROM "Question" WHERE id = $1`, [appItem])).toEqual([
      { status: "CHECKED" },
    ]);
    expect(
      (await op(operator, OPS.review, { input: { questionId: appItem, decision: "APPROVE" } })).__typename,
    ).toBe("MutationReviewQuestionSuccess");
    // A teacher still reviews their own.
    expect(
      (
        await op(teacherA, OPS.review, {
          input: { questionId: bank.aChecked[0], decision: "REJECT", reason: "Off topic." },
        })
      ).__typename,
    ).toBe("MutationReviewQuestionSuccess");

    const dueAt = new Date(Date.now() + 24 * 3600 * 1000).toISOString();
    expect(
      await op(teacherA, OPS.assign, {
        input: { classroomId: classA, questionIds: [bank.bApproved[0]], dueAt },
      }),
    ).toMatchObject({ code: "NOT_YOUR_QUESTION" });
    expect(
      await op(teacherA, OPS.assign, {
        input: { classroomId: classA, questionIds: [bank.aChecked[1]], dueAt },
      }),
    ).toMatchObject({ code: "NOT_APPROVED" });
  });

  it("item 8: a practice test never holds an item of an assigned test the student still has to take", async () => {
    const assigned = bank.aApproved.slice(0, 3);
    const dueAt = new Date(Date.now() + 24 * 3600 * 1000).toISOString();
    const made = await op(teacherA, OPS.assign, {
      input: { classroomId: classA, questionIds: [...assigned, bank.app[1]], dueAt },
    });
    const assignmentId = (made.data as { id: string }).id;
    const practice = await practiceItems(inA);
    for (const id of [...assigned, bank.app[1]]) expect(practice.has(id), id).toBe(false);
    // The rest of the chapter is still there.
    expect(practice.has(bank.aApproved[4] ?? "")).toBe(true);

    // Once the student has submitted the assigned test, its items may come back in practice.
    const test = (await op(inA, OPS.start, { input: { assignmentId } })).data as { id: string };
    await op(inA, OPS.submit, { id: test.id });
    const after = await practiceItems(inA);
    for (const id of assigned) expect(after.has(id), id).toBe(true);
  });
});
