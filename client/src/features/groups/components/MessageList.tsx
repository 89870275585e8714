import { useEffect, useLayoutEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useScrollToLatest } from "../../../app/ui/use-scroll-to-latest";
import type { ReportReason } from "../../../gql/graphql";
import type { ChatMessage } from "../hooks/use-group-chat";
import type { OutboxItem } from "../utils/outbox";
import { MessageBody } from "./MessageBody";
import { MessageItem } from "./MessageItem";
import "../../../app/i18n/english/groups";

interface Props {
  messages: readonly ChatMessage[];
  outbox: OutboxItem[];
  viewerId: string | null;
  canModerate: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => Promise<void>;
  onRetry: (item: OutboxItem) => void;
  onDiscard: (clientId: string) => void;
  onEdit: (id: string, body: string) => Promise<boolean>;
  onDelete: (id: string) => Promise<boolean>;
  onReport: (id: string, reason: ReportReason, details: string) => Promise<boolean>;
}

/**
 * The timeline, oldest at the top. Scrolling to the top loads older messages (keeping the view
 * where it was); new messages scroll into view when the reader is already at the bottom.
 */
export function MessageList(props: Props) {
  const { t } = useTranslation();
  const { messages, outbox, viewerId, hasOlder, loadingOlder, onLoadOlder } = props;
  const itemCount = messages.length + outbox.length;
  // New messages: the app's one scroll-to-latest behaviour (only for a reader at the bottom).
  const box = useRef<HTMLDivElement>(null);
  const onScroll = useScrollToLatest(box, itemCount, { reveal: false });
  const top = useRef<HTMLDivElement>(null);
  const before = useRef<{ height: number; first: number | undefined } | null>(null);

  useEffect(() => {
    const el = top.current;
    if (!el || !hasOlder) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !loadingOlder && box.current) {
        before.current = { height: box.current.scrollHeight, first: messages[0]?.seq };
        void onLoadOlder();
      }
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasOlder, loadingOlder, onLoadOlder, messages]);

  useLayoutEffect(() => {
    const el = box.current;
    const saved = before.current;
    if (el && saved && saved.first !== messages[0]?.seq) {
      // Older messages were added above: keep the same message under the reader's eyes.
      el.scrollTop += el.scrollHeight - saved.height;
      before.current = null;
    }
  }, [messages]);

  return (
    <div
      className="gc-scroll"
      ref={box}
      onScroll={onScroll}
      aria-label={t("groups.messages.label")}
      role="log"
      aria-live="polite"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll box must be reachable by keyboard.
      tabIndex={0}
    >
      <div ref={top} className="gc-top">
        {hasOlder
          ? loadingOlder
            ? t("groups.messages.loadingOlder")
            : " "
          : messages.length > 0
            ? t("groups.messages.start")
            : ""}
      </div>
      {messages.length === 0 && outbox.length === 0 && (
        <p className="gc-empty">{t("groups.messages.empty")}</p>
      )}
      <ol className="gc-list">
        {messages.map((m) => (
          <MessageItem
            key={m.seq}
            message={m}
            mine={m.senderId === viewerId}
            canModerate={props.canModerate}
            onEdit={props.onEdit}
            onDelete={props.onDelete}
            onReport={props.onReport}
          />
        ))}
        {outbox.map((item) => (
          <li
            key={item.clientId}
            className="gc-message gc-mine gc-outbox"
            data-testid="outbox-message"
            data-status={item.status}
          >
            <div className="gc-meta">
              <span className="gc-sender">{t("groups.messages.you")}</span>
              <span className="gc-status">
                {t(
                  item.status === "failed"
                    ? "groups.messages.notSent"
                    : item.status === "sent"
                      ? "groups.messages.sent"
                      : "groups.messages.sending",
                )}
              </span>
            </div>
            <MessageBody text={item.body} />
            {item.status === "failed" && (
              <div className="gc-row gc-failed" role="alert">
                <span>{item.error ?? t("groups.messages.noConnection")}</span>
                <button type="button" className="primary" onClick={() => props.onRetry(item)}>
                  {t("groups.messages.retry")}
                </button>
                <button type="button" className="secondary" onClick={() => props.onDiscard(item.clientId)}>
                  {t("groups.messages.discard")}
                </button>
              </div>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
