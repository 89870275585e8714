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
  /** On a disputed answer: how the engine read the question (absent in conversations kept before it). */
  engineReading?: string | null;
  /** Answered on this device by the offline engine, while there was no connection (issue 27). */
  offline?: boolean;
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

/**
 * A one-line preview of an answer: its first `chars` characters (SPEC 9: 100 in Recent Questions),
 * headings and bold dropped, display formulas made inline, and never cut inside a `$…$` formula (the
 * cut moves before it). LatexPreview renders it, formulas included.
 */
export function previewText(text: string, chars: number): string {
  const flat = text
    .replace(/\*\*|^#+\s*/gm, "")
    .replace(/\$\$/g, "$")
    .replace(/\s+/g, " ")
    .trim();
  if (flat.length <= chars) return flat;
  let cut = flat.slice(0, chars);
  const opened = [...cut.matchAll(/(?<!\\)\$/g)];
  // An odd number of unescaped dollars: the cut is inside a formula; end before it opened.
  if (opened.length % 2 === 1) cut = cut.slice(0, opened[opened.length - 1]?.index ?? 0);
  return `${cut.trimEnd()}…`;
}

const SUPERSCRIPT: Record<string, string> = {
  "0": "⁰",
  "1": "¹",
  "2": "²",
  "3": "³",
  "4": "⁴",
  "5": "⁵",
  "6": "⁶",
  "7": "⁷",
  "8": "⁸",
  "9": "⁹",
  "-": "⁻",
};

/** A plain-text answer's powers as a reader writes them: "615.75 cm^3" → "615.75 cm³", "x^{-2}" → "x⁻²". */
export function withPowers(text: string): string {
  return text.replace(/\^\{?(-?\d+)\}?/g, (_, power: string) =>
    [...power].map((c) => SUPERSCRIPT[c] ?? c).join(""),
  );
}
