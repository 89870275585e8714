import { z } from "zod";

/** Item kinds (mirrors the Prisma enum QuestionKind). */
export const QUESTION_KINDS = ["MCQ", "NUMERIC", "SHORT", "TRUE_FALSE"] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** One option; `id` is stable for the item's life, so a key never depends on order or wording. */
export interface QuestionOption {
  id: string;
  text: string;
}

/** A generated item before it is stored: what the checks read. */
export interface DraftQuestion {
  kind: QuestionKind;
  stem: string;
  options: QuestionOption[];
  /** An option id. */
  key: string;
  explanation: string;
  source: "pdf" | "math" | "teacher";
  /** The page of the PDF the item comes from. */
  page: number | null;
  /** The sentence the item is built on; must occur in the page's text. */
  quote: string | null;
  /** For a math template: the expression the engine solves to recompute the key. */
  mathCheck?: { question: string; answer: string } | null;
}

/** Quick test lengths a student may pick. */
export const QUICK_TEST_LENGTHS = [5, 10, 20] as const;
/** Time allowed per item. */
export const SECONDS_PER_ITEM = 60;
/** Attempts whose items a retake avoids. */
export const RETAKE_LOOKBACK = 3;

/** What a model must reply: structured output, checked with this schema. */
export const ModelItemsSchema = z.object({
  items: z
    .array(
      z.object({
        stem: z.string().min(5).max(1000),
        options: z.array(z.string().min(1).max(300)).length(4),
        answerIndex: z.number().int().min(0).max(3),
        explanation: z.string().min(1).max(1000),
        quote: z.string().min(10).max(1000),
        page: z.number().int().min(1).max(1000).nullish(),
      }),
    )
    .max(30),
});
export type ModelItems = z.infer<typeof ModelItemsSchema>;

/** Messages the teacher and student read. */
export const ASSESSMENT_MESSAGES = {
  timeUp: "Time is up: this test has closed and was graded with the answers you gave.",
  submitted: "This test has already been submitted.",
  notYours: "No such test.",
  // Issue 25: say plainly what is needed; mathematics has the engine's items for most chapters.
  emptyBank:
    "There are no questions for these chapters yet: they come from your teacher's approved questions, or from the school's AI model once it is set up. Mathematics practice works without either.",
  noEngineItems:
    "The math engine makes no questions for this chapter yet. Upload the chapter as a PDF to make questions from its text.",
  emptyMathBank:
    "The math engine makes no questions for these chapters yet; pick another chapter, or ask your teacher to add some.",
  notAPdf: "The generator reads PDF files only.",
  noUpload: "No such upload. Please upload the PDF again.",
  noItems: "No usable questions could be made from this file.",
  modelFallback: "the AI model's reply could not be used, so the offline generator made them",
  notYourClass: "This class does not exist or is not yours.",
  runDone: "This BlackBox run has finished; see the result.",
  notItem: "That question is not the current one.",
  badOption: "That is not one of the options.",
  // Issue 27: quick tests taken offline.
  downloaded: "This test was downloaded to take offline; finish it on the device that downloaded it.",
  startedOnline: "This test was already started online; finish it online.",
  notDownloaded: "This test was not downloaded to take offline.",
  badTimes: "The times sent with this test are not possible; it was not submitted.",
  notInTest: "That question is not part of this test.",
} as const;

/** Grace on an offline test's time limit, for the device's clock and the moment of tapping Submit. */
export const OFFLINE_GRACE_SECONDS = 30;
/** How far a corrected device time may be before the download or after the server's now. */
export const OFFLINE_CLOCK_SLACK_SECONDS = 60;
