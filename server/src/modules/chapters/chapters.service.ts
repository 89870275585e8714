import {
  type CatalogueChapter,
  catalogueGap,
  findNcertChapter,
  ncertChapters,
} from "@vidya/core/curriculum/catalogue";
import { TOPICS } from "@vidya/core/events";
import type { ChapterQuestionPayload } from "@vidya/core/jobs/chapter-question";
import { CHAPTER_QUESTION_SPEC } from "@vidya/core/jobs/specs";
import type {
  AskChapterQuestionInput,
  CustomChapterInput,
  PracticeQuestionsInput,
} from "@vidya/core/schemas/chapter-qa";
import { SUBJECT_LABELS, type Subject } from "@vidya/core/subjects";
import { type ChapterQuestion, type ChapterTaskKind, Prisma } from "@vidya/db/prisma";
import type { Context } from "../../context";
import { AppError, NotFoundError } from "../../errors";
import { enqueueOrMarkFailed } from "../../queues";
import { consumeCostly } from "../../rate-limit";
import { requireOwnClassroom } from "../classrooms/classrooms.service";

/** One chapter of the catalogue, NCERT or the teacher's own. */
export interface ChapterView extends CatalogueChapter {
  source: "NCERT" | "CUSTOM";
}

export interface CurriculumView {
  grade: number;
  subject: Subject;
  chapters: ChapterView[];
  editions: string[];
  /** Shown when no NCERT chapters are shipped for this class and subject. */
  note: string | null;
}

/** NCERT chapters of a class and subject, then the teacher's own (oldest first). */
export async function curriculum(
  ctx: Context,
  viewer: { id: string; role: string | null },
  grade: number,
  subject: Subject,
): Promise<CurriculumView> {
  const ncert: ChapterView[] = ncertChapters(grade, subject).map((c) => ({ ...c, source: "NCERT" }));
  const custom =
    viewer.role === "teacher"
      ? await ctx.db.customChapter.findMany({
          where: { teacherId: viewer.id, grade, subject },
          orderBy: { createdAt: "asc" },
        })
      : [];
  const mine: ChapterView[] = custom.map((c, i) => ({
    id: `custom:${c.id}`,
    number: i + 1,
    title: c.title,
    book: "Your chapters",
    edition: "Added by you",
    source: "CUSTOM",
  }));
  return {
    grade,
    subject,
    chapters: [...ncert, ...mine],
    editions: [...new Set(ncert.map((c) => `${c.book}: ${c.edition}`))],
    note: catalogueNote(grade, subject),
  };
}

/** Why the catalogue lists nothing for this class and subject (null when it lists chapters). */
function catalogueNote(grade: number, subject: Subject): string | null {
  const add = 'Add the chapters you teach with "Add a chapter".';
  switch (catalogueGap(grade, subject)) {
    case null:
      return null;
    case "no-textbook":
      return `NCERT publishes no ${SUBJECT_LABELS[subject]} textbook for Class ${grade}. ${add}`;
    case "state-board":
      return `Class ${grade} Gujarati uses the Gujarat board (GSEB) textbook; its chapter titles are not included yet. ${add}`;
    case "not-included":
      return `NCERT chapter titles for Class ${grade} ${SUBJECT_LABELS[subject]} are not included yet. ${add}`;
  }
}

/** Adds a chapter of the teacher's own; the same title twice (or an NCERT title) is refused. */
export async function addCustomChapter(
  ctx: Context,
  teacherId: string,
  input: CustomChapterInput,
): Promise<ChapterView> {
  const clash = ncertChapters(input.grade, input.subject).find(
    (c) => c.title.toLowerCase() === input.title.toLowerCase(),
  );
  if (clash)
    throw new AppError(
      "CHAPTER_EXISTS",
      `"${clash.title}" is already in the ${input.subject === "gujarati" ? "GSEB" : "NCERT"} list as chapter ${clash.number}.`,
    );
  try {
    const row = await ctx.db.customChapter.create({ data: { teacherId, ...input } });
    const count = await ctx.db.customChapter.count({
      where: { teacherId, grade: input.grade, subject: input.subject },
    });
    return {
      id: `custom:${row.id}`,
      number: count,
      title: row.title,
      book: "Your chapters",
      edition: "Added by you",
      source: "CUSTOM",
    };
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      throw new AppError("CHAPTER_EXISTS", `You already have a chapter called "${input.title}".`);
    }
    throw error;
  }
}

