import { z } from "zod";
import { LANGUAGES } from "./auth";
import { GradeSchema, SubjectSchema } from "./classrooms";

export const CHAPTER_QUESTION_MAX = 1000;
export const CHAPTER_TITLE_MAX = 120;
export const PRACTICE_COUNT_MIN = 3;
export const PRACTICE_COUNT_MAX = 20;
export const PRACTICE_COUNT_DEFAULT = 10;

/** "ncert:…" from the shipped catalogue or "custom:<uuid>" for a teacher's own chapter. */
export const ChapterIdSchema = z
  .string({ error: "Choose a chapter." })
  .min(1, "Choose a chapter.")
  .max(200, "Choose a chapter from the list.")
  .regex(/^(ncert:[a-z0-9:-]+|custom:[0-9a-f-]{36})$/, "Choose a chapter from the list.");

/** Input of `askChapterQuestion`. */
export const AskChapterQuestionInputSchema = z.object({
  classroomId: z.uuid("Choose one of your classes.").nullish(),
  grade: GradeSchema,
  subject: SubjectSchema,
  chapterId: ChapterIdSchema,
  question: z
    .string({ error: "Type or speak your question." })
    .trim()
    .min(3, "Type or speak your question.")
    .max(CHAPTER_QUESTION_MAX, `A question can be at most ${CHAPTER_QUESTION_MAX} characters.`),
  language: z
    .enum(LANGUAGES, { error: "Choose English, Hindi or Gujarati." })
    .nullish()
    .transform((v) => v ?? "en"),
});
export type AskChapterQuestionInput = z.infer<typeof AskChapterQuestionInputSchema>;

/** Input of `generatePracticeQuestions`. */
export const PracticeQuestionsInputSchema = z.object({
  grade: GradeSchema,
  subject: SubjectSchema,
  chapterId: ChapterIdSchema,
  count: z
    .number()
    .int()
    .min(PRACTICE_COUNT_MIN, `Ask for at least ${PRACTICE_COUNT_MIN} questions.`)
    .max(PRACTICE_COUNT_MAX, `Ask for at most ${PRACTICE_COUNT_MAX} questions.`)
    .nullish()
    .transform((v) => v ?? PRACTICE_COUNT_DEFAULT),
  language: z
    .enum(LANGUAGES, { error: "Choose English, Hindi or Gujarati." })
    .nullish()
    .transform((v) => v ?? "en"),
});
export type PracticeQuestionsInput = z.infer<typeof PracticeQuestionsInputSchema>;

/** Input of `addCustomChapter`. */
export const CustomChapterInputSchema = z.object({
  grade: GradeSchema,
  subject: SubjectSchema,
  title: z
    .string()
    .trim()
    .min(2, "Give the chapter a title.")
    .max(CHAPTER_TITLE_MAX, `A chapter title can be at most ${CHAPTER_TITLE_MAX} characters.`),
});
export type CustomChapterInput = z.infer<typeof CustomChapterInputSchema>;
