import { checkStep, type StepVerdict } from "./check-step";
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

const VERBS = { add: "added", subtract: "subtracted", multiply: "multiplied", divide: "divided" };

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

function mistakeText(verdict: Extract<StepVerdict, { ok: false }>, rung: Rung): string {
  switch (verdict.mistake) {
    case "sign-error":
      return "Not quite: check the sign. That looks like a sign error.";
    case "wrong-operation":
      return rung.op && verdict.used
        ? `Not quite: it looks like you ${VERBS[verdict.used]} instead of doing the opposite operation. To undo it, ${rung.op.op} ${rung.op.by} on both sides.`
        : "Not quite: that looks like the wrong operation.";
    case "arithmetic-slip":
      return "The method is right, but there is an arithmetic slip. Check your calculation.";
    case "unreadable":
      return rung.expected.kind === "equation"
        ? "I could not read that as an equation. Write it like 2x = 8."
        : "I could not read that as a number or a calculation. Write it like 12 * 3 = 36.";
    default:
      return "That does not follow from the previous step. Try again.";
  }
}

function nudge(rung: Rung): string {
  return rung.expected.kind === "equation"
    ? "Look at what is done to the unknown. Which operation would undo it, on both sides?"
    : "Which part do you work out first (BODMAS)?";
}

/** The text of hint `level` (1–4) for a rung, never giving the final answer away early. */
function hintText(ladder: Ladder, state: SocraticState, level: number): { text: string; level: number } {
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

/** Checks the student's step and moves on, or names the mistake and asks again. */
export function replyTo(
  ladder: Ladder,
  state: SocraticState,
  step: string,
): { state: SocraticState; turns: SocraticTurn[] } {
  if (state.status !== "ACTIVE") return { state, turns: [] };
  const rung = ladder.rungs[state.position];
  const turns: SocraticTurn[] = [{ role: "student", kind: "step", text: step }];
  const verdict = checkStep(step, rung.expected, ladder.answerValue, rung.op);
  const totalAttempts = state.totalAttempts + 1;
  if (verdict.ok) {
    const last = state.position + 1 >= ladder.rungs.length;
    if (verdict.reachedAnswer || last) {
      turns.push({ role: "tutor", kind: "answer", text: `Right! You solved it: ${ladder.finalAnswer}.` });
      return { state: { ...state, totalAttempts, position: ladder.rungs.length, status: "SOLVED" }, turns };
    }
    const position = state.position + 1;
    turns.push({ role: "tutor", kind: "right", text: "Right!" });
    turns.push({ role: "tutor", kind: "question", text: questionFor(ladder, position) });
    return { state: { ...state, totalAttempts, position, attempts: 0, hintLevel: 0 }, turns };
  }
  const next: SocraticState = { ...state, totalAttempts, attempts: state.attempts + 1 };
  turns.push({ role: "tutor", kind: "mistake", text: mistakeText(verdict, rung), mistake: verdict.mistake });
  // After every second wrong try on a rung, the next hint comes without being asked.
  if (next.attempts % 2 === 0) {
    const { text, level } = hintText(ladder, next, Math.min(next.hintLevel + 1, 4));
    turns.push({ role: "tutor", kind: "hint", text });
    return { state: { ...next, hintLevel: Math.max(next.hintLevel, level) }, turns };
  }
  return { state: next, turns };
}
