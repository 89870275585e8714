import { z } from "zod";

import { CHAT_MESSAGE_MAX, CHAT_TITLE_MAX, CHATBOT_SUBJECTS } from "./chat-limits";

export { CHAT_MESSAGE_MAX, CHAT_TITLE_MAX, CHATBOT_SUBJECTS, type ChatbotSubject } from "./chat-limits";
/** The model sees this many recent turns word for word; older ones only through the running summary. */
export const CHAT_RECENT_TURNS = 6;
/** Chats listed per subject, newest first. */
export const CHATS_LISTED = 50;

/** The job that writes one chat reply (queue AI_QUEUE, job id = the reply's AiTask id). */
export const CHAT_REPLY_JOB = "chat-reply";
export const ChatReplyPayloadSchema = z.object({ taskId: z.uuid() });
export type ChatReplyPayload = z.infer<typeof ChatReplyPayloadSchema>;

export const CHAT_MESSAGES = {
  empty: "Write a message first.",
  tooLong: `A message can be at most ${CHAT_MESSAGE_MAX} characters.`,
  titleEmpty: "A chat needs a name.",
  titleTooLong: `A chat name can be at most ${CHAT_TITLE_MAX} characters.`,
  alreadyFinished: "This reply has already finished.",
  stillRunning: "This reply is still being written. Stop it first, or wait for it to finish.",
  notFound: "No such chat.",
} as const;

const message = z.string().trim().min(1, CHAT_MESSAGES.empty).max(CHAT_MESSAGE_MAX, CHAT_MESSAGES.tooLong);

export const ChatbotSubjectSchema = z.enum(CHATBOT_SUBJECTS);

export const StartChatInputSchema = z.object({ subject: ChatbotSubjectSchema, message });
export type StartChatInput = z.infer<typeof StartChatInputSchema>;

export const SendChatMessageInputSchema = z.object({ chatId: z.string(), message });
export type SendChatMessageInput = z.infer<typeof SendChatMessageInputSchema>;

export const ChatTitleSchema = z
  .string()
  .trim()
  .min(1, CHAT_MESSAGES.titleEmpty)
  .max(CHAT_TITLE_MAX, CHAT_MESSAGES.titleTooLong);

/** A new chat's name: its first message, cut at a word near 60 characters. */
export function titleFrom(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= 60) return flat;
  const cut = flat.slice(0, 60);
  const space = cut.lastIndexOf(" ");
  return `${space > 30 ? cut.slice(0, space) : cut}…`;
}

/**
 * Redis key (after the prefix) where each worker announces whether a model is configured, so pages
 * can say "no AI is set up" before anyone asks. It expires when no worker refreshes it.
 */
export const AI_SETUP_KEY = "ai:setup";
export const AI_SETUP_TTL_SECONDS = 90;
export interface AiSetupAnnouncement {
  model: boolean;
  provider: "openai" | "local";
}
