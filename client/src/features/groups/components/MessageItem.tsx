import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ReportReason } from "../../../gql/graphql";
import type { ChatMessage } from "../hooks/use-group-chat";
import { messageTime, REPORT_REASONS, reasonLabel } from "../utils/labels";
import { MessageBody } from "./MessageBody";
import "../../../app/i18n/english/groups";

function toReason(value: string): ReportReason {
  return REPORT_REASONS.find((r) => r === value) ?? "other";
}

interface Props {
  message: ChatMessage;
  mine: boolean;
  canModerate: boolean;
  onEdit: (id: string, body: string) => Promise<boolean>;
  onDelete: (id: string) => Promise<boolean>;
  onReport: (id: string, reason: ReportReason, details: string) => Promise<boolean>;
}

/** One message with its actions: edit/delete own (15 min), delete any (moderators), report others'. */
export function MessageItem({ message, mine, canModerate, onEdit, onDelete, onReport }: Props) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<"view" | "edit" | "report" | "confirm-delete">("view");
  const [draft, setDraft] = useState(message.body);
  const [reason, setReason] = useState<ReportReason>("bullying");
  const [details, setDetails] = useState("");
  const deleted = message.deletedAt !== null;
  const withinWindow = Date.parse(message.editableUntil) > Date.now();
  const canEdit = mine && !deleted && withinWindow;
  const canDelete = !deleted && ((mine && withinWindow) || canModerate);
  const canReport = !mine && !deleted;

  async function handleSave() {
    if (await onEdit(message.id, draft)) setMode("view");
  }

  return (
    <li className={`gc-message${mine ? " gc-mine" : ""}`} data-seq={message.seq} data-testid="chat-message">
      <div className="gc-meta">
        <span className="gc-sender">{mine ? t("groups.messages.you") : message.senderName}</span>
        <time dateTime={message.createdAt}>{messageTime(message.createdAt)}</time>
        {message.editedAt && !deleted && <span className="gc-edited">{t("groups.messages.edited")}</span>}
        {mine && !deleted && <span className="gc-status">{t("groups.messages.sent")}</span>}
      </div>
      {deleted ? (
        <p className="gc-deleted">
          {t(message.deletedBy === message.senderId ? "groups.messages.deleted" : "groups.messages.removed")}
        </p>
      ) : mode === "edit" ? (
        <div className="gc-edit">
          <label htmlFor={`edit-${message.id}`} className="visually-hidden">
            {t("groups.messages.editLabel")}
          </label>
          <textarea
            id={`edit-${message.id}`}
            value={draft}
            maxLength={2000}
            onChange={(e) => setDraft(e.target.value)}
            rows={3}
          />
          <div className="gc-row">
            <button
              type="button"
              className="primary"
              onClick={() => void handleSave()}
              disabled={draft.trim() === ""}
            >
              {t("groups.messages.save")}
            </button>
            <button type="button" className="secondary" onClick={() => setMode("view")}>
              {t("groups.messages.cancel")}
            </button>
          </div>
        </div>
      ) : (
        <MessageBody text={message.body} />
      )}
      {mode === "view" && (canEdit || canDelete || canReport) && (
        <div className="gc-actions">
          {canEdit && (
            <button
              type="button"
              className="gc-link"
              onClick={() => {
                setDraft(message.body);
                setMode("edit");
              }}
            >
              {t("groups.messages.edit")}
            </button>
          )}
          {canDelete && (
            <button type="button" className="gc-link" onClick={() => setMode("confirm-delete")}>
              {t("groups.messages.delete")}
            </button>
          )}
          {canReport && (
            <button type="button" className="gc-link" onClick={() => setMode("report")}>
              {t("groups.messages.report")}
            </button>
          )}
        </div>
      )}
      {mode === "confirm-delete" && (
        <div className="gc-row">
          <span>{t("groups.messages.confirmDelete")}</span>
          <button
            type="button"
            className="danger"
            onClick={() => void onDelete(message.id).then(() => setMode("view"))}
          >
            {t("groups.messages.delete")}
          </button>
          <button type="button" className="secondary" onClick={() => setMode("view")}>
            {t("groups.messages.keep")}
          </button>
        </div>
      )}
      {mode === "report" && (
        <form
          className="gc-report"
          onSubmit={(e) => {
            e.preventDefault();
            void onReport(message.id, reason, details).then((ok) => ok && setMode("view"));
          }}
        >
          <label htmlFor={`reason-${message.id}`}>{t("groups.messages.reportWhy")}</label>
          <select
            id={`reason-${message.id}`}
            value={reason}
            onChange={(e) => setReason(toReason(e.target.value))}
          >
            {REPORT_REASONS.map((value) => (
              <option key={value} value={value}>
                {reasonLabel(value)}
              </option>
            ))}
          </select>
          <label htmlFor={`details-${message.id}`}>{t("groups.messages.reportDetails")}</label>
          <input
            id={`details-${message.id}`}
            value={details}
            maxLength={500}
            onChange={(e) => setDetails(e.target.value)}
          />
          <div className="gc-row">
            <button type="submit" className="primary">
              {t("groups.messages.sendReport")}
            </button>
            <button type="button" className="secondary" onClick={() => setMode("view")}>
              {t("groups.messages.cancel")}
            </button>
          </div>
        </form>
      )}
    </li>
  );
}
