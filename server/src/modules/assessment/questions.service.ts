import { checkItem } from "@vidya/core/assessment/checks";
import { ASSESSMENT_MESSAGES, type QuestionOption } from "@vidya/core/assessment/question";
import { findNcertChapter } from "@vidya/core/curriculum/catalogue";
import { TOPICS } from "@vidya/core/events";
import type { GenerateQuestionsPayload } from "@vidya/core/jobs/generate-questions";
import { GENERATE_QUESTIONS_SPEC } from "@vidya/core/jobs/specs";
import type { Prisma, Question, QuestionGeneration } from "@vidya/db/prisma";
import type { Context } from "../../context";
import { AppError, NotFoundError } from "../../errors";
import { requireOperator } from "../../operator";
import { BUSY_MESSAGE, enqueueOrMarkFailed } from "../../queues";
import { consumeCostly } from "../../rate-limit";
import { watchRow } from "../common/watch-row";
import { optionsOf } from "./bank";

const _TERMINAL = new Set(["DONE", "FAILED"]);

/** A catalogue chapter of the subject and class, or a clear error. */
export function requireChapter(chapterId: string, subject?: string, grade?: number) {
  const chapter = findNcertChapter(chapterId);
  if (!chapter || (subject && chapter.subject !== subject) || (grade && chapter.grade !== grade))
    throw new AppError("BAD_CHAPTER", "Choose a chapter of this subject and class from the list.");
  return chapter;
}

/** Starts the generator on an uploaded PDF, or (mathematics) on the math templates of a chapter. */
export async function startQuestionGeneration(
  ctx: Context,
  teacherId: string,
  input: { chapterId: string; uploadId?: string | null | undefined },
): Promise<QuestionGeneration> {
  const chapter = requireChapter(input.chapterId);
  let fileName: string | null = null;
  if (input.uploadId) {
    const upload = await ctx.db.upload.findFirst({
      where: { id: input.uploadId, userId: teacherId, complete: true },
    });
    if (!upload) throw new NotFoundError(ASSESSMENT_MESSAGES.noUpload);
    if (upload.mimeType !== "application/pdf") throw new AppError("NOT_A_PDF", ASSESSMENT_MESSAGES.notAPdf);
    fileName = upload.fileName;
  } else if (chapter.subject !== "mathematics") {
    throw new AppError("NEEDS_PDF", "Upload the chapter as a PDF: questions are made from its text.");
  }
  await consumeCostly(ctx, "questionGeneration", teacherId);
  const row = await ctx.db.questionGeneration.create({
    data: {
      userId: teacherId,
      subject: chapter.subject,
      grade: chapter.grade,
      chapterId: chapter.id,
      uploadId: input.uploadId ?? null,
      fileName,
      stage: "Waiting to start",
    },
  });
  const payload: GenerateQuestionsPayload = { generationId: row.id };
  await enqueueOrMarkFailed(
    ctx,
    ctx.queues.heavy,
    { spec: GENERATE_QUESTIONS_SPEC, data: payload, rowId: row.id },
    () =>
      ctx.db.questionGeneration.update({
        where: { id: row.id },
        data: { status: "FAILED", error: BUSY_MESSAGE },
      }),
  );
  return row;
}

export function getQuestionGeneration(ctx: Pick<Context, "db">, teacherId: string, id: string) {
  return ctx.db.questionGeneration.findFirst({ where: { id, userId: teacherId } });
}

/** The run's stored state first, then every change until DONE or FAILED (as the flashcard generator). */
export function watchQuestionGeneration(
  ctx: Context,
  teacherId: string,
  id: string,
): AsyncGenerator<QuestionGeneration> {
  return watchRow(
    ctx,
    TOPICS.questionGeneration,
    id,
    () => getQuestionGeneration(ctx, teacherId, id),
    (row) => `${row.status}:${row.progress}:${row.updatedAt.getTime()}`,
    () => new NotFoundError("No such generation."),
  );
}

