import { MESSAGES } from "@vidya/core/messages";
import { resetCas } from "./cas";
import { answersAgree } from "./check";
import { looksLikeMath, orderedSolvers } from "./classify";
import { type ExplainLanguage, localizeExplanation } from "./explain-language";
import { isIndicScript } from "./indic";
import { normalizeQuestion } from "./normalize";
import { focusOnAsk, narrowToExtreme, readingKept } from "./reading-check";
import { withReading } from "./reading-line";
import { fallbackSimilar } from "./similar";
import type { EngineResult, MathTopic, Question, SolverOutput } from "./types";

export type { EngineResult, MathSolution, MathTopic } from "./types";

// School questions are a few lines; very long input would only make the CAS slow.
const MAX_QUESTION = 1000;

// Proofs need reasoning in words, which this engine does not attempt.
const PROOF = /^(?:prove|show that|justify|explain why|verify that)\b/;

function run(q: Question, topic: MathTopic | undefined): { out: SolverOutput; topic: MathTopic } | null {
  try {
    for (const solver of orderedSolvers(topic)) {
      let out: SolverOutput | null = null;
      try {
        out = solver.solve(q);
      } catch {
        // A solver that trips over an odd phrasing must not stop the others from trying.
        out = null;
      }
      // A reading that lost or changed part of the question is no answer at all: let another
      // solver try, and decline when none keeps the question whole.
      const narrowed = out && narrowToExtreme(q, out);
      if (narrowed && readingKept(q, narrowed)) return { out: focusOnAsk(q, narrowed), topic: solver.topic };
    }
    return null;
  } finally {
    resetCas();
  }
}

/**
 * Solves a school math question offline, step by step. `topic` is the page the student is on;
 * it only changes which kinds of question are tried first. A question in Devanagari or Gujarati
 * script is read too (issue 25); the explanation's words follow `language` (the interface language),
 * or else the question's script, where the engine's texts allow.
 */
export function solveMath(question: string, topic?: MathTopic, language?: ExplainLanguage): EngineResult {
  if (question.length > MAX_QUESTION) {
    return {
      kind: "unsolved",
      reason: "This question is too long for the offline math engine; please ask one part at a time.",
    };
  }
  const q = normalizeQuestion(question);
  if (q.text === "" || !looksLikeMath(q.text)) return { kind: "not-math", explanation: MESSAGES.onlyMath };
  const found = PROOF.test(q.text) ? null : run(q, topic);
  if (!found) {
    return {
      kind: "unsolved",
      reason: "This question is outside what the offline math engine can work out step by step.",
    };
  }
  const { out } = found;
  const similarQuestions = [...out.similarQuestions, ...fallbackSimilar(found.topic, q)].slice(0, 3);
  return {
    kind: "solved",
    solution: {
      explanation: localizeExplanation(
        withReading(out.explanation, q.numbers, out.reading),
        language ?? isIndicScript(question) ?? "en",
      ),
      similarQuestions,
      finalAnswer: out.finalAnswer,
      verified: out.verified,
    },
  };
}

/**
 * Compares another solver's final answer (e.g. an AI model's) with the engine's own:
 * "unknown" when the engine cannot solve the question or cannot read the candidate.
 */
export function checkFinalAnswer(
  question: string,
  topic: MathTopic | undefined,
  candidate: string,
): "agree" | "disagree" | "unknown" {
  if (question.length > MAX_QUESTION) return "unknown";
  const q = normalizeQuestion(question);
  if (!looksLikeMath(q.text)) return "unknown";
  const found = PROOF.test(q.text) ? null : run(q, topic);
  if (!found) return "unknown";
  const verdict = answersAgree(found.out.finalAnswer, candidate, {
    factored: found.out.answerForm === "factored",
  });
  return verdict === null ? "unknown" : verdict ? "agree" : "disagree";
}

// One question per heavy code path (nerdamer's solver, calculus and factoring, mathjs units).
const WARM_UP = [
  "Solve x^2 - 5x + 6 = 0",
  "Solve 2x + 3y = 12 and x - y = 1",
  "Differentiate (x^2 + 1)/(x - 1)",
  "Integrate x e^x",
  "Find the limit of sin x / x as x approaches 0",
  "Factorise x^2 + 7x + 12",
  "Simplify (x^2 - 9)/(x - 3)",
  "Find the maximum and minimum values of f(x) = x^3 - 3x^2 + 4",
  "A train runs at 72 km/h. What is its speed in m/s?",
];

/**
 * Runs a few representative questions so the libraries' first-use costs (parsing tables, JIT)
 * are paid at worker start-up rather than by the first student. Safe to call more than once.
 */
export function warmUpMathEngine(): void {
  for (const q of WARM_UP) solveMath(q);
}
