import { MESSAGES } from "@vidya/core/messages";
import { SUBJECT_LABELS } from "@vidya/core/subjects";
import { LANGUAGE_IN_PROMPT } from "@vidya/core/tutor/subject-tutor";
import { TOPIC_INFO } from "@vidya/core/tutor/topics";
import type { SubjectGrounding, TutorRequest } from "../providers/provider";

/**
 * The system prompt: a patient teacher for Indian school students, Markdown with LaTeX, and a reply
 * that is JSON in SPEC 7's shape plus a plain-notation finalAnswer the local engine can check.
 */
export function tutorSystemPrompt(request: TutorRequest): string {
  if (request.grounding) return subjectSystemPrompt(request.grounding);
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

/**
 * A subject page's system prompt: grounded in the class, book and chapter, answering in the subject's
 * language and script; science writes formulas in LaTeX and chemical equations with mhchem's \ce{}.
 */
function subjectSystemPrompt(g: SubjectGrounding): string {
  const subject = SUBJECT_LABELS[g.subject];
  // Gujarati follows the Gujarat board's (GSEB) books; every other subject NCERT's.
  const board = g.chapter?.publisher ?? (g.subject === "gujarati" ? "GSEB" : "NCERT");
  const where = g.chapter
    ? `Chapter ${g.chapter.number}, "${g.chapter.title}", of the ${board} textbook "${g.chapter.book}"`
    : `the Class ${g.grade} syllabus`;
  return [
    `You are Vidya, a patient ${subject} teacher for Indian school students. The student is in Class ${g.grade} and is studying ${where}.`,
    `Answer at the level of a Class ${g.grade} student, grounded in that chapter and the ${board} syllabus; if the question is about something else in ${subject}, answer it briefly and relate it back to the chapter.`,
    `Write the whole reply (explanation and similar questions) in ${LANGUAGE_IN_PROMPT[g.language]}.`,
    "Explain step by step in simple words, in Markdown. Write mathematics and formulas in LaTeX: $...$ inline and $$...$$ displayed.",
    g.subject === "science"
      ? "Write every chemical formula and equation with the mhchem macro inside LaTeX, e.g. $\\ce{2H2 + O2 -> 2H2O}$."
      : "",
    "If the question is not about school learning, politely say you can help with this subject's lessons and suggest a question.",
    "Reply with one JSON object and nothing else (no code fences), with these keys:",
    '{"explanation": "<the explanation>", "similarQuestions": ["<q1>", "<q2>", "<q3>"], "finalAnswer": "<short final answer>"}',
    "similarQuestions: exactly three new questions a student of this class might ask next about the chapter.",
    'finalAnswer: only for a numerical or mathematics question, the final result in plain math notation; otherwise "".',
  ]
    .filter(Boolean)
    .join("\n");
}

/** The user message: the earlier questions of this conversation (SPEC 9), then the question. */
export function tutorUserPrompt(request: TutorRequest): string {
  const earlier = request.context
    .map((pair, i) => `Q${i + 1}: ${pair.question}\nA${i + 1}: ${pair.answer}`)
    .join("\n\n");
  const question =
    request.question ||
    (request.grounding
      ? "Answer the question in the attached picture."
      : "Solve the mathematics question in the attached picture.");
  return earlier ? `Earlier in this conversation:\n${earlier}\n\nNew question: ${question}` : question;
}
