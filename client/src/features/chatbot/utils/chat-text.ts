import { CHAT_MESSAGE_MAX } from "@vidya/core/chat/chat-limits";
import { i18n } from "../../../app/i18n/i18n";
import { localizeMessage } from "../../../app/i18n/localize-message";
import "../../../app/i18n/english/chatbot";

/** What a failed reply says, in the UI language, by the server's failure code. */
export function failureText(code: string | null | undefined, message: string | null | undefined): string {
  switch (code) {
    case "BLOCKED":
      return i18n.t("chatbot.blocked");
    case "DAILY_LIMIT":
      return i18n.t("chatbot.dailyLimit");
    case "NO_MODEL":
      return i18n.t("chatbot.noModel");
    case "EMPTY":
      return i18n.t("msg.emptyAiResponse");
    default:
      return message ? localizeMessage(message) : i18n.t("msg.aiCallFailed");
  }
}

/** A refused action's message, in the UI language where it is one we know. */
export function errorText(code: string | null, message: string | null): string {
  if (code === "AI_DAILY_LIMIT") return i18n.t("chatbot.dailyLimit");
  if (code === "NOT_FOUND") return i18n.t("chatbot.notFound");
  if (message?.includes(`${CHAT_MESSAGE_MAX} characters`))
    return i18n.t("chatbot.tooLong", { max: CHAT_MESSAGE_MAX });
  return message ? localizeMessage(message) : i18n.t("msg.aiCallFailed");
}

/** The voice to read a reply aloud with: the chatbot's language, else the UI language. */
export function speechLangFor(subject: string, uiLanguage: string): string {
  if (subject === "hindi") return "hi-IN";
  if (subject === "gujarati") return "gu-IN";
  return uiLanguage === "hi" ? "hi-IN" : uiLanguage === "gu" ? "gu-IN" : "en-IN";
}
