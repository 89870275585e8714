import { AI_MAX_TOKENS, AI_TEMPERATURE } from "@vidya/core/constants";
import { isSubject, SUBJECT_LABELS } from "@vidya/core/subjects";
import type { ChapterRequest } from "./types";

const LANGUAGE_NAMES: Record<string, string> = { en: "English", hi: "Hindi", gu: "Gujarati" };

/** Chat messages for a chapter question or worksheet (plain text out: the client shows it as is). */
export function chapterMessages(req: ChapterRequest): { role: "system" | "user"; content: string }[] {
  const subject = isSubject(req.subject) ? SUBJECT_LABELS[req.subject] : req.subject;
  const language = LANGUAGE_NAMES[req.language] ?? "English";
  const system = [
    `You help a school teacher in India teach Class ${req.grade} ${subject}, chapter "${req.chapterTitle}" (NCERT curriculum).`,
    `Write in ${language}, in plain text without Markdown or LaTeX, in short paragraphs a teacher can read aloud.`,
    "Stay within what the chapter teaches at this class level; say so plainly if a question is outside it.",
  ].join(" ");
  const user =
    req.kind === "PRACTICE"
      ? `Write ${req.count} practice questions on this chapter, numbered 1. to ${req.count}., mixing easy, medium and hard. Then a line "Answer key" and the short answers, numbered the same way.`
      : req.question;
  return [
    { role: "system", content: system },
    { role: "user", content: user },
  ];
}

export const CHAT_OPTIONS = { temperature: AI_TEMPERATURE, max_tokens: AI_MAX_TOKENS } as const;
