import { followUpContext } from "@vidya/core/tutor/math-topics";

/** One answered question of the conversation (SPEC 3's question-answer pair, plus what was shown). */
export interface Exchange {
  taskId: string;
  question: string;
  explanation: string;
  similarQuestions: string[];
  finalAnswer: string | null;
  verified: boolean;
  check: "AGREE" | "COMPUTED" | "DISAGREE" | "UNCHECKED";
  engineAnswer: string | null;
}

/** The conversation as kept in the session (SPEC 3): one topic (or subject chapter) at a time. */
export interface StoredConversation {
  /** scopeKey of the topic or subject page. */
  scope: string;
  exchanges: Exchange[];
}

const KEY = "vidya.tutor.conversation";
/** More than Recent Questions and the follow-up context ever need. */
const KEEP = 20;

/** The stored conversation if it belongs to `scope`; a different topic means a fresh start (SPEC 4). */
export function loadConversation(scope: string): Exchange[] {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return [];
    const stored = JSON.parse(raw) as StoredConversation;
    return stored.scope === scope && Array.isArray(stored.exchanges) ? stored.exchanges : [];
  } catch {
    return [];
  }
}

/** Keeps the conversation for this browser tab's session. */
export function saveConversation(scope: string, exchanges: Exchange[]): void {
  try {
    const value: StoredConversation = { scope, exchanges: exchanges.slice(-KEEP) };
    sessionStorage.setItem(KEY, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the conversation still works for this page.
  }
}

/** SPEC 9's follow-up context: the last 3 pairs, answers cut to 300 characters. */
export function contextOf(exchanges: Exchange[]) {
  return followUpContext(exchanges.map((e) => ({ question: e.question, answer: e.explanation })));
}

/** Recent Questions' preview of an answer: its first 100 characters (SPEC 9). */
export function preview(text: string, chars: number): string {
  // Markdown and formula delimiters read as noise in a one-line preview.
  const flat = text
    .replace(/\$+|\*\*|^#+\s*/gm, "")
    .replace(/\s+/g, " ")
    .trim();
  return flat.length > chars ? `${flat.slice(0, chars)}…` : flat;
}
