import { type ActivityDetails, activityDetails } from "@vidya/core/classrooms/activity";
import { FOCUS_SECONDS } from "@vidya/core/constants";
import { userLabel } from "@vidya/core/schemas/auth";
import { type DashboardRange, DEFAULT_TIME_ZONE, defaultRange } from "@vidya/core/schemas/classrooms";
import type { Context } from "../../context";
import { AppError } from "../../errors";
import { type ClassroomView, ownClassroomView, requireOwnClassroom } from "../classrooms/classrooms.service";
import { recordChildReads } from "../consent/audit.service";
import { onlineSince } from "../presence/presence.service";
import { type ClassGroupStats, classGroupStats } from "./class-groups";
import {
  type EventRow,
  feedQuery,
  type RosterRow,
  rosterQuery,
  type Scope,
  studentEventsQuery,
} from "./dashboard.queries";
import {
  type DayRow,
  type QuestionTextRow,
  rangeFigures,
  type StudentCountRow,
  type TopicRow,
} from "./dashboard.range-query";
import { type StrugglingTopic, strugglingTopics } from "./struggling";

/** A student is "online" but "idle" when their last recorded activity is older than this. */
export const IDLE_AFTER_MS = 5 * 60_000;

export type RosterStatus = "FOCUSING" | "ONLINE" | "IDLE" | "OFFLINE";

/** One event as the dashboard and the live feed show it. */
export interface ActivityView {
  id: string;
  classroomId: string;
  studentId: string;
  studentName: string;
  kind: string;
  subject: string | null;
  topic: string | null;
  createdAt: Date;
  details: ActivityDetails;
}

export interface RosterEntry {
  studentId: string;
  name: string;
  joinedAt: Date;
  status: RosterStatus;
  online: boolean;
  lastSeenAt: Date | null;
  lastActiveAt: Date | null;
  focusEndsAt: Date | null;
  studyTodaySeconds: number;
  studyWeekSeconds: number;
  questions: number;
  /** Messages posted in the class's study groups in the range. */
  groupMessages: number;
  events: number;
}

export interface ClassDashboard {
  classroom: ClassroomView;
  from: Date;
  to: Date;
  timeZone: string;
  subject: string | null;
  generatedAt: Date;
  roster: RosterEntry[];
  topics: TopicRow[];
  struggling: StrugglingTopic[];
  days: DayRow[];
  topQuestions: QuestionTextRow[];
  feed: ActivityView[];
  studyGroups: ClassGroupStats[];
  activeStudents: number;
}

export function eventView(classroomId: string, row: EventRow): ActivityView {
  return {
    id: row.id,
    classroomId,
    studentId: row.userId,
    studentName: userLabel(row),
    kind: row.kind,
    subject: row.subject,
    topic: row.topic,
    createdAt: row.createdAt,
    details: activityDetails(row.payload),
  };
}

/** When a focus session that started at `at` ends: its endsAt, else the default focus length. */
function focusEnd(row: RosterRow): Date | null {
  if (row.focusKind !== "focus_started" || !row.focusAt) return null;
  const endsAt = activityDetails(row.focusPayload).endsAt;
  return endsAt ? new Date(endsAt) : new Date(row.focusAt.getTime() + FOCUS_SECONDS * 1000);
}

function rosterEntry(
  row: RosterRow,
  counts: StudentCountRow | undefined,
  seen: Date | undefined,
  now: number,
): RosterEntry {
  const end = focusEnd(row);
  const focusing = end !== null && end.getTime() > now;
  const recent = row.lastActiveAt !== null && now - row.lastActiveAt.getTime() < IDLE_AFTER_MS;
  const status: RosterStatus = focusing ? "FOCUSING" : seen ? (recent ? "ONLINE" : "IDLE") : "OFFLINE";
  return {
    studentId: row.userId,
    name: userLabel(row),
    joinedAt: row.joinedAt,
    status,
    online: seen !== undefined,
    lastSeenAt: seen ?? null,
    lastActiveAt: row.lastActiveAt,
    focusEndsAt: focusing ? end : null,
    studyTodaySeconds: Math.round(row.todaySeconds),
    studyWeekSeconds: Math.round(row.weekSeconds),
    questions: counts?.questions ?? 0,
    groupMessages: counts?.groupMessages ?? 0,
    events: counts?.events ?? 0,
  };
}

