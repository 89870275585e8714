import { TOPICS } from "@vidya/core/events";
import { userLabel } from "@vidya/core/schemas/auth";
import type { CreateClassroomInput } from "@vidya/core/schemas/classrooms";
import { type Classroom, Prisma } from "@vidya/db/prisma";
import type { Context } from "../../context";
import { AppError, NotFoundError } from "../../errors";
import { checkLimit, consumeLimit } from "../../rate-limit";
import { joinCodeExpiry, newJoinCode } from "./join-code";

/** What the API shows of a class; who sees which part is decided in classrooms.schema.ts. */
export interface ClassroomView extends Classroom {
  teacherLabel: string;
  studentCount: number;
  /** For a student viewer: when they joined. */
  joinedAt: Date | null;
}

/** The notice every student sees for each class they are in (DESIGN: children's data). */
export const ACTIVITY_NOTICE =
  "Your teacher can see your learning activity in this class: questions you ask and their answers, focus sessions, study time, flashcard reviews and quiz scores.";

export const NOT_YOUR_CLASS = "This class does not exist or is not yours.";

const include = {
  teacher: { select: { username: true, displayName: true, email: true } },
  _count: { select: { members: true } },
} as const;

type Loaded = Prisma.ClassroomGetPayload<{ include: typeof include }>;

function view(row: Loaded, joinedAt: Date | null = null): ClassroomView {
  const { teacher, _count, ...classroom } = row;
  return { ...classroom, teacherLabel: userLabel(teacher), studentCount: _count.members, joinedAt };
}

/** Runs `create` with fresh codes until one is free (a collision is ~1 in 10^8 per try). */
async function withFreshCode<T>(create: (code: string) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await create(newJoinCode());
    } catch (error) {
      const clash = error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
      if (!clash || attempt >= 4) throw error;
    }
  }
}

/** A teacher creates a class; it gets a join code valid for JOIN_CODE_VALID_DAYS. */
export async function createClassroom(
  ctx: Context,
  teacherId: string,
  input: CreateClassroomInput,
): Promise<ClassroomView> {
  const row = await withFreshCode((joinCode) =>
    ctx.db.classroom.create({
      data: {
        teacherId,
        name: input.name,
        grade: input.grade,
        subjects: input.subjects,
        joinCode,
        joinCodeExpiresAt: joinCodeExpiry(),
      },
      include,
    }),
  );
  return view(row);
}

/**
 * The class if `teacherId` teaches it. Every teacher-only read and write goes through here, so a
 * teacher of another class gets the same answer as for a class that does not exist.
 */
export async function requireOwnClassroom(
  ctx: Pick<Context, "db">,
  teacherId: string,
  classroomId: string,
): Promise<Classroom> {
  const row = await ctx.db.classroom.findFirst({ where: { id: classroomId, teacherId } });
  if (!row) throw new NotFoundError(NOT_YOUR_CLASS);
  return row;
}

/** requireOwnClassroom, as the API shows it. */
export async function ownClassroomView(
  ctx: Pick<Context, "db">,
  teacherId: string,
  classroomId: string,
): Promise<ClassroomView> {
  const row = await ctx.db.classroom.findFirst({ where: { id: classroomId, teacherId }, include });
  if (!row) throw new NotFoundError(NOT_YOUR_CLASS);
  return view(row);
}

/**
 * Replaces the join code (the old one stops working at once); the new one works for `validDays`
 * (the teacher's choice, JOIN_CODE_VALID_DAYS when not given).
 */
export async function rotateJoinCode(
  ctx: Context,
  teacherId: string,
  classroomId: string,
  validDays?: number | null,
): Promise<ClassroomView> {
  await requireOwnClassroom(ctx, teacherId, classroomId);
  const row = await withFreshCode((joinCode) =>
    ctx.db.classroom.update({
      where: { id: classroomId },
      data: { joinCode, joinCodeExpiresAt: joinCodeExpiry(new Date(), validDays ?? undefined) },
      include,
    }),
  );
  return view(row);
}

export interface JoinResult {
  classroom: ClassroomView;
  alreadyMember: boolean;
  message: string;
}

/**
 * A student joins with a code (already normalised and shape-checked). Joining twice is harmless:
 * the answer says so. Wrong codes are rate limited per student so codes cannot be guessed.
 */
