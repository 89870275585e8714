import type { Db } from "@vidya/db/client";
import type { GroupPostRow } from "./dashboard.range-query";

/** A study group of the class with its messages in the dashboard's range, per student. */
export interface ClassGroupStats {
  groupId: string;
  name: string;
  subject: string;
  memberCount: number;
  messages: number;
  students: { studentId: string; messages: number }[];
}

/**
 * The class's study groups (of the dashboard's subject, when it has one), busiest first, with the
 * message counts the range aggregate found (group_message activity, counted in SQL). A group
 * without messages in the range is listed with 0; counts of a deleted group are not.
 */
export async function classGroupStats(
  db: Db,
  classroomId: string,
  subject: string | null,
  posts: GroupPostRow[],
): Promise<ClassGroupStats[]> {
  const groups = await db.studyGroup.findMany({
    where: { classroomId, ...(subject ? { subject } : {}) },
    select: { id: true, name: true, subject: true, _count: { select: { members: true } } },
  });
  return groups
    .map((g) => {
      const students = posts
        .filter((p) => p.groupId === g.id)
        .map((p) => ({ studentId: p.userId, messages: p.messages }))
        .sort((a, b) => b.messages - a.messages || a.studentId.localeCompare(b.studentId));
      return {
        groupId: g.id,
        name: g.name,
        subject: g.subject,
        memberCount: g._count.members,
        messages: students.reduce((n, s) => n + s.messages, 0),
        students,
      };
    })
    .sort((a, b) => b.messages - a.messages || a.name.localeCompare(b.name));
}