/**
 * The whole dashboard of one class for its teacher: three queries side by side (the one-pass
 * range aggregate, the roster's now-figures, the feed), then one MGET for who is online and the
 * list of the class's study groups. `range` is validated (non-empty, at most 366 days) by the schema.
 */
export async function classDashboard(
  ctx: Context,
  teacherId: string,
  classroomId: string,
  range: DashboardRange | null,
  timeZone: string | null,
  subject: string | null,
): Promise<ClassDashboard> {
  const classroom = await ownClassroomView(ctx, teacherId, classroomId);
  const generatedAt = new Date();
  const { from, to } = range ?? defaultRange(generatedAt);
  const scope: Scope = { classroomId, from, to, timeZone: timeZone ?? DEFAULT_TIME_ZONE, subject };
  const [rosterRows, figures, feedRows] = await Promise.all([
    rosterQuery(ctx.db, scope),
    rangeFigures(ctx.db, scope),
    feedQuery(ctx.db, scope),
  ]);
  const [seen, studyGroups] = await Promise.all([
    onlineSince(
      ctx,
      rosterRows.map((r) => r.userId),
    ),
    classGroupStats(ctx.db, classroomId, subject, figures.groupPosts),
  ]);
  void recordChildReads(
    ctx,
    { id: teacherId, role: "teacher" },
    rosterRows.map((r) => r.userId),
    "teacher:dashboard",
  );
  const now = Date.now();
  const roster = rosterRows
    .map((r) => rosterEntry(r, figures.students.get(r.userId), seen.get(r.userId), now))
    .sort((a, b) => a.name.localeCompare(b.name));
  const { topics, days, topQuestions } = figures;
  return {
    classroom,
    from,
    to,
    timeZone: scope.timeZone,
    subject,
    generatedAt,
    roster,
    topics: [...topics].sort(
      (a, b) => b.questions - a.questions || (a.topic ?? "").localeCompare(b.topic ?? ""),
    ),
    struggling: strugglingTopics(topics),
    days,
    topQuestions,
    feed: feedRows.map((r) => eventView(classroomId, r)),
    studyGroups,
    activeStudents: figures.students.size,
  };
}

export const STUDENT_ACTIVITY_KINDS = ["question_asked", "question_answered"] as const;

/** One student's activity in one class, newest first, for the class's teacher. */
export async function studentActivity(
  ctx: Context,
  teacherId: string,
  classroomId: string,
  studentId: string,
  options: { before: Date | null; limit: number; questionsOnly: boolean },
) {
  await requireOwnClassroom(ctx, teacherId, classroomId);
  const member = await ctx.db.classMember.findUnique({
    where: { classroomId_userId: { classroomId, userId: studentId } },
    include: { user: { select: { id: true, username: true, displayName: true, email: true } } },
  });
  if (!member) throw new AppError("NOT_A_MEMBER", "This student is not in this class.");
  void recordChildReads(ctx, { id: teacherId, role: "teacher" }, [studentId], "teacher:student-activity");
  const kinds = options.questionsOnly ? [...STUDENT_ACTIVITY_KINDS] : null;
  const rows = await studentEventsQuery(
    ctx.db,
    classroomId,
    studentId,
    options.before ?? new Date(),
    options.limit + 1,
    kinds,
  );
  const page = rows.slice(0, options.limit);
  return {
    studentId,
    name: userLabel(member.user),
    joinedAt: member.joinedAt,
    events: page.map((r) => eventView(classroomId, r)),
    hasMore: rows.length > options.limit,
  };
}