/** The teacher's bank: items of a generation, or of a subject, class and chapter (theirs and the app's). */
export function listQuestions(
  ctx: Pick<Context, "db">,
  teacherId: string,
  filter: {
    generationId?: string | null;
    subject?: string | null;
    grade?: number | null;
    chapterId?: string | null;
    status?: string | null;
  },
): Promise<Question[]> {
  const where: Prisma.QuestionWhereInput = {
    OR: [{ ownerId: teacherId }, { ownerId: null }],
    ...(filter.generationId ? { generationId: filter.generationId } : {}),
    ...(filter.subject ? { subject: filter.subject } : {}),
    ...(filter.grade ? { grade: filter.grade } : {}),
    ...(filter.chapterId ? { chapterId: filter.chapterId } : {}),
    ...(filter.status ? { status: filter.status as Question["status"] } : {}),
  };
  return ctx.db.question.findMany({ where, orderBy: [{ createdAt: "asc" }, { id: "asc" }], take: 500 });
}

export interface ReviewInput {
  questionId: string;
  decision: "APPROVE" | "REJECT" | "EDIT";
  reason?: string | null | undefined;
  stem?: string | null | undefined;
  options?: string[] | null | undefined;
  keyIndex?: number | null | undefined;
  explanation?: string | null | undefined;
}

/**
 * Approve, reject (with a reason) or edit an item; an edit is checked again before it may be approved.
 * A teacher reviews their own items; the app's own only an operator (OPERATOR_EMAILS).
 */
export async function reviewQuestion(ctx: Context, teacherId: string, input: ReviewInput): Promise<Question> {
  const q = await ctx.db.question.findFirst({
    where: { id: input.questionId, OR: [{ ownerId: teacherId }, { ownerId: null }] },
  });
  if (!q) throw new NotFoundError("No such question.");
  // The app's own items reach every student: only an operator may change them (issue 24).
  if (q.ownerId === null) await requireOperator(ctx, teacherId, "change the app's own questions");
  if (input.decision === "REJECT")
    return ctx.db.question.update({
      where: { id: q.id },
      data: { status: "REJECTED", rejectReason: input.reason?.trim() || "Rejected by the teacher." },
    });
  if (input.decision === "APPROVE") {
    if (q.status === "REJECTED" && q.source !== "teacher" && q.rejectReason && !input.reason)
      throw new AppError(
        "FAILED_CHECKS",
        `This item failed the automatic checks: ${q.rejectReason} Edit it first.`,
      );
    return ctx.db.question.update({ where: { id: q.id }, data: { status: "APPROVED", rejectReason: null } });
  }
  const old = optionsOf(q);
  const options: QuestionOption[] = input.options
    ? input.options.map((text, i) => ({ id: old[i]?.id ?? `o${i + 1}`, text: text.trim() }))
    : old;
  const key = input.keyIndex !== null && input.keyIndex !== undefined ? options[input.keyIndex]?.id : q.key;
  if (!key) throw new AppError("BAD_KEY", "Choose which option is right.");
  const draft = {
    kind: q.kind,
    stem: input.stem?.trim() || q.stem,
    options,
    key,
    explanation: input.explanation?.trim() || q.explanation,
    source: "teacher" as const,
    page: q.sourcePage,
    quote: null,
  };
  const others = await ctx.db.question.findMany({
    where: { chapterId: q.chapterId, id: { not: q.id }, status: { not: "REJECTED" } },
    select: { stem: true },
  });
  const problem = checkItem(
    draft,
    null,
    others.map((o) => o.stem),
  );
  if (problem) throw new AppError("FAILED_CHECKS", problem);
  return ctx.db.question.update({
    where: { id: q.id },
    data: {
      stem: draft.stem,
      options: options as unknown as Prisma.InputJsonValue,
      key,
      explanation: draft.explanation,
      status: "CHECKED",
      rejectReason: null,
    },
  });
}
