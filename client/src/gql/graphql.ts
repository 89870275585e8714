/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AiFailure =
  | 'BLOCKED'
  | 'DAILY_LIMIT'
  | 'EMPTY'
  | 'FAILED'
  | 'NO_MODEL';

export type AnswerBlackboxInput = {
  answer: string;
  questionId: string | number;
  runId: string | number;
};

/** computed: by the offline engine; agree/disagree: the engine re-solved the model's answer; unchecked. */
export type AnswerCheck =
  | 'AGREE'
  | 'COMPUTED'
  | 'DISAGREE'
  | 'UNCHECKED';

export type AnswerQuestionInput = {
  /** An option id, or the typed answer. */
  answer: string;
  questionId: string | number;
  testId: string | number;
};

export type AskChapterQuestionInput = {
  chapterId: string;
  classroomId?: string | number | null | undefined;
  grade: number;
  /** en, hi or gu (default en). */
  language?: string | null | undefined;
  question: string;
  subject: string;
};

export type AskTutorInput = {
  /** A catalogue chapter of that class and subject (curriculum); another is refused. */
  chapterId?: string | null | undefined;
  /** The last 3 pairs, answers cut to 300 characters. */
  context?: Array<TutorContextPair> | null | undefined;
  /** The class (1–12) a subject question is grounded in; default the student's. */
  grade?: number | null | undefined;
  /** From uploadImage. */
  imageId?: string | number | null | undefined;
  /** At most 2000 characters; may be empty when an image is attached. */
  question?: string | null | undefined;
  /** mathematics (default), science, social-science, hindi, gujarati, sanskrit or english. */
  subject?: string | null | undefined;
  /** Required for mathematics. */
  topic?: MathTopic | null | undefined;
  /** Asked by voice (voice assistant, voice bot): the voice tool must be allowed for the student. */
  voice?: boolean | null | undefined;
};

export type AssignQuickTestInput = {
  classroomId: string | number;
  dueAt: string;
  minutes?: number | null | undefined;
  questionIds: Array<string | number>;
};

export type CardInput = {
  back?: string | null | undefined;
  /** Create: the deck. Update: moves the card to this deck. */
  deckId?: string | number | null | undefined;
  front?: string | null | undefined;
  /** An image uploaded with POST /upload; null removes it (update). */
  imageId?: string | number | null | undefined;
};

export type CardState =
  | 'LEARNING'
  | 'NEW'
  | 'RELEARNING'
  | 'REVIEW';

export type CardTextFormat =
  | 'CSV'
  | 'TSV';

export type ChapterSource =
  | 'CUSTOM'
  | 'NCERT';

export type ChapterTaskKind =
  | 'ANSWER'
  | 'PRACTICE';

export type ChatbotSubject =
  | 'GUJARATI'
  | 'HINDI'
  | 'SCIENCE'
  | 'SOCIAL_SCIENCE';

export type ConsentBasis =
  | 'adult'
  | 'none'
  | 'parent'
  | 'school'
  | 'withdrawn';

export type CreateClassroomInput = {
  /** The standard, 1 to 12. */
  grade: number;
  name: string;
  /** Subject slugs, e.g. mathematics, social-science. */
  subjects: Array<string>;
};

export type CreateStudyGroupInput = {
  /** Make it a class group of this class. */
  classroomId?: string | number | null | undefined;
  /** Days the invite code works (1, 7 or 30; 7). */
  inviteValidDays?: number | null | undefined;
  name: string;
  subject: GroupSubject;
};

export type CustomChapterInput = {
  grade: number;
  subject: string;
  title: string;
};

export type DashboardRangeInput = {
  from: string;
  to: string;
};

export type DeckInput = {
  desiredRetention?: number | null | undefined;
  /** YYYY-MM-DD; null removes the exam (update). */
  examDate?: string | null | undefined;
  examMode?: boolean | null | undefined;
  /** Class 1 to 12. */
  grade?: number | null | undefined;
  newCardsPerDay?: number | null | undefined;
  /** mathematics, science, social-science, english, hindi, gujarati, sanskrit or other */
  subject?: string | null | undefined;
  title?: string | null | undefined;
};

export type EditGroupMessageInput = {
  body: string;
  messageId: string | number;
};

export type FocusSessionType =
  | 'focus'
  | 'longBreak'
  | 'shortBreak';

export type FocusTimerEventType =
  | 'breakCompleted'
  | 'focusCompleted';

export type FocusTimerSettingsInput = {
  /** 5 to 90. */
  focusMinutes: number;
  /** 1 to 60. */
  longBreakMinutes: number;
  /** 1 to 60. */
  shortBreakMinutes: number;
};

export type FocusTimerStatus =
  | 'paused'
  | 'running'
  | 'stopped';

export type GenerateFlashcardsInput = {
  /** Most cards to suggest (default 30). */
  maxCards?: number | null | undefined;
  /** Pasted notes. */
  text?: string | null | undefined;
  /** A PDF uploaded with POST /upload (20 MB at most). */
  uploadId?: string | number | null | undefined;
};

export type GenerateQuestionsInput = {
  /** A catalogue chapter id. */
  chapterId: string;
  /** A PDF uploaded with POST /upload; omit for a mathematics chapter's templates. */
  uploadId?: string | number | null | undefined;
};

export type GeneratedCardInput = {
  back: string;
  front: string;
};

export type GrammarExplainInput = {
  /** en (/grammar) or hi (/hindi/grammar). */
  language: string;
  /** What the on-device checker said about them. */
  message: string;
  /** The marked words. */
  problem: string;
  /** The sentence with the problem (at most 500 characters). */
  sentence: string;
};

export type GroupMessageEventType =
  | 'ADDED'
  | 'DELETED'
  | 'EDITED'
  /** Someone joined, left, was removed, became owner or changed their name: re-read members. */
  | 'MEMBERS'
  /** You lost access (removed, or the group was deleted); the stream ends. */
  | 'REMOVED'
  /** Listening started (or resumed): fetch after your last seq, then apply live events. */
  | 'SUBSCRIBED';

export type GroupRole =
  | 'member'
  | 'owner';

export type GroupSubject =
  | 'english'
  | 'general'
  | 'gujarati'
  | 'hindi'
  | 'mathematics'
  | 'sanskrit'
  | 'science'
  | 'social_science';

/** How the viewer relates to a group: owner, member, or the teacher of its class. */
export type GroupViewerRole =
  | 'class_teacher'
  | 'member'
  | 'owner';

export type GuardedTool =
  | 'chatbot'
  | 'grammarExplain'
  | 'socraticTutor'
  | 'storyImages'
  | 'studyGroups'
  | 'subjectTutor'
  | 'voice';

export type HistoryInput = {
  /** nextCursor of the previous page. */
  after?: string | number | null | undefined;
  /** Page size, 1 to 100 (default 20). */
  first?: number | null | undefined;
  /** Words to find in the question or the answer. */
  search?: string | null | undefined;
  /** Instead of a math topic: a subject page (science, hindi, …) or a tool (socratic). */
  toolType?: string | null | undefined;
  topic?: MathTopic | null | undefined;
};

export type ImportCardsInput = {
  deckId: string | number;
  /** Detected from the text when not given. */
  format?: CardTextFormat | null | undefined;
  /** CSV or tab-separated text, one card per row: front, back. */
  text: string;
};

export type JobStatus =
  | 'DONE'
  | 'FAILED'
  | 'QUEUED'
  | 'RUNNING';

export type Language =
  | 'en'
  | 'gu'
  | 'hi';

export type MasteryLevel =
  | 'attempted'
  | 'familiar'
  | 'mastered'
  | 'notStarted'
  | 'proficient';

export type MathTopic =
  | 'ALGEBRA'
  | 'ARITHMETIC'
  | 'CALCULUS'
  | 'GEOMETRY'
  | 'PROBLEM_SOLVING'
  | 'STATISTICS';

export type NextStep =
  | 'learn'
  | 'practise'
  | 'review';

export type OfflineAnswerInput = {
  /** An option id, or the typed answer. */
  answer: string;
  /** On the server's clock. */
  answeredAt: string;
  questionId: string | number;
};

export type OfflineMathQuestionInput = {
  /** The id the phone gave the question (a UUID). */
  clientId: string | number;
  /** At most 2000 characters. */
  question: string;
  topic: MathTopic;
};

export type OfflineReviewInput = {
  cardId: string | number;
  /** 1 Again, 2 Hard, 3 Good, 4 Easy. */
  rating: number;
  /** Made on the device; the same id twice applies once. */
  reviewId: string | number;
  /** When it was rated, on the server's clock as the device measured it. */
  reviewedAt: string;
};

/** APPLIED; MERGED (reviewed elsewhere since: both kept, in time order); DUPLICATE (already synced); CARD_GONE. */
export type OfflineReviewStatus =
  | 'APPLIED'
  | 'CARD_GONE'
  | 'DUPLICATE'
  | 'MERGED';

export type PlanItemKind =
  | 'break'
  | 'examRevision'
  | 'flashcards'
  | 'learn'
  | 'revise';

export type PracticeQuestionsInput = {
  chapterId: string;
  /** 3 to 20 (default 10). */
  count?: number | null | undefined;
  grade: number;
  language?: string | null | undefined;
  subject: string;
};

export type RecordStudyTimeInput = {
  /** The device's local date, YYYY-MM-DD. */
  localDate: string;
  /** A UUID chosen by the client, reused on retry. */
  reportId: string;
  /** Active seconds since the last report that succeeded. */
  seconds: number;
};

export type ReportAction =
  /** Keep the message; close the report. */
  | 'DISMISS'
  /** Delete the message and remove its sender from the group. */
  | 'REMOVE_MEMBER'
  /** Delete the message. */
  | 'REMOVE_MESSAGE';

export type ReportGroupMessageInput = {
  details?: string | null | undefined;
  messageId: string | number;
  reason: ReportReason;
};

export type ReportReason =
  | 'bullying'
  | 'inappropriate'
  | 'other'
  | 'personal_info'
  | 'spam';

export type ReportStatus =
  | 'dismissed'
  | 'open'
  | 'resolved';

export type ResetPasswordInput = {
  password: string;
  token: string;
};

export type ReviewCardInput = {
  cardId: string | number;
  /** 1 Again, 2 Hard, 3 Good, 4 Easy. */
  rating: number;
  /** The card's reps as shown; a mismatch means it was already rated. */
  reps?: number | null | undefined;
};

export type ReviewQuestionInput = {
  /** APPROVE, REJECT or EDIT */
  decision: string;
  explanation?: string | null | undefined;
  keyIndex?: number | null | undefined;
  options?: Array<string> | null | undefined;
  questionId: string | number;
  reason?: string | null | undefined;
  stem?: string | null | undefined;
};

export type Role =
  | 'parent'
  | 'student'
  | 'teacher';

export type RosterStatus =
  | 'FOCUSING'
  | 'IDLE'
  | 'OFFLINE'
  | 'ONLINE';

export type RoundTripInput = {
  /** Simulated work in the worker, 0 to 10000 ms. */
  delayMs?: number | null | undefined;
  text: string;
};

export type SaveExamInput = {
  /** Catalogue chapter ids of your class. */
  chapterIds: Array<string>;
  /** YYYY-MM-DD, after today. */
  date: string;
  /** An exam of yours to change; absent to add one. */
  id?: string | number | null | undefined;
  subject: string;
  title: string;
  wholeSyllabus: boolean;
};

export type SaveGeneratedCardsInput = {
  cards: Array<GeneratedCardInput>;
  deckId: string | number;
  generationId: string | number;
};

/** READY: the picture is at imageUrl; PENDING: still being made; NONE: no image provider; FAILED or BLOCKED (moderation): see imageNote. */
export type SceneImageStatus =
  | 'BLOCKED'
  | 'FAILED'
  | 'NONE'
  | 'PENDING'
  | 'READY';

export type SendChatMessageInput = {
  chatId: string | number;
  /** 1 to 2000 characters. */
  message: string;
};

export type SendGroupMessageInput = {
  body: string;
  /** Your device's id for this message; a retry with it never duplicates. */
  clientId: string;
  groupId: string | number;
};

export type SignInInput = {
  email: string;
  password: string;
};

export type SignUpInput = {
  /** A student's date of birth, YYYY-MM-DD (only the year and month are kept). */
  birthDate?: string | null | undefined;
  email: string;
  password: string;
  role: Role;
};

export type SocraticHintInput = {
  sessionId: string | number;
  /** Ask for the final answer (given after at least two attempts). */
  showAnswer?: boolean | null | undefined;
};

export type SocraticReplyInput = {
  sessionId: string | number;
  /** One line of working, at most 200 characters. */
  step: string;
};

export type SocraticStatus =
  | 'ACTIVE'
  | 'REVEALED'
  | 'SOLVED';

export type StartBlackboxInput = {
  grade: number;
  subject: string;
};

export type StartChatInput = {
  /** 1 to 2000 characters. */
  message: string;
  subject: ChatbotSubject;
};

export type StartQuickTestInput = {
  /** Take a test your teacher assigned instead. */
  assignmentId?: string | number | null | undefined;
  chapterIds?: Array<string> | null | undefined;
  grade?: number | null | undefined;
  /** 5, 10 or 20. */
  length?: number | null | undefined;
  subject?: string | null | undefined;
};

export type StartSocraticInput = {
  /** 1–12. */
  classLevel: number;
  /** At most 1000 characters. */
  problem: string;
  /** A subject slug, e.g. mathematics. */
  subject: string;
};

export type StartStoryInput = {
  /** 1 to 500 characters. */
  idea: string;
  language: StoryLanguage;
};

export type StoryLanguage =
  | 'EN'
  | 'GU'
  | 'HI';

/** Why a topic is listed as hard: many questions, answers that could not be checked, low quiz scores. */
export type StruggleSignal =
  | 'LOW_QUIZ_SCORES'
  | 'MANY_QUESTIONS'
  | 'UNCHECKED_ANSWERS';

export type StudyAvailabilityInput = {
  dailyGoalMinutes: number;
  daysOff: Array<string>;
  /** 7 entries, Sunday first, 0–720. */
  minutesByWeekday: Array<number>;
  timeZone: string;
  weeklyGoalDays: number;
};

export type SubmitOfflineQuickTestInput = {
  answers: Array<OfflineAnswerInput>;
  /** On the server's clock. */
  finishedAt: string;
  /** On the server's clock. */
  startedAt: string;
  testId: string | number;
};

export type Theme =
  | 'dark'
  | 'light';

export type TutorContextPair = {
  answer: string;
  question: string;
};

export type UpdateProfileInput = {
  displayName?: string | null | undefined;
  language?: Language | null | undefined;
  preferredClass?: number | null | undefined;
  theme?: Theme | null | undefined;
  username?: string | null | undefined;
};

type ErrorFields_AppError_Fragment = { code: string, message: string };

type ErrorFields_FocusTimerStaleError_Fragment = { code: string, message: string };

type ErrorFields_ImportCardsError_Fragment = { code: string, message: string };

type ErrorFields_RateLimitError_Fragment = { code: string, message: string };

type ErrorFields_ValidationError_Fragment = { code: string, message: string };

export type ErrorFieldsFragment =
  | ErrorFields_AppError_Fragment
  | ErrorFields_FocusTimerStaleError_Fragment
  | ErrorFields_ImportCardsError_Fragment
  | ErrorFields_RateLimitError_Fragment
  | ErrorFields_ValidationError_Fragment
;

export type TestItemFieldsFragment = { id: string, kind: string, stem: string, chapterId: string, chapterTitle: string, options: Array<{ id: string, text: string }> };

export type QuickTestFieldsFragment = { id: string, subject: string, grade: number, assignmentId: string | null, endsAt: string, secondsLeft: number, closed: boolean, items: Array<{ id: string, kind: string, stem: string, chapterId: string, chapterTitle: string, options: Array<{ id: string, text: string }> }>, answers: Array<{ questionId: string, answer: string }> };

export type QuickTestResultFieldsFragment = { id: string, subject: string, grade: number, chapterIds: Array<string>, score: number, total: number, seconds: number, closedBy: string, late: boolean, items: Array<{ yourAnswer: string | null, rightAnswer: string, rightAnswerText: string, correct: boolean, explanation: string, item: { id: string, kind: string, stem: string, chapterId: string, chapterTitle: string, options: Array<{ id: string, text: string }> } }> };

export type StartQuickTestMutationVariables = Exact<{
  input: StartQuickTestInput;
}>;


export type StartQuickTestMutation = { startQuickTest:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationStartQuickTestSuccess', data: { id: string, subject: string, grade: number, assignmentId: string | null, endsAt: string, secondsLeft: number, closed: boolean, items: Array<{ id: string, kind: string, stem: string, chapterId: string, chapterTitle: string, options: Array<{ id: string, text: string }> }>, answers: Array<{ questionId: string, answer: string }> } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string, issues: Array<{ path: string, message: string }> }
   };

export type DownloadQuickTestMutationVariables = Exact<{
  input: StartQuickTestInput;
}>;


export type DownloadQuickTestMutation = { downloadQuickTest:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationDownloadQuickTestSuccess', data: { id: string, subject: string, grade: number, assignmentId: string | null, limitSeconds: number, dueAt: string | null, closed: boolean, items: Array<{ id: string, kind: string, stem: string, chapterId: string, chapterTitle: string, options: Array<{ id: string, text: string }> }> } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string, issues: Array<{ path: string, message: string }> }
   };

export type SubmitOfflineQuickTestMutationVariables = Exact<{
  input: SubmitOfflineQuickTestInput;
}>;


export type SubmitOfflineQuickTestMutation = { submitOfflineQuickTest:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationSubmitOfflineQuickTestSuccess', data: { id: string, score: number, total: number, late: boolean } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string, issues: Array<{ path: string, message: string }> }
   };

export type QuickTestQueryVariables = Exact<{
  id: string | number;
}>;