export async function joinClassroom(ctx: Context, studentId: string, code: string): Promise<JoinResult> {
  await checkLimit(ctx, "joinClassWrongCode", studentId);
  const row = await ctx.db.classroom.findUnique({ where: { joinCode: code }, include });
  if (!row) {
    await consumeLimit(ctx, "joinClassWrongCode", studentId);
    throw new AppError("INVALID_JOIN_CODE", "No class has this join code. Check the code with your teacher.");
  }
  if (row.joinCodeExpiresAt && row.joinCodeExpiresAt.getTime() <= Date.now()) {
    throw new AppError("JOIN_CODE_EXPIRED", "This join code has expired. Ask your teacher for a new one.");
  }
  const existing = await ctx.db.classMember.findUnique({
    where: { classroomId_userId: { classroomId: row.id, userId: studentId } },
  });
  if (existing) {
    return {
      classroom: view(row, existing.joinedAt),
      alreadyMember: true,
      message: `You are already in ${row.name}.`,
    };
  }
  const member = await ctx.db.classMember.upsert({
    where: { classroomId_userId: { classroomId: row.id, userId: studentId } },
    create: { classroomId: row.id, userId: studentId },
    update: {},
  });
  // A class whose teacher confirmed the school's consent unlocks the child's tools (issue 18).
  if (row.consentConfirmedAt) ctx.pubsub.publish(TOPICS.toolAccess, studentId, { userId: studentId });
  const fresh = { ...row, _count: { members: row._count.members + 1 } };
  return {
    classroom: view(fresh, member.joinedAt),
    alreadyMember: false,
    message: `You joined ${row.name}.`,
  };
}

/** A teacher's classes (newest first), or the classes a student is in. */
export async function listClassrooms(
  ctx: Context,
  viewer: { id: string; role: string | null },
): Promise<ClassroomView[]> {
  if (viewer.role === "teacher") {
    const rows = await ctx.db.classroom.findMany({
      where: { teacherId: viewer.id },
      include,
      orderBy: { createdAt: "desc" },
    });
    return rows.map((r) => view(r));
  }
  const memberships = await ctx.db.classMember.findMany({
    where: { userId: viewer.id },
    include: { classroom: { include } },
    orderBy: { joinedAt: "desc" },
  });
  return memberships.map((m) => view(m.classroom, m.joinedAt));
}

/** One class, for its teacher or one of its students; anyone else gets NOT_FOUND. */
export async function getClassroom(
  ctx: Context,
  viewerId: string,
  classroomId: string,
): Promise<ClassroomView> {
  const row = await ctx.db.classroom.findUnique({ where: { id: classroomId }, include });
  if (row && row.teacherId === viewerId) return view(row);
  if (row) {
    const member = await ctx.db.classMember.findUnique({
      where: { classroomId_userId: { classroomId, userId: viewerId } },
    });
    if (member) return view(row, member.joinedAt);
  }
  throw new NotFoundError("This class does not exist or you are not in it.");
}

/**
 * Ends a membership. The student's past activity stays theirs but leaves the class: its class copy
 * is detached (classroomId null), so the teacher no longer sees it, even if the student rejoins.
 */
async function endMembership(ctx: Context, classroomId: string, studentId: string): Promise<boolean> {
  const ended = await ctx.db.$transaction(async (tx) => {
    const removed = await tx.classMember.deleteMany({ where: { classroomId, userId: studentId } });
    if (removed.count === 0) return false;
    await tx.activityEvent.updateMany({
      where: { classroomId, userId: studentId },
      data: { classroomId: null },
    });
    return true;
  });
  // The class may have given the school's consent: the child's open pages (and live study-group
  // streams) re-check what they may use now (issue 24).
  if (ended) ctx.pubsub.publish(TOPICS.toolAccess, studentId, { userId: studentId });
  return ended;
}

/** The teacher removes a student from their class. */
export async function removeStudent(
  ctx: Context,
  teacherId: string,
  classroomId: string,
  studentId: string,
): Promise<ClassroomView> {
  await requireOwnClassroom(ctx, teacherId, classroomId);
  if (!(await endMembership(ctx, classroomId, studentId))) {
    throw new AppError("NOT_A_MEMBER", "This student is not in this class.");
  }
  return view(await ctx.db.classroom.findUniqueOrThrow({ where: { id: classroomId }, include }));
}

/** A student leaves a class. */
export async function leaveClassroom(ctx: Context, studentId: string, classroomId: string): Promise<boolean> {
  if (!(await endMembership(ctx, classroomId, studentId))) {
    throw new AppError("NOT_A_MEMBER", "You are not in this class.");
  }
  return true;
}

/** The students of a class (teacher view), by name. */
export async function classStudents(ctx: Context, classroomId: string) {
  const members = await ctx.db.classMember.findMany({
    where: { classroomId },
    include: { user: { select: { id: true, username: true, displayName: true, email: true } } },
  });
  return members
    .map((m) => ({ id: m.user.id, label: userLabel(m.user), joinedAt: m.joinedAt }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
