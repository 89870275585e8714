import { formatJoinCode, joinPath } from "@vidya/core/classrooms/join-code";
import {
  CreateClassroomInputSchema,
  JoinCodeSchema,
  JoinCodeValidDaysSchema,
} from "@vidya/core/schemas/classrooms";
import { z } from "zod";
import { builder } from "../../builder";
import type { Context } from "../../context";
import { viewerOf } from "../common/viewer";
import {
  ACTIVITY_NOTICE,
  type ClassroomView,
  classStudents,
  createClassroom,
  getClassroom,
  type JoinResult,
  joinClassroom,
  leaveClassroom,
  listClassrooms,
  removeStudent,
  rotateJoinCode,
} from "./classrooms.service";

const isTeacherOf = (c: ClassroomView, ctx: Context) => ctx.viewer?.id === c.teacherId;

export const ClassStudent = builder
  .objectRef<{ id: string; label: string; joinedAt: Date }>("ClassStudent")
  .implement({
    description: "A student of a class, as their teacher sees them.",
    authScopes: { teacher: true },
    fields: (t) => ({
      id: t.exposeID("id"),
      label: t.exposeString("label"),
      joinedAt: t.expose("joinedAt", { type: "DateTime" }),
    }),
  });

export const ClassroomRef = builder.objectRef<ClassroomView>("Classroom").implement({
  description: "A teacher's class. Its teacher sees the join code and students; its students see the notice.",
  authScopes: { signedIn: true },
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    grade: t.exposeInt("grade", { description: "The standard, 1 to 12." }),
    subjects: t.exposeStringList("subjects"),
    teacherName: t.exposeString("teacherLabel"),
    studentCount: t.exposeInt("studentCount"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    consentConfirmedAt: t.expose("consentConfirmedAt", {
      type: "DateTime",
      nullable: true,
      description: "When the teacher confirmed, for the school, that parents consented (issue 18).",
    }),
    consentConfirmedName: t.exposeString("consentConfirmedName", { nullable: true }),
    viewerIsTeacher: t.boolean({ resolve: (c, _a, ctx) => isTeacherOf(c, ctx) }),
    joinCode: t.string({
      nullable: true,
      description: "Only for the class's teacher.",
      resolve: (c, _a, ctx) => (isTeacherOf(c, ctx) ? c.joinCode : null),
    }),
    joinCodeDisplay: t.string({
      nullable: true,
      description: "The code in two groups of three (K7Q-M3X), for reading aloud.",
      resolve: (c, _a, ctx) => (isTeacherOf(c, ctx) ? formatJoinCode(c.joinCode) : null),
    }),
    joinPath: t.string({
      nullable: true,
      description: "The join link's path (/classes/join/<code>); only for the class's teacher.",
      resolve: (c, _a, ctx) => (isTeacherOf(c, ctx) ? joinPath(c.joinCode) : null),
    }),
    joinCodeExpiresAt: t.field({
      type: "DateTime",
      nullable: true,
      resolve: (c, _a, ctx) => (isTeacherOf(c, ctx) ? c.joinCodeExpiresAt : null),
    }),
    joinedAt: t.expose("joinedAt", {
      type: "DateTime",
      nullable: true,
      description: "For a student: when you joined.",
    }),
    activityVisibleToTeacher: t.boolean({
      description: "True for a student of the class: the teacher sees their learning activity here.",
      resolve: (c, _a, ctx) => !isTeacherOf(c, ctx),
    }),
    activityNotice: t.string({
      nullable: true,
      resolve: (c, _a, ctx) => (isTeacherOf(c, ctx) ? null : ACTIVITY_NOTICE),
    }),
    students: t.field({
      type: [ClassStudent],
      nullable: true,
      description: "Only for the class's teacher.",
      resolve: (c, _a, ctx) => (isTeacherOf(c, ctx) ? classStudents(ctx, c.id) : null),
    }),
  }),
});

const JoinResultRef = builder.objectRef<JoinResult>("JoinClassroomResult").implement({
  authScopes: { student: true },
  fields: (t) => ({
    classroom: t.field({ type: ClassroomRef, resolve: (r) => r.classroom }),
    alreadyMember: t.exposeBoolean("alreadyMember"),
    message: t.exposeString("message"),
  }),
});

const CreateClassroomInput = builder.inputType("CreateClassroomInput", {
  fields: (t) => ({
    name: t.string({ required: true }),
    grade: t.int({ required: true, description: "The standard, 1 to 12." }),
    subjects: t.stringList({
      required: true,
      description: "Subject slugs, e.g. mathematics, social-science.",
    }),
  }),
});

const classId = z.uuid("That is not a class id.");

builder.queryFields((t) => ({
  classrooms: t.field({
    type: [ClassroomRef],
    description: "A teacher's classes, or the classes a student is in.",
    authScopes: { signedIn: true },
    resolve: (_r, _a, ctx) => listClassrooms(ctx, viewerOf(ctx)),
  }),
  classroom: t.field({
    type: ClassroomRef,
    authScopes: { signedIn: true },
    errors: {},
    args: { id: t.arg.id({ required: true, validate: classId }) },
    resolve: (_r, args, ctx) => getClassroom(ctx, viewerOf(ctx).id, String(args.id)),
  }),
}));

builder.mutationFields((t) => ({
  createClassroom: t.field({
    type: ClassroomRef,
    authScopes: { teacher: true },
    errors: {},
    args: {
      input: t.arg({ type: CreateClassroomInput, required: true, validate: CreateClassroomInputSchema }),
    },
    resolve: (_r, args, ctx) =>
      createClassroom(ctx, viewerOf(ctx).id, CreateClassroomInputSchema.parse(args.input)),
  }),
  rotateJoinCode: t.field({
    type: ClassroomRef,
    description: "Replaces the join code; the old code stops working at once.",
    authScopes: { teacher: true },
    errors: {},
    args: {
      classroomId: t.arg.id({ required: true, validate: classId }),
      validDays: t.arg.int({
        required: false,
        description: "How many days the new code works (1, 7, 30 or 90; 30 when not given).",
        validate: JoinCodeValidDaysSchema.nullish(),
      }),
    },
    resolve: (_r, args, ctx) =>
      rotateJoinCode(ctx, viewerOf(ctx).id, String(args.classroomId), args.validDays),
  }),
  joinClassroom: t.field({
    type: JoinResultRef,
    description: "Joins the class with this code. Joining again is harmless and says so.",
    authScopes: { student: true },
    errors: {},
    args: { code: t.arg.string({ required: true, validate: JoinCodeSchema }) },
    resolve: (_r, args, ctx) => joinClassroom(ctx, viewerOf(ctx).id, JoinCodeSchema.parse(args.code)),
  }),
  leaveClassroom: t.boolean({
    authScopes: { student: true },
    errors: {},
    args: { classroomId: t.arg.id({ required: true, validate: classId }) },
    resolve: (_r, args, ctx) => leaveClassroom(ctx, viewerOf(ctx).id, String(args.classroomId)),
  }),
  removeStudent: t.field({
    type: ClassroomRef,
    authScopes: { teacher: true },
    errors: {},
    args: {
      classroomId: t.arg.id({ required: true, validate: classId }),
      studentId: t.arg.id({ required: true, validate: z.uuid("That is not a student id.") }),
    },
    resolve: (_r, args, ctx) =>
      removeStudent(ctx, viewerOf(ctx).id, String(args.classroomId), String(args.studentId)),
  }),
}));