export type QuickTestQuery = { quickTest:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'QueryQuickTestSuccess', data: { id: string, subject: string, grade: number, assignmentId: string | null, endsAt: string, secondsLeft: number, closed: boolean, items: Array<{ id: string, kind: string, stem: string, chapterId: string, chapterTitle: string, options: Array<{ id: string, text: string }> }>, answers: Array<{ questionId: string, answer: string }> } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type AnswerQuestionMutationVariables = Exact<{
  input: AnswerQuestionInput;
}>;


export type AnswerQuestionMutation = { answerQuestion:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationAnswerQuestionSuccess', data: { id: string, subject: string, grade: number, assignmentId: string | null, endsAt: string, secondsLeft: number, closed: boolean, items: Array<{ id: string, kind: string, stem: string, chapterId: string, chapterTitle: string, options: Array<{ id: string, text: string }> }>, answers: Array<{ questionId: string, answer: string }> } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type SubmitQuickTestMutationVariables = Exact<{
  testId: string | number;
}>;


export type SubmitQuickTestMutation = { submitQuickTest:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationSubmitQuickTestSuccess', data: { id: string, subject: string, grade: number, chapterIds: Array<string>, score: number, total: number, seconds: number, closedBy: string, late: boolean, items: Array<{ yourAnswer: string | null, rightAnswer: string, rightAnswerText: string, correct: boolean, explanation: string, item: { id: string, kind: string, stem: string, chapterId: string, chapterTitle: string, options: Array<{ id: string, text: string }> } }> } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type QuickTestResultQueryVariables = Exact<{
  id: string | number;
}>;


export type QuickTestResultQuery = { quickTestResult:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'QueryQuickTestResultSuccess', data: { id: string, subject: string, grade: number, chapterIds: Array<string>, score: number, total: number, seconds: number, closedBy: string, late: boolean, items: Array<{ yourAnswer: string | null, rightAnswer: string, rightAnswerText: string, correct: boolean, explanation: string, item: { id: string, kind: string, stem: string, chapterId: string, chapterTitle: string, options: Array<{ id: string, text: string }> } }> } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type SendMissedToFlashcardsMutationVariables = Exact<{
  testId: string | number;
}>;


export type SendMissedToFlashcardsMutation = { sendMissedToFlashcards:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationSendMissedToFlashcardsSuccess', data: number }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type AssignedQuickTestsQueryVariables = Exact<{ [key: string]: never; }>;


export type AssignedQuickTestsQuery = { assignedQuickTests: Array<{ id: string, className: string | null, subject: string, grade: number, chapterTitles: Array<string>, length: number, minutes: number, dueAt: string }> };

export type StartBlackboxMutationVariables = Exact<{
  input: StartBlackboxInput;
}>;


export type StartBlackboxMutation = { startBlackbox:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationStartBlackboxSuccess', data: { id: string, subject: string, grade: number, answered: number, finished: boolean, emptyChapters: Array<string>, current: { id: string, kind: string, stem: string, chapterId: string, chapterTitle: string, options: Array<{ id: string, text: string }> } | null } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string, issues: Array<{ path: string, message: string }> }
   };

export type AnswerBlackboxMutationVariables = Exact<{
  input: AnswerBlackboxInput;
}>;


export type AnswerBlackboxMutation = { answerBlackbox:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationAnswerBlackboxSuccess', data: { id: string, subject: string, grade: number, answered: number, finished: boolean, emptyChapters: Array<string>, current: { id: string, kind: string, stem: string, chapterId: string, chapterTitle: string, options: Array<{ id: string, text: string }> } | null } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type BlackboxResultQueryVariables = Exact<{
  id: string | number;
}>;


export type BlackboxResultQuery = { blackboxResult:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'QueryBlackboxResultSuccess', data: { id: string, subject: string, grade: number, answered: number, chapters: Array<{ chapterId: string, title: string, mastery: number, evidence: number, band: string }>, strongest: { chapterId: string, title: string } | null, weakest: { chapterId: string, title: string } | null, recommendations: Array<{ chapterId: string, title: string, band: string }> } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type BankQuestionFieldsFragment = { id: string, chapterTitle: string, kind: string, stem: string, key: string, explanation: string, source: string, sourcePage: number | null, status: string, rejectReason: string | null, flagged: boolean, options: Array<{ id: string, text: string }> };

export type GenerateQuestionsMutationVariables = Exact<{
  input: GenerateQuestionsInput;
}>;


export type GenerateQuestionsMutation = { generateQuestions:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationGenerateQuestionsSuccess', data: { id: string, status: JobStatus } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string, issues: Array<{ path: string, message: string }> }
   };

export type WatchQuestionGenerationSubscriptionVariables = Exact<{
  id: string | number;
}>;


export type WatchQuestionGenerationSubscription = { questionGeneration: { id: string, status: JobStatus, progress: number, stage: string | null, error: string | null, madeBy: string | null, pageNotes: Array<{ page: number, note: string }> } };

export type BankQuestionsQueryVariables = Exact<{
  generationId?: string | number | null | undefined;
  subject?: string | null | undefined;
  grade?: number | null | undefined;
  chapterId?: string | null | undefined;
}>;


export type BankQuestionsQuery = { questions:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'QueryQuestionsSuccess', data: Array<{ id: string, chapterTitle: string, kind: string, stem: string, key: string, explanation: string, source: string, sourcePage: number | null, status: string, rejectReason: string | null, flagged: boolean, options: Array<{ id: string, text: string }> }> }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type ReviewQuestionMutationVariables = Exact<{
  input: ReviewQuestionInput;
}>;


export type ReviewQuestionMutation = { reviewQuestion:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationReviewQuestionSuccess', data: { id: string, chapterTitle: string, kind: string, stem: string, key: string, explanation: string, source: string, sourcePage: number | null, status: string, rejectReason: string | null, flagged: boolean, options: Array<{ id: string, text: string }> } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string, issues: Array<{ path: string, message: string }> }
   };

export type AssignQuickTestMutationVariables = Exact<{
  input: AssignQuickTestInput;
}>;


export type AssignQuickTestMutation = { assignQuickTest:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationAssignQuickTestSuccess', data: { id: string, length: number, dueAt: string } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string, issues: Array<{ path: string, message: string }> }
   };

export type ClassAssignmentsQueryVariables = Exact<{
  classroomId: string | number;
}>;


export type ClassAssignmentsQuery = { classAssignments:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'QueryClassAssignmentsSuccess', data: Array<{ id: string, subject: string, chapterTitles: Array<string>, length: number, minutes: number, dueAt: string }> }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type AssignmentResultsQueryVariables = Exact<{
  id: string | number;
}>;


export type AssignmentResultsQuery = { assignmentResults:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'QueryAssignmentResultsSuccess', data: { students: Array<{ studentId: string, name: string, status: string, score: number | null, total: number, submittedAt: string | null, late: boolean }>, items: Array<{ questionId: string, stem: string, keyText: string, right: number, answered: number }> } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type ClassMasteryQueryVariables = Exact<{
  classroomId: string | number;
  subject: string;
}>;


export type ClassMasteryQuery = { classMastery:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'QueryClassMasterySuccess', data: { students: Array<{ studentId: string, name: string }>, chapters: Array<{ chapterId: string, title: string }>, cells: Array<{ studentId: string, chapterId: string, mastery: number, evidence: number, band: string }> } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type QuizActivitySubscriptionVariables = Exact<{
  classroomId: string | number;
}>;


export type QuizActivitySubscription = { classActivity: { id: string, kind: string, studentId: string } };

export type SessionUserFragment = { id: string, email: string, role: Role | null, emailVerified: boolean, providers: Array<string>, username: string | null, displayName: string | null, label: string, preferredClass: number | null, language: Language, theme: Theme | null, isFirstTimeUser: boolean, createdAt: string };

export type SessionFieldsFragment = { access_token: string, expires_in: number, expires_at: number, token_type: string, user: { id: string, email: string, role: Role | null, emailVerified: boolean, providers: Array<string>, username: string | null, displayName: string | null, label: string, preferredClass: number | null, language: Language, theme: Theme | null, isFirstTimeUser: boolean, createdAt: string } };

export type RefreshSessionMutationVariables = Exact<{ [key: string]: never; }>;


export type RefreshSessionMutation = { refreshSession:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationRefreshSessionSuccess', data: { access_token: string, expires_in: number, expires_at: number, token_type: string, user: { id: string, email: string, role: Role | null, emailVerified: boolean, providers: Array<string>, username: string | null, displayName: string | null, label: string, preferredClass: number | null, language: Language, theme: Theme | null, isFirstTimeUser: boolean, createdAt: string } } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type SignInMutationVariables = Exact<{
  input: SignInInput;
}>;


export type SignInMutation = { signIn:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationSignInSuccess', data: { access_token: string, expires_in: number, expires_at: number, token_type: string, user: { id: string, email: string, role: Role | null, emailVerified: boolean, providers: Array<string>, username: string | null, displayName: string | null, label: string, preferredClass: number | null, language: Language, theme: Theme | null, isFirstTimeUser: boolean, createdAt: string } } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type SignUpMutationVariables = Exact<{
  input: SignUpInput;
}>;


export type SignUpMutation = { signUp:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationSignUpSuccess', data: boolean }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type SignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutMutation = { signOut: boolean };

export type VerifyEmailMutationVariables = Exact<{
  token: string;
}>;


export type VerifyEmailMutation = { verifyEmail:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationVerifyEmailSuccess', data: { access_token: string, expires_in: number, expires_at: number, token_type: string, user: { id: string, email: string, role: Role | null, emailVerified: boolean, providers: Array<string>, username: string | null, displayName: string | null, label: string, preferredClass: number | null, language: Language, theme: Theme | null, isFirstTimeUser: boolean, createdAt: string } } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type SignInWithLinkMutationVariables = Exact<{
  token: string;
}>;


export type SignInWithLinkMutation = { signInWithLink:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationSignInWithLinkSuccess', data: { access_token: string, expires_in: number, expires_at: number, token_type: string, user: { id: string, email: string, role: Role | null, emailVerified: boolean, providers: Array<string>, username: string | null, displayName: string | null, label: string, preferredClass: number | null, language: Language, theme: Theme | null, isFirstTimeUser: boolean, createdAt: string } } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type ResendVerificationMutationVariables = Exact<{ [key: string]: never; }>;


export type ResendVerificationMutation = { resendVerification:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationResendVerificationSuccess' }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type RequestPasswordResetMutationVariables = Exact<{
  email: string;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationRequestPasswordResetSuccess' }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type ResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetPasswordMutation = { resetPassword:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationResetPasswordSuccess', data: { access_token: string, expires_in: number, expires_at: number, token_type: string, user: { id: string, email: string, role: Role | null, emailVerified: boolean, providers: Array<string>, username: string | null, displayName: string | null, label: string, preferredClass: number | null, language: Language, theme: Theme | null, isFirstTimeUser: boolean, createdAt: string } } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type SignInWithGoogleMutationVariables = Exact<{
  idToken: string;
  role?: Role | null | undefined;
}>;


export type SignInWithGoogleMutation = { signInWithGoogle:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationSignInWithGoogleSuccess', data: { access_token: string, expires_in: number, expires_at: number, token_type: string, user: { id: string, email: string, role: Role | null, emailVerified: boolean, providers: Array<string>, username: string | null, displayName: string | null, label: string, preferredClass: number | null, language: Language, theme: Theme | null, isFirstTimeUser: boolean, createdAt: string } } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type ChooseRoleMutationVariables = Exact<{
  role: Role;
}>;


export type ChooseRoleMutation = { chooseRole:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationChooseRoleSuccess', data: { access_token: string, expires_in: number, expires_at: number, token_type: string, user: { id: string, email: string, role: Role | null, emailVerified: boolean, providers: Array<string>, username: string | null, displayName: string | null, label: string, preferredClass: number | null, language: Language, theme: Theme | null, isFirstTimeUser: boolean, createdAt: string } } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type ChatReplyFieldsFragment = { id: string, status: JobStatus, partial: string, stopped: boolean, checked: boolean, failureCode: AiFailure | null, failureMessage: string | null };

export type ChatTurnFieldsFragment = { id: string, message: string, reply: { id: string, status: JobStatus, partial: string, stopped: boolean, checked: boolean, failureCode: AiFailure | null, failureMessage: string | null } };

export type ChatsQueryVariables = Exact<{
  subject: ChatbotSubject;
}>;


export type ChatsQuery = { chats: Array<{ id: string, title: string, updatedAt: string }>, aiSetup: { modelConfigured: boolean } };

export type ChatQueryVariables = Exact<{
  id: string | number;
}>;


export type ChatQuery = { chat:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'QueryChatSuccess', data: { id: string, title: string, grade: number, turns: Array<{ id: string, message: string, reply: { id: string, status: JobStatus, partial: string, stopped: boolean, checked: boolean, failureCode: AiFailure | null, failureMessage: string | null } }> } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type StartChatMutationVariables = Exact<{
  input: StartChatInput;
}>;


export type StartChatMutation = { startChat:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationStartChatSuccess', data: { id: string, message: string, chat: { id: string }, reply: { id: string, status: JobStatus, partial: string, stopped: boolean, checked: boolean, failureCode: AiFailure | null, failureMessage: string | null } } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type SendChatMessageMutationVariables = Exact<{
  input: SendChatMessageInput;
}>;


export type SendChatMessageMutation = { sendChatMessage:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationSendChatMessageSuccess', data: { id: string, message: string, reply: { id: string, status: JobStatus, partial: string, stopped: boolean, checked: boolean, failureCode: AiFailure | null, failureMessage: string | null } } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type RenameChatMutationVariables = Exact<{
  id: string | number;
  title: string;
}>;


export type RenameChatMutation = { renameChat:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationRenameChatSuccess', data: { id: string, title: string } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type DeleteChatMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteChatMutation = { deleteChat:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationDeleteChatSuccess' }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type StopAiTaskMutationVariables = Exact<{
  id: string | number;
}>;


export type StopAiTaskMutation = { stopAiTask:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationStopAiTaskSuccess', data: { id: string, status: JobStatus, partial: string, stopped: boolean, checked: boolean, failureCode: AiFailure | null, failureMessage: string | null } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type RegenerateAiTaskMutationVariables = Exact<{
  id: string | number;
}>;


export type RegenerateAiTaskMutation = { regenerateAiTask:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationRegenerateAiTaskSuccess', data: { id: string, status: JobStatus, partial: string, stopped: boolean, checked: boolean, failureCode: AiFailure | null, failureMessage: string | null } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type WatchChatReplySubscriptionVariables = Exact<{
  id: string | number;
}>;


export type WatchChatReplySubscription = { aiTask: { id: string, status: JobStatus, stopped: boolean, checked: boolean, failureCode: AiFailure | null, failureMessage: string | null, partialDelta: { offset: number, text: string } | null } };

export type ClassroomFieldsFragment = { id: string, name: string, grade: number, subjects: Array<string>, teacherName: string, studentCount: number, createdAt: string, viewerIsTeacher: boolean, joinCode: string | null, joinCodeDisplay: string | null, joinPath: string | null, joinCodeExpiresAt: string | null, joinedAt: string | null, activityNotice: string | null, consentConfirmedAt: string | null, consentConfirmedName: string | null };

export type MyClassroomsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyClassroomsQuery = { classrooms: Array<{ id: string, name: string, grade: number, subjects: Array<string>, teacherName: string, studentCount: number, createdAt: string, viewerIsTeacher: boolean, joinCode: string | null, joinCodeDisplay: string | null, joinPath: string | null, joinCodeExpiresAt: string | null, joinedAt: string | null, activityNotice: string | null, consentConfirmedAt: string | null, consentConfirmedName: string | null, students: Array<{ id: string, label: string, joinedAt: string }> | null }> };

export type CreateClassroomMutationVariables = Exact<{
  input: CreateClassroomInput;
}>;


export type CreateClassroomMutation = { createClassroom:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationCreateClassroomSuccess', data: { id: string, name: string, grade: number, subjects: Array<string>, teacherName: string, studentCount: number, createdAt: string, viewerIsTeacher: boolean, joinCode: string | null, joinCodeDisplay: string | null, joinPath: string | null, joinCodeExpiresAt: string | null, joinedAt: string | null, activityNotice: string | null, consentConfirmedAt: string | null, consentConfirmedName: string | null, students: Array<{ id: string, label: string, joinedAt: string }> | null } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type RotateJoinCodeMutationVariables = Exact<{
  classroomId: string | number;
  validDays?: number | null | undefined;
}>;


export type RotateJoinCodeMutation = { rotateJoinCode:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationRotateJoinCodeSuccess', data: { id: string, name: string, grade: number, subjects: Array<string>, teacherName: string, studentCount: number, createdAt: string, viewerIsTeacher: boolean, joinCode: string | null, joinCodeDisplay: string | null, joinPath: string | null, joinCodeExpiresAt: string | null, joinedAt: string | null, activityNotice: string | null, consentConfirmedAt: string | null, consentConfirmedName: string | null } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type RemoveStudentMutationVariables = Exact<{
  classroomId: string | number;
  studentId: string | number;
}>;


export type RemoveStudentMutation = { removeStudent:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationRemoveStudentSuccess', data: { id: string, name: string, grade: number, subjects: Array<string>, teacherName: string, studentCount: number, createdAt: string, viewerIsTeacher: boolean, joinCode: string | null, joinCodeDisplay: string | null, joinPath: string | null, joinCodeExpiresAt: string | null, joinedAt: string | null, activityNotice: string | null, consentConfirmedAt: string | null, consentConfirmedName: string | null, students: Array<{ id: string, label: string, joinedAt: string }> | null } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type JoinClassroomMutationVariables = Exact<{
  code: string;
}>;


export type JoinClassroomMutation = { joinClassroom:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationJoinClassroomSuccess', data: { alreadyMember: boolean, message: string, classroom: { id: string, name: string, grade: number, subjects: Array<string>, teacherName: string, studentCount: number, createdAt: string, viewerIsTeacher: boolean, joinCode: string | null, joinCodeDisplay: string | null, joinPath: string | null, joinCodeExpiresAt: string | null, joinedAt: string | null, activityNotice: string | null, consentConfirmedAt: string | null, consentConfirmedName: string | null } } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type LeaveClassroomMutationVariables = Exact<{
  classroomId: string | number;
}>;


export type LeaveClassroomMutation = { leaveClassroom:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationLeaveClassroomSuccess' }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type HeartbeatMutationVariables = Exact<{ [key: string]: never; }>;


export type HeartbeatMutation = { heartbeat: boolean };

export type ViewerRoleQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerRoleQuery = { me: { id: string, role: Role | null } | null };

export type ActivityFieldsFragment = { id: string, studentId: string, studentName: string, kind: string, subject: string | null, topic: string | null, question: string | null, answer: string | null, verified: boolean | null, seconds: number | null, score: number | null, total: number | null, cards: number | null, endsAt: string | null, groupId: string | null, createdAt: string };

export type ClassDashboardQueryVariables = Exact<{
  classroomId: string | number;
  range?: DashboardRangeInput | null | undefined;
  timeZone?: string | null | undefined;
  subject?: string | null | undefined;
}>;


export type ClassDashboardQuery = { classDashboard:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'QueryClassDashboardSuccess', data: { from: string, to: string, timeZone: string, subject: string | null, generatedAt: string, isEmpty: boolean, activeStudents: number, totalQuestions: number, totalStudySeconds: number, totalEvents: number, classroom: { id: string, name: string, grade: number, subjects: Array<string>, studentCount: number }, roster: Array<{ studentId: string, name: string, status: RosterStatus, online: boolean, lastSeenAt: string | null, lastActiveAt: string | null, focusEndsAt: string | null, studyTodaySeconds: number, studyWeekSeconds: number, questions: number, groupMessages: number, events: number }>, studyGroups: Array<{ groupId: string, name: string, subject: string, memberCount: number, messages: number, students: Array<{ studentId: string, messages: number }> }>, questionsPerTopic: Array<{ subject: string | null, topic: string | null, questions: number, answers: number, unverified: number }>, strugglingTopics: Array<{ subject: string | null, topic: string | null, questions: number, unverified: number, answers: number, quizzes: number, avgQuizPercent: number | null, signals: Array<StruggleSignal>, meanQuestions: number }>, activityByDay: Array<{ day: string, questions: number, studySeconds: number, events: number }>, topQuestions: Array<{ text: string, count: number, subject: string | null, topic: string | null }>, feed: Array<{ id: string, studentId: string, studentName: string, kind: string, subject: string | null, topic: string | null, question: string | null, answer: string | null, verified: boolean | null, seconds: number | null, score: number | null, total: number | null, cards: number | null, endsAt: string | null, groupId: string | null, createdAt: string }> } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type ClassActivitySubscriptionVariables = Exact<{
  classroomId: string | number;
  since?: string | null | undefined;
}>;


export type ClassActivitySubscription = { classActivity: { id: string, studentId: string, studentName: string, kind: string, subject: string | null, topic: string | null, question: string | null, answer: string | null, verified: boolean | null, seconds: number | null, score: number | null, total: number | null, cards: number | null, endsAt: string | null, groupId: string | null, createdAt: string } };

export type StudentActivityQueryVariables = Exact<{
  classroomId: string | number;
  studentId: string | number;
  before?: string | null | undefined;
  questionsOnly?: boolean | null | undefined;
}>;


export type StudentActivityQuery = { studentActivity:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'QueryStudentActivitySuccess', data: { studentId: string, name: string, joinedAt: string, hasMore: boolean, events: Array<{ id: string, studentId: string, studentName: string, kind: string, subject: string | null, topic: string | null, question: string | null, answer: string | null, verified: boolean | null, seconds: number | null, score: number | null, total: number | null, cards: number | null, endsAt: string | null, groupId: string | null, createdAt: string }> } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type ToolAccessFieldsFragment = { isChild: boolean, basis: ConsentBasis, needsBirthDate: boolean, dailyLimitMinutes: number | null, deleteAfter: string | null, parentRequested: boolean, closed: Array<{ tool: GuardedTool, code: string, message: string }> };

export type MyToolAccessQueryVariables = Exact<{ [key: string]: never; }>;


export type MyToolAccessQuery = { myToolAccess: { isChild: boolean, basis: ConsentBasis, needsBirthDate: boolean, dailyLimitMinutes: number | null, deleteAfter: string | null, parentRequested: boolean, closed: Array<{ tool: GuardedTool, code: string, message: string }> } };

export type WatchMyToolAccessSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type WatchMyToolAccessSubscription = { myToolAccess: { isChild: boolean, basis: ConsentBasis, needsBirthDate: boolean, dailyLimitMinutes: number | null, deleteAfter: string | null, parentRequested: boolean, closed: Array<{ tool: GuardedTool, code: string, message: string }> } };

export type RequestParentConsentMutationVariables = Exact<{
  parentEmail: string;
}>;


export type RequestParentConsentMutation = { requestParentConsent:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationRequestParentConsentSuccess' }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type ParentConsentRequestQueryVariables = Exact<{
  token: string;
}>;


export type ParentConsentRequestQuery = { parentConsentRequest:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'QueryParentConsentRequestSuccess', data: { childName: string, parentEmail: string, hasParentAccount: boolean } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type ParentConsentMutationVariables = Exact<{
  token: string;
  password?: string | null | undefined;
}>;


export type ParentConsentMutation = { parentConsent:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationParentConsentSuccess', data: { access_token: string, expires_in: number, expires_at: number, token_type: string, user: { id: string, email: string, role: Role | null, emailVerified: boolean, providers: Array<string>, username: string | null, displayName: string | null, label: string, preferredClass: number | null, language: Language, theme: Theme | null, isFirstTimeUser: boolean, createdAt: string } } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type RefuseParentConsentMutationVariables = Exact<{
  token: string;
}>;


export type RefuseParentConsentMutation = { refuseParentConsent:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationRefuseParentConsentSuccess' }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type ChildSummaryFieldsFragment = { id: string, name: string, consentedAt: string, withdrawnAt: string | null, deleteAfter: string | null, disabledTools: Array<GuardedTool>, dailyLimitMinutes: number | null };

export type ParentChildrenQueryVariables = Exact<{ [key: string]: never; }>;


export type ParentChildrenQuery = { parentChildren: Array<{ id: string, name: string, consentedAt: string, withdrawnAt: string | null, deleteAfter: string | null, disabledTools: Array<GuardedTool>, dailyLimitMinutes: number | null }> };

export type ParentChildQueryVariables = Exact<{
  childId: string | number;
}>;


export type ParentChildQuery = { parentChild:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'QueryParentChildSuccess', data: { id: string, studyTodaySeconds: number, studyWeekSeconds: number, studyTotalSeconds: number, questions: number, subjects: Array<string>, openTools: Array<GuardedTool>, mastery: Array<{ chapterId: string, subject: string, mastery: number }>, flags: Array<{ at: string, flag: string, subject: string, kind: string }> } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
  , childAuditLog:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'QueryChildAuditLogSuccess', data: Array<{ id: string, at: string, action: string, actorRole: string, actorName: string }> }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type SetChildToolAccessMutationVariables = Exact<{
  childId: string | number;
  tool: GuardedTool;
  enabled: boolean;
}>;


export type SetChildToolAccessMutation = { setChildToolAccess:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationSetChildToolAccessSuccess', data: { id: string, name: string, consentedAt: string, withdrawnAt: string | null, deleteAfter: string | null, disabledTools: Array<GuardedTool>, dailyLimitMinutes: number | null } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type SetChildDailyLimitMutationVariables = Exact<{
  childId: string | number;
  minutes?: number | null | undefined;
}>;


export type SetChildDailyLimitMutation = { setChildDailyLimit:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationSetChildDailyLimitSuccess', data: { id: string, name: string, consentedAt: string, withdrawnAt: string | null, deleteAfter: string | null, disabledTools: Array<GuardedTool>, dailyLimitMinutes: number | null } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type WithdrawConsentMutationVariables = Exact<{
  childId: string | number;
}>;


export type WithdrawConsentMutation = { withdrawConsent:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationWithdrawConsentSuccess', data: { id: string, name: string, consentedAt: string, withdrawnAt: string | null, deleteAfter: string | null, disabledTools: Array<GuardedTool>, dailyLimitMinutes: number | null } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type UndoWithdrawalMutationVariables = Exact<{
  childId: string | number;
}>;


export type UndoWithdrawalMutation = { undoWithdrawal:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationUndoWithdrawalSuccess', data: { id: string, name: string, consentedAt: string, withdrawnAt: string | null, deleteAfter: string | null, disabledTools: Array<GuardedTool>, dailyLimitMinutes: number | null } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type ExportChildDataQueryVariables = Exact<{
  childId: string | number;
}>;


export type ExportChildDataQuery = { exportChildData:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'QueryExportChildDataSuccess', data: string }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type DeleteChildAccountMutationVariables = Exact<{
  childId: string | number;
  confirmName: string;
}>;


export type DeleteChildAccountMutation = { deleteChildAccount:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationDeleteChildAccountSuccess' }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type ConfirmClassConsentMutationVariables = Exact<{
  classroomId: string | number;
  name: string;
}>;


export type ConfirmClassConsentMutation = { confirmClassConsent:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationConfirmClassConsentSuccess', data: { id: string, consentConfirmedAt: string | null, consentConfirmedName: string | null } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type SetBirthDateMutationVariables = Exact<{
  birthDate: string;
}>;


export type SetBirthDateMutation = { setBirthDate:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationSetBirthDateSuccess' }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type ReportChildAccountMutationVariables = Exact<{
  email: string;
}>;


export type ReportChildAccountMutation = { reportChildAccount:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationReportChildAccountSuccess' }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type CreateCardMutationVariables = Exact<{
  input: CardInput;
}>;


export type CreateCardMutation = { createCard:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationCreateCardSuccess', data: { id: string, deckId: string, front: string, back: string, imageId: string | null, imageUrl: string | null, position: number, state: CardState, due: string, reps: number, lapses: number, retrievability: number } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type UpdateCardMutationVariables = Exact<{
  id: string | number;
  input: CardInput;
}>;


export type UpdateCardMutation = { updateCard:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationUpdateCardSuccess', data: { id: string, deckId: string, front: string, back: string, imageId: string | null, imageUrl: string | null, position: number, state: CardState, due: string, reps: number, lapses: number, retrievability: number } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type MoveCardMutationVariables = Exact<{
  id: string | number;
  deckId: string | number;
}>;


export type MoveCardMutation = { moveCard:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationMoveCardSuccess', data: { id: string, deckId: string, front: string, back: string, imageId: string | null, imageUrl: string | null, position: number, state: CardState, due: string, reps: number, lapses: number, retrievability: number } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type DeleteCardMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteCardMutation = { deleteCard:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationDeleteCardSuccess', data: string }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type ImportCardsMutationVariables = Exact<{
  input: ImportCardsInput;
}>;


export type ImportCardsMutation = { importCards:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'ImportCardsError', code: string, message: string, issues: Array<{ line: number, message: string }> }
    | { __typename: 'MutationImportCardsSuccess', data: { imported: number, deck: { id: string, title: string, subject: string, grade: number, examDate: string | null, examMode: boolean, newCardsPerDay: number, desiredRetention: number, cardCount: number, dueCount: number, newCount: number, updatedAt: string } } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type DeckFieldsFragment = { id: string, title: string, subject: string, grade: number, examDate: string | null, examMode: boolean, newCardsPerDay: number, desiredRetention: number, cardCount: number, dueCount: number, newCount: number, updatedAt: string };

export type CardFieldsFragment = { id: string, deckId: string, front: string, back: string, imageId: string | null, imageUrl: string | null, position: number, state: CardState, due: string, reps: number, lapses: number, retrievability: number };

export type DecksQueryVariables = Exact<{ [key: string]: never; }>;


export type DecksQuery = { decks: Array<{ id: string, title: string, subject: string, grade: number, examDate: string | null, examMode: boolean, newCardsPerDay: number, desiredRetention: number, cardCount: number, dueCount: number, newCount: number, updatedAt: string }> };

export type DeckQueryVariables = Exact<{
  id: string | number;
}>;


export type DeckQuery = { deck: { id: string, title: string, subject: string, grade: number, examDate: string | null, examMode: boolean, newCardsPerDay: number, desiredRetention: number, cardCount: number, dueCount: number, newCount: number, updatedAt: string, cards: Array<{ id: string, deckId: string, front: string, back: string, imageId: string | null, imageUrl: string | null, position: number, state: CardState, due: string, reps: number, lapses: number, retrievability: number }> } | null };

export type CreateDeckMutationVariables = Exact<{
  input: DeckInput;
  tzOffset?: number | null | undefined;
}>;


export type CreateDeckMutation = { createDeck:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationCreateDeckSuccess', data: { id: string, title: string, subject: string, grade: number, examDate: string | null, examMode: boolean, newCardsPerDay: number, desiredRetention: number, cardCount: number, dueCount: number, newCount: number, updatedAt: string } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type UpdateDeckMutationVariables = Exact<{
  id: string | number;
  input: DeckInput;
  tzOffset?: number | null | undefined;
}>;


export type UpdateDeckMutation = { updateDeck:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationUpdateDeckSuccess', data: { id: string, title: string, subject: string, grade: number, examDate: string | null, examMode: boolean, newCardsPerDay: number, desiredRetention: number, cardCount: number, dueCount: number, newCount: number, updatedAt: string } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type DeleteDeckMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteDeckMutation = { deleteDeck:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationDeleteDeckSuccess', data: string }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type ExportDeckQueryVariables = Exact<{
  id: string | number;
  format: CardTextFormat;
}>;


export type ExportDeckQuery = { exportDeck:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'QueryExportDeckSuccess', data: { fileName: string, mimeType: string, text: string, cardCount: number } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type GenerateFlashcardsMutationVariables = Exact<{
  input: GenerateFlashcardsInput;
}>;


export type GenerateFlashcardsMutation = { generateFlashcards:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationGenerateFlashcardsSuccess', data: { id: string, status: JobStatus } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string, issues: Array<{ path: string, message: string }> }
   };

export type WatchGenerationSubscriptionVariables = Exact<{
  id: string | number;
}>;


export type WatchGenerationSubscription = { flashcardGeneration: { id: string, status: JobStatus, progress: number, stage: string | null, error: string | null, fileName: string | null, cards: Array<{ front: string, back: string, kind: string }> } };

export type SaveGeneratedCardsMutationVariables = Exact<{
  input: SaveGeneratedCardsInput;
}>;


export type SaveGeneratedCardsMutation = { saveGeneratedCards:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationSaveGeneratedCardsSuccess', data: { imported: number, deck: { id: string, title: string, subject: string, grade: number, examDate: string | null, examMode: boolean, newCardsPerDay: number, desiredRetention: number, cardCount: number, dueCount: number, newCount: number, updatedAt: string } } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type DueCardsQueryVariables = Exact<{
  deckId?: string | number | null | undefined;
  tzOffset?: number | null | undefined;
}>;


export type DueCardsQuery = { dueCards:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'QueryDueCardsSuccess', data: { dueCount: number, newCount: number, cards: Array<{ stability: number, difficulty: number, elapsedDays: number, scheduledDays: number, learningSteps: number, lastReview: string | null, id: string, deckId: string, front: string, back: string, imageId: string | null, imageUrl: string | null, position: number, state: CardState, due: string, reps: number, lapses: number, retrievability: number, previews: Array<{ rating: number, label: string, interval: string, due: string }> }> } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
  , decks: Array<{ id: string, desiredRetention: number, examMode: boolean, examDate: string | null }> };

export type SyncReviewsMutationVariables = Exact<{
  reviews: Array<OfflineReviewInput> | OfflineReviewInput;
  tzOffset?: number | null | undefined;
}>;


export type SyncReviewsMutation = { syncReviews:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationSyncReviewsSuccess', data: { applied: number, results: Array<{ reviewId: string, status: OfflineReviewStatus }> } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type ReviewCardMutationVariables = Exact<{
  input: ReviewCardInput;
  tzOffset?: number | null | undefined;
}>;


export type ReviewCardMutation = { reviewCard:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationReviewCardSuccess', data: { reviewId: string, card: { id: string, deckId: string, front: string, back: string, imageId: string | null, imageUrl: string | null, position: number, state: CardState, due: string, reps: number, lapses: number, retrievability: number } } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type UndoReviewMutationVariables = Exact<{
  deckId?: string | number | null | undefined;
  tzOffset?: number | null | undefined;
}>;


export type UndoReviewMutation = { undoReview:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationUndoReviewSuccess', data: { stability: number, difficulty: number, elapsedDays: number, scheduledDays: number, learningSteps: number, lastReview: string | null, id: string, deckId: string, front: string, back: string, imageId: string | null, imageUrl: string | null, position: number, state: CardState, due: string, reps: number, lapses: number, retrievability: number, previews: Array<{ rating: number, label: string, interval: string, due: string }> } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type DeckReadinessQueryVariables = Exact<{
  deckId: string | number;
  tzOffset?: number | null | undefined;
}>;


export type DeckReadinessQuery = { deckReadiness:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'QueryDeckReadinessSuccess', data: { deckId: string, examAt: string, daysLeft: number, threshold: number, target: number, averageRecall: number, plannedAverageRecall: number, atRiskCount: number, newCount: number, reviewsNeeded: number, reviewsPerDay: number, atRisk: Array<{ cardId: string, front: string, recall: number, plannedRecall: number }> } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type FlashcardStatsQueryVariables = Exact<{
  deckId?: string | number | null | undefined;
  tzOffset?: number | null | undefined;
}>;


export type FlashcardStatsQuery = { flashcardStats:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'QueryFlashcardStatsSuccess', data: { retention: number | null, streak: number, reviewsToday: number, totalReviews: number, cardCount: number, dueNow: number, reviewsPerDay: Array<{ day: string, reviews: number }> } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type FocusTimerFieldsFragment = { id: string, status: FocusTimerStatus, sessionType: FocusSessionType, sessionCount: number, endsAt: string | null, remainingSeconds: number, phaseSeconds: number, minuteSeconds: number, version: number, updatedAt: string, serverNow: string, settings: { focusMinutes: number, shortBreakMinutes: number, longBreakMinutes: number }, lastEvents: Array<{ type: FocusTimerEventType, at: string, sessionCount: number | null, focusSeconds: number | null, nextBreak: FocusSessionType | null, breakSeconds: number | null, kind: FocusSessionType | null }> };

export type FocusTimerQueryVariables = Exact<{ [key: string]: never; }>;


export type FocusTimerQuery = { focusTimer: { id: string, status: FocusTimerStatus, sessionType: FocusSessionType, sessionCount: number, endsAt: string | null, remainingSeconds: number, phaseSeconds: number, minuteSeconds: number, version: number, updatedAt: string, serverNow: string, settings: { focusMinutes: number, shortBreakMinutes: number, longBreakMinutes: number }, lastEvents: Array<{ type: FocusTimerEventType, at: string, sessionCount: number | null, focusSeconds: number | null, nextBreak: FocusSessionType | null, breakSeconds: number | null, kind: FocusSessionType | null }> } };

export type WatchFocusTimerSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type WatchFocusTimerSubscription = { focusTimer: { id: string, status: FocusTimerStatus, sessionType: FocusSessionType, sessionCount: number, endsAt: string | null, remainingSeconds: number, phaseSeconds: number, minuteSeconds: number, version: number, updatedAt: string, serverNow: string, settings: { focusMinutes: number, shortBreakMinutes: number, longBreakMinutes: number }, lastEvents: Array<{ type: FocusTimerEventType, at: string, sessionCount: number | null, focusSeconds: number | null, nextBreak: FocusSessionType | null, breakSeconds: number | null, kind: FocusSessionType | null }> } };

export type ToggleFocusTimerMutationVariables = Exact<{
  expectedVersion: number;
  timeZone?: string | null | undefined;
}>;


export type ToggleFocusTimerMutation = { toggleFocusTimer:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'FocusTimerStaleError', code: string, message: string, current: { id: string, status: FocusTimerStatus, sessionType: FocusSessionType, sessionCount: number, endsAt: string | null, remainingSeconds: number, phaseSeconds: number, minuteSeconds: number, version: number, updatedAt: string, serverNow: string, settings: { focusMinutes: number, shortBreakMinutes: number, longBreakMinutes: number }, lastEvents: Array<{ type: FocusTimerEventType, at: string, sessionCount: number | null, focusSeconds: number | null, nextBreak: FocusSessionType | null, breakSeconds: number | null, kind: FocusSessionType | null }> } }
    | { __typename: 'MutationToggleFocusTimerSuccess', data: { id: string, status: FocusTimerStatus, sessionType: FocusSessionType, sessionCount: number, endsAt: string | null, remainingSeconds: number, phaseSeconds: number, minuteSeconds: number, version: number, updatedAt: string, serverNow: string, settings: { focusMinutes: number, shortBreakMinutes: number, longBreakMinutes: number }, lastEvents: Array<{ type: FocusTimerEventType, at: string, sessionCount: number | null, focusSeconds: number | null, nextBreak: FocusSessionType | null, breakSeconds: number | null, kind: FocusSessionType | null }> } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type ResetFocusTimerMutationVariables = Exact<{
  expectedVersion: number;
}>;


export type ResetFocusTimerMutation = { resetFocusTimer:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'FocusTimerStaleError', code: string, message: string, current: { id: string, status: FocusTimerStatus, sessionType: FocusSessionType, sessionCount: number, endsAt: string | null, remainingSeconds: number, phaseSeconds: number, minuteSeconds: number, version: number, updatedAt: string, serverNow: string, settings: { focusMinutes: number, shortBreakMinutes: number, longBreakMinutes: number }, lastEvents: Array<{ type: FocusTimerEventType, at: string, sessionCount: number | null, focusSeconds: number | null, nextBreak: FocusSessionType | null, breakSeconds: number | null, kind: FocusSessionType | null }> } }
    | { __typename: 'MutationResetFocusTimerSuccess', data: { id: string, status: FocusTimerStatus, sessionType: FocusSessionType, sessionCount: number, endsAt: string | null, remainingSeconds: number, phaseSeconds: number, minuteSeconds: number, version: number, updatedAt: string, serverNow: string, settings: { focusMinutes: number, shortBreakMinutes: number, longBreakMinutes: number }, lastEvents: Array<{ type: FocusTimerEventType, at: string, sessionCount: number | null, focusSeconds: number | null, nextBreak: FocusSessionType | null, breakSeconds: number | null, kind: FocusSessionType | null }> } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type UpdateFocusTimerSettingsMutationVariables = Exact<{
  settings: FocusTimerSettingsInput;
  expectedVersion: number;
}>;


export type UpdateFocusTimerSettingsMutation = { updateFocusTimerSettings:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'FocusTimerStaleError', code: string, message: string, current: { id: string, status: FocusTimerStatus, sessionType: FocusSessionType, sessionCount: number, endsAt: string | null, remainingSeconds: number, phaseSeconds: number, minuteSeconds: number, version: number, updatedAt: string, serverNow: string, settings: { focusMinutes: number, shortBreakMinutes: number, longBreakMinutes: number }, lastEvents: Array<{ type: FocusTimerEventType, at: string, sessionCount: number | null, focusSeconds: number | null, nextBreak: FocusSessionType | null, breakSeconds: number | null, kind: FocusSessionType | null }> } }
    | { __typename: 'MutationUpdateFocusTimerSettingsSuccess', data: { id: string, status: FocusTimerStatus, sessionType: FocusSessionType, sessionCount: number, endsAt: string | null, remainingSeconds: number, phaseSeconds: number, minuteSeconds: number, version: number, updatedAt: string, serverNow: string, settings: { focusMinutes: number, shortBreakMinutes: number, longBreakMinutes: number }, lastEvents: Array<{ type: FocusTimerEventType, at: string, sessionCount: number | null, focusSeconds: number | null, nextBreak: FocusSessionType | null, breakSeconds: number | null, kind: FocusSessionType | null }> } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type GrammarSetupQueryVariables = Exact<{ [key: string]: never; }>;


export type GrammarSetupQuery = { aiSetup: { modelConfigured: boolean } };

export type GrammarExplainMutationVariables = Exact<{
  input: GrammarExplainInput;
}>;


export type GrammarExplainMutation = { grammarExplain:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationGrammarExplainSuccess', data: { id: string } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type StudyGroupFieldsFragment = { id: string, name: string, subject: GroupSubject, classroomId: string | null, className: string | null, inviteCode: string, inviteCodeExpiresAt: string | null, viewerRole: GroupViewerRole, canModerate: boolean, memberCount: number, headSeq: number, lastReadSeq: number, unreadCount: number, openReportCount: number, createdAt: string, lastMessage: { id: string, seq: number, senderName: string, body: string, createdAt: string, deletedAt: string | null } | null };

export type GroupClassChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type GroupClassChoicesQuery = { classrooms: Array<{ id: string, name: string, viewerIsTeacher: boolean }> };

export type StudyGroupsQueryVariables = Exact<{ [key: string]: never; }>;


export type StudyGroupsQuery = { studyGroups: Array<{ id: string, name: string, subject: GroupSubject, classroomId: string | null, className: string | null, inviteCode: string, inviteCodeExpiresAt: string | null, viewerRole: GroupViewerRole, canModerate: boolean, memberCount: number, headSeq: number, lastReadSeq: number, unreadCount: number, openReportCount: number, createdAt: string, lastMessage: { id: string, seq: number, senderName: string, body: string, createdAt: string, deletedAt: string | null } | null }> };

export type StudyGroupQueryVariables = Exact<{
  id: string | number;
}>;


export type StudyGroupQuery = { studyGroup: { id: string, name: string, subject: GroupSubject, classroomId: string | null, className: string | null, inviteCode: string, inviteCodeExpiresAt: string | null, viewerRole: GroupViewerRole, canModerate: boolean, memberCount: number, headSeq: number, lastReadSeq: number, unreadCount: number, openReportCount: number, createdAt: string, members: Array<{ userId: string, name: string, role: GroupRole, joinedAt: string, rosterName: string | null }>, lastMessage: { id: string, seq: number, senderName: string, body: string, createdAt: string, deletedAt: string | null } | null } | null };

export type GroupsViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type GroupsViewerQuery = { me: { id: string } | null };

export type CreateStudyGroupMutationVariables = Exact<{
  input: CreateStudyGroupInput;
}>;


export type CreateStudyGroupMutation = { createStudyGroup:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationCreateStudyGroupSuccess', data: { id: string, name: string, subject: GroupSubject, classroomId: string | null, className: string | null, inviteCode: string, inviteCodeExpiresAt: string | null, viewerRole: GroupViewerRole, canModerate: boolean, memberCount: number, headSeq: number, lastReadSeq: number, unreadCount: number, openReportCount: number, createdAt: string, lastMessage: { id: string, seq: number, senderName: string, body: string, createdAt: string, deletedAt: string | null } | null } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type JoinStudyGroupMutationVariables = Exact<{
  code: string;
}>;


export type JoinStudyGroupMutation = { joinStudyGroup:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationJoinStudyGroupSuccess', data: { id: string, name: string, subject: GroupSubject, classroomId: string | null, className: string | null, inviteCode: string, inviteCodeExpiresAt: string | null, viewerRole: GroupViewerRole, canModerate: boolean, memberCount: number, headSeq: number, lastReadSeq: number, unreadCount: number, openReportCount: number, createdAt: string, lastMessage: { id: string, seq: number, senderName: string, body: string, createdAt: string, deletedAt: string | null } | null } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type LeaveStudyGroupMutationVariables = Exact<{
  groupId: string | number;
}>;


export type LeaveStudyGroupMutation = { leaveStudyGroup:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationLeaveStudyGroupSuccess' }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type RotateGroupInviteCodeMutationVariables = Exact<{
  groupId: string | number;
  validDays?: number | null | undefined;
}>;


export type RotateGroupInviteCodeMutation = { rotateGroupInviteCode:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationRotateGroupInviteCodeSuccess', data: { id: string, inviteCode: string, inviteCodeExpiresAt: string | null } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type RemoveGroupMemberMutationVariables = Exact<{
  groupId: string | number;
  userId: string | number;
}>;


export type RemoveGroupMemberMutation = { removeGroupMember:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationRemoveGroupMemberSuccess' }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type DeleteStudyGroupMutationVariables = Exact<{
  groupId: string | number;
  confirmName: string;
}>;


export type DeleteStudyGroupMutation = { deleteStudyGroup:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationDeleteStudyGroupSuccess' }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type MarkGroupReadMutationVariables = Exact<{
  groupId: string | number;
  seq: number;
}>;


export type MarkGroupReadMutation = { markGroupRead:
    | { __typename: 'AppError' }
    | { __typename: 'MutationMarkGroupReadSuccess', data: { id: string, lastReadSeq: number, unreadCount: number } }
    | { __typename: 'RateLimitError' }
    | { __typename: 'ValidationError' }
   };

export type GroupMessageFieldsFragment = { id: string, groupId: string, seq: number, clientId: string, senderId: string, senderName: string, body: string, createdAt: string, editedAt: string | null, deletedAt: string | null, deletedBy: string | null, editableUntil: string };

export type GroupMessagesQueryVariables = Exact<{
  groupId: string | number;
  afterSeq?: number | null | undefined;
  beforeSeq?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type GroupMessagesQuery = { groupMessages:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'QueryGroupMessagesSuccess', data: { headSeq: number, hasMore: boolean, messages: Array<{ id: string, groupId: string, seq: number, clientId: string, senderId: string, senderName: string, body: string, createdAt: string, editedAt: string | null, deletedAt: string | null, deletedBy: string | null, editableUntil: string }> } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type SendGroupMessageMutationVariables = Exact<{
  input: SendGroupMessageInput;
}>;


export type SendGroupMessageMutation = { sendGroupMessage:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationSendGroupMessageSuccess', data: { id: string, groupId: string, seq: number, clientId: string, senderId: string, senderName: string, body: string, createdAt: string, editedAt: string | null, deletedAt: string | null, deletedBy: string | null, editableUntil: string } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type EditGroupMessageMutationVariables = Exact<{
  input: EditGroupMessageInput;
}>;


export type EditGroupMessageMutation = { editGroupMessage:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationEditGroupMessageSuccess', data: { id: string, groupId: string, seq: number, clientId: string, senderId: string, senderName: string, body: string, createdAt: string, editedAt: string | null, deletedAt: string | null, deletedBy: string | null, editableUntil: string } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type DeleteGroupMessageMutationVariables = Exact<{
  messageId: string | number;
}>;


export type DeleteGroupMessageMutation = { deleteGroupMessage:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationDeleteGroupMessageSuccess', data: { id: string, groupId: string, seq: number, clientId: string, senderId: string, senderName: string, body: string, createdAt: string, editedAt: string | null, deletedAt: string | null, deletedBy: string | null, editableUntil: string } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type GroupMessageEventsSubscriptionVariables = Exact<{
  groupId: string | number;
}>;


export type GroupMessageEventsSubscription = { groupMessageEvents: { type: GroupMessageEventType, seq: number, message: { id: string, groupId: string, seq: number, clientId: string, senderId: string, senderName: string, body: string, createdAt: string, editedAt: string | null, deletedAt: string | null, deletedBy: string | null, editableUntil: string } | null } };

export type SetGroupTypingMutationVariables = Exact<{
  groupId: string | number;
  typing: boolean;
}>;


export type SetGroupTypingMutation = { setGroupTyping:
    | { __typename: 'AppError' }
    | { __typename: 'MutationSetGroupTypingSuccess' }
    | { __typename: 'RateLimitError' }
    | { __typename: 'ValidationError' }
   };

export type GroupTypingSubscriptionVariables = Exact<{
  groupId: string | number;
}>;


export type GroupTypingSubscription = { groupTyping: { userId: string, name: string, typing: boolean, at: string } };

export type GroupPresenceSubscriptionVariables = Exact<{
  groupId: string | number;
}>;


export type GroupPresenceSubscription = { groupPresence: { groupId: string, online: Array<{ userId: string, name: string }> } };

export type MessageReportFieldsFragment = { id: string, messageId: string, seq: number, reason: ReportReason, details: string | null, bodySnapshot: string, senderId: string, senderName: string, senderIsMember: boolean, reporterName: string, status: ReportStatus, messageDeleted: boolean, createdAt: string };

export type ReportGroupMessageMutationVariables = Exact<{
  input: ReportGroupMessageInput;
}>;


export type ReportGroupMessageMutation = { reportGroupMessage:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationReportGroupMessageSuccess', data: { id: string, status: ReportStatus } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type GroupReportsQueryVariables = Exact<{
  groupId: string | number;
}>;


export type GroupReportsQuery = { groupReports:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'QueryGroupReportsSuccess', data: Array<{ id: string, messageId: string, seq: number, reason: ReportReason, details: string | null, bodySnapshot: string, senderId: string, senderName: string, senderIsMember: boolean, reporterName: string, status: ReportStatus, messageDeleted: boolean, createdAt: string }> }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type ResolveGroupReportMutationVariables = Exact<{
  reportId: string | number;
  action: ReportAction;
}>;


export type ResolveGroupReportMutation = { resolveGroupReport:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationResolveGroupReportSuccess', data: { id: string, messageId: string, seq: number, reason: ReportReason, details: string | null, bodySnapshot: string, senderId: string, senderName: string, senderIsMember: boolean, reporterName: string, status: ReportStatus, messageDeleted: boolean, createdAt: string } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type HistoryQueryVariables = Exact<{
  input?: HistoryInput | null | undefined;
}>;


export type HistoryQuery = { history:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'QueryHistorySuccess', data: { total: number, nextCursor: string | null, records: Array<{ id: string, text: string, aiResponse: string, toolType: string, similarQuestions: Array<string>, createdAt: string }> } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type DeleteHistoryRecordMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteHistoryRecordMutation = { deleteHistoryRecord:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationDeleteHistoryRecordSuccess', data: string }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type LandingStatsQueryVariables = Exact<{ [key: string]: never; }>;


export type LandingStatsQuery = { landingStats: { students: number, flashcards: number, studyHours: number, joinedThisWeek: number } };

export type StudyPlanFieldsFragment = { from: string, to: string, today: string, timeZone: string, planned: boolean, fits: boolean, neededMinutes: number, availableMinutes: number, plannedAt: string | null, dropped: Array<{ examId: string, subject: string | null, chapterId: string, title: string, minutes: number }>, items: Array<{ id: string, date: string, kind: PlanItemKind, minutes: number, subject: string | null, chapterId: string | null, examId: string | null, title: string, cards: number | null, startedAt: string | null, doneAt: string | null, doneBy: string | null }> };

export type StudyPlanQueryVariables = Exact<{
  from: string;
  to: string;
}>;


export type StudyPlanQuery = { studyPlan:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'QueryStudyPlanSuccess', data: { from: string, to: string, today: string, timeZone: string, planned: boolean, fits: boolean, neededMinutes: number, availableMinutes: number, plannedAt: string | null, dropped: Array<{ examId: string, subject: string | null, chapterId: string, title: string, minutes: number }>, items: Array<{ id: string, date: string, kind: PlanItemKind, minutes: number, subject: string | null, chapterId: string | null, examId: string | null, title: string, cards: number | null, startedAt: string | null, doneAt: string | null, doneBy: string | null }> } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type WatchStudyPlanSubscriptionVariables = Exact<{
  from: string;
  to: string;
}>;


export type WatchStudyPlanSubscription = { studyPlan: { from: string, to: string, today: string, timeZone: string, planned: boolean, fits: boolean, neededMinutes: number, availableMinutes: number, plannedAt: string | null, dropped: Array<{ examId: string, subject: string | null, chapterId: string, title: string, minutes: number }>, items: Array<{ id: string, date: string, kind: PlanItemKind, minutes: number, subject: string | null, chapterId: string | null, examId: string | null, title: string, cards: number | null, startedAt: string | null, doneAt: string | null, doneBy: string | null }> } };

export type ExamsQueryVariables = Exact<{ [key: string]: never; }>;


export type ExamsQuery = { exams: Array<{ id: string, subject: string, title: string, date: string, wholeSyllabus: boolean, chapters: Array<{ id: string, title: string }> }>, studyAvailability: { timeZone: string, minutesByWeekday: Array<number>, daysOff: Array<string>, dailyGoalMinutes: number, weeklyGoalDays: number } };

export type PlanChaptersQueryVariables = Exact<{
  subject: string;
}>;


export type PlanChaptersQuery = { planChapters:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'QueryPlanChaptersSuccess', data: Array<{ id: string, title: string }> }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type SaveExamMutationVariables = Exact<{
  input: SaveExamInput;
}>;


export type SaveExamMutation = { saveExam:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationSaveExamSuccess', data: { id: string } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type DeleteExamMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteExamMutation = { deleteExam:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationDeleteExamSuccess' }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type SetStudyAvailabilityMutationVariables = Exact<{
  input: StudyAvailabilityInput;
}>;


export type SetStudyAvailabilityMutation = { setStudyAvailability:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationSetStudyAvailabilitySuccess' }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type CompletePlanItemMutationVariables = Exact<{
  id: string | number;
  done?: boolean | null | undefined;
}>;


export type CompletePlanItemMutation = { completePlanItem:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationCompletePlanItemSuccess' }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type StartPlanItemMutationVariables = Exact<{
  id: string | number;
}>;


export type StartPlanItemMutation = { startPlanItem:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationStartPlanItemSuccess' }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type FocusTimerLabelQueryVariables = Exact<{ [key: string]: never; }>;


export type FocusTimerLabelQuery = { focusTimer: { id: string, label: string | null } };

export type ProgressQueryVariables = Exact<{ [key: string]: never; }>;


export type ProgressQuery = { progress: { today: string, totalMinutes: number, dailyGoalMinutes: number, days: Array<{ date: string, minutes: number, focusSessions: number }>, subjects: Array<{ subject: string, minutes: number, questions: number }>, streak: { current: number, best: number, freezes: number, frozen: Array<string>, thisWeek: number, weeklyGoal: number }, chapters: Array<{ chapterId: string, subject: string, title: string, level: MasteryLevel, reason: string, mastery: number | null, evidence: number, tutorQuestions: number }>, retention: { reviews: number, remembered: number, rate: number | null }, topics: Array<{ subject: string, topic: string, questions: number }>, badges: Array<{ key: string, title: string, earned: boolean, earnedOn: string | null }> } };

export type LearnerPathQueryVariables = Exact<{
  subject: string;
}>;


export type LearnerPathQuery = { learnerPath:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'QueryLearnerPathSuccess', data: { subject: string, grade: number, readyReason: string, chapters: Array<{ chapterId: string, number: number, book: string, title: string, level: MasteryLevel, reason: string, next: NextStep, readyNext: boolean }> } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type UpdateProfileMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type UpdateProfileMutation = { updateProfile:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationUpdateProfileSuccess', data: { id: string, email: string, role: Role | null, emailVerified: boolean, providers: Array<string>, username: string | null, displayName: string | null, label: string, preferredClass: number | null, language: Language, theme: Theme | null, isFirstTimeUser: boolean, createdAt: string } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type CompleteFirstTimeSetupMutationVariables = Exact<{
  standard?: string | null | undefined;
}>;


export type CompleteFirstTimeSetupMutation = { completeFirstTimeSetup:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationCompleteFirstTimeSetupSuccess', data: { id: string, email: string, role: Role | null, emailVerified: boolean, providers: Array<string>, username: string | null, displayName: string | null, label: string, preferredClass: number | null, language: Language, theme: Theme | null, isFirstTimeUser: boolean, createdAt: string } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type DeleteAccountMutationVariables = Exact<{
  confirmEmail: string;
}>;


export type DeleteAccountMutation = { deleteAccount:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationDeleteAccountSuccess' }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type ExportMyDataQueryVariables = Exact<{ [key: string]: never; }>;


export type ExportMyDataQuery = { exportMyData: string };

export type StartRoundTripMutationVariables = Exact<{
  input: RoundTripInput;
}>;


export type StartRoundTripMutation = { startRoundTrip:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationStartRoundTripSuccess', data: { id: string, status: JobStatus } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type WatchRoundTripSubscriptionVariables = Exact<{
  id: string | number;
}>;


export type WatchRoundTripSubscription = { roundTrip: { id: string, text: string, status: JobStatus, result: string | null, attempts: number, processedBy: string | null, createdAt: string, completedAt: string | null } };

export type SocraticSessionFieldsFragment = { id: string, subject: string, classLevel: number, problem: string, status: SocraticStatus, mode: string, waiting: boolean, stepsDone: number, stepsTotal: number, hintsUsed: number, attempts: number, finalAnswer: string | null, updatedAt: string, turns: Array<{ role: string, kind: string, text: string, mistake: string | null }> };

export type StartSocraticMutationVariables = Exact<{
  input: StartSocraticInput;
}>;


export type StartSocraticMutation = { startSocratic:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationStartSocraticSuccess', data: { id: string, subject: string, classLevel: number, problem: string, status: SocraticStatus, mode: string, waiting: boolean, stepsDone: number, stepsTotal: number, hintsUsed: number, attempts: number, finalAnswer: string | null, updatedAt: string, turns: Array<{ role: string, kind: string, text: string, mistake: string | null }> } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type SocraticReplyMutationVariables = Exact<{
  input: SocraticReplyInput;
}>;


export type SocraticReplyMutation = { socraticReply:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationSocraticReplySuccess', data: { id: string, subject: string, classLevel: number, problem: string, status: SocraticStatus, mode: string, waiting: boolean, stepsDone: number, stepsTotal: number, hintsUsed: number, attempts: number, finalAnswer: string | null, updatedAt: string, turns: Array<{ role: string, kind: string, text: string, mistake: string | null }> } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type SocraticHintMutationVariables = Exact<{
  input: SocraticHintInput;
}>;


export type SocraticHintMutation = { socraticHint:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationSocraticHintSuccess', data: { id: string, subject: string, classLevel: number, problem: string, status: SocraticStatus, mode: string, waiting: boolean, stepsDone: number, stepsTotal: number, hintsUsed: number, attempts: number, finalAnswer: string | null, updatedAt: string, turns: Array<{ role: string, kind: string, text: string, mistake: string | null }> } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type SocraticSessionQueryVariables = Exact<{
  id: string | number;
}>;


export type SocraticSessionQuery = { socraticSession:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'QuerySocraticSessionSuccess', data: { id: string, subject: string, classLevel: number, problem: string, status: SocraticStatus, mode: string, waiting: boolean, stepsDone: number, stepsTotal: number, hintsUsed: number, attempts: number, finalAnswer: string | null, updatedAt: string, turns: Array<{ role: string, kind: string, text: string, mistake: string | null }> } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type SocraticSessionsQueryVariables = Exact<{ [key: string]: never; }>;


export type SocraticSessionsQuery = { socraticSessions: Array<{ id: string, problem: string, status: SocraticStatus, stepsDone: number, stepsTotal: number, updatedAt: string }>, aiSetup: { modelConfigured: boolean } };

export type StoryFieldsFragment = { id: string, title: string, idea: string, language: StoryLanguage, createdAt: string, task: { id: string, status: JobStatus, partial: string, failureCode: AiFailure | null, failureMessage: string | null }, scenes: Array<{ id: string, position: number, text: string, imageStatus: SceneImageStatus, imageNote: string | null, imageUrl: string | null }> };

export type StoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type StoriesQuery = { stories: Array<{ id: string, title: string, idea: string, language: StoryLanguage, createdAt: string, task: { id: string, status: JobStatus, partial: string, failureCode: AiFailure | null, failureMessage: string | null }, scenes: Array<{ id: string, position: number, text: string, imageStatus: SceneImageStatus, imageNote: string | null, imageUrl: string | null }> }>, aiSetup: { modelConfigured: boolean } };

export type StoryQueryVariables = Exact<{
  id: string | number;
}>;


export type StoryQuery = { story:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'QueryStorySuccess', data: { id: string, title: string, idea: string, language: StoryLanguage, createdAt: string, task: { id: string, status: JobStatus, partial: string, failureCode: AiFailure | null, failureMessage: string | null }, scenes: Array<{ id: string, position: number, text: string, imageStatus: SceneImageStatus, imageNote: string | null, imageUrl: string | null }> } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type StartStoryMutationVariables = Exact<{
  input: StartStoryInput;
}>;


export type StartStoryMutation = { startStory:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationStartStorySuccess', data: { id: string, title: string, idea: string, language: StoryLanguage, createdAt: string, task: { id: string, status: JobStatus, partial: string, failureCode: AiFailure | null, failureMessage: string | null }, scenes: Array<{ id: string, position: number, text: string, imageStatus: SceneImageStatus, imageNote: string | null, imageUrl: string | null }> } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type DeleteStoryMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteStoryMutation = { deleteStory:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationDeleteStorySuccess' }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type WatchStoryTaskSubscriptionVariables = Exact<{
  id: string | number;
}>;


export type WatchStoryTaskSubscription = { aiTask: { id: string, status: JobStatus, partial: string, failureCode: AiFailure | null, failureMessage: string | null } };

export type StudyTimeQueryVariables = Exact<{
  from: string;
  to: string;
}>;


export type StudyTimeQuery = { studyTime:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'QueryStudyTimeSuccess', data: { totalSeconds: number, lastActiveDate: string | null, days: Array<{ localDate: string, activeSeconds: number, focusSessions: number, focusMinutes: number }> } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type RecordStudyTimeMutationVariables = Exact<{
  input: RecordStudyTimeInput;
}>;


export type RecordStudyTimeMutation = { recordStudyTime:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationRecordStudyTimeSuccess', data: { acceptedSeconds: number, duplicate: boolean, totalSeconds: number } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type ChapterQuestionFieldsFragment = { id: string, kind: ChapterTaskKind, classroomId: string | null, grade: number, subject: string, chapterId: string, chapterTitle: string, question: string, language: string, count: number | null, status: JobStatus, answer: string | null, provider: string | null, error: string | null, createdAt: string, completedAt: string | null };

export type CurriculumQueryVariables = Exact<{
  grade: number;
  subject: string;
}>;


export type CurriculumQuery = { curriculum:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'QueryCurriculumSuccess', data: { grade: number, subject: string, note: string | null, editions: Array<string>, chapters: Array<{ id: string, number: number, title: string, book: string, edition: string, source: ChapterSource }> } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type AddCustomChapterMutationVariables = Exact<{
  input: CustomChapterInput;
}>;


export type AddCustomChapterMutation = { addCustomChapter:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationAddCustomChapterSuccess', data: { id: string, title: string } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type AskChapterQuestionMutationVariables = Exact<{
  input: AskChapterQuestionInput;
}>;


export type AskChapterQuestionMutation = { askChapterQuestion:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationAskChapterQuestionSuccess', data: { id: string, kind: ChapterTaskKind, classroomId: string | null, grade: number, subject: string, chapterId: string, chapterTitle: string, question: string, language: string, count: number | null, status: JobStatus, answer: string | null, provider: string | null, error: string | null, createdAt: string, completedAt: string | null } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type GeneratePracticeMutationVariables = Exact<{
  input: PracticeQuestionsInput;
}>;


export type GeneratePracticeMutation = { generatePracticeQuestions:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationGeneratePracticeQuestionsSuccess', data: { id: string, kind: ChapterTaskKind, classroomId: string | null, grade: number, subject: string, chapterId: string, chapterTitle: string, question: string, language: string, count: number | null, status: JobStatus, answer: string | null, provider: string | null, error: string | null, createdAt: string, completedAt: string | null } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type ChapterHistoryQueryVariables = Exact<{
  kind?: ChapterTaskKind | null | undefined;
  subject?: string | null | undefined;
}>;


export type ChapterHistoryQuery = { chapterQuestions: Array<{ id: string, kind: ChapterTaskKind, classroomId: string | null, grade: number, subject: string, chapterId: string, chapterTitle: string, question: string, language: string, count: number | null, status: JobStatus, answer: string | null, provider: string | null, error: string | null, createdAt: string, completedAt: string | null }> };

export type WatchChapterQuestionSubscriptionVariables = Exact<{
  id: string | number;
}>;


export type WatchChapterQuestionSubscription = { chapterQuestion: { id: string, kind: ChapterTaskKind, classroomId: string | null, grade: number, subject: string, chapterId: string, chapterTitle: string, question: string, language: string, count: number | null, status: JobStatus, answer: string | null, provider: string | null, error: string | null, createdAt: string, completedAt: string | null } };

export type AiTaskFieldsFragment = { id: string, status: JobStatus, topic: MathTopic | null, subject: string, chapterId: string | null, question: string, hasImage: boolean, partial: string, failureMessage: string | null, result: { explanation: string, similarQuestions: Array<string>, finalAnswer: string | null, verified: boolean, check: AnswerCheck, engineAnswer: string | null, engineReading: string | null, toast: string | null } | null };

export type AskTutorMutationVariables = Exact<{
  input: AskTutorInput;
}>;


export type AskTutorMutation = { askTutor:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationAskTutorSuccess', data: { id: string, status: JobStatus, topic: MathTopic | null, subject: string, chapterId: string | null, question: string, hasImage: boolean, partial: string, failureMessage: string | null, result: { explanation: string, similarQuestions: Array<string>, finalAnswer: string | null, verified: boolean, check: AnswerCheck, engineAnswer: string | null, engineReading: string | null, toast: string | null } | null } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type UploadImageMutationVariables = Exact<{
  dataUrl: string;
}>;


export type UploadImageMutation = { uploadImage:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationUploadImageSuccess', data: { id: string } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type WatchAiTaskSubscriptionVariables = Exact<{
  id: string | number;
}>;


export type WatchAiTaskSubscription = { aiTask: { id: string, status: JobStatus, topic: MathTopic | null, subject: string, chapterId: string | null, question: string, hasImage: boolean, failureMessage: string | null, result: { explanation: string, similarQuestions: Array<string>, finalAnswer: string | null, verified: boolean, check: AnswerCheck, engineAnswer: string | null, engineReading: string | null, toast: string | null } | null, partialDelta: { offset: number, text: string } | null } };

export type RecentTutorQuestionsQueryVariables = Exact<{
  topic?: MathTopic | null | undefined;
  subject?: string | null | undefined;
}>;


export type RecentTutorQuestionsQuery = { recentTutorQuestions: Array<{ id: string, status: JobStatus, topic: MathTopic | null, subject: string, chapterId: string | null, question: string, hasImage: boolean, partial: string, failureMessage: string | null, result: { explanation: string, similarQuestions: Array<string>, finalAnswer: string | null, verified: boolean, check: AnswerCheck, engineAnswer: string | null, engineReading: string | null, toast: string | null } | null }> };

export type ClearTutorConversationMutationVariables = Exact<{
  topic?: MathTopic | null | undefined;
  subject?: string | null | undefined;
}>;


export type ClearTutorConversationMutation = { clearTutorConversation:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationClearTutorConversationSuccess', data: number }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type RecordOfflineMathAnswerMutationVariables = Exact<{
  input: OfflineMathQuestionInput;
}>;


export type RecordOfflineMathAnswerMutation = { recordOfflineMathAnswer:
    | { __typename: 'AppError', code: string, message: string }
    | { __typename: 'MutationRecordOfflineMathAnswerSuccess', data: { id: string } }
    | { __typename: 'RateLimitError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export const ErrorFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<ErrorFieldsFragment, unknown>;
export const TestItemFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TestItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"stem"}},{"kind":"Field","name":{"kind":"Name","value":"chapterId"}},{"kind":"Field","name":{"kind":"Name","value":"chapterTitle"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode<TestItemFieldsFragment, unknown>;
export const QuickTestFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuickTestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuickTest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"assignmentId"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"secondsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"closed"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestItemFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TestItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"stem"}},{"kind":"Field","name":{"kind":"Name","value":"chapterId"}},{"kind":"Field","name":{"kind":"Name","value":"chapterTitle"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode<QuickTestFieldsFragment, unknown>;
export const QuickTestResultFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuickTestResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuickTestResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"chapterIds"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"seconds"}},{"kind":"Field","name":{"kind":"Name","value":"closedBy"}},{"kind":"Field","name":{"kind":"Name","value":"late"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestItemFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"yourAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"rightAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"rightAnswerText"}},{"kind":"Field","name":{"kind":"Name","value":"correct"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TestItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"stem"}},{"kind":"Field","name":{"kind":"Name","value":"chapterId"}},{"kind":"Field","name":{"kind":"Name","value":"chapterTitle"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode<QuickTestResultFieldsFragment, unknown>;
export const BankQuestionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BankQuestionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"chapterTitle"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"stem"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"sourcePage"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"flagged"}}]}}]} as unknown as DocumentNode<BankQuestionFieldsFragment, unknown>;
export const SessionUserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"providers"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"preferredClass"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"theme"}},{"kind":"Field","name":{"kind":"Name","value":"isFirstTimeUser"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<SessionUserFragment, unknown>;
export const SessionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"access_token"}},{"kind":"Field","name":{"kind":"Name","value":"expires_in"}},{"kind":"Field","name":{"kind":"Name","value":"expires_at"}},{"kind":"Field","name":{"kind":"Name","value":"token_type"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"providers"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"preferredClass"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"theme"}},{"kind":"Field","name":{"kind":"Name","value":"isFirstTimeUser"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<SessionFieldsFragment, unknown>;
export const ChatReplyFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatReplyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AiTask"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"partial"}},{"kind":"Field","name":{"kind":"Name","value":"stopped"}},{"kind":"Field","name":{"kind":"Name","value":"checked"}},{"kind":"Field","name":{"kind":"Name","value":"failureCode"}},{"kind":"Field","name":{"kind":"Name","value":"failureMessage"}}]}}]} as unknown as DocumentNode<ChatReplyFieldsFragment, unknown>;
export const ChatTurnFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatTurnFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChatTurn"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"reply"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatReplyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatReplyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AiTask"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"partial"}},{"kind":"Field","name":{"kind":"Name","value":"stopped"}},{"kind":"Field","name":{"kind":"Name","value":"checked"}},{"kind":"Field","name":{"kind":"Name","value":"failureCode"}},{"kind":"Field","name":{"kind":"Name","value":"failureMessage"}}]}}]} as unknown as DocumentNode<ChatTurnFieldsFragment, unknown>;
export const ClassroomFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClassroomFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Classroom"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"subjects"}},{"kind":"Field","name":{"kind":"Name","value":"teacherName"}},{"kind":"Field","name":{"kind":"Name","value":"studentCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsTeacher"}},{"kind":"Field","name":{"kind":"Name","value":"joinCode"}},{"kind":"Field","name":{"kind":"Name","value":"joinCodeDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"joinPath"}},{"kind":"Field","name":{"kind":"Name","value":"joinCodeExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}},{"kind":"Field","name":{"kind":"Name","value":"activityNotice"}},{"kind":"Field","name":{"kind":"Name","value":"consentConfirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"consentConfirmedName"}}]}}]} as unknown as DocumentNode<ClassroomFieldsFragment, unknown>;
export const ActivityFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActivityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClassActivity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"studentName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"seconds"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"cards"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ActivityFieldsFragment, unknown>;
export const ToolAccessFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ToolAccessFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MyToolAccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isChild"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"needsBirthDate"}},{"kind":"Field","name":{"kind":"Name","value":"dailyLimitMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"deleteAfter"}},{"kind":"Field","name":{"kind":"Name","value":"parentRequested"}},{"kind":"Field","name":{"kind":"Name","value":"closed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tool"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ToolAccessFieldsFragment, unknown>;
export const ChildSummaryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChildSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ParentChildSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"consentedAt"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawnAt"}},{"kind":"Field","name":{"kind":"Name","value":"deleteAfter"}},{"kind":"Field","name":{"kind":"Name","value":"disabledTools"}},{"kind":"Field","name":{"kind":"Name","value":"dailyLimitMinutes"}}]}}]} as unknown as DocumentNode<ChildSummaryFieldsFragment, unknown>;
export const DeckFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeckFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Deck"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"examDate"}},{"kind":"Field","name":{"kind":"Name","value":"examMode"}},{"kind":"Field","name":{"kind":"Name","value":"newCardsPerDay"}},{"kind":"Field","name":{"kind":"Name","value":"desiredRetention"}},{"kind":"Field","name":{"kind":"Name","value":"cardCount"}},{"kind":"Field","name":{"kind":"Name","value":"dueCount"}},{"kind":"Field","name":{"kind":"Name","value":"newCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<DeckFieldsFragment, unknown>;
export const CardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Flashcard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deckId"}},{"kind":"Field","name":{"kind":"Name","value":"front"}},{"kind":"Field","name":{"kind":"Name","value":"back"}},{"kind":"Field","name":{"kind":"Name","value":"imageId"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"due"}},{"kind":"Field","name":{"kind":"Name","value":"reps"}},{"kind":"Field","name":{"kind":"Name","value":"lapses"}},{"kind":"Field","name":{"kind":"Name","value":"retrievability"}}]}}]} as unknown as DocumentNode<CardFieldsFragment, unknown>;
export const FocusTimerFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FocusTimerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FocusTimer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sessionType"}},{"kind":"Field","name":{"kind":"Name","value":"sessionCount"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"remainingSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"phaseSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"minuteSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"focusMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"shortBreakMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"longBreakMinutes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"serverNow"}},{"kind":"Field","name":{"kind":"Name","value":"lastEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"sessionCount"}},{"kind":"Field","name":{"kind":"Name","value":"focusSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"nextBreak"}},{"kind":"Field","name":{"kind":"Name","value":"breakSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]} as unknown as DocumentNode<FocusTimerFieldsFragment, unknown>;
export const StudyGroupFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudyGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudyGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"classroomId"}},{"kind":"Field","name":{"kind":"Name","value":"className"}},{"kind":"Field","name":{"kind":"Name","value":"inviteCode"}},{"kind":"Field","name":{"kind":"Name","value":"inviteCodeExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"canModerate"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"headSeq"}},{"kind":"Field","name":{"kind":"Name","value":"lastReadSeq"}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}},{"kind":"Field","name":{"kind":"Name","value":"openReportCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"senderName"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]}}]} as unknown as DocumentNode<StudyGroupFieldsFragment, unknown>;
export const GroupMessageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GroupMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"senderId"}},{"kind":"Field","name":{"kind":"Name","value":"senderName"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"editedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedBy"}},{"kind":"Field","name":{"kind":"Name","value":"editableUntil"}}]}}]} as unknown as DocumentNode<GroupMessageFieldsFragment, unknown>;
export const MessageReportFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MessageReportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MessageReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"bodySnapshot"}},{"kind":"Field","name":{"kind":"Name","value":"senderId"}},{"kind":"Field","name":{"kind":"Name","value":"senderName"}},{"kind":"Field","name":{"kind":"Name","value":"senderIsMember"}},{"kind":"Field","name":{"kind":"Name","value":"reporterName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"messageDeleted"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<MessageReportFieldsFragment, unknown>;
export const StudyPlanFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudyPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudyPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"today"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"planned"}},{"kind":"Field","name":{"kind":"Name","value":"fits"}},{"kind":"Field","name":{"kind":"Name","value":"neededMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"availableMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"plannedAt"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"examId"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"chapterId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"chapterId"}},{"kind":"Field","name":{"kind":"Name","value":"examId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"cards"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"doneAt"}},{"kind":"Field","name":{"kind":"Name","value":"doneBy"}}]}}]}}]} as unknown as DocumentNode<StudyPlanFieldsFragment, unknown>;
export const SocraticSessionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SocraticSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SocraticSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"classLevel"}},{"kind":"Field","name":{"kind":"Name","value":"problem"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"waiting"}},{"kind":"Field","name":{"kind":"Name","value":"stepsDone"}},{"kind":"Field","name":{"kind":"Name","value":"stepsTotal"}},{"kind":"Field","name":{"kind":"Name","value":"hintsUsed"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"finalAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"turns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"mistake"}}]}}]}}]} as unknown as DocumentNode<SocraticSessionFieldsFragment, unknown>;
export const StoryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Story"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"idea"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"partial"}},{"kind":"Field","name":{"kind":"Name","value":"failureCode"}},{"kind":"Field","name":{"kind":"Name","value":"failureMessage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scenes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"imageStatus"}},{"kind":"Field","name":{"kind":"Name","value":"imageNote"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}}]}}]} as unknown as DocumentNode<StoryFieldsFragment, unknown>;
export const ChapterQuestionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChapterQuestionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChapterQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"classroomId"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"chapterId"}},{"kind":"Field","name":{"kind":"Name","value":"chapterTitle"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}}]} as unknown as DocumentNode<ChapterQuestionFieldsFragment, unknown>;
export const AiTaskFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AiTaskFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AiTask"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"chapterId"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"hasImage"}},{"kind":"Field","name":{"kind":"Name","value":"partial"}},{"kind":"Field","name":{"kind":"Name","value":"failureMessage"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"explanation"}},{"kind":"Field","name":{"kind":"Name","value":"similarQuestions"}},{"kind":"Field","name":{"kind":"Name","value":"finalAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"check"}},{"kind":"Field","name":{"kind":"Name","value":"engineAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"engineReading"}},{"kind":"Field","name":{"kind":"Name","value":"toast"}}]}}]}}]} as unknown as DocumentNode<AiTaskFieldsFragment, unknown>;
export const StartQuickTestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartQuickTest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StartQuickTestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startQuickTest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationStartQuickTestSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuickTestFields"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TestItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"stem"}},{"kind":"Field","name":{"kind":"Name","value":"chapterId"}},{"kind":"Field","name":{"kind":"Name","value":"chapterTitle"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuickTestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuickTest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"assignmentId"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"secondsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"closed"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestItemFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<StartQuickTestMutation, StartQuickTestMutationVariables>;
export const DownloadQuickTestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DownloadQuickTest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StartQuickTestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"downloadQuickTest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationDownloadQuickTestSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"assignmentId"}},{"kind":"Field","name":{"kind":"Name","value":"limitSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"closed"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestItemFields"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TestItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"stem"}},{"kind":"Field","name":{"kind":"Name","value":"chapterId"}},{"kind":"Field","name":{"kind":"Name","value":"chapterTitle"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<DownloadQuickTestMutation, DownloadQuickTestMutationVariables>;
export const SubmitOfflineQuickTestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitOfflineQuickTest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmitOfflineQuickTestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitOfflineQuickTest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationSubmitOfflineQuickTestSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"late"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<SubmitOfflineQuickTestMutation, SubmitOfflineQuickTestMutationVariables>;
export const QuickTestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuickTest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quickTest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QueryQuickTestSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuickTestFields"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TestItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"stem"}},{"kind":"Field","name":{"kind":"Name","value":"chapterId"}},{"kind":"Field","name":{"kind":"Name","value":"chapterTitle"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuickTestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuickTest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"assignmentId"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"secondsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"closed"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestItemFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<QuickTestQuery, QuickTestQueryVariables>;
export const AnswerQuestionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AnswerQuestion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AnswerQuestionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"answerQuestion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationAnswerQuestionSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuickTestFields"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TestItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"stem"}},{"kind":"Field","name":{"kind":"Name","value":"chapterId"}},{"kind":"Field","name":{"kind":"Name","value":"chapterTitle"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuickTestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuickTest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"assignmentId"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"secondsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"closed"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestItemFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<AnswerQuestionMutation, AnswerQuestionMutationVariables>;
export const SubmitQuickTestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitQuickTest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"testId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitQuickTest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"testId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"testId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationSubmitQuickTestSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuickTestResultFields"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TestItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"stem"}},{"kind":"Field","name":{"kind":"Name","value":"chapterId"}},{"kind":"Field","name":{"kind":"Name","value":"chapterTitle"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuickTestResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuickTestResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"chapterIds"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"seconds"}},{"kind":"Field","name":{"kind":"Name","value":"closedBy"}},{"kind":"Field","name":{"kind":"Name","value":"late"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestItemFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"yourAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"rightAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"rightAnswerText"}},{"kind":"Field","name":{"kind":"Name","value":"correct"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<SubmitQuickTestMutation, SubmitQuickTestMutationVariables>;
export const QuickTestResultDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuickTestResult"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quickTestResult"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QueryQuickTestResultSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuickTestResultFields"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TestItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"stem"}},{"kind":"Field","name":{"kind":"Name","value":"chapterId"}},{"kind":"Field","name":{"kind":"Name","value":"chapterTitle"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuickTestResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuickTestResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"chapterIds"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"seconds"}},{"kind":"Field","name":{"kind":"Name","value":"closedBy"}},{"kind":"Field","name":{"kind":"Name","value":"late"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestItemFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"yourAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"rightAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"rightAnswerText"}},{"kind":"Field","name":{"kind":"Name","value":"correct"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<QuickTestResultQuery, QuickTestResultQueryVariables>;
export const SendMissedToFlashcardsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendMissedToFlashcards"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"testId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendMissedToFlashcards"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"testId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"testId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationSendMissedToFlashcardsSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<SendMissedToFlashcardsMutation, SendMissedToFlashcardsMutationVariables>;
export const AssignedQuickTestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssignedQuickTests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignedQuickTests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"className"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"chapterTitles"}},{"kind":"Field","name":{"kind":"Name","value":"length"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}}]}}]}}]} as unknown as DocumentNode<AssignedQuickTestsQuery, AssignedQuickTestsQueryVariables>;
export const StartBlackboxDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartBlackbox"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StartBlackboxInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startBlackbox"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationStartBlackboxSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"answered"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"emptyChapters"}},{"kind":"Field","name":{"kind":"Name","value":"current"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestItemFields"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TestItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"stem"}},{"kind":"Field","name":{"kind":"Name","value":"chapterId"}},{"kind":"Field","name":{"kind":"Name","value":"chapterTitle"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<StartBlackboxMutation, StartBlackboxMutationVariables>;
export const AnswerBlackboxDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AnswerBlackbox"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AnswerBlackboxInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"answerBlackbox"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationAnswerBlackboxSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"answered"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"emptyChapters"}},{"kind":"Field","name":{"kind":"Name","value":"current"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestItemFields"}}]}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TestItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"stem"}},{"kind":"Field","name":{"kind":"Name","value":"chapterId"}},{"kind":"Field","name":{"kind":"Name","value":"chapterTitle"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<AnswerBlackboxMutation, AnswerBlackboxMutationVariables>;
export const BlackboxResultDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BlackboxResult"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blackboxResult"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QueryBlackboxResultSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"answered"}},{"kind":"Field","name":{"kind":"Name","value":"chapters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chapterId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"mastery"}},{"kind":"Field","name":{"kind":"Name","value":"evidence"}},{"kind":"Field","name":{"kind":"Name","value":"band"}}]}},{"kind":"Field","name":{"kind":"Name","value":"strongest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chapterId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"weakest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chapterId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recommendations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chapterId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"band"}}]}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<BlackboxResultQuery, BlackboxResultQueryVariables>;
export const GenerateQuestionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GenerateQuestions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GenerateQuestionsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generateQuestions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationGenerateQuestionsSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<GenerateQuestionsMutation, GenerateQuestionsMutationVariables>;
export const WatchQuestionGenerationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"WatchQuestionGeneration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionGeneration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"madeBy"}},{"kind":"Field","name":{"kind":"Name","value":"pageNotes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]}}]} as unknown as DocumentNode<WatchQuestionGenerationSubscription, WatchQuestionGenerationSubscriptionVariables>;
export const BankQuestionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BankQuestions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"generationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subject"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"grade"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"chapterId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"generationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"generationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"subject"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subject"}}},{"kind":"Argument","name":{"kind":"Name","value":"grade"},"value":{"kind":"Variable","name":{"kind":"Name","value":"grade"}}},{"kind":"Argument","name":{"kind":"Name","value":"chapterId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"chapterId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QueryQuestionsSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BankQuestionFields"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BankQuestionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"chapterTitle"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"stem"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"sourcePage"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"flagged"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<BankQuestionsQuery, BankQuestionsQueryVariables>;
export const ReviewQuestionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReviewQuestion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewQuestionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewQuestion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationReviewQuestionSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BankQuestionFields"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BankQuestionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"chapterTitle"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"stem"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"sourcePage"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"flagged"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<ReviewQuestionMutation, ReviewQuestionMutationVariables>;
export const AssignQuickTestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AssignQuickTest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AssignQuickTestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignQuickTest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationAssignQuickTestSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"length"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<AssignQuickTestMutation, AssignQuickTestMutationVariables>;
export const ClassAssignmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClassAssignments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"classroomId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"classAssignments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"classroomId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"classroomId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QueryClassAssignmentsSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"chapterTitles"}},{"kind":"Field","name":{"kind":"Name","value":"length"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<ClassAssignmentsQuery, ClassAssignmentsQueryVariables>;
export const AssignmentResultsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssignmentResults"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignmentResults"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QueryAssignmentResultsSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"students"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"late"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"stem"}},{"kind":"Field","name":{"kind":"Name","value":"keyText"}},{"kind":"Field","name":{"kind":"Name","value":"right"}},{"kind":"Field","name":{"kind":"Name","value":"answered"}}]}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<AssignmentResultsQuery, AssignmentResultsQueryVariables>;
export const ClassMasteryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClassMastery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"classroomId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subject"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"classMastery"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"classroomId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"classroomId"}}},{"kind":"Argument","name":{"kind":"Name","value":"subject"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subject"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QueryClassMasterySuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"students"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"chapters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chapterId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cells"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"chapterId"}},{"kind":"Field","name":{"kind":"Name","value":"mastery"}},{"kind":"Field","name":{"kind":"Name","value":"evidence"}},{"kind":"Field","name":{"kind":"Name","value":"band"}}]}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<ClassMasteryQuery, ClassMasteryQueryVariables>;
export const QuizActivityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"QuizActivity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"classroomId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"classActivity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"classroomId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"classroomId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}}]}}]}}]} as unknown as DocumentNode<QuizActivitySubscription, QuizActivitySubscriptionVariables>;
export const RefreshSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefreshSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refreshSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationRefreshSessionSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionFields"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"providers"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"preferredClass"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"theme"}},{"kind":"Field","name":{"kind":"Name","value":"isFirstTimeUser"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"access_token"}},{"kind":"Field","name":{"kind":"Name","value":"expires_in"}},{"kind":"Field","name":{"kind":"Name","value":"expires_at"}},{"kind":"Field","name":{"kind":"Name","value":"token_type"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<RefreshSessionMutation, RefreshSessionMutationVariables>;
export const SignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationSignInSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionFields"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"providers"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"preferredClass"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"theme"}},{"kind":"Field","name":{"kind":"Name","value":"isFirstTimeUser"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"access_token"}},{"kind":"Field","name":{"kind":"Name","value":"expires_in"}},{"kind":"Field","name":{"kind":"Name","value":"expires_at"}},{"kind":"Field","name":{"kind":"Name","value":"token_type"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<SignInMutation, SignInMutationVariables>;
export const SignUpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignUpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationSignUpSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<SignUpMutation, SignUpMutationVariables>;
export const SignOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOut"}}]}}]} as unknown as DocumentNode<SignOutMutation, SignOutMutationVariables>;
export const VerifyEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationVerifyEmailSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionFields"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"providers"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"preferredClass"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"theme"}},{"kind":"Field","name":{"kind":"Name","value":"isFirstTimeUser"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"access_token"}},{"kind":"Field","name":{"kind":"Name","value":"expires_in"}},{"kind":"Field","name":{"kind":"Name","value":"expires_at"}},{"kind":"Field","name":{"kind":"Name","value":"token_type"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<VerifyEmailMutation, VerifyEmailMutationVariables>;
export const SignInWithLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignInWithLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signInWithLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationSignInWithLinkSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionFields"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"providers"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"preferredClass"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"theme"}},{"kind":"Field","name":{"kind":"Name","value":"isFirstTimeUser"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"access_token"}},{"kind":"Field","name":{"kind":"Name","value":"expires_in"}},{"kind":"Field","name":{"kind":"Name","value":"expires_at"}},{"kind":"Field","name":{"kind":"Name","value":"token_type"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<SignInWithLinkMutation, SignInWithLinkMutationVariables>;
export const ResendVerificationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendVerification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendVerification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<ResendVerificationMutation, ResendVerificationMutationVariables>;
export const RequestPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationResetPasswordSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionFields"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"providers"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"preferredClass"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"theme"}},{"kind":"Field","name":{"kind":"Name","value":"isFirstTimeUser"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"access_token"}},{"kind":"Field","name":{"kind":"Name","value":"expires_in"}},{"kind":"Field","name":{"kind":"Name","value":"expires_at"}},{"kind":"Field","name":{"kind":"Name","value":"token_type"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const SignInWithGoogleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignInWithGoogle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idToken"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signInWithGoogle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idToken"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationSignInWithGoogleSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionFields"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"providers"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"preferredClass"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"theme"}},{"kind":"Field","name":{"kind":"Name","value":"isFirstTimeUser"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"access_token"}},{"kind":"Field","name":{"kind":"Name","value":"expires_in"}},{"kind":"Field","name":{"kind":"Name","value":"expires_at"}},{"kind":"Field","name":{"kind":"Name","value":"token_type"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<SignInWithGoogleMutation, SignInWithGoogleMutationVariables>;
export const ChooseRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChooseRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chooseRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationChooseRoleSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionFields"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"providers"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"preferredClass"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"theme"}},{"kind":"Field","name":{"kind":"Name","value":"isFirstTimeUser"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"access_token"}},{"kind":"Field","name":{"kind":"Name","value":"expires_in"}},{"kind":"Field","name":{"kind":"Name","value":"expires_at"}},{"kind":"Field","name":{"kind":"Name","value":"token_type"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<ChooseRoleMutation, ChooseRoleMutationVariables>;
export const ChatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Chats"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subject"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChatbotSubject"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"subject"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subject"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"aiSetup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"modelConfigured"}}]}}]}}]} as unknown as DocumentNode<ChatsQuery, ChatsQueryVariables>;
export const ChatDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Chat"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chat"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QueryChatSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"turns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatTurnFields"}}]}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatReplyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AiTask"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"partial"}},{"kind":"Field","name":{"kind":"Name","value":"stopped"}},{"kind":"Field","name":{"kind":"Name","value":"checked"}},{"kind":"Field","name":{"kind":"Name","value":"failureCode"}},{"kind":"Field","name":{"kind":"Name","value":"failureMessage"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatTurnFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChatTurn"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"reply"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatReplyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<ChatQuery, ChatQueryVariables>;
export const StartChatDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartChat"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StartChatInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startChat"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationStartChatSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatTurnFields"}},{"kind":"Field","name":{"kind":"Name","value":"chat"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatReplyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AiTask"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"partial"}},{"kind":"Field","name":{"kind":"Name","value":"stopped"}},{"kind":"Field","name":{"kind":"Name","value":"checked"}},{"kind":"Field","name":{"kind":"Name","value":"failureCode"}},{"kind":"Field","name":{"kind":"Name","value":"failureMessage"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatTurnFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChatTurn"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"reply"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatReplyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<StartChatMutation, StartChatMutationVariables>;
export const SendChatMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendChatMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendChatMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendChatMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationSendChatMessageSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatTurnFields"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatReplyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AiTask"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"partial"}},{"kind":"Field","name":{"kind":"Name","value":"stopped"}},{"kind":"Field","name":{"kind":"Name","value":"checked"}},{"kind":"Field","name":{"kind":"Name","value":"failureCode"}},{"kind":"Field","name":{"kind":"Name","value":"failureMessage"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatTurnFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChatTurn"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"reply"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatReplyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<SendChatMessageMutation, SendChatMessageMutationVariables>;
export const RenameChatDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RenameChat"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"title"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renameChat"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"title"},"value":{"kind":"Variable","name":{"kind":"Name","value":"title"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationRenameChatSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<RenameChatMutation, RenameChatMutationVariables>;
export const DeleteChatDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteChat"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteChat"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<DeleteChatMutation, DeleteChatMutationVariables>;
export const StopAiTaskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StopAiTask"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stopAiTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationStopAiTaskSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatReplyFields"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatReplyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AiTask"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"partial"}},{"kind":"Field","name":{"kind":"Name","value":"stopped"}},{"kind":"Field","name":{"kind":"Name","value":"checked"}},{"kind":"Field","name":{"kind":"Name","value":"failureCode"}},{"kind":"Field","name":{"kind":"Name","value":"failureMessage"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<StopAiTaskMutation, StopAiTaskMutationVariables>;
export const RegenerateAiTaskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegenerateAiTask"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regenerateAiTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationRegenerateAiTaskSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatReplyFields"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatReplyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AiTask"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"partial"}},{"kind":"Field","name":{"kind":"Name","value":"stopped"}},{"kind":"Field","name":{"kind":"Name","value":"checked"}},{"kind":"Field","name":{"kind":"Name","value":"failureCode"}},{"kind":"Field","name":{"kind":"Name","value":"failureMessage"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<RegenerateAiTaskMutation, RegenerateAiTaskMutationVariables>;
export const WatchChatReplyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"WatchChatReply"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aiTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"stopped"}},{"kind":"Field","name":{"kind":"Name","value":"checked"}},{"kind":"Field","name":{"kind":"Name","value":"failureCode"}},{"kind":"Field","name":{"kind":"Name","value":"failureMessage"}},{"kind":"Field","name":{"kind":"Name","value":"partialDelta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]} as unknown as DocumentNode<WatchChatReplySubscription, WatchChatReplySubscriptionVariables>;
export const MyClassroomsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyClassrooms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"classrooms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClassroomFields"}},{"kind":"Field","name":{"kind":"Name","value":"students"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClassroomFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Classroom"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"subjects"}},{"kind":"Field","name":{"kind":"Name","value":"teacherName"}},{"kind":"Field","name":{"kind":"Name","value":"studentCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsTeacher"}},{"kind":"Field","name":{"kind":"Name","value":"joinCode"}},{"kind":"Field","name":{"kind":"Name","value":"joinCodeDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"joinPath"}},{"kind":"Field","name":{"kind":"Name","value":"joinCodeExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}},{"kind":"Field","name":{"kind":"Name","value":"activityNotice"}},{"kind":"Field","name":{"kind":"Name","value":"consentConfirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"consentConfirmedName"}}]}}]} as unknown as DocumentNode<MyClassroomsQuery, MyClassroomsQueryVariables>;
export const CreateClassroomDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateClassroom"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateClassroomInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createClassroom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationCreateClassroomSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClassroomFields"}},{"kind":"Field","name":{"kind":"Name","value":"students"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}}]}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClassroomFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Classroom"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"subjects"}},{"kind":"Field","name":{"kind":"Name","value":"teacherName"}},{"kind":"Field","name":{"kind":"Name","value":"studentCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsTeacher"}},{"kind":"Field","name":{"kind":"Name","value":"joinCode"}},{"kind":"Field","name":{"kind":"Name","value":"joinCodeDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"joinPath"}},{"kind":"Field","name":{"kind":"Name","value":"joinCodeExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}},{"kind":"Field","name":{"kind":"Name","value":"activityNotice"}},{"kind":"Field","name":{"kind":"Name","value":"consentConfirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"consentConfirmedName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<CreateClassroomMutation, CreateClassroomMutationVariables>;
export const RotateJoinCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RotateJoinCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"classroomId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"validDays"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rotateJoinCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"classroomId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"classroomId"}}},{"kind":"Argument","name":{"kind":"Name","value":"validDays"},"value":{"kind":"Variable","name":{"kind":"Name","value":"validDays"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationRotateJoinCodeSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClassroomFields"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClassroomFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Classroom"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"subjects"}},{"kind":"Field","name":{"kind":"Name","value":"teacherName"}},{"kind":"Field","name":{"kind":"Name","value":"studentCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsTeacher"}},{"kind":"Field","name":{"kind":"Name","value":"joinCode"}},{"kind":"Field","name":{"kind":"Name","value":"joinCodeDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"joinPath"}},{"kind":"Field","name":{"kind":"Name","value":"joinCodeExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}},{"kind":"Field","name":{"kind":"Name","value":"activityNotice"}},{"kind":"Field","name":{"kind":"Name","value":"consentConfirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"consentConfirmedName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<RotateJoinCodeMutation, RotateJoinCodeMutationVariables>;
export const RemoveStudentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveStudent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"classroomId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeStudent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"classroomId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"classroomId"}}},{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationRemoveStudentSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClassroomFields"}},{"kind":"Field","name":{"kind":"Name","value":"students"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}}]}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClassroomFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Classroom"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"subjects"}},{"kind":"Field","name":{"kind":"Name","value":"teacherName"}},{"kind":"Field","name":{"kind":"Name","value":"studentCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsTeacher"}},{"kind":"Field","name":{"kind":"Name","value":"joinCode"}},{"kind":"Field","name":{"kind":"Name","value":"joinCodeDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"joinPath"}},{"kind":"Field","name":{"kind":"Name","value":"joinCodeExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}},{"kind":"Field","name":{"kind":"Name","value":"activityNotice"}},{"kind":"Field","name":{"kind":"Name","value":"consentConfirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"consentConfirmedName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<RemoveStudentMutation, RemoveStudentMutationVariables>;
export const JoinClassroomDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"JoinClassroom"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"joinClassroom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationJoinClassroomSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alreadyMember"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"classroom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClassroomFields"}}]}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClassroomFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Classroom"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"subjects"}},{"kind":"Field","name":{"kind":"Name","value":"teacherName"}},{"kind":"Field","name":{"kind":"Name","value":"studentCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsTeacher"}},{"kind":"Field","name":{"kind":"Name","value":"joinCode"}},{"kind":"Field","name":{"kind":"Name","value":"joinCodeDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"joinPath"}},{"kind":"Field","name":{"kind":"Name","value":"joinCodeExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}},{"kind":"Field","name":{"kind":"Name","value":"activityNotice"}},{"kind":"Field","name":{"kind":"Name","value":"consentConfirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"consentConfirmedName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<JoinClassroomMutation, JoinClassroomMutationVariables>;
export const LeaveClassroomDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LeaveClassroom"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"classroomId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveClassroom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"classroomId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"classroomId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<LeaveClassroomMutation, LeaveClassroomMutationVariables>;
export const HeartbeatDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Heartbeat"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"heartbeat"}}]}}]} as unknown as DocumentNode<HeartbeatMutation, HeartbeatMutationVariables>;
export const ViewerRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ViewerRole"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<ViewerRoleQuery, ViewerRoleQueryVariables>;
export const ClassDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClassDashboard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"classroomId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"range"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DashboardRangeInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"timeZone"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subject"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"classDashboard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"classroomId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"classroomId"}}},{"kind":"Argument","name":{"kind":"Name","value":"range"},"value":{"kind":"Variable","name":{"kind":"Name","value":"range"}}},{"kind":"Argument","name":{"kind":"Name","value":"timeZone"},"value":{"kind":"Variable","name":{"kind":"Name","value":"timeZone"}}},{"kind":"Argument","name":{"kind":"Name","value":"subject"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subject"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QueryClassDashboardSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"generatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isEmpty"}},{"kind":"Field","name":{"kind":"Name","value":"activeStudents"}},{"kind":"Field","name":{"kind":"Name","value":"totalQuestions"}},{"kind":"Field","name":{"kind":"Name","value":"totalStudySeconds"}},{"kind":"Field","name":{"kind":"Name","value":"totalEvents"}},{"kind":"Field","name":{"kind":"Name","value":"classroom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"subjects"}},{"kind":"Field","name":{"kind":"Name","value":"studentCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"roster"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"online"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastActiveAt"}},{"kind":"Field","name":{"kind":"Name","value":"focusEndsAt"}},{"kind":"Field","name":{"kind":"Name","value":"studyTodaySeconds"}},{"kind":"Field","name":{"kind":"Name","value":"studyWeekSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"questions"}},{"kind":"Field","name":{"kind":"Name","value":"groupMessages"}},{"kind":"Field","name":{"kind":"Name","value":"events"}}]}},{"kind":"Field","name":{"kind":"Name","value":"studyGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"messages"}},{"kind":"Field","name":{"kind":"Name","value":"students"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"messages"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"questionsPerTopic"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"questions"}},{"kind":"Field","name":{"kind":"Name","value":"answers"}},{"kind":"Field","name":{"kind":"Name","value":"unverified"}}]}},{"kind":"Field","name":{"kind":"Name","value":"strugglingTopics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"questions"}},{"kind":"Field","name":{"kind":"Name","value":"unverified"}},{"kind":"Field","name":{"kind":"Name","value":"answers"}},{"kind":"Field","name":{"kind":"Name","value":"quizzes"}},{"kind":"Field","name":{"kind":"Name","value":"avgQuizPercent"}},{"kind":"Field","name":{"kind":"Name","value":"signals"}},{"kind":"Field","name":{"kind":"Name","value":"meanQuestions"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activityByDay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"questions"}},{"kind":"Field","name":{"kind":"Name","value":"studySeconds"}},{"kind":"Field","name":{"kind":"Name","value":"events"}}]}},{"kind":"Field","name":{"kind":"Name","value":"topQuestions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}}]}},{"kind":"Field","name":{"kind":"Name","value":"feed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ActivityFields"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActivityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClassActivity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"studentName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"seconds"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"cards"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ClassDashboardQuery, ClassDashboardQueryVariables>;
export const ClassActivityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ClassActivity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"classroomId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"since"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"classActivity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"classroomId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"classroomId"}}},{"kind":"Argument","name":{"kind":"Name","value":"since"},"value":{"kind":"Variable","name":{"kind":"Name","value":"since"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ActivityFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActivityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClassActivity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"studentName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"seconds"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"cards"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ClassActivitySubscription, ClassActivitySubscriptionVariables>;
export const StudentActivityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentActivity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"classroomId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"questionsOnly"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentActivity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"classroomId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"classroomId"}}},{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}},{"kind":"Argument","name":{"kind":"Name","value":"questionsOnly"},"value":{"kind":"Variable","name":{"kind":"Name","value":"questionsOnly"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"30"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QueryStudentActivitySuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ActivityFields"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActivityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClassActivity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"studentName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"seconds"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"cards"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<StudentActivityQuery, StudentActivityQueryVariables>;
export const MyToolAccessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyToolAccess"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myToolAccess"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ToolAccessFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ToolAccessFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MyToolAccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isChild"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"needsBirthDate"}},{"kind":"Field","name":{"kind":"Name","value":"dailyLimitMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"deleteAfter"}},{"kind":"Field","name":{"kind":"Name","value":"parentRequested"}},{"kind":"Field","name":{"kind":"Name","value":"closed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tool"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<MyToolAccessQuery, MyToolAccessQueryVariables>;
export const WatchMyToolAccessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"WatchMyToolAccess"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myToolAccess"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ToolAccessFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ToolAccessFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MyToolAccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isChild"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"needsBirthDate"}},{"kind":"Field","name":{"kind":"Name","value":"dailyLimitMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"deleteAfter"}},{"kind":"Field","name":{"kind":"Name","value":"parentRequested"}},{"kind":"Field","name":{"kind":"Name","value":"closed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tool"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<WatchMyToolAccessSubscription, WatchMyToolAccessSubscriptionVariables>;
export const RequestParentConsentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestParentConsent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"parentEmail"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestParentConsent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"parentEmail"},"value":{"kind":"Variable","name":{"kind":"Name","value":"parentEmail"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<RequestParentConsentMutation, RequestParentConsentMutationVariables>;
export const ParentConsentRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ParentConsentRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"parentConsentRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QueryParentConsentRequestSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"childName"}},{"kind":"Field","name":{"kind":"Name","value":"parentEmail"}},{"kind":"Field","name":{"kind":"Name","value":"hasParentAccount"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<ParentConsentRequestQuery, ParentConsentRequestQueryVariables>;
export const ParentConsentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ParentConsent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"parentConsent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationParentConsentSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionFields"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"providers"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"preferredClass"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"theme"}},{"kind":"Field","name":{"kind":"Name","value":"isFirstTimeUser"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"access_token"}},{"kind":"Field","name":{"kind":"Name","value":"expires_in"}},{"kind":"Field","name":{"kind":"Name","value":"expires_at"}},{"kind":"Field","name":{"kind":"Name","value":"token_type"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<ParentConsentMutation, ParentConsentMutationVariables>;
export const RefuseParentConsentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefuseParentConsent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refuseParentConsent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<RefuseParentConsentMutation, RefuseParentConsentMutationVariables>;
export const ParentChildrenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ParentChildren"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"parentChildren"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChildSummaryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChildSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ParentChildSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"consentedAt"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawnAt"}},{"kind":"Field","name":{"kind":"Name","value":"deleteAfter"}},{"kind":"Field","name":{"kind":"Name","value":"disabledTools"}},{"kind":"Field","name":{"kind":"Name","value":"dailyLimitMinutes"}}]}}]} as unknown as DocumentNode<ParentChildrenQuery, ParentChildrenQueryVariables>;
export const ParentChildDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ParentChild"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"childId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"parentChild"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"childId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"childId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QueryParentChildSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studyTodaySeconds"}},{"kind":"Field","name":{"kind":"Name","value":"studyWeekSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"studyTotalSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"questions"}},{"kind":"Field","name":{"kind":"Name","value":"subjects"}},{"kind":"Field","name":{"kind":"Name","value":"openTools"}},{"kind":"Field","name":{"kind":"Name","value":"mastery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chapterId"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"mastery"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"flag"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"childAuditLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"childId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"childId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QueryChildAuditLogSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"actorRole"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<ParentChildQuery, ParentChildQueryVariables>;
export const SetChildToolAccessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetChildToolAccess"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"childId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tool"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GuardedTool"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setChildToolAccess"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"childId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"childId"}}},{"kind":"Argument","name":{"kind":"Name","value":"tool"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tool"}}},{"kind":"Argument","name":{"kind":"Name","value":"enabled"},"value":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationSetChildToolAccessSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChildSummaryFields"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChildSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ParentChildSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"consentedAt"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawnAt"}},{"kind":"Field","name":{"kind":"Name","value":"deleteAfter"}},{"kind":"Field","name":{"kind":"Name","value":"disabledTools"}},{"kind":"Field","name":{"kind":"Name","value":"dailyLimitMinutes"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<SetChildToolAccessMutation, SetChildToolAccessMutationVariables>;
export const SetChildDailyLimitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetChildDailyLimit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"childId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"minutes"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setChildDailyLimit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"childId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"childId"}}},{"kind":"Argument","name":{"kind":"Name","value":"minutes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"minutes"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationSetChildDailyLimitSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChildSummaryFields"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChildSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ParentChildSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"consentedAt"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawnAt"}},{"kind":"Field","name":{"kind":"Name","value":"deleteAfter"}},{"kind":"Field","name":{"kind":"Name","value":"disabledTools"}},{"kind":"Field","name":{"kind":"Name","value":"dailyLimitMinutes"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<SetChildDailyLimitMutation, SetChildDailyLimitMutationVariables>;
export const WithdrawConsentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WithdrawConsent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"childId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawConsent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"childId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"childId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationWithdrawConsentSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChildSummaryFields"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChildSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ParentChildSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"consentedAt"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawnAt"}},{"kind":"Field","name":{"kind":"Name","value":"deleteAfter"}},{"kind":"Field","name":{"kind":"Name","value":"disabledTools"}},{"kind":"Field","name":{"kind":"Name","value":"dailyLimitMinutes"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<WithdrawConsentMutation, WithdrawConsentMutationVariables>;
export const UndoWithdrawalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UndoWithdrawal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"childId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"undoWithdrawal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"childId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"childId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationUndoWithdrawalSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChildSummaryFields"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChildSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ParentChildSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"consentedAt"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawnAt"}},{"kind":"Field","name":{"kind":"Name","value":"deleteAfter"}},{"kind":"Field","name":{"kind":"Name","value":"disabledTools"}},{"kind":"Field","name":{"kind":"Name","value":"dailyLimitMinutes"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<UndoWithdrawalMutation, UndoWithdrawalMutationVariables>;
export const ExportChildDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExportChildData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"childId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportChildData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"childId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"childId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QueryExportChildDataSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<ExportChildDataQuery, ExportChildDataQueryVariables>;
export const DeleteChildAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteChildAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"childId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"confirmName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteChildAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"childId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"childId"}}},{"kind":"Argument","name":{"kind":"Name","value":"confirmName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"confirmName"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<DeleteChildAccountMutation, DeleteChildAccountMutationVariables>;
export const ConfirmClassConsentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmClassConsent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"classroomId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmClassConsent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"classroomId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"classroomId"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationConfirmClassConsentSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"consentConfirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"consentConfirmedName"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<ConfirmClassConsentMutation, ConfirmClassConsentMutationVariables>;
export const SetBirthDateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetBirthDate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"birthDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setBirthDate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"birthDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"birthDate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<SetBirthDateMutation, SetBirthDateMutationVariables>;
export const ReportChildAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReportChildAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportChildAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<ReportChildAccountMutation, ReportChildAccountMutationVariables>;
export const CreateCardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CardInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationCreateCardSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CardFields"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Flashcard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deckId"}},{"kind":"Field","name":{"kind":"Name","value":"front"}},{"kind":"Field","name":{"kind":"Name","value":"back"}},{"kind":"Field","name":{"kind":"Name","value":"imageId"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"due"}},{"kind":"Field","name":{"kind":"Name","value":"reps"}},{"kind":"Field","name":{"kind":"Name","value":"lapses"}},{"kind":"Field","name":{"kind":"Name","value":"retrievability"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<CreateCardMutation, CreateCardMutationVariables>;
export const UpdateCardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CardInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationUpdateCardSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CardFields"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Flashcard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deckId"}},{"kind":"Field","name":{"kind":"Name","value":"front"}},{"kind":"Field","name":{"kind":"Name","value":"back"}},{"kind":"Field","name":{"kind":"Name","value":"imageId"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"due"}},{"kind":"Field","name":{"kind":"Name","value":"reps"}},{"kind":"Field","name":{"kind":"Name","value":"lapses"}},{"kind":"Field","name":{"kind":"Name","value":"retrievability"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<UpdateCardMutation, UpdateCardMutationVariables>;
export const MoveCardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MoveCard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deckId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveCard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"deckId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deckId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationMoveCardSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CardFields"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Flashcard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deckId"}},{"kind":"Field","name":{"kind":"Name","value":"front"}},{"kind":"Field","name":{"kind":"Name","value":"back"}},{"kind":"Field","name":{"kind":"Name","value":"imageId"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"due"}},{"kind":"Field","name":{"kind":"Name","value":"reps"}},{"kind":"Field","name":{"kind":"Name","value":"lapses"}},{"kind":"Field","name":{"kind":"Name","value":"retrievability"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<MoveCardMutation, MoveCardMutationVariables>;
export const DeleteCardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationDeleteCardSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<DeleteCardMutation, DeleteCardMutationVariables>;
export const ImportCardsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImportCards"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ImportCardsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importCards"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationImportCardsSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imported"}},{"kind":"Field","name":{"kind":"Name","value":"deck"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeckFields"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImportCardsError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeckFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Deck"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"examDate"}},{"kind":"Field","name":{"kind":"Name","value":"examMode"}},{"kind":"Field","name":{"kind":"Name","value":"newCardsPerDay"}},{"kind":"Field","name":{"kind":"Name","value":"desiredRetention"}},{"kind":"Field","name":{"kind":"Name","value":"cardCount"}},{"kind":"Field","name":{"kind":"Name","value":"dueCount"}},{"kind":"Field","name":{"kind":"Name","value":"newCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<ImportCardsMutation, ImportCardsMutationVariables>;
export const DecksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Decks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeckFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeckFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Deck"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"examDate"}},{"kind":"Field","name":{"kind":"Name","value":"examMode"}},{"kind":"Field","name":{"kind":"Name","value":"newCardsPerDay"}},{"kind":"Field","name":{"kind":"Name","value":"desiredRetention"}},{"kind":"Field","name":{"kind":"Name","value":"cardCount"}},{"kind":"Field","name":{"kind":"Name","value":"dueCount"}},{"kind":"Field","name":{"kind":"Name","value":"newCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<DecksQuery, DecksQueryVariables>;
export const DeckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Deck"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deck"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeckFields"}},{"kind":"Field","name":{"kind":"Name","value":"cards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CardFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeckFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Deck"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"examDate"}},{"kind":"Field","name":{"kind":"Name","value":"examMode"}},{"kind":"Field","name":{"kind":"Name","value":"newCardsPerDay"}},{"kind":"Field","name":{"kind":"Name","value":"desiredRetention"}},{"kind":"Field","name":{"kind":"Name","value":"cardCount"}},{"kind":"Field","name":{"kind":"Name","value":"dueCount"}},{"kind":"Field","name":{"kind":"Name","value":"newCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Flashcard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deckId"}},{"kind":"Field","name":{"kind":"Name","value":"front"}},{"kind":"Field","name":{"kind":"Name","value":"back"}},{"kind":"Field","name":{"kind":"Name","value":"imageId"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"due"}},{"kind":"Field","name":{"kind":"Name","value":"reps"}},{"kind":"Field","name":{"kind":"Name","value":"lapses"}},{"kind":"Field","name":{"kind":"Name","value":"retrievability"}}]}}]} as unknown as DocumentNode<DeckQuery, DeckQueryVariables>;
export const CreateDeckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateDeck"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeckInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tzOffset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDeck"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"tzOffset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tzOffset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationCreateDeckSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeckFields"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeckFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Deck"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"examDate"}},{"kind":"Field","name":{"kind":"Name","value":"examMode"}},{"kind":"Field","name":{"kind":"Name","value":"newCardsPerDay"}},{"kind":"Field","name":{"kind":"Name","value":"desiredRetention"}},{"kind":"Field","name":{"kind":"Name","value":"cardCount"}},{"kind":"Field","name":{"kind":"Name","value":"dueCount"}},{"kind":"Field","name":{"kind":"Name","value":"newCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<CreateDeckMutation, CreateDeckMutationVariables>;
export const UpdateDeckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateDeck"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeckInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tzOffset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateDeck"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"tzOffset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tzOffset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationUpdateDeckSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeckFields"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeckFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Deck"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"examDate"}},{"kind":"Field","name":{"kind":"Name","value":"examMode"}},{"kind":"Field","name":{"kind":"Name","value":"newCardsPerDay"}},{"kind":"Field","name":{"kind":"Name","value":"desiredRetention"}},{"kind":"Field","name":{"kind":"Name","value":"cardCount"}},{"kind":"Field","name":{"kind":"Name","value":"dueCount"}},{"kind":"Field","name":{"kind":"Name","value":"newCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<UpdateDeckMutation, UpdateDeckMutationVariables>;
export const DeleteDeckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteDeck"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteDeck"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationDeleteDeckSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<DeleteDeckMutation, DeleteDeckMutationVariables>;
export const ExportDeckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExportDeck"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"format"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CardTextFormat"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportDeck"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"Variable","name":{"kind":"Name","value":"format"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QueryExportDeckSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"cardCount"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<ExportDeckQuery, ExportDeckQueryVariables>;
export const GenerateFlashcardsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GenerateFlashcards"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GenerateFlashcardsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generateFlashcards"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationGenerateFlashcardsSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<GenerateFlashcardsMutation, GenerateFlashcardsMutationVariables>;
export const WatchGenerationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"WatchGeneration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"flashcardGeneration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"cards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"front"}},{"kind":"Field","name":{"kind":"Name","value":"back"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<WatchGenerationSubscription, WatchGenerationSubscriptionVariables>;
export const SaveGeneratedCardsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveGeneratedCards"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveGeneratedCardsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveGeneratedCards"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationSaveGeneratedCardsSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imported"}},{"kind":"Field","name":{"kind":"Name","value":"deck"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeckFields"}}]}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeckFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Deck"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"examDate"}},{"kind":"Field","name":{"kind":"Name","value":"examMode"}},{"kind":"Field","name":{"kind":"Name","value":"newCardsPerDay"}},{"kind":"Field","name":{"kind":"Name","value":"desiredRetention"}},{"kind":"Field","name":{"kind":"Name","value":"cardCount"}},{"kind":"Field","name":{"kind":"Name","value":"dueCount"}},{"kind":"Field","name":{"kind":"Name","value":"newCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<SaveGeneratedCardsMutation, SaveGeneratedCardsMutationVariables>;
export const DueCardsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DueCards"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deckId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tzOffset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dueCards"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"deckId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deckId"}}},{"kind":"Argument","name":{"kind":"Name","value":"tzOffset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tzOffset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QueryDueCardsSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dueCount"}},{"kind":"Field","name":{"kind":"Name","value":"newCount"}},{"kind":"Field","name":{"kind":"Name","value":"cards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CardFields"}},{"kind":"Field","name":{"kind":"Name","value":"stability"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}},{"kind":"Field","name":{"kind":"Name","value":"elapsedDays"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledDays"}},{"kind":"Field","name":{"kind":"Name","value":"learningSteps"}},{"kind":"Field","name":{"kind":"Name","value":"lastReview"}},{"kind":"Field","name":{"kind":"Name","value":"previews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tzOffset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tzOffset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"interval"}},{"kind":"Field","name":{"kind":"Name","value":"due"}}]}}]}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"decks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"desiredRetention"}},{"kind":"Field","name":{"kind":"Name","value":"examMode"}},{"kind":"Field","name":{"kind":"Name","value":"examDate"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Flashcard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deckId"}},{"kind":"Field","name":{"kind":"Name","value":"front"}},{"kind":"Field","name":{"kind":"Name","value":"back"}},{"kind":"Field","name":{"kind":"Name","value":"imageId"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"due"}},{"kind":"Field","name":{"kind":"Name","value":"reps"}},{"kind":"Field","name":{"kind":"Name","value":"lapses"}},{"kind":"Field","name":{"kind":"Name","value":"retrievability"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<DueCardsQuery, DueCardsQueryVariables>;
export const SyncReviewsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SyncReviews"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reviews"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OfflineReviewInput"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tzOffset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"syncReviews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"reviews"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reviews"}}},{"kind":"Argument","name":{"kind":"Name","value":"tzOffset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tzOffset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationSyncReviewsSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applied"}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<SyncReviewsMutation, SyncReviewsMutationVariables>;
export const ReviewCardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReviewCard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewCardInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tzOffset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewCard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"tzOffset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tzOffset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationReviewCardSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewId"}},{"kind":"Field","name":{"kind":"Name","value":"card"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CardFields"}}]}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Flashcard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deckId"}},{"kind":"Field","name":{"kind":"Name","value":"front"}},{"kind":"Field","name":{"kind":"Name","value":"back"}},{"kind":"Field","name":{"kind":"Name","value":"imageId"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"due"}},{"kind":"Field","name":{"kind":"Name","value":"reps"}},{"kind":"Field","name":{"kind":"Name","value":"lapses"}},{"kind":"Field","name":{"kind":"Name","value":"retrievability"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<ReviewCardMutation, ReviewCardMutationVariables>;
export const UndoReviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UndoReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deckId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tzOffset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"undoReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"deckId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deckId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationUndoReviewSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CardFields"}},{"kind":"Field","name":{"kind":"Name","value":"stability"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}},{"kind":"Field","name":{"kind":"Name","value":"elapsedDays"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledDays"}},{"kind":"Field","name":{"kind":"Name","value":"learningSteps"}},{"kind":"Field","name":{"kind":"Name","value":"lastReview"}},{"kind":"Field","name":{"kind":"Name","value":"previews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tzOffset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tzOffset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"interval"}},{"kind":"Field","name":{"kind":"Name","value":"due"}}]}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Flashcard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deckId"}},{"kind":"Field","name":{"kind":"Name","value":"front"}},{"kind":"Field","name":{"kind":"Name","value":"back"}},{"kind":"Field","name":{"kind":"Name","value":"imageId"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"due"}},{"kind":"Field","name":{"kind":"Name","value":"reps"}},{"kind":"Field","name":{"kind":"Name","value":"lapses"}},{"kind":"Field","name":{"kind":"Name","value":"retrievability"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<UndoReviewMutation, UndoReviewMutationVariables>;
export const DeckReadinessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeckReadiness"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deckId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tzOffset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deckReadiness"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"deckId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deckId"}}},{"kind":"Argument","name":{"kind":"Name","value":"tzOffset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tzOffset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QueryDeckReadinessSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deckId"}},{"kind":"Field","name":{"kind":"Name","value":"examAt"}},{"kind":"Field","name":{"kind":"Name","value":"daysLeft"}},{"kind":"Field","name":{"kind":"Name","value":"threshold"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"averageRecall"}},{"kind":"Field","name":{"kind":"Name","value":"plannedAverageRecall"}},{"kind":"Field","name":{"kind":"Name","value":"atRiskCount"}},{"kind":"Field","name":{"kind":"Name","value":"newCount"}},{"kind":"Field","name":{"kind":"Name","value":"reviewsNeeded"}},{"kind":"Field","name":{"kind":"Name","value":"reviewsPerDay"}},{"kind":"Field","name":{"kind":"Name","value":"atRisk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cardId"}},{"kind":"Field","name":{"kind":"Name","value":"front"}},{"kind":"Field","name":{"kind":"Name","value":"recall"}},{"kind":"Field","name":{"kind":"Name","value":"plannedRecall"}}]}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<DeckReadinessQuery, DeckReadinessQueryVariables>;
export const FlashcardStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FlashcardStats"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deckId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tzOffset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"flashcardStats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"deckId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deckId"}}},{"kind":"Argument","name":{"kind":"Name","value":"tzOffset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tzOffset"}}},{"kind":"Argument","name":{"kind":"Name","value":"days"},"value":{"kind":"IntValue","value":"30"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QueryFlashcardStatsSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewsPerDay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"reviews"}}]}},{"kind":"Field","name":{"kind":"Name","value":"retention"}},{"kind":"Field","name":{"kind":"Name","value":"streak"}},{"kind":"Field","name":{"kind":"Name","value":"reviewsToday"}},{"kind":"Field","name":{"kind":"Name","value":"totalReviews"}},{"kind":"Field","name":{"kind":"Name","value":"cardCount"}},{"kind":"Field","name":{"kind":"Name","value":"dueNow"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<FlashcardStatsQuery, FlashcardStatsQueryVariables>;
export const FocusTimerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FocusTimer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"focusTimer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FocusTimerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FocusTimerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FocusTimer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sessionType"}},{"kind":"Field","name":{"kind":"Name","value":"sessionCount"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"remainingSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"phaseSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"minuteSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"focusMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"shortBreakMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"longBreakMinutes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"serverNow"}},{"kind":"Field","name":{"kind":"Name","value":"lastEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"sessionCount"}},{"kind":"Field","name":{"kind":"Name","value":"focusSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"nextBreak"}},{"kind":"Field","name":{"kind":"Name","value":"breakSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]} as unknown as DocumentNode<FocusTimerQuery, FocusTimerQueryVariables>;
export const WatchFocusTimerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"WatchFocusTimer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"focusTimer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FocusTimerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FocusTimerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FocusTimer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sessionType"}},{"kind":"Field","name":{"kind":"Name","value":"sessionCount"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"remainingSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"phaseSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"minuteSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"focusMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"shortBreakMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"longBreakMinutes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"serverNow"}},{"kind":"Field","name":{"kind":"Name","value":"lastEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"sessionCount"}},{"kind":"Field","name":{"kind":"Name","value":"focusSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"nextBreak"}},{"kind":"Field","name":{"kind":"Name","value":"breakSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]} as unknown as DocumentNode<WatchFocusTimerSubscription, WatchFocusTimerSubscriptionVariables>;
export const ToggleFocusTimerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ToggleFocusTimer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"timeZone"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"toggleFocusTimer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}},{"kind":"Argument","name":{"kind":"Name","value":"timeZone"},"value":{"kind":"Variable","name":{"kind":"Name","value":"timeZone"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationToggleFocusTimerSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FocusTimerFields"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FocusTimerStaleError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"current"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FocusTimerFields"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FocusTimerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FocusTimer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sessionType"}},{"kind":"Field","name":{"kind":"Name","value":"sessionCount"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"remainingSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"phaseSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"minuteSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"focusMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"shortBreakMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"longBreakMinutes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"serverNow"}},{"kind":"Field","name":{"kind":"Name","value":"lastEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"sessionCount"}},{"kind":"Field","name":{"kind":"Name","value":"focusSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"nextBreak"}},{"kind":"Field","name":{"kind":"Name","value":"breakSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<ToggleFocusTimerMutation, ToggleFocusTimerMutationVariables>;
export const ResetFocusTimerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetFocusTimer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetFocusTimer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationResetFocusTimerSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FocusTimerFields"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FocusTimerStaleError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"current"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FocusTimerFields"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FocusTimerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FocusTimer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sessionType"}},{"kind":"Field","name":{"kind":"Name","value":"sessionCount"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"remainingSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"phaseSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"minuteSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"focusMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"shortBreakMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"longBreakMinutes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"serverNow"}},{"kind":"Field","name":{"kind":"Name","value":"lastEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"sessionCount"}},{"kind":"Field","name":{"kind":"Name","value":"focusSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"nextBreak"}},{"kind":"Field","name":{"kind":"Name","value":"breakSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<ResetFocusTimerMutation, ResetFocusTimerMutationVariables>;
export const UpdateFocusTimerSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateFocusTimerSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"settings"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FocusTimerSettingsInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateFocusTimerSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"settings"},"value":{"kind":"Variable","name":{"kind":"Name","value":"settings"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationUpdateFocusTimerSettingsSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FocusTimerFields"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FocusTimerStaleError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"current"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FocusTimerFields"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FocusTimerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FocusTimer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sessionType"}},{"kind":"Field","name":{"kind":"Name","value":"sessionCount"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"remainingSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"phaseSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"minuteSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"focusMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"shortBreakMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"longBreakMinutes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"serverNow"}},{"kind":"Field","name":{"kind":"Name","value":"lastEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"sessionCount"}},{"kind":"Field","name":{"kind":"Name","value":"focusSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"nextBreak"}},{"kind":"Field","name":{"kind":"Name","value":"breakSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<UpdateFocusTimerSettingsMutation, UpdateFocusTimerSettingsMutationVariables>;
export const GrammarSetupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GrammarSetup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aiSetup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"modelConfigured"}}]}}]}}]} as unknown as DocumentNode<GrammarSetupQuery, GrammarSetupQueryVariables>;
export const GrammarExplainDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GrammarExplain"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GrammarExplainInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"grammarExplain"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationGrammarExplainSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<GrammarExplainMutation, GrammarExplainMutationVariables>;
export const GroupClassChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GroupClassChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"classrooms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsTeacher"}}]}}]}}]} as unknown as DocumentNode<GroupClassChoicesQuery, GroupClassChoicesQueryVariables>;
export const StudyGroupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudyGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studyGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudyGroupFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudyGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudyGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"classroomId"}},{"kind":"Field","name":{"kind":"Name","value":"className"}},{"kind":"Field","name":{"kind":"Name","value":"inviteCode"}},{"kind":"Field","name":{"kind":"Name","value":"inviteCodeExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"canModerate"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"headSeq"}},{"kind":"Field","name":{"kind":"Name","value":"lastReadSeq"}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}},{"kind":"Field","name":{"kind":"Name","value":"openReportCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"senderName"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]}}]} as unknown as DocumentNode<StudyGroupsQuery, StudyGroupsQueryVariables>;
export const StudyGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudyGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studyGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudyGroupFields"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rosterName"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudyGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudyGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"classroomId"}},{"kind":"Field","name":{"kind":"Name","value":"className"}},{"kind":"Field","name":{"kind":"Name","value":"inviteCode"}},{"kind":"Field","name":{"kind":"Name","value":"inviteCodeExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"canModerate"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"headSeq"}},{"kind":"Field","name":{"kind":"Name","value":"lastReadSeq"}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}},{"kind":"Field","name":{"kind":"Name","value":"openReportCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"senderName"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]}}]} as unknown as DocumentNode<StudyGroupQuery, StudyGroupQueryVariables>;
export const GroupsViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GroupsViewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<GroupsViewerQuery, GroupsViewerQueryVariables>;
export const CreateStudyGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateStudyGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateStudyGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createStudyGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationCreateStudyGroupSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudyGroupFields"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudyGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudyGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"classroomId"}},{"kind":"Field","name":{"kind":"Name","value":"className"}},{"kind":"Field","name":{"kind":"Name","value":"inviteCode"}},{"kind":"Field","name":{"kind":"Name","value":"inviteCodeExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"canModerate"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"headSeq"}},{"kind":"Field","name":{"kind":"Name","value":"lastReadSeq"}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}},{"kind":"Field","name":{"kind":"Name","value":"openReportCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"senderName"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<CreateStudyGroupMutation, CreateStudyGroupMutationVariables>;
export const JoinStudyGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"JoinStudyGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"joinStudyGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationJoinStudyGroupSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudyGroupFields"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudyGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudyGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"classroomId"}},{"kind":"Field","name":{"kind":"Name","value":"className"}},{"kind":"Field","name":{"kind":"Name","value":"inviteCode"}},{"kind":"Field","name":{"kind":"Name","value":"inviteCodeExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"canModerate"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"headSeq"}},{"kind":"Field","name":{"kind":"Name","value":"lastReadSeq"}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}},{"kind":"Field","name":{"kind":"Name","value":"openReportCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"senderName"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<JoinStudyGroupMutation, JoinStudyGroupMutationVariables>;
export const LeaveStudyGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LeaveStudyGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveStudyGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<LeaveStudyGroupMutation, LeaveStudyGroupMutationVariables>;
export const RotateGroupInviteCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RotateGroupInviteCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"validDays"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rotateGroupInviteCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"validDays"},"value":{"kind":"Variable","name":{"kind":"Name","value":"validDays"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationRotateGroupInviteCodeSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"inviteCode"}},{"kind":"Field","name":{"kind":"Name","value":"inviteCodeExpiresAt"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<RotateGroupInviteCodeMutation, RotateGroupInviteCodeMutationVariables>;
export const RemoveGroupMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveGroupMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeGroupMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<RemoveGroupMemberMutation, RemoveGroupMemberMutationVariables>;
export const DeleteStudyGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteStudyGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"confirmName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteStudyGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"confirmName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"confirmName"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<DeleteStudyGroupMutation, DeleteStudyGroupMutationVariables>;
export const MarkGroupReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkGroupRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"seq"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markGroupRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"seq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"seq"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationMarkGroupReadSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lastReadSeq"}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}}]}}]}}]}}]}}]} as unknown as DocumentNode<MarkGroupReadMutation, MarkGroupReadMutationVariables>;
export const GroupMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GroupMessages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"afterSeq"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"beforeSeq"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"afterSeq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"afterSeq"}}},{"kind":"Argument","name":{"kind":"Name","value":"beforeSeq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"beforeSeq"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QueryGroupMessagesSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"headSeq"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupMessageFields"}}]}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GroupMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"senderId"}},{"kind":"Field","name":{"kind":"Name","value":"senderName"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"editedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedBy"}},{"kind":"Field","name":{"kind":"Name","value":"editableUntil"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<GroupMessagesQuery, GroupMessagesQueryVariables>;
export const SendGroupMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendGroupMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendGroupMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendGroupMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationSendGroupMessageSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupMessageFields"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GroupMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"senderId"}},{"kind":"Field","name":{"kind":"Name","value":"senderName"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"editedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedBy"}},{"kind":"Field","name":{"kind":"Name","value":"editableUntil"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<SendGroupMessageMutation, SendGroupMessageMutationVariables>;
export const EditGroupMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditGroupMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EditGroupMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editGroupMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationEditGroupMessageSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupMessageFields"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GroupMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"senderId"}},{"kind":"Field","name":{"kind":"Name","value":"senderName"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"editedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedBy"}},{"kind":"Field","name":{"kind":"Name","value":"editableUntil"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<EditGroupMessageMutation, EditGroupMessageMutationVariables>;
export const DeleteGroupMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteGroupMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"messageId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteGroupMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"messageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"messageId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationDeleteGroupMessageSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupMessageFields"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GroupMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"senderId"}},{"kind":"Field","name":{"kind":"Name","value":"senderName"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"editedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedBy"}},{"kind":"Field","name":{"kind":"Name","value":"editableUntil"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<DeleteGroupMessageMutation, DeleteGroupMessageMutationVariables>;
export const GroupMessageEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"GroupMessageEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupMessageEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"message"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupMessageFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GroupMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"senderId"}},{"kind":"Field","name":{"kind":"Name","value":"senderName"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"editedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedBy"}},{"kind":"Field","name":{"kind":"Name","value":"editableUntil"}}]}}]} as unknown as DocumentNode<GroupMessageEventsSubscription, GroupMessageEventsSubscriptionVariables>;
export const SetGroupTypingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetGroupTyping"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"typing"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setGroupTyping"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"typing"},"value":{"kind":"Variable","name":{"kind":"Name","value":"typing"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<SetGroupTypingMutation, SetGroupTypingMutationVariables>;
export const GroupTypingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"GroupTyping"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupTyping"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"typing"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]} as unknown as DocumentNode<GroupTypingSubscription, GroupTypingSubscriptionVariables>;
export const GroupPresenceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"GroupPresence"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupPresence"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"online"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<GroupPresenceSubscription, GroupPresenceSubscriptionVariables>;
export const ReportGroupMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReportGroupMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportGroupMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportGroupMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationReportGroupMessageSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<ReportGroupMessageMutation, ReportGroupMessageMutationVariables>;
export const GroupReportsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GroupReports"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupReports"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QueryGroupReportsSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MessageReportFields"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MessageReportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MessageReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"bodySnapshot"}},{"kind":"Field","name":{"kind":"Name","value":"senderId"}},{"kind":"Field","name":{"kind":"Name","value":"senderName"}},{"kind":"Field","name":{"kind":"Name","value":"senderIsMember"}},{"kind":"Field","name":{"kind":"Name","value":"reporterName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"messageDeleted"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<GroupReportsQuery, GroupReportsQueryVariables>;
export const ResolveGroupReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResolveGroupReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reportId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"action"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportAction"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resolveGroupReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"reportId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reportId"}}},{"kind":"Argument","name":{"kind":"Name","value":"action"},"value":{"kind":"Variable","name":{"kind":"Name","value":"action"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationResolveGroupReportSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MessageReportFields"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MessageReportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MessageReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"bodySnapshot"}},{"kind":"Field","name":{"kind":"Name","value":"senderId"}},{"kind":"Field","name":{"kind":"Name","value":"senderName"}},{"kind":"Field","name":{"kind":"Name","value":"senderIsMember"}},{"kind":"Field","name":{"kind":"Name","value":"reporterName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"messageDeleted"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<ResolveGroupReportMutation, ResolveGroupReportMutationVariables>;
export const HistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"History"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"history"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QueryHistorySuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"aiResponse"}},{"kind":"Field","name":{"kind":"Name","value":"toolType"}},{"kind":"Field","name":{"kind":"Name","value":"similarQuestions"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<HistoryQuery, HistoryQueryVariables>;
export const DeleteHistoryRecordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteHistoryRecord"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteHistoryRecord"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationDeleteHistoryRecordSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<DeleteHistoryRecordMutation, DeleteHistoryRecordMutationVariables>;
export const LandingStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LandingStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"landingStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"students"}},{"kind":"Field","name":{"kind":"Name","value":"flashcards"}},{"kind":"Field","name":{"kind":"Name","value":"studyHours"}},{"kind":"Field","name":{"kind":"Name","value":"joinedThisWeek"}}]}}]}}]} as unknown as DocumentNode<LandingStatsQuery, LandingStatsQueryVariables>;
export const StudyPlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudyPlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studyPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QueryStudyPlanSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudyPlanFields"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudyPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudyPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"today"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"planned"}},{"kind":"Field","name":{"kind":"Name","value":"fits"}},{"kind":"Field","name":{"kind":"Name","value":"neededMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"availableMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"plannedAt"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"examId"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"chapterId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"chapterId"}},{"kind":"Field","name":{"kind":"Name","value":"examId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"cards"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"doneAt"}},{"kind":"Field","name":{"kind":"Name","value":"doneBy"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<StudyPlanQuery, StudyPlanQueryVariables>;
export const WatchStudyPlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"WatchStudyPlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studyPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudyPlanFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudyPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudyPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"today"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"planned"}},{"kind":"Field","name":{"kind":"Name","value":"fits"}},{"kind":"Field","name":{"kind":"Name","value":"neededMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"availableMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"plannedAt"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"examId"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"chapterId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"chapterId"}},{"kind":"Field","name":{"kind":"Name","value":"examId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"cards"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"doneAt"}},{"kind":"Field","name":{"kind":"Name","value":"doneBy"}}]}}]}}]} as unknown as DocumentNode<WatchStudyPlanSubscription, WatchStudyPlanSubscriptionVariables>;
export const ExamsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Exams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"wholeSyllabus"}},{"kind":"Field","name":{"kind":"Name","value":"chapters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"studyAvailability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"minutesByWeekday"}},{"kind":"Field","name":{"kind":"Name","value":"daysOff"}},{"kind":"Field","name":{"kind":"Name","value":"dailyGoalMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"weeklyGoalDays"}}]}}]}}]} as unknown as DocumentNode<ExamsQuery, ExamsQueryVariables>;
export const PlanChaptersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlanChapters"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subject"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planChapters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"subject"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subject"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QueryPlanChaptersSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<PlanChaptersQuery, PlanChaptersQueryVariables>;
export const SaveExamDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveExam"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveExamInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveExam"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationSaveExamSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<SaveExamMutation, SaveExamMutationVariables>;
export const DeleteExamDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteExam"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteExam"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<DeleteExamMutation, DeleteExamMutationVariables>;
export const SetStudyAvailabilityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetStudyAvailability"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StudyAvailabilityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setStudyAvailability"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<SetStudyAvailabilityMutation, SetStudyAvailabilityMutationVariables>;
export const CompletePlanItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompletePlanItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"done"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completePlanItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"done"},"value":{"kind":"Variable","name":{"kind":"Name","value":"done"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<CompletePlanItemMutation, CompletePlanItemMutationVariables>;
export const StartPlanItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartPlanItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startPlanItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<StartPlanItemMutation, StartPlanItemMutationVariables>;
export const FocusTimerLabelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FocusTimerLabel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"focusTimer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<FocusTimerLabelQuery, FocusTimerLabelQueryVariables>;
export const ProgressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"today"}},{"kind":"Field","name":{"kind":"Name","value":"totalMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"dailyGoalMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}},{"kind":"Field","name":{"kind":"Name","value":"focusSessions"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subjects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}},{"kind":"Field","name":{"kind":"Name","value":"questions"}}]}},{"kind":"Field","name":{"kind":"Name","value":"streak"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"best"}},{"kind":"Field","name":{"kind":"Name","value":"freezes"}},{"kind":"Field","name":{"kind":"Name","value":"frozen"}},{"kind":"Field","name":{"kind":"Name","value":"thisWeek"}},{"kind":"Field","name":{"kind":"Name","value":"weeklyGoal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"chapters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chapterId"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"mastery"}},{"kind":"Field","name":{"kind":"Name","value":"evidence"}},{"kind":"Field","name":{"kind":"Name","value":"tutorQuestions"}}]}},{"kind":"Field","name":{"kind":"Name","value":"retention"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviews"}},{"kind":"Field","name":{"kind":"Name","value":"remembered"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"topics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"questions"}}]}},{"kind":"Field","name":{"kind":"Name","value":"badges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"earned"}},{"kind":"Field","name":{"kind":"Name","value":"earnedOn"}}]}}]}}]}}]} as unknown as DocumentNode<ProgressQuery, ProgressQueryVariables>;
export const LearnerPathDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LearnerPath"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subject"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"learnerPath"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"subject"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subject"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QueryLearnerPathSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"readyReason"}},{"kind":"Field","name":{"kind":"Name","value":"chapters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chapterId"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"book"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"next"}},{"kind":"Field","name":{"kind":"Name","value":"readyNext"}}]}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<LearnerPathQuery, LearnerPathQueryVariables>;
export const UpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationUpdateProfileSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"providers"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"preferredClass"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"theme"}},{"kind":"Field","name":{"kind":"Name","value":"isFirstTimeUser"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const CompleteFirstTimeSetupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompleteFirstTimeSetup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"standard"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeFirstTimeSetup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"standard"},"value":{"kind":"Variable","name":{"kind":"Name","value":"standard"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationCompleteFirstTimeSetupSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"providers"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"preferredClass"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"theme"}},{"kind":"Field","name":{"kind":"Name","value":"isFirstTimeUser"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<CompleteFirstTimeSetupMutation, CompleteFirstTimeSetupMutationVariables>;
export const DeleteAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"confirmEmail"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"confirmEmail"},"value":{"kind":"Variable","name":{"kind":"Name","value":"confirmEmail"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<DeleteAccountMutation, DeleteAccountMutationVariables>;
export const ExportMyDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExportMyData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportMyData"}}]}}]} as unknown as DocumentNode<ExportMyDataQuery, ExportMyDataQueryVariables>;
export const StartRoundTripDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartRoundTrip"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RoundTripInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startRoundTrip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationStartRoundTripSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<StartRoundTripMutation, StartRoundTripMutationVariables>;
export const WatchRoundTripDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"WatchRoundTrip"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roundTrip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"processedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}}]}}]} as unknown as DocumentNode<WatchRoundTripSubscription, WatchRoundTripSubscriptionVariables>;
export const StartSocraticDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartSocratic"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StartSocraticInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startSocratic"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationStartSocraticSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SocraticSessionFields"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SocraticSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SocraticSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"classLevel"}},{"kind":"Field","name":{"kind":"Name","value":"problem"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"waiting"}},{"kind":"Field","name":{"kind":"Name","value":"stepsDone"}},{"kind":"Field","name":{"kind":"Name","value":"stepsTotal"}},{"kind":"Field","name":{"kind":"Name","value":"hintsUsed"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"finalAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"turns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"mistake"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<StartSocraticMutation, StartSocraticMutationVariables>;
export const SocraticReplyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SocraticReply"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SocraticReplyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"socraticReply"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationSocraticReplySuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SocraticSessionFields"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SocraticSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SocraticSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"classLevel"}},{"kind":"Field","name":{"kind":"Name","value":"problem"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"waiting"}},{"kind":"Field","name":{"kind":"Name","value":"stepsDone"}},{"kind":"Field","name":{"kind":"Name","value":"stepsTotal"}},{"kind":"Field","name":{"kind":"Name","value":"hintsUsed"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"finalAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"turns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"mistake"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<SocraticReplyMutation, SocraticReplyMutationVariables>;
export const SocraticHintDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SocraticHint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SocraticHintInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"socraticHint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationSocraticHintSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SocraticSessionFields"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SocraticSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SocraticSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"classLevel"}},{"kind":"Field","name":{"kind":"Name","value":"problem"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"waiting"}},{"kind":"Field","name":{"kind":"Name","value":"stepsDone"}},{"kind":"Field","name":{"kind":"Name","value":"stepsTotal"}},{"kind":"Field","name":{"kind":"Name","value":"hintsUsed"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"finalAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"turns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"mistake"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<SocraticHintMutation, SocraticHintMutationVariables>;
export const SocraticSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SocraticSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"socraticSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuerySocraticSessionSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SocraticSessionFields"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SocraticSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SocraticSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"classLevel"}},{"kind":"Field","name":{"kind":"Name","value":"problem"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"waiting"}},{"kind":"Field","name":{"kind":"Name","value":"stepsDone"}},{"kind":"Field","name":{"kind":"Name","value":"stepsTotal"}},{"kind":"Field","name":{"kind":"Name","value":"hintsUsed"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"finalAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"turns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"mistake"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<SocraticSessionQuery, SocraticSessionQueryVariables>;
export const SocraticSessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SocraticSessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"socraticSessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"problem"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"stepsDone"}},{"kind":"Field","name":{"kind":"Name","value":"stepsTotal"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"aiSetup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"modelConfigured"}}]}}]}}]} as unknown as DocumentNode<SocraticSessionsQuery, SocraticSessionsQueryVariables>;
export const StoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Stories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoryFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"aiSetup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"modelConfigured"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Story"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"idea"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"partial"}},{"kind":"Field","name":{"kind":"Name","value":"failureCode"}},{"kind":"Field","name":{"kind":"Name","value":"failureMessage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scenes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"imageStatus"}},{"kind":"Field","name":{"kind":"Name","value":"imageNote"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}}]}}]} as unknown as DocumentNode<StoriesQuery, StoriesQueryVariables>;
export const StoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Story"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"story"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QueryStorySuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoryFields"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Story"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"idea"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"partial"}},{"kind":"Field","name":{"kind":"Name","value":"failureCode"}},{"kind":"Field","name":{"kind":"Name","value":"failureMessage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scenes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"imageStatus"}},{"kind":"Field","name":{"kind":"Name","value":"imageNote"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<StoryQuery, StoryQueryVariables>;
export const StartStoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartStory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StartStoryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startStory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationStartStorySuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoryFields"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Story"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"idea"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"partial"}},{"kind":"Field","name":{"kind":"Name","value":"failureCode"}},{"kind":"Field","name":{"kind":"Name","value":"failureMessage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scenes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"imageStatus"}},{"kind":"Field","name":{"kind":"Name","value":"imageNote"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<StartStoryMutation, StartStoryMutationVariables>;
export const DeleteStoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteStory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteStory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<DeleteStoryMutation, DeleteStoryMutationVariables>;
export const WatchStoryTaskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"WatchStoryTask"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aiTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"partial"}},{"kind":"Field","name":{"kind":"Name","value":"failureCode"}},{"kind":"Field","name":{"kind":"Name","value":"failureMessage"}}]}}]}}]} as unknown as DocumentNode<WatchStoryTaskSubscription, WatchStoryTaskSubscriptionVariables>;
export const StudyTimeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudyTime"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studyTime"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QueryStudyTimeSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"lastActiveDate"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"localDate"}},{"kind":"Field","name":{"kind":"Name","value":"activeSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"focusSessions"}},{"kind":"Field","name":{"kind":"Name","value":"focusMinutes"}}]}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<StudyTimeQuery, StudyTimeQueryVariables>;
export const RecordStudyTimeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordStudyTime"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordStudyTimeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordStudyTime"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationRecordStudyTimeSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptedSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"duplicate"}},{"kind":"Field","name":{"kind":"Name","value":"totalSeconds"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<RecordStudyTimeMutation, RecordStudyTimeMutationVariables>;
export const CurriculumDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Curriculum"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"grade"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subject"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"curriculum"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"grade"},"value":{"kind":"Variable","name":{"kind":"Name","value":"grade"}}},{"kind":"Argument","name":{"kind":"Name","value":"subject"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subject"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QueryCurriculumSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"editions"}},{"kind":"Field","name":{"kind":"Name","value":"chapters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"book"}},{"kind":"Field","name":{"kind":"Name","value":"edition"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<CurriculumQuery, CurriculumQueryVariables>;
export const AddCustomChapterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddCustomChapter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomChapterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addCustomChapter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationAddCustomChapterSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<AddCustomChapterMutation, AddCustomChapterMutationVariables>;
export const AskChapterQuestionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AskChapterQuestion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AskChapterQuestionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"askChapterQuestion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationAskChapterQuestionSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChapterQuestionFields"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChapterQuestionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChapterQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"classroomId"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"chapterId"}},{"kind":"Field","name":{"kind":"Name","value":"chapterTitle"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<AskChapterQuestionMutation, AskChapterQuestionMutationVariables>;
export const GeneratePracticeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GeneratePractice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PracticeQuestionsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generatePracticeQuestions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationGeneratePracticeQuestionsSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChapterQuestionFields"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChapterQuestionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChapterQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"classroomId"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"chapterId"}},{"kind":"Field","name":{"kind":"Name","value":"chapterTitle"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<GeneratePracticeMutation, GeneratePracticeMutationVariables>;
export const ChapterHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChapterHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ChapterTaskKind"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subject"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chapterQuestions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"subject"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subject"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChapterQuestionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChapterQuestionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChapterQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"classroomId"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"chapterId"}},{"kind":"Field","name":{"kind":"Name","value":"chapterTitle"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}}]} as unknown as DocumentNode<ChapterHistoryQuery, ChapterHistoryQueryVariables>;
export const WatchChapterQuestionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"WatchChapterQuestion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chapterQuestion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChapterQuestionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChapterQuestionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChapterQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"classroomId"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"chapterId"}},{"kind":"Field","name":{"kind":"Name","value":"chapterTitle"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}}]} as unknown as DocumentNode<WatchChapterQuestionSubscription, WatchChapterQuestionSubscriptionVariables>;
export const AskTutorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AskTutor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AskTutorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"askTutor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationAskTutorSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AiTaskFields"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AiTaskFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AiTask"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"chapterId"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"hasImage"}},{"kind":"Field","name":{"kind":"Name","value":"partial"}},{"kind":"Field","name":{"kind":"Name","value":"failureMessage"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"explanation"}},{"kind":"Field","name":{"kind":"Name","value":"similarQuestions"}},{"kind":"Field","name":{"kind":"Name","value":"finalAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"check"}},{"kind":"Field","name":{"kind":"Name","value":"engineAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"engineReading"}},{"kind":"Field","name":{"kind":"Name","value":"toast"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<AskTutorMutation, AskTutorMutationVariables>;
export const UploadImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dataUrl"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadImage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dataUrl"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dataUrl"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationUploadImageSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<UploadImageMutation, UploadImageMutationVariables>;
export const WatchAiTaskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"WatchAiTask"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aiTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"chapterId"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"hasImage"}},{"kind":"Field","name":{"kind":"Name","value":"failureMessage"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"explanation"}},{"kind":"Field","name":{"kind":"Name","value":"similarQuestions"}},{"kind":"Field","name":{"kind":"Name","value":"finalAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"check"}},{"kind":"Field","name":{"kind":"Name","value":"engineAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"engineReading"}},{"kind":"Field","name":{"kind":"Name","value":"toast"}}]}},{"kind":"Field","name":{"kind":"Name","value":"partialDelta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]} as unknown as DocumentNode<WatchAiTaskSubscription, WatchAiTaskSubscriptionVariables>;
export const RecentTutorQuestionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecentTutorQuestions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"topic"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MathTopic"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subject"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recentTutorQuestions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"topic"},"value":{"kind":"Variable","name":{"kind":"Name","value":"topic"}}},{"kind":"Argument","name":{"kind":"Name","value":"subject"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subject"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AiTaskFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AiTaskFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AiTask"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"chapterId"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"hasImage"}},{"kind":"Field","name":{"kind":"Name","value":"partial"}},{"kind":"Field","name":{"kind":"Name","value":"failureMessage"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"explanation"}},{"kind":"Field","name":{"kind":"Name","value":"similarQuestions"}},{"kind":"Field","name":{"kind":"Name","value":"finalAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"check"}},{"kind":"Field","name":{"kind":"Name","value":"engineAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"engineReading"}},{"kind":"Field","name":{"kind":"Name","value":"toast"}}]}}]}}]} as unknown as DocumentNode<RecentTutorQuestionsQuery, RecentTutorQuestionsQueryVariables>;
export const ClearTutorConversationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClearTutorConversation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"topic"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MathTopic"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subject"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clearTutorConversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"topic"},"value":{"kind":"Variable","name":{"kind":"Name","value":"topic"}}},{"kind":"Argument","name":{"kind":"Name","value":"subject"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subject"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationClearTutorConversationSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<ClearTutorConversationMutation, ClearTutorConversationMutationVariables>;
export const RecordOfflineMathAnswerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordOfflineMathAnswer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OfflineMathQuestionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordOfflineMathAnswer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationRecordOfflineMathAnswerSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<RecordOfflineMathAnswerMutation, RecordOfflineMathAnswerMutationVariables>;