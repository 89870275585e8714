import type { ChatbotSubject } from "@vidya/core/chat/chat-limits";
import { DEFAULT_CLASS } from "@vidya/core/constants";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { useScrollToLatest } from "../../../app/ui/use-scroll-to-latest";
import { useAuth } from "../../auth/hooks/use-auth";
import { useChatbot } from "../hooks/use-chatbot";
import { speechLangFor } from "../utils/chat-text";
import { ChatList } from "./ChatList";
import { Composer } from "./Composer";
import { ReplyView } from "./ReplyView";
import "../../tutor/components/tutor.css";
import "./chatbot.css";
import "../../../app/i18n/english/chatbot";

const SUBJECT_KEY = {
  hindi: "hindi",
  gujarati: "gujarati",
  science: "science",
  "social-science": "socialScience",
} as const;

/**
 * A subject chatbot: the student's past chats beside the open one; replies stream in as they are
 * written. The chat id sits in the URL, so a reload resumes the same chat.
 */
export function ChatbotPage({ subject }: { subject: ChatbotSubject }) {
  const { t, i18n } = useTranslation();
  const bot = useChatbot(subject);
  const { user } = useAuth();
  // Before the first chat: the class a new chat will have (the server's rule), never "Class .".
  const grade = bot.chat?.grade ?? user?.preferredClass ?? DEFAULT_CLASS;
  const subjectName = t(`subjectNames.${SUBJECT_KEY[subject]}`);
  const turns = bot.chat?.turns ?? [];
  const thread = useRef<HTMLOListElement>(null);
  useScrollToLatest(thread, turns.length);
  const lastReply = turns.at(-1)?.reply;
  const replying = lastReply !== undefined && !["DONE", "FAILED"].includes(lastReply.status);
  const speechLang = speechLangFor(subject, i18n.language);

  return (
    <div className="chatbot-page">
      <header>
        <h1>{t("features.subjectChatbot", { subject: subjectName })}</h1>
        <p>{t("chatbot.intro", { subject: subjectName, grade })}</p>
        {!bot.modelConfigured ? (
          <p className="chat-banner" role="status" data-testid="no-model">
            {t("chatbot.noModel")}
          </p>
        ) : null}
      </header>
      <div className="chatbot-layout">
        <ChatList
          chats={bot.chats}
          currentId={bot.chatId}
          onOpen={bot.openChat}
          onRename={bot.renameChat}
          onDelete={(id) => void bot.deleteChat(id)}
        />
        <section className="chat-thread" aria-label={bot.chat?.title ?? t("chatbot.newChat")}>
          {bot.missing ? <p className="cls-error">{t("chatbot.notFound")}</p> : null}
          <ol aria-live="polite" ref={thread}>
            {turns.map((turn, i) => (
              <li key={turn.id} className="chat-turn">
                <div
                  className="chat-message"
                  lang={subject === "hindi" ? "hi" : subject === "gujarati" ? "gu" : undefined}
                >
                  <span className="chat-author">{t("chatbot.you")}</span>
                  <p>{turn.message}</p>
                </div>
                <ReplyView
                  reply={turn.reply}
                  speechLang={speechLang}
                  latest={i === turns.length - 1}
                  onStop={(id) => void bot.stopReply(id)}
                  onRegenerate={(id) => void bot.regenerateReply(id)}
                />
              </li>
            ))}
          </ol>
          <Composer
            sending={bot.sending}
            waiting={replying}
            onSend={bot.sendMessage}
            speechLang={speechLang}
          />
        </section>
      </div>
    </div>
  );
}
