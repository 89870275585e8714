// Without zod, so the client's chatbot page can use these without loading chatbot.ts's schemas (and
// zod with them); chatbot.ts re-exports them.

/** The four subject chatbots (SPEC 2's /<subject>/chatbot routes). */
export const CHATBOT_SUBJECTS = ["hindi", "gujarati", "science", "social-science"] as const;
export type ChatbotSubject = (typeof CHATBOT_SUBJECTS)[number];

/** A chat message: 1 to 2000 characters (after trimming). */
export const CHAT_MESSAGE_MAX = 2000;
/** A chat title: 1 to 80 characters. */
export const CHAT_TITLE_MAX = 80;
