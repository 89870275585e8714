import type { RunnableJob } from "../job";
import { calibrateItemsJob } from "./calibrate-items.job";
import { chapterQuestionJob } from "./chapter-question.job";
import { chatReplyJob } from "./chat-reply.job";
import { closeQuickTestJob } from "./close-quick-test.job";
import { focusPhaseEndJob } from "./focus-phase-end.job";
import { generateFlashcardsJob } from "./generate-flashcards.job";
import { generateQuestionsJob } from "./generate-questions.job";
import { nightReplanJob } from "./night-replan.job";
import { quickTestGradedJob } from "./quick-test-graded.job";
import { retentionJob } from "./retention.job";
import { roundTripJob } from "./round-trip.job";
import { sendEmailJob } from "./send-email.job";
import { socraticTurnJob } from "./socratic-turn.job";
import { storyJob } from "./story.job";
import { tutorAnswerJob } from "./tutor-answer.job";
import { uploadSweepJob } from "./upload-sweep.job";

/** Every job this worker runs. Adding a job = one file plus one line here. */
export const jobs: RunnableJob[] = [
  roundTripJob,
  sendEmailJob,
  generateFlashcardsJob,
  chapterQuestionJob,
  focusPhaseEndJob,
  tutorAnswerJob,
  chatReplyJob,
  socraticTurnJob,
  retentionJob,
  generateQuestionsJob,
  closeQuickTestJob,
  calibrateItemsJob,
  quickTestGradedJob,
  nightReplanJob,
  storyJob,
  uploadSweepJob,
];
