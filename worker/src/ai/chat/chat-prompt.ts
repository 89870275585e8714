import { CHAT_RECENT_TURNS, type ChatbotSubject } from "@vidya/core/chat/chatbot";
import { SUBJECT_LABELS } from "@vidya/core/subjects";
import type { ChatCompletionMessageParam } from "openai/resources/chat/completions";

/** One earlier exchange the model sees word for word. */
export interface PastTurn {
  message: string;
  reply: string;
}

const LANGUAGE_RULE: Record<ChatbotSubject, string> = {
  hindi:
    "Always reply in Hindi, written in Devanagari script (never romanised), even when the student writes in English or in Latin letters.",
  gujarati:
    "Always reply in Gujarati, written in Gujarati script (never romanised), even when the student writes in English or in Latin letters.",
  science: "Reply in the language the student writes in (English, Hindi or Gujarati, in its own script).",
  "social-science":
    "Reply in the language the student writes in (English, Hindi or Gujarati, in its own script).",
};

/** The chatbot's rules: its subject and class, its language, and a polite no to anything else. */
export function chatSystemPrompt(subject: ChatbotSubject, grade: number): string {
  const name = SUBJECT_LABELS[subject];
  return [
    `You are Vidya's ${name} chatbot for a Class ${grade} student in India (NCERT${subject === "gujarati" ? " / GSEB" : ""} curriculum).`,
    `Only talk about ${name} at the level of Class ${grade}. If the student asks about anything else (another subject, games, gossip, personal advice), kindly say that you can only help with ${name} for Class ${grade} and suggest a ${name} question instead.`,
    LANGUAGE_RULE[subject],
    "Be warm, patient and encouraging; explain step by step with short paragraphs and examples from everyday Indian life. Use Markdown; write formulas in LaTeX ($...$) and chemical equations with \\ce{...}.",
    "Never share personal data, never ask for the student's address or phone number, and keep everything suitable for a child.",
  ].join("\n");
}

/** The messages for one reply: rules, the running summary of older turns, the recent turns, the new message. */
export function chatMessages(
  subject: ChatbotSubject,
  grade: number,
  summary: string,
  past: PastTurn[],
  message: string,
): ChatCompletionMessageParam[] {
  const messages: ChatCompletionMessageParam[] = [
    { role: "system", content: chatSystemPrompt(subject, grade) },
  ];
  if (summary.trim() !== "") {
    messages.push({ role: "system", content: `Summary of the earlier conversation:\n${summary}` });
  }
  for (const turn of past.slice(-CHAT_RECENT_TURNS)) {
    messages.push({ role: "user", content: turn.message }, { role: "assistant", content: turn.reply });
  }
  messages.push({ role: "user", content: message });
  return messages;
}

/** Asks for the running summary: the old summary plus the turns leaving the recent window. */
export function summaryMessages(summary: string, leaving: PastTurn[]): ChatCompletionMessageParam[] {
  const turns = leaving.map((t) => `Student: ${t.message}\nTutor: ${t.reply}`).join("\n\n");
  return [
    {
      role: "system",
      content:
        "Summarise a tutoring conversation for the tutor's memory in at most 120 words: what the student asked, what was explained, what they found hard. Keep the conversation's language.",
    },
    { role: "user", content: `${summary ? `Summary so far:\n${summary}\n\n` : ""}Newer turns:\n${turns}` },
  ];
}
