import { z } from "zod";

/** Queue of the assessment jobs: question generation and closing a quick test when its time is up. */
export const ASSESSMENT_QUEUE = "assessment";
export const GENERATE_QUESTIONS_JOB = "generate-questions";
export const CLOSE_QUICK_TEST_JOB = "close-quick-test";

export const GenerateQuestionsPayloadSchema = z.object({ generationId: z.uuid() });
export type GenerateQuestionsPayload = z.infer<typeof GenerateQuestionsPayloadSchema>;

export const CloseQuickTestPayloadSchema = z.object({ testId: z.uuid() });
export type CloseQuickTestPayload = z.infer<typeof CloseQuickTestPayloadSchema>;

/** A page of the PDF the generator could not use, and why (shown to the teacher). */
export interface PageNote {
  page: number;
  note: string;
}

/** Published on question-generation:<id> when the row changes; subscribers re-read it. */
export interface QuestionGenerationEvent {
  id: string;
  status: "QUEUED" | "RUNNING" | "DONE" | "FAILED";
  progress: number;
}

export const CALIBRATE_ITEMS_JOB = "calibrate-items";

/**
 * Answers to fold into the items' difficulties (online calibration), off the request path: the
 * student, their ability when they answered, and right or wrong per item.
 */
export const CalibrateItemsPayloadSchema = z.object({
  userId: z.uuid(),
  ability: z.number().min(-10).max(10),
  answers: z.array(z.object({ questionId: z.uuid(), correct: z.boolean() })).max(100),
});
export type CalibrateItemsPayload = z.infer<typeof CalibrateItemsPayloadSchema>;

/** After a quick test is graded: mastery, calibration and the class feed, in the worker. */
export const QUICK_TEST_GRADED_JOB = "quick-test-graded";
export const QuickTestGradedPayloadSchema = z.object({ testId: z.uuid() });
export type QuickTestGradedPayload = z.infer<typeof QuickTestGradedPayloadSchema>;
