import { CHAT_TITLE_MAX } from "@vidya/core/chat/chat-limits";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../tutor/components/ConfirmDialog";
import "../../../app/i18n/english/chatbot";

interface ChatItem {
  id: string;
  title: string;
}

/** The student's past chats with this chatbot: open one, rename it in place, or delete it. */
export function ChatList(props: {
  chats: readonly ChatItem[];
  currentId: string | null;
  onOpen: (id: string | null) => void;
  onRename: (id: string, title: string) => Promise<boolean>;
  onDelete: (id: string) => void;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<{ id: string; title: string } | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);

  async function handleRename(event: FormEvent) {
    event.preventDefault();
    if (editing && (await props.onRename(editing.id, editing.title))) setEditing(null);
  }

  return (
    <nav className="chat-list" aria-label={t("chatbot.pastChats")}>
      <button type="button" className="primary" onClick={() => props.onOpen(null)}>
        {t("chatbot.newChat")}
      </button>
      <h2>{t("chatbot.pastChats")}</h2>
      {props.chats.length === 0 ? <p className="cls-muted">{t("chatbot.noChats")}</p> : null}
      <ul>
        {props.chats.map((chat) => (
          <li key={chat.id} aria-current={chat.id === props.currentId ? "true" : undefined}>
            {editing?.id === chat.id ? (
              <form onSubmit={(e) => void handleRename(e)}>
                <label className="visually-hidden" htmlFor={`rename-${chat.id}`}>
                  {t("chatbot.chatName")}
                </label>
                <input
                  id={`rename-${chat.id}`}
                  value={editing.title}
                  maxLength={CHAT_TITLE_MAX}
                  onChange={(e) => setEditing({ id: chat.id, title: e.target.value })}
                />
                <button type="submit" className="link-button">
                  {t("chatbot.save")}
                </button>
                <button type="button" className="link-button" onClick={() => setEditing(null)}>
                  {t("chatbot.cancel")}
                </button>
              </form>
            ) : (
              <>
                <button type="button" className="chat-open" onClick={() => props.onOpen(chat.id)}>
                  {chat.title}
                </button>
                <button
                  type="button"
                  className="link-button"
                  aria-label={`${t("chatbot.rename")}: ${chat.title}`}
                  onClick={() => setEditing({ id: chat.id, title: chat.title })}
                >
                  {t("chatbot.rename")}
                </button>
                <button
                  type="button"
                  className="link-button"
                  aria-label={`${t("chatbot.delete")}: ${chat.title}`}
                  onClick={() => setDeleting(chat.id)}
                >
                  {t("chatbot.delete")}
                </button>
              </>
            )}
          </li>
        ))}
      </ul>
      {deleting ? (
        <ConfirmDialog
          title={t("chatbot.deleteTitle")}
          message={t("chatbot.deleteMessage")}
          confirmLabel={t("chatbot.delete")}
          onConfirm={() => {
            props.onDelete(deleting);
            setDeleting(null);
          }}
          onCancel={() => setDeleting(null)}
        />
      ) : null}
    </nav>
  );
}
