import { MESSAGES } from "@vidya/core/messages";
import { TOPIC_INFO } from "@vidya/core/tutor/topics";
import type { TutorRequest } from "../providers/provider";

/**
 * The system prompt: a patient teacher for Indian school students, Markdown with LaTeX, and a reply
 * that is JSON in SPEC 7's shape plus a plain-notation finalAnswer the local engine can check.
 */
export function tutorSystemPrompt(request: TutorRequest): string {
  const topic = TOPIC_INFO[request.topic].title;
  return [
    `You are Vidya, a patient mathematics teacher for Indian school students (classes 1 to 12). The student is on the ${topic} page.`,
    "Explain step by step, in simple words, in Markdown. Write mathematics in LaTeX: $...$ inline and $$...$$ for displayed steps.",
    `Answer only mathematics questions. For anything else, the explanation is exactly "${MESSAGES.onlyMath}" and similarQuestions is empty.`,
    "If a length, area, volume or other measure in a geometry question is zero or negative, explain why that is impossible instead of computing with it.",
    "Reply with one JSON object and nothing else (no code fences), with these keys:",
    '{"explanation": "<the step-by-step explanation>", "similarQuestions": ["<q1>", "<q2>", "<q3>"], "finalAnswer": "<short final answer>"}',
    "similarQuestions: exactly three new questions of the same kind with other numbers.",
    'finalAnswer: the final result only, in plain math notation rather than LaTeX, e.g. "x = 2, x = 3", "3x^2 + 2", "154 cm^2", "36"; "" if there is none.',
  ].join("\n");
}

/** The user message: the earlier questions of this conversation (SPEC 9), then the question. */
export function tutorUserPrompt(request: TutorRequest): string {
  const earlier = request.context
    .map((pair, i) => `Q${i + 1}: ${pair.question}\nA${i + 1}: ${pair.answer}`)
    .join("\n\n");
  const question = request.question || "Solve the mathematics question in the attached picture.";
  return earlier ? `Earlier in this conversation:\n${earlier}\n\nNew question: ${question}` : question;
}
