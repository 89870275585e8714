import { z } from "zod";
import { QUICK_TEST_LENGTHS } from "../assessment/question";
import { SUBJECTS } from "../subjects";

const grade = z.number().int().min(1, "Choose a class from 1 to 12.").max(12, "Choose a class from 1 to 12.");
const subject = z.enum(SUBJECTS, { error: `Choose one of the subjects: ${SUBJECTS.join(", ")}.` });
const chapterId = z
  .string()
  .regex(/^ncert:[a-z-]+:\d{1,2}(:[a-z0-9-]+)?:\d{1,2}$/, "Choose a chapter from the list.");
const answer = z
  .string()
  .trim()
  .min(1, "Choose or type an answer.")
  .max(200, "An answer can be at most 200 characters.");

/** Input of `generateQuestions`: an uploaded PDF for a chapter, or a mathematics chapter alone (templates). */
export const GenerateQuestionsInputSchema = z.object({
  chapterId,
  uploadId: z.uuid("No such upload. Please upload the PDF again.").nullish(),
});

/** Input of `startQuickTest`: chosen chapters and length, or a teacher's assignment. */
export const StartQuickTestInputSchema = z
  .object({
    subject: subject.nullish(),
    grade: grade.nullish(),
    chapterIds: z.array(chapterId).min(1, "Choose at least one chapter.").max(20).nullish(),
    length: z
      .number()
      .int()
      .refine(
        (n) => (QUICK_TEST_LENGTHS as readonly number[]).includes(n),
        "A quick test has 5, 10 or 20 questions.",
      )
      .nullish(),
    assignmentId: z.uuid("No such assigned test.").nullish(),
  })
  .refine(
    (v) =>
      Boolean(v.assignmentId) || (Boolean(v.subject) && Boolean(v.grade) && Boolean(v.chapterIds?.length)),
    {
      message: "Choose a subject, class and chapters, or an assigned test.",
    },
  );

export const AnswerQuestionInputSchema = z.object({
  testId: z.uuid("No such test."),
  questionId: z.uuid("That question is not part of this test."),
  answer,
});

/** Input of `submitOfflineQuickTest`: a downloaded test's answers and times, on the server's clock. */
export const SubmitOfflineQuickTestInputSchema = z.object({
  testId: z.uuid("No such test."),
  startedAt: z.date({ error: "Give the time the test was started." }),
  finishedAt: z.date({ error: "Give the time the test was finished." }),
  answers: z
    .array(
      z.object({
        questionId: z.uuid("That question is not part of this test."),
        answer,
        answeredAt: z.date({ error: "Give the time of each answer." }),
      }),
    )
    .max(40, "A test has at most 40 questions."),
});

export const ReviewQuestionInputSchema = z.object({
  questionId: z.uuid("No such question."),
  decision: z.enum(["APPROVE", "REJECT", "EDIT"]),
  reason: z.string().trim().max(300).nullish(),
  stem: z.string().trim().min(5, "The question is too short.").max(1000).nullish(),
  options: z.array(z.string().trim().min(1, "An option is empty.").max(300)).min(2).max(6).nullish(),
  keyIndex: z.number().int().min(0).max(5).nullish(),
  explanation: z.string().trim().max(1000).nullish(),
});

export const AssignQuickTestInputSchema = z.object({
  classroomId: z.uuid("This class does not exist or is not yours."),
  questionIds: z
    .array(z.uuid())
    .min(1, "Choose at least one question.")
    .max(40, "A test has at most 40 questions."),
  dueAt: z.date({ error: "Give a due time." }),
  minutes: z.number().int().min(1).max(180).nullish(),
});

export const StartBlackboxInputSchema = z.object({ subject, grade });

export const AnswerBlackboxInputSchema = z.object({
  runId: z.uuid("No such BlackBox run."),
  questionId: z.uuid("That question is not the current one."),
  answer,
});
