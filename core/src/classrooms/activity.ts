import { isSubject, SUBJECT_LABELS } from "../subjects";

/** The typed details a teacher may see from an activity event's free-form payload. */
export interface ActivityDetails {
  question: string | null;
  answer: string | null;
  verified: boolean | null;
  seconds: number | null;
  score: number | null;
  total: number | null;
  cards: number | null;
  endsAt: string | null;
  /** Study group messages: which of the class's groups. */
  groupId: string | null;
}

const str = (v: unknown, max = 4000) => (typeof v === "string" && v.trim() !== "" ? v.slice(0, max) : null);
const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : null);
const iso = (v: unknown) =>
  typeof v === "string" && !Number.isNaN(Date.parse(v)) ? new Date(v).toISOString() : null;

/**
 * Reads the known payload keys: question/answer text and verified (tutor), seconds (study time),
 * score/total (quiz), cards or count (flashcards), endsAt (focus), groupId (study group message). Unknown keys are ignored, so
 * a feature cannot leak more to teachers than these fields by adding to its payload.
 */
export function activityDetails(payload: unknown): ActivityDetails {
  const p = payload !== null && typeof payload === "object" ? (payload as Record<string, unknown>) : {};
  return {
    question: str(p.question),
    answer: str(p.answer, 8000),
    verified: typeof p.verified === "boolean" ? p.verified : null,
    seconds: num(p.seconds),
    score: num(p.score),
    total: num(p.total),
    cards: num(p.cards) ?? num(p.count),
    endsAt: iso(p.endsAt),
    groupId: str(p.groupId, 64),
  };
}

function where(subject: string | null, topic: string | null): string {
  const s = subject ? (isSubject(subject) ? SUBJECT_LABELS[subject] : subject) : null;
  const parts = [s, topic].filter((x): x is string => Boolean(x));
  return parts.length > 0 ? ` in ${parts.join(" · ")}` : "";
}

function minutes(seconds: number): string {
  const m = Math.round(seconds / 60);
  return m < 1 ? `${Math.round(seconds)} s` : `${m} min`;
}

/** One line for the live feed, e.g. "asked a question in Mathematics · Algebra". */
export function describeActivity(
  kind: string,
  subject: string | null,
  topic: string | null,
  d: ActivityDetails,
): string {
  const at = where(subject, topic);
  switch (kind) {
    case "question_asked":
      return `asked a question${at}`;
    case "question_answered":
      return `got an answer${at}${d.verified === false ? " (not checked)" : d.verified ? " (checked)" : ""}`;
    case "focus_started":
      return "started a focus session";
    case "focus_completed":
      return "completed a focus session";
    case "break_completed":
      return "finished a break";
    case "study_time":
      return `studied ${minutes(d.seconds ?? 0)}${at}`;
    case "flashcards_reviewed":
      return `reviewed ${d.cards ?? "some"} flashcards${at}`;
    case "quiz_completed":
      return `completed a quiz${at}${d.score !== null && d.total ? `: ${d.score}/${d.total}` : ""}`;
    case "group_message":
      return `posted in a study group${at}`;
    case "ai_flagged":
      // The topic holds the category; the text itself is never kept for the feed.
      return topic === "self-harm"
        ? `may need support: wrote about self-harm${where(subject, null)} and was shown the Tele-MANAS helpline (14416)`
        : `had a message blocked by the safety filter${where(subject, null)}`;
    case "online":
      return "came online";
    default:
      return `${kind.replace(/_/g, " ")}${at}`;
  }
}
