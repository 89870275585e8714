import type {
  AiTaskEvent,
  ChapterQuestionEvent,
  ClassActivityEvent,
  ClassPresenceEvent,
  FlashcardGenerationEvent,
  FocusTimerChanged,
  RoundTripEvent,
  StudyPlanChanged,
  TOPICS,
  ToolAccessChanged,
} from "./events";
import type { GroupChannelEvent, GroupPresenceEvent, GroupTypingEvent } from "./groups/events";
import type { QuestionGenerationEvent } from "./jobs/generate-questions";

/**
 * The payload of each pub/sub topic (channels are keyed by id). The server's pubsub and the worker's
 * `ctx.publish` both take it, so a publisher and its subscribers can never disagree on a shape.
 */
export interface TopicPayloads {
  [TOPICS.roundTrip]: RoundTripEvent;
  [TOPICS.classActivity]: ClassActivityEvent;
  [TOPICS.groupMessages]: GroupChannelEvent;
  [TOPICS.groupTyping]: GroupTypingEvent;
  [TOPICS.groupPresence]: GroupPresenceEvent;
  [TOPICS.flashcardGeneration]: FlashcardGenerationEvent;
  [TOPICS.classPresence]: ClassPresenceEvent;
  [TOPICS.chapterQuestion]: ChapterQuestionEvent;
  [TOPICS.focusTimer]: FocusTimerChanged;
  [TOPICS.aiTask]: AiTaskEvent;
  [TOPICS.toolAccess]: ToolAccessChanged;
  [TOPICS.questionGeneration]: QuestionGenerationEvent;
  [TOPICS.studyPlan]: StudyPlanChanged;
}
