import type { Ladder, Rung } from "./ladder";
import { leaksAnswer, trimLeaks } from "./leak";

/** Where a student is on the ladder; stored with the session. */
export interface SocraticState {
  position: number;
  /** Wrong tries on the current rung. */
  attempts: number;
  /** Every step the student has sent. */
  totalAttempts: number;
  /** Hint level reached on the current rung: 0 none, 1 nudge, 2 hint, 3 worked similar step, 4 the step. */
  hintLevel: number;
  hintsUsed: number;
  status: "ACTIVE" | "SOLVED" | "REVEALED";
}

/** One line of the conversation. */
export interface SocraticTurn {
  role: "tutor" | "student";
  kind: "question" | "right" | "mistake" | "hint" | "answer" | "step" | "info";
  text: string;
  /** For a mistake: its stable name (sign-error, wrong-operation, arithmetic-slip, …). */
  mistake?: string;
}

export const INITIAL_STATE: SocraticState = {
  position: 0,
  attempts: 0,
  totalAttempts: 0,
  hintLevel: 0,
  hintsUsed: 0,
  status: "ACTIVE",
};

/** Attempts a student must have made before the tutor shows the final answer on request. */
export const ATTEMPTS_BEFORE_REVEAL = 2;

/** The single guiding question for the rung the student is on. */
export function questionFor(ladder: Ladder, position: number): string {
  const rung = ladder.rungs[position];
  const n = `Step ${position + 1} of ${ladder.rungs.length}`;
  return rung.expected.kind === "equation"
    ? `${n}: ${rung.title}. What equation do you get?`
    : `${n}: ${rung.title}. What do you get?`;
}

/**
 * The tutor's opening: how the engine read the question (so a misreading shows before any step),
 * what is asked, what is known, which rule, then the first question.
 */
export function openingTurns(ladder: Ladder): SocraticTurn[] {
  const rule = trimLeaks(ladder.rule, ladder.finalAnswer, ladder.problem);
  const reading: SocraticTurn[] = ladder.reading
    ? [{ role: "tutor", kind: "info", text: `I read the question as: ${ladder.reading}.` }]
    : [];
  return [
    ...reading,
    {
      role: "tutor",
      kind: "info",
      text: `We are asked to find ${ladder.asked}. What we know: ${ladder.known}.${rule ? ` Rule: ${rule}` : ""}`,
    },
    { role: "tutor", kind: "question", text: questionFor(ladder, 0) },
  ];
}

function nudge(rung: Rung): string {
  return rung.expected.kind === "equation"
    ? "Look at what is done to the unknown. Which operation would undo it, on both sides?"
    : "Which part do you work out first (BODMAS)?";
}

/** The text of hint `level` (1–4) for a rung, never giving the final answer away early. */
export function hintText(
  ladder: Ladder,
  state: SocraticState,
  level: number,
): { text: string; level: number } {
  const rung = ladder.rungs[state.position];
  const guard = (t: string) => trimLeaks(t, ladder.finalAnswer, ladder.problem);
  const candidates: [number, string][] = [
    [1, nudge(rung)],
    [2, guard(rung.hint)],
    [3, rung.similar ? guard(rung.similar) : ""],
    [4, `This step is: ${rung.shown}`],
  ];
  for (const [l, text] of candidates) {
    if (l < level || text === "") continue;
    // The step itself may contain the final answer: that waits until the student has tried twice.
    if (
      l === 4 &&
      leaksAnswer(text, ladder.finalAnswer, ladder.problem) &&
      state.attempts < ATTEMPTS_BEFORE_REVEAL
    ) {
      return {
        text: "Try this step once more. After two tries you can ask me to show the answer.",
        level: 3,
      };
    }
    return { text, level: l };
  }
  return { text: `This step is: ${rung.shown}`, level: 4 };
}

/** The student asks for a hint: the next level on this rung. */
export function giveHint(
  ladder: Ladder,
  state: SocraticState,
): { state: SocraticState; turns: SocraticTurn[] } {
  if (state.status !== "ACTIVE") return { state, turns: [] };
  const { text, level } = hintText(ladder, state, Math.min(state.hintLevel + 1, 4));
  return {
    state: { ...state, hintLevel: Math.max(state.hintLevel, level), hintsUsed: state.hintsUsed + 1 },
    turns: [{ role: "tutor", kind: "hint", text }],
  };
}

/** The student asks to see the final answer: only after at least two attempts. */
export function revealAnswer(
  ladder: Ladder,
  state: SocraticState,
): { state: SocraticState; turns: SocraticTurn[] } {
  if (state.status !== "ACTIVE") return { state, turns: [] };
  if (state.totalAttempts < ATTEMPTS_BEFORE_REVEAL) {
    return {
      state,
      turns: [
        {
          role: "tutor",
          kind: "info",
          text: "Give it at least two tries first. I will show the answer after that if you still want it.",
        },
      ],
    };
  }
  return {
    state: { ...state, status: "REVEALED" },
    turns: [{ role: "tutor", kind: "answer", text: `The answer is ${ladder.finalAnswer}.` }],
  };
}
