import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ChatReplyFieldsFragment } from "../../../gql/graphql";
import { Markdown } from "../../../shared/ui/Markdown";
import { ReadAloud } from "../../speech/components/ReadAloud";
import { useStreamedTask } from "../../tutor/hooks/use-streamed-task";
import { WatchChatReplyDocument } from "../graphql/chatbot";
import { failureText } from "../utils/chat-text";
import "../../../app/i18n/english/chatbot";

const TERMINAL = new Set(["DONE", "FAILED"]);

/**
 * One reply: streamed live while it is written (the aiTask subscription), then the stored text.
 * Stop while writing; Copy, Read aloud and Regenerate once done; Retry after a failure.
 */
export function ReplyView(props: {
  reply: ChatReplyFieldsFragment;
  speechLang: string;
  latest: boolean;
  onStop: (id: string) => void;
  onRegenerate: (id: string) => void;
}) {
  const { t } = useTranslation();
  const stored = props.reply;
  const { task: live } = useStreamedTask(WatchChatReplyDocument, stored.id, TERMINAL.has(stored.status));
  const reply = live ?? stored;
  const [copied, setCopied] = useState(false);
  const writing = !TERMINAL.has(reply.status);

  async function handleCopy() {
    await navigator.clipboard?.writeText(reply.partial);
    setCopied(true);
    setTimeout(() => setCopied(false), 1500);
  }

  return (
    <div className="chat-reply" aria-busy={writing} data-testid="chat-reply" data-status={reply.status}>
      <span className="chat-author">{t("chatbot.bot")}</span>
      {reply.status === "FAILED" ? (
        <p className="cls-error" role="alert">
          {failureText(reply.failureCode, reply.failureMessage)}
        </p>
      ) : reply.partial ? (
        <Markdown text={reply.partial} />
      ) : writing ? (
        <p className="hint">{t("chatbot.thinking")}</p>
      ) : null}
      {reply.checked ? <p className="chat-checked">{t("chatbot.checked")}</p> : null}
      {reply.stopped ? <p className="cls-muted">{t("chatbot.stopped")}</p> : null}
      <div className="chat-actions">
        {writing ? (
          <button type="button" className="secondary" onClick={() => props.onStop(reply.id)}>
            {t("chatbot.stop")}
          </button>
        ) : null}
        {reply.status === "DONE" && reply.partial ? (
          <>
            <button type="button" className="link-button" onClick={() => void handleCopy()}>
              {copied ? t("chatbot.copied") : t("chatbot.copy")}
            </button>
            <ReadAloud className="link-button" text={reply.partial} lang={props.speechLang} />
          </>
        ) : null}
        {props.latest && reply.status === "DONE" ? (
          <button type="button" className="link-button" onClick={() => props.onRegenerate(reply.id)}>
            {t("chatbot.regenerate")}
          </button>
        ) : null}
        {reply.status === "FAILED" && reply.failureCode !== "BLOCKED" ? (
          <button type="button" className="secondary" onClick={() => props.onRegenerate(reply.id)}>
            {t("chatbot.retry")}
          </button>
        ) : null}
      </div>
    </div>
  );
}
