import type { SocraticRequest } from "@vidya/core/schemas/socratic";
import { leaksAnswer, trimLeaks } from "./leak";
import type { ModelPlan } from "./model-plan";
import type { SocraticTurn } from "./session";

/** One chat message as every OpenAI-compatible API takes it (the engine names no SDK). */
export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

/** The turns the model sees at most (the newest; the problem is always in the instruction). */
const RECENT_TURNS = 12;

/** Said when a reply had to be trimmed to nothing: still a Socratic question, never the answer. */
export const FALLBACK_QUESTION =
  "Let's think about it together. What do you think the next step is, and why?";

/** The Socratic instruction: one guiding question at a time, never the answer early. */
export function socraticInstruction(plan: ModelPlan, subjectLabel: string, classLevel: number): string {
  const lines = [
    `You are a patient Socratic tutor for ${subjectLabel}, Class ${classLevel}, in an Indian school (Socratic mode).`,
    "The student is working on the problem below. Do not solve it for them. Ask exactly one short guiding",
    "question at a time, wait for their answer, say briefly whether their last step is right (and name the",
    "mistake if not), and build on what they already know. Never state the final answer or the value it",
    "comes to until the student has reached it themselves. Keep each turn under 80 words.",
    "",
    `Problem: ${plan.problem}`,
  ];
  if (plan.solution && plan.finalAnswer) {
    lines.push(
      "",
      "Private worked solution (checked by a math engine; for you only, never reveal it or its result):",
      plan.solution,
      `Private final answer: ${plan.finalAnswer}`,
    );
  }
  return lines.join("\n");
}

const ASKS: Record<SocraticRequest, string> = {
  open: "I want to work on this problem. Where should I start?",
  step: "",
  hint: "I am stuck. Please give me a hint for the next step (not the answer).",
  reveal: "I have tried. Please show me the answer now, with a short explanation.",
};

/** The messages for one model turn: the instruction, the recent conversation, and what is asked now. */
export function socraticMessages(
  plan: ModelPlan,
  subjectLabel: string,
  classLevel: number,
  turns: SocraticTurn[],
  request: SocraticRequest,
  strict = false,
): ChatMessage[] {
  const messages: ChatMessage[] = [
    { role: "system", content: socraticInstruction(plan, subjectLabel, classLevel) },
  ];
  for (const turn of turns.slice(-RECENT_TURNS)) {
    messages.push({ role: turn.role === "student" ? "user" : "assistant", content: turn.text });
  }
  if (request !== "step") messages.push({ role: "user", content: ASKS[request] });
  if (strict) {
    messages.push({
      role: "system",
      content:
        "Your previous draft gave the final answer away. Write the turn again as one guiding question, without the answer or its value.",
    });
  }
  return messages;
}

/** Whether a model turn gives the answer away before its time (only an answer the engine knows can be guarded). */
export function turnLeaks(text: string, plan: ModelPlan): boolean {
  return plan.finalAnswer !== null && leaksAnswer(text, plan.finalAnswer, plan.problem);
}

/** A turn that still leaks after one regeneration: its leaking sentences removed (a question if none is left). */
export function trimTurn(text: string, plan: ModelPlan): string {
  if (plan.finalAnswer === null) return text;
  const trimmed = trimLeaks(text, plan.finalAnswer, plan.problem);
  return trimmed === "" ? FALLBACK_QUESTION : trimmed;
}

/** The numbers of a text, as written ("1,25,000" counts as 125000). */
function numbers(text: string): string[] {
  return [...text.replace(/(\d),(?=\d)/g, "$1").matchAll(/-?\d+(?:\.\d+)?/g)].map((m) =>
    String(Number(m[0])),
  );
}

/**
 * Whether the student's step states the engine's answer: the same expression, or exactly its numbers
 * (e.g. "x = 2 or x = 3" for "x = 2, x = 3"; "3x + 5 = 20" does not state "x = 5").
 */
export function reachesAnswer(step: string, answer: string | null): boolean {
  if (answer === null) return false;
  const squash = (s: string) => s.toLowerCase().replace(/\s+/g, "");
  if (squash(step) === squash(answer)) return true;
  const wanted = numbers(answer);
  const given = new Set(numbers(step));
  return wanted.length > 0 && given.size === new Set(wanted).size && wanted.every((n) => given.has(n));
}
