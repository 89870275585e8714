import { masteryBand } from "@vidya/core/assessment/grade";
import { ncertChapters } from "@vidya/core/curriculum/catalogue";
import { userLabel } from "@vidya/core/schemas/auth";
import { isSubject } from "@vidya/core/subjects";
import type { QuickTestAssignment } from "@vidya/db/prisma";
import type { Context } from "../../context";
import { AppError, NotFoundError } from "../../errors";
import { requireOwnClassroom } from "../classrooms/classrooms.service";
import { chapterTitle, optionsOf } from "./bank";
import { closeIfTimeUp } from "./quick-test.service";

export interface AssignInput {
  classroomId: string;
  questionIds: string[];
  dueAt: Date;
  minutes?: number | null | undefined;
}

/**
 * Sets items as a quick test for a class the teacher teaches, due at `dueAt`: the teacher's own
 * approved items and the app's checked ones.
 */
export async function assignQuickTest(
  ctx: Context,
  teacherId: string,
  input: AssignInput,
): Promise<QuickTestAssignment> {
  const classroom = await requireOwnClassroom(ctx, teacherId, input.classroomId);
  if (input.dueAt.getTime() <= Date.now()) throw new AppError("BAD_DUE", "Choose a due time in the future.");
  const ids = [...new Set(input.questionIds)];
  const found = await ctx.db.question.findMany({ where: { id: { in: ids } } });
  // A teacher sets their own items, once approved, and the app's checked ones; never another
  // teacher's (issue 24): those are that teacher's, for that teacher's classes.
  if (found.length !== ids.length || found.some((q) => q.ownerId !== null && q.ownerId !== teacherId))
    throw new AppError("NOT_YOUR_QUESTION", "You can assign only your own questions and the app's.");
  const items = found.filter((q) =>
    q.ownerId === null ? q.status === "CHECKED" || q.status === "APPROVED" : q.status === "APPROVED",
  );
  if (items.length !== ids.length)
    throw new AppError("NOT_APPROVED", "Approve every question before assigning it.");
  const subjects = new Set(items.map((q) => q.subject));
  const [subject] = subjects;
  if (!subject || subjects.size > 1) throw new AppError("MIXED_SUBJECTS", "A test covers one subject.");
  const byId = new Map(items.map((q) => [q.id, q]));
  return ctx.db.quickTestAssignment.create({
    data: {
      classroomId: classroom.id,
      teacherId,
      subject,
      grade: items[0]?.grade ?? classroom.grade,
      chapterIds: [...new Set(items.map((q) => q.chapterId))],
      questionIds: ids.filter((id) => byId.has(id)),
      minutes: input.minutes ?? Math.max(1, ids.length),
      dueAt: input.dueAt,
    },
  });
}

/** A student's assigned tests still to take (not yet started, due in the future). */
export async function assignedQuickTests(ctx: Pick<Context, "db">, studentId: string) {
  const rows = await ctx.db.quickTestAssignment.findMany({
    where: {
      classroom: { members: { some: { userId: studentId } } },
      dueAt: { gt: new Date() },
      tests: { none: { userId: studentId, submittedAt: { not: null } } },
    },
    include: { classroom: { select: { name: true } } },
    orderBy: { dueAt: "asc" },
  });
  return rows.map((r) => ({ ...r, className: r.classroom.name }));
}

/** The teacher's assignments for one class. */
export async function classAssignments(ctx: Pick<Context, "db">, teacherId: string, classroomId: string) {
  await requireOwnClassroom(ctx, teacherId, classroomId);
  return ctx.db.quickTestAssignment.findMany({ where: { classroomId }, orderBy: { createdAt: "desc" } });
}

/** Results of an assignment: one row per student of the class, and right/asked per item. */
export async function assignmentResults(ctx: Context, teacherId: string, assignmentId: string) {
  const assignment = await ctx.db.quickTestAssignment.findFirst({ where: { id: assignmentId, teacherId } });
  if (!assignment) throw new NotFoundError("No such assignment.");
  const [members, tests, questions] = await Promise.all([
    ctx.db.classMember.findMany({
      where: { classroomId: assignment.classroomId },
      include: { user: { select: { id: true, username: true, displayName: true, email: true } } },
    }),
    ctx.db.quickTest.findMany({ where: { assignmentId } }),
    ctx.db.question.findMany({ where: { id: { in: assignment.questionIds } } }),
  ]);
  const closed = await Promise.all(tests.map((t) => closeIfTimeUp(ctx, t)));
  const byUser = new Map(closed.map((t) => [t.userId, t]));
  const students = members.map((m) => {
    const t = byUser.get(m.userId);
    return {
      studentId: m.userId,
      name: userLabel(m.user),
      status: !t ? "not started" : t.submittedAt ? "submitted" : "in progress",
      score: t?.submittedAt ? (t.score ?? 0) : null,
      total: assignment.questionIds.length,
      submittedAt: t?.submittedAt ?? null,
      late: t?.submittedAt ? t.late : false,
    };
  });
  const items = assignment.questionIds.flatMap((id) => {
    const q = questions.find((x) => x.id === id);
    if (!q) return [];
    const answered = closed.filter((t) => t.submittedAt);
    const right = answered.filter((t) => (t.answers as Record<string, string>)[q.id] === q.key).length;
    return [
      {
        questionId: q.id,
        stem: q.stem,
        right,
        answered: answered.length,
        keyText: optionsOf(q).find((o) => o.id === q.key)?.text ?? "",
      },
    ];
  });
  return { assignment, students, items };
}

/** The class × chapter mastery heatmap for one subject (from ChapterMastery: BlackBox runs and tests). */
export async function classMastery(ctx: Context, teacherId: string, classroomId: string, subject: string) {
  const classroom = await requireOwnClassroom(ctx, teacherId, classroomId);
  if (!isSubject(subject)) throw new AppError("BAD_SUBJECT", "Choose a subject.");
  const members = await ctx.db.classMember.findMany({
    where: { classroomId },
    include: { user: { select: { id: true, username: true, displayName: true, email: true } } },
  });
  const rows = await ctx.db.chapterMastery.findMany({
    where: { userId: { in: members.map((m) => m.userId) }, subject, grade: classroom.grade },
  });
  const catalogue = ncertChapters(classroom.grade, subject).map((c) => ({ chapterId: c.id, title: c.title }));
  const extra = [...new Set(rows.map((r) => r.chapterId))]
    .filter((id) => !catalogue.some((c) => c.chapterId === id))
    .map((id) => ({ chapterId: id, title: chapterTitle(id) }));
  return {
    students: members.map((m) => ({ studentId: m.userId, name: userLabel(m.user) })),
    chapters: [...catalogue, ...extra],
    cells: rows.map((r) => ({
      studentId: r.userId,
      chapterId: r.chapterId,
      mastery: r.mastery,
      evidence: r.evidence,
      band: masteryBand(r.mastery, r.evidence),
    })),
  };
}
