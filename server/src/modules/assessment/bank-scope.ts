import type { Prisma } from "@vidya/db/prisma";
import type { Context } from "../../context";
import { USABLE } from "./bank";

/**
 * The items a student's own practice (quick tests they choose, BlackBox) may draw from (issue 24):
 * the app's own items once checked, and a teacher's items only for the students of that teacher's
 * classes, and only once the teacher approved them. Never an item of an assigned test the student
 * has still to take: its key comes back with a practice test's result, and would then answer the
 * assignment.
 */
export async function studentBankScope(
  ctx: Pick<Context, "db">,
  studentId: string,
): Promise<Prisma.QuestionWhereInput> {
  const [memberships, open] = await Promise.all([
    ctx.db.classMember.findMany({
      where: { userId: studentId },
      select: { classroom: { select: { teacherId: true } } },
    }),
    openAssignmentItems(ctx, studentId),
  ]);
  const teachers = [...new Set(memberships.map((m) => m.classroom.teacherId))];
  return {
    OR: [
      { ownerId: null, status: USABLE },
      ...(teachers.length > 0 ? [{ ownerId: { in: teachers }, status: "APPROVED" as const }] : []),
    ],
    ...(open.length > 0 ? { id: { notIn: open } } : {}),
  };
}

/** Items of the assigned tests a student may still take (due later, not submitted by them). */
export async function openAssignmentItems(ctx: Pick<Context, "db">, studentId: string): Promise<string[]> {
  const open = await ctx.db.quickTestAssignment.findMany({
    where: {
      classroom: { members: { some: { userId: studentId } } },
      dueAt: { gt: new Date() },
      tests: { none: { userId: studentId, submittedAt: { not: null } } },
    },
    select: { questionIds: true },
  });
  return [...new Set(open.flatMap((a) => a.questionIds))];
}