/** Removes one of the teacher's chapters (history keeps its title). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function removeCustomChapter(
  ctx: Context,
  teacherId: string,
  chapterId: string,
): Promise<boolean> {
  const id = chapterId.replace(/^custom:/, "");
  const notFound = new NotFoundError("You have no such chapter.");
  // Custom chapter ids are UUIDs; anything else (an NCERT id, a typo) names no chapter of the teacher's.
  if (!UUID.test(id)) throw notFound;
  const removed = await ctx.db.customChapter.deleteMany({ where: { id, teacherId } });
  if (removed.count === 0) throw notFound;
  return true;
}

/** The chapter's title, if it belongs to this class and subject (and, if custom, to this teacher). */
async function chapterTitle(
  ctx: Context,
  teacherId: string,
  grade: number,
  subject: Subject,
  chapterId: string,
): Promise<string> {
  const notHere = new AppError(
    "UNKNOWN_CHAPTER",
    `That chapter is not in the Class ${grade} ${SUBJECT_LABELS[subject]} list. Choose one from the list.`,
  );
  if (chapterId.startsWith("ncert:")) {
    const found = findNcertChapter(chapterId);
    if (!found || found.grade !== grade || found.subject !== subject) throw notHere;
    return found.title;
  }
  const row = await ctx.db.customChapter.findFirst({
    where: { id: chapterId.replace(/^custom:/, ""), teacherId, grade, subject },
  });
  if (!row) throw notHere;
  return row.title;
}

async function enqueue(ctx: Context, row: ChapterQuestion): Promise<ChapterQuestion> {
  const payload: ChapterQuestionPayload = { chapterQuestionId: row.id };
  await enqueueOrMarkFailed(
    ctx,
    ctx.queues.chapterQuestion,
    { spec: CHAPTER_QUESTION_SPEC, data: payload, rowId: row.id },
    () =>
      ctx.db.chapterQuestion.update({
        where: { id: row.id },
        data: { status: "FAILED", error: "queue unavailable" },
      }),
  );
  return row;
}

/** Stores the question, then queues it for the worker (the round-trip pattern). */
export async function askChapterQuestion(
  ctx: Context,
  teacherId: string,
  input: AskChapterQuestionInput,
): Promise<ChapterQuestion> {
  if (input.classroomId) await requireOwnClassroom(ctx, teacherId, input.classroomId);
  await consumeCostly(ctx, "chapterQa", teacherId);
  const title = await chapterTitle(ctx, teacherId, input.grade, input.subject, input.chapterId);
  const row = await ctx.db.chapterQuestion.create({
    data: {
      teacherId,
      classroomId: input.classroomId ?? null,
      kind: "ANSWER",
      grade: input.grade,
      subject: input.subject,
      chapterId: input.chapterId,
      chapterTitle: title,
      question: input.question,
      language: input.language,
    },
  });
  return enqueue(ctx, row);
}

/** Queues a practice worksheet for a chapter. */
export async function generatePracticeQuestions(
  ctx: Context,
  teacherId: string,
  input: PracticeQuestionsInput,
): Promise<ChapterQuestion> {
  await consumeCostly(ctx, "chapterQa", teacherId);
  const title = await chapterTitle(ctx, teacherId, input.grade, input.subject, input.chapterId);
  const row = await ctx.db.chapterQuestion.create({
    data: {
      teacherId,
      kind: "PRACTICE",
      grade: input.grade,
      subject: input.subject,
      chapterId: input.chapterId,
      chapterTitle: title,
      question: `${input.count} practice questions`,
      count: input.count,
      language: input.language,
    },
  });
  return enqueue(ctx, row);
}

/** The teacher's history, newest first. */
export function chapterHistory(
  ctx: Context,
  teacherId: string,
  filter: { kind: ChapterTaskKind | null; subject: string | null; limit: number },
): Promise<ChapterQuestion[]> {
  return ctx.db.chapterQuestion.findMany({
    where: {
      teacherId,
      ...(filter.kind ? { kind: filter.kind } : {}),
      ...(filter.subject ? { subject: filter.subject } : {}),
    },
    orderBy: { createdAt: "desc" },
    take: filter.limit,
  });
}

async function ownQuestion(ctx: Context, teacherId: string, id: string): Promise<ChapterQuestion> {
  const row = await ctx.db.chapterQuestion.findFirst({ where: { id, teacherId } });
  if (!row) throw new NotFoundError("This question does not exist or is not yours.");
  return row;
}

export const getChapterQuestion = ownQuestion;

const TERMINAL = new Set(["DONE", "FAILED"]);

/**
 * Follows one question: the stored row first, then the answer as it streams (`partial` is the
 * whole text so far), then the final row. Only the teacher who asked may follow it.
 */
export async function* watchChapterQuestion(
  ctx: Context,
  teacherId: string,
  id: string,
): AsyncGenerator<ChapterQuestion> {
  await ownQuestion(ctx, teacherId, id);
  const subscription = ctx.pubsub.subscribe(TOPICS.chapterQuestion, id);
  const events = subscription[Symbol.asyncIterator]();
  try {
    await subscription.ready;
    let row = await ownQuestion(ctx, teacherId, id);
    yield row;
    if (TERMINAL.has(row.status)) return;
    while (true) {
      const next = await events.next();
      if (next.done) return;
      if (next.value.partial !== undefined && next.value.status === "RUNNING") {
        yield { ...row, status: "RUNNING", answer: next.value.partial };
        continue;
      }
      row = await ownQuestion(ctx, teacherId, id);
      yield row;
      if (TERMINAL.has(row.status)) return;
    }
  } finally {
    subscription.close();
  }
}
