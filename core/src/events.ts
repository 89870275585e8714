import type { TimerEvent, TimerState } from "./timer/focus-timer";

/**
 * Pub/sub topics, typed once. The server subscribes through Yoga's Redis event target, the worker
 * publishes with a plain Redis client; both name channels with `channelName` so they always agree.
 */

/** Topic names; a channel is `<prefix>:<topic>:<id>`. */
export const TOPICS = {
  roundTrip: "round-trip",
  /** Per classroom: every activity event of its students. */
  classActivity: "class-activity",
  /** Per study group: added/edited/deleted messages and membership changes, in commit order. */
  groupMessages: "group-messages",
  /** Per study group: typing indicators (ephemeral). */
  groupTyping: "group-typing",
  /** Per study group: someone came online or went offline. */
  groupPresence: "group-presence",
  /** Per generation: the flashcard generator's progress and result. */
  flashcardGeneration: "flashcard-generation",
  /** Per classroom: a student of the class came online (their presence key was absent). */
  classPresence: "class-presence",
  /** Per chapter question: status changes and the answer as it streams. */
  chapterQuestion: "chapter-question",
  /** Per user: every change of their focus timer. */
  focusTimer: "focus-timer",
  /** Per AI task: status changes and the explanation as it is written. */
  aiTask: "ai-task",
  /** Per user: what a child may use changed (consent given or withdrawn, a parent's switch). */
  toolAccess: "tool-access",
  /** Per generation: the question generator's progress and result. */
  questionGeneration: "question-generation",
  /** Per user: their study plan was re-planned or an item was ticked off. */
  studyPlan: "study-plan",
} as const;

export type Topic = (typeof TOPICS)[keyof typeof TOPICS];

/** The Redis channel for one topic and id, under this deployment's key prefix. */
export function channelName(prefix: string, topic: Topic, id: string): string {
  return `${prefix}:${topic}:${id}`;
}

/**
 * Published on focus-timer:<userId> after a timer change is stored: the whole state (it is the user's
 * own and small), so every tab gets it without another database read, and the phase ends it caused.
 */
export interface FocusTimerChanged {
  timerId: string;
  userId: string;
  state: TimerState;
  events: TimerEvent[];
}

/** Published on tool-access:<userId>; subscribers re-read what the user may use. */
export interface ToolAccessChanged {
  userId: string;
}

/** Published on study-plan:<userId> after a re-plan or a tick is stored; subscribers re-read the plan. */
export interface StudyPlanChanged {
  userId: string;
  /** Why: "replanned" (an action or the night job) or "ticked". */
  reason: "replanned" | "ticked";
}

/** Status of any queued job row (mirrors the Prisma enum JobStatus). */
export type JobStatusName = "QUEUED" | "RUNNING" | "DONE" | "FAILED";

/** Published when a round-trip row changes; carries only the id, subscribers read the row. */
export interface RoundTripEvent {
  id: string;
  status: JobStatusName;
}

/** Published when a flashcard generation row changes; subscribers read the row. */
export interface FlashcardGenerationEvent {
  id: string;
  status: JobStatusName;
  progress: number;
}
/**
 * Published on ai-task:<id>. "status": the row changed state (subscribers re-read it). "partial": a
 * piece of the explanation (see TextPiece in ai-reply/text-piece): `text` goes at `offset` of the
 * text published before it (offset 0: the whole text, replacing). `seq` numbers the worker's texts
 * and only grows, across retries too (attempt × 1,000,000), so a subscriber never steps back to older
 * text. `restart` is the seq of the newest text that did not extend the one before it (at the
 * latest the attempt's first): a text saved or received at a seq in [restart, seq) is a prefix of
 * this one, so a subscriber that missed a piece can continue from such a text and from nothing else.
 */
export type AiTaskEvent =
  | { id: string; type: "status"; status: JobStatusName }
  | { id: string; type: "partial"; seq: number; restart: number; offset: number; text: string };

/** Kinds of student activity a teacher sees. */
export const ACTIVITY_KINDS = [
  "question_asked",
  "question_answered",
  "focus_started",
  "focus_completed",
  "break_completed",
  "study_time",
  "flashcards_reviewed",
  "quiz_completed",
  "group_message",
  "ai_flagged",
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** What a feature reports about one student action. */
export interface ActivityInput {
  userId: string;
  kind: ActivityKind;
  subject?: string | null;
  topic?: string | null;
  /** Small, non-secret details (e.g. { verified: true }, { seconds: 60 }, { score: 8, total: 10 }). */
  payload?: Record<string, unknown>;
  /**
   * Set for an action that belongs to one class (a message in that class's study group): only that
   * class hears of it, never the student's other classes.
   */
  classroomId?: string;
}

/**
 * The classes that get a copy of one action (null: the student's own row, no class). Most actions
 * go to every class the student is in; a class-scoped action only to its class, and to nobody if
 * the student has left that class (their teacher must not learn of it, and it is no study of theirs).
 */
export function activityClassIds(
  input: Pick<ActivityInput, "classroomId">,
  memberOf: string[],
): (string | null)[] {
  if (input.classroomId !== undefined) return memberOf.includes(input.classroomId) ? [input.classroomId] : [];
  return memberOf.length > 0 ? memberOf : [null];
}

/** Published on class-activity:<classroomId> after the event row is stored. */
export interface ClassActivityEvent {
  id: string;
  classroomId: string;
  userId: string;
  kind: ActivityKind;
  subject: string | null;
  topic: string | null;
  payload: Record<string, unknown>;
  createdAt: string;
}

/** One stored activity row (the ActivityEvent table) as both the server and the worker write it. */
export interface ActivityRow {
  id: string;
  userId: string;
  classroomId: string | null;
  kind: ActivityKind;
  subject: string | null;
  topic: string | null;
  payload: Record<string, unknown>;
  actionId: string;
  createdAt: Date;
}

/**
 * The rows one student action stores (one per class that should see it, see activityClassIds; they
 * share an action id) and the event each class's channel gets once they are stored. The caller
 * stores the rows, then publishes the events: persist first, then publish.
 */
export function activityRecords(
  input: ActivityInput,
  memberOf: string[],
  now: Date,
  newId: () => string,
): { rows: ActivityRow[]; events: ClassActivityEvent[] } {
  const actionId = newId();
  const rows = activityClassIds(input, memberOf).map((classroomId) => ({
    id: newId(),
    userId: input.userId,
    classroomId,
    kind: input.kind,
    subject: input.subject ?? null,
    topic: input.topic ?? null,
    payload: input.payload ?? {},
    actionId,
    createdAt: now,
  }));
  const events = rows.flatMap((row) =>
    row.classroomId
      ? [
          {
            id: row.id,
            classroomId: row.classroomId,
            userId: row.userId,
            kind: row.kind,
            subject: row.subject,
            topic: row.topic,
            payload: row.payload,
            createdAt: now.toISOString(),
          },
        ]
      : [],
  );
  return { rows, events };
}

/** Published on class-presence:<classroomId> when a student of the class comes online. */
export interface ClassPresenceEvent {
  classroomId: string;
  userId: string;
  at: string;
}

/**
 * Published on chapter-question:<id>. Status changes carry no text (subscribers read the row);
 * while streaming, `partial` is the whole answer so far, so a missed chunk is never a gap.
 */
export interface ChapterQuestionEvent {
  id: string;
  status: JobStatusName;
  partial?: string;
}
