import { checkStep, type StepVerdict } from "./check-step";
import type { Ladder, Rung } from "./ladder";
import { hintText, questionFor, type SocraticState, type SocraticTurn } from "./session";

/*
 * A student's step checked against the ladder. Apart from the session's text helpers (session.ts),
 * because checking a step needs the CAS: the server runs it on its engine thread (boundedMath), and
 * loads only session.ts itself.
 */

const VERBS = { add: "added", subtract: "subtracted", multiply: "multiplied", divide: "divided" };

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
