import type { RunnableJob } from "../job";
import { chapterQuestionJob } from "./chapter-question.job";
import { chatReplyJob } from "./chat-reply.job";
import { focusPhaseEndJob } from "./focus-phase-end.job";
import { generateFlashcardsJob } from "./generate-flashcards.job";
import { roundTripJob } from "./round-trip.job";
import { sendEmailJob } from "./send-email.job";
import { tutorAnswerJob } from "./tutor-answer.job";

/** Every job this worker runs. Adding a job = one file plus one line here. */
export const jobs: RunnableJob[] = [
  roundTripJob,
  sendEmailJob,
  generateFlashcardsJob,
  chapterQuestionJob,
  focusPhaseEndJob,
  tutorAnswerJob,
  chatReplyJob,
];
