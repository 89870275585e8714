import { useState } from "react";
import type { ReportReason } from "../../../gql/graphql";
import type { ChatMessage } from "../hooks/use-group-chat";
import { formatTime, REPORT_REASON_LABELS } from "../utils/labels";
import { MessageBody } from "./MessageBody";

function toReason(value: string): ReportReason {
  const reasons = Object.keys(REPORT_REASON_LABELS) as ReportReason[];
  return reasons.find((r) => r === value) ?? "other";
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
        <span className="gc-sender">{mine ? "You" : message.senderName}</span>
        <time dateTime={message.createdAt}>{formatTime(message.createdAt)}</time>
        {message.editedAt && !deleted && <span className="gc-edited">(edited)</span>}
        {mine && !deleted && <span className="gc-status">✓ Sent</span>}
      </div>
      {deleted ? (
        <p className="gc-deleted">
          {message.deletedBy === message.senderId
            ? "This message was deleted."
            : "This message was removed by a moderator."}
        </p>
      ) : mode === "edit" ? (
        <div className="gc-edit">
          <label htmlFor={`edit-${message.id}`} className="visually-hidden">
            Edit message
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
              Save
            </button>
            <button type="button" className="secondary" onClick={() => setMode("view")}>
              Cancel
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
              Edit
            </button>
          )}
          {canDelete && (
            <button type="button" className="gc-link" onClick={() => setMode("confirm-delete")}>
              Delete
            </button>
          )}
          {canReport && (
            <button type="button" className="gc-link" onClick={() => setMode("report")}>
              Report
            </button>
          )}
        </div>
      )}
      {mode === "confirm-delete" && (
        <div className="gc-row">
          <span>Delete this message for everyone?</span>
          <button
            type="button"
            className="danger"
            onClick={() => void onDelete(message.id).then(() => setMode("view"))}
          >
            Delete
          </button>
          <button type="button" className="secondary" onClick={() => setMode("view")}>
            Keep
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
          <label htmlFor={`reason-${message.id}`}>Why are you reporting this message?</label>
          <select
            id={`reason-${message.id}`}
            value={reason}
            onChange={(e) => setReason(toReason(e.target.value))}
          >
            {Object.entries(REPORT_REASON_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
          <label htmlFor={`details-${message.id}`}>Anything else? (optional)</label>
          <input
            id={`details-${message.id}`}
            value={details}
            maxLength={500}
            onChange={(e) => setDetails(e.target.value)}
          />
          <div className="gc-row">
            <button type="submit" className="primary">
              Send report
            </button>
            <button type="button" className="secondary" onClick={() => setMode("view")}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </li>
  );
}
